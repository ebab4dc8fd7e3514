// The cube for a screen reader (CubeAccessible), in-process through QAccessible: the view's
// children (the nodes by address with their s_i, the step's messages), the keyboard's focus
// from node to node and its ring, the step's caption told once per step, and the player's keys.
//
// Qt 6.4 hands accessibility events to an update handler only while a screen reader's bridge
// is active (QAccessible::isActive()); on Linux that takes the AT-SPI bus, and on the offscreen
// platform of the other tests no event is sent at all. The tests of events (InAtSpiSession.*)
// therefore run in a child of this program under Xvfb, in a D-Bus session with the AT-SPI bus
// (AccessibleEvents.RecordedInAnAtSpiSession starts it), and exist only there.

#include "common/analysispanel.h"
#include "common/collectivetexts.h"
#include "common/notation.h"
#include "cube/cubeaccessible.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/player.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "lesson/lessonplayer.h"

#include <QAccessible>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <algorithm>
#include <cstdlib>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>
#include <vector>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

QString lectureReduce()
{
    return QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json");
}

// The window on the lecture's reduce at its last step, c), with the keys on the view.
std::unique_ptr<MainWindow> lectureAtEnd()
{
    auto w = test::freshWindow();
    EXPECT_TRUE(w->openScenario(lectureReduce())) << w->errorMessage();
    QTest::keyClick(w.get(), Qt::Key_End);
    test::settle();
    EXPECT_EQ(w->view()->step(), 3);
    return w;
}

QAccessibleInterface* cubeOf(QWidget* view)
{
    return QAccessible::queryAccessibleInterface(view);
}

QString description(QAccessibleInterface* cube, int child)
{
    QAccessibleInterface* node = cube->child(child);
    return node ? node->text(QAccessible::Description) : QStringLiteral("(no child %1)").arg(child);
}

QStringList childNames(QAccessibleInterface* cube, int first)
{
    QStringList names;
    for (int i = first; i < cube->childCount(); ++i)
        names << cube->child(i)->text(QAccessible::Name);
    return names;
}

// Records the accessibility events sent while it lives and puts the handler before it back.
class AccessibleEvents
{
public:
    struct Event
    {
        QAccessible::Event type;
        QObject* object;
        QString name;
    };

    AccessibleEvents() : mPrevious(QAccessible::installUpdateHandler(&record))
    {
        sRecording = this;
    }
    ~AccessibleEvents()
    {
        QAccessible::installUpdateHandler(mPrevious);
        sRecording = nullptr;
    }

    void clear() { mEvents.clear(); }
    long count(QAccessible::Event type, const QObject* object) const
    {
        return std::count_if(mEvents.begin(), mEvents.end(),
                             [&](const Event& e) { return e.type == type && e.object == object; });
    }
    // Events of an interface without an object (the view's children), by its name.
    long countNamed(QAccessible::Event type, const QString& name) const
    {
        return std::count_if(mEvents.begin(), mEvents.end(), [&](const Event& e) {
            return e.type == type && !e.object && e.name == name;
        });
    }

    long count(QAccessible::Event type) const
    {
        return std::count_if(mEvents.begin(), mEvents.end(),
                             [&](const Event& e) { return e.type == type; });
    }

    // The name of what had the focus last.
    QString lastFocusName() const
    {
        for (auto e = mEvents.rbegin(); e != mEvents.rend(); ++e)
            if (e->type == QAccessible::Focus)
                return e->name;
        return {};
    }

private:
    static void record(QAccessibleEvent* event)
    {
        QAccessibleInterface* iface = event->accessibleInterface();
        sRecording->mEvents.push_back(
            {event->type(), event->object(), iface ? iface->text(QAccessible::Name) : QString()});
    }

    static inline AccessibleEvents* sRecording = nullptr;
    QAccessible::UpdateHandler mPrevious;
    std::vector<Event> mEvents;
};

