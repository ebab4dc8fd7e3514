#include "window/windowmoment.h"

#include "compare/comparedscenario.h"
#include "compare/comparedsteps.h"
#include "compare/comparemode.h"
#include "document/follow.h"
#include "document/session.h"
#include "window/panelregistry.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <algorithm>
#include <cubelab/machine.h>
#include <exception>
#include <optional>

namespace cubelab::gui {

namespace {

const QString kLayoutPrefix = QStringLiteral("layout-");
const QString kFigure = QStringLiteral("figure");

QAction* layoutAction(const QActionGroup& layouts, const QString& name)
{
    for (QAction* a : layouts.actions())
        if (a->objectName() == kLayoutPrefix + (name.isEmpty() ? kFigure : name))
            return a;
    return nullptr;
}

QStringList layoutNames(const QActionGroup& layouts)
{
    QStringList names;
    for (QAction* a : layouts.actions())
        if (a->objectName() != kLayoutPrefix + kFigure)
            names << a->objectName().mid(kLayoutPrefix.size());
    return names;
}

// What the window follows for the moment's text (cubelab::parseFollow) at the moment's step.
// Nothing when the text is not one or names a node the cube lacks (a link's reader has
// refused those already; a moment made in code is checked here too).
std::optional<Follow> followOf(const std::string& text, int step, int dimension)
{
    if (text.empty())
        return Follow{};
    const std::optional<Followed> followed = parseFollow(text);
    if (!followed || dimension < 0 || dimension > 30 || followed->node >= (NodeId{1} << dimension))
        return std::nullopt;
    return followed->kind == Followed::Kind::Input ? Follow::input(followed->node)
                                                   : Follow::value(followed->node, step);
}

} // namespace

WindowMoment::WindowMoment(Parts parts, QObject* parent) : QObject(parent), mParts(std::move(parts))
{
}

Moment WindowMoment::current() const
{
    Moment m;
    m.scenario = mParts.session->scenario();
    // The machine the costs are computed for, which the user may have changed since the
    // scenario came: a preset by its id, any other in full.
    const Machine& machine = mParts.session->machine();
    m.scenario.inlineMachine.reset();
    m.scenario.machine = machine.id;
    try {
        if (!(findMachine(machine.id) == machine))
            m.scenario.inlineMachine = machine;
    } catch (const std::exception&) {
        m.scenario.inlineMachine = machine;
    }
    m.step = mParts.steps->step();
    if (const QAction* chosen = mParts.layouts->checkedAction()) {
        const QString name = chosen->objectName().mid(kLayoutPrefix.size());
        m.layout = name == kFigure ? std::string() : name.toStdString();
    }
    m.panel = mPanel.toStdString();
    m.follow = momentText(mParts.session->follow());
    if (const auto pair = mParts.compare->pair(); pair && *pair != ComparedScenario::Pair::File)
        m.compare = ComparedScenario::pairId(*pair).toStdString();
    return m;
}

// The view of a moment, checked against the window: everything of it but its scenario.
struct WindowMoment::View
{
    int step = 0;
    QAction* layout = nullptr;
    QString panel;
    QDockWidget* dock = nullptr;
    bool changesComparison = true;
    std::optional<ComparedScenario::Pair> pair;
    Follow follow;
};

std::optional<WindowMoment::View> WindowMoment::checkView(const Moment& moment,
                                                          const Scenario& scenario,
                                                          const Trace& trace, bool keepsComparison,
                                                          QString* why) const
{
    View view;
    view.step = moment.step;
    const QString layout = QString::fromStdString(moment.layout);
    view.layout = layoutAction(*mParts.layouts, layout);
    if (!view.layout) {
        *why = tr("unknown layout \"%1\": allowed are %2")
                   .arg(layout, layoutNames(*mParts.layouts).join(QStringLiteral(", ")));
        return std::nullopt;
    }
    view.panel = QString::fromStdString(moment.panel);
    view.dock = view.panel.isEmpty() ? nullptr : mParts.panelDock(view.panel);
    if (!view.panel.isEmpty() && !view.dock) {
        *why = tr("unknown panel \"%1\": allowed are %2")
                   .arg(view.panel, PanelRegistry::ids().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    const std::optional<Follow> follow = followOf(moment.follow, moment.step, scenario.dimension);
    if (!follow) {
        *why = tr("\"%1\" is not something to follow: give a_I (an input) or s_I (a partial "
                  "result), I a node of the cube")
                   .arg(QString::fromStdString(moment.follow));
        return std::nullopt;
    }
    view.follow = *follow;
    // The step runs to the end of the longer scenario of a comparison.
    int steps = static_cast<int>(trace.stepCount());
    view.changesComparison = !keepsComparison;
    if (keepsComparison) {
        steps = mParts.steps->stepCount();
    } else if (!moment.compare.empty()) {
        view.pair = ComparedScenario::parsePairId(QString::fromStdString(moment.compare));
        if (!view.pair) {
            *why = tr("unknown comparison \"%1\": allowed are %2")
                       .arg(QString::fromStdString(moment.compare),
                            ComparedScenario::pairIds().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        try {
            // Throws where there is no such second scenario. The second runs here only when the
            // step lies beyond the first's (the comparison runs it, in the worker for a large
            // cube).
            const Scenario second =
                normalized(ComparedScenario::derive(*view.pair, scenario, &trace));
            if (moment.step > steps)
                steps = std::max(steps, static_cast<int>(Session::run(second)->stepCount()));
        } catch (const std::exception& e) {
            *why = QString::fromStdString(e.what());
            return std::nullopt;
        }
    }
    if (moment.step > steps) {
        *why = tr("step %1 is out of range: this scenario has steps 0 to %2")
                   .arg(moment.step)
                   .arg(steps);
        return std::nullopt;
    }
    return view;
}

void WindowMoment::apply(const View& view)
{
    if (view.changesComparison) {
        mParts.compare->stop();
        if (view.pair)
            mParts.compare->start(*view.pair);
    }
    mParts.steps->setStep(view.step);
    mParts.session->setFollow(view.follow);
    view.layout->trigger();
    if (view.dock && !mParts.onStage()) {
        view.dock->show();
        view.dock->raise();
    }
    mPanel = view.panel;
}

bool WindowMoment::show(const Moment& moment, QString* why)
{
    // First every check, so that a refused moment changes nothing: the budget before the run.
    Scenario scenario;
    std::shared_ptr<const Trace> trace;
    try {
        scenario = normalized(moment.scenario);
        Session::checkRunFits(scenario);
        if (Session::runsInWorker(scenario)) {
            mParts.session->runInWorker(
                scenario, [this, moment, scenario](std::shared_ptr<const Trace> done) {
                    QString later;
                    if (!showRun(moment, scenario, std::move(done), &later))
                        emit refusedLater(later);
                });
            return true;
        }
        trace = Session::run(scenario);
    } catch (const std::exception& e) {
        *why = QString::fromStdString(e.what());
        return false;
    }
    return showRun(moment, scenario, std::move(trace), why);
}

bool WindowMoment::showRun(const Moment& moment, const Scenario& scenario,
                           std::shared_ptr<const Trace> trace, QString* why)
{
    const std::optional<View> view = checkView(moment, scenario, *trace, false, why);
    if (!view)
        return false;
    mParts.compare->stop();
    mParts.session->resetToTrace(std::move(trace), Session::TraceOrigin::Run);
    apply(*view);
    return true;
}

bool WindowMoment::showView(const Moment& moment, QString* why)
{
    const std::shared_ptr<const Trace> trace = mParts.session->trace();
    if (!trace) {
        *why = tr("nothing is open to show it on");
        return false;
    }
    // A comparison stays as it is where the moment names the one shown (or, for a comparison
    // with a scenario file, which no moment names, none).
    const bool keepsComparison = moment.compare == current().compare;
    const std::optional<View> view =
        checkView(moment, mParts.session->scenario(), *trace, keepsComparison, why);
    if (!view)
        return false;
    apply(*view);
    return true;
}

} // namespace cubelab::gui
