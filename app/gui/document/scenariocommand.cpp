#include "document/scenariocommand.h"

#include "document/session.h"

namespace cubelab::gui {

ScenarioCommand::ScenarioCommand(Session* session, std::shared_ptr<const Trace> beforeTrace,
                                 std::shared_ptr<const Trace> afterTrace, const QString& text,
                                 int mergeId)
    : QUndoCommand(text), mSession(session), mBefore(beforeTrace->scenario()),
      mAfter(afterTrace->scenario()), mBeforeTrace(keptIfSmall(std::move(beforeTrace))),
      mAfterTrace(std::move(afterTrace)), mMergeId(mergeId)
{
    // mAfterTrace is kept whole until the first redo (QUndoStack::push) has shown it.
}

std::shared_ptr<const Trace> ScenarioCommand::keptIfSmall(std::shared_ptr<const Trace> trace)
{
    if (trace && trace->data().messages.size() + trace->data().updates.size() > kKeptTraceRecords)
        return nullptr;
    return trace;
}

void ScenarioCommand::show(const Scenario& scenario, std::shared_ptr<const Trace>& kept)
{
    // Without a kept trace the session runs the engine again (a large cube in its worker).
    // A trace that was not kept is large, and so is every run of it again: nothing to keep.
    mSession->restoreScenario(scenario, kept);
    kept = keptIfSmall(std::move(kept));
}

void ScenarioCommand::undo()
{
    show(mBefore, mBeforeTrace);
}

void ScenarioCommand::redo()
{
    show(mAfter, mAfterTrace);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id())
        return false;
    const auto* next = static_cast<const ScenarioCommand*>(other);
    mAfter = next->mAfter;
    mAfterTrace = next->mAfterTrace;
    // Up and back down again: nothing is left to undo.
    setObsolete(mAfter == mBefore);
    return true;
}

} // namespace cubelab::gui
