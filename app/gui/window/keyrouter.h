#pragma once
// KeyRouter: who gets the window's single keys. The keys of the window's actions (ActionTable:
// the steps, the player, the zoom, the blank screen, …) act unless the user is typing in a
// field at this very moment, and the keys go back to the view (the "home" widget) as soon as
// an edit in a spin box or combo box is committed.
//
// Typing at this moment: a line edit or an editable text edit has the focus, or a spin box
// shows text the user typed and has not committed (its text is not the text of its value).
// A clicker's keys (ActionTable::isClickerKey: Page Up/Down) stay with the steps unless a
// multi-line text field has the focus: a spin box would step its value by ten, and a
// single-line field has no use for them.
// Committed: Enter in a spin box or combo box gives the keys back at once; a value stepped by
// its arrows, the wheel or a choice in a combo box gives them back after a short rest
// (kRestMs), so a few clicks in a row still reach the box. A click on something that takes no
// focus (a timeline step, a transport button, a caption) gives the keys to the view too.
//
// Brought by the keyboard: a control the keyboard brought the focus to (Tab, Shift+Tab, a
// label's Alt+letter, F6) keeps the keys it moves within itself — the arrows and Home/End of a
// list, table, tab bar, slider, radio button, scroll area or keyboard-selectable text, Space of a
// button, list or combo box — so that the keyboard alone works it. Page Up/Down (a clicker's)
// step even then, and a value changed there keeps the focus (no rest): a screen reader says the
// new value where the user is. Brought by a click, the control leaves those keys to the steps,
// as before.
//
// One application-wide event filter sees the keys before any field (ShortcutOverride decides
// whether a field keeps a key or the window's shortcut acts); it only acts for widgets of the
// window it serves, floating docks included.

#include <QObject>
#include <QPointer>
#include <QTimer>

class QKeyEvent;
class QWidget;

namespace cubelab::gui {

class KeyRouter : public QObject
{
    Q_OBJECT

public:
    static constexpr int kRestMs = 1200;

    // home: where the keys go back to (the hypercube view); both must outlive the router.
    KeyRouter(QWidget* window, QWidget* home, QObject* parent = nullptr);
    ~KeyRouter() override;

    // The field a widget belongs to: a spin box or combo box for their inner line edit.
    static QWidget* fieldOf(QWidget* widget);
    // Whether the user is typing in the field at this moment (see above); the focus is not
    // looked at.
    static bool isTyping(const QWidget* field);
    // Whether the field keeps the key instead of the window's shortcut.
    static bool keepsKey(const QWidget* field, const QKeyEvent* key);
    // Whether a control the keyboard brought the focus to keeps the key (see above).
    static bool keepsNavigationKey(const QWidget* control, const QKeyEvent* key);

    // Whether a committed change waits for its rest before the keys go back to the view.
    bool isRestPending() const { return mRest.isActive(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool serves(const QWidget* widget) const;
    // The window's shortcut or the field: who gets the key (true: decided here).
    bool overrideShortcut(QWidget* widget, QWidget* field, QKeyEvent* key);
    void focusEntered(QWidget* widget, QWidget* field, Qt::FocusReason reason);
    void goHome();
    void watch(QWidget* field);
    void onFieldChanged();
    void onRest();

    QWidget* mWindow;
    QWidget* mHome;
    QTimer mRest;
    QPointer<QWidget> mRestField;
    QPointer<QWidget> mKeyboardFocus; // the control the keyboard brought the focus to
};

} // namespace cubelab::gui
