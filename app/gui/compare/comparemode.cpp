#include "compare/comparemode.h"

#include "analysis/stepcostsmodel.h"
#include "document/documentfiles.h"
#include "document/session.h"

#include <QFileInfo>
#include <cstdint>
#include <memory>

namespace cubelab::gui {

CompareMode::CompareMode(ShownState* shown, QObject* parent)
    : QObject(parent), mShown(shown), mFirst(shown->session()), mSecond(new Session(this)),
      mSecondCosts(new StepCostsModel(mSecond, this))
{
    mShown->setComparer(this);
    mSecond->setObjectName(QStringLiteral("secondSession"));
    mSecond->applyMachine(mFirst->machine());
    connect(mFirst, &Session::machineChanged, this,
            [this] { mSecond->applyMachine(mFirst->machine()); });
    connect(mFirst, &Session::traceChanged, this, &CompareMode::onFirstChanged);
    connect(mSecond, &Session::errorOccurred, this, &CompareMode::errorOccurred);
}

std::optional<ComparedScenario::Pair> CompareMode::pair() const
{
    return isOn() ? std::optional(mShown->comparison()) : std::nullopt;
}

Scenario CompareMode::secondOf(ShownComparison comparison, const Scenario& first,
                               const Trace& firstTrace)
{
    return normalized(ComparedScenario::derive(comparison, first, &firstTrace));
}

bool CompareMode::start(ComparedScenario::Pair pair)
{
    try {
        return show(ComparedScenario::derive(pair, mFirst->scenario(), mFirst->trace().get()), pair,
                    QString());
    } catch (const std::exception& e) {
        emit errorOccurred(tr("Nothing to compare with: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
}

bool CompareMode::startWithFile(const QString& path)
{
    try {
        return show(DocumentFiles::readScenario(path), ComparedScenario::Pair::File, path);
    } catch (const std::exception& e) {
        emit errorOccurred(tr("%1 cannot be compared: %2")
                               .arg(QFileInfo(path).fileName(), DocumentFiles::message(e)));
        return false;
    }
}

bool CompareMode::show(const Scenario& second, ComparedScenario::Pair pair, const QString& file)
{
    const std::uint64_t id = ++mRunId; // supersedes a second cube still running
    if (!Session::runsInWorker(second)) {
        // A scenario the engine refuses leaves the comparison as it was (the session says why).
        if (!mSecond->resetScenario(second))
            return false;
        adopt(pair, file);
        return true;
    }
    // A large second cube runs in the worker thread: the window stays live and the comparison
    // starts (or changes) when its run ends; cancelRun() drops it.
    mRunning = true;
    emit runStarted(tr("Running the compared %1 nodes…").arg(std::uint64_t{1} << second.dimension));
    mFirst->derive<std::shared_ptr<const Trace>>(
        this, true, [second] { return Session::run(second); },
        [this, id, pair, file](Session::Derived<std::shared_ptr<const Trace>> done) {
            if (id != mRunId)
                return;
            mRunning = false;
            emit runFinished();
            if (!done.value) {
                if (isOn())
                    stop(); // the first scenario changed and its pair cannot be run
                emit errorOccurred(tr("Nothing to compare with: %1").arg(done.error));
                return;
            }
            mSecond->resetToTrace(*done.value, Session::TraceOrigin::Run);
            adopt(pair, file);
        });
    return true;
}

void CompareMode::adopt(ComparedScenario::Pair pair, const QString& file)
{
    // A file may name a machine of its own: both halves are priced on the window's machine.
    mSecond->applyMachine(mFirst->machine());
    mFile = file;
    mShown->setSecond(mSecond, pair);
    emit changed();
}

void CompareMode::cancelRun()
{
    if (!mRunning)
        return;
    ++mRunId;
    mRunning = false;
    emit runFinished();
}

void CompareMode::stop()
{
    cancelRun();
    if (!isOn())
        return;
    mFile.clear();
    mShown->setSecond(nullptr, ComparedScenario::Pair::None);
    emit changed();
}

void CompareMode::onFirstChanged()
{
    const ComparedScenario::Pair pair = mShown->comparison();
    if (pair == ComparedScenario::Pair::None || pair == ComparedScenario::Pair::File)
        return;
    try {
        const Scenario second =
            ComparedScenario::derive(pair, mFirst->scenario(), mFirst->trace().get());
        if (second == mSecond->scenario()) {
            cancelRun(); // a second cube still running for an edit undone meanwhile
            adopt(pair, mFile);
        } else if (!show(second, pair, mFile)) {
            stop();
        }
    } catch (const std::exception& e) {
        stop();
        emit errorOccurred(tr("The comparison ended: %1").arg(QString::fromUtf8(e.what())));
    }
}

} // namespace cubelab::gui
