#include "lesson/lessonpane.h"

#include "common/plaintext.h"
#include "common/shownlanguage.h"
#include "common/spokennotice.h"
#include "common/taborder.h"
#include "lesson/lessonplayer.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStyle>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <cubelab/exerciseio.h>

namespace cubelab::gui {

LessonPane::LessonPane(LessonPlayer* player, QWidget* parent)
    : QWidget(parent), mPlayer(player), mTitle(new QLabel(this)), mScenes(new QComboBox(this)),
      mSceneTitle(new QLabel(this)), mText(new QLabel(this)), mStatus(new QLabel(this)),
      mQuestion(new QLabel(this)), mVerdict(new QLabel(this)), mAnswer(new QPushButton(this)),
      mBack(new QPushButton(this)), mNext(new QPushButton(this)), mExplore(new QPushButton(this)),
      mClose(new QPushButton(this))
{
    setUpWidgets();
    layOut();
    connectButtons();
    connect(mPlayer, &LessonPlayer::changed, this, &LessonPane::refresh);
    retranslate();
}

// Names, text formats and focus: what a test, a screen reader and the keyboard find.
void LessonPane::setUpWidgets()
{
    setObjectName(QStringLiteral("lessonPane"));
    mTitle->setObjectName(QStringLiteral("lessonTitle"));
    mScenes->setObjectName(QStringLiteral("lessonScenes"));
    mSceneTitle->setObjectName(QStringLiteral("lessonSceneTitle"));
    mText->setObjectName(QStringLiteral("lessonText"));
    mStatus->setObjectName(QStringLiteral("lessonStatus"));
    mQuestion->setObjectName(QStringLiteral("lessonQuestion"));
    mAnswer->setObjectName(QStringLiteral("lessonAnswer"));
    mQuestion->setTextFormat(Qt::RichText);
    mVerdict->setObjectName(QStringLiteral("lessonVerdict"));
    mVerdict->setTextFormat(Qt::RichText);
    mBack->setObjectName(QStringLiteral("lessonBack"));
    mNext->setObjectName(QStringLiteral("lessonNext"));
    mExplore->setObjectName(QStringLiteral("lessonExplore"));
    mClose->setObjectName(QStringLiteral("lessonClose"));
    for (QLabel* label : {mTitle, mSceneTitle, mText, mStatus, mQuestion, mVerdict}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // The scene's text and its question are read with the keyboard too: Tab reaches them (a
    // screen reader says the text itself), a click does not take the clicker's keys.
    for (QLabel* label : {mText, mQuestion, mVerdict}) {
        label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        label->setFocusPolicy(Qt::TabFocus);
    }
    mText->setTextFormat(Qt::RichText);
    mSceneTitle->setTextFormat(Qt::RichText);
    mTitle->setTextFormat(Qt::RichText);
    makePlain(mStatus);
    // The buttons take no focus: the clicker's keys stay with the window, which steps.
    for (QPushButton* b : {mBack, mNext, mExplore, mClose, mAnswer})
        b->setFocusPolicy(Qt::TabFocus);
}

void LessonPane::layOut()
{
    // Two rows, so that the pane stays as narrow as the docks beside the cube (German is long).
    auto* question = new QHBoxLayout;
    question->addWidget(mAnswer);
    question->addStretch(1);
    auto* steps = new QHBoxLayout;
    steps->addWidget(mBack);
    steps->addWidget(mNext);
    steps->addStretch(1);
    auto* leave = new QHBoxLayout;
    leave->addWidget(mExplore);
    leave->addWidget(mClose);
    leave->addStretch(1);
    auto* buttons = new QVBoxLayout;
    buttons->addLayout(question);
    buttons->addLayout(steps);
    buttons->addLayout(leave);
    // The text scrolls rather than being squeezed over its neighbours in a small dock.
    auto* textArea = new QScrollArea(this);
    textArea->setObjectName(QStringLiteral("lessonTextArea"));
    textArea->setWidget(mText);
    textArea->setWidgetResizable(true);
    textArea->setFrameShape(QFrame::NoFrame);
    textArea->setFocusPolicy(Qt::NoFocus);
    mText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(mTitle);
    layout->addWidget(mScenes);
    layout->addWidget(mSceneTitle);
    layout->addWidget(textArea, 1);
    layout->addWidget(mQuestion);
    layout->addWidget(mVerdict);
    layout->addWidget(mStatus);
    layout->addLayout(buttons);

    // Tab goes as the pane reads: the question, its verdict and its button, then Back and Next,
    // then the way out.
    setTabChain({mScenes, mText, mQuestion, mVerdict, mAnswer, mBack, mNext, mExplore, mClose});
}

void LessonPane::connectButtons()
{
    connect(mBack, &QPushButton::clicked, mPlayer, &LessonPlayer::back);
    connect(mNext, &QPushButton::clicked, mPlayer, &LessonPlayer::next);
    connect(mExplore, &QPushButton::clicked, this, [this] {
        if (mPlayer->isActive())
            mPlayer->explore();
        else
            mPlayer->backToLesson();
    });
    connect(mClose, &QPushButton::clicked, this, &LessonPane::closeRequested);
    connect(mAnswer, &QPushButton::clicked, this, [this] {
        if (const LessonScene* scene = mPlayer->currentScene())
            emit answerRequested(QString::fromStdString(scene->questionExercise()));
    });
    connect(mScenes, &QComboBox::activated, this, [this](int k) { mPlayer->goToScene(k); });
}

QString LessonPane::richText(const QString& text)
{
    QString html = text.toHtmlEscaped();
    static const QRegularExpression bold(QStringLiteral("\\*\\*(.+?)\\*\\*"));
    html.replace(bold, QStringLiteral("<b>\\1</b>"));
    // a_0, s_i, a_{12}: the index as a subscript, as the lecture sets it.
    static const QRegularExpression index(QStringLiteral("\\b([as])_\\{?([0-9]+|i|p)\\}?"));
    html.replace(index, QStringLiteral("\\1<sub>\\2</sub>"));
    return html;
}

void LessonPane::setPresentationMode(bool on)
{
    // On the stage the clicker drives the lesson: the scene's title and text alone, in the
    // stage's type; the list, the status and the buttons stay at the desk.
    mPresentation = on;
    for (QWidget* w :
         std::initializer_list<QWidget*>{mTitle, mScenes, mStatus, mBack, mNext, mExplore, mClose})
        w->setVisible(!on);
    refresh();
}

int LessonPane::stageHeight(int width) const
{
    const QMargins m = layout()->contentsMargins();
    const int inner = std::max(1, width - m.left() - m.right());
    // The scroll area's viewport is as wide as the pane's inside, less a few pixels for its
    // frame and the room of a scroll bar: the text is measured as wide as it is while the area
    // still shows the bar it had before it got this height, so that it fits then too and the
    // bar goes (measured at the full width, the text beside the bar took one line more).
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    int height = m.top() + mSceneTitle->heightForWidth(inner) + layout()->spacing() +
                 mText->heightForWidth(inner - 4 - bar) + m.bottom() + 8;
    // The question while it waits, the verdict once there is one: with the text, whole.
    for (const QLabel* label : {mQuestion, mVerdict})
        if (!label->isHidden())
            height += layout()->spacing() + label->heightForWidth(inner);
    return height;
}

QString LessonPane::sceneText() const
{
    return mText->text();
}

QString LessonPane::status() const
{
    return mStatus->text();
}

QString LessonPane::verdictText() const
{
    if (mVerdict->isHidden())
        return {};
    QTextDocument document;
    document.setHtml(mVerdict->text());
    return document.toPlainText();
}

bool LessonPane::focusVerdict()
{
    if (!mVerdict->isHidden())
        mVerdict->setFocus(Qt::OtherFocusReason);
    return mVerdict->hasFocus();
}

void LessonPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LessonPane::retranslate()
{
    mBack->setText(tr("◀ Back"));
    mNext->setText(tr("Next ▶"));
    mClose->setText(tr("Close the lesson"));
    mAnswer->setText(tr("Answer the question"));
    mAnswer->setAccessibleName(tr("Answer the question in the Exercises panel"));
    mScenes->setAccessibleName(tr("Scene"));
    mBack->setAccessibleName(tr("Back: the step or scene before"));
    mNext->setAccessibleName(tr("Next: the next step or scene"));
    mClose->setAccessibleName(tr("Close the lesson"));
    refresh();
}

void LessonPane::refresh()
{
    const Lesson* lesson = mPlayer->lesson();
    const LessonScene* scene = mPlayer->currentScene();
    mExplore->setText(mPlayer->isActive() ? tr("Explore from here") : tr("Back to the lesson"));
    mExplore->setAccessibleName(mExplore->text());
    if (!lesson || !scene) {
        mTitle->clear();
        mText->clear();
        return;
    }
    mTitle->setText(QStringLiteral("<b>%1</b>").arg(shownText(lesson->title).toHtmlEscaped()));
    {
        const QSignalBlocker blocker(mScenes);
        mScenes->clear();
        for (std::size_t k = 0; k < lesson->scenes.size(); ++k)
            mScenes->addItem(tr("%1. %2").arg(k + 1).arg(shownText(lesson->scenes[k].title)));
        mScenes->setCurrentIndex(mPlayer->scene());
    }
    const int count = static_cast<int>(lesson->scenes.size());
    mSceneTitle->setText(
        QStringLiteral("<big><b>%1</b></big>").arg(richText(shownText(scene->title))));
    mText->setText(richText(shownText(scene->text)));
    speakScene(*lesson, *scene);
    QString status;
    if (!mPlayer->isActive())
        status = tr("Exploring: change anything; \"Back to the lesson\" returns to scene %1.")
                     .arg(mPlayer->scene() + 1);
    else if (mPlayer->questionWaits())
        status = tr("Question: answer it in the Exercises panel (\"Answer the question\"), which "
                    "checks the answer and says what is right or wrong; or press Next to see "
                    "the answer.");
    else if (mPlayer->atEnd())
        status = tr("Scene %1 of %2: the end of the lesson.").arg(count).arg(count);
    else
        status = tr("Scene %1 of %2. Next (Right, Page Down, Space) goes on; Back (Left, Page Up) "
                    "goes back.")
                     .arg(mPlayer->scene() + 1)
                     .arg(count);
    mStatus->setText(status);
    refreshQuestion();
    mBack->setEnabled(mPlayer->isActive());
    mNext->setEnabled(mPlayer->isActive() && !mPlayer->atEnd());
}

// The question while it waits (with "Answer the question" at the desk), the verdict once there
// is one: at the desk and on the stage alike, so that the clicker alone poses and reveals.
void LessonPane::refreshQuestion()
{
    const bool active = mPlayer->isActive();
    const bool waits = active && mPlayer->questionWaits();
    const Exercise* exercise = mPlayer->question();
    mQuestion->setVisible(waits && exercise);
    mAnswer->setVisible(waits && !mPresentation);
    // On the stage the scene's text asks the question in the lecture's words: its title names
    // the exercise, and the task stays at the desk, where the student answers it.
    if (waits && exercise) {
        const QString title = richText(QString::fromStdString(exercise->title.in(shownLanguage())));
        mQuestion->setText(mPresentation
                               ? QStringLiteral("<b>%1</b>").arg(tr("Question: %1").arg(title))
                               : QStringLiteral("<b>%1</b><br>%2")
                                     .arg(title, richText(QString::fromStdString(
                                                     exercise->task.in(shownLanguage())))));
    }
    const QString verdict = active ? verdictHtml() : QString();
    // The keyboard stays in the lesson when the verdict it read goes (a hidden label would pass
    // it down the Tab chain): on to Next, which pressed goes on as the clicker does, and which a
    // screen reader names without reading the scene's text a second time after its notice.
    if (verdict.isEmpty() && mVerdict->hasFocus())
        (mNext->isVisible() ? static_cast<QWidget*>(mNext) : mText)->setFocus(Qt::OtherFocusReason);
    mVerdict->setVisible(!verdict.isEmpty());
    mVerdict->setText(verdict);
}

QString LessonPane::verdictHtml() const
{
    const LessonPlayer::Verdict* verdict = mPlayer->verdict();
    const Exercise* exercise = mPlayer->question();
    if (!verdict || !exercise)
        return {};
    QStringList lines;
    for (const FeedbackMessage& m : verdict->feedback)
        lines << richText(QString::fromStdString(exercise->render(m, shownLanguage())));
    QString head;
    if (verdict->revealed) {
        head = tr("The answer");
        if (verdict->pending)
            lines << tr("Working it out…");
        else if (!verdict->problem.isEmpty())
            lines << tr("It cannot be worked out here: %1").arg(verdict->problem.toHtmlEscaped());
        else if (lines.isEmpty())
            lines << tr("The answer is a node program: write it, run it and check it in the "
                        "Exercises panel.");
    } else if (verdict->correct) {
        // A right answer's first message may say so itself ("Right: …"): then it is the headline.
        head =
            QStringLiteral("✓ ") +
            (CheckResult::feedbackSaysRight(verdict->feedback) ? lines.takeFirst() : tr("Right."));
    } else {
        head = QStringLiteral("✗ ") + tr("Not right yet.");
    }
    // One paragraph, a line each: paragraphs' margins would take the stage's room.
    lines.prepend(QStringLiteral("<b>%1</b>").arg(head));
    return lines.join(QStringLiteral("<br>"));
}

// A new scene is said wherever the focus is: its number, title and text (SpokenNotice). Said
// once: the same scene shown again (exploring, a new step) says nothing.
void LessonPane::speakScene(const Lesson& lesson, const LessonScene& scene)
{
    QString title = shownText(scene.title);
    if (!title.isEmpty() && !title.back().isPunct())
        title += QLatin1Char('.');
    const QString speech = tr("Scene %1 of %2: %3 %4")
                               .arg(mPlayer->scene() + 1)
                               .arg(lesson.scenes.size())
                               .arg(title, shownText(scene.text).remove(QStringLiteral("**")));
    if (speech == mSpokenScene)
        return;
    mSpokenScene = speech;
    SpokenNotice::say(this, speech, SpokenNotice::Place::First);
}

} // namespace cubelab::gui
