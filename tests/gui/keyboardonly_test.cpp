// The window with the keyboard alone (QTest key clicks, no mouse): every dialog of the menus
// opened with Alt and the entries' letters and closed with Esc; the lecture's reduce walked to
// its end with Page Down; the link order changed in the scenario panel (F6 into the panel, Tab
// to the links, → to choose one, Ctrl+← to move it earlier, Tab to Reversed and Space); an
// exercise answered and checked (Alt+A, its panel's letter, S for Show; Tab, Space). F6 and
// Shift+F6 visit every open dock and come back to the cube; Tab goes through each panel as it
// reads, top to bottom; every menu entry's Alt letter is its menu's own.

#include "cube/hypercubeview.h"
#include "document/session.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "scenario/linkordereditor.h"
#include "scenario/scenariopanel.h"
#include "window/dockfocus.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// A key as the keyboard sends it: to the open menu, else to the widget with the focus.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(static_cast<QWidget*>(nullptr), key, modifiers);
    settle();
}

// A letter key (an Alt letter of a menu entry, umlauts too), to the widget or, without one, as
// the keyboard sends it.
void press(QChar letter, Qt::KeyboardModifiers modifiers = Qt::NoModifier, QWidget* to = nullptr)
{
    QTest::sendKeyEvent(QTest::Click, to, static_cast<Qt::Key>(letter.toUpper().unicode()),
                        QString(letter.toLower()), modifiers);
    settle();
}

// The letter after the '&' of an entry's text ("&Open scenario…": O), or none.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// The menus from the menu bar down to the action, and the action: the letters to press.
bool pathTo(QMenu* menu, QAction* target, QList<QAction*>& path)
{
    for (QAction* a : menu->actions()) {
        path.append(a);
        if (a == target || (a->menu() && pathTo(a->menu(), target, path)))
            return true;
        path.removeLast();
    }
    return false;
}

QList<QAction*> pathTo(MainWindow& w, QAction* target)
{
    for (QAction* top : w.menuBar()->actions()) {
        QList<QAction*> path{top};
        if (top->menu() && pathTo(top->menu(), target, path))
            return path;
    }
    return {};
}

// The enabled entries of the menus that open a dialog (test::dialogActions).
QList<QAction*> dialogActions(MainWindow& w)
{
    QList<QAction*> enabled;
    for (QAction* a : test::dialogActions(w))
        if (a->isEnabled())
            enabled << a;
    return enabled;
}

// Every menu of the window: the menu bar's and their submenus.
void menusOf(QMenu* menu, QList<QMenu*>& menus)
{
    menus << menu;
    for (QAction* a : menu->actions())
        if (a->menu())
            menusOf(a->menu(), menus);
}

QDockWidget* dockOf(QWidget* w)
{
    for (; w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            return dock;
    return nullptr;
}

// Esc on each dialog that shows while it lives: what was seen, and whether each went away.
class EscapeDialogs
{
public:
    EscapeDialogs()
    {
        mTimer.setInterval(20);
        QObject::connect(&mTimer, &QTimer::timeout, [this] { poll(); });
        mTimer.start();
    }

    QStringList seen;
    QStringList stayed;

private:
    void poll()
    {
        if (QApplication::activePopupWidget())
            return;
        QWidget* modal = QApplication::activeModalWidget();
        auto* dialog = qobject_cast<QDialog*>(modal);
        if (!dialog || !dialog->isVisible() || mPressing)
            return;
        mPressing = true;
        seen << dialog->windowTitle();
        QTest::keyClick(dialog->focusWidget() ? dialog->focusWidget() : dialog, Qt::Key_Escape);
        QCoreApplication::processEvents();
        if (dialog->isVisible())
            stayed << dialog->windowTitle();
        mPressing = false;
    }

    QTimer mTimer;
    bool mPressing = false;
};

} // namespace

