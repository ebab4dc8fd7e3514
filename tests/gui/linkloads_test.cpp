#include "analysis/linkloadschart.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QRadioButton>
#include <QUndoStack>
#include <QValueAxis>
#include <cmath>
#include <cubelab/collective.h>
#include <cubelab/comparison.h>
#include <cubelab/emulator.h>
#include <cubelab/machine.h>
#include <gtest/gtest.h>
#include <memory>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

Scenario scenario(const char* algorithm, int n, std::vector<int> order = {},
                  std::int64_t elements = 1)
{
    Scenario s;
    s.algorithm = algorithm;
    s.dimension = n;
    s.linkOrder = std::move(order);
    s.elements = elements;
    s.values = ValueMode::Numeric;
    return s;
}

std::vector<int> ascending(int n)
{
    return ascendingLinks(n);
}
std::vector<int> descending(int n)
{
    return descendingLinks(n);
}

// A panel shown, as in a dock: the comparisons run only when it is visible.
struct ShownPanel
{
    Session session;
    ShownState steps{&session};
    LinkLoadsChart chart{&session};
    ShownPanel()
    {
        chart.resize(520, 700);
        chart.show();
        test::settle();
    }
};

std::vector<double> bars(const LinkLoadsChart& chart, qsizetype set)
{
    std::vector<double> values;
    const QBarSet* s = chart.series()->barSets().at(set);
    for (qsizetype i = 0; i < s->count(); ++i)
        values.push_back(s->at(i));
    return values;
}

std::vector<double> messagesOf(const std::vector<LinkLoad>& loads)
{
    std::vector<double> values;
    for (const LinkLoad& l : loads)
        values.push_back(static_cast<double>(l.messages));
    return values;
}

// Each set of the chart, at every step and in both ranges and quantities, against
// Trace::linkLoads of the session's trace and of engine runs made here.
void expectBarsEqualLinkLoads(ShownPanel& shown)
{
    LinkLoadsChart& chart = shown.chart;
    Session& session = shown.session;
    const auto trace = session.trace();
    std::vector<std::shared_ptr<const Trace>> traces{trace};
    for (const Scenario& s : chart.comparisonScenarios())
        traces.push_back(std::make_shared<const Trace>(Emulator::run(s)));
    const double elementBytes = session.machine().elementBytes;
    const double m = static_cast<double>(trace->scenario().elements);

    for (int k = 0; k <= session.stepCount(); ++k) {
        shown.steps.setStep(k);
        for (auto range : {LinkLoadsChart::Range::ThisStep, LinkLoadsChart::Range::UpToThisStep}) {
            chart.setRange(range);
            const std::size_t first =
                range == LinkLoadsChart::Range::ThisStep ? static_cast<std::size_t>(k) : 1;
            ASSERT_EQ(chart.series()->count(), static_cast<int>(traces.size()));
            for (std::size_t t = 0; t < traces.size(); ++t) {
                SCOPED_TRACE(testing::Message() << "step " << k << " set " << t << " range "
                                                << static_cast<int>(range));
                const auto loads = traces[t]->linkLoads(first, static_cast<std::size_t>(k));
                chart.setQuantity(LinkLoadsChart::Quantity::Messages);
                EXPECT_EQ(bars(chart, static_cast<qsizetype>(t)), messagesOf(loads));
                chart.setQuantity(LinkLoadsChart::Quantity::Bytes);
                const auto bytes = bars(chart, static_cast<qsizetype>(t));
                ASSERT_EQ(bytes.size(), loads.size());
                for (std::size_t l = 0; l < loads.size(); ++l) {
                    // The session's own trace counts its elements; a comparison ran with one.
                    const double expected =
                        t == 0 ? static_cast<double>(loads[l].elements) * elementBytes
                               : static_cast<double>(loads[l].messages) * m * elementBytes;
                    EXPECT_NEAR(bytes[l] * chart.byteUnit(), expected, 1e-9 * expected);
                }
            }
        }
    }
    chart.setQuantity(LinkLoadsChart::Quantity::Messages);
    chart.setRange(LinkLoadsChart::Range::ThisStep);
}

} // namespace

TEST(LinkLoads, BarsEqualTraceLinkLoadsForTheLectureExample)
{
    ShownPanel shown;
    const auto compared = shown.chart.comparisonScenarios();
    ASSERT_EQ(compared.size(), 2u);
    EXPECT_EQ(compared[0].algorithm, "cube-allreduce");
    EXPECT_EQ(compared[1].algorithm, "tree-reduce");
    EXPECT_EQ(compared[1].linkOrder, ascending(3)); // the lecture's 3 2 1, reversed
    expectBarsEqualLinkLoads(shown);
}

