#include "analysis/measuredtexts.h"

#include "common/quantities.h"
#include "common/showntext.h"

#include <QLocale>
#include <QStringList>

namespace cubelab::gui {

QString MeasuredTexts::source(const Measurement& measured)
{
    // A traced program's run (cubelab/tracedtrace.h): one run, read off its ranks' clocks.
    if (measured.check.against.empty())
        return measured.ranks == 1 ? tr("traced on 1 MPI rank, one run, read off its clock")
                                   : tr("traced on %1 MPI ranks, one run, read off their clocks "
                                        "(steps may overlap)")
                                         .arg(measured.ranks);
    const QString ranks =
        measured.ranks == 1 ? tr("1 MPI rank") : tr("%1 MPI ranks").arg(measured.ranks);
    const QString hosts = measured.hosts == 1 ? tr("1 host") : tr("%1 hosts").arg(measured.hosts);
    const QString runs =
        measured.repetitions == 1 ? tr("1 run") : tr("median of %1 runs").arg(measured.repetitions);
    return tr("measured on %1 (%2, %3), %4").arg(ranks, hosts, shownText(measured.library), runs);
}

QString MeasuredTexts::check(const Measurement& measured)
{
    if (measured.check.against.empty())
        return tr(
            "The program's results are its own: CubeLab saw its messages, not its variables.");
    const QLocale locale;
    const QString emulator = measured.check.sameAsEmulator
                                 ? tr("the same messages and final values as the emulator")
                                 : tr("not compared with the emulator");
    return tr("Checked: %1; %2 agrees (largest difference %3, allowed %4).")
        .arg(emulator, shownText(measured.check.against),
             locale.toString(measured.check.largestDifference, 'g', 3),
             locale.toString(measured.check.allowedDifference, 'g', 3));
}

QString MeasuredTexts::library(const Measurement& measured)
{
    if (measured.libraryCollectives.empty())
        return {};
    QStringList entries;
    for (const MeasuredCollective& c : measured.libraryCollectives) {
        const QString algorithm =
            c.algorithm == kLibraryDefault ? tr("library default") : shownText(c.algorithm);
        entries << tr("%1 (%2)").arg(formatSeconds(c.time.median), algorithm);
    }
    return tr("MPI's own %1: %2.")
        .arg(shownText(measured.libraryCollectives.front().name),
             entries.join(QStringLiteral(", ")));
}

QString MeasuredTexts::range(const TimeSummary& time)
{
    return tr("%1 – %2", "fastest – slowest run")
        .arg(formatSeconds(time.min), formatSeconds(time.max));
}

QString MeasuredTexts::time(const TimeSummary& time)
{
    if (time.min == time.max) // one run, or runs alike to the last digit
        return formatSeconds(time.median);
    return tr("%1 (%2)", "median (fastest – slowest)").arg(formatSeconds(time.median), range(time));
}

QString MeasuredTexts::ratio(double predicted, double measured)
{
    if (!(measured > 0) || !(predicted > 0))
        return {};
    const QLocale locale;
    const double r = predicted / measured;
    return tr("The model predicts %1 times the measured time.")
        .arg(locale.toString(r, 'g', r >= 10 ? 3 : 2));
}

} // namespace cubelab::gui