TEST(KeyboardOnly, DialogsTheReduceTheLinkOrderAndAnExerciseWithTheKeyboardAlone)
{
    auto w = freshWindow();
    ASSERT_EQ(QApplication::focusWidget(), w->view());

    // Every dialog of the menus: Alt and the menu's letter, each entry's letter, then Esc.
    QStringList notReached;
    for (QAction* a : dialogActions(*w)) {
        const QList<QAction*> path = pathTo(*w, a);
        ASSERT_FALSE(path.isEmpty()) << a->text();
        // A window manager gives the window back its activation when a dialog closes; the
        // offscreen platform has none to do it.
        w->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
        EscapeDialogs dialogs;
        for (int level = 0; level < path.size(); ++level) {
            const QChar letter = mnemonic(path[level]->text());
            ASSERT_FALSE(letter.isNull()) << "no Alt letter: " << path[level]->text();
            if (level == 0)
                press(letter, Qt::AltModifier, w.get());
            else
                press(letter);
            // A menu opens: the next letter is its.
            if (QMenu* menu = path[level]->menu()) {
                EXPECT_TRUE(QTest::qWaitFor(
                    [menu] { return QApplication::activePopupWidget() == menu; }, 2000))
                    << "the menu did not open: " << path[level]->text() << " active: "
                    << (QApplication::activePopupWidget()
                            ? QApplication::activePopupWidget()->objectName()
                            : QString())
                    << " bar: "
                    << (w->menuBar()->activeAction() ? w->menuBar()->activeAction()->text()
                                                     : QString());
            }
        }
        (void)QTest::qWaitFor([&dialogs] { return !dialogs.seen.isEmpty(); }, 2000);
        if (dialogs.seen.isEmpty()) {
            QStringList steps;
            for (QAction* step : path)
                steps << step->text();
            notReached << steps.join(QStringLiteral(" ▸ "));
        }
        EXPECT_TRUE(dialogs.stayed.isEmpty())
            << "Esc did not close: " << dialogs.stayed.join(QStringLiteral(", "));
        EXPECT_EQ(QApplication::activeModalWidget(), nullptr) << a->text();
        EXPECT_EQ(QApplication::activePopupWidget(), nullptr)
            << "a menu stayed open after " << a->text();
        if (QWidget* popup = QApplication::activePopupWidget())
            popup->close();
    }
    EXPECT_TRUE(notReached.isEmpty())
        << "no dialog by the keyboard from: " << notReached.join(QStringLiteral(", "));
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    ASSERT_EQ(QApplication::focusWidget(), w->view()) << "the keys are back on the cube";

    // The lecture's reduce to its end with a clicker's Page Down.
    const int steps = static_cast<int>(w->session()->trace()->stepCount());
    ASSERT_EQ(steps, 3);
    for (int k = 1; k <= steps; ++k) {
        press(Qt::Key_PageDown);
        w->session()->waitForWorkerIdle();
        EXPECT_EQ(w->session()->step(), k);
    }

    // The link order: F6 into the scenario panel, Tab to the links, → to the second link,
    // Ctrl+← to move it first.
    press(Qt::Key_F6);
    ASSERT_EQ(dockOf(QApplication::focusWidget()),
              w->findChild<QDockWidget*>(QStringLiteral("scenarioDock")));
    auto* links = w->scenarioPanel()->linkOrderEditor()->findChild<QListWidget*>(
        QStringLiteral("linkOrderList"));
    for (int guard = 0; guard < 20 && QApplication::focusWidget() != links; ++guard)
        press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), links);
    ASSERT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    press(Qt::Key_Home);
    press(Qt::Key_Right);
    EXPECT_EQ(links->currentRow(), 1) << "→ chooses the next link";
    press(Qt::Key_Left, Qt::ControlModifier);
    w->session()->waitForWorkerIdle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{2, 3, 1}));
    // Tab to the preset Reversed and Space.
    for (int guard = 0;
         guard < 10 && QApplication::focusWidget()->objectName() != QLatin1String("reversed");
         ++guard)
        press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("reversed"));
    press(Qt::Key_Space);
    w->session()->waitForWorkerIdle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 3, 2}));

    // An exercise: Analysis ▸ Exercises ▸ Show puts the keyboard into its panel, on its list.
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    QAction* show = w->action(QStringLiteral("exercise-show"));
    const QList<QAction*> path = pathTo(*w, show);
    ASSERT_EQ(path.size(), 3);
    press(mnemonic(path[0]->text()), Qt::AltModifier, w.get());
    press(mnemonic(path[1]->text()));
    press(mnemonic(path[2]->text()));
    auto* list = exercises->findChild<QListWidget*>(QStringLiteral("exerciseList"));
    ASSERT_EQ(QApplication::focusWidget(), list);
    // The first exercise: which link order keeps the high links free in Tree_Down? Reversed.
    press(Qt::Key_Home);
    ASSERT_EQ(exercises->currentExercise()->id, "tree-down-high-links");
    auto tabTo = [&](const char* name) {
        for (int guard = 0;
             guard < 20 && QApplication::focusWidget()->objectName() != QLatin1String(name);
             ++guard)
            press(Qt::Key_Tab);
        ASSERT_EQ(QApplication::focusWidget()->objectName(), QLatin1String(name));
    };
    tabTo("reversed");
    press(Qt::Key_Space);
    tabTo("check");
    press(Qt::Key_Space);
    w->session()->waitForWorkerIdle();
    settle();
    ASSERT_TRUE(exercises->lastResult().has_value());
    EXPECT_TRUE(exercises->lastResult()->correct) << exercises->feedbackText();
    EXPECT_FALSE(exercises->feedbackText().isEmpty());
    // Tab reaches the feedback itself.
    press(Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("showSolution"));
    press(Qt::Key_Tab);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("feedback"));
}

