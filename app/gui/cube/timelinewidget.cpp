#include "cube/timelinewidget.h"

#include "common/collectivetexts.h"
#include "common/plaintext.h"
#include "common/quietlistwidget.h"
#include "cube/player.h"
#include "document/session.h"
#include "document/shownstate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace cubelab::gui {

TimelineWidget::TimelineWidget(ShownState* steps, Player* player, const Actions& actions,
                               QWidget* parent)
    : QWidget(parent), mShown(steps), mPlayer(player), mSteps(new QuietListWidget(this)),
      mScrubber(new QSlider(Qt::Horizontal, this)), mStepLabel(new QLabel(this)),
      mNote(new QLabel(this)), mSpeedTitle(new QLabel(this)),
      mSpeed(new QSlider(Qt::Horizontal, this)), mSpeedLabel(new QLabel(this)),
      mCaption(new QLabel(this))
{
    setUpWidgets();
    layOutRows(actions);

    connect(mSteps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            mShown->setStep(row);
    });
    connect(mScrubber, &QSlider::valueChanged, mShown, &ShownState::setStep);
    connect(mSpeed, &QSlider::valueChanged, this,
            [this](int position) { mPlayer->setInterval(intervalForSlider(position)); });
    connect(mPlayer, &Player::intervalChanged, this, &TimelineWidget::showSpeed);
    connect(mShown->session(), &Session::traceChanged, this, &TimelineWidget::rebuildSteps);
    connect(mShown, &ShownState::stepChanged, this, &TimelineWidget::showStep);
    connect(mShown, &ShownState::stepCountChanged, this, &TimelineWidget::rebuildSteps);

    scaleCaption();
    retranslate();
}

// The list of steps, the sliders and the labels, before they are laid out.
void TimelineWidget::setUpWidgets()
{
    mSteps->setObjectName(QStringLiteral("timelineSteps"));
    mSteps->setFlow(QListView::LeftToRight);
    mSteps->setWrapping(false);
    mSteps->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    mSteps->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mSteps->setSpacing(2);
    mSteps->setUniformItemSizes(false);
    mSteps->setFocusPolicy(Qt::NoFocus);
    mSteps->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    mScrubber->setObjectName(QStringLiteral("scrubber"));
    // The sliders' keys are the window's step keys anyway: a click leaves the keys with the view.
    mScrubber->setFocusPolicy(Qt::NoFocus);
    mScrubber->setPageStep(1);
    mScrubber->setTickPosition(QSlider::TicksBelow);
    mScrubber->setTickInterval(1);
    mSpeed->setObjectName(QStringLiteral("speed"));
    mSpeed->setFocusPolicy(Qt::NoFocus);
    mSpeed->setRange(0, kSpeedSteps);
    mSpeed->setMaximumWidth(220);
    mSpeed->setMinimumWidth(100);
    mStepLabel->setObjectName(QStringLiteral("stepLabel"));
    mStepLabel->setMinimumWidth(
        mStepLabel->fontMetrics().horizontalAdvance(QStringLiteral("Schritt 88 / 88")) + 8);
    mNote->setObjectName(QStringLiteral("stageNote"));
    mNote->setContentsMargins(mStepLabel->fontMetrics().averageCharWidth() * 3, 0, 0, 0);
    mNote->hide();
    mCaption->setObjectName(QStringLiteral("caption"));
    mCaption->setWordWrap(true);
    mCaption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    makePlain({mStepLabel, mNote, mSpeedTitle, mSpeedLabel, mCaption});
}

