#pragma once
// The program editor (docs/gui.md, "The program editor"): a student's Lua node program in a
// CodeEditor with a toolbar — Run (Ctrl+R), New from a template, Open, Save, Save As — the
// file's name with a modified mark, and a line with the last run's outcome. Run compiles the
// program, runs it under the current scenario's settings and, when it ran, installs it and
// shows its trace through the session (one undo step); an error is marked at its line and
// nothing else changes. Every run goes to the session's worker, whatever the cube: the window
// stays live, the message line says that it runs, and Cancel stops it.

#include "common/analysispanel.h"

#include <QString>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QToolBar;
class QToolButton;

namespace cubelab {
class LuaProgram;
}

namespace cubelab::gui {

class CodeEditor;
class LuaHighlighter;
class Session;

class ProgramPanel : public AnalysisPanel
{
    Q_OBJECT

public:
    explicit ProgramPanel(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;

    CodeEditor* editor() const { return mEditor; }
    // The file the program was opened from or saved to; empty for a template or a new one.
    QString filePath() const { return mPath; }
    bool isModified() const;
    // The message line: the last run's outcome or the last refusal.
    QString message() const;
    bool messageIsError() const { return mMessageIsError; }

    // Compiles the program and starts its run in the session's worker: true when it started
    // (the trace is shown when the run ends), false when it does not compile (the error is
    // marked at its line).
    bool run();
    // Whether a run is under way in the worker.
    bool isRunning() const { return mCancelFlag != nullptr; }
    // Stops the run under way: its node programs fail at their next instruction count and
    // nothing changes in the window.
    void cancelRun();
    // Takes a program from elsewhere (a program exercise's answer), unsaved and without a
    // file, and runs it.
    bool runProgram(const QString& text, const QString& name);
    // Loads a file (no question about unsaved edits: the actions ask first); false, with the
    // message line saying why, when it is refused.
    bool openFile(const QString& path);
    // Writes the program to path atomically; false, with the reason, when it was not written
    // (the old file is unchanged).
    bool saveTo(const QString& path);
    // A template from the resources (":/programs/tree-updo.lua"), unmodified and without a file.
    void loadTemplate(const QString& resource);
    // The empty program with comments in the language shown.
    QString skeletonResource() const;

    // Asks about unsaved edits (Save, Discard, Cancel): true when they may be dropped.
    bool mayDropChanges();

protected:
    void retranslate() override;
    void applyFonts() override;

private:
    QToolBar* makeToolBar();
    void layOut(QToolBar* bar);
    void connectActions();
    struct RunOutcome;
    void finishRun(const LuaProgram& program, const RunOutcome& outcome);
    void showProgramError(const QString& what, int line, std::int64_t node);
    void setRunning(bool running);
    void setText(const QString& text, const QString& path, const QString& name);
    void showMessage(const QString& text, bool error);
    // A message that is said again when the language changes.
    void showMessage(std::function<QString()> text, bool error);
    void renderMessage();
    void updateTitle();
    void fillTemplates();
    void openAsked();
    bool saveAsked();
    bool saveAsAsked();
    QString programName() const;

    Session* mSession;
    CodeEditor* mEditor;
    LuaHighlighter* mHighlighter;
    QAction* mRun;
    QAction* mCancel;
    QAction* mOpen;
    QAction* mSave;
    QAction* mSaveAs;
    QToolButton* mTemplates;
    QMenu* mTemplateMenu;
    QLabel* mFileLabel;
    QLabel* mMessage;
    Theme mTheme = Theme::make(ThemeKind::Light);
    QString mPath;
    QString mName; // the name shown and used in messages: the file's, or the template's
    std::function<QString()> mMessageText;
    bool mMessageIsError = false;
    // The run under way in the worker: its cancel flag (null when none) and its number (a
    // result of an older, superseded or cancelled run is dropped).
    std::shared_ptr<std::atomic<bool>> mCancelFlag;
    std::uint64_t mRunId = 0;
};

} // namespace cubelab::gui
