// What two analysis panels show is computed once and shared: the comparison model behind the
// chart and the table, the step-costs model behind the panel and the step-times chart, and the
// link-load chart's companion runs kept by the session. Large cubes run in the session's worker.

#include "analysis/comparisonchart.h"
#include "analysis/comparisonmodel.h"
#include "analysis/comparisontable.h"
#include "analysis/comparisontablemodel.h"
#include "analysis/linkloadschart.h"
#include "analysis/stepcostspanel.h"
#include "analysis/steptimeschart.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"

#include <QBarSeries>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QUndoStack>
#include <cubelab/collective.h>
#include <cubelab/comparison.h>
#include <cubelab/costmodel.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// Both comparison panels on one model, shown as two docks would be.
struct BothComparisons
{
    Session session;
    ShownState steps{&session};
    ComparisonModel model{&session};
    ComparisonChart chart{&model};
    ComparisonTable table{&model};

    BothComparisons()
    {
        chart.resize(1000, 700);
        table.resize(900, 800);
        chart.show();
        table.show();
        test::settle();
    }

    // A cube above kAutomaticMaxDimension, on a machine with its links: it waits for Compare.
    int goLarge(const char* algorithm)
    {
        const int n = ComparisonSetup::kAutomaticMaxDimension + 1;
        EXPECT_TRUE(session.editMachine(test::idealMachineWithLinks(n), QStringLiteral("ideal")));
        EXPECT_TRUE(
            session.editScenario(test::numericScenario(n, algorithm), QStringLiteral("large")));
        session.waitForRun();
        test::settle();
        EXPECT_EQ(model.state(), ComparisonModel::State::Waiting);
        return n;
    }
};

} // namespace

TEST(ComparisonModel, BothPanelsShowOneComputationOfTheSessionsComparison)
{
    BothComparisons both;
    ASSERT_TRUE(both.chart.comparison().has_value());
    EXPECT_EQ(both.model.computations(), 1);
    // The table shows the very result the chart shows.
    ASSERT_TRUE(both.table.model()->comparison().has_value());
    EXPECT_EQ(both.table.model()->comparison()->variants[2].seconds,
              both.chart.comparison()->variants[2].seconds);

    ASSERT_TRUE(both.session.editScenario(test::numericScenario(6, "tree-allreduce", 64),
                                          QStringLiteral("n = 6")));
    test::settle();
    EXPECT_EQ(both.model.computations(), 2); // one edit, two panels, one computation
    ASSERT_TRUE(both.chart.comparison().has_value());
    ASSERT_TRUE(both.table.model()->comparison().has_value());
    EXPECT_EQ(both.chart.comparison()->dimension, 6);
    EXPECT_EQ(both.table.model()->comparison()->dimension, 6);
    EXPECT_EQ(both.table.model()->comparison()->elements, 64u);
    const Comparison expected =
        Session::compare(both.session.machine(), both.model.setup().request).comparison;
    EXPECT_EQ(both.table.model()->comparison()->variants[1].seconds, expected.variants[1].seconds);
    EXPECT_EQ(both.chart.comparison()->sweep.size(), expected.sweep.size());

    // Showing a panel again asks the model, which has it already.
    both.chart.hide();
    both.chart.show();
    test::settle();
    EXPECT_EQ(both.model.computations(), 2);
}

TEST(ComparisonModel, CompareOnOnePanelIsShownByTheOther)
{
    BothComparisons both;
    const int n = both.goLarge("tree-allreduce");
    const int before = both.model.computations();
    auto* chartButton =
        both.chart.findChild<QPushButton*>(QStringLiteral("comparisonChartCompare"));
    auto* tableButton =
        both.table.findChild<QPushButton*>(QStringLiteral("comparisonTableCompare"));
    ASSERT_NE(chartButton, nullptr);
    ASSERT_NE(tableButton, nullptr);
    EXPECT_TRUE(chartButton->isVisible());
    EXPECT_TRUE(tableButton->isVisible());

    tableButton->click();
    both.session.waitForDerived();
    test::settle();
    EXPECT_EQ(both.model.computations(), before + 1);
    ASSERT_TRUE(both.chart.comparison().has_value());
    EXPECT_EQ(both.chart.comparison()->dimension, n);
    EXPECT_FALSE(chartButton->isVisible());
    EXPECT_FALSE(tableButton->isVisible());
    EXPECT_TRUE(both.chart.message().isEmpty());
    ASSERT_TRUE(both.table.model()->comparison().has_value());
}

