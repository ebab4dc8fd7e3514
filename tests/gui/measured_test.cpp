// A trace measured on MPI ranks (cubelab-mpi) in the window: the step-costs table and the
// step-times chart show each step's measured time beside the time the machine predicts, and
// the space-time diagram offers the measured time as its axis. The measurement here is made
// by hand, with medians unlike each other, so that every figure can be told apart.

#include "analysis/stepcostsmodel.h"
#include "analysis/stepcostspanel.h"
#include "analysis/steptimeschart.h"
#include "document/session.h"
#include "guitestutil.h"
#include "spacetime/spacetimelayout.h"
#include "spacetime/spacetimepanel.h"
#include "spacetime/spacetimeview.h"

#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// Cube_Do on 8 nodes, 1024 elements, with three measured steps of 10, 30 and 20 µs.
std::shared_ptr<const Trace> measuredCubeDo(bool withMeasurement = true)
{
    Trace trace = Emulator::run(test::numericScenario(3, "cube-allreduce", 1024));
    if (withMeasurement) {
        Measurement m;
        m.library = "Open MPI v4.1.4";
        m.ranks = 8;
        m.hosts = 1;
        m.repetitions = 20;
        m.warmup = 3;
        m.steps = {
            {{10e-6, 8e-6, 15e-6}, {}}, {{30e-6, 25e-6, 41e-6}, {}}, {{20e-6, 19e-6, 22e-6}, {}}};
        m.total = {62e-6, 55e-6, 80e-6};
        m.libraryCollectives = {
            {"MPI_Allreduce", std::string(kLibraryDefault), {40e-6, 38e-6, 45e-6}}};
        m.check = {"MPI_Allreduce", 0.0, 6.4e-14, true};
        trace.setMeasured(m);
    }
    return std::make_shared<const Trace>(std::move(trace));
}

// The last fields of each CSV line, as numbers.
std::vector<double> lastFields(const QString& line, int count)
{
    const QStringList fields = line.trimmed().split(QLatin1Char(','));
    std::vector<double> numbers;
    for (qsizetype i = fields.size() - count; i < fields.size(); ++i)
        numbers.push_back(fields[i].toDouble());
    return numbers;
}

} // namespace

TEST(MeasuredTrace, TheStepCostsTableGainsTheMeasuredColumns)
{
    Session session;
    session.resetToTrace(measuredCubeDo());
    StepCostsModel model(&session);
    ASSERT_TRUE(model.costs().has_value());
    ASSERT_EQ(model.columnCount(), StepCostsModel::MeasuredColumnEnd);
    EXPECT_EQ(model.headerData(StepCostsModel::MeasuredColumn, Qt::Horizontal, Qt::DisplayRole)
                  .toString(),
              QStringLiteral("Measured (median)"));
    const double medians[] = {10e-6, 30e-6, 20e-6};
    for (int row = 0; row < 3; ++row)
        EXPECT_DOUBLE_EQ(model.index(row, StepCostsModel::MeasuredColumn)
                             .data(StepCostsModel::NumberRole)
                             .toDouble(),
                         medians[row]);
    EXPECT_EQ(model.index(1, StepCostsModel::MeasuredRangeColumn).data().toString(),
              QStringLiteral("25 µs – 41 µs"));

    const QStringList lines = model.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5); // header, 3 steps, total
    EXPECT_TRUE(lines[0].trimmed().endsWith(
        QStringLiteral("measured_median_s,measured_min_s,measured_max_s")))
        << lines[0];
    EXPECT_EQ(lastFields(lines[2], 3), (std::vector<double>{30e-6, 25e-6, 41e-6}));
    EXPECT_EQ(lastFields(lines[4], 3), (std::vector<double>{62e-6, 55e-6, 80e-6}));
}

TEST(MeasuredTrace, ATraceWithoutMeasurementKeepsItsColumns)
{
    Session session;
    session.resetToTrace(measuredCubeDo(false));
    StepCostsModel model(&session);
    EXPECT_EQ(model.columnCount(), StepCostsModel::ColumnCount);
    EXPECT_FALSE(model.csv().contains(QStringLiteral("measured")));
    StepCostsPanel panel(&session);
    EXPECT_TRUE(panel.measuredLabel()->isHidden());
    StepTimesChart chart(&session);
    EXPECT_EQ(chart.measuredSet()->count(), 0);
    EXPECT_EQ(chart.series()->barSets().at(0)->count(), 3); // one bar a step
}

