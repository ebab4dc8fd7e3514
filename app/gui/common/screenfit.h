#pragma once
// ScreenFit: no window larger than the screen it opens on (docs/gui.md, "Windows that fit the
// screen"). A window's frame is the window manager's, known only once the window is shown;
// until then room for a usual frame (a title bar and borders) is kept.

#include <QSize>

class QWidget;

namespace cubelab::gui {

struct ScreenFit
{
    // A title bar and thin borders, as window managers draw them.
    static constexpr QSize kFrameRoom{16, 48};

    // The size a window of the widget may take on its screen: the screen's available part (no
    // panels) less the window's frame.
    static QSize room(const QWidget* widget);
    // wanted, made smaller where the room is smaller.
    static QSize fitted(const QWidget* widget, QSize wanted);
    // Keeps the window's least size within the room its screen has. Its docks and panels ask
    // for a least size (larger on the stage and in German); a larger minimum would make the
    // window larger than the screen and take it out of full screen or maximised. A window on
    // no screen (a picture of it, Qt::WA_DontShowOnScreen) keeps its layout's least size.
    static void keepMinimum(QWidget* window);
};

} // namespace cubelab::gui
