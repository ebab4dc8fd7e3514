// Following the data in the window (docs/gui.md, "Where did a_5 go?") on the lecture's
// example: Tree_UpDo on the 3-cube, root 000, links 3, 2, 1,
// s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)].

#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/followcontrol.h"

#include <QAction>
#include <QSignalSpy>
#include <QTableView>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

using Nodes = std::vector<NodeId>;

// The rows the partial-results table marks.
Nodes markedRows(const PartialResultsModel& model)
{
    Nodes out;
    for (int row = 0; row < model.rowCount(); ++row)
        if (!model.index(row, 0).data(PartialResultsModel::FollowRole).toString().isEmpty())
            out.push_back(static_cast<NodeId>(row));
    return out;
}

// The step's marked messages as "from→to".
std::vector<std::string> markedArrows(const MainWindow& w)
{
    std::vector<std::string> out;
    for (std::uint64_t j : w.view()->followMarks().messages()) {
        const Message& m = w.session()->trace()->allMessages()[j];
        out.push_back(std::to_string(m.from) + "→" + std::to_string(m.to));
    }
    return out;
}
using Arrows = std::vector<std::string>;

} // namespace

TEST(Follow, DoubleClickingNode101AtTheStartFollowsA5ThroughTheSteps)
{
    auto w = freshWindow();
    HypercubeView* view = w->view();
    const QPoint at = view->nodeRect(5, QRectF(view->rect())).center().toPoint();
    QTest::mouseClick(view, Qt::LeftButton, {}, at); // a double click's first click
    QTest::mouseDClick(view, Qt::LeftButton, {}, at);
    settle();
    EXPECT_EQ(w->session()->follow(), Follow::input(5));
    // The lecture: a) 101→001, b) 011→001, c) 001→000 — a_5 travels 101 → 001 → 000 and
    // every sender keeps its s.
    const std::vector<Nodes> expected{{5}, {1, 5}, {1, 5}, {0, 1, 5}};
    for (int k = 0; k <= 3; ++k) {
        w->shown()->setStep(k);
        settle();
        EXPECT_EQ(view->followMarks().nodes(), expected[static_cast<std::size_t>(k)])
            << "step " << k;
        EXPECT_EQ(markedRows(*w->resultsModel()), expected[static_cast<std::size_t>(k)])
            << "step " << k;
    }
    EXPECT_EQ(w->resultsModel()->index(0, 0).data(PartialResultsModel::FollowRole).toString(),
              QStringLiteral("holds a₅"));
    // The arrow of c) carries a_5; b)'s arrows do not.
    EXPECT_EQ(markedArrows(*w), Arrows{"1→0"});
    w->shown()->setStep(2);
    settle();
    EXPECT_TRUE(markedArrows(*w).empty());
    // The selection still follows the click.
    EXPECT_EQ(w->session()->selectedNode(), std::optional<NodeId>(5));
}

