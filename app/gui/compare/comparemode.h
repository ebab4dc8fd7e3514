#pragma once
// CompareMode: a second scenario beside the window's, in a second Session (every engine run
// goes through a session). It holds how the second one was found (ComparedScenario::Pair) and
// keeps it so: a derived pair is derived again from the first scenario after every change of
// it, a scenario file is kept as it is. The second session computes its costs on the window's
// machine. It is the shown state's Comparer: the comparison shown is the shown state's
// (ShownState::comparison), whose one step drives both sessions.

#include "compare/comparedscenario.h"
#include "document/shownstate.h"

#include <QObject>
#include <QString>
#include <cstdint>
#include <optional>

namespace cubelab::gui {

class Session;
class StepCostsModel;

class CompareMode : public QObject, public ShownState::Comparer
{
    Q_OBJECT

public:
    // shown: the window's shown state, of whose session (the first) this is the Comparer.
    explicit CompareMode(ShownState* shown, QObject* parent = nullptr);

    bool isOn() const { return mShown->comparison() != ComparedScenario::Pair::None; }
    std::optional<ComparedScenario::Pair> pair() const;
    // The scenario file of a Pair::File comparison (else empty).
    QString file() const { return mFile; }
    Session* first() const { return mFirst; }
    Session* second() const { return mSecond; }
    // The step costs of the second session (the first's are the window's StepCostsModel).
    StepCostsModel* secondCosts() const { return mSecondCosts; }

    // Compares the first scenario with one derived from it. False (and errorOccurred) when
    // there is none; a comparison already on stays as it was.
    bool start(ComparedScenario::Pair pair);
    // Compares with the scenario in a file. False (and errorOccurred) when it cannot be read or
    // run.
    bool startWithFile(const QString& path);
    void stop();
    // Whether a second run for the worker (Session::runsInWorker) runs there; the
    // comparison starts or changes when it ends. cancelRun() drops it: the comparison stays as
    // it was.
    bool isRunning() const { return mRunning; }
    void cancelRun();

    // ShownState::Comparer
    Scenario secondOf(ShownComparison comparison, const Scenario& first,
                      const Trace& firstTrace) override;
    void startComparing(ShownComparison comparison) override { start(comparison); }
    void stopComparing() override { stop(); }

signals:
    // Comparing started or stopped, or the second scenario changed.
    void changed();
    void errorOccurred(const QString& message);
    // Around the run of a large second cube in the worker thread.
    void runStarted(const QString& what);
    void runFinished();

private:
    // True when the second scenario is shown, or runs in the worker (the comparison starts when
    // it ends); false (and the session's errorOccurred) when the engine refuses it.
    bool show(const Scenario& second, ComparedScenario::Pair pair, const QString& file);
    void adopt(ComparedScenario::Pair pair, const QString& file);
    void onFirstChanged();

    ShownState* mShown;
    Session* mFirst;
    Session* mSecond;
    StepCostsModel* mSecondCosts;
    QString mFile;
    bool mRunning = false;
    std::uint64_t mRunId = 0; // the second cube asked for last; an older run's trace is dropped
};

} // namespace cubelab::gui