// The pixels that differ between two pictures of the same size.
std::vector<QPoint> changedPixels(const QImage& a, const QImage& b)
{
    std::vector<QPoint> changed;
    EXPECT_EQ(a.size(), b.size());
    for (int y = 0; y < std::min(a.height(), b.height()); ++y)
        for (int x = 0; x < std::min(a.width(), b.width()); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                changed.emplace_back(x, y);
    return changed;
}

// Set in the child that AccessibleEvents.RecordedInAnAtSpiSession starts.
constexpr char kAtSpiSession[] = "CUBELAB_ATSPI_SESSION";

// In the AT-SPI session: waits until Qt's bridge has found the bus and is active.
bool accessibilityActive()
{
    QAccessible::isActive(); // makes the platform's bridge, which then watches for the bus
    QElapsedTimer waited;
    waited.start();
    while (!QAccessible::isActive() && waited.elapsed() < 10000)
        QTest::qWait(20);
    return QAccessible::isActive();
}

// The tests of events: made only in the child that AccessibleEvents.RecordedInAnAtSpiSession
// starts (registered below); anywhere else no event would reach them.
class InAtSpiSession : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(accessibilityActive()) << "the AT-SPI bridge did not become active";
    }
};

bool near(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) <= 24 && std::abs(a.green() - b.green()) <= 24 &&
           std::abs(a.blue() - b.blue()) <= 24;
}

} // namespace

TEST(CubeAccessibility, EveryNodeIsAChildOfTheViewNamedByItsAddress)
{
    const auto w = lectureAtEnd();
    QAccessibleInterface* cube = cubeOf(w->view());
    ASSERT_NE(cube, nullptr);
    EXPECT_NE(dynamic_cast<CubeAccessible*>(cube), nullptr);
    EXPECT_EQ(cube->role(), QAccessible::List);
    EXPECT_EQ(cube->text(QAccessible::Name), QStringLiteral("Hypercube"));
    ASSERT_EQ(cube->childCount(), 8 + 1); // the nodes, then step c)'s one message
    for (int i = 0; i < 8; ++i) {
        QAccessibleInterface* node = cube->child(i);
        ASSERT_NE(node, nullptr);
        EXPECT_EQ(node->text(QAccessible::Name),
                  QString::number(i, 2).rightJustified(3, QLatin1Char('0')));
        EXPECT_EQ(node->role(), QAccessible::ListItem);
        EXPECT_EQ(cube->indexOfChild(node), i);
        EXPECT_EQ(node->parent(), cube);
        EXPECT_EQ(node->object(), nullptr); // no QObject a node
        EXPECT_EQ(cube->child(i), node);    // made once
        // Where the view draws it, on the screen.
        const QRect box =
            w->view()->nodeRect(static_cast<NodeId>(i), QRectF(w->view()->rect())).toAlignedRect();
        EXPECT_EQ(node->rect(), QRect(w->view()->mapToGlobal(box.topLeft()), box.size()));
        EXPECT_EQ(cube->childAt(node->rect().center().x(), node->rect().center().y()), node);
    }
    EXPECT_EQ(cube->child(9), nullptr);
    // The view's description is the step's caption, plain; the timeline shows it in the
    // lecture's notation.
    const auto step = static_cast<std::size_t>(w->shown()->step());
    EXPECT_EQ(cube->text(QAccessible::Description),
              CollectiveTexts::caption(*w->session()->trace(), step));
    EXPECT_EQ(Notation::shown(cube->text(QAccessible::Description)), w->timeline()->caption());
}

