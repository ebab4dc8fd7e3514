#include "compare/comparestage.h"

#include "common/plaintext.h"
#include "compare/comparecostsstrip.h"
#include "compare/comparedscenario.h"
#include "compare/comparemode.h"
#include "cube/hypercubeview.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "spacetime/spacetimeview.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGridLayout>
#include <QLabel>
#include <QStackedWidget>
#include <algorithm>

namespace cubelab::gui {

namespace {
// The headings stand out from the rest as the lecture's figure titles do.
constexpr double kHeadingScale = 1.5;
constexpr int kHalfMinimumWidth = 200;
constexpr int kHalfSpacing = 6;
// On the stage the whole window's type is large already: both headings stay on one line.
constexpr double kStageHeadingScale = 1.3;
} // namespace

CompareStage::CompareStage(QWidget* firstHalf, CompareMode* mode, ShownState* steps,
                           StepCostsModel* firstCosts, QWidget* parent)
    : QWidget(parent), mFirstHalf(firstHalf), mMode(mode), mSteps(steps),
      mHeadings{new QLabel(this), new QLabel(this)}, mSecondView(new HypercubeView(this)),
      mSecondHalf(new QWidget(this)), mHalves{new QStackedWidget(this), new QStackedWidget(this)},
      mStrip(new CompareCostsStrip(firstCosts, mode->secondCosts(), steps, this)),
      mFirstCosts(firstCosts)
{
    setObjectName(QStringLiteral("compareStage"));
    mSecondView->setObjectName(QStringLiteral("secondView"));
    // The keys stay with the window's view: one clicker drives both halves through it.
    mSecondView->setFocusPolicy(Qt::NoFocus);
    mHeadings[0]->setObjectName(QStringLiteral("firstHeading"));
    mHeadings[1]->setObjectName(QStringLiteral("secondHeading"));
    for (QLabel* heading : mHeadings) {
        heading->setAlignment(Qt::AlignCenter);
        heading->setWordWrap(true);
        makePlain(heading);
        heading->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    }
    mSecondView->setMinimumSize(kHalfMinimumWidth, 120);
    auto* secondLayout = new QVBoxLayout(mSecondHalf);
    secondLayout->setContentsMargins(0, 0, 0, 0);
    secondLayout->addWidget(mSecondView);

    auto* layout = mGrid = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setVerticalSpacing(2);
    layout->addWidget(mHeadings[0], 0, 0);
    layout->addWidget(mHeadings[1], 0, 1);
    mHalves[0]->setObjectName(QStringLiteral("firstHalf"));
    mHalves[1]->setObjectName(QStringLiteral("secondHalf"));
    mHalves[0]->addWidget(firstHalf);
    mHalves[1]->addWidget(mSecondHalf);
    layout->addWidget(mHalves[0], 1, 0);
    layout->addWidget(mHalves[1], 1, 1);
    layout->addWidget(mStrip, 2, 0, 1, 2);
    layout->setRowStretch(1, 1);
    layout->setColumnStretch(0, 1);

    Session* second = mMode->second();
    connect(second, &Session::traceChanged, this,
            [this, second] { mSecondView->setTrace(second->trace()); });
    connect(second, &Session::selectedNodeChanged, this,
            [this, second] { mSecondView->setSelectedNode(second->selectedNode()); });
    connect(mSecondView, &HypercubeView::nodeClicked, this, [second](NodeId node) {
        second->setSelectedNode(second->selectedNode() == node ? std::nullopt
                                                               : std::optional<NodeId>(node));
    });
    connect(mSteps, &ShownState::stepChanged, this, &CompareStage::showStep);
    connect(mMode, &CompareMode::changed, this, &CompareStage::refresh);
    scaleHeadings();
    refresh();
}

QString CompareStage::heading(int half) const
{
    return mHeadings[half == 0 ? 0 : 1]->text();
}

void CompareStage::setHalfView(HalfView kind)
{
    mHalfView = kind;
    refresh();
}

QWidget* CompareStage::halfWidget(HalfView kind, int half)
{
    QWidget*& made = mMade[half][kind];
    if (made)
        return made;
    switch (kind) {
    case HalfView::Cube:
        made = half == 0 ? mFirstHalf : mSecondHalf;
        break;
    case HalfView::SpaceTime: {
        // The keys stay with the window's view, as for the second cube.
        auto* view = half == 0 ? new SpaceTimeView(mMode->first(), mFirstCosts, this)
                               : new SpaceTimeView(mMode->second(), mMode->secondCosts(), this);
        view->setObjectName(half == 0 ? QStringLiteral("firstSpaceTime")
                                      : QStringLiteral("secondSpaceTime"));
        view->setFocusPolicy(Qt::NoFocus);
        view->setMinimumSize(kHalfMinimumWidth, 120);
        view->setTheme(mTheme);
        made = view;
        break;
    }
    }
    if (mHalves[half]->indexOf(made) < 0)
        mHalves[half]->addWidget(made);
    return made;
}

QWidget* CompareStage::currentHalf(int half) const
{
    return mHalves[half == 0 ? 0 : 1]->currentWidget();
}

void CompareStage::setTheme(const Theme& theme)
{
    mTheme = theme;
    for (auto& made : mMade)
        if (auto* view = qobject_cast<SpaceTimeView*>(made[HalfView::SpaceTime]))
            view->setTheme(theme);
}

void CompareStage::setPresentationMode(bool on)
{
    mPresentation = on;
    mSecondView->setPresentationMode(on);
    scaleHeadings();
}

void CompareStage::retranslate()
{
    refresh();
    mStrip->retranslate();
}

void CompareStage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        scaleHeadings();
    QWidget::changeEvent(event);
}

