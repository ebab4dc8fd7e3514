// The space-time diagram: what its layout lays out for the lecture's reduce (Figure 3.14: steps
// a), b), c) on links 3, 2, 1 with 4, 2 and 1 messages towards 000), for Tree_Do's waiting nodes,
// for a cube of more than 64 nodes and for Rabenseifner's shrinking and growing blocks; the time
// axis from the step costs; the view's tooltip, its click that selects a node and its band that
// follows the step; and the panel in the window and through --panel space-time.

#include "analysis/stepcostsmodel.h"
#include "common/machinetexts.h"
#include "document/follow.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "spacetime/spacetimelayout.h"
#include "spacetime/spacetimepanel.h"
#include "spacetime/spacetimeview.h"
#include "window/languageswitcher.h"

#include <QComboBox>
#include <QFont>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <algorithm>
#include <cubelab/emulator.h>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;
using Activity = SpaceTimeLayout::Activity;

namespace {

Scenario shipped(const char* name)
{
    return readScenarioFile(std::string(CUBELAB_SOURCE_DIR "/resources/scenarios/") + name);
}

SpaceTimeLayout layoutOf(const Trace& trace, const SpaceTimeAxis& axis = SpaceTimeAxis::steps(),
                         QSizeF size = QSizeF(1000, 700))
{
    return SpaceTimeLayout(trace, size, QFontMetricsF(QFont()), axis);
}

std::vector<const SpaceTimeLayout::Arrow*> arrowsOfStep(const SpaceTimeLayout& layout, int step)
{
    std::vector<const SpaceTimeLayout::Arrow*> arrows;
    for (const SpaceTimeLayout::Arrow& a : layout.arrows())
        if (a.step == step)
            arrows.push_back(&a);
    return arrows;
}

} // namespace

TEST(SpaceTimeLayout, LectureReduceSendsFourThenTwoThenOneMessageTowardsTheRoot)
{
    const Trace trace = Emulator::run(shipped("lecture-reduce.json"));
    const SpaceTimeLayout layout = layoutOf(trace);

    ASSERT_EQ(layout.rows().size(), 8u);
    EXPECT_EQ(layout.nodesPerRow(), 1u);
    EXPECT_TRUE(layout.groupingNote().isEmpty());
    EXPECT_EQ(layout.rows()[0].label, QStringLiteral("000"));
    EXPECT_EQ(layout.rows()[5].label, QStringLiteral("101"));
    for (std::size_t r = 1; r < layout.rows().size(); ++r)
        EXPECT_GT(layout.rows()[r].y, layout.rows()[r - 1].y)
            << "node 0 on top, the rows downwards";

    ASSERT_EQ(layout.columns().size(), 3u);
    EXPECT_EQ(layout.columns()[0].label, QStringLiteral("a) link 3"));
    EXPECT_EQ(layout.columns()[1].label, QStringLiteral("b) link 2"));
    EXPECT_EQ(layout.columns()[2].label, QStringLiteral("c) link 1"));

    // a) link 3: 4, 5, 6, 7 send to 0, 1, 2, 3; b) link 2: 2, 3 to 0, 1; c) link 1: 1 to 0.
    const std::map<int, std::set<std::pair<NodeId, NodeId>>> expected{
        {1, {{4, 0}, {5, 1}, {6, 2}, {7, 3}}}, {2, {{2, 0}, {3, 1}}}, {3, {{1, 0}}}};
    const int links[] = {0, 3, 2, 1};
    for (const auto& [step, pairs] : expected) {
        SCOPED_TRACE(step);
        std::set<std::pair<NodeId, NodeId>> drawn;
        for (const SpaceTimeLayout::Arrow* a : arrowsOfStep(layout, step)) {
            drawn.insert({a->from, a->to});
            EXPECT_EQ(a->link, links[step]);
            EXPECT_EQ(a->count, 1u);
            // From the sender's row to the receiver's, within the step's column, left to right.
            EXPECT_DOUBLE_EQ(a->tail.y(), layout.rows()[a->from].y);
            EXPECT_DOUBLE_EQ(a->head.y(), layout.rows()[a->to].y);
            const SpaceTimeLayout::Column& c = layout.columns()[static_cast<std::size_t>(step - 1)];
            EXPECT_GE(a->tail.x(), c.left);
            EXPECT_LE(a->head.x(), c.right);
            EXPECT_LT(a->tail.x(), a->head.x());
        }
        EXPECT_EQ(drawn, pairs);
    }
    EXPECT_EQ(layout.arrows().size(), 7u);
}

