#include "window/blankscreen.h"

#include "window/actiontable.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPalette>
#include <QScreen>
#include <QWidget>

namespace cubelab::gui {

BlankScreen::BlankScreen(QWidget* window, QObject* parent)
    : QObject(parent), mWindow(window),
      // A window of its own (transient for the main window), so that it covers the frame, the
      // floating docks and the dialogs too, not only the main window's inside.
      mCover(new QWidget(window, Qt::Window | Qt::FramelessWindowHint | Qt::WindowStaysOnTopHint))
{
    mCover->setObjectName(QStringLiteral("blankScreen"));
    mCover->setAutoFillBackground(true);
    QPalette black = mCover->palette();
    black.setColor(QPalette::Window, Qt::black);
    mCover->setPalette(black);
    mCover->setCursor(Qt::BlankCursor);
    mCover->setFocusPolicy(Qt::StrongFocus);
    mCover->setAccessibleName(tr("Blank screen"));
    mCover->hide();
    qApp->installEventFilter(this);
}

BlankScreen::~BlankScreen()
{
    qApp->removeEventFilter(this);
}

bool BlankScreen::reveals(int key)
{
    return ActionTable::revealsBlank(key);
}

void BlankScreen::setOn(bool on)
{
    if (on == mOn)
        return;
    mOn = on;
    if (on) {
        const QScreen* screen =
            mWindow->screen() ? mWindow->screen() : QGuiApplication::primaryScreen();
        if (screen)
            mCover->setGeometry(screen->geometry());
        mCover->showFullScreen();
        mCover->raise();
        mCover->activateWindow();
        mCover->setFocus(Qt::OtherFocusReason);
        return;
    }
    mCover->hide();
    if (mWindow->isVisible()) {
        mWindow->raise();
        mWindow->activateWindow();
    }
}

bool BlankScreen::eventFilter(QObject* watched, QEvent* event)
{
    if (!mOn || !watched->isWidgetType())
        return false;
    switch (event->type()) {
    case QEvent::ShortcutOverride:
        // Accepted, the override keeps every shortcut of every window from acting; the key
        // press that follows is taken below.
        event->accept();
        return true;
    case QEvent::KeyPress: {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool plain =
            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (plain && !key->isAutoRepeat() && reveals(key->key()))
            emit revealRequested(key->key());
        return true;
    }
    case QEvent::KeyRelease:
        return true;
    case QEvent::MouseButtonPress:
        if (watched == mCover)
            emit revealRequested(0);
        return watched == mCover;
    default:
        return false;
    }
}

} // namespace cubelab::gui
