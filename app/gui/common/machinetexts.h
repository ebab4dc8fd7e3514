#pragma once
// The names and notes of the machine presets in the language shown. A preset file names and
// describes its machine in English; a machine that carries a preset's name (note) shows the
// translated one, any other machine its own as written.

#include <QCoreApplication>
#include <QString>
#include <cubelab/machine.h>

namespace cubelab::gui {

class MachineTexts
{
    Q_DECLARE_TR_FUNCTIONS(MachineTexts)

public:
    static QString name(const Machine& machine);
    static QString note(const std::string& note);

    // Whom a class's shared capacity serves: "both directions together" or "each direction on
    // its own" (docs/cost-model.md, "Shared capacity and direction").
    static QString sharedDirections(SharedDirections directions);
    // "full duplex"; for half duplex also whether an exchange's two start-ups add or overlap.
    static QString duplex(const Machine& machine);
    // Both choices in one sentence, for the panels that compare variants: "Assumed: links 5, 6
    // and 7, 8 share their capacity for both directions together; full duplex."
    static QString choices(const Machine& machine);
};

} // namespace cubelab::gui