TEST(SpaceTimeLayout, StepsAreEqualWidthsAcrossThePlot)
{
    const Trace trace = Emulator::run(shipped("lecture-reduce.json"));
    const SpaceTimeLayout layout = layoutOf(trace);
    const auto& c = layout.columns();
    EXPECT_DOUBLE_EQ(c.front().left, layout.plot().left());
    EXPECT_NEAR(c.back().right, layout.plot().right(), 1e-9);
    for (const auto& column : c)
        EXPECT_NEAR(column.right - column.left, layout.plot().width() / 3, 1e-9);
}

// The lecture's reduce: a sender is done after its step; the root's row works to the end.
TEST(SpaceTimeLayout, ReduceSendersAreDoneAfterTheyHaveSent)
{
    const Trace trace = Emulator::run(shipped("lecture-reduce.json"));
    const SpaceTimeLayout layout = layoutOf(trace);
    for (int step = 1; step <= 3; ++step)
        EXPECT_EQ(layout.activity(0, step), Activity::Active);
    for (int node = 4; node < 8; ++node) {
        EXPECT_EQ(layout.activity(node, 1), Activity::Active);
        EXPECT_EQ(layout.activity(node, 2), Activity::Done);
        EXPECT_EQ(layout.activity(node, 3), Activity::Done);
    }
    EXPECT_EQ(layout.activity(2, 2), Activity::Active);
    EXPECT_EQ(layout.activity(2, 3), Activity::Done);
    EXPECT_EQ(layout.activity(1, 3), Activity::Active);
}

// Tree_Do: node 100 sends in a) and gets the result back in f), the last step of the
// broadcast on link 3; between them it waits.
TEST(SpaceTimeLayout, TreeDoNodesWaitBetweenTheirReduceAndTheirBroadcast)
{
    const Trace trace = Emulator::run(shipped("lecture-allreduce.json"));
    ASSERT_EQ(trace.stepCount(), 6u);
    const SpaceTimeLayout layout = layoutOf(trace);
    EXPECT_EQ(layout.activity(4, 1), Activity::Active);
    for (int step = 2; step <= 5; ++step)
        EXPECT_EQ(layout.activity(4, step), Activity::Idle) << step;
    EXPECT_EQ(layout.activity(4, 6), Activity::Active);
    // Nobody is done before the end: every node receives the result in the broadcast.
    for (int row = 0; row < 8; ++row)
        for (int step = 1; step <= 6; ++step)
            EXPECT_NE(layout.activity(row, step), Activity::Done);
    // The legend explains the three kinds of line.
    std::set<SpaceTimeLayout::LegendKind> kinds;
    for (const auto& entry : layout.legend())
        kinds.insert(entry.kind);
    EXPECT_TRUE(kinds.count(SpaceTimeLayout::LegendKind::Active));
    EXPECT_TRUE(kinds.count(SpaceTimeLayout::LegendKind::Idle));
    EXPECT_TRUE(kinds.count(SpaceTimeLayout::LegendKind::Done));
}

// Above 64 nodes a row stands for a group of consecutive nodes, and the diagram says so.
TEST(SpaceTimeLayout, AboveSixtyFourNodesRowsAreGroupsAndTheLegendSaysSo)
{
    const Trace trace = Emulator::run(test::numericScenario(8, "tree-reduce"));
    const SpaceTimeLayout layout = layoutOf(trace);
    ASSERT_EQ(layout.rows().size(), 64u);
    EXPECT_EQ(layout.nodesPerRow(), 4u);
    EXPECT_EQ(layout.rows()[1].first, 4u);
    EXPECT_EQ(layout.rows()[1].count, 4u);
    EXPECT_EQ(layout.rows()[1].label, QStringLiteral("000001xx"));
    EXPECT_EQ(layout.groupingNote(), QStringLiteral("256 nodes in 64 rows of 4"));
    bool noted = false;
    for (const auto& entry : layout.legend())
        noted = noted || entry.text == layout.groupingNote();
    EXPECT_TRUE(noted);

    // a) link 8: the 128 nodes 128…255 send to 0…127, four messages between each pair of rows.
    const auto first = arrowsOfStep(layout, 1);
    ASSERT_EQ(first.size(), 32u);
    std::uint64_t messages = 0;
    for (const auto* a : first) {
        EXPECT_EQ(a->count, 4u);
        EXPECT_EQ(a->fromRow, a->toRow + 32);
        messages += a->count;
    }
    EXPECT_EQ(messages, 128u);
    // h) link 1: 1 → 0, inside row 0.
    const auto last = arrowsOfStep(layout, 8);
    ASSERT_EQ(last.size(), 1u);
    EXPECT_EQ(last.front()->fromRow, 0);
    EXPECT_EQ(last.front()->toRow, 0);
}

