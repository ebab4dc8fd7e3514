#pragma once
// The names and notes of the machine presets in the language shown. A preset file names and
// describes its machine in English; a machine that carries a preset's name (note) shows the
// translated one, any other machine its own as written.

#include <cubelab/machine.h>

#include <QCoreApplication>
#include <QString>

namespace cubelab::gui {

class MachineTexts
{
    Q_DECLARE_TR_FUNCTIONS(MachineTexts)

public:
    static QString name(const Machine& machine);
    static QString note(const std::string& note);
};

} // namespace cubelab::gui
