// Links to a moment in the window (the shown state, ShownState): every built-in moment — each
// collective, several steps, every layout, panels, following, a comparison — goes to a link and
// back to the identical state; a refused moment or a damaged link leaves the window as it was and
// says why; Edit ▸ Copy link to this moment puts the moment's link on the clipboard.

#include "compare/comparedscenario.h"
#include "compare/comparemode.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <cubelab/collective.h>
#include <cubelab/errors.h>
#include <cubelab/lesson.h>
#include <cubelab/luaprogram.h>
#include <cubelab/luaprogramfile.h>
#include <cubelab/machine.h>
#include <cubelab/moment.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// Shows a moment through the shown state's one setter, as a link does.
bool showMoment(MainWindow& w, const Moment& m, QString* why)
{
    const std::optional<Shown> shown = Shown::fromMoment(m, why);
    return shown && w.shown()->show(*shown, why);
}

// Shows the moment and returns what the window then says it shows.
Moment shown(MainWindow& w, const Moment& m)
{
    QString why;
    EXPECT_TRUE(showMoment(w, m, &why)) << why.toStdString();
    w.session()->waitForWorkerIdle();
    settle();
    return w.shown()->toMoment();
}

// The link of a moment whose JSON text is `json`, as a web page would make it.
QString linkOfText(const char* json)
{
    return QStringLiteral("cubelab:1/") +
           QString::fromLatin1(QByteArray(json).toBase64(QByteArray::Base64UrlEncoding |
                                                         QByteArray::OmitTrailingEquals));
}

std::string describe(const Moment& m)
{
    return m.scenario.algorithm + " n=" + std::to_string(m.scenario.dimension) + " step " +
           std::to_string(m.step) + " layout '" + m.layout + "' panel '" + m.panel + "' follow '" +
           m.follow + "' compare '" + m.compare + "'";
}

} // namespace

TEST(WindowMoment, EveryBuiltInMomentGoesToALinkAndBackToTheSameState)
{
    auto w = freshWindow();
    const std::string layouts[] = {"", "cube", "tree", "weight"};
    const std::string panels[] = {"", "link-loads", "space-time", "step-costs", "comparison"};
    const std::string compares[] = {"", "cube-vs-tree", "reversed-order"};
    int shownMoments = 0;
    int k = 0;
    for (const Collective& c : builtinCollectives())
        for (int step : {0, 1, 3}) {
            ++k;
            Moment m;
            m.scenario.dimension = 3;
            m.scenario.algorithm = c.id;
            m.scenario.machine = k % 2 ? "power-gc" : "ideal-hypercube";
            m.step = step;
            m.layout = layouts[k % 4];
            m.panel = panels[k % 5];
            m.follow = k % 3 == 0 ? "" : k % 3 == 1 ? "a_5" : "s_0";
            m.compare = compares[k % 3];
            if (!m.compare.empty()) {
                try {
                    ComparedScenario::derive(
                        *ComparedScenario::parsePairId(QString::fromStdString(m.compare)),
                        normalized(m.scenario));
                } catch (const InputError&) {
                    m.compare.clear(); // this collective has no such second scenario (tested below)
                }
            }
            const Moment now = shown(*w, m);
            const std::string where = describe(m);
            EXPECT_EQ(now.scenario.algorithm, c.id) << where;
            EXPECT_EQ(now.scenario.dimension, 3) << where;
            EXPECT_EQ(now.scenario.machine, m.scenario.machine) << where;
            EXPECT_FALSE(now.scenario.inlineMachine.has_value()) << where;
            EXPECT_EQ(now.step, step) << where;
            EXPECT_EQ(now.layout, m.layout) << where;
            EXPECT_EQ(now.panel, m.panel) << where;
            EXPECT_EQ(now.follow, m.follow) << where;
            EXPECT_EQ(now.compare, m.compare) << where;
            // Through a link and back, and shown again: the identical state.
            const Moment viaLink = momentFromLink(momentToLink(now));
            EXPECT_EQ(viaLink, now) << where;
            EXPECT_EQ(shown(*w, viaLink), now) << where;
            ++shownMoments;
        }
    EXPECT_EQ(shownMoments, static_cast<int>(3 * builtinCollectives().size()));
}

