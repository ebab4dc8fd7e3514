#pragma once
// Step times: every step of the run as a bar from its start to its end on the chosen machine
// (a Gantt chart: time from the start of the run across, the steps a), b), c) … from the top down),
// coloured by what limited it — latency, link bandwidth or shared capacity — with the
// current step emphasized and the total in the title. The costs are CostModel::evaluate's.
//
// A trace measured on real ranks (cubelab-mpi) adds, under each step's predicted bar, the
// measured one: the step's measured median, the steps laid end to end from 0, in one grey,
// on the same time axis — so that the lengths compare as they are (docs/gui-analysis.md).
//
// Qt Charts has no Gantt series: a horizontal stacked bar series whose first, transparent
// set is each step's start carries the bars; one set a limit keeps one colour a limit, and
// one more set holds the measured bars.

#include "analysis/stepcostsmodel.h"
#include "common/analysispanel.h"
#include "common/theme.h"
#include "document/session.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QBarSet;
class QCategoryAxis;
class QChart;
class QChartView;
class QHorizontalStackedBarSeries;
class QValueAxis;
QT_END_NAMESPACE
class QLabel;

namespace cubelab::gui {

class StepTimesChart : public AnalysisPanel
{
    Q_OBJECT

public:
    // Shows costs, the session's step costs shared with the step-costs panel.
    StepTimesChart(Session* session, StepCostsModel* costs, QWidget* parent = nullptr);
    // With a model of its own.
    explicit StepTimesChart(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    // step, links, limit, start_s, duration_s, end_s; a last row "total".
    QString csv() const override;

    QChart* chart() const { return mChart; }
    // Set 0 is the transparent offset (each step's start), then one set a CostLimit in the
    // enum's order, then the measured set; values are in unitSeconds(). A bar series draws bar
    // 0 at the bottom and ignores a reversed axis, so the bars are in reverse: a) on top. With
    // a measurement each step has two bars, its measured one below its predicted one.
    QHorizontalStackedBarSeries* series() const { return mSeries; }
    // The step labels, bottom to top, each at its bar (the category ends at the bar's
    // position). When the labels do not fit the height, only every labelEvery()-th step and
    // the current one are labelled.
    QCategoryAxis* stepAxis() const { return mStepAxis; }
    int labelEvery() const { return mLabelEvery; }
    QValueAxis* timeAxis() const { return mTimeAxis; }
    double unitSeconds() const { return mUnit; }
    // Empty when the steps have costs; otherwise why not (shown instead of the chart).
    QString problem() const { return mCosts->problem(); }
    StepCostsModel* model() const { return mCosts; }
    QLabel* captionLabel() const { return mCaption; }
    QLabel* legendLabel() const { return mLegend; }
    // The measured bars' set (empty without a measurement) and the bar indices of a step
    // (1..count): its predicted bar and, with a measurement, its measured one (else -1).
    QBarSet* measuredSet() const { return mMeasuredSet; }
    int predictedBar(int step) const;
    int measuredBar(int step) const;

private:
    void setUpChart();
    void layOut();
    void showBarTip(bool status, int index, QBarSet* set);
    void rebuild();
    void followStep();
    void retranslate() override;
    void applyFonts() override;
    void applyColours();
    void updateLegend();
    void updateStepLabels();
    int barOfStep(int step) const; // step 1..count: its predicted bar
    int rowsPerStep() const;

    Session* mSession;
    Theme mTheme = Theme::make(ThemeKind::Light);
    StepCostsModel* mCosts; // not shown: holds the costs and says why there are none
    QChart* mChart;
    QChartView* mView;
    QHorizontalStackedBarSeries* mSeries;
    QBarSet* mOffset;
    QBarSet* mLimitSets[3];
    QBarSet* mMeasuredSet;
    QCategoryAxis* mStepAxis;
    QValueAxis* mTimeAxis;
    QLabel* mProblem;
    QLabel* mLegend;
    QLabel* mCaption;
    int mLabelEvery = 1;
    double mUnit = 1.0;
    QString mUnitSymbol = QStringLiteral("s");
};

} // namespace cubelab::gui
