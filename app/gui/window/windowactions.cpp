#include "window/windowactions.h"

#include "common/screenfit.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace cubelab::gui {

namespace {

// The menu bar's menu a menu is shown in (itself or the one it is a submenu of).
MenuId topMenu(MenuId id)
{
    while (id != MenuId::None && ActionTable::menu(id).parent != MenuId::None)
        id = ActionTable::menu(id).parent;
    return id;
}

QString row(const QString& keys, const QString& what)
{
    return QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
        .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
}

// The keys as the platform names them, "Up / Down".
QString keyNames(std::initializer_list<QKeyCombination> keys)
{
    QStringList names;
    for (QKeyCombination key : keys)
        names << QKeySequence(key).toString(QKeySequence::NativeText);
    return names.join(QStringLiteral(" / "));
}

} // namespace

WindowActions::WindowActions(MainWindow* window) : QObject(window), mWindow(window)
{
    for (const ActionEntry& entry : ActionTable::actions()) {
        auto* action = new QAction(window);
        action->setObjectName(QString::fromLatin1(entry.name));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setCheckable(entry.flags & ActionEntry::Checkable);
        if (entry.flags & ActionEntry::QuitRole)
            action->setMenuRole(QAction::QuitRole);
        if (entry.flags & ActionEntry::AboutRole)
            action->setMenuRole(QAction::AboutRole);
        applyKeys(entry, action);
        window->addAction(action); // shortcuts work while the menu bar is hidden (full screen)
        connect(action, &QAction::triggered, this, [this, run = entry.run] {
            run(*mWindow);
            update();
        });
        mActions[entry.id] = action;
    }
}

QAction* WindowActions::action(ActionId id) const
{
    return mActions.at(id);
}

QMenu* WindowActions::menu(MenuId id) const
{
    return mMenus.at(id);
}

QAction* WindowActions::placeBefore(ActionId id) const
{
    const auto separator = mSeparators.find(id);
    return separator != mSeparators.end() ? separator->second : action(id);
}

void WindowActions::createMenus(QMenuBar* bar)
{
    for (const MenuEntry& entry : ActionTable::menus()) {
        QMenu* menu = entry.parent == MenuId::None ? bar->addMenu(QString())
                                                   : new QMenu(mMenus.at(entry.parent));
        menu->setObjectName(QString::fromLatin1(entry.name));
        mMenus[entry.id] = menu;
    }
    for (const ActionEntry& entry : ActionTable::actions()) {
        if (entry.menu == MenuId::None)
            continue;
        QMenu* menu = mMenus.at(entry.menu);
        if (entry.separatorBefore)
            mSeparators[entry.id] = menu->addSeparator();
        menu->addAction(action(entry.id));
    }
    for (const MenuEntry& entry : ActionTable::menus()) {
        if (entry.parent == MenuId::None)
            continue;
        QMenu* parent = mMenus.at(entry.parent);
        QAction* before = submenuPlace(entry);
        if (entry.separatorBefore)
            parent->insertSeparator(before);
        parent->insertMenu(before, mMenus.at(entry.id));
    }
}

QAction* WindowActions::submenuPlace(const MenuEntry& submenu) const
{
    bool passed = !submenu.after;
    for (const ActionEntry& entry : ActionTable::actions()) {
        if (entry.menu != submenu.parent)
            continue;
        if (passed)
            return placeBefore(entry.id);
        passed = entry.id == submenu.after;
    }
    return nullptr;
}

void WindowActions::applyKeys(const ActionEntry& entry, QAction* action) const
{
    const bool act = !entry.keysAct || entry.keysAct(*mWindow);
    const QList<QKeySequence> keys = act ? ActionTable::shortcuts(entry) : QList<QKeySequence>();
    if (action->shortcuts() != keys)
        action->setShortcuts(keys);
}

void WindowActions::update()
{
    for (const ActionEntry& entry : ActionTable::actions()) {
        QAction* action = mActions.at(entry.id);
        if (entry.enabled)
            action->setEnabled(entry.enabled(*mWindow));
        if (entry.isOn)
            action->setChecked(entry.isOn(*mWindow));
        if (entry.keysAct)
            applyKeys(entry, action);
        if (entry.shownText) {
            const QString text = entry.shownText(*mWindow);
            action->setText(text);
            action->setToolTip(ActionTable::toolTip(entry, text));
        }
    }
}

void WindowActions::retranslate()
{
    for (const ActionEntry& entry : ActionTable::actions()) {
        QAction* action = mActions.at(entry.id);
        const QString text = entry.shownText ? entry.shownText(*mWindow) : ActionTable::text(entry);
        action->setText(text);
        action->setToolTip(ActionTable::toolTip(entry, text));
    }
    for (const MenuEntry& entry : ActionTable::menus())
        if (const auto menu = mMenus.find(entry.id); menu != mMenus.end())
            menu->second->setTitle(ActionTable::title(entry));
}

QString WindowActions::keysHelp()
{
    QString rows;
    std::optional<MenuId> shown;
    for (const ActionEntry& entry : ActionTable::actions()) {
        const QString keys = ActionTable::keysText(entry);
        if (keys.isEmpty())
            continue;
        // The menu bar's menus as headings; the keys no menu shows under their own.
        if (const MenuId top = topMenu(entry.menu); shown != top) {
            shown = top;
            const QString heading = top == MenuId::None
                                        ? tr("Without a menu entry")
                                        : ActionTable::title(ActionTable::menu(top));
            rows += QStringLiteral("<tr><td colspan='2'><b>%1</b></td></tr>")
                        .arg(QString(heading).remove(QLatin1Char('&')).toHtmlEscaped());
        }
        rows += row(keys, ActionTable::help(entry));
    }
    rows += QStringLiteral("<tr><td colspan='2'><b>%1</b></td></tr>")
                .arg(tr("In the view and the panels").toHtmlEscaped());
    rows += row(keyNames({Qt::Key_Up, Qt::Key_Down}),
                tr("the previous / next node, in the order of the addresses (a screen reader "
                   "speaks its s_i and what it does in the step)"));
    rows += row(keyNames({Qt::Key_Menu}),
                tr("the focused node's menu (follow its input, where its s_i comes from)"));
    rows += row(keyNames({Qt::Key_Tab, Qt::SHIFT | Qt::Key_Tab}),
                tr("the next / previous control of a panel; a list, table or button reached so "
                   "keeps its arrows and Space"));
    return tr("<table cellspacing='6'>%1</table><p>The keys do not act while you type in a field; "
              "Enter commits a number and gives the keys back to the view (the frame round it "
              "shows where they go).</p>")
        .arg(rows);
}

void WindowActions::showKeys()
{
    // Every action with keys is a long list: it scrolls where the screen is smaller than it
    // (a projector's 1024x768 in German), rather than growing past the screen's edge.
    QDialog dialog(mWindow);
    dialog.setWindowTitle(tr("Keys"));
    auto* text = new QLabel(keysHelp(), &dialog);
    text->setTextFormat(Qt::RichText); // the table is the program's own, never a file's text
    text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    text->setContentsMargins(12, 12, 12, 12);
    text->setWordWrap(true); // a long help text breaks within its column
    auto* scroll = new QScrollArea(&dialog);
    scroll->setWidget(text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setAccessibleName(dialog.windowTitle());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    const int scrollBar = scroll->verticalScrollBar()->sizeHint().width();
    constexpr int kTextWidth = 860;
    dialog.resize(ScreenFit::fitted(
        &dialog, QSize(kTextWidth + scrollBar + 24, text->heightForWidth(kTextWidth) + 72)));
    dialog.exec();
}

} // namespace cubelab::gui
