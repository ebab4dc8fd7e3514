#include "common/machinetexts.h"

#include "common/showntext.h"

#include <QStringList>

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

// The presets' notes, so that lupdate offers them for translation. The note shown is looked
// up by its text: a preset file that changes its note shows the new text in English until
// it is translated again (MachineEditor.PresetNotesAreTranslated notices). They keep the
// machine editor's translation context, where they were first translated.
[[maybe_unused]] const char* const kPresetNotes[] = {
    QT_TRANSLATE_NOOP(
        "cubelab::gui::MachineEditor",
        "Every link equal, unshared and full duplex: the machine the published formulas assume "
        "(with "
        "no shared capacity, whom one would serve does not matter; it keeps the default, both "
        "directions together). The figures are of the order reported for the nCUBE 2 (a start-up "
        "of "
        "about 100 microseconds, about 2.2 MB/s per link and direction, about half a microsecond "
        "to "
        "add two doubles) and are illustrative, not measurements."),
    QT_TRANSLATE_NOOP(
        "cubelab::gui::MachineEditor",
        "Up to 128 processors the links behave like an ideal hypercube; beyond, the bisection "
        "stops "
        "growing, as the lecture says of the Origin 2000: links 8 and 9 share the capacity that "
        "128 "
        "processors' bisection has, 64 links at full speed in each direction. The bisection is "
        "made "
        "of full-duplex links, so the capacity serves each direction on its own. The link speed of "
        "150 MB/s and start-up of 10 microseconds are of the order of MPI figures reported for the "
        "machine (its CrayLink peak is about 800 MB/s a direction); the combine time is "
        "illustrative."),
    QT_TRANSLATE_NOOP(
        "cubelab::gui::MachineEditor",
        "The structure follows the lecture: links 1-4 have bandwidth a, links 5-6 b, links 7-8 c, "
        "with a > b > c, and the higher classes share a limited capacity (the bisection). Its "
        "links "
        "are full duplex, so the capacity serves each direction on its own. The lecture gives no "
        "absolute figures: a = 4 MB/s, b = 2 MB/s, c = 1 MB/s, the shared capacities (16 MB/s for "
        "links 5-6, 8 MB/s for links 7-8 in each direction, an eighth of what their links could "
        "carry "
        "at once at 128 processors), the start-up of 100 microseconds and the combine time are "
        "illustrative, chosen only in the lecture's proportions."),
};
} // namespace

QString MachineTexts::name(const Machine& machine)
{
    for (const Machine& preset : builtinMachines())
        if (preset.name == machine.name)
            return tr(machine.name.c_str());
    return shownText(machine.name);
}

QString MachineTexts::note(const std::string& note)
{
    for (const Machine& preset : builtinMachines())
        if (preset.note == note)
            return QCoreApplication::translate("cubelab::gui::MachineEditor", note.c_str());
    return shownText(note);
}

QString MachineTexts::sharedDirections(SharedDirections directions)
{
    return directions == SharedDirections::Each ? tr("each direction on its own")
                                                : tr("both directions together");
}

QString MachineTexts::duplex(const Machine& machine)
{
    if (machine.duplex == Duplex::Full)
        return tr("full duplex");
    return machine.exchangeLatency == ExchangeLatency::Add
               ? tr("half duplex, an exchange's two start-ups add")
               : tr("half duplex, an exchange's two start-ups overlap");
}

QString MachineTexts::choices(const Machine& machine)
{
    QStringList both;
    QStringList each;
    for (const LinkClass& lc : machine.linkClasses) {
        if (!lc.sharedBandwidth)
            continue;
        QStringList links;
        for (int link : lc.links)
            links << QString::number(link);
        (lc.sharedDirections == SharedDirections::Each ? each : both)
            << links.join(QStringLiteral(", "));
    }
    QStringList sharing;
    const QString joiner = tr(" and ", "between lists of links");
    if (!both.isEmpty())
        sharing << tr("links %1 share their capacity for %2")
                       .arg(both.join(joiner), sharedDirections(SharedDirections::Both));
    if (!each.isEmpty())
        sharing << tr("links %1 share their capacity for %2")
                       .arg(each.join(joiner), sharedDirections(SharedDirections::Each));
    if (sharing.isEmpty())
        sharing << tr("no link class shares a capacity");
    return tr("Assumed: %1; %2.").arg(sharing.join(QStringLiteral("; ")), duplex(machine));
}

} // namespace cubelab::gui