TEST(WindowMoment, AMachineGivenInFullTravelsInTheLink)
{
    auto w = freshWindow();
    Machine mine = findMachine("power-gc");
    mine.id = "my-power-gc";
    mine.linkClasses[0].bandwidth *= 2;
    Moment m;
    m.scenario.algorithm = "tree-allreduce";
    m.scenario.inlineMachine = mine;
    m.scenario.machine = mine.id;
    const Moment now = shown(*w, m);
    ASSERT_TRUE(now.scenario.inlineMachine.has_value());
    EXPECT_EQ(*now.scenario.inlineMachine, mine);
    EXPECT_EQ(w->session()->machine(), mine);
    EXPECT_EQ(momentFromLink(momentToLink(now)), now);
}

TEST(WindowMoment, ARefusedMomentLeavesTheWindowAsItWasAndSaysWhy)
{
    auto w = freshWindow();
    Moment before;
    before.scenario.algorithm = "cube-allreduce";
    before.scenario.root.reset();
    before.step = 2;
    before.layout = "cube";
    before.follow = "a_3";
    const Moment was = shown(*w, before);

    struct Case
    {
        Moment moment;
        QString says;
    };
    Moment badLayout = before;
    badLayout.layout = "spiral";
    Moment badPanel = before;
    badPanel.panel = "charts";
    Moment badCompare = before;
    badCompare.compare = "left-vs-right";
    Moment lateStep = before;
    lateStep.scenario.algorithm = "tree-reduce";
    lateStep.step = 4;
    Moment badFollow = before;
    badFollow.follow = "a_9";
    Moment badOrder = before;
    badOrder.scenario.linkOrder = {1, 1, 2};
    const Case cases[] = {
        {badLayout, QStringLiteral("unknown layout \"spiral\": allowed are cube, tree, weight")},
        {badPanel, QStringLiteral("unknown panel \"charts\": allowed are link-loads")},
        {badCompare,
         QStringLiteral(
             "unknown comparison \"left-vs-right\": allowed are cube-vs-tree, reversed-order")},
        {lateStep, QStringLiteral("step 4 is out of range: this scenario has steps 0 to 3")},
        {badOrder, QStringLiteral("names link 1 twice")},
        {badFollow, QStringLiteral("\"a_9\" is not something to follow")},
    };
    for (const Case& c : cases) {
        QString why;
        EXPECT_FALSE(showMoment(*w, c.moment, &why)) << describe(c.moment);
        EXPECT_TRUE(why.contains(c.says)) << why.toStdString();
        settle();
        EXPECT_EQ(w->shown()->toMoment(), was) << describe(c.moment);
    }

    // A damaged link: the message bar says so, the window stays.
    EXPECT_FALSE(w->openLink(QStringLiteral("cubelab:1/e30")));
    EXPECT_TRUE(w->errorMessage().contains(
        QStringLiteral("The link was not opened; the current scenario stays.")))
        << w->errorMessage().toStdString();
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("\"scenario\" is missing")))
        << w->errorMessage().toStdString();
    EXPECT_EQ(w->shown()->toMoment(), was);
}

TEST(WindowMoment, CopyLinkPutsTheMomentOnTheClipboardAndOpenLinkShowsIt)
{
    auto w = freshWindow();
    Moment m;
    m.scenario.algorithm = "tree-reduce";
    m.step = 3;
    m.follow = "s_0";
    m.panel = "link-loads";
    const Moment now = shown(*w, m);
    w->action(QStringLiteral("copyLink"))->trigger();
    const QString link = QGuiApplication::clipboard()->text();
    ASSERT_TRUE(link.startsWith(QStringLiteral("cubelab:1/"))) << link.toStdString();
    EXPECT_EQ(momentFromLink(link.toStdString()), now);

    w->openLectureExample();
    w->shown()->setStep(1);
    ASSERT_TRUE(w->openLink(link)) << w->errorMessage().toStdString();
    w->session()->waitForWorkerIdle();
    settle();
    EXPECT_EQ(w->shown()->toMoment(), now);
    EXPECT_EQ(w->session()->step(), 3);
}

TEST(WindowMoment, CopyThisMomentAsASceneGivesASceneThatReadsBackToTheMoment)
{
    auto w = freshWindow();
    Moment m;
    m.scenario.algorithm = "cube-allreduce";
    m.scenario.root.reset();
    m.step = 2;
    m.layout = "cube";
    m.follow = "a_5";
    const Moment now = shown(*w, m);
    w->action(QStringLiteral("copyScene"))->trigger();
    const std::string scene = QGuiApplication::clipboard()->text().toStdString();
    const std::string file =
        R"({"format": "cubelab-lesson", "version": 1, "id": "mine", "title": {"en": "M", "de": "M"},
                                 "scenes": [)" +
        scene + "]}";
    const Lesson lesson = lessonFromJson(parseJson(file, "mine.json"), "mine.json");
    ASSERT_EQ(lesson.scenes.size(), 1u);
    EXPECT_EQ(lesson.scenes[0].moment, now);
    EXPECT_EQ(lesson.scenes[0].lastStep, 2);
}