TEST(LinkLoads, BarsEqualTraceLinkLoadsForTreeDoOnPowerGcAtSevenWith1024Elements)
{
    ShownPanel shown;
    ASSERT_TRUE(shown.session.editScenario(scenario("tree-allreduce", 7, {}, 1024),
                                           QStringLiteral("Tree_Do")));
    test::settle();
    const auto compared = shown.chart.comparisonScenarios();
    ASSERT_EQ(compared.size(), 2u);
    EXPECT_EQ(compared[1].algorithm, "tree-allreduce");
    EXPECT_EQ(compared[1].linkOrder, ascending(7));
    EXPECT_EQ(compared[1].secondLinkOrder, descending(7));
    expectBarsEqualLinkLoads(shown);
}

TEST(LinkLoads, TreeDownInTheOrderOneToNLoadsLinkKWithTwoToTheKMinusOne)
{
    // The lecture (3.3.2 and the exercise of 3.3.4): Tree_Down over links 1..n puts 2^(k-1)
    // messages on link k; the reversed order n..1 puts 2^(n-k); Cube_Do puts p on every link,
    // an exchange counting as two messages (one each way), as Trace::linkLoads counts them.
    const int n = 5;
    const double p = 32;
    ShownPanel shown;
    ASSERT_TRUE(shown.session.editScenario(scenario("tree-broadcast", n, ascending(n)),
                                           QStringLiteral("Tree_Down")));
    test::settle();
    shown.steps.lastStep();
    shown.chart.setRange(LinkLoadsChart::Range::UpToThisStep);
    ASSERT_EQ(shown.chart.series()->count(), 3);
    const auto own = bars(shown.chart, 0);
    const auto cube = bars(shown.chart, 1);
    const auto reversedOrder = bars(shown.chart, 2);
    ASSERT_EQ(own.size(), static_cast<std::size_t>(n));
    for (int k = 1; k <= n; ++k) {
        SCOPED_TRACE(k);
        EXPECT_EQ(own[static_cast<std::size_t>(k - 1)], std::ldexp(1.0, k - 1));
        EXPECT_EQ(reversedOrder[static_cast<std::size_t>(k - 1)], std::ldexp(1.0, n - k));
        EXPECT_EQ(cube[static_cast<std::size_t>(k - 1)], p);
    }
    EXPECT_EQ(shown.chart.comparisonScenarios()[1].linkOrder, descending(n));
    EXPECT_TRUE(
        shown.chart.valueAxis()->titleText().contains(QStringLiteral("exchange counts as two")));
}

TEST(LinkLoads, CubeDoIsComparedWithTreeDoInTheLecturesOrder)
{
    ShownPanel shown;
    ASSERT_TRUE(
        shown.session.editScenario(scenario("cube-allreduce", 4), QStringLiteral("Cube_Do")));
    test::settle();
    const auto compared = shown.chart.comparisonScenarios();
    ASSERT_EQ(compared.size(), 1u);
    EXPECT_EQ(compared[0].algorithm, "tree-allreduce");
    EXPECT_EQ(compared[0].linkOrder, findCollective("tree-allreduce").defaultLinkOrder(4));
    expectBarsEqualLinkLoads(shown);
}

TEST(LinkLoads, ComparisonsRunOnlyWhenTheMessagesChange)
{
    ShownPanel shown;
    const int runs = shown.chart.comparisonRuns();
    EXPECT_EQ(runs, 1);
    shown.steps.setStep(2);
    Scenario longer = shown.session.scenario();
    longer.elements = 64; // the same messages, longer
    ASSERT_TRUE(shown.session.editScenario(longer, QStringLiteral("m")));
    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    EXPECT_EQ(shown.chart.comparisonRuns(), runs);
    Scenario reversedOrder = shown.session.scenario();
    reversedOrder.linkOrder = ascending(3);
    ASSERT_TRUE(shown.session.editScenario(reversedOrder, QStringLiteral("order")));
    test::settle();
    EXPECT_EQ(shown.chart.comparisonRuns(), runs + 1);
    // The reversed order's other order is the lecture's.
    EXPECT_EQ(shown.chart.comparisonScenarios()[1].linkOrder, descending(3));
    shown.session.undoStack()->undo();
    test::settle();
    EXPECT_EQ(shown.chart.comparisonScenarios()[1].linkOrder, ascending(3));
    expectBarsEqualLinkLoads(shown);
}

TEST(LinkLoads, AHiddenChartRunsNoComparisons)
{
    Session session;
    LinkLoadsChart chart(&session);
    ASSERT_TRUE(session.editScenario(scenario("tree-reduce", 6), QStringLiteral("n")));
    test::settle();
    EXPECT_EQ(chart.comparisonRuns(), 0);
    EXPECT_EQ(chart.series()->count(), 1);
    chart.show();
    test::settle();
    EXPECT_EQ(chart.comparisonRuns(), 1);
    EXPECT_EQ(chart.series()->count(), 3);
}

