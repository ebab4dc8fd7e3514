#pragma once
// The exercise panel: the exercises (built-in and from the user's folder), the selected one's
// task, an answer area for its kind, "Check" with feedback that says what is right or wrong
// and why, and "Show solution". Answers are checked by ExerciseChecker, asked through the
// Session, which works the truth out of the engine; nothing here knows an answer.
//
// The panel changes the document only through the Session, and the step only through the
// window's ShownState: "Start" puts the exercise's scenario into the window as one undoable
// edit. For the link-order kinds the answer is the
// order in the panel's editor; while the window shows the exercise (its scenario up to the
// link order), that order and the window's follow each other, so the student sees the loads
// move. For predict-value the window shows the cube before the step asked about and plays the
// step once the answer is right (or shown).
//
// The answer area is an AnswerEditor for the kind (AnswerEditor::create); the panel holds the
// list, the task, Start, Check, the feedback and the status. The exercise's scenario is run
// once when it is selected, in a Session of the panel's own (never by the emulator here); a
// run that fails is said in the feedback box and the window's message bar.
//
// Progress (the last answer of each exercise, attempts, solved) lives in an
// ExerciseProgressStore, saved after each check and, a moment after the last keystroke, after
// each change of an answer (an answer text longer than the progress file takes is checked but
// not kept).

#include "common/analysispanel.h"
#include "common/theme.h"
#include "document/session.h"
#include "exercise/exerciseprogressstore.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <cubelab/exercise.h>
#include <cubelab/exerciseanswer.h>
#include <cubelab/exerciseio.h>
#include <cubelab/exerciseprogress.h>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QBoxLayout;
class QLabel;
class QLayout;
class QListWidget;
class QPushButton;
class QScrollArea;

namespace cubelab::gui {

class AnswerEditor;
class ShownState;
class SolutionView;

class ExercisePanel : public AnalysisPanel
{
    Q_OBJECT

public:
    static constexpr int kDraftRestMs = 700;
    // From this width on the list stands left of the exercise, below it one above the other.
    static constexpr int kSideBySideWidth = 900;

    // shown: the window's shown state, and through it its session. Progress in
    // defaultProgressPath(), user exercises from defaultUserDirectory().
    explicit ExercisePanel(ShownState* shown, QWidget* parent = nullptr);
    // userDirectory: empty for the built-in exercises only.
    ExercisePanel(ShownState* shown, const QString& progressPath, const QString& userDirectory,
                  QWidget* parent = nullptr);
    // The exercises given (as loaded elsewhere), their progress in progressPath.
    ExercisePanel(ShownState* shown, const QString& progressPath, ExerciseSet exercises,
                  QWidget* parent = nullptr);
    ~ExercisePanel() override;

    // QStandardPaths::AppDataLocation + "/exercise-progress.json".
    static QString defaultProgressPath();
    // QStandardPaths::AppDataLocation + "/exercises": *.json files there are loaded too.
    static QString defaultUserDirectory();

    void setTheme(const Theme& theme) override;

    const ExerciseSet& exercises() const { return mSet; }
    const Exercise* currentExercise() const;
    // Selects the exercise with the id; false when there is none.
    bool selectExercise(const QString& id);
    // Selects an exercise given from elsewhere (a lesson's question given in full): added at the
    // end of the list, or in place of the one with its id, for as long as the window is open.
    void selectExercise(const Exercise& exercise);
    // The keyboard to the selected exercise's answer: its first field (a lesson's "Answer the
    // question" brings the panel forward and the student types at once).
    void focusAnswer();

    // The answer as the widgets hold it now (nullopt when no exercise is selected).
    std::optional<ExerciseAnswer> currentAnswer() const;
    // The result of the last check of the current exercise, if any.
    const std::optional<CheckResult>& lastResult() const { return mLastResult; }
    // What the feedback box says, as plain text, one message a line.
    QString feedbackText() const;

    const ExerciseProgress& progress() const { return mStore.progress(); }
    QString progressPath() const { return mStore.path(); }
    // Why the progress file could not be read or written (empty when all is well).
    QString progressError() const { return mStore.error(); }
    // Why the selected exercise's scenario could not be run (empty when it ran).
    QString runError() const;
    // Errors of exercise files that were not loaded, one a line with file and place.
    QString loadErrors() const;
    // What could not be loaded when the panel started (exercise files, the progress file), in a
    // line each for the window's message bar; empty when all was read.
    QString startProblems() const override;

    SolutionView* solutionView() const;

