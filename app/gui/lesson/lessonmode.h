#pragma once
// LessonMode: a lesson in the main window (docs/lessons.md). It owns the lesson's player, its
// pane and the pane's dock, and places the dock: at the desk a tab beside the scenario, the
// left column's full height; on the stage under the partial results, the text first. A scene's
// question is set up in the Exercises panel; a check there brings the lesson back with its
// verdict, and the keyboard with it.

#include <QObject>
#include <QPointer>
#include <QString>
#include <optional>

class QDockWidget;
class QMainWindow;
class QTableView;

namespace cubelab {
struct CheckResult;
struct LessonScene;
} // namespace cubelab

namespace cubelab::gui {

class ExercisePanel;
class LessonPane;
class LessonPlayer;
class ShownState;

class LessonMode : public QObject
{
    Q_OBJECT

public:
    // The parts of the window a lesson is shown with.
    struct Parts
    {
        QMainWindow* window = nullptr;
        ShownState* shown = nullptr; // the step, the stage, and where a scene's moment is shown
        ExercisePanel* exercises = nullptr; // nullptr: questions are not set up
        QDockWidget* scenarioDock = nullptr;
        QDockWidget* resultsDock = nullptr;
        QTableView* resultsTable = nullptr;
    };

    LessonMode(Parts parts, QObject* parent);

    LessonPlayer* player() const { return mPlayer; }
    LessonPane* pane() const { return mPane; }
    QDockWidget* dock() const { return mDock; }

    // Starts a lesson (a built-in one's id, or a lesson file) at scene k (0-based; nothing:
    // the scene reached last time); false with the reason in *why, the window as it was.
    bool start(const QString& idOrFile, std::optional<int> scene, QString* why);
    // Shows the lesson's dock where it belongs: at the desk or on the stage.
    void showDock();
    // On the stage: the text gets the height it needs, whole; the partial results the rest.
    void fitStage();
    // On the stage, the dock above the text in its column: a scene's panel beside the cube
    // (nullptr: the partial results).
    void setStageAbove(QDockWidget* dock);
    void setPresentationMode(bool on);
    // The window was shown: a tab raised before is brought in front again (Qt 6.4).
    void windowShown();
    // Puts the moment shown as a scene of a lesson file on the clipboard.
    void copyScene();
    void retranslate();

signals:
    // A scene could not be shown: the message that says so, and why.
    void refused(const QString& message);
    // "Answer the question": the Exercises panel at that exercise is to be brought forward.
    void answerRequested(const QString& exerciseId);
    // The lesson, its scene or its state changed (the window's title names the lesson).
    void changed();

private:
    static QString sceneRefused(const QString& why);
    void answerChecked(const QString& id, const CheckResult& result);
    void askQuestion(const LessonScene& scene);

    Parts mParts;
    LessonPlayer* mPlayer = nullptr;
    LessonPane* mPane = nullptr;
    QDockWidget* mDock = nullptr;
    QPointer<QDockWidget> mStageAbove;
    int mSceneShown = -1;
    bool mRaiseWhenShown = false;
};

} // namespace cubelab::gui