// Rabenseifner on the 3-cube with m = 8: every node sends in every step; a message carries
// 4, 2, 1 blocks while the reduce-scatter halves them and 1, 2, 4 while the allgather doubles
// them, and its arrow is the thicker the more it carries.
TEST(SpaceTimeLayout, RabenseifnerBlocksShrinkThenGrowAndTheArrowsWithThem)
{
    const Trace trace = Emulator::run(shipped("rabenseifner-allreduce.json"));
    ASSERT_TRUE(trace.hasBlocks());
    ASSERT_EQ(trace.stepCount(), 6u);
    const SpaceTimeLayout layout = layoutOf(trace);
    const std::size_t blocks[] = {4, 2, 1, 1, 2, 4};
    std::vector<double> widths;
    for (int step = 1; step <= 6; ++step) {
        SCOPED_TRACE(step);
        const auto arrows = arrowsOfStep(layout, step);
        ASSERT_EQ(arrows.size(), 8u);
        for (const auto* a : arrows) {
            EXPECT_EQ(trace.messageBlocks(a->message).size(), blocks[step - 1]);
            EXPECT_EQ(a->elements, blocks[step - 1]); // m = 8: a block is an element
            EXPECT_DOUBLE_EQ(a->width, arrows.front()->width);
        }
        widths.push_back(arrows.front()->width);
    }
    EXPECT_GT(widths[0], widths[1]);
    EXPECT_GT(widths[1], widths[2]);
    EXPECT_LT(widths[3], widths[4]);
    EXPECT_LT(widths[4], widths[5]);
    EXPECT_DOUBLE_EQ(widths[0], widths[5]);
    // Every node sends and receives in every step.
    for (int row = 0; row < 8; ++row)
        for (int step = 1; step <= 6; ++step)
            EXPECT_EQ(layout.activity(row, step), Activity::Active);
}

// With the machine, each step is as wide as its time: the widths are the step costs' durations
// (StepCostsModel's, CostModel::evaluate's), and the axis is in the machine's time unit.
TEST(SpaceTimeLayout, TimeAxisWidthsAreProportionalToTheStepCosts)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(test::numericScenario(3, "tree-allreduce", 1024)));
    StepCostsModel costs(&session);
    ASSERT_TRUE(costs.costs().has_value()) << costs.problem().toStdString();
    const CostResult& c = *costs.costs();
    const SpaceTimeLayout layout =
        layoutOf(*session.trace(), SpaceTimeAxis::time(c, session.machine().elementBytes));
    ASSERT_EQ(layout.columns().size(), c.steps.size());
    bool unequal = false;
    for (std::size_t k = 0; k < c.steps.size(); ++k) {
        const auto& column = layout.columns()[k];
        EXPECT_NEAR((column.right - column.left) / layout.plot().width(),
                    c.steps[k].duration / c.total, 1e-9);
        EXPECT_NEAR((column.left - layout.plot().left()) / layout.plot().width(),
                    c.steps[k].start / c.total, 1e-9);
        unequal = unequal || std::abs(c.steps[k].duration - c.steps[0].duration) > 1e-12;
    }
    EXPECT_TRUE(unequal) << "the reduce combines, the broadcast does not: the steps differ";
    ASSERT_GE(layout.ticks().size(), 2u);
    EXPECT_DOUBLE_EQ(layout.ticks().front().x, layout.plot().left());
    EXPECT_TRUE(layout.axisTitle().startsWith(QStringLiteral("Time since start (")))
        << layout.axisTitle();
    // The bytes are the machine's: elements × its element size.
    const auto& a = layout.arrows().front();
    EXPECT_DOUBLE_EQ(a.bytes, 1024.0 * session.machine().elementBytes);
}

