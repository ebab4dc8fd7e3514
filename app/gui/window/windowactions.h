#pragma once
// WindowActions: the window's QActions and menus, made from ActionTable. Each action is the
// window's (its keys act while the menu bar is hidden: full screen, the stage); update() applies
// the table's rules — enabled, checked, whether the keys act, texts that follow the state — and
// retranslate() its texts. Help ▸ Keys is written from the table too (keysHelp).

#include "window/actiontable.h"

#include <QObject>
#include <map>

class QAction;
class QMenu;
class QMenuBar;

namespace cubelab::gui {

class MainWindow;

class WindowActions : public QObject
{
    Q_OBJECT

public:
    // Makes every action of the table, each added to the window.
    explicit WindowActions(MainWindow* window);

    QAction* action(ActionId id) const;
    QMenu* menu(MenuId id) const;
    // Where actions a registry makes go before the action (before its separator, where it has
    // one): the View menu's docks before Reset layout, the lessons before Open lesson file.
    QAction* placeBefore(ActionId id) const;

    // The menus of the table in the menu bar, each action in its place.
    void createMenus(QMenuBar* bar);
    // The table's rules applied anew; called whenever the state they read may have changed.
    void update();
    void retranslate();

    // Every action with keys, in its menu's order, and the keys of the view and the panels:
    // the rich text of Help ▸ Keys.
    static QString keysHelp();
    void showKeys();

private:
    // Where a submenu goes in its parent: before the first of the parent's actions after its
    // place (nullptr: at the end).
    QAction* submenuPlace(const MenuEntry& submenu) const;
    void applyKeys(const ActionEntry& entry, QAction* action) const;

    MainWindow* mWindow;
    std::map<ActionId, QAction*> mActions;
    std::map<ActionId, QAction*> mSeparators;
    std::map<MenuId, QMenu*> mMenus;
};

} // namespace cubelab::gui
