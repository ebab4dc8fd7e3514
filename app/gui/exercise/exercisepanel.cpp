#include "exercise/exercisepanel.h"

#include "common/notation.h"
#include "common/plaintext.h"
#include "common/quietlistwidget.h"
#include "common/shownlanguage.h"
#include "common/spokennotice.h"
#include "common/valuetext.h"
#include "cube/nodevaluetext.h"
#include "document/documentfiles.h"
#include "document/shownstate.h"
#include "exercise/answereditor.h"
#include "exercise/programanswereditor.h"
#include "exercise/solutionview.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <algorithm>
#include <cubelab/errors.h>
#include <cubelab/jsonio.h>
#include <cubelab/tracedrunchecker.h>

namespace cubelab::gui {

namespace {

constexpr int kSolvedRole = Qt::UserRole + 1;

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

bool isOrderKind(ExerciseKind kind)
{
    return kind == ExerciseKind::LinkOrderLoad || kind == ExerciseKind::BestOrder;
}

} // namespace

ExercisePanel::ExercisePanel(ShownState* shown, QWidget* parent)
    : ExercisePanel(shown, defaultProgressPath(), defaultUserDirectory(), parent)
{
}

ExercisePanel::ExercisePanel(ShownState* shown, const QString& progressPath,
                             const QString& userDirectory, QWidget* parent)
    : AnalysisPanel(parent), mShown(shown), mSession(shown->session()), mStore(progressPath),
      mExerciseRun(new Session(this))
{
    // A user folder that does not exist is not an error: most students have none. One that
    // cannot be read at all leaves the built-in exercises, and the panel says why.
    const bool userFolder = !userDirectory.isEmpty() && QFileInfo(userDirectory).isDir();
    try {
        mSet = userFolder ? loadExercises(QFile::encodeName(userDirectory).toStdString())
                          : builtinExercises();
    } catch (const std::exception& e) {
        mSet = builtinExercises();
        mSet.errors.emplace_back(QFile::encodeName(userDirectory).toStdString(), "",
                                 DocumentFiles::message(e).toStdString());
    }
    setUp();
}

ExercisePanel::ExercisePanel(ShownState* shown, const QString& progressPath, ExerciseSet exercises,
                             QWidget* parent)
    : AnalysisPanel(parent), mShown(shown), mSession(shown->session()), mSet(std::move(exercises)),
      mStore(progressPath), mExerciseRun(new Session(this))
{
    setUp();
}

void ExercisePanel::setUp()
{
    setObjectName(QStringLiteral("exercisePanel"));
    mDraftTimer.setSingleShot(true);
    mDraftTimer.setInterval(kDraftRestMs);
    connect(&mDraftTimer, &QTimer::timeout, this, &ExercisePanel::saveNow);
    // The exercise's run fails only when the engine refuses it (memory): the reason is kept
    // for the feedback box.
    connect(mExerciseRun, &Session::errorOccurred, this,
            [this](const QString& message) { mRunError = message; });

    buildUi();
    mStore.load();
    fillList();
    retranslate();
    if (mList->count() > 0)
        mList->setCurrentRow(0);
    arrange();
}

SolutionView* ExercisePanel::solutionView() const
{
    return mSolutionView;
}

ExercisePanel::~ExercisePanel()
{
    if (mDraftPending)
        saveNow();
}

QString ExercisePanel::defaultProgressPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/exercise-progress.json");
}

QString ExercisePanel::defaultUserDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/exercises");
}

void ExercisePanel::buildUi()
{
    buildList();
    QWidget* detail = buildDetail();
    buildScroll(detail);

    mMain = new QBoxLayout(QBoxLayout::TopToBottom, this);
    mMain->addWidget(mListSide);
    mMain->addWidget(mScroll, 1);

    connect(mList, &QListWidget::currentRowChanged, this, &ExercisePanel::onSelectionChanged);
    connect(mStart, &QPushButton::clicked, this, &ExercisePanel::start);
    connect(mCheck, &QPushButton::clicked, this, &ExercisePanel::check);
    connect(mSolution, &QPushButton::clicked, this, &ExercisePanel::showSolution);
}