TEST(Follow, OneClickAtTheStartOnlySelectsInTheTableAndInTheCube)
{
    auto w = freshWindow();
    QTableView* table = w->resultsTable();
    const QRect cell =
        table->visualRect(w->resultsModel()->index(5, PartialResultsModel::ExpressionColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    settle();
    EXPECT_FALSE(w->session()->follow().active()); // reading a row starts nothing
    EXPECT_EQ(w->session()->selectedNode(), std::optional<NodeId>(5));
    HypercubeView* view = w->view();
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->nodeRect(3, QRectF(view->rect())).center().toPoint());
    settle();
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_EQ(w->session()->selectedNode(), std::optional<NodeId>(3));
    EXPECT_TRUE(view->followMarks().empty());
}

TEST(Follow, DoubleClickingA5InTheTableAtTheStartFollowsIt)
{
    auto w = freshWindow();
    QTableView* table = w->resultsTable();
    const QRect cell =
        table->visualRect(w->resultsModel()->index(5, PartialResultsModel::ExpressionColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center()); // its first click
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    settle();
    EXPECT_EQ(w->session()->follow(), Follow::input(5));
    w->shown()->lastStep();
    settle();
    EXPECT_EQ(markedRows(*w->resultsModel()), (Nodes{0, 1, 5}));
}

TEST(Follow, ClickingAtALaterStepSelectsButDoesNotFollow)
{
    auto w = freshWindow();
    w->shown()->setStep(2);
    settle();
    HypercubeView* view = w->view();
    QTest::mouseClick(view, Qt::LeftButton, {},
                      view->nodeRect(5, QRectF(view->rect())).center().toPoint());
    settle();
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_EQ(w->session()->selectedNode(), std::optional<NodeId>(5));
}

TEST(Follow, DoubleClickingS0AtTheEndMarksItsSourcesAsTheStepsMoveBack)
{
    auto w = freshWindow();
    w->shown()->lastStep();
    settle();
    HypercubeView* view = w->view();
    QTest::mouseDClick(view, Qt::LeftButton, {},
                       view->nodeRect(0, QRectF(view->rect())).center().toPoint());
    settle();
    EXPECT_EQ(w->session()->follow(), Follow::value(0, 3));
    ASSERT_TRUE(w->session()->valueSources());
    EXPECT_EQ(w->session()->valueSources()->inputs().size(), 8u);
    // c): s_0 itself and 001, which sent [(a_1+a_5)+(a_3+a_7)] over link 1.
    EXPECT_EQ(view->followMarks().nodes(), (Nodes{0, 1}));
    EXPECT_EQ(markedArrows(*w), Arrows{"1→0"});
    EXPECT_TRUE(view->followMarks().detail().contains(QStringLiteral("7")));
    // b): 000 and 001 hold its two halves; 010 and 011 send into them.
    w->shown()->setStep(2);
    settle();
    EXPECT_EQ(view->followMarks().nodes(), (Nodes{0, 1, 2, 3}));
    EXPECT_EQ(markedArrows(*w), (Arrows{"2→0", "3→1"}));
    // a): every node; the four arrows of link 3.
    w->shown()->setStep(1);
    settle();
    EXPECT_EQ(view->followMarks().nodes().size(), 8u);
    EXPECT_EQ(markedArrows(*w), (Arrows{"4→0", "5→1", "6→2", "7→3"}));
    // The start: the eight inputs, no arrows.
    w->shown()->setStep(0);
    settle();
    EXPECT_EQ(view->followMarks().nodes().size(), 8u);
    EXPECT_TRUE(markedArrows(*w).empty());
}

TEST(Follow, EscAndASecondDoubleClickStopFollowing)
{
    auto w = freshWindow();
    w->session()->setFollow(Follow::input(5));
    settle();
    QAction* stop = w->findChild<QAction*>(QStringLiteral("stopFollowing"));
    ASSERT_TRUE(stop);
    EXPECT_TRUE(stop->isEnabled());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    settle();
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_TRUE(w->view()->followMarks().empty());
    EXPECT_TRUE(markedRows(*w->resultsModel()).empty());
    EXPECT_FALSE(stop->isEnabled()); // Esc passes on again

    // Double-clicking the followed input's node again at the start stops too.
    HypercubeView* view = w->view();
    const QPoint at = view->nodeRect(5, QRectF(view->rect())).center().toPoint();
    QTest::mouseDClick(view, Qt::LeftButton, {}, at);
    settle();
    EXPECT_TRUE(w->session()->follow().active());
    QTest::mouseDClick(view, Qt::LeftButton, {}, at);
    settle();
    EXPECT_FALSE(w->session()->follow().active());
}

TEST(Follow, InPresentationModeEscLeavesTheStageFirst)
{
    auto w = freshWindow();
    w->session()->setFollow(Follow::input(5));
    w->setPresentationMode(true);
    settle();
    QTest::keyClick(w.get(), Qt::Key_Escape);
    settle();
    EXPECT_FALSE(w->isPresentationMode());
    EXPECT_TRUE(w->session()->follow().active());
    QTest::keyClick(w.get(), Qt::Key_Escape);
    settle();
    EXPECT_FALSE(w->session()->follow().active());
}

TEST(Follow, ANewTraceEndsFollowingAndABadNodeIsRefused)
{
    auto w = freshWindow();
    QSignalSpy changed(w->session(), &Session::followChanged);
    w->session()->setFollow(Follow::input(9)); // the 3-cube has a_0 … a_7
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_EQ(changed.count(), 0);
    w->session()->setFollow(Follow::input(5));
    Scenario s = w->session()->scenario();
    s.dimension = 2;
    s.linkOrder = {2, 1};
    ASSERT_TRUE(w->session()->editScenario(s, QStringLiteral("n = 2")));
    w->session()->waitForRun();
    settle();
    EXPECT_FALSE(w->session()->follow().active());
    EXPECT_TRUE(w->view()->followMarks().empty());
}

// The lesson's scene 5 ("Where did a_5 go?"): the tree layout with its step plates ("a) link
// 3") and a_5 followed. No "holds a₅" note covers a step plate, at any step, whether the cube
// fills a 1024×768 or a 1920×1080 screen or a part of it.
TEST(Follow, TheNotesCoverNoStepPlateOfTheTree)
{
    auto w = freshWindow();
    w->shown()->setLayout(ShownLayout::Tree);
    w->session()->setFollow(Follow::input(5));
    w->setPresentationMode(true); // the stage's type, as the lesson shows scene 5
    settle();
    const HypercubeView* view = w->view();
    for (const QSizeF size :
         {QSizeF(1024, 768), QSizeF(1920, 1080), QSizeF(700, 560), QSizeF(1280, 700)}) {
        const QRectF target(QPointF(), size);
        for (int k = 0; k <= 3; ++k) {
            w->shown()->setStep(k);
            settle();
            const std::vector<QRectF> plates = view->edgeStepRects(target);
            const std::vector<QRectF> notes = view->followNoteRects(target);
            ASSERT_EQ(plates.size(), 7u) << "every edge of the 3-cube's tree has its plate";
            ASSERT_EQ(notes.size(), view->followMarks().nodes().size());
            for (const QRectF& note : notes) {
                ASSERT_FALSE(note.isEmpty());
                EXPECT_TRUE(target.contains(note));
                for (const QRectF& plate : plates)
                    EXPECT_FALSE(note.intersects(plate))
                        << size.width() << "×" << size.height() << ", step " << k;
            }
        }
    }
}

TEST(Follow, TheLegendAndTheMenuNameTheFollowedInput)
{
    auto w = freshWindow();
    w->session()->setFollow(Follow::input(5));
    settle();
    EXPECT_EQ(w->view()->followMarks().legend(), QStringLiteral("ring: holds a₅"));
    EXPECT_EQ(FollowControl::followText(5), QStringLiteral("Follow a₅ through the steps"));
}

TEST(Follow, TheMarksChangeLanguageWithTheWindow)
{
    auto w = freshWindow();
    w->shown()->setStep(3);
    w->session()->setFollow(Follow::input(5));
    settle();
    w->action(QStringLiteral("language-de"))->trigger();
    settle();
    EXPECT_EQ(w->view()->followMarks().legend(), QStringLiteral("Ring: enthält a₅"));
    EXPECT_EQ(w->view()->followMarks().noteOf(1), QStringLiteral("enthält a₅"));
    EXPECT_EQ(w->resultsModel()->index(0, 0).data(PartialResultsModel::FollowRole).toString(),
              QStringLiteral("enthält a₅"));
    EXPECT_EQ(w->findChild<QAction*>(QStringLiteral("stopFollowing"))->text(),
              QStringLiteral("Verfolgen beenden"));
    w->session()->setFollow(Follow::value(0, 3));
    settle();
    EXPECT_EQ(w->view()->followMarks().legend(),
              QStringLiteral("Ring: Teil von s₀ nach Schritt c)"));
    EXPECT_EQ(w->view()->followMarks().detail(),
              QStringLiteral("aus a₀, a₁, a₂, a₃, a₄, a₅, a₆, a₇ über 7 Nachrichten"));
    w->action(QStringLiteral("language-en"))->trigger();
    settle();
    EXPECT_EQ(w->view()->followMarks().legend(), QStringLiteral("ring: part of s₀ after step c)"));
    QLocale::setDefault(QLocale::c());
}

// docs/performance.md, "The window's thread": following on a large trace is worked out in the
// session's worker. The window follows when the facts are known; a new trace meanwhile drops
// them, and a follow of a node outside the trace is refused there too.
TEST(FollowInTheWorker, ALargeTraceIsFollowedWhenItsFactsAreKnown)
{
    Session session;
    Scenario large;
    large.dimension = Session::kWorkerDimension;
    large.algorithm = "allgather";
    ASSERT_TRUE(session.resetScenario(large));
    ASSERT_TRUE(Session::isLongFollow(*session.trace()));
    QSignalSpy changed(&session, &Session::followChanged);

    session.setFollow(Follow::input(5));
    EXPECT_FALSE(session.follow().active()); // not yet: the worker works it out
    session.waitForDerived();
    settle();
    ASSERT_EQ(session.follow(), Follow::input(5));
    ASSERT_NE(session.inputSpread(), nullptr);
    EXPECT_EQ(changed.count(), 1);

    // A new trace while the facts are worked out: they are dropped, nothing is followed.
    session.stopFollowing();
    session.setFollow(Follow::input(7));
    Scenario other = large;
    other.algorithm = "reduce-scatter";
    ASSERT_TRUE(session.resetScenario(other));
    session.waitForDerived();
    settle();
    EXPECT_FALSE(session.follow().active());
    EXPECT_EQ(session.inputSpread(), nullptr);

    // A node outside the trace: nothing is followed.
    session.setFollow(Follow::input(NodeId{1} << 20));
    session.waitForDerived();
    settle();
    EXPECT_FALSE(session.follow().active());
}