// The rows: the list of steps; the buttons, the scrubber and the step; the caption and the
// speed.
void TimelineWidget::layOutRows(const Actions& actions)
{
    auto* controls = new QHBoxLayout;
    for (QAction* action :
         {actions.first, actions.previous, actions.playPause, actions.next, actions.last}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus);
        controls->addWidget(button);
        mButtons.append(button);
    }
    controls->addWidget(mScrubber, 1);
    controls->addWidget(mStepLabel);
    // On the stage the scrubber is hidden: the note stands after the step, the row's rest empty
    // (a hidden note takes no room at the desk).
    controls->addWidget(mNote);
    controls->addStretch(0);
    // Narrow enough that the timeline under the view fits a 1024-pixel projector beside the docks.
    mScrubber->setMinimumWidth(60);

    // The speed sits beside the caption, so the scrubber keeps its room at large fonts; in a
    // narrow timeline it goes below the caption, which then keeps the whole width (arrange()).
    auto* speed = new QHBoxLayout;
    speed->addWidget(mSpeedTitle);
    speed->addWidget(mSpeed);
    speed->addWidget(mSpeedLabel);
    for (QLabel* label : {mSpeedTitle, mSpeedLabel})
        label->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    mBottom = new QBoxLayout(QBoxLayout::LeftToRight);
    mBottom->addWidget(mCaption, 1);
    mBottom->addSpacing(12);
    mBottom->addLayout(speed);
    mBottom->setAlignment(speed, Qt::AlignTop | Qt::AlignLeft);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(mSteps);
    layout->addLayout(controls);
    layout->addLayout(mBottom);
    layout->addStretch(1); // spare height goes below, not between the rows
}

int TimelineWidget::intervalForSlider(int position)
{
    // Left is slow, right is fast; equal slider moves change the speed by equal factors.
    const double t = static_cast<double>(position) / kSpeedSteps;
    const double ms =
        Player::kSlowestMs * std::pow(double(Player::kFastestMs) / Player::kSlowestMs, t);
    return static_cast<int>(std::lround(ms));
}

int TimelineWidget::sliderForInterval(int milliseconds)
{
    const double t = std::log(double(milliseconds) / Player::kSlowestMs) /
                     std::log(double(Player::kFastestMs) / Player::kSlowestMs);
    return static_cast<int>(std::lround(t * kSpeedSteps));
}

QString TimelineWidget::stepText() const
{
    return mStepLabel->text();
}

void TimelineWidget::setNote(const QString& note)
{
    mNote->setText(note);
    mNote->setVisible(mPresentation && !note.isEmpty());
}

QString TimelineWidget::note() const
{
    return mNote->text();
}

QString TimelineWidget::caption() const
{
    return mCaption->text();
}

QString TimelineWidget::captionToolTip() const
{
    return mCaption->toolTip();
}

void TimelineWidget::setPresentationMode(bool on)
{
    mPresentation = on;
    for (QWidget* w :
         std::initializer_list<QWidget*>{mSteps, mScrubber, mSpeedTitle, mSpeed, mSpeedLabel})
        w->setVisible(!on);
    mNote->setVisible(on && !mNote->text().isEmpty());
    scaleCaption();
}

void TimelineWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::Polish)
        scaleCaption();
    QWidget::changeEvent(event);
}

void TimelineWidget::resizeEvent(QResizeEvent* event)
{
    const auto direction =
        width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (mBottom->direction() != direction)
        mBottom->setDirection(direction);
    QWidget::resizeEvent(event);
    fitCaptionHeight();
}

void TimelineWidget::fitCaptionHeight()
{
    const int width = mCaption->contentsRect().width();
    if (width <= 0)
        return;
    const QFontMetrics metrics(mCaption->font());
    int height = metrics.height();
    for (const QString& text : std::as_const(mCaptions))
        height = std::max(
            height,
            metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height());
    height += mCaption->height() - mCaption->contentsRect().height();
    if (mCaption->minimumHeight() != height) {
        mCaption->setMinimumHeight(height);
        emit captionHeightChanged();
    }
}

void TimelineWidget::fitStepsHeight()
{
    // One row of steps and room for the scroll bar a long run needs.
    const int rowHeight = std::max(mSteps->sizeHintForRow(0), mSteps->fontMetrics().height() + 8);
    mSteps->setFixedHeight(rowHeight + 2 * mSteps->frameWidth() + 10 +
                           mSteps->horizontalScrollBar()->sizeHint().height());
}