TEST(CubeAccessibility, ANodesDescriptionHoldsItsWholeSiInTheLecturesPlainForm)
{
    const auto w = lectureAtEnd();
    QAccessibleInterface* cube = cubeOf(w->view());
    ASSERT_EQ(cube->childCount(), 9);
    EXPECT_EQ(description(cube, 0),
              QStringLiteral("s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]; value 36; "
                             "receives from 001 on link 1; "
                             "the root"));
    EXPECT_EQ(description(cube, 1),
              QStringLiteral("s_1 = [(a_1+a_5)+(a_3+a_7)]; value 20; sends to 000 on link 1"));
    EXPECT_EQ(description(cube, 4), QStringLiteral("s_4 = a_4; value 5; done"));
    // The same expression the partial results show, from the same source.
    const QString row0 = w->resultsModel()
                             ->index(0, PartialResultsModel::ExpressionColumn)
                             .data(Qt::DisplayRole)
                             .toString();
    EXPECT_TRUE(description(cube, 0).contains(QStringLiteral("s_0 = ") + row0 + QLatin1Char(';')))
        << row0;

    // At the start: every node its input, nothing sent yet.
    QTest::keyClick(w.get(), Qt::Key_Home);
    test::settle();
    EXPECT_EQ(cube->childCount(), 8);
    EXPECT_EQ(description(cube, 5), QStringLiteral("s_5 = a_5; value 6"));
    // Step a): the upper half sends on link 3.
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    EXPECT_EQ(description(cube, 5), QStringLiteral("s_5 = a_5; value 6; sends to 001 on link 3"));
    EXPECT_EQ(description(cube, 1),
              QStringLiteral("s_1 = (a_1+a_5); value 8; receives from 101 on link 3"));
}

TEST(CubeAccessibility, TheStepsMessagesAreChildrenAfterTheNodes)
{
    const auto w = lectureAtEnd();
    QAccessibleInterface* cube = cubeOf(w->view());
    ASSERT_EQ(cube->childCount(), 9);
    QAccessibleInterface* message = cube->child(8);
    ASSERT_NE(message, nullptr);
    EXPECT_EQ(message->text(QAccessible::Name), QStringLiteral("001 sends to 000 on link 1"));
    EXPECT_EQ(message->role(), QAccessible::StaticText);
    EXPECT_EQ(cube->indexOfChild(message), 8);
    EXPECT_FALSE(message->rect().isEmpty());

    QTest::keyClick(w.get(), Qt::Key_Home);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    ASSERT_EQ(cube->childCount(), 8 + 4);
    QStringList names = childNames(cube, 8);
    names.sort();
    EXPECT_EQ(names, (QStringList{QStringLiteral("100 sends to 000 on link 3"),
                                  QStringLiteral("101 sends to 001 on link 3"),
                                  QStringLiteral("110 sends to 010 on link 3"),
                                  QStringLiteral("111 sends to 011 on link 3")}));
    EXPECT_EQ(cube->text(QAccessible::Description),
              CollectiveTexts::caption(*w->session()->trace(), 1));
    EXPECT_EQ(Notation::shown(cube->text(QAccessible::Description)), w->timeline()->caption());
}

TEST(CubeAccessibility, ATracedProgramsNodesSayTheirValuesAreNotRecorded)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(
        w->openTrace(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/traced/tree_updo.json")))
        << w->errorMessage();
    QTest::keyClick(w.get(), Qt::Key_End);
    test::settle();
    QAccessibleInterface* cube = cubeOf(w->view());
    ASSERT_GE(cube->childCount(), 8);
    EXPECT_EQ(description(cube, 0),
              QStringLiteral("s_0 = not recorded; receives from 001 on link 1"));
    EXPECT_EQ(description(cube, 1), QStringLiteral("s_1 = not recorded; sends to 000 on link 1"));
}

TEST(CubeAccessibility, ABlockCollectivesNodeListsItsBlocksInThePlainForm)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openScenario(
        QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/reduce-scatter.json")))
        << w->errorMessage();
    QTest::keyClick(w.get(), Qt::Key_End);
    test::settle();
    // Node i ends with block i of the whole result.
    EXPECT_EQ(description(cubeOf(w->view()), 5),
              QStringLiteral(
                  "s_5 holds 1 of the 8 blocks: b_5: [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]; "
                  "exchanges with 100 on link 1"));
}

TEST(CubeAccessibility, ATenCubesThousandNodesAreChildrenByIndex)
{
    HypercubeView view;
    Scenario s;
    s.dimension = 10;
    s.algorithm = "cube-allreduce";
    s.root.reset();
    s.values = ValueMode::Numeric;
    view.setTrace(std::make_shared<const Trace>(Emulator::run(s)));
    view.setStep(1);
    QAccessibleInterface* cube = cubeOf(&view);
    ASSERT_NE(cube, nullptr);
    // Cube_Do's first step: every node exchanges with its partner on link 10.
    ASSERT_EQ(cube->childCount(), 1024 + 1024);
    QAccessibleInterface* last = cube->child(1023);
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->text(QAccessible::Name), QStringLiteral("1111111111"));
    EXPECT_EQ(last->text(QAccessible::Description),
              QStringLiteral("s_1023 = 1536; exchanges with 0111111111 on link 10"));
    EXPECT_EQ(cube->indexOfChild(last), 1023);
    EXPECT_EQ(cube->child(2047)->role(), QAccessible::StaticText);
    EXPECT_EQ(cube->child(2048), nullptr);
    // A smaller trace: the children beyond its nodes are no longer valid.
    view.setTrace(std::make_shared<const Trace>(Emulator::run(Scenario{})));
    EXPECT_EQ(cube->childCount(), 8);
    EXPECT_FALSE(last->isValid());
    EXPECT_EQ(cube->indexOfChild(last), -1);
}