namespace {
// Whether some cell of the comparison table shows text.
bool tableShows(const ComparisonTable& table, const QString& text)
{
    const QAbstractItemModel* model = table.model();
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column)
            if (model->index(row, column).data(Qt::DisplayRole).toString() == text)
                return true;
    return false;
}
} // namespace

TEST(ComparisonModel, ALargeCubeIsComparedInTheWorkerWhileTheWindowStaysLive)
{
    BothComparisons both;
    const int n = both.goLarge("cube-allreduce");
    QSignalSpy changed(&both.model, &ComparisonModel::changed);
    both.chart.compareNow();
    // The call has returned before the comparison is there: it runs in the worker.
    EXPECT_EQ(both.model.state(), ComparisonModel::State::Running);
    EXPECT_EQ(both.session.derivedRunning(), 1);
    EXPECT_FALSE(both.chart.comparison().has_value());
    auto* button = both.table.findChild<QPushButton*>(QStringLiteral("comparisonTableCompare"));
    ASSERT_NE(button, nullptr);
    EXPECT_FALSE(button->isEnabled()); // no second run while one is on its way
    // Both panels say that it runs, not that it waits for the button.
    const QString running = both.model.setup().runningText();
    EXPECT_TRUE(running.contains(QString::number(n)));
    EXPECT_EQ(both.chart.message(), running);
    EXPECT_TRUE(tableShows(both.table, running));
    EXPECT_FALSE(tableShows(both.table, both.model.setup().largeCubeText()));
    // Steps go on meanwhile.
    both.steps.setStep(1);
    EXPECT_EQ(both.session.step(), 1);

    both.session.waitForDerived();
    EXPECT_EQ(both.model.state(), ComparisonModel::State::Ready);
    EXPECT_EQ(both.session.derivedRunning(), 0);
    ASSERT_TRUE(both.chart.comparison().has_value());
    EXPECT_EQ(both.chart.comparison()->dimension, n);
    EXPECT_EQ(changed.count(), 2); // running, then ready
}

TEST(ComparisonModel, AResultForAnOlderRequestIsDropped)
{
    BothComparisons both;
    both.goLarge("cube-allreduce");
    both.chart.compareNow();
    ASSERT_EQ(both.model.state(), ComparisonModel::State::Running);
    ASSERT_TRUE(both.session.editScenario(test::numericScenario(4, "cube-allreduce"),
                                          QStringLiteral("small")));
    test::settle();
    ASSERT_TRUE(both.chart.comparison().has_value());
    EXPECT_EQ(both.chart.comparison()->dimension, 4);
    both.session.waitForDerived();
    test::settle();
    EXPECT_EQ(both.chart.comparison()->dimension, 4);
    EXPECT_EQ(both.table.model()->comparison()->dimension, 4);
}

