#pragma once
// DockFocus: the keyboard's way into the docks and back. F6 takes it from the cube to the first
// open dock, each F6 to the next, and after the last back to the cube; Shift+F6 goes the other
// way. A dock behind another's tab is brought to the front, a floating one's window is
// activated, and the keyboard lands on the dock's first control, the topmost (Tab goes on from
// there). The
// docks are visited as the window reads: the left column, the bottom, the right column, each
// top to bottom, then the floating ones.

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace cubelab::gui {

class DockFocus : public QObject
{
    Q_OBJECT

public:
    // home: where the keyboard goes after the last dock (the cube view); both outlive this.
    DockFocus(QMainWindow* window, QWidget* home, QObject* parent = nullptr);

    void next();
    void previous();
    // The open docks (shown, or behind another's tab) in the order F6 visits them.
    QList<QDockWidget*> order() const;
    // Brings the dock forward and puts the keyboard on its first control; false when it has
    // none that takes the keyboard.
    static bool enter(QDockWidget* dock);

private:
    // The dock the keyboard is in now, or nullptr (on the cube, or elsewhere).
    QDockWidget* current() const;
    // A dock's place among the tabs it shares its place with (0 where it shares none).
    int tabIndex(QDockWidget* dock) const;
    void move(int direction);

    QMainWindow* mWindow;
    QPointer<QWidget> mHome;
};

} // namespace cubelab::gui