TEST(CubeKeyboard, UpAndDownMoveTheFocusedNodeInAddressOrderAndTheViewDrawsIt)
{
    const auto w = lectureAtEnd();
    HypercubeView* view = w->view();
    ASSERT_TRUE(view->hasFocus());
    ASSERT_EQ(w->session()->selectedNode(), std::nullopt);
    QAccessibleInterface* cube = cubeOf(view);
    EXPECT_EQ(cube->focusChild(), nullptr);
    const QImage before = view->grab().toImage();

    QTest::keyClick(view, Qt::Key_Down);
    test::settle();
    EXPECT_EQ(w->session()->selectedNode(), NodeId{0}); // the table and the program follow it
    EXPECT_EQ(w->resultsTable()->currentIndex().row(), 0);
    EXPECT_EQ(view->focusedNode(), NodeId{0});
    EXPECT_EQ(cube->focusChild(), cube->child(0));
    EXPECT_TRUE(cube->child(0)->state().focused);
    EXPECT_TRUE(cube->child(0)->state().selected);
    const QImage first = view->grab().toImage();
    EXPECT_FALSE(changedPixels(before, first).empty());

    QTest::keyClick(view, Qt::Key_Down);
    test::settle();
    EXPECT_EQ(w->session()->selectedNode(), NodeId{1});
    EXPECT_FALSE(cube->child(0)->state().focused);
    EXPECT_TRUE(cube->child(1)->state().focused);
    EXPECT_EQ(cube->focusChild(), cube->child(1));
    const QImage second = view->grab().toImage();
    EXPECT_FALSE(changedPixels(first, second).empty());

    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Up); // stays at the first node
    test::settle();
    EXPECT_EQ(w->session()->selectedNode(), NodeId{0});
    EXPECT_EQ(view->grab().toImage(), first);
    // From the last node Down stays there.
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(view, Qt::Key_Down);
    test::settle();
    EXPECT_EQ(w->session()->selectedNode(), NodeId{7});
    // The step keys still step, and the focus stays on the node.
    QTest::keyClick(w.get(), Qt::Key_Left);
    test::settle();
    EXPECT_EQ(view->step(), 2);
    EXPECT_EQ(view->focusedNode(), NodeId{7});
    // Away from the view no node has the focus; the selection stays.
    view->clearFocus();
    test::settle();
    EXPECT_EQ(view->focusedNode(), std::nullopt);
    EXPECT_EQ(cube->focusChild(), nullptr);
    EXPECT_TRUE(cube->child(7)->state().selected);
    EXPECT_FALSE(cube->child(7)->state().focused);
}

