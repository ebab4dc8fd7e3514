#include "window/presentationmode.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

PresentationMode::PresentationMode(QMainWindow* window, QDockWidget* captionDock,
                                   QDockWidget* resultsDock, QObject* parent)
    : QObject(parent), mWindow(window), mCaptionDock(captionDock), mResultsDock(resultsDock)
{
}

QByteArray PresentationMode::normalState() const
{
    return mOn ? mNormalState : mWindow->saveState();
}

void PresentationMode::setOn(bool on)
{
    if (on == mOn)
        return;
    mOn = on;
    if (!on) {
        for (QDockWidget* dock : {mCaptionDock, mResultsDock}) {
            QWidget* blank = dock->titleBarWidget();
            dock->setTitleBarWidget(nullptr);
            delete blank;
        }
        mWindow->setCorner(Qt::BottomLeftCorner, mBottomLeft);
        mWindow->setCorner(Qt::BottomRightCorner, mBottomRight);
        mWindow->restoreState(mNormalState);
        mWindow->menuBar()->show();
        mWindow->statusBar()->show();
        return;
    }
    mNormalState = mWindow->saveState();
    mBottomLeft = mWindow->corner(Qt::BottomLeftCorner);
    mBottomRight = mWindow->corner(Qt::BottomRightCorner);
    mWindow->menuBar()->hide();
    mWindow->statusBar()->hide();
    for (QDockWidget* dock : mWindow->findChildren<QDockWidget*>()) {
        if (dock == mCaptionDock || dock == mResultsDock) {
            // A floating or closed stage dock joins the stage in its place in the window.
            dock->setFloating(false);
            dock->show();
            dock->raise();
            // No title bar on the stage: an empty widget takes its place.
            dock->setTitleBarWidget(new QWidget(dock));
        } else {
            dock->hide();
        }
    }
    // The caption across the whole width, once the desk's docks are gone: moved before, the
    // bottom row would briefly hold them all side by side and grow the window past its size.
    mWindow->setCorner(Qt::BottomLeftCorner, Qt::BottomDockWidgetArea);
    mWindow->setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);
}

void PresentationMode::fitResults(int wanted)
{
    if (!mOn)
        return;
    const auto share = [this](double s) {
        return static_cast<int>(std::lround(mWindow->width() * s));
    };
    mWindow->resizeDocks({mResultsDock},
                         {std::clamp(wanted, share(kMinResultsShare), share(kMaxResultsShare))},
                         Qt::Horizontal);
}

} // namespace cubelab::gui