void TimelineWidget::scaleCaption()
{
    fitStepsHeight();
    // The caption is what the room reads: a fifth larger than the rest, and on the stage
    // a quarter larger (on top of the stage's larger font: about 24 px at 1024 x 768, where
    // half as large again left the cube an empty band and 8-px nodes).
    QFont captionFont = font();
    captionFont.setPointSizeF(font().pointSizeF() * (mPresentation ? 1.25 : 1.2));
    mCaption->setFont(captionFont);
    // The transport buttons grow with the text, so a projector shows them too.
    const int icon = fontMetrics().height() * 3 / 2;
    for (QToolButton* button : mButtons)
        button->setIconSize(QSize(icon, icon));
    fitCaptionHeight();
}

void TimelineWidget::retranslate()
{
    mSpeedTitle->setText(tr("Speed:"));
    mScrubber->setToolTip(tr("Drag to any step"));
    mSpeed->setToolTip(tr("Time per step while playing, from 4 s (left) to 0.1 s (right)"));
    // Names for a screen reader (their tooltips are their descriptions). The caption needs
    // none: a label's name is its text, and QLabel::setText tells a screen reader of each new
    // one (a NameChanged event, while no accessible name is set), so every step is announced
    // once.
    mScrubber->setAccessibleName(tr("Step"));
    mSpeed->setAccessibleName(tr("Speed"));
    rebuildSteps();
    showSpeed();
}

void TimelineWidget::rebuildSteps()
{
    const auto trace = mShown->session()->trace();
    const QSignalBlocker blockList(mSteps);
    const QSignalBlocker blockScrubber(mScrubber);
    mSteps->clear();
    mCaptions.clear();
    if (trace) {
        mSteps->addItem(CollectiveTexts::stepTitle(*trace, 0));
        mCaptions << CollectiveTexts::shownCaption(*trace, 0);
        for (std::size_t k = 1; k <= trace->stepCount(); ++k) {
            const Step& step = trace->steps()[k - 1];
            auto* item = new QListWidgetItem(tr("%1 · %2").arg(
                CollectiveTexts::stepTitle(*trace, k), CollectiveTexts::phaseName(step.phase)));
            mCaptions << CollectiveTexts::shownCaption(*trace, k);
            item->setToolTip(plainTip(mCaptions.back()));
            mSteps->addItem(item);
        }
    }
    fitStepsHeight();
    fitCaptionHeight();
    mScrubber->setRange(0, mShown->stepCount());
    showStep();
}

void TimelineWidget::showStep()
{
    const int step = mShown->step();
    const int count = mShown->stepCount();
    // Past the session's last step (a longer scenario beside it) its last step stays shown.
    const int own = std::min(step, mShown->session()->stepCount());
    {
        const QSignalBlocker blockList(mSteps);
        const QSignalBlocker blockScrubber(mScrubber);
        mSteps->setCurrentRow(own);
        mScrubber->setValue(step);
    }
    if (auto* item = mSteps->item(own))
        mSteps->scrollToItem(item);
    mStepLabel->setText(tr("Step %1 / %2").arg(step).arg(count));
    const auto trace = mShown->session()->trace();
    if (step > own) {
        // The caption tells what this scenario does at the step; it does nothing any more.
        mCaption->setText(
            tr("Done after its last step, %1; the scenario beside it goes on.")
                .arg(trace ? CollectiveTexts::stepTitle(*trace, static_cast<std::size_t>(own))
                           : QString()));
        mCaption->setToolTip(QString());
        return;
    }
    mCaption->setText(own < mCaptions.size() ? mCaptions[own] : QString());
    mCaption->setToolTip(
        trace ? plainTip(CollectiveTexts::captionToolTip(*trace, static_cast<std::size_t>(own)))
              : QString());
}

void TimelineWidget::showSpeed()
{
    const QSignalBlocker block(mSpeed);
    mSpeed->setValue(sliderForInterval(mPlayer->interval()));
    mSpeedLabel->setText(
        tr("%1 s per step").arg(QLocale().toString(mPlayer->interval() / 1000.0, 'f', 1)));
}

} // namespace cubelab::gui
