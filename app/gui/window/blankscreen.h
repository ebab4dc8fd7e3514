#pragma once
// BlankScreen: a presenter's blank (B or "."). While it is on, a black window without a frame
// covers the whole screen the main window is on, above the main window, its floating docks
// and its dialogs, whatever mode the window is in (the desk, the stage, full screen, a
// comparison). No key acts on what is under it: B or "." again, or any step key (a
// clicker's Page Up/Down, the arrows, Space, Home, End), asks for the picture back — a step
// key's action then done on the picture brought back, so the class sees the step animate —
// and every other key (F5, Esc, F11 …) does nothing while the screen is black. A click on the
// black asks for the picture back too. The window decides (revealRequested, with the key:
// ActionTable::reveal); this class only covers and keeps the keys.

#include <QObject>

class QWidget;

namespace cubelab::gui {

class BlankScreen : public QObject
{
    Q_OBJECT

public:
    // window: the main window, whose screen is covered; it owns the black window.
    explicit BlankScreen(QWidget* window, QObject* parent = nullptr);
    ~BlankScreen() override;

    bool isOn() const { return mOn; }
    void setOn(bool on);
    // The black window (shown while on).
    QWidget* cover() const { return mCover; }
    // Whether the key asks for the picture back while the screen is black (ActionTable).
    static bool reveals(int key);

signals:
    // key: the Qt::Key pressed, 0 for a click.
    void revealRequested(int key);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* mWindow;
    QWidget* mCover;
    bool mOn = false;
};

} // namespace cubelab::gui
