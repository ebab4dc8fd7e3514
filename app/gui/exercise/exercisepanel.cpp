#include "exercise/exercisepanel.h"

#include "common/valuetext.h"
#include "document/documentfiles.h"
#include "scenario/linkordereditor.h"
#include "exercise/solutionview.h"

#include <cubelab/errors.h>
#include <cubelab/exercisechecker.h>
#include <cubelab/hypercube.h>

#include <QButtonGroup>
#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <climits>

namespace cubelab::gui {

namespace {

constexpr int kSolvedRole = Qt::UserRole + 1;
constexpr int kUnanswered = -1;

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

QString describe(const FileError& error)
{
    return error.place().empty() ? QStringLiteral("%1: %2").arg(fromStd(error.file()), fromStd(error.reason()))
                                 : QStringLiteral("%1, %2: %3").arg(fromStd(error.file()), fromStd(error.place()),
                                                                   fromStd(error.reason()));
}

std::uint32_t nodeCount(const Exercise& exercise)
{
    return Hypercube(exercise.scenario.dimension).nodeCount();
}

QString binary(NodeId node, int dimension)
{
    return QStringLiteral("%1").arg(node, std::max(dimension, 1), 2, QLatin1Char('0'));
}

// Whether the progress file can hold the answer: its reader refuses an answer text longer than
// ValueAnswer::kMaxTextLength bytes, and the line edit's limit counts characters, which take up
// to three bytes each. An answer that cannot be kept is checked but not written.
bool fitsProgress(const ExerciseAnswer& answer)
{
    const auto* value = std::get_if<ValueAnswer>(&answer);
    return !value || value->text.size() <= ValueAnswer::kMaxTextLength;
}

bool isOrderKind(ExerciseKind kind)
{
    return kind == ExerciseKind::LinkOrderLoad || kind == ExerciseKind::BestOrder;
}

int pageOf(ExerciseKind kind)
{
    switch (kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return 0;
    case ExerciseKind::BroadcastPrediction:
        return 1;
    case ExerciseKind::PredictValue:
        return 2;
    case ExerciseKind::CubeWinsRange:
        return 3;
    }
    return 0;
}

// A value the exercise gives: shown plainly (a greyed box is hard to read at a projector),
// not editable.
void setFixed(QSpinBox* box, bool fixed)
{
    box->setReadOnly(fixed);
    box->setButtonSymbols(fixed ? QAbstractSpinBox::NoButtons : QAbstractSpinBox::UpDownArrows);
    box->setFrame(!fixed);
    box->setFocusPolicy(fixed ? Qt::NoFocus : Qt::StrongFocus);
}

Scenario withOrder(Scenario scenario, const std::vector<int>& order)
{
    scenario.linkOrder = order;
    return scenario;
}

} // namespace

ExercisePanel::ExercisePanel(Session* session, QWidget* parent)
    : ExercisePanel(session, defaultProgressPath(), defaultUserDirectory(), parent)
{
}

ExercisePanel::ExercisePanel(Session* session, const QString& progressPath, const QString& userDirectory,
                             QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mProgressPath(progressPath), mUserDirectory(userDirectory)
{
    setObjectName(QStringLiteral("exercisePanel"));
    mDraftTimer.setSingleShot(true);
    mDraftTimer.setInterval(kDraftRestMs);
    connect(&mDraftTimer, &QTimer::timeout, this, &ExercisePanel::saveNow);

    // A user folder that does not exist is not an error: most students have none. One that
    // cannot be read at all leaves the built-in exercises, and the panel says why.
    const bool userFolder = !mUserDirectory.isEmpty() && QFileInfo(mUserDirectory).isDir();
    try {
        mSet = userFolder ? loadExercises(QFile::encodeName(mUserDirectory).toStdString()) : builtinExercises();
    } catch (const std::exception& e) {
        mSet = builtinExercises();
        mSet.errors.emplace_back(QFile::encodeName(mUserDirectory).toStdString(), "",
                                 DocumentFiles::message(e).toStdString());
    }

    buildUi();
    loadProgress();
    fillList();
    connect(mSession, &Session::scenarioChanged, this, &ExercisePanel::followSession);
    connect(mSession, &Session::stepChanged, this, &ExercisePanel::followStep);
    connect(mSession, &Session::selectedNodeChanged, this, [this] {
        const Exercise* e = currentExercise();
        if (!e || e->kind != ExerciseKind::PredictValue || e->parameters.node || !sessionShowsExercise())
            return;
        if (const auto node = mSession->selectedNode(); node && static_cast<int>(*node) != mValueNode->value())
            mValueNode->setValue(static_cast<int>(*node));
    });
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
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/exercise-progress.json");
}

QString ExercisePanel::defaultUserDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/exercises");
}

void ExercisePanel::buildUi()
{
    // The list of exercises, with what went wrong loading files and the progress file.
    mListSide = new QWidget(this);
    auto* listLayout = new QVBoxLayout(mListSide);
    listLayout->setContentsMargins(0, 0, 0, 0);
    mListTitle = new QLabel(mListSide);
    QFont bold = mListTitle->font();
    bold.setBold(true);
    mListTitle->setFont(bold);
    mList = new QListWidget(mListSide);
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

    // The selected exercise: task, start, answer, check, feedback.
    auto* detail = new QWidget;
    auto* d = new QVBoxLayout(detail);
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
    mPages = new QWidget(detail);
    mPages->setObjectName(QStringLiteral("answerPages"));
    auto* pagesLayout = new QVBoxLayout(mPages);
    pagesLayout->setContentsMargins(0, 0, 0, 0);

    // link-order-load and best-order: a link order.
    mOrderPage = new QWidget(mPages);
    mOrderPage->hide();
    auto* orderLayout = new QVBoxLayout(mOrderPage);
    orderLayout->setContentsMargins(0, 0, 0, 0);
    mOrderNote = new QLabel(mOrderPage);
    mOrderNote->setWordWrap(true);
    mOrder = new LinkOrderEditor(mOrderPage);
    mOrder->setObjectName(QStringLiteral("answerOrder"));
    orderLayout->addWidget(mOrder);
    orderLayout->addWidget(mOrderNote);
    pagesLayout->addWidget(mOrderPage);

    // broadcast-prediction: a root and a step per node.
    mBroadcastPage = new QWidget(mPages);
    mBroadcastPage->hide();
    auto* bLayout = new QGridLayout(mBroadcastPage);
    bLayout->setContentsMargins(0, 0, 0, 0);
    mRootLabel = new QLabel(mBroadcastPage);
    mRoot = new QSpinBox(mBroadcastPage);
    mRoot->setObjectName(QStringLiteral("answerRoot"));
    mRootNote = new QLabel(mBroadcastPage);
    mRootNote->setWordWrap(true);
    mStepsNote = new QLabel(mBroadcastPage);
    mStepsNote->setWordWrap(true);
    mSteps = new QTableWidget(mBroadcastPage);
    mSteps->setObjectName(QStringLiteral("answerSteps"));
    mSteps->setColumnCount(3);
    mSteps->verticalHeader()->hide();
    mSteps->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mSteps->setSelectionMode(QAbstractItemView::NoSelection);
    mSteps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mRootLabel->setBuddy(mRoot);
    bLayout->addWidget(mRootLabel, 0, 0);
    bLayout->addWidget(mRoot, 0, 1);
    bLayout->addWidget(mRootNote, 0, 2);
    bLayout->addWidget(mStepsNote, 1, 0, 1, 3);
    bLayout->addWidget(mSteps, 2, 0, 1, 3);
    bLayout->setColumnStretch(2, 1);
    pagesLayout->addWidget(mBroadcastPage);

    // predict-value: step, node, the expression or number.
    mValuePage = new QWidget(mPages);
    mValuePage->hide();
    auto* vLayout = new QGridLayout(mValuePage);
    vLayout->setContentsMargins(0, 0, 0, 0);
    mValueStepLabel = new QLabel(mValuePage);
    mValueStep = new QSpinBox(mValuePage);
    mValueStep->setObjectName(QStringLiteral("answerStep"));
    mValueStepName = new QLabel(mValuePage);
    mValueStepName->setWordWrap(true);
    mValueNodeLabel = new QLabel(mValuePage);
    mValueNode = new QSpinBox(mValuePage);
    mValueNode->setObjectName(QStringLiteral("answerNode"));
    mValueNodeName = new QLabel(mValuePage);
    mValueNodeName->setWordWrap(true);
    mValueTextLabel = new QLabel(mValuePage);
    mValueTextLabel->setWordWrap(true);
    mValueText = new QLineEdit(mValuePage);
    mValueText->setObjectName(QStringLiteral("answerText"));
    mValueText->setClearButtonEnabled(true);
    mValueText->setMaxLength(static_cast<int>(ValueAnswer::kMaxTextLength));
    mValueStepLabel->setBuddy(mValueStep);
    mValueNodeLabel->setBuddy(mValueNode);
    mValueTextLabel->setBuddy(mValueText);
    vLayout->addWidget(mValueStepLabel, 0, 0);
    vLayout->addWidget(mValueStep, 0, 1);
    vLayout->addWidget(mValueStepName, 0, 2);
    vLayout->addWidget(mValueNodeLabel, 1, 0);
    vLayout->addWidget(mValueNode, 1, 1);
    vLayout->addWidget(mValueNodeName, 1, 2);
    vLayout->addWidget(mValueTextLabel, 2, 0, 1, 3);
    vLayout->addWidget(mValueText, 3, 0, 1, 3);
    vLayout->setColumnStretch(2, 1);
    pagesLayout->addWidget(mValuePage);

    // cube-wins-range: from … to …, no upper end, or never.
    mRangePage = new QWidget(mPages);
    mRangePage->hide();
    auto* rLayout = new QGridLayout(mRangePage);
    rLayout->setContentsMargins(0, 0, 0, 0);
    mRangeChoice = new QButtonGroup(mRangePage);
    mRangeYes = new QRadioButton(mRangePage);
    mRangeYes->setObjectName(QStringLiteral("rangeYes"));
    mRangeNever = new QRadioButton(mRangePage);
    mRangeNever->setObjectName(QStringLiteral("rangeNever"));
    mRangeChoice->addButton(mRangeYes);
    mRangeChoice->addButton(mRangeNever);
    mRangeYes->setChecked(true);
    mLowLabel = new QLabel(mRangePage);
    mLow = new QSpinBox(mRangePage);
    mLow->setObjectName(QStringLiteral("rangeLow"));
    mHighLabel = new QLabel(mRangePage);
    mHigh = new QSpinBox(mRangePage);
    mHigh->setObjectName(QStringLiteral("rangeHigh"));
    mOpenEnd = new QCheckBox(mRangePage);
    mOpenEnd->setObjectName(QStringLiteral("rangeOpen"));
    // Typed numbers count when committed (Enter, leaving the field), not at every key.
    for (QSpinBox* box : {mRoot, mValueStep, mValueNode, mLow, mHigh})
        box->setKeyboardTracking(false);
    for (QSpinBox* box : {mLow, mHigh}) {
        box->setRange(1, INT_MAX);
        box->setGroupSeparatorShown(true);
        box->setMinimumWidth(140);
    }
    mLowLabel->setBuddy(mLow);
    mHighLabel->setBuddy(mHigh);
    rLayout->addWidget(mRangeYes, 0, 0, 1, 3);
    rLayout->addWidget(mLowLabel, 1, 0);
    rLayout->addWidget(mLow, 1, 1);
    rLayout->addWidget(mHighLabel, 2, 0);
    rLayout->addWidget(mHigh, 2, 1);
    rLayout->addWidget(mOpenEnd, 3, 1, 1, 2);
    rLayout->addWidget(mRangeNever, 4, 0, 1, 3);
    rLayout->setColumnMinimumWidth(0, 24);
    rLayout->setColumnStretch(2, 1);
    pagesLayout->addWidget(mRangePage);

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
    mFeedback->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mFeedback->hide();
    mStatus = new QLabel(detail);
    mStatus->setObjectName(QStringLiteral("status"));
    mStatus->setWordWrap(true);

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

    mScroll = new QScrollArea(this);
    mScroll->setObjectName(QStringLiteral("exerciseScroll"));
    mScroll->setWidgetResizable(true);
    mScroll->setFrameShape(QFrame::NoFrame);
    mScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Lines of text stay short enough to read in a wide window.
    auto* holder = new QWidget;
    auto* holderLayout = new QHBoxLayout(holder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    holderLayout->addWidget(detail, 1);
    holderLayout->addStretch(0);
    mDetail = detail;
    mScroll->setWidget(holder);

    mMain = new QBoxLayout(QBoxLayout::TopToBottom, this);
    mMain->addWidget(mListSide);
    mMain->addWidget(mScroll, 1);

    connect(mList, &QListWidget::currentRowChanged, this, &ExercisePanel::onSelectionChanged);
    connect(mStart, &QPushButton::clicked, this, &ExercisePanel::start);
    connect(mCheck, &QPushButton::clicked, this, &ExercisePanel::check);
    connect(mSolution, &QPushButton::clicked, this, &ExercisePanel::showSolution);
    connect(mOrder, &LinkOrderEditor::orderEdited, this, [this](const std::vector<int>& order) {
        mOrder->setOrder(order);
        draftChanged();
        const Exercise* e = currentExercise();
        if (e && sessionShowsExercise() && mSession->scenario().linkOrder != order)
            mSession->editScenario(withOrder(mSession->scenario(), order), tr("Change the link order"),
                                   Session::Field::LinkOrder);
    });
    connect(mRoot, &QSpinBox::valueChanged, this, [this] {
        updateBroadcastRoot();
        draftChanged();
    });
    connect(mValueStep, &QSpinBox::valueChanged, this, [this](int step) {
        updateValueStepLabel();
        draftChanged();
        // The window shows the cube before the step asked about.
        if (sessionShowsExercise() && mSession->step() != step - 1)
            mSession->setStep(step - 1);
    });
    connect(mValueNode, &QSpinBox::valueChanged, this, [this](int node) {
        updateValueStepLabel();
        draftChanged();
        if (sessionShowsExercise() && mSession->selectedNode() != std::optional<NodeId>(static_cast<NodeId>(node)))
            mSession->setSelectedNode(static_cast<NodeId>(node));
    });
    connect(mValueText, &QLineEdit::textEdited, this, &ExercisePanel::draftChanged);
    connect(mValueText, &QLineEdit::returnPressed, this, &ExercisePanel::check);
    auto rangeEdited = [this] {
        mLow->setEnabled(mRangeYes->isChecked());
        mHigh->setEnabled(mRangeYes->isChecked() && !mOpenEnd->isChecked());
        mOpenEnd->setEnabled(mRangeYes->isChecked());
        draftChanged();
    };
    connect(mRangeYes, &QRadioButton::toggled, this, rangeEdited);
    connect(mOpenEnd, &QCheckBox::toggled, this, rangeEdited);
    connect(mLow, &QSpinBox::valueChanged, this, rangeEdited);
    connect(mHigh, &QSpinBox::valueChanged, this, rangeEdited);
}

Language ExercisePanel::language() const
{
    return QLocale().language() == QLocale::German ? Language::German : Language::English;
}

const Exercise* ExercisePanel::currentExercise() const
{
    const int row = mList->currentRow();
    if (row < 0 || row >= static_cast<int>(mSet.exercises.size()))
        return nullptr;
    return &mSet.exercises[static_cast<std::size_t>(row)];
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

QString ExercisePanel::loadErrors() const
{
    QStringList lines;
    for (const FileError& e : mSet.errors)
        lines << describe(e);
    return lines.join(QLatin1Char('\n'));
}

QString ExercisePanel::startProblems() const
{
    QStringList lines;
    if (!mSet.errors.empty())
        lines << tr("Some exercise files could not be loaded (the Exercises panel lists them): %1")
                     .arg(describe(mSet.errors.front()));
    if (mProgressBroken)
        lines << tr("Your saved exercise progress cannot be read, so it is not shown: %1").arg(mProgressError);
    return lines.join(QLatin1Char('\n'));
}

void ExercisePanel::loadProgress()
{
    try {
        const ExerciseProgressLoad load = ExerciseProgress::load(QFile::encodeName(mProgressPath).toStdString());
        mProgress = load.progress;
        mProgressBroken = load.error.has_value();
        mProgressError = mProgressBroken ? describe(*load.error) : QString();
    } catch (const std::exception& e) {
        mProgress = ExerciseProgress();
        mProgressBroken = true;
        mProgressError = describe(FileError(QFile::encodeName(mProgressPath).toStdString(), "",
                                            DocumentFiles::message(e).toStdString()));
    }
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
        const bool solved = mProgress.solved(e.id);
        QListWidgetItem* item = mList->item(row);
        // A mark that reads without colour: ✓ solved, ○ open.
        item->setText(QStringLiteral("%1  %2").arg(solved ? QStringLiteral("✓") : QStringLiteral("○"),
                                                   fromStd(e.title.in(lang))));
        item->setData(kSolvedRole, solved);
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
    mExerciseTrace.reset();
    const Exercise* e = currentExercise();
    if (e) {
        try {
            mExerciseTrace = Session::run(e->scenario);
        } catch (const std::exception&) {
            // Exercise files are checked to run when they are read; nothing to show otherwise.
        }
        // Only the kind's page is shown: the area takes its size (word-wrapped texts
        // included), not the size of the largest page.
        const int page = pageOf(e->kind);
        const std::array<QWidget*, 4> pages{mOrderPage, mBroadcastPage, mValuePage, mRangePage};
        for (std::size_t i = 0; i < pages.size(); ++i)
            pages[i]->setVisible(static_cast<int>(i) == page);
        fillAnswer(*e);
    }
    retranslate();
    renderFeedback();
}

void ExercisePanel::fillAnswer(const Exercise& e)
{
    mFilling = true;
    const ExerciseProgress::Entry* entry = mProgress.entry(e.id);
    const std::optional<ExerciseAnswer> last = entry ? entry->lastAnswer : std::nullopt;
    const std::uint32_t p = nodeCount(e);
    switch (e.kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder: {
        const std::vector<int> start = mExerciseTrace ? mExerciseTrace->scenario().linkOrder : e.scenario.linkOrder;
        mOrder->setLectureOrder(start);
        const auto* answer = last ? std::get_if<OrderAnswer>(&*last) : nullptr;
        mOrder->setOrder(answer && answer->order.size() == start.size() ? answer->order : start);
        break;
    }
    case ExerciseKind::BroadcastPrediction: {
        mRoot->setRange(0, static_cast<int>(p) - 1);
        const auto* answer = last ? std::get_if<BroadcastAnswer>(&*last) : nullptr;
        const NodeId root = e.parameters.root ? *e.parameters.root : answer ? answer->root : 0;
        mRoot->setValue(static_cast<int>(std::min<NodeId>(root, p - 1)));
        setFixed(mRoot, e.parameters.root.has_value());
        rebuildBroadcastTable();
        if (answer)
            for (int row = 0; row < mSteps->rowCount(); ++row) {
                auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
                const auto node = static_cast<NodeId>(mSteps->item(row, 0)->data(Qt::UserRole).toUInt());
                if (auto it = answer->steps.find(node); it != answer->steps.end() && box)
                    box->setValue(static_cast<int>(it->second));
            }
        updateBroadcastRoot();
        break;
    }
    case ExerciseKind::PredictValue: {
        const int steps = mExerciseTrace ? static_cast<int>(mExerciseTrace->stepCount()) : 1;
        mValueStep->setRange(1, std::max(steps, 1));
        mValueNode->setRange(0, static_cast<int>(p) - 1);
        const auto* answer = last ? std::get_if<ValueAnswer>(&*last) : nullptr;
        const std::size_t step = e.parameters.step ? *e.parameters.step : answer ? answer->step : 1;
        const NodeId node = e.parameters.node ? *e.parameters.node : answer ? answer->node : 0;
        mValueStep->setValue(static_cast<int>(step));
        mValueNode->setValue(static_cast<int>(node));
        setFixed(mValueStep, e.parameters.step.has_value());
        setFixed(mValueNode, e.parameters.node.has_value());
        mValueText->setText(answer ? fromStd(answer->text) : QString());
        updateValueStepLabel();
        break;
    }
    case ExerciseKind::CubeWinsRange: {
        const int most = static_cast<int>(std::min<std::uint64_t>(e.parameters.maxElements, INT_MAX));
        mLow->setRange(1, most);
        mHigh->setRange(1, most);
        const auto* answer = last ? std::get_if<RangeAnswer>(&*last) : nullptr;
        mRangeYes->setChecked(!answer || !answer->never);
        mRangeNever->setChecked(answer && answer->never);
        mLow->setValue(answer ? static_cast<int>(std::min<std::uint64_t>(answer->low, INT_MAX)) : 1);
        mHigh->setValue(answer && answer->high ? static_cast<int>(std::min<std::uint64_t>(*answer->high, INT_MAX)) : most);
        mOpenEnd->setChecked(answer && !answer->never && !answer->high);
        mLow->setEnabled(mRangeYes->isChecked());
        mHigh->setEnabled(mRangeYes->isChecked() && !mOpenEnd->isChecked());
        mOpenEnd->setEnabled(mRangeYes->isChecked());
        break;
    }
    }
    mFilling = false;
}

void ExercisePanel::rebuildBroadcastTable()
{
    const Exercise* e = currentExercise();
    if (!e)
        return;
    std::vector<NodeId> asked = e->parameters.nodes;
    if (asked.empty())
        for (NodeId node = 0; node < nodeCount(*e); ++node)
            asked.push_back(node);
    const int maxStep = e->scenario.dimension;
    mSteps->setRowCount(static_cast<int>(asked.size()));
    for (std::size_t i = 0; i < asked.size(); ++i) {
        const int row = static_cast<int>(i);
        auto* node = new QTableWidgetItem(QString::number(asked[i]));
        node->setData(Qt::UserRole, asked[i]);
        node->setTextAlignment(Qt::AlignCenter);
        auto* address = new QTableWidgetItem(binary(asked[i], e->scenario.dimension));
        address->setTextAlignment(Qt::AlignCenter);
        mSteps->setItem(row, 0, node);
        mSteps->setItem(row, 1, address);
        auto* box = new QSpinBox(mSteps);
        box->setObjectName(QStringLiteral("step_%1").arg(asked[i]));
        box->setRange(kUnanswered, maxStep);
        box->setSpecialValueText(QStringLiteral("?"));
        box->setValue(kUnanswered);
        box->setAlignment(Qt::AlignCenter);
        box->setKeyboardTracking(false);
        connect(box, &QSpinBox::valueChanged, this, &ExercisePanel::draftChanged);
        mSteps->setCellWidget(row, 2, box);
    }
    mSteps->resizeRowsToContents();
    // Every row visible: the table is short (at most 2^n rows of a small cube) and a scroll
    // bar inside the scrolling panel would hide rows.
    int height = mSteps->horizontalHeader()->sizeHint().height() + 2 * mSteps->frameWidth();
    for (int row = 0; row < mSteps->rowCount(); ++row)
        height += mSteps->rowHeight(row);
    mSteps->setFixedHeight(height);
}

void ExercisePanel::updateBroadcastRoot()
{
    const NodeId root = static_cast<NodeId>(mRoot->value());
    for (int row = 0; row < mSteps->rowCount(); ++row) {
        auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
        if (!box)
            continue;
        const bool isRoot = mSteps->item(row, 0)->data(Qt::UserRole).toUInt() == root;
        // The root holds the data from the start: its step is 0, nothing to predict.
        if (isRoot) {
            const QSignalBlocker block(box);
            box->setValue(0);
        } else if (box->value() == 0) {
            const QSignalBlocker block(box);
            box->setValue(kUnanswered);
        }
        box->setEnabled(!isRoot);
        box->setMinimum(isRoot ? 0 : kUnanswered);
    }
    const Exercise* e = currentExercise();
    if (e)
        mRootNote->setText(tr("address %1").arg(binary(root, e->scenario.dimension)));
}

void ExercisePanel::updateValueStepLabel()
{
    if (!mExerciseTrace)
        return;
    const int step = mValueStep->value();
    const auto& steps = mExerciseTrace->steps();
    if (step >= 1 && static_cast<std::size_t>(step) <= steps.size()) {
        const Step& s = steps[static_cast<std::size_t>(step - 1)];
        QStringList links;
        for (int link : s.links)
            links << QString::number(link);
        mValueStepName->setText(tr("step %1) over link %2").arg(fromStd(s.label), links.join(QStringLiteral(", "))));
    }
    mValueNodeName->setText(tr("s_%1, address %2")
                                .arg(mValueNode->value())
                                .arg(binary(static_cast<NodeId>(mValueNode->value()), mExerciseTrace->scenario().dimension)));
}

std::optional<ExerciseAnswer> ExercisePanel::currentAnswer() const
{
    const Exercise* e = currentExercise();
    if (!e)
        return std::nullopt;
    switch (e->kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder:
        return OrderAnswer{mOrder->order()};
    case ExerciseKind::BroadcastPrediction: {
        BroadcastAnswer answer;
        answer.root = static_cast<NodeId>(mRoot->value());
        for (int row = 0; row < mSteps->rowCount(); ++row) {
            auto* box = qobject_cast<QSpinBox*>(mSteps->cellWidget(row, 2));
            if (box && box->value() != kUnanswered)
                answer.steps[static_cast<NodeId>(mSteps->item(row, 0)->data(Qt::UserRole).toUInt())] =
                    static_cast<std::size_t>(box->value());
        }
        return answer;
    }
    case ExerciseKind::PredictValue:
        return ValueAnswer{static_cast<std::size_t>(mValueStep->value()), static_cast<NodeId>(mValueNode->value()),
                           mValueText->text().trimmed().toStdString()};
    case ExerciseKind::CubeWinsRange: {
        RangeAnswer answer;
        answer.never = mRangeNever->isChecked();
        answer.low = static_cast<std::uint64_t>(mLow->value());
        if (!mOpenEnd->isChecked())
            answer.high = static_cast<std::uint64_t>(mHigh->value());
        return answer;
    }
    }
    return std::nullopt;
}

void ExercisePanel::draftChanged()
{
    if (mFilling)
        return;
    const Exercise* e = currentExercise();
    const auto answer = currentAnswer();
    if (!e || !answer || !fitsProgress(*answer))
        return;
    mProgress.setDraft(e->id, *answer);
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
    try {
        QDir().mkpath(QFileInfo(mProgressPath).absolutePath());
        if (mProgressBroken && QFile::exists(mProgressPath)) {
            // Keep what could not be read: the student (or a teacher) may want to look at it.
            const QString aside = mProgressPath + QStringLiteral(".broken");
            QFile::remove(aside);
            QFile::rename(mProgressPath, aside);
        }
        mProgress.save(QFile::encodeName(mProgressPath).toStdString());
        mProgressBroken = false;
        mProgressError.clear();
    } catch (const FileError& error) {
        mProgressError = describe(error);
    } catch (const std::exception& error) {
        mProgressError = DocumentFiles::message(error);
    }
    updateStatus();
}

bool ExercisePanel::sessionShowsExercise() const
{
    const Exercise* e = currentExercise();
    if (!e || !mExerciseTrace)
        return false;
    const Scenario& start = mExerciseTrace->scenario();
    return withOrder(mSession->scenario(), start.linkOrder) == start;
}

void ExercisePanel::followSession()
{
    const Exercise* e = currentExercise();
    if (!e || !isOrderKind(e->kind) || !sessionShowsExercise())
        return;
    // An order edited elsewhere (the scenario panel, undo) becomes the answer.
    const std::vector<int>& shown = mSession->scenario().linkOrder;
    if (shown != mOrder->order() && shown.size() == mOrder->order().size()) {
        mOrder->setOrder(shown);
        draftChanged();
    }
}

void ExercisePanel::followStep()
{
    const Exercise* e = currentExercise();
    if (!e || e->kind != ExerciseKind::PredictValue || e->parameters.step || !sessionShowsExercise())
        return;
    // The step to predict is the one about to play.
    const int next = std::min(mSession->step() + 1, mValueStep->maximum());
    if (next != mValueStep->value() && mSession->step() < mSession->stepCount()) {
        const QSignalBlocker block(mValueStep);
        mValueStep->setValue(next);
        updateValueStepLabel();
        draftChanged();
    }
}

void ExercisePanel::start()
{
    const Exercise* e = currentExercise();
    if (!e)
        return;
    if (!mSession->editScenario(e->scenario, tr("Start the exercise “%1”").arg(fromStd(e->title.in(language())))))
        return;
    // Exercise cubes are small (n ≤ 10) and run at once; were one large, the window would show
    // it from step 0 when its run ends.
    if (mSession->isRunning())
        return;
    if (e->kind == ExerciseKind::PredictValue)
        mSession->setStep(mValueStep->value() - 1);
    else
        mSession->setStep(0);
    // The window now shows the start order; the answer follows it (see the class comment).
    if (isOrderKind(e->kind))
        followSession();
}

void ExercisePanel::check()
{
    const Exercise* e = currentExercise();
    const auto answer = currentAnswer();
    if (!e || !answer)
        return;
    mShownValue.clear();
    mCheckError.clear();
    CheckResult result;
    try {
        switch (e->kind) {
        case ExerciseKind::LinkOrderLoad:
            result = ExerciseChecker::checkLinkOrderLoad(*e, std::get<OrderAnswer>(*answer));
            break;
        case ExerciseKind::BestOrder:
            result = ExerciseChecker::checkBestOrder(*e, std::get<OrderAnswer>(*answer));
            break;
        case ExerciseKind::BroadcastPrediction:
            result = ExerciseChecker::checkBroadcastPrediction(*e, std::get<BroadcastAnswer>(*answer));
            break;
        case ExerciseKind::PredictValue:
            result = ExerciseChecker::checkPredictValue(*e, std::get<ValueAnswer>(*answer));
            break;
        case ExerciseKind::CubeWinsRange:
            result = ExerciseChecker::checkCubeWinsRange(*e, std::get<RangeAnswer>(*answer));
            break;
        }
    } catch (const std::exception& error) {
        // Not counted as an attempt: the answer was not judged.
        mCheckError = tr("The answer could not be checked: %1").arg(DocumentFiles::message(error));
        mLastResult.reset();
        renderFeedback();
        emit errorOccurred(mCheckError);
        return;
    }
    mLastResult = result;
    mDraftTimer.stop();
    mDraftPending = false;
    if (fitsProgress(*answer)) {
        mProgress.record(e->id, *answer, result);
        saveProgress();
    }
    updateListMarks();
    renderFeedback();
    if (result.correct) {
        // After a right prediction the window plays the step, so the student sees it happen.
        if (e->kind == ExerciseKind::PredictValue && sessionShowsExercise() &&
            mSession->step() == mValueStep->value() - 1)
            mSession->setStep(mValueStep->value());
        emit exerciseSolved(fromStd(e->id));
    }
}

void ExercisePanel::showSolution()
{
    const Exercise* e = currentExercise();
    if (!e)
        return;
    if (e->kind == ExerciseKind::PredictValue) {
        if (!mExerciseTrace)
            return;
        const auto step = static_cast<std::size_t>(mValueStep->value());
        const auto node = static_cast<NodeId>(mValueNode->value());
        const NodeValue value = mExerciseTrace->valueAt(node, step);
        QString shown = tr("nothing yet");
        if (value.present && mExerciseTrace->symbolic() && value.expr != kNoExpr)
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
        if (sessionShowsExercise())
            mSession->setStep(static_cast<int>(step));
        return;
    }
    if (!isOrderKind(e->kind))
        return;
    SideBySide pair;
    try {
        pair = e->kind == ExerciseKind::LinkOrderLoad ? ExerciseChecker::linkOrderSolution(*e)
                                                      : ExerciseChecker::bestOrderSolution(*e);
    } catch (const std::exception& error) {
        emit errorOccurred(tr("The solution cannot be shown: %1").arg(DocumentFiles::message(error)));
        return;
    }
    if (mSolutionView)
        mSolutionView->deleteLater();
    mSolutionView = new SolutionView(pair, e->kind == ExerciseKind::BestOrder ? e->parameters.machine : std::string(),
                                     this);
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
    if (e && !mCheckError.isEmpty()) {
        lines << mCheckError;
    } else if (e && mLastResult) {
        // A right answer's first message says so itself ("Right: …"): it is the headline.
        const bool saysRight = !mLastResult->feedback.empty() &&
                               mLastResult->feedback.front().id.find("right") != std::string::npos;
        if (!mLastResult->correct)
            lines << tr("Not right yet.");
        else if (!saysRight)
            lines << tr("Right.");
        for (const FeedbackMessage& m : mLastResult->feedback)
            lines << fromStd(e->render(m, language()));
    } else if (e && !mShownValue.isEmpty()) {
        lines << tr("s_%1 after step %2): %3").arg(mShownNode).arg(mShownLabel, mShownValue);
    }
    return lines.join(QLatin1Char('\n'));
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
    const bool shown = !mLastResult && mCheckError.isEmpty();
    const QColor border = shown ? mTheme.sender : right ? mTheme.receiver : mTheme.highlight;
    mFeedback->setStyleSheet(QStringLiteral("QLabel#feedback { border: 3px solid %1; border-radius: 6px; "
                                            "padding: 10px; background: %2; color: %3; }")
                                 .arg(border.name(), mTheme.surface.name(), mTheme.text.name()));
    QStringList lines = text.split(QLatin1Char('\n'));
    QString html;
    for (int i = 0; i < lines.size(); ++i) {
        const QString escaped = lines[i].toHtmlEscaped();
        if (i == 0 && mLastResult)
            html += QStringLiteral("<p style='font-size:large'><b>%1 %2</b></p>")
                        .arg(right ? QStringLiteral("✓") : QStringLiteral("✗"), escaped);
        else if (i == 1 && mLastResult && (lines[0] == tr("Right.") || lines[0] == tr("Not right yet.")))
            html += QStringLiteral("<p><b>%1</b></p>").arg(escaped);
        else
            html += QStringLiteral("<p>%1</p>").arg(escaped);
    }
    mFeedback->setText(html);
}

void ExercisePanel::updateStatus()
{
    const Exercise* e = currentExercise();
    const ExerciseProgress::Entry* entry = e ? mProgress.entry(e->id) : nullptr;
    if (!entry || entry->attempts == 0)
        mStatus->setText(tr("Not checked yet."));
    else
        mStatus->setText(entry->solved ? tr("Answers checked: %1. Solved.").arg(entry->attempts)
                                       : tr("Answers checked: %1. Not solved yet.").arg(entry->attempts));
    mLoadErrors->setVisible(!mSet.errors.empty());
    if (!mSet.errors.empty())
        mLoadErrors->setText(tr("These exercise files could not be loaded (the others are here):") + QLatin1Char('\n') +
                             loadErrors());
    mProgressLabel->setVisible(!mProgressError.isEmpty());
    if (!mProgressError.isEmpty())
        mProgressLabel->setText(mProgressBroken
                                    ? tr("Your saved progress cannot be read, so it is not shown: %1. The file is left "
                                         "as it is; when you next check or change an answer it is moved to “%2” and "
                                         "a new one is started.")
                                          .arg(mProgressError, QFileInfo(mProgressPath).fileName() + QStringLiteral(".broken"))
                                    : tr("Your progress could not be saved: %1").arg(mProgressError));
    for (QLabel* l : {mLoadErrors, mProgressLabel})
        l->setStyleSheet(QStringLiteral("color: %1; border-left: 4px solid %2; padding-left: 6px;")
                             .arg(mTheme.text.name(), mTheme.highlight.name()));
}

void ExercisePanel::retranslate()
{
    mListTitle->setText(tr("Exercises"));
    mStart->setText(tr("Start"));
    mStart->setToolTip(tr("Show this exercise's scenario in the window (undo takes it back)"));
    mAnswerTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Your answer")));
    mCheck->setText(tr("Check"));
    mOrderNote->setText(tr("The first link is used first. While the window shows this exercise, the order here and "
                           "the window's follow each other: change it here or in the scenario panel and watch the "
                           "loads."));
    mRootLabel->setText(tr("Root:"));
    mStepsNote->setText(tr("In which step does each node receive the data? (? = not answered; the root has it at "
                           "step 0)"));
    mSteps->setHorizontalHeaderLabels({tr("Node"), tr("Address"), tr("Step")});
    mValueStepLabel->setText(tr("After step:"));
    mValueNodeLabel->setText(tr("Node:"));
    mValueTextLabel->setText(tr("What will the node hold after the step? An expression with brackets of any kind, "
                                "or a number:"));
    // The form of an answer, never one: no input and no number the exercise could ask for.
    mValueText->setPlaceholderText(tr("e.g. [(a_i+a_j)+(a_k+a_l)], or a number"));
    mRangeYes->setText(tr("Cube_Do is faster for the vector lengths (elements)"));
    mLowLabel->setText(tr("from"));
    mHighLabel->setText(tr("to"));
    mOpenEnd->setText(tr("no upper end"));
    mOpenEnd->setToolTip(tr("Cube_Do is still faster at the largest length compared"));
    mRangeNever->setText(tr("Cube_Do is never faster"));
    updateListMarks();

    const Exercise* e = currentExercise();
    mSolution->setVisible(e && (isOrderKind(e->kind) || e->kind == ExerciseKind::PredictValue));
    mCheck->setEnabled(e != nullptr);
    mStart->setEnabled(e != nullptr);
    if (!e) {
        mTitle->setText(tr("No exercise"));
        mTask->clear();
        mKind->clear();
    } else {
        const Language lang = language();
        mTitle->setText(fromStd(e->title.in(lang)));
        mTask->setText(fromStd(e->task.in(lang)));
        QString kind;
        switch (e->kind) {
        case ExerciseKind::LinkOrderLoad: kind = tr("Choose a link order"); break;
        case ExerciseKind::BestOrder: kind = tr("Choose the fastest link order"); break;
        case ExerciseKind::BroadcastPrediction: kind = tr("Predict the broadcast"); break;
        case ExerciseKind::PredictValue: kind = tr("Predict a value"); break;
        case ExerciseKind::CubeWinsRange: kind = tr("Compare Cube_Do and Tree_Do"); break;
        }
        mKind->setText(kind);
        mSolution->setText(e->kind == ExerciseKind::PredictValue ? tr("Show the value") : tr("Show solution"));
        mSolution->setToolTip(e->kind == ExerciseKind::PredictValue
                                  ? tr("Show what the node holds after the step and play the step")
                                  : tr("Animate the start and the solution side by side"));
        mStartNote->setText(e->kind == ExerciseKind::PredictValue
                                ? tr("The window shows the cube before the step; a right answer plays the step.")
                                : tr("Shows the exercise in the window."));
        mRootNote->setText(QString());
        if (e->kind == ExerciseKind::BroadcastPrediction)
            updateBroadcastRoot();
        if (e->kind == ExerciseKind::PredictValue)
            updateValueStepLabel();
        if (e->parameters.root)
            mRootNote->setText(mRootNote->text() + QStringLiteral(" — ") + tr("given by the exercise"));
    }
    updateStatus();
    renderFeedback();
    updateFonts();
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
    QFont answer = font();
    answer.setPointSizeF(font().pointSizeF() * 1.15);
    mValueText->setFont(answer);
}

void ExercisePanel::setTheme(const Theme& theme)
{
    mTheme = theme;
    mOrder->setTheme(theme);
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
