#pragma once
// WindowLessons: the lessons in the window. It makes the lesson mode (LessonMode: the pane, the
// player, the scenes shown through the shown state), lists the built-in lessons in the Lessons
// menu before "Open lesson file…" (their titles in the language shown now) and the lesson's dock
// in the View menu, and starts a lesson — chosen there, from a file, or by the command line —
// after asking about unsaved changes where a menu started it. What cannot be started is said
// through errorOccurred, the window as it was.

#include <QObject>
#include <QString>
#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QTableView;

namespace cubelab::gui {

class ExercisePanel;
class LessonMode;
class ShownState;
class WindowActions;
class WindowFiles;

class WindowLessons : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        QMainWindow* window = nullptr;
        ShownState* shown = nullptr;
        ExercisePanel* exercises = nullptr; // nullptr: questions are not set up
        QDockWidget* scenarioDock = nullptr;
        QDockWidget* resultsDock = nullptr;
        QTableView* resultsTable = nullptr;
        WindowFiles* files = nullptr; // a lesson is no file's; the title names it
        WindowActions* actions = nullptr;
    };

    WindowLessons(Parts parts, QObject* parent);

    LessonMode* mode() const { return mMode; }
    // A built-in lesson's id, or a lesson file, at scene k (0-based; nothing: the scene reached
    // last time); false with the reason said.
    bool start(const QString& idOrFile, std::optional<int> scene = std::nullopt);
    // Lessons ▸ Open lesson file…
    void askOpen();
    void retranslate();

signals:
    void errorOccurred(const QString& message);

private:
    void createMenu();

    Parts mParts;
    LessonMode* mMode;
    std::vector<QAction*> mLessonActions; // Lessons ▸ <each built-in lesson>
};

} // namespace cubelab::gui
