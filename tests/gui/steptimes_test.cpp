#include "guitestutil.h"
#include "languageswitcher.h"
#include "quantities.h"
#include "session.h"
#include "stepcostsmodel.h"
#include "steptimeschart.h"

#include <cubelab/costmodel.h>
#include <cubelab/machine.h>

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QUndoStack>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <cmath>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

Scenario treeDoSeven()
{
    Scenario s;
    s.algorithm = "tree-allreduce";
    s.dimension = 7;
    s.elements = 1024;
    s.values = ValueMode::Numeric;
    return s;
}

// The bars are in the chart's unit: back in seconds they equal the cost model's to rounding.
void expectNear(double shownSeconds, double expected)
{
    EXPECT_NEAR(shownSeconds, expected, 1e-12 * std::max(1.0, std::abs(expected)) + 1e-15);
}

void expectBarsEqualCostModel(const StepTimesChart& chart, const Trace& trace, const Machine& machine)
{
    const CostResult expected = CostModel::evaluate(trace, machine);
    const auto sets = chart.series()->barSets();
    ASSERT_EQ(sets.size(), 4);
    const double unit = chart.unitSeconds();
    for (qsizetype s = 0; s < sets.size(); ++s)
        ASSERT_EQ(sets[s]->count(), static_cast<qsizetype>(expected.steps.size()));
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        SCOPED_TRACE(i);
        const StepCost& c = expected.steps[i];
        const auto bar = static_cast<qsizetype>(i);
        expectNear(sets[0]->at(bar) * unit, c.start);
        for (int limit = 0; limit < 3; ++limit) {
            const double shown = sets[limit + 1]->at(bar) * unit;
            if (static_cast<int>(c.limit) == limit)
                expectNear(shown, c.duration);
            else
                EXPECT_EQ(shown, 0.0);
        }
    }
    EXPECT_TRUE(chart.chart()->title().contains(formatSeconds(expected.total))) << chart.chart()->title().toStdString();
    // The whole run fits on the time axis.
    EXPECT_GE(chart.timeAxis()->max() * unit, expected.total * (1 - 1e-12));
}

} // namespace

TEST(StepTimes, BarsEqualTheCostModelForTheLectureExample)
{
    Session session;
    StepTimesChart chart(&session);
    expectBarsEqualCostModel(chart, *session.trace(), session.machine());
    EXPECT_EQ(chart.stepAxis()->categories(),
              (QStringList{QStringLiteral("a) link 3"), QStringLiteral("b) link 2"), QStringLiteral("c) link 1")}));
    // Three steps of about 100 µs start-up each: the axis counts in µs.
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    ASSERT_LT(expected.total, 1e-3);
    ASSERT_GE(expected.total, 1e-6);
    EXPECT_EQ(chart.unitSeconds(), 1e-6);
    EXPECT_TRUE(chart.timeAxis()->titleText().contains(QStringLiteral("(µs)"))) << chart.timeAxis()->titleText().toStdString();
}

TEST(StepTimes, BarsEqualTheCostModelForTreeDoOnPowerGcAtSevenWith1024Elements)
{
    Session session;
    StepTimesChart chart(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    expectBarsEqualCostModel(chart, *session.trace(), session.machine());
    EXPECT_EQ(chart.stepAxis()->count(), 14);
    // Every limit the steps have is in the legend's sets; link bandwidth limits a 8 kB message.
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    EXPECT_EQ(expected.steps[6].limit, CostLimit::LinkBandwidth);
}

TEST(StepTimes, TheCurrentStepIsEmphasized)
{
    Session session;
    StepTimesChart chart(&session);
    session.setStep(2);
    EXPECT_TRUE(chart.stepAxis()->at(1).startsWith(QStringLiteral("▶"))) << chart.stepAxis()->at(1).toStdString();
    EXPECT_FALSE(chart.stepAxis()->at(0).startsWith(QStringLiteral("▶")));
    const auto sets = chart.series()->barSets();
    for (int limit = 1; limit <= 3; ++limit) {
        EXPECT_FALSE(sets[limit]->isBarSelected(1)); // the current bar keeps its colour
        EXPECT_TRUE(sets[limit]->isBarSelected(0));  // the others fade
        EXPECT_TRUE(sets[limit]->isBarSelected(2));
    }
    EXPECT_TRUE(chart.captionLabel()->text().contains(QStringLiteral("b) link 2")));
    session.firstStep();
    for (int limit = 1; limit <= 3; ++limit)
        EXPECT_FALSE(sets[limit]->isBarSelected(0));
}

TEST(StepTimes, AMachineChangeAndItsUndoUpdateTheBars)
{
    Session session;
    StepTimesChart chart(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    ASSERT_TRUE(session.editMachine(findMachine("origin2000"), QStringLiteral("Origin")));
    expectBarsEqualCostModel(chart, *session.trace(), findMachine("origin2000"));
    session.undoStack()->undo();
    expectBarsEqualCostModel(chart, *session.trace(), findMachine("power-gc"));
}

TEST(StepTimes, ACubeLargerThanTheMachineShowsTheMessageNotStaleBars)
{
    Session session;
    StepTimesChart chart(&session);
    chart.resize(520, 700);
    chart.show();
    Scenario nine;
    nine.dimension = 9;
    ASSERT_TRUE(session.editScenario(nine, QStringLiteral("n = 9")));
    EXPECT_TRUE(chart.problem().contains(QStringLiteral("links 1–8 only"))) << chart.problem().toStdString();
    EXPECT_EQ(chart.series()->barSets()[0]->count(), 0);
    EXPECT_FALSE(chart.findChild<QWidget*>(QStringLiteral("stepTimesView"))->isVisible());
    EXPECT_TRUE(chart.findChild<QLabel*>(QStringLiteral("problem"))->isVisible());
}

TEST(StepTimes, GermanTextsAfterTheLanguageSwitch)
{
    Session session;
    StepTimesChart chart(&session);
    const QString english = chart.timeAxis()->titleText();
    LanguageSwitcher switcher;
    ASSERT_TRUE(switcher.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_NE(chart.timeAxis()->titleText(), english);
    EXPECT_TRUE(chart.timeAxis()->titleText().startsWith(QStringLiteral("Zeit"))) << chart.timeAxis()->titleText().toStdString();
    EXPECT_EQ(chart.stepAxis()->at(0), QStringLiteral("a) Link 3"));
    switcher.setLanguage(QStringLiteral("en"));
    test::settle();
    QLocale::setDefault(QLocale::c());
    EXPECT_EQ(chart.timeAxis()->titleText(), english);
}

TEST(StepTimes, CsvRoundTripsTheNumbers)
{
    Session session;
    StepTimesChart chart(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    const QStringList lines = chart.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), static_cast<int>(expected.steps.size()) + 2);
    EXPECT_EQ(lines[0], QStringLiteral("step,links,limit,start_s,duration_s,end_s"));
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        const QStringList f = lines[static_cast<int>(i) + 1].split(QLatin1Char(','));
        ASSERT_EQ(f.size(), 6);
        EXPECT_EQ(f[2].toStdString(), costLimitName(expected.steps[i].limit));
        EXPECT_EQ(f[3].toDouble(), expected.steps[i].start);
        EXPECT_EQ(f[4].toDouble(), expected.steps[i].duration);
    }
    EXPECT_EQ(lines.last().split(QLatin1Char(','))[4].toDouble(), expected.total);
}
