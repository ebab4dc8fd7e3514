#include "machine/machinetexts.h"

namespace cubelab::gui {

namespace {
// The presets' names, so that lupdate offers them for translation. A preset file that
// renames its machine shows the new name in English until it is translated again
// (MachineTexts.EveryPresetNameIsTranslated notices).
[[maybe_unused]] const char* const kPresetNames[] = {
    QT_TRANSLATE_NOOP("MachineTexts", "Ideal hypercube, nCUBE 2-like (illustrative figures)"),
    QT_TRANSLATE_NOOP("MachineTexts", "SGI Origin 2000-like (illustrative figures)"),
    QT_TRANSLATE_NOOP("MachineTexts", "Parsytec POWER-GC-like (illustrative figures)"),
};
} // namespace

QString MachineTexts::name(const Machine& machine)
{
    for (const Machine& preset : builtinMachines())
        if (preset.name == machine.name)
            return tr(machine.name.c_str());
    return QString::fromStdString(machine.name);
}

} // namespace cubelab::gui
