#include "window/windowstage.h"

#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "cube/resultstable.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonplayer.h"
#include "window/blankscreen.h"
#include "window/paneldocks.h"
#include "window/presentationmode.h"
#include "window/stagepanel.h"
#include "window/stagescene.h"
#include "window/windowactions.h"
#include "window/windowdocks.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

WindowStage::WindowStage(Parts parts, QObject* parent)
    : QObject(parent), mParts(parts), mBaseFont(QApplication::font()),
      mPresentation(new PresentationMode(parts.window, parts.docks->timelineDock(),
                                         parts.docks->resultsDock(), this)),
      mPanel(new StagePanel(parts.stack, this)),
      mScene(new StageScene({parts.window, parts.shown, parts.lessons, parts.docks}, this)),
      mBlank(new BlankScreen(parts.window, this))
{
    ShownState* shown = mParts.shown;
    connect(shown, &ShownState::presentationChanged, this, &WindowStage::showStage);
    connect(shown, &ShownState::stagePanelChanged, this, &WindowStage::showPanel);
    connect(shown, &ShownState::blankChanged, this, &WindowStage::cover);
    // A new scene, a question posed or revealed, exploring: what the scene puts on the stage.
    connect(mParts.lessons->player(), &LessonPlayer::changed, this, [this] {
        mScene->update();
        mParts.actions->update();
    });
    // The window brings the picture back and does the key's action on it (ActionTable::reveal).
    connect(mBlank, &BlankScreen::revealRequested, this, &WindowStage::revealRequested);
}

double WindowStage::fontScale(QSize stage)
{
    const double larger = std::min(static_cast<double>(stage.width()) / kBaseStageWidth,
                                   static_cast<double>(stage.height()) / kBaseStageHeight);
    return kFontScale * std::max(1.0, std::floor(larger * 10) / 10);
}

QWidget* WindowStage::blankCover() const
{
    return mBlank->cover();
}

bool WindowStage::putPanel(const QString& id)
{
    const std::optional<PanelId> panel = parsePanel(id);
    if (!panel || !mParts.docks->panels()->find(id))
        return false;
    mParts.shown->putOnStage(*panel);
    return true;
}

QString WindowStage::panelOnStage() const
{
    const std::optional<PanelId> panel = mParts.shown->stagePanel();
    return panel ? panelName(*panel) : QString();
}

void WindowStage::fit()
{
    if (!mParts.shown->isPresentation())
        return;
    // A stage that grew or shrank (maximised, full screen) takes the type of its size.
    if (!qFuzzyCompare(mParts.window->font().pointSizeF(),
                       mBaseFont.pointSizeF() * fontScale(mParts.window->size()))) {
        applyFonts(true);
        mParts.docks->fitTimeline();
    }
    fitResults();
    mParts.lessons->fitStage();
}

void WindowStage::fitResults()
{
    // The partial results take the width their columns want at the stage's font; a scene's
    // panel beside the cube takes the most they may.
    if (QDockWidget* beside = mScene->beside())
        mParts.window->resizeDocks(
            {beside},
            {static_cast<int>(std::lround(mParts.window->width() * StageScene::kBesideShare))},
            Qt::Horizontal);
    else
        mPresentation->fitResults(
            mParts.docks->resultsTable()->wantedWidth(mParts.session->trace().get()));
}

void WindowStage::showCompared()
{
    // On the stage the two halves take the room of the partial results, which are the first's
    // alone.
    if (mParts.shown->isPresentation())
        mParts.docks->resultsDock()->setVisible(!mParts.compare->isOn() && !mPanel->dock() &&
                                                !mScene->beside());
}

void WindowStage::showStage(bool on)
{
    // The arrangement is kept before the larger fonts change it, and given back after the
    // fonts are back to normal: the docks return exactly as they were.
    if (on) {
        mPresentation->setOn(true);
    } else {
        // What the lesson's scene put on the stage goes back before the docks do.
        mScene->leave();
    }
    applyFonts(on);
    mParts.view->setPresentationMode(on);
    mParts.compareStage->setPresentationMode(on);
    showCompared();
    mParts.docks->timeline()->setPresentationMode(on);
    mParts.lessons->setPresentationMode(on);
    if (on) {
        mScene->update();
        mParts.docks->fitTimeline();
        fitResults();
    } else {
        // The panel went back into its dock (stagePanelChanged) before the docks are given back.
        mPresentation->setOn(false);
        mParts.lessons->setPresentationMode(false);
    }
    mParts.actions->update();
    // A floating dock that had the focus may have gone with the stage: the keys go to the view.
    if (mParts.window->isVisible())
        mParts.window->activateWindow();
    mParts.view->setFocus(Qt::OtherFocusReason);
}

void WindowStage::applyFonts(bool on)
{
    QFont font = mBaseFont;
    if (on)
        font.setPointSizeF(mBaseFont.pointSizeF() * fontScale(mParts.window->size()));
    mParts.window->setFont(font);
    // On the stage the address names the node, as in the lecture's figures: s_i gets the room.
    mParts.docks->resultsTable()->setOnStage(on, font);
}

void WindowStage::showPanel(std::optional<PanelId> panel)
{
    if (!panel) {
        mPanel->giveBack();
        showCompared(); // the partial results back beside the cube
        return;
    }
    mPanel->take(mParts.docks->panels()->dock(panelName(*panel)));
    // The panel has the cube's room and the results' too; the caption stays, and the keys
    // still step.
    mParts.docks->resultsDock()->hide();
    mParts.view->setFocus(Qt::OtherFocusReason);
}

void WindowStage::cover(bool on)
{
    // Nothing moves unseen behind the black: the picture comes back as it was left.
    if (on)
        mParts.player->pause();
    mParts.view->setBlanked(on);
    mParts.compareStage->secondView()->setBlanked(on);
    mBlank->setOn(on);
    mParts.actions->update();
}

} // namespace cubelab::gui
