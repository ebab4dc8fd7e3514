#pragma once
// PresentationMode: the window as the stage. Switched on, it keeps the arrangement of the docks
// (QMainWindow::saveState) and shows the stage alone: the central view, the stage docks (the
// timeline with the step's caption, the partial results) and nothing else — the other docks,
// the menu bar and the status bar are hidden. Switched off, the docks come back exactly as
// they were (restoreState), with the menu bar, the status bar and the corners (which the
// state does not hold). On the stage the caption's dock takes the whole width below, and the
// stage docks show no title bar.
// Fonts and the view's own presentation look are the window's business, not this class's.

#include <QByteArray>
#include <QList>
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace cubelab::gui {

class PresentationMode : public QObject
{
    Q_OBJECT

public:
    // The share of the window's width the partial results take on the stage, at least and
    // at most: the cube keeps the larger part.
    static constexpr double kMinResultsShare = 0.22;
    static constexpr double kMaxResultsShare = 0.4;

    PresentationMode(QMainWindow* window, QDockWidget* captionDock, QDockWidget* resultsDock,
                     QObject* parent = nullptr);

    bool isOn() const { return mOn; }
    void setOn(bool on);
    // The arrangement of the docks to remember: while the stage is shown, the one before it.
    QByteArray normalState() const;
    // Gives the partial results the width they want on the stage, within the shares above.
    void fitResults(int wanted);

private:
    QMainWindow* mWindow;
    QDockWidget* mCaptionDock;
    QDockWidget* mResultsDock;
    QByteArray mNormalState;
    Qt::DockWidgetArea mBottomLeft = Qt::LeftDockWidgetArea;
    Qt::DockWidgetArea mBottomRight = Qt::RightDockWidgetArea;
    bool mOn = false;
};

} // namespace cubelab::gui