TEST(SpaceTimeLayout, HitTestsFindTheArrowAndTheRowUnderThePoint)
{
    const Trace trace = Emulator::run(shipped("lecture-reduce.json"));
    const SpaceTimeLayout layout = layoutOf(trace);
    const auto c = arrowsOfStep(layout, 3);
    ASSERT_EQ(c.size(), 1u);
    const QPointF middle = (c.front()->tail + c.front()->head) / 2;
    const auto hit = layout.arrowAt(middle, 3.0);
    ASSERT_TRUE(hit.has_value());
    EXPECT_EQ(&layout.arrows()[*hit], c.front());
    EXPECT_FALSE(
        layout.arrowAt(QPointF(layout.plot().right() - 2, layout.rows()[7].y), 3.0).has_value());
    EXPECT_EQ(layout.rowAt(QPointF(layout.plot().center().x(), layout.rows()[5].y)), 5);
    EXPECT_FALSE(layout.rowAt(QPointF(10, layout.plot().top() - 5)).has_value());
}

TEST(SpaceTimeView, TooltipNamesTheMessageItsLinkAndItsBytes)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 600);
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    const SpaceTimeLayout::Arrow* fromFour = nullptr;
    for (const auto& a : layout->arrows())
        if (a.from == 4)
            fromFour = &a;
    ASSERT_NE(fromFour, nullptr);
    const QString text = view.messageText(*fromFour);
    EXPECT_TRUE(text.contains(QStringLiteral("a) link 3"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("100 → 000"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("1 element, 8 B"))) << text;
    EXPECT_FALSE(text.contains(QStringLiteral("blocks"))) << text;

    LanguageSwitcher switcher;
    ASSERT_TRUE(switcher.setLanguage(QStringLiteral("de")));
    const QString german = view.messageText(*fromFour);
    switcher.setLanguage(QStringLiteral("en"));
    EXPECT_TRUE(german.contains(QStringLiteral("a) Link 3"))) << german;
    EXPECT_TRUE(german.contains(QStringLiteral("1 Element"))) << german;
}

// Step a) of Rabenseifner: 100 sends the lower half of the blocks it reduces, [0-3], to 000.
TEST(SpaceTimeView, TooltipOfABlockMessageListsItsBlocks)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("rabenseifner-allreduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 600);
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    for (const auto& a : layout->arrows()) {
        if (a.step == 1 && a.from == 4) {
            const QString text = view.messageText(a);
            EXPECT_TRUE(text.contains(QStringLiteral("100 → 000"))) << text;
            EXPECT_TRUE(text.contains(QStringLiteral("carries blocks [0-3] (4 of 8)"))) << text;
            return;
        }
    }
    ADD_FAILURE() << "no message from 100 in step a)";
}

TEST(SpaceTimeView, ClickingARowSelectsItsNode)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 600);
    view.show();
    test::settle();
    QSignalSpy selected(&session, &Session::selectedNodeChanged);
    const SpaceTimeLayout* layout = view.layout();
    // On the row's label, and on its line between the arrows.
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(8, qRound(layout->rows()[5].y)));
    EXPECT_EQ(session.selectedNode(), std::optional<NodeId>(5));
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      QPoint(qRound(layout->plot().right() - 3), qRound(layout->rows()[6].y)));
    EXPECT_EQ(session.selectedNode(), std::optional<NodeId>(6));
    EXPECT_EQ(selected.count(), 2);
}

// The current step's column is painted as a band; it moves with the session's step.
TEST(SpaceTimeView, TheCurrentStepsBandFollowsTheTimeline)
{
    Session session;
    ShownState steps{&session};
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 600);
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    // Just below the plot's top edge, above row 0's line: only the band or the background.
    const auto colourAt = [&](int step) {
        QImage image(view.size(), QImage::Format_RGB32);
        QPainter painter(&image);
        view.paint(painter, QRectF(QPointF(0, 0), QSizeF(view.size())));
        painter.end();
        const auto& c = layout->columns()[static_cast<std::size_t>(step - 1)];
        return image.pixelColor(
            QPoint(qRound((c.left + c.right) / 2), qRound(layout->plot().top() + 3)));
    };
    const QColor background = view.theme().background;
    steps.setStep(2);
    EXPECT_NE(colourAt(2), background);
    EXPECT_EQ(colourAt(1), background);
    steps.setStep(3);
    EXPECT_NE(colourAt(3), background);
    EXPECT_EQ(colourAt(2), background);
}