// The list of exercises, with what went wrong loading files and the progress file.
void ExercisePanel::buildList()
{
    mListSide = new QWidget(this);
    auto* listLayout = new QVBoxLayout(mListSide);
    listLayout->setContentsMargins(0, 0, 0, 0);
    mListTitle = new QLabel(mListSide);
    QFont bold = mListTitle->font();
    bold.setBold(true);
    mListTitle->setFont(bold);
    mList = new QuietListWidget(mListSide);
    mList->setObjectName(QStringLiteral("exerciseList"));
    mList->setWordWrap(true);
    mList->setUniformItemSizes(false);
    mList->setTextElideMode(Qt::ElideNone);
    mList->setSpacing(3);
    mLoadErrors = new QLabel(mListSide);
    mLoadErrors->setObjectName(QStringLiteral("loadErrors"));
    mProgressLabel = new QLabel(mListSide);
    mProgressLabel->setObjectName(QStringLiteral("progressError"));
    for (QLabel* l : {mLoadErrors, mProgressLabel}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->hide();
    }
    listLayout->addWidget(mListTitle);
    listLayout->addWidget(mList, 1);
    listLayout->addWidget(mLoadErrors);
    listLayout->addWidget(mProgressLabel);
}

// The selected exercise: task, start, answer, check, feedback.
QWidget* ExercisePanel::buildDetail()
{
    auto* detail = new QWidget;
    mTitle = new QLabel(detail);
    mTitle->setObjectName(QStringLiteral("exerciseTitle"));
    mTitle->setWordWrap(true);
    mKind = new QLabel(detail);
    mKind->setObjectName(QStringLiteral("exerciseKind"));
    mTask = new QLabel(detail);
    mTask->setObjectName(QStringLiteral("task"));
    mTask->setWordWrap(true);
    mTask->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mStart = new QPushButton(detail);
    mStart->setObjectName(QStringLiteral("start"));
    mStartNote = new QLabel(detail);
    mStartNote->setWordWrap(true);
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(mStart);
    startRow->addWidget(mStartNote, 1);
    mAnswerTitle = new QLabel(detail);
    buildAnswerPages(detail);
    QLayout* buttons = buildOutcome(detail);
    // Titles, tasks and file errors come from exercise and lesson files: never markup.
    makePlain({mListTitle, mLoadErrors, mProgressLabel, mTitle, mKind, mTask, mStartNote, mStatus});
    mAnswerTitle->setTextFormat(Qt::RichText);

    auto* d = new QVBoxLayout(detail);
    d->addWidget(mTitle);
    d->addWidget(mKind);
    d->addWidget(mTask);
    d->addLayout(startRow);
    d->addSpacing(6);
    d->addWidget(mAnswerTitle);
    d->addWidget(mPages);
    d->addLayout(buttons);
    d->addWidget(mFeedback);
    d->addWidget(mStatus);
    d->addStretch(1);
    return detail;
}

// An answer editor for every kind, the selected exercise's shown (showEditor).
void ExercisePanel::buildAnswerPages(QWidget* detail)
{
    mPages = new QWidget(detail);
    mPages->setObjectName(QStringLiteral("answerPages"));
    auto* pagesLayout = new QVBoxLayout(mPages);
    pagesLayout->setContentsMargins(0, 0, 0, 0);
    for (ExerciseKind kind :
         {ExerciseKind::LinkOrderLoad, ExerciseKind::BroadcastPrediction,
          ExerciseKind::PredictValue, ExerciseKind::BestOrder, ExerciseKind::CubeWinsRange,
          ExerciseKind::PredictBlocks, ExerciseKind::Program}) {
        if (std::any_of(mEditors.begin(), mEditors.end(),
                        [kind](const AnswerEditor* e) { return e->takes(kind); }))
            continue;
        AnswerEditor* editor = AnswerEditor::create(kind, mShown, mPages);
        editor->hide();
        pagesLayout->addWidget(editor);
        connect(editor, &AnswerEditor::answerChanged, this, &ExercisePanel::draftChanged);
        connect(editor, &AnswerEditor::checkRequested, this, &ExercisePanel::check);
        if (auto* program = qobject_cast<ProgramAnswerEditor*>(editor)) {
            connect(program, &ProgramAnswerEditor::runInWindowRequested, this,
                    &ExercisePanel::programRunRequested);
            connect(program, &ProgramAnswerEditor::tracedRunCheckRequested, this,
                    &ExercisePanel::checkTracedRun);
        }
        mEditors.push_back(editor);
    }
}

