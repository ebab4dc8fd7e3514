#include "scenariocommand.h"

#include "session.h"

namespace cubelab::gui {

ScenarioCommand::ScenarioCommand(Session* session, Scenario before,
                                 std::shared_ptr<const Trace> beforeTrace,
                                 std::shared_ptr<const Trace> afterTrace, const QString& text,
                                 int mergeId)
    : QUndoCommand(text), mSession(session), mBefore(std::move(before)),
      mBeforeTrace(std::move(beforeTrace)), mAfterTrace(std::move(afterTrace)), mMergeId(mergeId)
{
}

void ScenarioCommand::undo()
{
    mSession->apply(mBefore, mBeforeTrace);
}

void ScenarioCommand::redo()
{
    mSession->apply(mAfterTrace->scenario(), mAfterTrace);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id())
        return false;
    mAfterTrace = static_cast<const ScenarioCommand*>(other)->mAfterTrace;
    // Up and back down again: nothing is left to undo.
    setObsolete(mAfterTrace->scenario() == mBefore);
    return true;
}

} // namespace cubelab::gui
