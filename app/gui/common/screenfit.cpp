#include "common/screenfit.h"

#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QWidget>

namespace cubelab::gui {

QSize ScreenFit::room(const QWidget* widget)
{
    const QWidget* window = widget->window();
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    // Full screen: the whole screen, without a frame.
    if (window->isFullScreen())
        return screen->geometry().size();
    // A shown window knows its frame; a window about to be shown keeps room for a usual one.
    QSize frame = window->frameGeometry().size() - window->geometry().size();
    if (!window->isVisible() || frame.isEmpty())
        frame = kFrameRoom;
    return (screen->availableGeometry().size() - frame).expandedTo(QSize(1, 1));
}

QSize ScreenFit::fitted(const QWidget* widget, QSize wanted)
{
    return wanted.boundedTo(room(widget));
}

void ScreenFit::keepMinimum(QWidget* window)
{
    // The layout keeps a minimum set here (QLayout: an explicit one), so a picture's window
    // gives it up again.
    if (window->testAttribute(Qt::WA_DontShowOnScreen)) {
        if (window->minimumSize() != QSize(0, 0)) {
            window->setMinimumSize(0, 0);
            window->layout()->invalidate();
            window->layout()->activate();
        }
        return;
    }
    const QSize minimum = window->layout()->totalMinimumSize().boundedTo(room(window));
    if (window->minimumSize() != minimum)
        window->setMinimumSize(minimum);
}

} // namespace cubelab::gui