TEST(CubeKeyboard, TheFocusedNodeHasARingInEveryTheme)
{
    HypercubeView view;
    view.resize(900, 640);
    view.setFocusPolicy(Qt::StrongFocus);
    view.setTrace(std::make_shared<const Trace>(Emulator::run(Scenario{})));
    view.show();
    view.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&view));
    view.setSelectedNode(NodeId{2});
    const QRect ringRoom =
        view.nodeRect(2, QRectF(view.rect())).toAlignedRect().adjusted(-48, -48, 48, 48);
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme theme = Theme::make(kind);
        view.setTheme(theme);
        view.setFocus();
        test::settle();
        ASSERT_TRUE(view.hasFocus());
        const QImage focused = view.grab().toImage();
        view.clearFocus();
        test::settle();
        const QImage unfocused = view.grab().toImage();
        const auto changed = changedPixels(focused, unfocused);
        // A ring: many pixels, all round the node, some of them in the text's colour.
        EXPECT_GT(changed.size(), 100U) << Theme::id(kind).toStdString();
        EXPECT_TRUE(std::all_of(changed.begin(), changed.end(), [&](QPoint p) {
            return ringRoom.contains(p);
        })) << Theme::id(kind).toStdString();
        EXPECT_TRUE(std::any_of(changed.begin(), changed.end(), [&](QPoint p) {
            return near(focused.pixelColor(p), theme.text);
        })) << Theme::id(kind).toStdString();
    }
}

TEST(StepCaption, TheCaptionIsALabelNamedByItsText)
{
    const auto w = lectureAtEnd();
    auto* caption = w->timeline()->findChild<QLabel*>(QStringLiteral("caption"));
    ASSERT_NE(caption, nullptr);
    // No accessible name of its own: then QLabel::setText announces every new text.
    EXPECT_TRUE(caption->accessibleName().isEmpty());
    QAccessibleInterface* label = QAccessible::queryAccessibleInterface(caption);
    ASSERT_NE(label, nullptr);
    EXPECT_EQ(label->role(), QAccessible::StaticText); // AT-SPI: "label"
    QTest::keyClick(w.get(), Qt::Key_PageUp);
    test::settle();
    EXPECT_EQ(label->text(QAccessible::Name), w->timeline()->caption());
    EXPECT_TRUE(test::words(label->text(QAccessible::Name))
                    .startsWith(QStringLiteral("b) link 2 (reduce): 010→000, 011→001.")));
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    EXPECT_TRUE(test::words(label->text(QAccessible::Name))
                    .startsWith(QStringLiteral("c) link 1 (reduce): 001→000.")));
}

