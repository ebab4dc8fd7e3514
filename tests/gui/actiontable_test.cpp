// The window's actions as ActionTable writes them: every key of every action reaches its action
// in the window and on the stage, in each state where the table enables it (and no other
// action with it); a clicker's keys reach the steps from a single-line field being typed in;
// the menus hold the table's actions in its order; Help ▸ Keys lists every action with keys
// in its menu's order, translated.

#include "cube/hypercubeview.h"
#include "document/follow.h"
#include "document/session.h"
#include "guitestutil.h"
#include "window/actiontable.h"
#include "window/mainwindow.h"
#include "window/windowactions.h"

#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QShortcutEvent>
#include <QTest>
#include <QUndoStack>
#include <functional>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// Records which actions a key reached and keeps the key from acting: the state the keys are
// tried in stays as it was (no dialog opens, the window does not close).
class ShortcutCatcher : public QObject
{
public:
    explicit ShortcutCatcher(MainWindow& window)
    {
        for (const ActionEntry& entry : ActionTable::actions())
            window.action(QString::fromLatin1(entry.name))->installEventFilter(this);
    }

    QStringList reached;   // the object names of the actions the key reached alone
    QStringList ambiguous; // … and of those it reached with another one (it acts on none)

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        (static_cast<QShortcutEvent*>(event)->isAmbiguous() ? ambiguous : reached)
            << watched->objectName();
        return true;
    }
};

// The key, as the keyboard sends it, to the widget with the focus (with its text where it
// types one: QTest knows no text for the keys beyond Latin-1's).
void press(const QKeySequence& key)
{
    const Qt::Key code = key[0].key();
    const Qt::KeyboardModifiers modifiers = key[0].keyboardModifiers();
    QString text;
    if (code >= Qt::Key_Space && code <= Qt::Key_AsciiTilde && !(modifiers & Qt::ControlModifier))
        text = QChar(code).toLower();
    QTest::sendKeyEvent(QTest::Click, QApplication::focusWidget(), code, text, modifiers);
    settle();
}

struct State
{
    const char* name;
    std::function<void(MainWindow&)> enter;
};

// The states the table's rules tell apart: at the desk and on the stage, with changes to undo
// and to redo, following a value, comparing, a lesson's scene's panel on the stage.
std::vector<State> states()
{
    return {
        {"at the desk", [](MainWindow&) {}},
        {"with a change to undo and one to redo",
         [](MainWindow& w) {
             for (const char* algorithm : {"tree-allreduce", "cube-allreduce"})
                 ASSERT_TRUE(w.session()->editScenario(test::numericScenario(3, algorithm),
                                                       QStringLiteral("algorithm")));
             w.session()->undoStack()->undo();
         }},
        {"following an input", [](MainWindow& w) { w.session()->setFollow(Follow::input(1)); }},
        {"comparing",
         [](MainWindow& w) { ASSERT_TRUE(w.compareWith(QStringLiteral("cube-vs-tree"))); }},
        {"on the stage", [](MainWindow& w) { w.setPresentationMode(true); }},
        {"comparing on the stage",
         [](MainWindow& w) {
             ASSERT_TRUE(w.compareWith(QStringLiteral("cube-vs-tree")));
             w.setPresentationMode(true);
         }},
        {"a lesson's scene with its panel on the stage",
         [](MainWindow& w) {
             ASSERT_TRUE(w.startLesson(QStringLiteral("reduce-allreduce"), 10));
             w.setPresentationMode(true);
         }},
    };
}

} // namespace

TEST(ActionTableKeys, EveryKeyReachesItsActionAloneInEveryStateThatEnablesIt)
{
    QStringList everReached;
    for (const State& state : states()) {
        auto w = freshWindow();
        state.enter(*w);
        settle();
        w->view()->setFocus(Qt::OtherFocusReason);
        settle();
        ShortcutCatcher catcher(*w);
        for (const ActionEntry& entry : ActionTable::actions()) {
            const QString name = QString::fromLatin1(entry.name);
            QAction* action = w->action(name);
            const QList<QKeySequence> keys = ActionTable::shortcuts(entry);
            const bool acts = action->isEnabled() && (!entry.keysAct || entry.keysAct(*w));
            for (const QKeySequence& key : keys) {
                catcher.reached.clear();
                catcher.ambiguous.clear();
                press(key);
                const QString where = QStringLiteral("%1, %2: %3")
                                          .arg(QLatin1String(state.name), name, key.toString());
                EXPECT_TRUE(catcher.ambiguous.isEmpty())
                    << where << " also reaches " << catcher.ambiguous.join(", ");
                if (acts) {
                    EXPECT_EQ(catcher.reached, QStringList{name}) << where;
                    everReached << name;
                } else {
                    EXPECT_FALSE(catcher.reached.contains(name)) << where << " (disabled)";
                }
            }
        }
    }
    for (const ActionEntry& entry : ActionTable::actions()) {
        if (!ActionTable::shortcuts(entry).isEmpty()) {
            EXPECT_TRUE(everReached.contains(QString::fromLatin1(entry.name)))
                << entry.name << ": its keys reach it in no state";
        }
    }
}

