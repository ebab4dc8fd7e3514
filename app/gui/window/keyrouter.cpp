#include "window/keyrouter.h"

#include "window/actiontable.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTextEdit>

namespace cubelab::gui {

namespace {

// The text a spin box shows for its value: textFromValue is protected, but a pointer to it
// formed in a derived class calls the box's own (virtual) version.
struct SpinBoxText : QSpinBox
{
    static QString of(const QSpinBox* box)
    {
        const auto text = &SpinBoxText::textFromValue;
        return (box->*text)(box->value());
    }
};

struct DoubleSpinBoxText : QDoubleSpinBox
{
    static QString of(const QDoubleSpinBox* box)
    {
        const auto text = &DoubleSpinBoxText::textFromValue;
        return (box->*text)(box->value());
    }
};

// Whether the text shown is other than the value's: what the user typed and did not commit.
template <typename Box, typename Text> bool showsUncommittedText(const Box* box)
{
    if (!box->specialValueText().isEmpty() && box->value() == box->minimum() &&
        box->text() == box->specialValueText())
        return false;
    return box->cleanText() != Text::of(box).trimmed();
}

bool isMultiLine(const QWidget* field)
{
    return qobject_cast<const QTextEdit*>(field) || qobject_cast<const QPlainTextEdit*>(field);
}

bool isField(const QWidget* field)
{
    return qobject_cast<const QAbstractSpinBox*>(field) || qobject_cast<const QComboBox*>(field) ||
           qobject_cast<const QLineEdit*>(field) || isMultiLine(field);
}

// Whether a click on the widget moves the focus (QApplication gives it to the first widget
// up the chain that takes focus by a click).
bool takesClickFocus(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (w->isEnabled() && (w->focusPolicy() & Qt::ClickFocus))
            return true;
        if (w->isWindow())
            break;
    }
    return false;
}

} // namespace

KeyRouter::KeyRouter(QWidget* window, QWidget* home, QObject* parent)
    : QObject(parent), mWindow(window), mHome(home)
{
    mRest.setSingleShot(true);
    mRest.setInterval(kRestMs);
    connect(&mRest, &QTimer::timeout, this, &KeyRouter::onRest);
    qApp->installEventFilter(this);
}

KeyRouter::~KeyRouter()
{
    qApp->removeEventFilter(this);
}

QWidget* KeyRouter::fieldOf(QWidget* widget)
{
    if (qobject_cast<QLineEdit*>(widget) && widget->parentWidget() &&
        (qobject_cast<QAbstractSpinBox*>(widget->parentWidget()) ||
         qobject_cast<QComboBox*>(widget->parentWidget())))
        return widget->parentWidget();
    return widget;
}

bool KeyRouter::isTyping(const QWidget* field)
{
    if (!field)
        return false;
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(field)) {
        if (spin->isReadOnly())
            return false;
        // With keyboard tracking the text is the value at every key: nothing tells a typed
        // number from a committed one, so the box keeps the keys while it has the focus.
        if (spin->keyboardTracking())
            return true;
        if (const auto* box = qobject_cast<const QSpinBox*>(field))
            return showsUncommittedText<QSpinBox, SpinBoxText>(box);
        if (const auto* box = qobject_cast<const QDoubleSpinBox*>(field))
            return showsUncommittedText<QDoubleSpinBox, DoubleSpinBoxText>(box);
        return true;
    }
    if (const auto* line = qobject_cast<const QLineEdit*>(field))
        return !line->isReadOnly();
    if (const auto* text = qobject_cast<const QTextEdit*>(field))
        return !text->isReadOnly();
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(field))
        return !text->isReadOnly();
    if (const auto* combo = qobject_cast<const QComboBox*>(field))
        return combo->isEditable();
    return false;
}

bool KeyRouter::keepsKey(const QWidget* field, const QKeyEvent* key)
{
    if (!isTyping(field))
        return false;
    if (ActionTable::isClickerKey(key->key()))
        return isMultiLine(field);
    return true;
}

bool KeyRouter::keepsNavigationKey(const QWidget* control, const QKeyEvent* key)
{
    if (!control || (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End: {
        const auto* label = qobject_cast<const QLabel*>(control);
        return qobject_cast<const QAbstractScrollArea*>(control) ||
               qobject_cast<const QAbstractSlider*>(control) ||
               qobject_cast<const QTabBar*>(control) ||
               qobject_cast<const QRadioButton*>(control) ||
               (label && (label->textInteractionFlags() & Qt::TextSelectableByKeyboard));
    }
    case Qt::Key_Space:
        return qobject_cast<const QAbstractButton*>(control) ||
               qobject_cast<const QAbstractItemView*>(control) ||
               qobject_cast<const QComboBox*>(control);
    default:
        return false;
    }
}

bool KeyRouter::serves(const QWidget* widget) const
{
    // The window and its floating docks, not its menus, dialogs or tooltips.
    const QWidget* top = widget->window();
    if (top != mWindow && !qobject_cast<const QDockWidget*>(top))
        return false;
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w == mWindow)
            return true;
    return false;
}