// A link is bounded before it runs, by the budget the command line keeps (Session::checkRunFits,
// Emulator::checkRunFits): an 88-character link of a 12-cube's ring ran 119 s and took 4.5 GB
// in the window, Cube_Do on 4,096 nodes with 32,768 elements 21 s and 3.4 GB. Each is refused
// with what is too large, and nothing runs: the window keeps the very trace it showed.
TEST(WindowMoment, ALinkBeyondTheRunBudgetIsRefusedBeforeItRuns)
{
    auto w = freshWindow();
    Moment wide;
    wide.scenario.algorithm = "cube-allreduce";
    wide.scenario.dimension = 12;
    wide.scenario.elements = 32768;
    const QString ring =
        linkOfText(R"({"scenario":{"dimension":12,"algorithm":"ring-allreduce"}})");
    EXPECT_EQ(ring.size(), 88) << "the link of the report";
    const std::pair<QString, QString> cases[] = {
        {ring,
         QStringLiteral("sends up to 33546240 messages, more than the 25165824 a run may send")},
        {QString::fromStdString(momentToLink(wide)),
         QStringLiteral("moves up to 1610612736 values, more than the 268435456 a run may move")},
    };
    for (const auto& [link, says] : cases) {
        const std::shared_ptr<const Trace> before = w->session()->trace();
        EXPECT_FALSE(w->openLink(link)) << link.toStdString();
        EXPECT_FALSE(w->session()->isRunning());
        EXPECT_EQ(w->session()->trace(), before);
        EXPECT_TRUE(w->errorMessage().contains(
            QStringLiteral("The link was not opened; the current scenario stays.")))
            << w->errorMessage().toStdString();
        EXPECT_TRUE(w->errorMessage().contains(says)) << w->errorMessage().toStdString();
    }
}

// Once the program editor had run a program, a link of the algorithm "program" was accepted and
// ran it, on up to 4,096 nodes in the window's thread. A link never runs a program now.
TEST(WindowMoment, ALinkNeverRunsTheProgramTheEditorInstalled)
{
    auto w = freshWindow();
    readLuaProgramFile(CUBELAB_SOURCE_DIR "/tests/data/programs/high-links-first.lua").install();
    const std::shared_ptr<const Trace> before = w->session()->trace();
    const QString link = linkOfText(R"({"scenario":{"dimension":12,"algorithm":"program"}})");
    EXPECT_FALSE(w->openLink(link));
    EXPECT_EQ(w->session()->trace(), before);
    EXPECT_FALSE(w->session()->isRunning());
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("never carries or runs a node program")))
        << w->errorMessage().toStdString();
}

// A link within the budget whose run is long (a ring on 512 nodes: 523,264 messages) runs in
// the session's worker: the window shows what it showed, with the run's Cancel, until it ends.
TEST(WindowMoment, ALongLinkRunsInTheWorkerAndIsShownWhenItEnds)
{
    auto w = freshWindow();
    Moment ring;
    ring.scenario.algorithm = "ring-allreduce";
    ring.scenario.dimension = 9;
    ring.scenario.values = ValueMode::Numeric;
    ring.step = 5;
    ASSERT_TRUE(Session::isLongRun(ring.scenario));
    const std::shared_ptr<const Trace> before = w->session()->trace();
    ASSERT_TRUE(w->openLink(QString::fromStdString(momentToLink(ring))))
        << w->errorMessage().toStdString();
    EXPECT_TRUE(w->session()->isRunning());
    EXPECT_EQ(w->session()->trace(), before);
    w->session()->waitForRun();
    settle();
    EXPECT_EQ(w->session()->scenario().algorithm, "ring-allreduce");
    EXPECT_EQ(w->session()->scenario().dimension, 9);
    EXPECT_EQ(w->shown()->toMoment().step, 5);

    // Cancelled, it leaves the window as it was.
    ring.scenario.op = Operator::Max;
    const std::shared_ptr<const Trace> shown = w->session()->trace();
    ASSERT_TRUE(w->openLink(QString::fromStdString(momentToLink(ring))));
    ASSERT_TRUE(w->session()->isRunning());
    w->session()->cancelRun();
    w->session()->waitForWorkerIdle();
    settle();
    EXPECT_EQ(w->session()->trace(), shown);
}