// A machine that lacks the cube's links has no times: the panel says why and draws the steps.
TEST(SpaceTimePanel, TimeAxisWithoutCostsSaysWhyAndDrawsTheSteps)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(test::numericScenario(3, "tree-reduce")));
    SpaceTimePanel panel(&session);
    ASSERT_EQ(panel.axisBox()->count(), 2);
    EXPECT_TRUE(panel.axisBox()->itemText(1).contains(MachineTexts::name(session.machine())));
    panel.setAxisKind(SpaceTimeAxis::Kind::Time);
    EXPECT_EQ(panel.view()->axis().kind, SpaceTimeAxis::Kind::Time);
    EXPECT_TRUE(panel.problemLabel()->isHidden());

    // The lecture's machine has links 1–8: a 9-cube has no times on it.
    ASSERT_TRUE(session.resetScenario(test::numericScenario(9, "tree-reduce")));
    EXPECT_FALSE(panel.view()->timeProblem().isEmpty());
    EXPECT_FALSE(panel.problemLabel()->isHidden());
    EXPECT_TRUE(panel.problemLabel()->text().contains(QStringLiteral("links 1–9")))
        << panel.problemLabel()->text();
    EXPECT_EQ(panel.view()->axis().kind, SpaceTimeAxis::Kind::Steps);
    ASSERT_NE(panel.view()->layout(), nullptr);
    EXPECT_EQ(panel.view()->layout()->axis().kind, SpaceTimeAxis::Kind::Steps);

    // A machine with the links: the time again, and the problem is gone.
    session.applyMachine(test::idealMachineWithLinks(9));
    EXPECT_TRUE(panel.view()->timeProblem().isEmpty());
    EXPECT_TRUE(panel.problemLabel()->isHidden());
    EXPECT_EQ(panel.view()->axis().kind, SpaceTimeAxis::Kind::Time);
}

TEST(SpaceTimePanel, RendersThroughTheCommandLine)
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("space-time.png"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CUBELAB_GUI),
                  {QStringLiteral("--scenario"),
                   QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json"),
                   QStringLiteral("--panel"), QStringLiteral("space-time"),
                   QStringLiteral("--size"), QStringLiteral("800x600"),
                   QStringLiteral("--export-png"), png});
    ASSERT_TRUE(process.waitForFinished(60000));
    EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
    const QImage image(png);
    EXPECT_EQ(image.size(), QSize(800, 600));
}

// The axis the user chose comes back in the next panel (and in a picture of the panel alone).
TEST(SpaceTimePanel, TheChosenAxisIsRemembered)
{
    QSettings().clear();
    Session session;
    {
        SpaceTimePanel panel(&session);
        EXPECT_EQ(panel.view()->axisKind(), SpaceTimeAxis::Kind::Steps);
        const int time = panel.axisBox()->findData(static_cast<int>(SpaceTimeAxis::Kind::Time));
        ASSERT_GE(time, 0);
        panel.axisBox()->setCurrentIndex(time);
        emit panel.axisBox()->activated(time);
        EXPECT_EQ(panel.view()->axisKind(), SpaceTimeAxis::Kind::Time);
    }
    SpaceTimePanel again(&session);
    EXPECT_EQ(again.view()->axisKind(), SpaceTimeAxis::Kind::Time);
    EXPECT_EQ(again.axisBox()->currentData().toInt(), static_cast<int>(SpaceTimeAxis::Kind::Time));
    QSettings().clear();
}

// The selected node's row is marked across the diagram, its address included; the other rows
// are not.
TEST(SpaceTimeView, TheSelectedNodesRowIsMarked)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 600);
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    const auto picture = [&] {
        QImage image(view.size(), QImage::Format_RGB32);
        QPainter painter(&image);
        view.paint(painter, QRectF(QPointF(0, 0), QSizeF(view.size())));
        return image;
    };
    // Between a row's line and the next, left of the plot: background unless the row is marked.
    const auto besideRow = [&](const QImage& image, int row) {
        const auto& band = layout->rows()[static_cast<std::size_t>(row)].band;
        return image.pixelColor(QPoint(2, qRound(band.top() + band.height() * 0.1)));
    };
    const QColor background = view.theme().background;
    EXPECT_EQ(besideRow(picture(), 5), background);
    session.setSelectedNode(5);
    const QImage marked = picture();
    EXPECT_NE(besideRow(marked, 5), background);
    EXPECT_EQ(besideRow(marked, 4), background);
    EXPECT_EQ(besideRow(marked, 6), background);
    if (const QString keep = qEnvironmentVariable("CUBELAB_PANEL_PNG_DIR"); !keep.isEmpty())
        marked.save(keep + QStringLiteral("/space-time-selected.png"));
}

