#include "window/stagescene.h"

#include "common/analysispanel.h"
#include "cube/cubegeometry.h"
#include "cube/timelinewidget.h"
#include "document/shownstate.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonplayer.h"
#include "window/paneldocks.h"
#include "window/windowdocks.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <cubelab/lesson.h>

namespace cubelab::gui {

StageScene::Place StageScene::placeOf(const LessonScene& scene)
{
    const Moment& moment = scene.moment;
    if (moment.panel.empty() || !parsePanel(QString::fromStdString(moment.panel)))
        return Place::None;
    // Two cubes share the stage's width (their nodes' type 7-8 px at 1024 x 768), and above
    // kMaxStageDimension the cube is a cloud of dots: the panel says what the scene means.
    const bool readable =
        moment.compare.empty() && moment.scenario.dimension <= CubeGeometry::kMaxStageDimension;
    return readable ? Place::Beside : Place::InCubesPlace;
}

StageScene::StageScene(Parts parts, QObject* parent) : QObject(parent), mParts(parts)
{
    mParts.window->installEventFilter(this);
}

void StageScene::update()
{
    const LessonPlayer* player = mParts.lessons->player();
    const LessonScene* scene = player->isActive() ? player->currentScene() : nullptr;
    mParts.docks->timeline()->setNote(sceneText());
    const Place place = scene && mParts.shown->isPresentation() ? placeOf(*scene) : Place::None;
    const int shown = place == Place::None ? -1 : player->scene();
    if (shown == mScene)
        return;
    giveBack();
    mScene = shown;
    mPlace = place;
    if (place == Place::None)
        return;
    mPanel = parsePanel(QString::fromStdString(scene->moment.panel));
    mPanelShown = true;
    showPanel();
}

void StageScene::leave()
{
    giveBack();
    mScene = -1;
    mParts.docks->timeline()->setNote(QString());
}

bool StageScene::canToggle() const
{
    return mScene >= 0 && mParts.shown->isPresentation();
}

bool StageScene::toggle()
{
    if (!canToggle())
        return false;
    giveBack();
    mPanelShown = !mPanelShown;
    showPanel();
    return true;
}

QString StageScene::sceneText() const
{
    const LessonPlayer* player = mParts.lessons->player();
    const Lesson* lesson = player->lesson();
    if (!mParts.shown->isPresentation() || !player->isActive() || !lesson)
        return {};
    return tr("Scene %1 of %2").arg(player->scene() + 1).arg(lesson->scenes.size());
}

bool StageScene::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == mParts.window && event->type() == QEvent::LanguageChange)
        mParts.docks->timeline()->setNote(sceneText());
    return QObject::eventFilter(watched, event);
}

void StageScene::showPanel()
{
    if (!mPanelShown || !mPanel)
        return;
    if (mPlace == Place::InCubesPlace)
        mParts.shown->putOnStage(*mPanel);
    else if (mPlace == Place::Beside)
        showBeside(mParts.docks->panels()->dock(panelName(*mPanel)));
}

void StageScene::giveBack()
{
    if (mPanel && mParts.shown->stagePanel() == mPanel)
        mParts.shown->putCubeOnStage();
    giveBesideBack();
}

void StageScene::showBeside(QDockWidget* dock)
{
    if (!dock)
        return;
    // In the partial results' column, above the lesson's text, without a title bar as the
    // stage's docks; out of its tab group at the desk first (the stage gives the desk back
    // whole when it ends).
    QMainWindow* window = mParts.window;
    QDockWidget* results = mParts.docks->resultsDock();
    const Qt::DockWidgetArea area = window->dockWidgetArea(results);
    window->removeDockWidget(dock);
    dock->setFloating(false);
    window->addDockWidget(area, dock);
    window->splitDockWidget(results, dock, Qt::Vertical);
    window->splitDockWidget(dock, mParts.lessons->dock(), Qt::Vertical);
    dock->setTitleBarWidget(new QWidget(dock));
    if (auto* analysis = qobject_cast<AnalysisPanel*>(dock->widget()))
        analysis->setOnStage(true);
    dock->show();
    results->hide();
    mBeside = dock;
    mParts.lessons->setStageAbove(dock);
}

void StageScene::giveBesideBack()
{
    if (!mBeside)
        return;
    QWidget* blank = mBeside->titleBarWidget();
    mBeside->setTitleBarWidget(nullptr);
    delete blank;
    if (auto* analysis = qobject_cast<AnalysisPanel*>(mBeside->widget()))
        analysis->setOnStage(false);
    mBeside->hide();
    mBeside = nullptr;
    mParts.lessons->setStageAbove(nullptr);
    mParts.docks->resultsDock()->show();
}

} // namespace cubelab::gui