// Runs the InAtSpiSession tests in a child of this program with a screen reader's bus: Xvfb,
// a D-Bus session and the AT-SPI bus launcher, Qt on X11 with its AT-SPI bridge.
TEST(AccessibleEvents, RecordedInAnAtSpiSession)
{
    const QString launcher = QStringLiteral("/usr/libexec/at-spi-bus-launcher");
    QStringList missing;
    for (const char* tool : {"xvfb-run", "dbus-run-session"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            missing << QString::fromLatin1(tool);
    if (!QFileInfo(launcher).isExecutable())
        missing << launcher;
    if (!missing.isEmpty()) {
        const std::string message =
            "not installed: " + missing.join(QStringLiteral(", ")).toStdString() +
            " (scripts/install-deps installs them)";
        if (qEnvironmentVariable("CI") == QLatin1String("true"))
            FAIL() << message;
        GTEST_SKIP() << message;
    }
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kAtSpiSession), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    // The bus's status says no screen reader runs; the bridge is to be active all the same.
    env.insert(QStringLiteral("QT_LINUX_ACCESSIBILITY_ALWAYS_ON"), QStringLiteral("1"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::MergedChannels);
    child.start(QStringLiteral("xvfb-run"),
                {QStringLiteral("-a"), QStringLiteral("-s"),
                 QStringLiteral("-screen 0 1920x1080x24"), QStringLiteral("dbus-run-session"),
                 QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                 QStringLiteral("\"$1\" & exec \"$2\" --gtest_filter='InAtSpiSession.*'"),
                 QStringLiteral("sh"), launcher, QCoreApplication::applicationFilePath()});
    ASSERT_TRUE(child.waitForFinished(120000)) << "the AT-SPI session did not end";
    const QString output = QString::fromLocal8Bit(child.readAll());
    EXPECT_EQ(child.exitCode(), 0) << output;
    EXPECT_TRUE(output.contains(QStringLiteral("[  PASSED  ] 6 tests."))) << output;
    EXPECT_FALSE(output.contains(QStringLiteral("SKIPPED"))) << output;
}

namespace {

struct AStepChangeSendsTheCaptionsNameChangeOnceAndTheViewsDescriptionChange : InAtSpiSession
{
    void TestBody() override;
};

void AStepChangeSendsTheCaptionsNameChangeOnceAndTheViewsDescriptionChange::TestBody()
{
    const auto w = lectureAtEnd();
    auto* caption = w->timeline()->findChild<QLabel*>(QStringLiteral("caption"));
    ASSERT_NE(caption, nullptr);
    QTest::keyClick(w.get(), Qt::Key_PageUp);
    test::settle();
    ASSERT_EQ(w->view()->step(), 2);

    AccessibleEvents events;
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    ASSERT_EQ(w->view()->step(), 3);
    // QLabel::setText sends it (Qt 6.4); nothing sends it a second time.
    EXPECT_EQ(events.count(QAccessible::NameChanged, caption), 1);
    // The view's description is that caption too: a screen reader on the view speaks it.
    EXPECT_EQ(events.count(QAccessible::DescriptionChanged, w->view()), 1);
}

struct UpAndDownGiveTheFocusToTheNode : InAtSpiSession
{
    void TestBody() override;
};

void UpAndDownGiveTheFocusToTheNode::TestBody()
{
    const auto w = lectureAtEnd();
    HypercubeView* view = w->view();
    view->setFocus();
    test::settle();
    ASSERT_TRUE(view->hasFocus());
    AccessibleEvents events;
    QTest::keyClick(view, Qt::Key_Down);
    test::settle();
    EXPECT_EQ(events.countNamed(QAccessible::Focus, QStringLiteral("000")), 1);
    QTest::keyClick(view, Qt::Key_Down);
    test::settle();
    EXPECT_EQ(events.countNamed(QAccessible::Focus, QStringLiteral("001")), 1);
    // The view taking the focus back gives it to its focused node, after its own focus event.
    w->resultsTable()->setFocus();
    test::settle();
    ASSERT_FALSE(view->hasFocus());
    events.clear();
    view->setFocus();
    test::settle();
    EXPECT_EQ(events.count(QAccessible::Focus, view), 1);
    EXPECT_EQ(events.countNamed(QAccessible::Focus, QStringLiteral("001")), 1);
    EXPECT_EQ(events.lastFocusName(), QStringLiteral("001"));
}

struct AFocusedNodeHearsItsNewDescriptionAtEachStep : InAtSpiSession
{
    void TestBody() override;
};

void AFocusedNodeHearsItsNewDescriptionAtEachStep::TestBody()
{
    const auto w = lectureAtEnd();
    QTest::keyClick(w.get(), Qt::Key_Home);
    QTest::keyClick(w->view(), Qt::Key_Down); // node 000
    test::settle();
    AccessibleEvents events;
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    EXPECT_EQ(events.countNamed(QAccessible::DescriptionChanged, QStringLiteral("000")), 1);
    EXPECT_EQ(description(cubeOf(w->view()), 0),
              QStringLiteral("s_0 = (a_0+a_4); value 6; receives from 100 on link 3; the root"));
}

struct ANewStepsMessagesAreAnnouncedAsOtherChildren : InAtSpiSession
{
    void TestBody() override;
};

void ANewStepsMessagesAreAnnouncedAsOtherChildren::TestBody()
{
    const auto w = lectureAtEnd();
    QTest::keyClick(w.get(), Qt::Key_Home);
    test::settle();
    AccessibleEvents events;
    QTest::keyClick(w.get(), Qt::Key_PageDown); // a): four messages where the start had none
    test::settle();
    EXPECT_EQ(events.count(QAccessible::ObjectReorder, w->view()), 1);
    events.clear();
    QTest::keyClick(w.get(), Qt::Key_End); // c): one message
    test::settle();
    EXPECT_EQ(events.count(QAccessible::ObjectReorder, w->view()), 1);
}

struct AStepChangeMovesNoFocus : InAtSpiSession
{
    void TestBody() override;
};

void AStepChangeMovesNoFocus::TestBody()
{
    // Qt 6.4's list view sends a focus event for each new current item, focused or not: the
    // timeline's steps must not (Orca followed it away from the cube at every step).
    const auto w = lectureAtEnd();
    auto* steps = w->timeline()->findChild<QListWidget*>(QStringLiteral("timelineSteps"));
    ASSERT_NE(steps, nullptr);
    QTest::keyClick(w.get(), Qt::Key_Home);
    test::settle();
    AccessibleEvents events;
    for (int step = 1; step <= 3; ++step) {
        QTest::keyClick(w.get(), Qt::Key_PageDown);
        test::settle();
        ASSERT_EQ(w->view()->step(), step);
        ASSERT_EQ(steps->currentRow(), step) << "the timeline still shows the step";
    }
    EXPECT_EQ(events.count(QAccessible::Focus, steps), 0);
    EXPECT_EQ(events.count(QAccessible::Focus), 0) << "no focus event at all";
    // Nor a selection event: said of a list without the focus they mean nothing, and in a
    // scene change's burst they made Orca 43 prune the scene's notice from its queue.
    EXPECT_EQ(events.count(QAccessible::SelectionAdd, steps), 0);
    EXPECT_EQ(events.count(QAccessible::SelectionRemove, steps), 0);
}

struct ALessonsQuestionMovesNoFocusToTheExercisesList : InAtSpiSession
{
    void TestBody() override;
};

void ALessonsQuestionMovesNoFocusToTheExercisesList::TestBody()
{
    auto w = test::freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 1));
    test::settle();
    w->view()->setFocus();
    test::settle();
    auto* list = w->panel(QStringLiteral("exercise"))
                     ->findChild<QListWidget*>(QStringLiteral("exerciseList"));
    ASSERT_NE(list, nullptr);
    AccessibleEvents events;
    ASSERT_TRUE(w->lessons()->goToScene(2)); // its question becomes the list's current row
    test::settle();
    EXPECT_EQ(events.count(QAccessible::Focus, list), 0);
    EXPECT_EQ(events.count(QAccessible::Focus), 0) << "no focus event at all";
    EXPECT_EQ(events.count(QAccessible::SelectionAdd, list), 0);
    EXPECT_EQ(events.count(QAccessible::SelectionRemove, list), 0);
}

template <typename T> void registerInSession(const char* name, int line)
{
    ::testing::RegisterTest("InAtSpiSession", name, nullptr, nullptr, __FILE__, line,
                            []() -> InAtSpiSession* { return new T; });
}

[[maybe_unused]] const bool kInSessionRegistered = [] {
    if (qEnvironmentVariableIsEmpty(kAtSpiSession))
        return false;
    registerInSession<AStepChangeSendsTheCaptionsNameChangeOnceAndTheViewsDescriptionChange>(
        "AStepChangeSendsTheCaptionsNameChangeOnceAndTheViewsDescriptionChange", __LINE__);
    registerInSession<UpAndDownGiveTheFocusToTheNode>("UpAndDownGiveTheFocusToTheNode", __LINE__);
    registerInSession<AFocusedNodeHearsItsNewDescriptionAtEachStep>(
        "AFocusedNodeHearsItsNewDescriptionAtEachStep", __LINE__);
    registerInSession<ANewStepsMessagesAreAnnouncedAsOtherChildren>(
        "ANewStepsMessagesAreAnnouncedAsOtherChildren", __LINE__);
    registerInSession<AStepChangeMovesNoFocus>("AStepChangeMovesNoFocus", __LINE__);
    registerInSession<ALessonsQuestionMovesNoFocusToTheExercisesList>(
        "ALessonsQuestionMovesNoFocusToTheExercisesList", __LINE__);
    return true;
}();

} // namespace

