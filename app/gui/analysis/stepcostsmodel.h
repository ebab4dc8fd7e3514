#pragma once
// The cost of every step of the trace on the chosen machine, as a table: step, link, phase,
// messages, start, duration, what limited it and the slowest message. The numbers are
// CostModel::evaluate's; the model only shows them. The current step's row is marked.
// A cube with links the machine lacks has no costs: the table is empty and problem() says
// why and what to do.
// Made for a session, it follows the session's trace, machine and step: the step-costs panel
// and the step-times chart share one, so the costs are computed once per trace and machine.

#include "common/theme.h"

#include <QAbstractTableModel>
#include <cubelab/costmodel.h>
#include <cubelab/machine.h>
#include <cubelab/trace.h>
#include <memory>
#include <optional>

namespace cubelab::gui {

class Session;

class StepCostsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The measured columns follow the others when the trace carries a measurement.
    enum Column
    {
        StepColumn,
        LinkColumn,
        PhaseColumn,
        MessagesColumn,
        StartColumn,
        DurationColumn,
        LimitColumn,
        SlowestColumn,
        ColumnCount,
        MeasuredColumn = ColumnCount,
        MeasuredRangeColumn,
        MeasuredColumnEnd
    };
    enum Role
    {
        CurrentRole = Qt::UserRole + 1, // bool: the row of the current step
        NumberRole,                     // double: seconds, or the message count
    };

    // Follows the session's trace, machine and step.
    explicit StepCostsModel(Session* session, QObject* parent = nullptr);

    // How often the costs were computed (CostModel::evaluate ran).
    int evaluations() const { return mEvaluations; }
    int step() const { return mStep; }
    void setTheme(const Theme& theme);
    void retranslate();

    // Empty when the trace could not be priced.
    const std::optional<CostResult>& costs() const { return mCosts; }
    // Why there are no costs, in the current language; empty when there are.
    QString problem() const;
    const Machine& machine() const { return mMachine; }
    std::shared_ptr<const Trace> trace() const { return mTrace; }
    // The trace's measured times (cubelab-mpi), or nullptr.
    const Measurement* measured() const { return mTrace ? mTrace->measured() : nullptr; }

    // Header row, one row a step, and a last row "total"; seconds in full precision; with a
    // measurement also measured_median_s, measured_min_s and measured_max_s.
    QString csv() const;

    static QString limitName(CostLimit limit);
    // The step's links, "3, 2" (the table and the charts' labels) …
    static QString linksText(const Step& step);
    // … and as a CSV field, "3 2"; the limit by the core's name ("link-bandwidth"), for CSV.
    static QString linksField(const Step& step);
    static QString limitField(CostLimit limit);
    // Colour-blind-safe colours from the theme's Okabe–Ito palette.
    static QColor limitColor(const Theme& theme, CostLimit limit);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    // The current step changed (after the rows' marks did).
    void stepChanged(int step);

private:
    // Prices the trace on the machine (for the trace's vector length); the same trace and
    // machine again keep the costs they have.
    void setTrace(std::shared_ptr<const Trace> trace, const Machine& machine);
    // k = 0..stepCount(); step k is row k - 1 (step 0, the start, has no row).
    void setStep(int step);

    QString slowestText(const StepCost& cost) const;
    // A cell of the row: its number (NumberRole), its text, and the step's tool tip.
    QVariant number(std::size_t row, int column) const;
    QVariant displayText(std::size_t row, int column) const;
    QString toolTip(const StepCost& cost) const;

    std::shared_ptr<const Trace> mTrace;
    Machine mMachine;
    std::optional<CostResult> mCosts;
    bool mLacksLinks = false;
    QString mError; // a refusal other than missing links, as the core said it
    int mStep = 0;
    int mEvaluations = 0;
    bool mPriced = false; // setTrace has run: mTrace and mMachine are what the costs are for
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
