#include "document/machinecommand.h"

#include "document/session.h"

#include <utility>

namespace cubelab::gui {

MachineCommand::MachineCommand(Session* session, Machine before, Machine after, const QString& text)
    : QUndoCommand(text), mSession(session), mBefore(std::move(before)), mAfter(std::move(after))
{
}

void MachineCommand::undo()
{
    mSession->applyMachine(mBefore);
}

void MachineCommand::redo()
{
    mSession->applyMachine(mAfter);
}

} // namespace cubelab::gui