TEST(PlayerKeys, LessAndGreaterSetTheSpeedAndSpacePausesAndResumes)
{
    const auto w = lectureAtEnd();
    Player* player = w->player();
    ASSERT_EQ(player->interval(), 1000);
    QTest::keyClick(w.get(), Qt::Key_Greater);
    EXPECT_EQ(player->interval(), 700);
    EXPECT_EQ(w->timeline()->speedSlider()->value(), TimelineWidget::sliderForInterval(700));
    QTest::keyClick(w.get(), Qt::Key_Less);
    QTest::keyClick(w.get(), Qt::Key_Less);
    EXPECT_EQ(player->interval(), 1500);
    for (int i = 0; i < 10; ++i)
        QTest::keyClick(w.get(), Qt::Key_Less);
    EXPECT_EQ(player->interval(), Player::kSlowestMs);
    for (int i = 0; i < 12; ++i)
        QTest::keyClick(w.get(), Qt::Key_Greater);
    EXPECT_EQ(player->interval(), Player::kFastestMs);
    // A speed set on the slider goes on to the next one of the keys' speeds.
    player->setInterval(850);
    QTest::keyClick(w.get(), Qt::Key_Greater);
    EXPECT_EQ(player->interval(), 700);

    // Space pauses the automatic stepping and resumes it.
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_TRUE(player->isPlaying());
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_FALSE(player->isPlaying());

    // Named for a screen reader, and in the Step menu.
    EXPECT_EQ(w->action(QStringLiteral("slower"))->text(), QStringLiteral("&Slower"));
    EXPECT_EQ(w->action(QStringLiteral("faster"))->text(), QStringLiteral("Fas&ter"));
    EXPECT_EQ(w->action(QStringLiteral("faster"))->shortcut(), QKeySequence(Qt::Key_Greater));
    const QList<QAction*> menus = w->menuBar()->actions();
    const auto step = std::find_if(menus.begin(), menus.end(),
                                   [](QAction* a) { return a->text() == QStringLiteral("&Step"); });
    ASSERT_NE(step, menus.end());
    EXPECT_TRUE((*step)->menu()->actions().contains(w->action(QStringLiteral("faster"))));
    EXPECT_EQ(QAccessible::queryAccessibleInterface(w->timeline()->speedSlider())
                  ->text(QAccessible::Name),
              QStringLiteral("Speed"));
    EXPECT_EQ(
        QAccessible::queryAccessibleInterface(w->timeline()->scrubber())->text(QAccessible::Name),
        QStringLiteral("Step"));
}

