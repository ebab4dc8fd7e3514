#pragma once
// The one undo command of scenario edits: the scenario before and after, with the traces the
// engine made of them, so undo and redo never run the engine again. Edits of the same field
// in a row merge into one command.

#include <cubelab/scenario.h>
#include <cubelab/trace.h>

#include <QUndoCommand>

#include <memory>

namespace cubelab::gui {

class Session;

class ScenarioCommand : public QUndoCommand
{
public:
    // mergeId: the edited field; -1 never merges.
    ScenarioCommand(Session* session, Scenario before, std::shared_ptr<const Trace> beforeTrace,
                    std::shared_ptr<const Trace> afterTrace, const QString& text, int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return mMergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Session* mSession;
    Scenario mBefore;
    std::shared_ptr<const Trace> mBeforeTrace;
    std::shared_ptr<const Trace> mAfterTrace;
    int mMergeId;
};

} // namespace cubelab::gui
