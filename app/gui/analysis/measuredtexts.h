#pragma once
// MeasuredTexts: how the views word a trace's measurement (cubelab/measurement.h) — where it
// was measured, how it was checked, the library's collectives and a measured time beside a
// predicted one. One source for the step-costs panel, the step-times chart and the
// space-time diagram.

#include <QCoreApplication>
#include <QString>
#include <cubelab/measurement.h>

namespace cubelab::gui {

class MeasuredTexts
{
    Q_DECLARE_TR_FUNCTIONS(MeasuredTexts)

public:
    // "measured on 8 MPI ranks (1 host, Open MPI v4.1.4), median of 20 runs"
    static QString source(const Measurement& measured);
    // "Checked: the same messages and final values as the emulator; MPI_Allreduce agrees
    // (largest difference 0, allowed 6.4e-14)."
    static QString check(const Measurement& measured);
    // "MPI's own: MPI_Allreduce 359 µs (library default), 237 µs (recursive_doubling) …"
    static QString library(const Measurement& measured);
    // "98 µs (75 µs – 153 µs)"
    static QString time(const TimeSummary& time);
    // "75 µs – 153 µs"
    static QString range(const TimeSummary& time);
    // "The model predicts 5.6 times the measured time." / "… 0.3 times …"
    static QString ratio(double predicted, double measured);
};

} // namespace cubelab::gui
