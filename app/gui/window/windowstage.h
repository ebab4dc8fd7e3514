#pragma once
// WindowStage: the window's reactions to the shown state's stage and blank screen. It owns the
// stage's parts — PresentationMode (the docks put away and given back), StagePanel (a panel in
// the cube's place) and BlankScreen (the black cover) — and follows ShownState's
// presentationChanged, stagePanelChanged and blankChanged: the larger fonts and the views'
// stage look, the partial results fitted beside the cube (or put away for a comparison's second
// half or a panel on the stage), the player paused behind the black. The shown state decides;
// this class only shows.

#include "window/panelregistry.h"

#include <QFont>
#include <QObject>
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
class WindowActions;
class WindowDocks;

class WindowStage : public QObject
{
    Q_OBJECT

public:
    // How much larger the stage's fonts are than the desk's.
    static constexpr double kFontScale = 1.6;

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

    Parts mParts;
    QFont mBaseFont;
    PresentationMode* mPresentation;
    StagePanel* mPanel;
    BlankScreen* mBlank;
};

} // namespace cubelab::gui