TEST(StepCostsModel, TwoViewsShareOneComputationPerTraceAndMachine)
{
    Session session;
    ShownState steps{&session};
    StepCostsModel costs(&session);
    StepCostsPanel panel(&session, &costs);
    StepTimesChart chart(&session, &costs);
    panel.show();
    chart.show();
    test::settle();
    EXPECT_EQ(costs.evaluations(), 1);
    ASSERT_TRUE(costs.costs().has_value());
    EXPECT_EQ(panel.model(), chart.model());

    ASSERT_TRUE(session.editScenario(test::numericScenario(4, "tree-allreduce", 256),
                                     QStringLiteral("n = 4")));
    test::settle();
    EXPECT_EQ(costs.evaluations(), 2);
    steps.setStep(3);
    steps.setStep(5);
    test::settle();
    EXPECT_EQ(costs.evaluations(), 2); // steps are read, not priced again
    EXPECT_EQ(costs.step(), 5);

    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    ASSERT_TRUE(costs.costs().has_value());
    EXPECT_DOUBLE_EQ(costs.costs()->total, expected.total);
    // The chart draws the shared costs: its bars are the steps'.
    const QList<QBarSet*> sets = chart.series()->barSets();
    ASSERT_EQ(sets.size(), 5); // the offset, one set a limit, the (empty) measured bars
    EXPECT_EQ(sets[0]->count(), static_cast<qsizetype>(expected.steps.size()));
    EXPECT_DOUBLE_EQ(sets[0]->at(0) * chart.unitSeconds(), expected.steps.back().start);
    EXPECT_NE(panel.totalLabel()->text().indexOf(QStringLiteral("vector length m = 256")), -1)
        << panel.totalLabel()->text();

    ASSERT_TRUE(session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    EXPECT_EQ(costs.evaluations(), 3);
    EXPECT_DOUBLE_EQ(costs.costs()->total,
                     CostModel::evaluate(*session.trace(), findMachine("ideal-hypercube")).total);
}

TEST(LinkLoads, CompanionRunsAreRunOnceForTwoChartsAndKeptByTheSession)
{
    Session session;
    LinkLoadsChart first(&session);
    LinkLoadsChart second(&session);
    first.show();
    second.show();
    test::settle();
    EXPECT_EQ(session.companionRunCount(), 1);
    EXPECT_EQ(first.series()->count(), 3);
    EXPECT_EQ(second.series()->count(), 3);
    const auto runs = session.companionRuns(first.comparisonScenarios());
    ASSERT_NE(runs, nullptr);
    EXPECT_EQ(session.companionRunCount(), 1);
    ASSERT_EQ(runs->traces.size(), 2u);
    EXPECT_EQ(runs->traces[0]->scenario().algorithm, first.comparisonScenarios()[0].algorithm);
}

// The companions of a cube of 2^10 nodes and more run in the worker even where its own run
// does not (a program's run of n = 12 showed them 100-150 ms in the window's thread); below,
// they are there at once.
TEST(LinkLoads, ComparisonsRunInTheWorkerFromTheWorkerDimensionOn)
{
    Session session;
    LinkLoadsChart chart(&session);
    chart.show();
    test::settle();
    const int below = Session::kWorkerDimension - 1;
    ASSERT_TRUE(
        session.editScenario(test::numericScenario(below, "tree-reduce"), QStringLiteral("below")));
    test::settle();
    EXPECT_EQ(session.derivedRunning(), 0);
    EXPECT_EQ(chart.series()->count(), 3);

    ASSERT_TRUE(session.editScenario(
        test::numericScenario(Session::kWorkerDimension, "tree-reduce"), QStringLiteral("at")));
    ASSERT_FALSE(Session::isLongRun(session.scenario())); // its own run was in the window's thread
    EXPECT_EQ(session.derivedRunning(), 1);
    EXPECT_EQ(chart.series()->count(), 1);
    session.waitForDerived();
    test::settle();
    EXPECT_EQ(chart.series()->count(), 3);
}

TEST(LinkLoads, ALargeCubesComparisonsRunInTheWorker)
{
    Session session;
    ShownState steps{&session};
    LinkLoadsChart chart(&session);
    chart.show();
    test::settle();
    ASSERT_TRUE(
        session.editScenario(test::numericScenario(14, "tree-reduce"), QStringLiteral("n = 14")));
    session.waitForRun(); // the new trace is there; the chart has asked for its comparisons
    // The chart is live with the scenario's own loads while the comparisons run.
    EXPECT_EQ(session.derivedRunning(), 1);
    EXPECT_EQ(chart.series()->count(), 1);
    session.waitForDerived();
    test::settle();
    EXPECT_EQ(session.derivedRunning(), 0);
    ASSERT_EQ(chart.series()->count(), 3);
    steps.setStep(1);
    // The bars of the other tree order are the loads of the session's run of it.
    const auto runs = session.companionRuns(chart.comparisonScenarios());
    ASSERT_NE(runs, nullptr);
    ASSERT_EQ(runs->traces.size(), 2u);
    const std::vector<LinkLoad> other = runs->traces[1]->linkLoads(1, 1);
    const QBarSet* shown = chart.series()->barSets().at(2);
    ASSERT_EQ(shown->count(), static_cast<qsizetype>(other.size()));
    for (std::size_t i = 0; i < other.size(); ++i)
        EXPECT_EQ(shown->at(static_cast<qsizetype>(i)), static_cast<double>(other[i].messages));
}

TEST(MainWindowPanels, TheWindowsPanelsShareOneComparisonAndOneStepCostsModel)
{
    const auto window = test::freshWindow();
    const auto* chart = window->findChild<ComparisonChart*>(QStringLiteral("comparisonPanel"));
    const auto* table =
        window->findChild<ComparisonTable*>(QStringLiteral("comparison-tablePanel"));
    const auto* costs = window->findChild<StepCostsPanel*>(QStringLiteral("step-costsPanel"));
    const auto* times = window->findChild<StepTimesChart*>(QStringLiteral("step-timesPanel"));
    ASSERT_NE(chart, nullptr);
    ASSERT_NE(table, nullptr);
    ASSERT_NE(costs, nullptr);
    ASSERT_NE(times, nullptr);
    EXPECT_EQ(chart->model(), table->comparisonModel());
    EXPECT_EQ(costs->model(), times->model());
    EXPECT_EQ(chart->model()->session(), window->session());
}