TEST(MeasuredTrace, TheStepCostsPanelSaysWhereAndHowItWasMeasured)
{
    Session session;
    session.resetToTrace(measuredCubeDo());
    StepCostsPanel panel(&session);
    const QString text = panel.measuredLabel()->text();
    EXPECT_FALSE(panel.measuredLabel()->isHidden());
    EXPECT_TRUE(text.contains(
        QStringLiteral("measured on 8 MPI ranks (1 host, Open MPI v4.1.4), median of 20 runs")))
        << text;
    EXPECT_TRUE(text.contains(QStringLiteral("Measured total: 62 µs"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("MPI_Allreduce agrees"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("MPI's own MPI_Allreduce: 40 µs (library default)")))
        << text;
    // The ratio of the model's total to the measured one, from the same model.
    const double ratio = panel.model()->costs()->total / 62e-6;
    EXPECT_TRUE(text.contains(QLocale().toString(ratio, 'g', ratio >= 10 ? 3 : 2))) << text;
}

TEST(MeasuredTrace, TheStepTimesChartSetsEachMeasuredBarUnderItsPredictedOne)
{
    Session session;
    session.resetToTrace(measuredCubeDo());
    StepTimesChart chart(&session);
    const auto& costs = chart.model()->costs();
    ASSERT_TRUE(costs.has_value());
    const QBarSet* offset = chart.series()->barSets().at(0);
    const QBarSet* measured = chart.measuredSet();
    ASSERT_EQ(measured->count(), 6); // two bars a step
    const double unit = chart.unitSeconds();
    const double medians[] = {10e-6, 30e-6, 20e-6};
    double start = 0;
    for (int step = 1; step <= 3; ++step) {
        const int m = chart.measuredBar(step);
        const int p = chart.predictedBar(step);
        EXPECT_EQ(p, m + 1) << "the predicted bar stands above the measured one";
        EXPECT_DOUBLE_EQ(measured->at(m) * unit, medians[step - 1]);
        EXPECT_DOUBLE_EQ(offset->at(m) * unit, start);
        EXPECT_DOUBLE_EQ(measured->at(p), 0.0);
        const StepCost& c = costs->steps[static_cast<std::size_t>(step - 1)];
        double predicted = 0;
        for (int set = 1; set <= 3; ++set)
            predicted += chart.series()->barSets().at(set)->at(p);
        EXPECT_NEAR(predicted * unit, c.duration, 1e-15);
        EXPECT_DOUBLE_EQ(offset->at(p) * unit, c.start);
        start += medians[step - 1];
    }
    EXPECT_EQ(chart.predictedBar(1), 5) << "a) on top";
    EXPECT_TRUE(chart.chart()->title().contains(QStringLiteral("measured 62 µs")))
        << chart.chart()->title();
    EXPECT_TRUE(chart.legendLabel()->text().contains(QStringLiteral("measured&nbsp;(median)")))
        << chart.legendLabel()->text();
    const QStringList lines = chart.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_EQ(lastFields(lines[1], 3), (std::vector<double>{10e-6, 8e-6, 15e-6}));
}

TEST(MeasuredTrace, TheSpaceTimeDiagramOffersTheMeasuredTimeOnlyForAMeasuredTrace)
{
    Session session;
    session.resetToTrace(measuredCubeDo(false));
    SpaceTimePanel panel(&session);
    EXPECT_EQ(panel.axisBox()->findData(static_cast<int>(SpaceTimeAxis::Kind::Measured)), -1);

    session.resetToTrace(measuredCubeDo());
    const int index = panel.axisBox()->findData(static_cast<int>(SpaceTimeAxis::Kind::Measured));
    ASSERT_GE(index, 0);
    panel.setAxisKind(SpaceTimeAxis::Kind::Measured);
    const SpaceTimeAxis axis = panel.view()->axis();
    ASSERT_EQ(axis.kind, SpaceTimeAxis::Kind::Measured);
    const SpaceTimeLayout layout(*session.trace(), QSizeF(1000, 700), QFontMetricsF(QFont()), axis);
    ASSERT_EQ(layout.columns().size(), 3u);
    // 10, 30 and 20 µs of 60: a sixth, a half and a third of the plot.
    const double shares[] = {1.0 / 6, 0.5, 1.0 / 3};
    for (std::size_t k = 0; k < 3; ++k) {
        const auto& column = layout.columns()[k];
        EXPECT_NEAR((column.right - column.left) / layout.plot().width(), shares[k], 1e-9);
    }
    EXPECT_TRUE(layout.axisTitle().startsWith(QStringLiteral("Measured time since start (µs)")))
        << layout.axisTitle();

    // Another trace has no measured time: the diagram shows the steps.
    session.resetToTrace(measuredCubeDo(false));
    EXPECT_EQ(panel.axisBox()->findData(static_cast<int>(SpaceTimeAxis::Kind::Measured)), -1);
    EXPECT_EQ(panel.view()->axis().kind, SpaceTimeAxis::Kind::Steps);
}
