// The window's parts that live beside MainWindow: the recent files (WindowFiles), the message
// bar (ErrorBar) and the run indicator in the status bar (RunIndicator).

#include "compare/comparemode.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/errorbar.h"
#include "window/runindicator.h"

#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QTemporaryDir>
#include <QToolButton>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;

namespace {

// The recent-files menu as the user opens it.
QList<QAction*> openedRecentMenu(QMenu& menu)
{
    emit menu.aboutToShow();
    return menu.actions();
}

} // namespace

TEST(WindowFiles, TheRecentFilesListTheLastUsedFirstEachOnceAndAtMostEight)
{
    auto w = freshWindow();
    QMenu menu;
    w->files()->keepRecentMenu(&menu);
    QList<QAction*> entries = openedRecentMenu(menu);
    ASSERT_EQ(entries.size(), 1);
    EXPECT_FALSE(entries.first()->isEnabled()); // "(none)"

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QStringList saved;
    for (int k = 0; k < 9; ++k) {
        saved << dir.filePath(QStringLiteral("s%1.json").arg(k));
        ASSERT_TRUE(w->saveScenario(saved.last()));
    }
    ASSERT_TRUE(w->saveScenario(saved[3])); // used again: first, and not twice
    entries = openedRecentMenu(menu);
    QStringList shown;
    for (QAction* a : entries)
        shown << a->text();
    EXPECT_EQ(shown, (QStringList{"s3.json", "s8.json", "s7.json", "s6.json", "s5.json", "s4.json",
                                  "s2.json", "s1.json"}));
    EXPECT_TRUE(entries.first()->toolTip().contains(QStringLiteral("s3.json")));
}

TEST(WindowFiles, ARecentFileOpensAsWhatItIsAScenarioOrATrace)
{
    auto w = freshWindow();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    Scenario four = w->session()->scenario();
    four.dimension = 4;
    four.linkOrder.clear();
    ASSERT_TRUE(w->session()->editScenario(four, QStringLiteral("test")));
    const QString scenario = dir.filePath(QStringLiteral("four.json"));
    ASSERT_TRUE(w->saveScenario(scenario));
    const QString trace = dir.filePath(QStringLiteral("four-trace.json"));
    ASSERT_TRUE(w->exportTraceJson(trace));
    ASSERT_TRUE(w->openTrace(trace));
    w->openLectureExample();
    ASSERT_EQ(w->session()->scenario().dimension, 3);

    QMenu menu;
    w->files()->keepRecentMenu(&menu);
    QList<QAction*> entries = openedRecentMenu(menu);
    ASSERT_EQ(entries.size(), 2);
    ASSERT_EQ(entries[0]->text(), QStringLiteral("four-trace.json"));
    entries[0]->trigger();
    EXPECT_TRUE(w->session()->isRecordedTrace());
    EXPECT_EQ(w->files()->currentFile(), QFileInfo(trace).absoluteFilePath());
    EXPECT_TRUE(w->windowTitle().startsWith(QStringLiteral("four-trace.json[*]")));

    entries = openedRecentMenu(menu);
    ASSERT_EQ(entries[1]->text(), QStringLiteral("four.json"));
    entries[1]->trigger();
    EXPECT_FALSE(w->session()->isRecordedTrace());
    EXPECT_EQ(w->session()->scenario().dimension, 4);
    EXPECT_TRUE(w->windowTitle().startsWith(QStringLiteral("four.json[*]")));
}

TEST(ErrorBar, ShowsTheMessageUntilClosed)
{
    QWidget window;
    auto* bar = new ErrorBar(&window);
    window.show();
    EXPECT_TRUE(bar->message().isEmpty());
    EXPECT_FALSE(bar->isVisible());
    bar->showMessage(QStringLiteral("The file <b>x</b> was not read."), Qt::yellow);
    EXPECT_TRUE(bar->isVisible());
    EXPECT_EQ(bar->message(), QStringLiteral("The file <b>x</b> was not read."));
    EXPECT_EQ(bar->findChild<QLabel*>()->textFormat(), Qt::PlainText); // a file's text, quoted
    auto* close = bar->findChild<QToolButton*>();
    ASSERT_NE(close, nullptr);
    EXPECT_FALSE(close->accessibleName().isEmpty());
    close->click();
    EXPECT_FALSE(bar->isVisible());
    EXPECT_TRUE(bar->message().isEmpty());
}

TEST(RunIndicator, ShowsWhatRunsWhileTheSessionOrTheComparisonRuns)
{
    QWidget window;
    Session session;
    ShownState shown(&session);
    CompareMode compare(&shown);
    auto* indicator = new RunIndicator(&session, &compare, &window);
    window.show();
    EXPECT_FALSE(indicator->isVisible());

    // A run in the window's thread (a file, an undo): the wait cursor until it ends.
    emit session.longRunStarted(QStringLiteral("Running n = 14"));
    EXPECT_TRUE(indicator->isVisible());
    EXPECT_EQ(indicator->findChild<QLabel*>()->text(), QStringLiteral("Running n = 14"));
    ASSERT_NE(QApplication::overrideCursor(), nullptr);
    EXPECT_EQ(QApplication::overrideCursor()->shape(), Qt::WaitCursor);
    emit session.longRunFinished();
    EXPECT_FALSE(indicator->isVisible());
    EXPECT_EQ(QApplication::overrideCursor(), nullptr);

    emit compare.runStarted(QStringLiteral("Comparing n = 14"));
    EXPECT_TRUE(indicator->isVisible());
    EXPECT_EQ(indicator->findChild<QLabel*>()->text(), QStringLiteral("Comparing n = 14"));
    EXPECT_EQ(QApplication::overrideCursor(), nullptr); // the comparison runs in the worker
    emit compare.runFinished();
    EXPECT_FALSE(indicator->isVisible());
    auto* cancel = indicator->findChild<QToolButton*>(QStringLiteral("cancelRun"));
    ASSERT_NE(cancel, nullptr);
    EXPECT_FALSE(cancel->text().isEmpty());
}
