#pragma once
// StagePanel: a panel on the stage in place of the cube. In presentation mode the lecturer can
// give the stage to any panel (Analysis ▸ <panel> ▸ On the stage): its widget leaves its dock
// for the window's centre, where the cube stood, and takes the room the cube had; leaving the
// stage (Esc, F5) gives it back to its dock, which returns with the others exactly as it was.
// One panel at a time; the cube is the stage's first page and never leaves it. On the stage
// the panel shows its stage look (AnalysisPanel::setOnStage).

#include <QDockWidget>
#include <QObject>
#include <QPointer>

class QStackedWidget;
class QWidget;

namespace cubelab::gui {

class StagePanel : public QObject
{
    Q_OBJECT

public:
    // stack: the window's centre; its current page (the cube) is shown whenever no panel is.
    explicit StagePanel(QStackedWidget* stack, QObject* parent = nullptr);

    // Puts the dock's widget on the stage (another panel there goes back first).
    void take(QDockWidget* dock);
    // Gives the panel on the stage back to its dock; the cube has the stage again.
    void giveBack();
    // The dock whose panel is on the stage, nullptr when the cube is.
    QDockWidget* dock() const { return mDock; }

private:
    QStackedWidget* mStack;
    QWidget* mHost;
    QWidget* mCube;
    QPointer<QDockWidget> mDock;
    QPointer<QWidget> mPanel;
};

} // namespace cubelab::gui
