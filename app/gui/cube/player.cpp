#include "cube/player.h"

#include "cube/hypercubeview.h"
#include "document/session.h"
#include "document/shownstate.h"

#include <algorithm>
#include <iterator>

namespace cubelab::gui {

Player::Player(ShownState* steps, HypercubeView* view, QObject* parent)
    : QObject(parent), mSteps(steps), mView(view)
{
    mTimer.setSingleShot(true);
    connect(&mTimer, &QTimer::timeout, this, [this] {
        if (mView->isAnimating())
            mWaitingForAnimation = true;
        else
            advance();
    });
    connect(mView, &HypercubeView::animationFinished, this, &Player::onAnimationFinished);
    // A new trace (an edit, a file) stops the show: the lecturer decides what comes next.
    connect(mSteps->session(), &Session::traceChanged, this, &Player::pause);
}

void Player::setInterval(int milliseconds)
{
    milliseconds = std::clamp(milliseconds, kFastestMs, kSlowestMs);
    if (milliseconds == mIntervalMs)
        return;
    mIntervalMs = milliseconds;
    emit intervalChanged(mIntervalMs);
}

void Player::faster()
{
    // The first of the speeds that is shorter than the interval now.
    for (int ms : kSpeeds)
        if (ms < mIntervalMs) {
            setInterval(ms);
            return;
        }
}

void Player::slower()
{
    // The last of the speeds that is longer than the interval now.
    for (auto it = std::rbegin(kSpeeds); it != std::rend(kSpeeds); ++it)
        if (*it > mIntervalMs) {
            setInterval(*it);
            return;
        }
}

void Player::play()
{
    if (mPlaying)
        return;
    if (mSteps->stepCount() == 0)
        return;
    mPlaying = true;
    emit playingChanged(true);
    if (mSteps->step() >= mSteps->stepCount())
        mSteps->firstStep();
    advance();
}

void Player::pause()
{
    mTimer.stop();
    mWaitingForAnimation = false;
    if (!mPlaying)
        return;
    mPlaying = false;
    emit playingChanged(false);
}

void Player::toggle()
{
    if (mPlaying)
        pause();
    else
        play();
}

void Player::advance()
{
    mWaitingForAnimation = false;
    if (!mPlaying)
        return;
    if (mSteps->step() >= mSteps->stepCount()) {
        pause();
        return;
    }
    mSteps->nextStep();
    if (mSteps->step() >= mSteps->stepCount()) {
        // The last step still animates; playing ends with it.
        pause();
        return;
    }
    mTimer.start(mIntervalMs);
}

void Player::onAnimationFinished()
{
    if (mWaitingForAnimation)
        advance();
}

} // namespace cubelab::gui
