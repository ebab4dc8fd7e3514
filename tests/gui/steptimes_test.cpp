#include "analysis/stepcostsmodel.h"
#include "analysis/steptimeschart.h"
#include "common/quantities.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QUndoStack>
#include <QValueAxis>
#include <cmath>
#include <cubelab/costmodel.h>
#include <cubelab/machine.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

Scenario treeDo(int dimension)
{
    Scenario s;
    s.algorithm = "tree-allreduce";
    s.dimension = dimension;
    s.elements = 1024;
    s.values = ValueMode::Numeric;
    return s;
}

Scenario treeDoSeven()
{
    return treeDo(7);
}

// The step a bar stands for: the bars are in reverse, the last step at the bottom (bar 0).
std::size_t stepIndexOfBar(const StepTimesChart& chart, qsizetype bar)
{
    return static_cast<std::size_t>(chart.series()->barSets()[0]->count() - 1 - bar);
}

// What the chart's scene shows: Qt Charts elides a label that does not fit to "...".
QStringList visibleTexts(const StepTimesChart& chart)
{
    QStringList texts;
    const auto* view = chart.findChild<QGraphicsView*>(QStringLiteral("stepTimesView"));
    for (const QGraphicsItem* item : view->scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (text && text->isVisible() && !text->toPlainText().isEmpty())
            texts << text->toPlainText();
    }
    return texts;
}

// Every label is whole, stands at the bar of the step it names, and a) is labelled.
void expectWholeLabelsAtTheirBars(const StepTimesChart& chart, const Trace& trace)
{
    for (const QString& text : visibleTexts(chart))
        EXPECT_FALSE(text.endsWith(QStringLiteral("...")) || text.endsWith(QStringLiteral("…")))
            << text.toStdString();
    const QStringList labels = chart.stepAxis()->categoriesLabels();
    ASSERT_GE(labels.size(), 2);
    bool firstShown = false;
    for (const QString& label : labels) {
        SCOPED_TRACE(label.toStdString());
        const qreal bar = chart.stepAxis()->endValue(label);
        ASSERT_EQ(bar, std::round(bar));
        const Step& step = trace.steps()[stepIndexOfBar(chart, static_cast<qsizetype>(bar))];
        QString bare = label;
        bare.remove(QStringLiteral("▶ "));
        ASSERT_EQ(step.links.size(), 1u);
        EXPECT_EQ(bare, QStringLiteral("%1) %2")
                            .arg(QString::fromStdString(step.label))
                            .arg(step.links.front()));
        firstShown = firstShown || step.label == "a";
    }
    EXPECT_TRUE(firstShown);
}

// The bars are in the chart's unit: back in seconds they equal the cost model's to rounding.
void expectNear(double shownSeconds, double expected)
{
    EXPECT_NEAR(shownSeconds, expected, 1e-12 * std::max(1.0, std::abs(expected)) + 1e-15);
}

void expectBarsEqualCostModel(const StepTimesChart& chart, const Trace& trace,
                              const Machine& machine)
{
    const CostResult expected = CostModel::evaluate(trace, machine);
    const auto sets = chart.series()->barSets();
    // The offset, one set a limit, and the measured bars (none: this trace was not measured).
    ASSERT_EQ(sets.size(), 5);
    EXPECT_EQ(sets[4], chart.measuredSet());
    EXPECT_EQ(sets[4]->count(), 0);
    const double unit = chart.unitSeconds();
    for (qsizetype s = 0; s < 4; ++s)
        ASSERT_EQ(sets[s]->count(), static_cast<qsizetype>(expected.steps.size()));
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        SCOPED_TRACE(i);
        const StepCost& c = expected.steps[i];
        const auto bar = static_cast<qsizetype>(expected.steps.size() - 1 - i);
        ASSERT_EQ(stepIndexOfBar(chart, bar), i);
        expectNear(sets[0]->at(bar) * unit, c.start);
        for (int limit = 0; limit < 3; ++limit) {
            const double shown = sets[limit + 1]->at(bar) * unit;
            if (static_cast<int>(c.limit) == limit)
                expectNear(shown, c.duration);
            else
                EXPECT_EQ(shown, 0.0);
        }
    }
    EXPECT_TRUE(chart.chart()->title().contains(formatSeconds(expected.total)))
        << chart.chart()->title().toStdString();
    // The whole run fits on the time axis.
    EXPECT_GE(chart.timeAxis()->max() * unit, expected.total * (1 - 1e-12));
}

} // namespace