    void start();
    // Checks the answer: at once, or for a program (many runs of a student's code) in the
    // session's worker, the panel saying that it checks until the result arrives.
    void check();
    // Checks a traced MPI program's run (a trace file cubelab-mpi trace --output wrote) against
    // the program exercise shown, in the worker (TracedRunChecker). The result is shown as a
    // check's; it is not kept as the exercise's answer, which stays the Lua program.
    void checkTracedRun(const QString& path);
    // Whether a check is under way in the worker.
    bool isChecking() const { return mChecking; }
    void showSolution();
    // Writes a pending draft now (it is written on destruction too).
    void saveNow();

signals:
    // Start put the exercise's scenario into the window (the window shows it alone then).
    void exerciseStarted(const QString& id);
    // The student got an exercise right (for the first time or again).
    void exerciseSolved(const QString& id);
    // An answer was checked, right or wrong (after exerciseSolved for a right one): a lesson
    // shows the verdict where its question is asked.
    void answerChecked(const QString& id, const CheckResult& result);
    // A program exercise's answer is to run on the cube shown (the program editor runs it).
    void programRunRequested(const QString& source, const QString& name);
    // errorOccurred (AnalysisPanel): an answer that could not be checked, a solution that cannot
    // be shown or an exercise whose scenario cannot be run, and why.

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void setUp();
    void buildUi();
    void buildList();
    QWidget* buildDetail();
    void buildAnswerPages(QWidget* detail);
    QLayout* buildOutcome(QWidget* detail);
    void buildScroll(QWidget* detail);
    static QString kindName(ExerciseKind kind);
    void fillList();
    void updateListMarks();
    void onSelectionChanged();
    void runExercise(const Exercise& exercise);
    void showEditor(const Exercise& exercise);
    void draftChanged();
    void saveProgress();
    void speakFeedback();
    void renderFeedback();
    void showCheck(const Exercise& exercise, const ExerciseAnswer& answer,
                   const CheckResult& result);
    // Checks the exercise shown: work gives the result (at once, or in the session's worker,
    // the panel saying that it checks meanwhile), show shows it; an error is shown after
    // `failed` ("… could not be checked: %1"). A result for an exercise no longer shown is dropped.
    void runCheck(bool inWorker, std::function<CheckResult()> work,
                  std::function<void(const Exercise&, const CheckResult&)> show,
                  const QString& failed);
    void bringFeedbackIntoView();
    void retranslate() override;
    void applyFonts() override;
    void localeChanged() override;
    void updateStatus();
    void updateFonts();
    void arrange();
    // Whether the window shows the current exercise's scenario (the link order aside).
    bool sessionShowsExercise() const;
    Language language() const;

    ShownState* mShown;
    Session* mSession; // the shown state's
    ExerciseSet mSet;
    ExerciseProgressStore mStore;
    QTimer mDraftTimer;
    bool mDraftPending = false;
    std::optional<CheckResult> mLastResult;
    QString mCheckError; // why the last check could not judge the answer
    bool mChecking = false;
    std::uint64_t mCheckId = 0; // a result of an older check, or of another exercise, is dropped
    Session* mExerciseRun;      // runs the selected exercise's scenario, apart from the window's
    QString mRunError;          // why it could not be run, as the session said
    // A shown value (predict-value "Show"): the text, in neither language's words.
    QString mShownValue;
    QString mShownLabel;
    NodeId mShownNode = 0;
    std::shared_ptr<const Trace> mExerciseTrace; // the exercise's scenario, run once
    Theme mTheme = Theme::make(ThemeKind::Light);

    QBoxLayout* mMain = nullptr;
    QWidget* mListSide = nullptr;
    QLabel* mListTitle = nullptr;
    QListWidget* mList = nullptr;
    QLabel* mLoadErrors = nullptr;
    QLabel* mProgressLabel = nullptr;
    QScrollArea* mScroll = nullptr;
    QWidget* mDetail = nullptr;
    QLabel* mTitle = nullptr;
    QLabel* mKind = nullptr;
    QLabel* mTask = nullptr;
    QPushButton* mStart = nullptr;
    QLabel* mStartNote = nullptr;
    QLabel* mAnswerTitle = nullptr;
    QWidget* mPages = nullptr;           // holds the answer editor
    std::vector<AnswerEditor*> mEditors; // one for each kind (AnswerEditor::create)
    AnswerEditor* mEditor = nullptr;     // the selected exercise's kind's

    QPushButton* mCheck = nullptr;
    QPushButton* mSolution = nullptr;
    QLabel* mFeedback = nullptr;
    QLabel* mStatus = nullptr;
    QPointer<SolutionView> mSolutionView;
};

} // namespace cubelab::gui