TEST(ActionTableKeys, TheStageKeepsTheStepsThePlayerAndTheBlankOnTheirKeys)
{
    auto w = freshWindow();
    w->setPresentationMode(true);
    settle();
    ShortcutCatcher catcher(*w);
    for (ActionId id :
         {ActionId::First, ActionId::Previous, ActionId::PlayPause, ActionId::Next, ActionId::Last,
          ActionId::Blank, ActionId::Presentation, ActionId::LeavePresentation}) {
        const ActionEntry& entry = ActionTable::entry(id);
        for (const QKeySequence& key : ActionTable::shortcuts(entry)) {
            catcher.reached.clear();
            press(key);
            EXPECT_EQ(catcher.reached, QStringList{QString::fromLatin1(entry.name)})
                << entry.name << ": " << key.toString();
        }
    }
}

TEST(ActionTableKeys, OnlyAClickersKeysReachTheStepsFromASingleLineFieldBeingTypedIn)
{
    auto w = freshWindow();
    w->panelDock(QStringLiteral("machine"))->raise();
    settle();
    auto* field = w->findChild<QLineEdit*>(QStringLiteral("machineName"));
    ASSERT_NE(field, nullptr);
    field->setFocus();
    settle();
    ASSERT_EQ(QApplication::focusWidget(), field);
    ShortcutCatcher catcher(*w);
    int clickerKeys = 0;
    for (const ActionEntry& entry : ActionTable::actions()) {
        for (const ActionKey& key : entry.keys) {
            // The plain keys a field could type; Ctrl's are the field's own (copy, undo, …).
            if (key.standard != QKeySequence::UnknownKey ||
                key.key.keyboardModifiers() != Qt::NoModifier || key.key.key() == Qt::Key_unknown)
                continue;
            catcher.reached.clear();
            press(QKeySequence(key.key));
            if (key.clicker) {
                ++clickerKeys;
                EXPECT_EQ(catcher.reached, QStringList{QString::fromLatin1(entry.name)})
                    << entry.name;
            } else {
                EXPECT_TRUE(catcher.reached.isEmpty())
                    << entry.name << " took " << QKeySequence(key.key).toString();
            }
        }
    }
    EXPECT_EQ(clickerKeys, 2); // Page Down and Page Up
    EXPECT_EQ(QApplication::focusWidget(), field);
}

TEST(ActionTableMenus, EveryActionStandsInItsMenuInTheTablesOrder)
{
    auto w = freshWindow();
    std::map<const QMenu*, QStringList> shown;
    std::function<void(QMenu*)> walk = [&](QMenu* menu) {
        for (QAction* a : menu->actions()) {
            if (a->menu())
                walk(a->menu());
            else if (!a->isSeparator())
                shown[menu] << a->objectName();
        }
    };
    for (QAction* top : w->menuBar()->actions())
        walk(top->menu());
    std::map<const QMenu*, QStringList> table;
    for (const ActionEntry& entry : ActionTable::actions())
        if (entry.menu != MenuId::None)
            table[w->findChild<QMenu*>(QString::fromLatin1(ActionTable::menu(entry.menu).name))]
                << QString::fromLatin1(entry.name);
    for (const auto& [menu, names] : table) {
        ASSERT_NE(menu, nullptr);
        QStringList inMenu;
        for (const QString& name : shown[menu])
            if (names.contains(name))
                inMenu << name;
        EXPECT_EQ(inMenu, names) << menu->objectName();
    }
    // The Esc that leaves the stage is in no menu.
    EXPECT_TRUE(w->action(QStringLiteral("leavePresentation"))->associatedObjects().size() == 1);
}

TEST(ActionTableMenus, HelpKeysListsEveryActionWithKeysInTheMenusOrderTranslated)
{
    auto w = freshWindow();
    for (const char* language : {"en", "de"}) {
        w->setLanguage(QString::fromLatin1(language));
        settle();
        const QString help = WindowActions::keysHelp();
        qsizetype at = 0;
        int rows = 0;
        // In the order the menus show the actions (the table's), each with its keys and help.
        std::function<void(const QMenu*)> walk = [&](const QMenu* menu) {
            for (QAction* a : menu->actions()) {
                if (a->menu()) {
                    walk(a->menu());
                    continue;
                }
                const ActionEntry* entry = nullptr;
                for (const ActionEntry& e : ActionTable::actions())
                    if (a->objectName() == QLatin1String(e.name))
                        entry = &e;
                if (!entry || ActionTable::shortcuts(*entry).isEmpty())
                    continue;
                const QString row = QStringLiteral("<b>%1</b></td><td>%2<")
                                        .arg(ActionTable::keysText(*entry).toHtmlEscaped(),
                                             ActionTable::help(*entry).toHtmlEscaped());
                const qsizetype found = help.indexOf(row, at);
                EXPECT_GE(found, at) << language << ": " << row;
                at = std::max(at, found);
                ++rows;
            }
        };
        for (QAction* top : w->menuBar()->actions())
            walk(top->menu());
        EXPECT_GE(rows, 25) << language;
        EXPECT_TRUE(
            help.contains(ActionTable::keysText(ActionTable::entry(ActionId::LeavePresentation))))
            << "the key no menu shows";
    }
    const QString german = WindowActions::keysHelp();
    EXPECT_TRUE(german.contains(QStringLiteral("Nächster Schritt")));
    EXPECT_TRUE(german.contains(QStringLiteral("<b>Schritt</b>"))) << "the menu's heading";
    EXPECT_TRUE(german.contains(QStringLiteral("Während Sie in ein Feld tippen")));
    w->setLanguage(QStringLiteral("en"));
}
