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
#include "window/blankscreen.h"
#include "window/paneldocks.h"
#include "window/presentationmode.h"
#include "window/stagepanel.h"
#include "window/windowactions.h"
#include "window/windowdocks.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>

namespace cubelab::gui {

WindowStage::WindowStage(Parts parts, QObject* parent)
    : QObject(parent), mParts(parts), mBaseFont(QApplication::font()),
      mPresentation(new PresentationMode(parts.window, parts.docks->timelineDock(),
                                         parts.docks->resultsDock(), this)),
      mPanel(new StagePanel(parts.stack, this)), mBlank(new BlankScreen(parts.window, this))
{
    ShownState* shown = mParts.shown;
    connect(shown, &ShownState::presentationChanged, this, &WindowStage::showStage);
    connect(shown, &ShownState::stagePanelChanged, this, &WindowStage::showPanel);
    connect(shown, &ShownState::blankChanged, this, &WindowStage::cover);
    // The window brings the picture back and does the key's action on it (ActionTable::reveal).
    connect(mBlank, &BlankScreen::revealRequested, this, &WindowStage::revealRequested);
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
    fitResults();
    mParts.lessons->fitStage();
}

void WindowStage::fitResults()
{
    // The partial results take the width their columns want at the stage's font.
    mPresentation->fitResults(
        mParts.docks->resultsTable()->wantedWidth(mParts.session->trace().get()));
}

void WindowStage::showCompared()
{
    // On the stage the two halves take the room of the partial results, which are the first's
    // alone.
    if (mParts.shown->isPresentation())
        mParts.docks->resultsDock()->setVisible(!mParts.compare->isOn() && !mPanel->dock());
}

void WindowStage::showStage(bool on)
{
    // The arrangement is kept before the larger fonts change it, and given back after the
    // fonts are back to normal: the docks return exactly as they were.
    if (on)
        mPresentation->setOn(true);
    QFont font = mBaseFont;
    if (on)
        font.setPointSizeF(mBaseFont.pointSizeF() * kFontScale);
    mParts.window->setFont(font);
    // On the stage the address names the node, as in the lecture's figures: s_i gets the room.
    mParts.docks->resultsTable()->setOnStage(on, font);
    mParts.view->setPresentationMode(on);
    mParts.compareStage->setPresentationMode(on);
    showCompared();
    mParts.docks->timeline()->setPresentationMode(on);
    mParts.lessons->setPresentationMode(on);
    if (on) {
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

void WindowStage::showPanel(std::optional<PanelId> panel)
{
    if (!panel) {
        mPanel->giveBack();
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
