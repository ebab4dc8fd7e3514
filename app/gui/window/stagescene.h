#pragma once
// StageScene: what a lesson's scene puts on the stage besides the cube (docs/lessons.md, "On
// the stage"). A scene that names a panel (the comparison table, the chart, the step costs,
// the link loads) shows it on the stage, readable from the back row: where the cube cannot be
// read there — two cubes side by side, or a cube of more dimensions than the stage shows whole
// (CubeGeometry::kMaxStageDimension) — the panel is the stage's picture in the cube's place
// (ShownState::putOnStage); where the cube is readable, the cube stays and the panel stands
// beside it, in the partial results' place above the lesson's text. The next scene, exploring,
// leaving the lesson or the stage give everything back as it was. The lecturer's key
// (toggle()) swaps the panel and the cube (or the partial results) while the scene lasts.
// It also says on the stage which scene this is ("Scene k of N", beside "Step k / N").

#include "document/shown.h"

#include <QDockWidget>
#include <QObject>
#include <QPointer>
#include <optional>

class QMainWindow;

namespace cubelab {
struct LessonScene;
}

namespace cubelab::gui {

class LessonMode;
class PresentationMode;
class ShownState;
class TimelineWidget;
class WindowDocks;

class StageScene : public QObject
{
    Q_OBJECT

public:
    // Where a scene's panel goes on the stage.
    enum class Place
    {
        None,         // the scene names no panel
        InCubesPlace, // the cube cannot be read on the stage: the panel is the picture
        Beside        // the cube stays; the panel takes the partial results' place
    };
    static Place placeOf(const LessonScene& scene);
    // The share of the stage's width a panel beside the cube takes (the partial results' most
    // is less: a chart's titles and axes need more than a table's columns).
    static constexpr double kBesideShare = 0.5;

    struct Parts
    {
        QMainWindow* window = nullptr;
        ShownState* shown = nullptr;
        LessonMode* lessons = nullptr;
        WindowDocks* docks = nullptr;
    };

    StageScene(Parts parts, QObject* parent);

    // Shows what the stage and the lesson ask for now: called when either changes.
    void update();
    // Gives back what the scene put on the stage, before the stage gives the docks back.
    void leave();
    // The dock of the panel beside the cube, nullptr when none is.
    QDockWidget* beside() const { return mBeside; }
    // Whether the scene's panel is shown now (false: the lecturer swapped the cube back).
    bool panelShown() const { return mPanelShown; }
    // The lecturer's key: the scene's panel and the cube (or the partial results) swap places
    // for as long as the scene lasts. False where the scene shows no panel.
    bool toggle();
    bool canToggle() const;
    // "Scene k of N" while a lesson's scene is on the stage, else empty.
    QString sceneText() const;

protected:
    // The window's language changed: "Scene k of N" in the new one.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showPanel();
    void giveBack();
    void showBeside(QDockWidget* dock);
    void giveBesideBack();

    Parts mParts;
    int mScene = -1; // the scene whose panel is shown (-1: none)
    Place mPlace = Place::None;
    std::optional<PanelId> mPanel;
    bool mPanelShown = false;
    QPointer<QDockWidget> mBeside;
};

} // namespace cubelab::gui