TEST(LinkLoads, BytesFollowTheMachinesElementSize)
{
    ShownPanel shown;
    ASSERT_TRUE(
        shown.session.editScenario(scenario("tree-reduce", 3, {}, 1000), QStringLiteral("m")));
    shown.steps.setStep(1);
    shown.chart.setQuantity(LinkLoadsChart::Quantity::Bytes);
    // Step a): four messages of 1000 elements of 8 B on link 3.
    EXPECT_DOUBLE_EQ(bars(shown.chart, 0)[2] * shown.chart.byteUnit(), 4 * 1000 * 8.0);
    Machine four = findMachine("power-gc");
    four.elementBytes = 4;
    ASSERT_TRUE(shown.session.editMachine(four, QStringLiteral("4 B")));
    EXPECT_DOUBLE_EQ(bars(shown.chart, 0)[2] * shown.chart.byteUnit(), 4 * 1000 * 4.0);
    EXPECT_TRUE(shown.chart.noteLabel()->text().contains(QStringLiteral("4 B")))
        << shown.chart.noteLabel()->text().toStdString();
    shown.session.undoStack()->undo();
    EXPECT_DOUBLE_EQ(bars(shown.chart, 0)[2] * shown.chart.byteUnit(), 4 * 1000 * 8.0);
}

TEST(LinkLoads, AboveSixteenTheComparisonsAreLeftOutAndTheChartSaysWhy)
{
    ShownPanel shown;
    ASSERT_TRUE(shown.session.editScenario(scenario("tree-reduce", 17), QStringLiteral("n = 17")));
    shown.session.waitForRun(); // a cube this large runs in the worker thread
    test::settle();
    ASSERT_EQ(shown.session.scenario().dimension, 17);
    EXPECT_TRUE(shown.chart.comparisonScenarios().empty());
    EXPECT_EQ(shown.chart.series()->count(), 1);
    EXPECT_TRUE(shown.chart.noteLabel()->text().contains(QStringLiteral("left out above n = 16")))
        << shown.chart.noteLabel()->text().toStdString();
    shown.steps.lastStep();
    shown.chart.setRange(LinkLoadsChart::Range::UpToThisStep);
    EXPECT_EQ(bars(shown.chart, 0), messagesOf(shown.session.trace()->linkLoads()));
}

