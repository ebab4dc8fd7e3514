// Links to a moment (WindowLinks) on their own: a link copied and opened again shows the same
// moment and forgets the file shown before (a link's moment is no file's); the copy says how long
// the link is; a refused link — at once, or later when its run comes back from the worker —
// is said in one sentence, the window's state as it was.

#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/windowfiles.h"
#include "window/windowlinks.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QWidget>
#include <cubelab/moment.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::settle;

namespace {

constexpr auto kRefused = "The link was not opened; the current scenario stays. ";

struct Linked
{
    QWidget window;
    Session session;
    ShownState shown{&session};
    WindowFiles files{{&window, &session, [] { return nullptr; }}, nullptr};
    WindowLinks links{{&window, &shown, &files}, nullptr};
    QSignalSpy errors{&links, &WindowLinks::errorOccurred};

    Linked()
    {
        Scenario scenario;
        scenario.dimension = 3;
        scenario.algorithm = "tree-reduce";
        EXPECT_TRUE(session.resetScenario(normalized(scenario)));
        settle();
    }
};

} // namespace

TEST(WindowLinks, ALinkCopiedOpensItsMomentAgainAndNoFileIsShownThen)
{
    Linked l;
    l.shown.setLayout(ShownLayout::Weight);
    l.shown.setStep(2);
    const Moment now = l.shown.toMoment();
    QSignalSpy status(&l.links, &WindowLinks::statusMessage);
    l.links.copy();
    const QString link = QGuiApplication::clipboard()->text();
    ASSERT_TRUE(link.startsWith(QStringLiteral("cubelab:1/"))) << link;
    ASSERT_EQ(status.count(), 1);
    EXPECT_TRUE(status.at(0).at(0).toString().contains(QString::number(link.size())))
        << status.at(0).at(0).toString();

    l.shown.setLayout(ShownLayout::Cube);
    l.shown.firstStep();
    l.files.restoreFile(QStringLiteral("/somewhere/reduce.json"));
    ASSERT_TRUE(l.links.open(QStringLiteral("  ") + link + QStringLiteral("\n")));
    l.session.waitForWorkerIdle();
    settle();
    EXPECT_EQ(l.shown.toMoment(), now);
    EXPECT_TRUE(l.files.currentFile().isEmpty());
    EXPECT_EQ(l.errors.count(), 0);
}

TEST(WindowLinks, ARefusedLinkSaysWhyAtOnceOrLaterAndChangesNothing)
{
    Linked l;
    l.files.restoreFile(QStringLiteral("/somewhere/reduce.json"));
    const Moment was = l.shown.toMoment();
    EXPECT_FALSE(l.links.open(QStringLiteral("cubelab:1/e30")));
    ASSERT_EQ(l.errors.count(), 1);
    const QString said = l.errors.at(0).at(0).toString();
    EXPECT_TRUE(said.startsWith(QLatin1String(kRefused))) << said;
    EXPECT_GT(said.size(), QString::fromLatin1(kRefused).size()) << "the reason follows";
    EXPECT_EQ(l.shown.toMoment(), was);
    EXPECT_EQ(l.files.currentFile(), QStringLiteral("/somewhere/reduce.json"));

    emit l.shown.refusedLater(QStringLiteral("Its view does not fit the trace."));
    ASSERT_EQ(l.errors.count(), 2);
    EXPECT_EQ(l.errors.at(1).at(0).toString(),
              QLatin1String(kRefused) + QStringLiteral("Its view does not fit the trace."));
}