TEST(StepTimes, BarsEqualTheCostModelForTheLectureExample)
{
    Session session;
    StepTimesChart chart(&session);
    expectBarsEqualCostModel(chart, *session.trace(), session.machine());
    // Bottom to top: a bar series draws its first category at the bottom, so a) comes last
    // to stand on top, as a Gantt chart reads.
    EXPECT_EQ(
        chart.stepAxis()->categoriesLabels(),
        (QStringList{QStringLiteral("c) 1"), QStringLiteral("b) 2"), QStringLiteral("a) 3")}));
    EXPECT_EQ(chart.stepAxis()->endValue(QStringLiteral("a) 3")), 2.0);
    // Three steps of about 100 µs start-up each: the axis counts in µs.
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    ASSERT_LT(expected.total, 1e-3);
    ASSERT_GE(expected.total, 1e-6);
    EXPECT_EQ(chart.unitSeconds(), 1e-6);
    EXPECT_TRUE(chart.timeAxis()->titleText().contains(QStringLiteral("(µs)")))
        << chart.timeAxis()->titleText().toStdString();
}

TEST(StepTimes, TheFirstStepIsOnTop)
{
    Session session;
    StepTimesChart chart(&session);
    chart.resize(520, 700);
    chart.show();
    test::settle();
    // The bar series puts bar 0 at the bottom: it is the last step, c), the top one is a).
    const auto sets = chart.series()->barSets();
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    EXPECT_EQ(sets[0]->at(0) * chart.unitSeconds(), expected.steps[2].start);
    EXPECT_EQ(chart.stepAxis()->categoriesLabels().first(), QStringLiteral("c) 1"));
    EXPECT_EQ(chart.stepAxis()->categoriesLabels().last(), QStringLiteral("a) 3"));
    EXPECT_FALSE(chart.stepAxis()->isReverse());
}

TEST(StepTimes, LabelsOfTwentySixStepsStayWholeInANarrowDock)
{
    Session session;
    ShownState steps{&session};
    StepTimesChart chart(&session);
    chart.resize(520, 700);
    chart.show();
    ASSERT_TRUE(session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    ASSERT_TRUE(session.editScenario(treeDo(13), QStringLiteral("Tree_Do n = 13")));
    session.waitForRun(); // long vectors on 8,192 nodes: the run may be in the worker
    ASSERT_EQ(session.trace()->stepCount(), 26u);
    test::settle();
    test::settle();
    EXPECT_GT(chart.labelEvery(), 1); // 26 lines do not fit
    expectWholeLabelsAtTheirBars(chart, *session.trace());
    // The current step is always labelled.
    steps.setStep(8);
    test::settle();
    EXPECT_TRUE(chart.stepAxis()->categoriesLabels().contains(QStringLiteral("▶ h) 6")))
        << chart.stepAxis()->categoriesLabels().join(QLatin1Char('|')).toStdString();
    expectWholeLabelsAtTheirBars(chart, *session.trace());

    // Presentation mode: the window's font × 1.6.
    QFont big = chart.font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    chart.setFont(big);
    test::settle();
    test::settle();
    expectWholeLabelsAtTheirBars(chart, *session.trace());
    // The time axis' title is whole too (an elided one would not equal it).
    EXPECT_TRUE(visibleTexts(chart).contains(chart.timeAxis()->titleText()));
}

TEST(StepTimes, BarsEqualTheCostModelForTreeDoOnPowerGcAtSevenWith1024Elements)
{
    Session session;
    StepTimesChart chart(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    expectBarsEqualCostModel(chart, *session.trace(), session.machine());
    EXPECT_EQ(chart.series()->barSets()[0]->count(), 14);
    // Every limit the steps have is in the legend's sets; link bandwidth limits a 8 kB message.
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    EXPECT_EQ(expected.steps[6].limit, CostLimit::LinkBandwidth);
}

TEST(StepTimes, TheCurrentStepIsEmphasized)
{
    Session session;
    ShownState steps{&session};
    StepTimesChart chart(&session);
    steps.setStep(2);
    EXPECT_EQ(
        chart.stepAxis()->categoriesLabels(),
        (QStringList{QStringLiteral("c) 1"), QStringLiteral("▶ b) 2"), QStringLiteral("a) 3")}));
    const auto sets = chart.series()->barSets();
    steps.setStep(1);
    for (int limit = 1; limit <= 3; ++limit) {
        EXPECT_FALSE(sets[limit]->isBarSelected(2)); // a), on top, keeps its colour
        EXPECT_TRUE(sets[limit]->isBarSelected(0));  // the others fade
        EXPECT_TRUE(sets[limit]->isBarSelected(1));
    }
    steps.setStep(2);
    EXPECT_TRUE(chart.captionLabel()->text().contains(QStringLiteral("b) link 2")));
    steps.firstStep();
    for (int limit = 1; limit <= 3; ++limit)
        for (int bar = 0; bar < 3; ++bar)
            EXPECT_FALSE(sets[limit]->isBarSelected(bar));
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
    EXPECT_TRUE(chart.problem().contains(QStringLiteral("links 1–8 only")))
        << chart.problem().toStdString();
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
    EXPECT_TRUE(chart.timeAxis()->titleText().startsWith(QStringLiteral("Zeit")))
        << chart.timeAxis()->titleText().toStdString();
    EXPECT_EQ(chart.stepAxis()->titleText(), QStringLiteral("Schritt) Link"));
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