bool KeyRouter::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::ShortcutOverride && type != QEvent::KeyPress && type != QEvent::FocusIn &&
        type != QEvent::MouseButtonPress)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !serves(widget))
        return false;
    QWidget* field = fieldOf(widget);

    switch (type) {
    case QEvent::ShortcutOverride:
        return overrideShortcut(widget, field, static_cast<QKeyEvent*>(event));
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) &&
            (qobject_cast<QAbstractSpinBox*>(field) || qobject_cast<QComboBox*>(field)))
            // After the field has taken the Enter and committed its value.
            QMetaObject::invokeMethod(this, &KeyRouter::goHome, Qt::QueuedConnection);
        return false;
    }
    case QEvent::FocusIn:
        focusEntered(widget, field, static_cast<QFocusEvent*>(event)->reason());
        return false;
    case QEvent::MouseButtonPress:
        if (widget != mHome && !takesClickFocus(widget)) {
            QWidget* focus = QApplication::focusWidget();
            if (!focus || !isTyping(fieldOf(focus)))
                goHome();
        }
        return false;
    default:
        return false;
    }
}

bool KeyRouter::overrideShortcut(QWidget* widget, QWidget* field, QKeyEvent* key)
{
    // A control the keyboard brought the focus to keeps the keys it moves within itself.
    if (widget == mKeyboardFocus && keepsNavigationKey(widget, key)) {
        key->setAccepted(true);
        return true;
    }
    // Keys with Ctrl, Alt or Meta are the field's own business (copy, paste, undo …).
    if (!isField(field) ||
        (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    // Accepting the override hands the key to the field; ignoring it (and keeping the event
    // from the field, which would accept it) lets the window's shortcut act.
    key->setAccepted(keepsKey(field, key));
    return true;
}

void KeyRouter::focusEntered(QWidget* widget, QWidget* field, Qt::FocusReason reason)
{
    switch (reason) {
    case Qt::TabFocusReason:
    case Qt::BacktabFocusReason:
    case Qt::ShortcutFocusReason:
        mKeyboardFocus = widget;
        break;
    case Qt::MouseFocusReason:
    case Qt::OtherFocusReason:
        mKeyboardFocus = nullptr;
        break;
    default: // the window or a popup gives the focus back where it was
        break;
    }
    watch(field);
}

void KeyRouter::watch(QWidget* field)
{
    if (auto* box = qobject_cast<QSpinBox*>(field))
        connect(box, &QSpinBox::valueChanged, this, &KeyRouter::onFieldChanged,
                Qt::UniqueConnection);
    else if (auto* box = qobject_cast<QDoubleSpinBox*>(field))
        connect(box, &QDoubleSpinBox::valueChanged, this, &KeyRouter::onFieldChanged,
                Qt::UniqueConnection);
    else if (auto* combo = qobject_cast<QComboBox*>(field))
        connect(combo, &QComboBox::activated, this, &KeyRouter::onFieldChanged,
                Qt::UniqueConnection);
}

void KeyRouter::onFieldChanged()
{
    auto* field = qobject_cast<QWidget*>(sender());
    QWidget* focus = QApplication::focusWidget();
    if (!field || !focus || fieldOf(focus) != field || isTyping(field))
        return;
    // The keyboard brought the focus here: it stays, and a screen reader says the new value
    // where the user is.
    if (mKeyboardFocus && fieldOf(mKeyboardFocus) == field)
        return;
    mRestField = field;
    mRest.start();
}

void KeyRouter::onRest()
{
    QWidget* focus = QApplication::focusWidget();
    // Still resting in the field that changed, with no popup open and nothing typed since.
    if (mRestField && focus && fieldOf(focus) == mRestField && !isTyping(mRestField) &&
        !QApplication::activePopupWidget())
        goHome();
}

void KeyRouter::goHome()
{
    mRest.stop();
    if (mHome->isVisible() && mHome->isEnabled())
        mHome->setFocus(Qt::OtherFocusReason);
}

} // namespace cubelab::gui