// Above 64 nodes an arrow stands for the messages between two groups: its tooltip counts them.
TEST(SpaceTimeView, TooltipOfAGroupsArrowCountsItsMessages)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(test::numericScenario(8, "tree-reduce")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    view.resize(900, 700);
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    const SpaceTimeLayout::Arrow& first = layout->arrows().front();
    ASSERT_EQ(first.step, 1);
    ASSERT_EQ(first.count, 4u);
    const QString text = view.messageText(first);
    EXPECT_TRUE(text.contains(QStringLiteral("a) link 8: 4 messages between these rows"))) << text;
    EXPECT_TRUE(text.contains(QStringLiteral("10000000 → 00000000"))) << text;
}

namespace {

// The (from, to) pairs of the messages the diagram marks in step k.
std::vector<std::pair<NodeId, NodeId>> markedMessages(const SpaceTimeView& view, const Trace& trace,
                                                      std::size_t k)
{
    std::vector<std::pair<NodeId, NodeId>> out;
    for (std::uint64_t m : view.followSteps()[k].messages)
        out.emplace_back(trace.allMessages()[m].from, trace.allMessages()[m].to);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

// The lecture's reduce (Tree_UpDo, links 3, 2, 1): a_5 is on 101 at the start, goes to 001 in
// a) and to 000 in c) — the facts dataflow_test pins, marked along the rows and arrows.
TEST(SpaceTimeView, FollowingAnInputMarksItsHoldersAndTheArrowsThatCarryIt)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    EXPECT_TRUE(view.followSteps().empty());
    session.setFollow(Follow::input(5));
    const Trace& trace = *session.trace();
    ASSERT_EQ(view.followSteps().size(), 4U);
    using Nodes = std::vector<NodeId>;
    EXPECT_EQ(view.followSteps()[0].nodes, (Nodes{5}));
    EXPECT_EQ(view.followSteps()[1].nodes, (Nodes{1, 5}));
    EXPECT_EQ(view.followSteps()[2].nodes, (Nodes{1, 5}));
    EXPECT_EQ(view.followSteps()[3].nodes, (Nodes{0, 1, 5}));
    using Pairs = std::vector<std::pair<NodeId, NodeId>>;
    EXPECT_EQ(markedMessages(view, trace, 1), (Pairs{{5, 1}}));
    EXPECT_TRUE(markedMessages(view, trace, 2).empty());
    EXPECT_EQ(markedMessages(view, trace, 3), (Pairs{{1, 0}}));

    // The marks are painted: the followed row 101 in step a) takes the follow colour.
    view.resize(1200, 700);
    QImage image(view.size(), QImage::Format_ARGB32);
    {
        QPainter painter(&image);
        view.paint(painter, QRectF(QPointF(0, 0), QSizeF(view.size())));
    }
    const SpaceTimeLayout* layout = view.layout();
    ASSERT_NE(layout, nullptr);
    const double y = layout->rows()[5].y;
    const double x =
        layout->columns()[0].left + (layout->columns()[0].right - layout->columns()[0].left) * 0.05;
    const QColor under = image.pixelColor(QPoint(int(x), int(y + 3)));
    const QColor follow = Theme::blend(view.theme().follow, view.theme().background, 0.25);
    EXPECT_LT(std::abs(under.red() - follow.red()) + std::abs(under.green() - follow.green()) +
                  std::abs(under.blue() - follow.blue()),
              40)
        << under.name().toStdString() << " " << follow.name().toStdString();

    // Stopping clears the marks.
    session.stopFollowing();
    EXPECT_TRUE(view.followSteps().empty());
}

// The sources of s_0 at the end of the reduce are all seven messages, each in its step.
TEST(SpaceTimeView, TracingTheRootsResultMarksEveryMessageOfTheReduce)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(shipped("lecture-reduce.json")));
    StepCostsModel costs(&session);
    SpaceTimeView view(&session, &costs);
    session.setFollow(Follow::value(0, 3));
    const Trace& trace = *session.trace();
    using Pairs = std::vector<std::pair<NodeId, NodeId>>;
    EXPECT_EQ(markedMessages(view, trace, 1), (Pairs{{4, 0}, {5, 1}, {6, 2}, {7, 3}}));
    EXPECT_EQ(markedMessages(view, trace, 2), (Pairs{{2, 0}, {3, 1}}));
    EXPECT_EQ(markedMessages(view, trace, 3), (Pairs{{1, 0}}));
}