// Check and Show solution (the row returned), the feedback and the status below them.
QLayout* ExercisePanel::buildOutcome(QWidget* detail)
{
    mCheck = new QPushButton(detail);
    mCheck->setObjectName(QStringLiteral("check"));
    mCheck->setDefault(true);
    mSolution = new QPushButton(detail);
    mSolution->setObjectName(QStringLiteral("showSolution"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(mCheck);
    buttons->addWidget(mSolution);
    buttons->addStretch(1);
    mFeedback = new QLabel(detail);
    mFeedback->setObjectName(QStringLiteral("feedback"));
    mFeedback->setWordWrap(true);
    mFeedback->setTextFormat(Qt::RichText);
    // The feedback is read with the keyboard too: Tab reaches it after Check.
    mFeedback->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    mFeedback->setFocusPolicy(Qt::TabFocus);
    mFeedback->hide();
    mStatus = new QLabel(detail);
    mStatus->setObjectName(QStringLiteral("status"));
    mStatus->setWordWrap(true);
    return buttons;
}

// The detail in a scroll area, its lines kept short enough to read in a wide window.
void ExercisePanel::buildScroll(QWidget* detail)
{
    mScroll = new QScrollArea(this);
    mScroll->setObjectName(QStringLiteral("exerciseScroll"));
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Only a holder: Tab goes to what it holds, and the area scrolls it into view.
    mScroll->setFocusPolicy(Qt::NoFocus);
    // Lines of text stay short enough to read in a wide window.
    auto* holder = new QWidget;
    auto* holderLayout = new QHBoxLayout(holder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    holderLayout->addWidget(detail, 1);
    holderLayout->addStretch(0);
    mDetail = detail;
    mScroll->setWidget(holder);
}

Language ExercisePanel::language() const
{
    return shownLanguage();
}

const Exercise* ExercisePanel::currentExercise() const
{
    const int row = mList->currentRow();
    if (row < 0 || row >= static_cast<int>(mSet.exercises.size()))
        return nullptr;
    return &mSet.exercises[static_cast<std::size_t>(row)];
}

void ExercisePanel::focusAnswer()
{
    if (!mEditor || mEditor->isHidden())
        return;
    // The first field Tab would reach in the answer (a field that hands its focus on, such as a
    // spin box's line, is not one).
    for (QWidget* w = mEditor->nextInFocusChain(); w && w != mEditor; w = w->nextInFocusChain())
        if (mEditor->isAncestorOf(w) && w->isVisible() && w->isEnabled() && !w->focusProxy() &&
            (w->focusPolicy() & Qt::TabFocus)) {
            w->setFocus(Qt::TabFocusReason);
            return;
        }
}

bool ExercisePanel::selectExercise(const QString& id)
{
    for (std::size_t i = 0; i < mSet.exercises.size(); ++i)
        if (fromStd(mSet.exercises[i].id) == id) {
            mList->setCurrentRow(static_cast<int>(i));
            return true;
        }
    return false;
}

void ExercisePanel::selectExercise(const Exercise& exercise)
{
    const auto same = std::find_if(mSet.exercises.begin(), mSet.exercises.end(),
                                   [&](const Exercise& e) { return e.id == exercise.id; });
    if (same != mSet.exercises.end()) {
        *same = exercise;
        // The row's selection does not change: what it shows is set up anew.
        if (mList->currentRow() == static_cast<int>(same - mSet.exercises.begin()))
            mList->setCurrentRow(-1);
    } else {
        mSet.exercises.push_back(exercise);
    }
    fillList();
    selectExercise(fromStd(exercise.id));
}

QString ExercisePanel::loadErrors() const
{
    QStringList lines;
    for (const FileError& e : mSet.errors)
        lines << ExerciseProgressStore::describe(e);
    return lines.join(QLatin1Char('\n'));
}

QString ExercisePanel::startProblems() const
{
    QStringList lines;
    if (!mSet.errors.empty())
        lines << tr("Some exercise files could not be loaded (the Exercises panel lists them): %1")
                     .arg(ExerciseProgressStore::describe(mSet.errors.front()));
    if (mStore.isBroken())
        lines << tr("Your saved exercise progress cannot be read, so it is not shown: %1")
                     .arg(mStore.error());
    return lines.join(QLatin1Char('\n'));
}

void ExercisePanel::fillList()
{
    const QSignalBlocker block(mList);
    const int row = mList->currentRow();
    mList->clear();
    for (const Exercise& e : mSet.exercises) {
        auto* item = new QListWidgetItem(mList);
        item->setData(Qt::UserRole, fromStd(e.id));
    }
    updateListMarks();
    if (row >= 0 && row < mList->count())
        mList->setCurrentRow(row);
}

void ExercisePanel::updateListMarks()
{
    const Language lang = language();
    for (int row = 0; row < mList->count(); ++row) {
        const Exercise& e = mSet.exercises[static_cast<std::size_t>(row)];
        const bool solved = mStore.progress().solved(e.id);
        QListWidgetItem* item = mList->item(row);
        // A mark that reads without colour: ✓ solved, ○ open.
        item->setText(QStringLiteral("%1  %2").arg(
            solved ? QStringLiteral("✓") : QStringLiteral("○"), fromStd(e.title.in(lang))));
        item->setData(kSolvedRole, solved);
        // The mark is a picture to a screen reader: it hears the words.
        item->setData(Qt::AccessibleTextRole,
                      solved ? tr("%1, solved").arg(fromStd(e.title.in(lang)))
                             : tr("%1, not solved yet").arg(fromStd(e.title.in(lang))));
        item->setToolTip(solved ? tr("Solved") : tr("Not solved yet"));
    }
}

void ExercisePanel::onSelectionChanged()
{
    if (mDraftPending)
        saveNow();
    mLastResult.reset();
    mShownValue.clear();
    mCheckError.clear();
    // A check under way was of the exercise left: its result is dropped.
    ++mCheckId;
    mChecking = false;
    const Exercise* e = currentExercise();
    if (e) {
        runExercise(*e);
        showEditor(*e);
    }
    retranslate();
    renderFeedback();
}

void ExercisePanel::runExercise(const Exercise& exercise)
{
    // In the panel's own session: the window's document stays as it is until Start.
    mExerciseTrace.reset();
    mRunError.clear();
    if (mExerciseRun->resetScenario(exercise.scenario))
        mExerciseTrace = mExerciseRun->trace();
    else
        emit errorOccurred(runError());
}

void ExercisePanel::showEditor(const Exercise& exercise)
{
    // Only the kind's editor is shown: the area takes its size (word-wrapped texts included),
    // not the size of the largest editor. A hidden editor does not follow the window.
    mEditor = nullptr;
    for (AnswerEditor* editor : mEditors)
        if (!mEditor && editor->takes(exercise.kind))
            mEditor = editor;
    for (AnswerEditor* editor : mEditors)
        editor->setVisible(editor == mEditor);
    const ExerciseProgress::Entry* entry = mStore.progress().entry(exercise.id);
    mEditor->showExercise(exercise, mExerciseTrace, entry ? entry->lastAnswer : std::nullopt);
}

QString ExercisePanel::runError() const
{
    return mRunError.isEmpty() ? QString() : tr("This exercise cannot be shown. %1").arg(mRunError);
}

std::optional<ExerciseAnswer> ExercisePanel::currentAnswer() const
{
    if (!currentExercise() || !mEditor)
        return std::nullopt;
    return mEditor->answer();
}

void ExercisePanel::draftChanged()
{
    const Exercise* e = currentExercise();
    const auto answer = currentAnswer();
    if (!e || !answer || !ExerciseProgress::keeps(*answer))
        return;
    mStore.setDraft(e->id, *answer);
    mDraftPending = true;
    mDraftTimer.start();
}

void ExercisePanel::saveNow()
{
    mDraftTimer.stop();
    mDraftPending = false;
    saveProgress();
}

void ExercisePanel::saveProgress()
{
    mStore.save();
    updateStatus();
}

bool ExercisePanel::sessionShowsExercise() const
{
    return currentExercise() && mEditor && mEditor->windowShowsExercise();
}

void ExercisePanel::start()
{
    const Exercise* e = currentExercise();
    if (!e)
        return;
    if (!mSession->editScenario(
            e->scenario, tr("Start the exercise “%1”").arg(fromStd(e->title.in(language())))))
        return;
    emit exerciseStarted(fromStd(e->id));
    // Exercise cubes are small (n ≤ 10) and run at once; were one large, the window would show
    // it from step 0 when its run ends.
    if (mSession->isRunning())
        return;
    const auto answer = currentAnswer();
    if (const auto* value = answer ? std::get_if<ValueAnswer>(&*answer) : nullptr)
        mShown->setStep(static_cast<int>(value->step) - 1);
    else
        mShown->setStep(0);
    // The window now shows the start order; the answer follows it (see the class comment).
    if (mEditor)
        mEditor->followWindow();
}

void ExercisePanel::check()
{
    const Exercise* e = currentExercise();
    const auto answer = currentAnswer();
    if (!e || !answer || mChecking)
        return;
    // A program is run on many cubes and roots, each run bounded by its budget; the other
    // kinds are a few runs of small cubes (docs/performance.md, "The window's thread").
    runCheck(
        e->kind == ExerciseKind::Program,
        [exercise = *e, answer = *answer] { return Session::checkAnswer(exercise, answer); },
        [this, answer = *answer](const Exercise& exercise, const CheckResult& result) {
            showCheck(exercise, answer, result);
        },
        tr("The answer could not be checked: %1"));
}

void ExercisePanel::checkTracedRun(const QString& path)
{
    const Exercise* e = currentExercise();
    if (!e || e->kind != ExerciseKind::Program || mChecking)
        return;
    runCheck(
        true,
        [exercise = *e, file = path.toStdString()] {
            const Trace trace = readTraceFile(file);
            if (trace.tracedRun() == nullptr)
                throw InputError(
                    tr("%1 is the trace of a run of CubeLab's own, not of a traced MPI program: "
                       "trace your program with cubelab-mpi trace --output FILE")
                        .arg(QFileInfo(QString::fromStdString(file)).fileName())
                        .toStdString());
            return TracedRunChecker::check(exercise, *trace.tracedRun());
        },
        [this](const Exercise&, const CheckResult& result) {
            // Shown, not kept: the exercise's answer stays the Lua program.
            mLastResult = result;
            renderFeedback();
            bringFeedbackIntoView();
        },
        tr("The traced run could not be checked: %1"));
}

void ExercisePanel::runCheck(bool inWorker, std::function<CheckResult()> work,
                             std::function<void(const Exercise&, const CheckResult&)> show,
                             const QString& failed)
{
    const Exercise* e = currentExercise();
    mShownValue.clear();
    mCheckError.clear();
    const std::uint64_t id = ++mCheckId;
    if (inWorker) {
        mChecking = true;
        mLastResult.reset();
        mCheck->setEnabled(false);
        renderFeedback();
    }
    struct Outcome
    {
        std::optional<CheckResult> result;
        QString error;
    };
    mSession->derive<Outcome>(
        this, inWorker,
        [work = std::move(work)] {
            Outcome outcome;
            try {
                outcome.result = work();
            } catch (const std::exception& error) {
                outcome.error = DocumentFiles::message(error);
            }
            return outcome;
        },
        [this, id, exercise = *e, show = std::move(show), failed](Session::Derived<Outcome> done) {
            if (id != mCheckId)
                return;
            mChecking = false;
            mCheck->setEnabled(currentExercise() != nullptr);
            if (const Exercise* shown = currentExercise(); !shown || shown->id != exercise.id)
                return; // another exercise was chosen meanwhile
            if (done.value && done.value->result) {
                show(exercise, *done.value->result);
                return;
            }
            // Not counted as an attempt: the answer was not judged.
            mCheckError = failed.arg(done.value ? done.value->error : done.error);
            mLastResult.reset();
            renderFeedback();
            bringFeedbackIntoView();
            speakFeedback();
            emit errorOccurred(mCheckError);
        });
}

void ExercisePanel::showCheck(const Exercise& exercise, const ExerciseAnswer& answer,
                              const CheckResult& result)
{
    mLastResult = result;
    mDraftTimer.stop();
    mDraftPending = false;
    if (ExerciseProgress::keeps(answer)) {
        mStore.record(exercise.id, answer, result);
        saveProgress();
    }
    updateListMarks();
    renderFeedback();
    bringFeedbackIntoView();
    speakFeedback();
    if (mEditor)
        mEditor->showResult(result);
    if (result.correct) {
        // After a right prediction the window plays the step, so the student sees it happen.
        const auto* value = std::get_if<ValueAnswer>(&answer);
        if (value && sessionShowsExercise() &&
            mSession->step() == static_cast<int>(value->step) - 1)
            mShown->setStep(static_cast<int>(value->step));
        emit exerciseSolved(fromStd(exercise.id));
    }
    emit answerChecked(fromStd(exercise.id), result);
}

void ExercisePanel::showSolution()
{
    const Exercise* e = currentExercise();
    if (!e)
        return;
    if (e->kind == ExerciseKind::PredictValue) {
        const auto answer = currentAnswer();
        const auto* asked = answer ? std::get_if<ValueAnswer>(&*answer) : nullptr;
        if (!mExerciseTrace || !asked)
            return;
        const std::size_t step = asked->step;
        const NodeId node = asked->node;
        const NodeValue value = mExerciseTrace->valueAt(node, step);
        QString shown = tr("nothing yet");
        if (value.present && NodeValueText::isExpression(*mExerciseTrace, value))
            shown = fromStd(mExerciseTrace->format(value.expr, ExprStyle::Lecture));
        else if (value.present && !value.elements.empty())
            shown = formatValueNumber(value.elements[0], kFullValueDigits);
        if (step < 1 || step > mExerciseTrace->stepCount())
            return;
        mShownValue = shown;
        mShownNode = node;
        mShownLabel = fromStd(mExerciseTrace->steps()[step - 1].label);
        mLastResult.reset();
        mCheckError.clear();
        renderFeedback();
        bringFeedbackIntoView();
        if (sessionShowsExercise())
            mShown->setStep(static_cast<int>(step));
        return;
    }
    if (!isOrderKind(e->kind))
        return;
    SideBySide pair;
    try {
        pair = Session::solutionOf(*e);
    } catch (const std::exception& error) {
        emit errorOccurred(
            tr("The solution cannot be shown: %1").arg(DocumentFiles::message(error)));
        return;
    }
    if (mSolutionView)
        mSolutionView->deleteLater();
    mSolutionView = new SolutionView(
        pair, e->kind == ExerciseKind::BestOrder ? e->parameters.machine : std::string(), this);
    if (const QString problem = mSolutionView->loadError(); !problem.isEmpty()) {
        delete mSolutionView;
        emit errorOccurred(tr("The solution cannot be shown: %1").arg(problem));
        return;
    }
    mSolutionView->setAttribute(Qt::WA_DeleteOnClose);
    mSolutionView->setTheme(mTheme);
    mSolutionView->setFont(font());
    mSolutionView->resize(mSolutionView->sizeHint());
    mSolutionView->show();
}

QString ExercisePanel::feedbackText() const
{
    const Exercise* e = currentExercise();
    QStringList lines;
    if (e && mChecking) {
        lines << tr("Checking your program on every cube and root the exercise names…");
    } else if (e && !mCheckError.isEmpty()) {
        lines << mCheckError;
    } else if (e && mLastResult) {
        if (!mLastResult->correct)
            lines << tr("Not right yet.");
        else if (!mLastResult->saysRight())
            lines << tr("Right.");
        for (const FeedbackMessage& m : mLastResult->feedback)
            lines << fromStd(e->render(m, language()));
    } else if (e && !mShownValue.isEmpty()) {
        lines << tr("s_%1 after step %2): %3").arg(mShownNode).arg(mShownLabel, mShownValue);
    } else if (e && !mRunError.isEmpty()) {
        lines << runError();
    }
    return lines.join(QLatin1Char('\n'));
}

void ExercisePanel::bringFeedbackIntoView()
{
    // The feedback stands below the answer; on a small screen (1024 × 768) that is below the
    // panel's fold. Once laid out with its new text, it is scrolled into sight.
    if (mFeedback->isHidden())
        return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // All of it where the panel has the room, else its top, where it says right or wrong.
    constexpr int kMargin = 8;
    QScrollBar* bar = mScroll->verticalScrollBar();
    const int top = mFeedback->mapTo(mScroll->widget(), QPoint(0, 0)).y() - kMargin;
    const int bottom = top + mFeedback->height() + 2 * kMargin;
    int value = bar->value();
    if (bottom > value + mScroll->viewport()->height())
        value = bottom - mScroll->viewport()->height();
    bar->setValue(std::min(value, top));
}

// The verdict and the checker's feedback are said wherever the focus is, and leave it there
// (SpokenNotice): the student hears them on the Check button or in the answer.
void ExercisePanel::speakFeedback()
{
    SpokenNotice::say(this, feedbackText().replace(QLatin1Char('\n'), QLatin1Char(' ')));
}

void ExercisePanel::renderFeedback()
{
    const QString text = feedbackText();
    mFeedback->setVisible(!text.isEmpty());
    if (text.isEmpty()) {
        mFeedback->clear();
        return;
    }
    const bool right = mLastResult && mLastResult->correct;
    const bool shown = !mLastResult && mCheckError.isEmpty() && !mShownValue.isEmpty();
    const QColor border = shown ? mTheme.sender : right ? mTheme.receiver : mTheme.highlight;
    mFeedback->setStyleSheet(
        QStringLiteral("QLabel#feedback { border: 3px solid %1; border-radius: 6px; "
                       "padding: 10px; background: %2; color: %3; }")
            .arg(border.name(), mTheme.surface.name(), mTheme.text.name()));
    QStringList lines = text.split(QLatin1Char('\n'));
    QString html;
    for (int i = 0; i < lines.size(); ++i) {
        const QString escaped = Notation::shown(lines[i]).toHtmlEscaped();
        if (i == 0 && mLastResult)
            html += QStringLiteral("<p style='font-size:large'><b>%1 %2</b></p>")
                        .arg(right ? QStringLiteral("✓") : QStringLiteral("✗"), escaped);
        else if (i == 1 && mLastResult &&
                 (lines[0] == tr("Right.") || lines[0] == tr("Not right yet.")))
            html += QStringLiteral("<p><b>%1</b></p>").arg(escaped);
        else
            html += QStringLiteral("<p>%1</p>").arg(escaped);
    }
    mFeedback->setText(html);
}

void ExercisePanel::updateStatus()
{
    const Exercise* e = currentExercise();
    const ExerciseProgress::Entry* entry = e ? mStore.progress().entry(e->id) : nullptr;
    if (!entry || entry->attempts == 0)
        mStatus->setText(tr("Not checked yet."));
    else
        mStatus->setText(entry->solved
                             ? tr("Answers checked: %1. Solved.").arg(entry->attempts)
                             : tr("Answers checked: %1. Not solved yet.").arg(entry->attempts));
    mLoadErrors->setVisible(!mSet.errors.empty());
    if (!mSet.errors.empty())
        mLoadErrors->setText(tr("These exercise files could not be loaded (the others are here):") +
                             QLatin1Char('\n') + loadErrors());
    mProgressLabel->setVisible(!mStore.error().isEmpty());
    if (!mStore.error().isEmpty())
        mProgressLabel->setText(
            mStore.isBroken()
                ? tr("Your saved progress cannot be read, so it is not shown: %1. The file is left "
                     "as it is; when you next check or change an answer it is moved to “%2” and "
                     "a new one is started.")
                      .arg(mStore.error(), QFileInfo(mStore.brokenPath()).fileName())
                : tr("Your progress could not be saved: %1").arg(mStore.error()));
    for (QLabel* l : {mLoadErrors, mProgressLabel})
        l->setStyleSheet(QStringLiteral("color: %1; border-left: 4px solid %2; padding-left: 6px;")
                             .arg(mTheme.text.name(), mTheme.highlight.name()));
}

void ExercisePanel::retranslate()
{
    mListTitle->setText(tr("Exercises"));
    mList->setAccessibleName(mListTitle->text());
    mStart->setText(tr("Start"));
    mStart->setToolTip(tr("Show this exercise's scenario in the window (undo takes it back)"));
    mAnswerTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Your answer")));
    mCheck->setText(tr("Check"));
    for (AnswerEditor* editor : mEditors)
        editor->retranslate();
    updateListMarks();

    const Exercise* e = currentExercise();
    mSolution->setVisible(e && (isOrderKind(e->kind) || e->kind == ExerciseKind::PredictValue));
    mCheck->setEnabled(e != nullptr && !mChecking);
    mStart->setEnabled(e != nullptr);
    if (!e) {
        mTitle->setText(tr("No exercise"));
        mTask->clear();
        mKind->clear();
    } else {
        const Language lang = language();
        mTitle->setText(fromStd(e->title.in(lang)));
        mTask->setText(fromStd(e->task.in(lang)));
        mKind->setText(kindName(e->kind));
        mSolution->setText(e->kind == ExerciseKind::PredictValue ? tr("Show the value")
                                                                 : tr("Show solution"));
        mSolution->setToolTip(e->kind == ExerciseKind::PredictValue
                                  ? tr("Show what the node holds after the step and play the step")
                                  : tr("Animate the start and the solution side by side"));
        mStartNote->setText(
            e->kind == ExerciseKind::PredictValue
                ? tr("The window shows the cube before the step; a right answer plays the step.")
                : tr("Shows the exercise in the window."));
    }
    // The scrolling part holds the exercise: a screen reader names it by its title.
    mScroll->setAccessibleName(mTitle->text());
    updateStatus();
    renderFeedback();
    updateFonts();
}

// What the exercise asks for, as its kind says.
QString ExercisePanel::kindName(ExerciseKind kind)
{
    switch (kind) {
    case ExerciseKind::LinkOrderLoad:
        return tr("Choose a link order");
    case ExerciseKind::BestOrder:
        return tr("Choose the fastest link order");
    case ExerciseKind::BroadcastPrediction:
        return tr("Predict the broadcast");
    case ExerciseKind::PredictValue:
        return tr("Predict a value");
    case ExerciseKind::CubeWinsRange:
        return tr("Compare Cube_Do and Tree_Do");
    case ExerciseKind::PredictBlocks:
        return tr("Say which blocks each node holds");
    case ExerciseKind::Program:
        return tr("Write a node program");
    }
    return {};
}

void ExercisePanel::updateFonts()
{
    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 1.35);
    title.setBold(true);
    mTitle->setFont(title);
    QFont task = font();
    task.setPointSizeF(font().pointSizeF() * 1.1);
    mTask->setFont(task);
    QFont kind = font();
    kind.setItalic(true);
    mKind->setFont(kind);
    mKind->setStyleSheet(QStringLiteral("color: %1;").arg(mTheme.mutedText.name()));
    QFont big = font();
    big.setBold(true);
    mCheck->setFont(big);
}

void ExercisePanel::setTheme(const Theme& theme)
{
    mTheme = theme;
    for (AnswerEditor* editor : mEditors)
        editor->setTheme(theme);
    if (mSolutionView)
        mSolutionView->setTheme(theme);
    updateStatus();
    updateFonts();
    renderFeedback();
}

void ExercisePanel::arrange()
{
    const bool wide = width() >= kSideBySideWidth;
    mDetail->setMaximumWidth(wide ? fontMetrics().averageCharWidth() * 120 : QWIDGETSIZE_MAX);
    mMain->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    if (wide) {
        mList->setMinimumHeight(0);
        mList->setMaximumHeight(QWIDGETSIZE_MAX);
        mListSide->setFixedWidth(std::clamp(width() / 4, 320, 460));
        mMain->setStretch(0, 0);
    } else {
        mListSide->setMinimumWidth(0);
        mListSide->setMaximumWidth(QWIDGETSIZE_MAX);
        // Room for the seven built-in titles without a scroll bar, no more.
        const int rows = std::min(mList->count(), 8);
        int listHeight = 2 * mList->frameWidth() + 4;
        for (int row = 0; row < rows; ++row)
            listHeight += mList->sizeHintForRow(row) + 2 * mList->spacing();
        mList->setMinimumHeight(std::min(listHeight, fontMetrics().height() * 12));
        mList->setMaximumHeight(listHeight);
    }
}

void ExercisePanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void ExercisePanel::localeChanged()
{
    retranslate();
}

void ExercisePanel::applyFonts()
{
    // The side-by-side view is a window of its own: fonts do not reach it by themselves.
    if (mSolutionView)
        mSolutionView->setFont(font());
    updateFonts();
    arrange();
}

} // namespace cubelab::gui