void CompareStage::scaleHeadings()
{
    // As large as the half's width allows, from the scale down to the window's own type; only
    // below that does a heading wrap.
    const double largest =
        font().pointSizeF() * (mPresentation ? kStageHeadingScale : kHeadingScale);
    const double smallest = font().pointSizeF();
    for (QLabel* heading : mHeadings) {
        QFont large = font();
        large.setBold(true);
        const int room = std::max(1, heading->width() - 2 * heading->margin());
        double size = largest;
        for (; size > smallest; size -= 0.5) {
            large.setPointSizeF(size);
            if (QFontMetricsF(large).horizontalAdvance(heading->text()) <= room)
                break;
        }
        large.setPointSizeF(std::max(size, smallest));
        heading->setFont(large);
    }
}

void CompareStage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    scaleHeadings();
}

void CompareStage::refresh()
{
    const bool on = mMode->isOn();
    for (QLabel* heading : mHeadings)
        heading->setVisible(on);
    mHalves[1]->setVisible(on);
    // Alone, the window shows its own view whatever the halves showed.
    for (int half = 0; half < 2; ++half)
        mHalves[half]->setCurrentWidget(halfWidget(on ? mHalfView : HalfView::Cube, half));
    // An empty column with a stretch would still take half the width from the view alone.
    mGrid->setColumnStretch(1, on ? 1 : 0);
    // Nor a spacing before it: alone, the view has every pixel it had before comparing existed.
    mGrid->setHorizontalSpacing(on ? kHalfSpacing : 0);
    // Two halves share the width the view had alone: neither insists on the room of a whole view.
    mHalves[0]->setMinimumWidth(on ? kHalfMinimumWidth : 0);
    mStrip->setVisible(on);
    if (!on)
        return;
    mSecondView->setTrace(mMode->second()->trace());
    const QStringList names =
        ComparedScenario::rowNames(mMode->first()->scenario(), mMode->second()->scenario());
    mStrip->setNames(names[0], names[1]);
    showStep(mSteps->step(), -1);
}

void CompareStage::showStep(int step, int previous)
{
    if (!mMode->isOn())
        return;
    const Session* sessions[2] = {mMode->first(), mMode->second()};
    // The second view follows its session's step; only one step forward animates, as the first.
    const int own = sessions[1]->step();
    if (mSecondView->step() != own)
        mSecondView->setStep(own, previous == step - 1 && own == step);
    for (int half = 0; half < 2; ++half) {
        QString text = ComparedScenario::shortName(sessions[half]->scenario());
        if (mSteps->isDone(sessions[half]))
            text = tr("%1 — done").arg(text);
        mHeadings[half]->setText(text);
    }
    scaleHeadings();
}

} // namespace cubelab::gui
