#pragma once
// The undo command of machine edits: the machine before and after. Edits of the same field of
// the machine editor in a row are separate commands; a machine is small, so both are kept.

#include <QUndoCommand>
#include <cubelab/machine.h>

namespace cubelab::gui {

class Session;

class MachineCommand : public QUndoCommand
{
public:
    MachineCommand(Session* session, Machine before, Machine after, const QString& text);

    void undo() override;
    void redo() override;

private:
    Session* mSession;
    Machine mBefore;
    Machine mAfter;
};

} // namespace cubelab::gui