TEST(KeyboardOnly, F6VisitsEveryOpenDockAndComesBackToTheCube)
{
    auto w = freshWindow();
    const QList<QDockWidget*> docks = w->dockFocus()->order();
    ASSERT_GE(docks.size(), 13)
        << "the scenario, the timeline, the results, the program and the panels";
    // The docks with a control the keyboard reaches. The timeline's buttons, list and sliders
    // take no focus (the clicker's keys stay with the steps): its keys are the window's.
    QList<QDockWidget*> open;
    QStringList without;
    for (QDockWidget* dock : docks) {
        bool reachable = false;
        for (QWidget* child : dock->findChildren<QWidget*>())
            reachable = reachable || ((child->focusPolicy() & Qt::TabFocus) == Qt::TabFocus &&
                                      child->isVisibleTo(dock));
        if (reachable)
            open << dock;
        else
            without << dock->objectName();
    }
    EXPECT_EQ(without, QStringList{QStringLiteral("timelineDock")});
    QList<QDockWidget*> visited;
    for (int presses = 0; presses <= open.size(); ++presses) {
        press(Qt::Key_F6);
        QWidget* focus = QApplication::focusWidget();
        ASSERT_NE(focus, nullptr);
        if (focus == w->view())
            break;
        QDockWidget* dock = dockOf(focus);
        ASSERT_NE(dock, nullptr) << focus->metaObject()->className();
        EXPECT_TRUE(focus->isVisible()) << dock->objectName();
        visited << dock;
    }
    EXPECT_EQ(QApplication::focusWidget(), w->view()) << "after the last dock, back to the cube";
    EXPECT_EQ(visited, open);
    // The left column first (the scenario), the timeline below, then the right column.
    ASSERT_FALSE(visited.isEmpty());
    EXPECT_EQ(visited.front()->objectName(), QStringLiteral("scenarioDock"));
    // Shift+F6 goes back: into the last dock.
    press(Qt::Key_F6, Qt::ShiftModifier);
    EXPECT_EQ(dockOf(QApplication::focusWidget()), open.back());
    press(Qt::Key_F6);
    EXPECT_EQ(QApplication::focusWidget(), w->view());
}

