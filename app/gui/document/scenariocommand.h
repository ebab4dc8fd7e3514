#pragma once
// The one undo command of scenario edits: the scenario before and after. It keeps the traces
// the engine made of them, so undo and redo of a normal cube never run the engine again; a
// large trace (a 20-cube holds hundreds of megabytes) is not kept: the session runs it again
// when needed (Session::restoreScenario, in its worker), so an undo never blocks the window.
// Edits of the same number field in a row merge into one command.

#include <QUndoCommand>
#include <cubelab/scenario.h>
#include <cubelab/trace.h>
#include <memory>

namespace cubelab::gui {

class Session;

class ScenarioCommand : public QUndoCommand
{
public:
    // Traces with more messages and updates than this are run again instead of kept.
    static constexpr std::size_t kKeptTraceRecords = std::size_t{1} << 20;

    // mergeId: the edited field; -1 never merges.
    ScenarioCommand(Session* session, std::shared_ptr<const Trace> beforeTrace,
                    std::shared_ptr<const Trace> afterTrace, const QString& text, int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return mMergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    static std::shared_ptr<const Trace> keptIfSmall(std::shared_ptr<const Trace> trace);
    void show(const Scenario& scenario, std::shared_ptr<const Trace>& kept);

    Session* mSession;
    Scenario mBefore;
    Scenario mAfter;
    std::shared_ptr<const Trace> mBeforeTrace;
    std::shared_ptr<const Trace> mAfterTrace;
    int mMergeId;
};

} // namespace cubelab::gui
