#pragma once
// WindowFiles: the window's document as a file. It knows which file is open — its name in the
// title and among the recent files, where the dialogs start and what a save proposes — opens a
// scenario, a recorded trace or the lecture example, saves, and asks before unsaved changes are
// dropped. Files are read and written through DocumentFiles, the question is UnsavedChanges',
// the dialogs are FileDialogs'. What fails is said through errorOccurred (the window's message
// bar), what was done through statusMessage.

#include <QObject>
#include <QString>
#include <functional>

class QMenu;
class QWidget;

namespace cubelab {
struct Lesson;
}

namespace cubelab::gui {

class Session;

class WindowFiles : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        // The dialogs' parent; its title names the document.
        QWidget* window = nullptr;
        Session* session = nullptr;
        // The lesson shown now, else nullptr: while there is one, the title names it.
        std::function<const Lesson*()> shownLesson;
    };

    WindowFiles(Parts parts, QObject* parent);

    // The file shown (a scenario or a trace), empty for none.
    QString currentFile() const { return mCurrentFile; }
    // The window shows what no file holds (a link, a lesson): the title says so.
    void forgetFile();
    // The file remembered with a scenario restored at a start; not added to the recent files.
    void restoreFile(const QString& path) { mCurrentFile = path; }

    bool openScenario(const QString& path);
    bool openTrace(const QString& path);
    void openLectureExample();
    bool saveScenario(const QString& path);
    // Whether the scenario has changes a question must save: none while a lesson is shown.
    bool hasUnsavedWork() const;
    // Before the scenario is dropped (quit, New, open): true when nothing unsaved is lost,
    // because there is none, it was saved, or the user chose Discard.
    bool mayDropChanges();

    // The File menu's entries: each asks what its dialog needs, and before it drops unsaved
    // changes. save is File ▸ Save: the current scenario file, or a new name for a trace, a file
    // that came with CubeLab or a scenario without a file; false when nothing was saved.
    void askLectureExample();
    void askOpenScenario();
    void askOpenTrace();
    bool save();
    void askSaveAs();
    // Fills the menu with the recent files each time it opens; choosing one opens it.
    void keepRecentMenu(QMenu* menu);

    // "<file> – CubeLab", with the modified mark; the lesson's title while a lesson is shown.
    void updateTitle();
    // The file's name, or "lecture example" / "unsaved scenario": the title's and the question's.
    QString documentName() const;
    // A save dialog's answer, empty when cancelled. name: the file's name without suffix,
    // where it is not the document's (a lesson's id).
    QString askSavePath(const QString& title, const QString& filter, const QString& suffix,
                        const QString& name = {});
    // Where a save dialog starts: the document's own name with the suffix, in the folder of
    // the user's own file, else the documents folder (or home where there is none).
    QString proposedSavePath(const QString& suffix, const QString& name = {}) const;
    // Where the open dialogs start: the current file's folder, else the prepared scenarios.
    QString startDirectory() const;

signals:
    void errorOccurred(const QString& message);
    void statusMessage(const QString& message, int timeoutMs);

private:
    void addRecentFile(const QString& path);
    void fillRecentMenu(QMenu* menu);
    // The file becomes the current one, first among the recent files, named in the title.
    void becomeCurrent(const QString& path);

    Parts mParts;
    QString mCurrentFile;
};

} // namespace cubelab::gui
