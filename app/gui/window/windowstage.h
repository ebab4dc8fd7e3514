#pragma once
// WindowStage: the window's reactions to the shown state's stage and blank screen. It owns the
// stage's parts — PresentationMode (the docks put away and given back), StagePanel (a panel in
// the cube's place) and BlankScreen (the black cover) — and follows ShownState's
// presentationChanged, stagePanelChanged and blankChanged: the larger fonts and the views'
// stage look, the partial results fitted beside the cube (or put away for a comparison's second
// half or a panel on the stage), the player paused behind the black; a lesson's scene's panel
// on the stage (StageScene). The shown state decides; this class only shows.

#include "window/panelregistry.h"

#include <QFont>
#include <QObject>
#include <QSize>
#include <QString>
#include <optional>

class QMainWindow;
class QStackedWidget;
class QWidget;

namespace cubelab::gui {

class BlankScreen;
class CompareMode;
class CompareStage;
class HypercubeView;
class LessonMode;
class Player;
class PresentationMode;
class Session;
class ShownState;
class StagePanel;
class StageScene;
class WindowActions;
class WindowDocks;

class WindowStage : public QObject
{
    Q_OBJECT

public:
    // How much larger the stage's fonts are than the desk's on a 1024 x 768 projector.
    static constexpr double kFontScale = 1.6;
    // The stage the scale is for; a larger stage (the window maximised or full screen on a
    // larger screen) scales its fonts further by its width or height over these, whichever is
    // less, in tenths (a window a few pixels larger keeps its type).
    static constexpr int kBaseStageWidth = 1024;
    static constexpr int kBaseStageHeight = 768;
    // The stage's fonts' scale for a window of this size: kFontScale up to 1024 x 768.
    static double fontScale(QSize stage);

    struct Parts
    {
        QMainWindow* window = nullptr;
        ShownState* shown = nullptr;
        Session* session = nullptr;
        HypercubeView* view = nullptr;
        CompareStage* compareStage = nullptr;
        CompareMode* compare = nullptr;
        WindowDocks* docks = nullptr;
        LessonMode* lessons = nullptr;
        Player* player = nullptr;
        WindowActions* actions = nullptr;
        // The window's centre: the cube on its first page, a panel put on the stage over it.
        QStackedWidget* stack = nullptr;
    };

    // Made after the window's key router: the blank's key filter must see the keys first.
    WindowStage(Parts parts, QObject* parent);

    PresentationMode* presentation() const { return mPresentation; }
    // What a lesson's scene puts on the stage (its panel, "Scene k of N").
    StageScene* scene() const { return mScene; }
    // The black window that covers the screen while blank.
    QWidget* blankCover() const;
    // Puts the panel of that id (PanelRegistry) on the stage; false for an unknown id.
    bool putPanel(const QString& id);
    // The id of the panel on the stage, empty while the cube has it.
    QString panelOnStage() const;
    // On the stage: the partial results take the width their columns want, the lesson's text
    // the height it needs.
    void fit();
    // On the stage, the partial results are put away while a comparison's two halves or a panel
    // take their room.
    void showCompared();

signals:
    // A key (0: a click) asked for the picture back while the screen is black.
    void revealRequested(int key);

private:
    void showStage(bool on);
    void showPanel(std::optional<PanelId> panel);
    void cover(bool on);
    void fitResults();
    void applyFonts(bool on);

    Parts mParts;
    QFont mBaseFont;
    PresentationMode* mPresentation;
    StagePanel* mPanel;
    StageScene* mScene;
    BlankScreen* mBlank;
};

} // namespace cubelab::gui