// Tab goes through each panel as it reads: never back up to a control above the one before.
TEST(KeyboardOnly, TabGoesThroughEveryPanelTopToBottom)
{
    auto w = freshWindow();
    QStringList upwards;
    QStringList missed;
    int tabbed = 0;
    for (QDockWidget* dock : w->dockFocus()->order()) {
        if (!DockFocus::enter(dock))
            continue; // the timeline: see F6VisitsEveryOpenDockAndComesBackToTheCube
        settle();
        QWidget* previous = QApplication::focusWidget();
        std::set<QWidget*> seen{previous};
        for (int presses = 0; presses < 200; ++presses) {
            // A program's text keeps Tab (it indents): Ctrl+Tab leaves it.
            const bool keepsTab = qobject_cast<QPlainTextEdit*>(previous) &&
                                  !static_cast<QPlainTextEdit*>(previous)->isReadOnly();
            press(Qt::Key_Tab, keepsTab ? Qt::ControlModifier : Qt::NoModifier);
            QWidget* focus = QApplication::focusWidget();
            // An editable table goes from cell to cell first.
            if (focus == previous && qobject_cast<QAbstractItemView*>(focus))
                continue;
            if (!focus || dockOf(focus) != dock || seen.count(focus))
                break;
            seen.insert(focus);
            ++tabbed;
            const QRect before(previous->mapTo(dock, QPoint(0, 0)), previous->size());
            const QRect now(focus->mapTo(dock, QPoint(0, 0)), focus->size());
            // On the same line (their middles level) it may go right; else it goes down.
            const bool sameLine = std::abs(now.center().y() - before.center().y()) <
                                  std::max(before.height(), now.height()) / 2;
            if (!(sameLine ? now.left() >= before.left()
                           : now.top() >= before.top() || now.center().y() >= before.bottom()))
                upwards << QStringLiteral("%1: %2 (%3) after %4 (%5)")
                               .arg(dock->objectName(), focus->objectName(),
                                    focus->metaObject()->className(), previous->objectName(),
                                    previous->metaObject()->className());
            previous = focus;
        }
        // Every control of the panel was reached before Tab left it.
        for (QWidget* control : dock->findChildren<QWidget*>())
            if (control->isVisibleTo(dock) && control->isEnabled() && !control->focusProxy() &&
                (control->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !seen.count(control))
                missed << QStringLiteral("%1: %2 (%3)")
                              .arg(dock->objectName(), control->objectName(),
                                   control->metaObject()->className());
    }
    EXPECT_TRUE(upwards.isEmpty()) << upwards.join(QLatin1Char('\n'));
    EXPECT_TRUE(missed.isEmpty()) << "Tab left the panel before it reached:\n"
                                  << missed.join(QLatin1Char('\n'));
    EXPECT_GE(tabbed, 30) << "Tab went on within the panels";
}

// Each menu's entries have Alt letters of their own (an entry without one is reached with the
// arrows), in English and in German.
TEST(KeyboardOnly, EveryMenuEntrysAltLetterIsItsMenusOwnInEnglishAndGerman)
{
    auto w = freshWindow();
    for (const char* language : {"en", "de"}) {
        w->setLanguage(QString::fromLatin1(language));
        settle();
        QStringList clashes;
        QList<QMenu*> menus;
        for (QAction* top : w->menuBar()->actions())
            if (top->menu())
                menusOf(top->menu(), menus);
        std::vector<QList<QAction*>> levels{w->menuBar()->actions()};
        for (QMenu* menu : menus)
            levels.push_back(menu->actions());
        for (const QList<QAction*>& entries : levels) {
            std::map<QChar, QString> taken;
            for (QAction* a : entries) {
                if (a->isSeparator() || !a->isVisible())
                    continue;
                const QChar letter = mnemonic(a->text());
                if (letter.isNull())
                    continue;
                if (taken.count(letter))
                    clashes << QStringLiteral("%1: “%2” and “%3”")
                                   .arg(letter, taken[letter], a->text());
                else
                    taken[letter] = a->text();
            }
        }
        // A label's or a button's Alt letter in a panel is a shortcut of the whole window (while
        // its dock is open, also behind another's tab): none may take a menu's letter, or Alt
        // with it opens the menu only every other time.
        std::map<QChar, QString> menuLetters;
        for (QAction* top : w->menuBar()->actions())
            if (const QChar letter = mnemonic(top->text()); !letter.isNull())
                menuLetters[letter] = top->text();
        for (QWidget* widget : w->findChildren<QWidget*>()) {
            QString text;
            if (auto* label = qobject_cast<QLabel*>(widget); label && label->buddy())
                text = label->text();
            else if (auto* button = qobject_cast<QAbstractButton*>(widget))
                text = button->text();
            const QChar letter = mnemonic(text);
            if (!letter.isNull() && menuLetters.count(letter) && widget->isVisibleTo(w.get()))
                clashes << QStringLiteral("%1: “%2” (%3) and the menu “%4”")
                               .arg(letter, text, widget->objectName(), menuLetters[letter]);
        }
        EXPECT_TRUE(clashes.isEmpty()) << "in " << language << ":\n"
                                       << clashes.join(QLatin1Char('\n'));
        // Every entry that opens a dialog has a letter, and so has every menu on its way.
        QStringList without;
        for (QAction* a : dialogActions(*w))
            for (QAction* step : pathTo(*w, a))
                if (mnemonic(step->text()).isNull())
                    without << step->text();
        without.removeDuplicates();
        EXPECT_TRUE(without.isEmpty())
            << "in " << language << ", no Alt letter: " << without.join(QStringLiteral(", "));
    }
}