TEST(CubeAccessibility, TheWordsAreGermanInGerman)
{
    const auto w = lectureAtEnd();
    w->setLanguage(QStringLiteral("de"));
    test::settle();
    QAccessibleInterface* cube = cubeOf(w->view());
    EXPECT_EQ(cube->text(QAccessible::Name), QStringLiteral("Hyperwürfel"));
    EXPECT_EQ(description(cube, 0),
              QStringLiteral("s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]; Wert 36; empfängt "
                             "von 001 über Link 1; "
                             "die Wurzel"));
    EXPECT_EQ(description(cube, 1),
              QStringLiteral("s_1 = [(a_1+a_5)+(a_3+a_7)]; Wert 20; sendet an 000 über Link 1"));
    EXPECT_EQ(description(cube, 4), QStringLiteral("s_4 = a_4; Wert 5; fertig"));
    EXPECT_EQ(cube->child(8)->text(QAccessible::Name),
              QStringLiteral("001 sendet an 000 über Link 1"));
    EXPECT_EQ(w->action(QStringLiteral("slower"))->text(), QStringLiteral("Lan&gsamer"));
    EXPECT_EQ(w->action(QStringLiteral("faster"))->text(), QStringLiteral("&Schneller"));
    EXPECT_EQ(QAccessible::queryAccessibleInterface(w->timeline()->speedSlider())
                  ->text(QAccessible::Name),
              QStringLiteral("Tempo"));
    w->setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}
