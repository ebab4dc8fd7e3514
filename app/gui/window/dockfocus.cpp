#include "window/dockfocus.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>
#include <algorithm>

namespace cubelab::gui {

namespace {

// The areas in reading order: the left column, the bottom, the right column, the top.
int areaRank(Qt::DockWidgetArea area)
{
    switch (area) {
    case Qt::LeftDockWidgetArea:
        return 0;
    case Qt::BottomDockWidgetArea:
        return 1;
    case Qt::RightDockWidgetArea:
        return 2;
    case Qt::TopDockWidgetArea:
        return 3;
    default:
        return 4;
    }
}

// The dock's first control that takes the keyboard, as the dock reads: the topmost, then the
// leftmost.
QWidget* firstControl(QDockWidget* dock)
{
    QWidget* first = nullptr;
    QPoint firstAt;
    for (QWidget* w : dock->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(dock) || !w->isEnabled() || w->focusProxy() ||
            (w->focusPolicy() & Qt::TabFocus) != Qt::TabFocus)
            continue;
        const QPoint at = w->mapTo(dock, QPoint(0, 0));
        if (!first || at.y() < firstAt.y() || (at.y() == firstAt.y() && at.x() < firstAt.x())) {
            first = w;
            firstAt = at;
        }
    }
    return first;
}

} // namespace

DockFocus::DockFocus(QMainWindow* window, QWidget* home, QObject* parent)
    : QObject(parent), mWindow(window), mHome(home)
{
}

QList<QDockWidget*> DockFocus::order() const
{
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : mWindow->findChildren<QDockWidget*>())
        if (dock->toggleViewAction()->isChecked() && dock->toggleViewAction()->isVisible())
            docks << dock;
    // Where a dock stands: docked ones by their area, then top to bottom and left to right; the
    // docks that share a place by tabs stand where the one in front does, in their tabs' order.
    // (A dock behind a tab is not hidden: it is moved out of sight.)
    auto place = [this](QDockWidget* dock) {
        QDockWidget* front = dock;
        for (QDockWidget* other : mWindow->tabifiedDockWidgets(dock))
            if (!other->visibleRegion().isEmpty())
                front = other;
        return front->mapTo(front->window(), QPoint(0, 0));
    };
    std::stable_sort(docks.begin(), docks.end(), [this, &place](QDockWidget* a, QDockWidget* b) {
        if (a->isFloating() != b->isFloating())
            return b->isFloating();
        const int rankA = areaRank(mWindow->dockWidgetArea(a));
        const int rankB = areaRank(mWindow->dockWidgetArea(b));
        if (rankA != rankB)
            return rankA < rankB;
        const QPoint at = place(a);
        const QPoint bt = place(b);
        if (at != bt)
            return at.y() != bt.y() ? at.y() < bt.y() : at.x() < bt.x();
        return tabIndex(a) < tabIndex(b);
    });
    return docks;
}

int DockFocus::tabIndex(QDockWidget* dock) const
{
    // The main window's tab bars name their tabs by the docks' titles.
    for (QTabBar* bar : mWindow->findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly))
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == dock->windowTitle())
                return i;
    return 0;
}

QDockWidget* DockFocus::current() const
{
    for (QWidget* w = QApplication::focusWidget(); w; w = w->parentWidget())
        if (auto* dock = qobject_cast<QDockWidget*>(w))
            return dock;
    return nullptr;
}

bool DockFocus::enter(QDockWidget* dock)
{
    dock->show();
    dock->raise();
    if (dock->isFloating())
        dock->activateWindow();
    QWidget* control = firstControl(dock);
    if (!control)
        return false;
    control->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void DockFocus::next()
{
    move(+1);
}

void DockFocus::previous()
{
    move(-1);
}

void DockFocus::move(int direction)
{
    const QList<QDockWidget*> docks = order();
    // The cube stands before the first dock and after the last.
    const int count = static_cast<int>(docks.size()) + 1;
    int at = static_cast<int>(docks.indexOf(current())); // -1: the cube (or elsewhere)
    for (int tries = 0; tries < count; ++tries) {
        at += direction;
        if (at >= static_cast<int>(docks.size()))
            at = -1;
        else if (at < -1)
            at = static_cast<int>(docks.size()) - 1;
        if (at == -1) {
            if (mHome) {
                mWindow->activateWindow();
                mHome->setFocus(Qt::ShortcutFocusReason);
            }
            return;
        }
        if (enter(docks[at]))
            return;
    }
}

} // namespace cubelab::gui
