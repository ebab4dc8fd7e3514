#pragma once
// The comparison both comparison panels show (the chart and the table): one request made from
// the session's scenario and machine, one computation through the session, one result. The
// panels only present it. It follows the session while one of its panels is visible (a panel
// shown later catches up) and computes only when the request has changed; a large cube waits
// for compareNow() (the panels' Compare button) and then runs in the session's worker thread,
// so the window stays live.

#include "analysis/comparisonsetup.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <cubelab/bestorder.h>
#include <cubelab/comparison.h>
#include <optional>

namespace cubelab::gui {

class Session;

class ComparisonModel : public QObject
{
    Q_OBJECT

public:
    enum class State
    {
        Problem, // nothing can be compared (problem() says why)
        Waiting, // a large cube waits for compareNow()
        Running, // a large cube runs in the worker thread
        Ready,   // comparison() and cubeBest() hold the result
        Failed,  // the core refused (error() says why)
    };

    explicit ComparisonModel(Session* session, QObject* parent = nullptr);

    Session* session() const { return mSession; }
    State state() const { return mState; }
    // Whether a panel has asked yet: before that, there is no request and nothing to show.
    bool hasRequest() const { return mHasRequest; }
    // What the state is for: the request, its machine and the words for its variants.
    const ComparisonSetup& setup() const { return mSetup; }
    const std::optional<Comparison>& comparison() const { return mComparison; }
    const std::optional<BestOrderResult>& cubeBest() const { return mCubeBest; }
    // Why nothing can be compared, in the current language (State::Problem).
    QString problem() const;
    // The core's refusal (State::Failed).
    const QString& error() const { return mError; }
    // How often the comparison was computed (once per request, however many panels show it).
    int computations() const { return mComputations; }

    // A panel that presents the model: while one is visible the model follows the session's
    // changes; when one is shown, it catches up.
    void addPanel(QWidget* panel);
    // The session's comparison now: computed when the request changed (a large cube only
    // when asked). Cheap when nothing changed.
    void update();
    // Computes now, a large cube too (the Compare button).
    void compareNow();

signals:
    // The state or the result changed: panels present it again.
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh(bool asked);
    void sessionChanged();

    Session* mSession;
    ComparisonSetup mSetup;
    State mState = State::Problem;
    std::optional<Comparison> mComparison;
    std::optional<BestOrderResult> mCubeBest;
    QString mError;
    int mComputations = 0;
    QList<QPointer<QWidget>> mPanels;
    int mGeneration = 0; // a result for an older request is dropped
    bool mHasRequest = false;
};

} // namespace cubelab::gui
