#pragma once
// The names of the machine presets in the language shown. A preset file names its machine in
// English; a machine that carries a preset's name shows the translated name, any other
// machine its own name as written.

#include <cubelab/machine.h>

#include <QCoreApplication>
#include <QString>

namespace cubelab::gui {

class MachineTexts
{
    Q_DECLARE_TR_FUNCTIONS(MachineTexts)

public:
    static QString name(const Machine& machine);
};

} // namespace cubelab::gui