TEST(LinkLoads, GermanTextsAfterTheLanguageSwitch)
{
    ShownPanel shown;
    auto* bytes = shown.chart.findChild<QRadioButton*>(QStringLiteral("bytes"));
    ASSERT_NE(bytes, nullptr);
    const QString englishAxis = shown.chart.valueAxis()->titleText();
    LanguageSwitcher switcher;
    ASSERT_TRUE(switcher.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_NE(shown.chart.valueAxis()->titleText(), englishAxis);
    EXPECT_TRUE(shown.chart.valueAxis()->titleText().startsWith(QStringLiteral("Nachrichten")))
        << shown.chart.valueAxis()->titleText().toStdString();
    EXPECT_EQ(bytes->text(), QStringLiteral("B&ytes")); // Alt+B is the menu Bearbeiten's
    EXPECT_TRUE(
        shown.chart.series()->barSets()[0]->label().startsWith(QStringLiteral("Dieses Szenario")))
        << shown.chart.series()->barSets()[0]->label().toStdString();
    switcher.setLanguage(QStringLiteral("en"));
    test::settle();
    QLocale::setDefault(QLocale::c());
    EXPECT_EQ(shown.chart.valueAxis()->titleText(), englishAxis);
}

TEST(LinkLoads, CsvRoundTripsTheNumbers)
{
    ShownPanel shown;
    ASSERT_TRUE(shown.session.editScenario(scenario("tree-allreduce", 7, {}, 1024),
                                           QStringLiteral("Tree_Do")));
    test::settle();
    shown.steps.setStep(9);
    shown.chart.setRange(LinkLoadsChart::Range::UpToThisStep);
    std::vector<std::shared_ptr<const Trace>> traces{shown.session.trace()};
    for (const Scenario& s : shown.chart.comparisonScenarios())
        traces.push_back(std::make_shared<const Trace>(Emulator::run(s)));
    const QStringList lines = shown.chart.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    EXPECT_EQ(lines[0], QStringLiteral("series,link,messages,elements,bytes"));
    ASSERT_EQ(lines.size(), 1 + 3 * 7);
    for (int t = 0; t < 3; ++t) {
        const auto loads = traces[static_cast<std::size_t>(t)]->linkLoads(1, 9);
        for (int l = 0; l < 7; ++l) {
            // Names hold commas and are quoted: the numbers are the last three fields.
            const QStringList f = lines[1 + t * 7 + l].split(QLatin1Char(','));
            ASSERT_GE(f.size(), 5);
            const std::uint64_t messages = loads[static_cast<std::size_t>(l)].messages;
            EXPECT_EQ(f[f.size() - 4].toInt(), l + 1);
            EXPECT_EQ(f[f.size() - 3].toULongLong(), messages);
            EXPECT_EQ(f[f.size() - 2].toULongLong(), messages * 1024);
            EXPECT_EQ(f[f.size() - 1].toULongLong(), messages * 1024 * 8);
        }
    }
}

TEST(LinkLoads, OnAFourByteMachineTheChartAgreesWithCompareAndTheTraceKeepsEightBytes)
{
    // The one rule for bytes (cubelab/messagebytes.h): the chart shows the machine's element
    // size, as `cubelab-cli compare --machine` (compareVariants) does; the trace, and so
    // `cubelab-cli run --format json`, counts the 8 bytes of a double, as its format fixes.
    ShownPanel shown;
    Machine four = findMachine("power-gc");
    four.elementBytes = 4;
    ASSERT_TRUE(shown.session.editMachine(four, QStringLiteral("4 B")));
    ASSERT_TRUE(shown.session.editScenario(scenario("cube-allreduce", 3, {}, 1000),
                                           QStringLiteral("Cube_Do")));
    shown.steps.lastStep();
    shown.chart.setRange(LinkLoadsChart::Range::UpToThisStep);
    shown.chart.setQuantity(LinkLoadsChart::Quantity::Bytes);

    ComparisonRequest request;
    request.dimension = 3;
    request.elements = 1000;
    const Comparison compared = compareVariants(four, request);
    ASSERT_EQ(compared.variants.front().label, "Cube_Do");
    const std::vector<LinkLoad>& cli = compared.variants.front().linkLoad;
    const std::vector<LinkLoad> traced = shown.session.trace()->linkLoads();
    const std::vector<double> shownBars = bars(shown.chart, 0);
    const QStringList lines = shown.chart.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(cli.size(), 3u);
    ASSERT_EQ(shownBars.size(), 3u);
    ASSERT_GE(lines.size(), 4);
    for (std::size_t l = 0; l < 3; ++l) {
        const QStringList f = lines[static_cast<qsizetype>(1 + l)].split(QLatin1Char(','));
        EXPECT_EQ(f.last().toULongLong(), cli[l].bytes) << "link " << l + 1;
        EXPECT_DOUBLE_EQ(shownBars[l] * shown.chart.byteUnit(), static_cast<double>(cli[l].bytes))
            << "link " << l + 1;
        EXPECT_EQ(cli[l].bytes, cli[l].messages * 1000 * 4);
        EXPECT_EQ(traced[l].bytes, traced[l].messages * 1000 * 8);
    }
    // The chart says which size it shows.
    EXPECT_TRUE(
        shown.chart.noteLabel()->text().contains(QStringLiteral("the machine's element size")))
        << shown.chart.noteLabel()->text().toStdString();
}

TEST(LinkLoads, TogglesStartOnMessagesInThisStepAndSwitchTheBars)
{
    ShownPanel shown;
    auto* messages = shown.chart.findChild<QRadioButton*>(QStringLiteral("messages"));
    auto* bytes = shown.chart.findChild<QRadioButton*>(QStringLiteral("bytes"));
    auto* thisStep = shown.chart.findChild<QRadioButton*>(QStringLiteral("thisStep"));
    auto* cumulative = shown.chart.findChild<QRadioButton*>(QStringLiteral("cumulative"));
    ASSERT_TRUE(messages && bytes && thisStep && cumulative);
    EXPECT_TRUE(messages->isChecked());
    EXPECT_TRUE(thisStep->isChecked());
    shown.steps.setStep(2);
    bytes->click();
    EXPECT_EQ(shown.chart.quantity(), LinkLoadsChart::Quantity::Bytes);
    EXPECT_TRUE(thisStep->isChecked()); // the two toggles are independent
    cumulative->click();
    EXPECT_EQ(shown.chart.range(), LinkLoadsChart::Range::UpToThisStep);
    EXPECT_TRUE(bytes->isChecked());
    // Up to b): link 3 carried 4 messages, link 2 two, each of one element of 8 B.
    const auto shownBytes = bars(shown.chart, 0);
    EXPECT_DOUBLE_EQ(shownBytes[2] * shown.chart.byteUnit(), 4 * 8.0);
    EXPECT_DOUBLE_EQ(shownBytes[1] * shown.chart.byteUnit(), 2 * 8.0);
    EXPECT_EQ(shownBytes[0], 0.0);
}
