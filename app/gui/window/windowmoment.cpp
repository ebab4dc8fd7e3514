#include "window/windowmoment.h"

#include "compare/comparedscenario.h"
#include "compare/comparedsteps.h"
#include "compare/comparemode.h"
#include "document/follow.h"
#include "document/session.h"
#include "window/panelregistry.h"

#include <cubelab/machine.h>

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QRegularExpression>

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

// "a_5" follows input 5; "s_0" shows what s_0 is made of at the moment's step. Nothing when
// the text is none of these or names a node the cube lacks (a link's reader has refused
// those already; a moment made in code is checked here too).
std::optional<Follow> followOf(const std::string& text, int step, int dimension)
{
    if (text.empty())
        return Follow{};
    static const QRegularExpression pattern(QStringLiteral("^([as])_(0|[1-9][0-9]{0,8})$"));
    const QRegularExpressionMatch match = pattern.match(QString::fromStdString(text));
    if (!match.hasMatch())
        return std::nullopt;
    const auto node = static_cast<NodeId>(match.captured(2).toULongLong());
    if (dimension < 0 || dimension > 30 || node >= (NodeId{1} << dimension))
        return std::nullopt;
    return match.captured(1) == QLatin1String("a") ? Follow::input(node) : Follow::value(node, step);
}

std::string followText(const Follow& follow)
{
    if (!follow.active())
        return {};
    return (follow.kind == Follow::Kind::Input ? "a_" : "s_") + std::to_string(follow.node);
}

} // namespace

WindowMoment::WindowMoment(Parts parts, QObject* parent) : QObject(parent), mParts(std::move(parts)) {}

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
    m.follow = followText(mParts.session->follow());
    if (const auto pair = mParts.compare->pair(); pair && *pair != ComparedScenario::Pair::File)
        m.compare = ComparedScenario::pairId(*pair).toStdString();
    return m;
}

bool WindowMoment::show(const Moment& moment, QString* why)
{
    // First every check, so that a refused moment changes nothing.
    const QString layout = QString::fromStdString(moment.layout);
    QAction* layoutChoice = layoutAction(*mParts.layouts, layout);
    if (!layoutChoice) {
        *why = tr("unknown layout \"%1\": allowed are %2").arg(layout, layoutNames(*mParts.layouts).join(QStringLiteral(", ")));
        return false;
    }
    const QString panel = QString::fromStdString(moment.panel);
    QDockWidget* dock = panel.isEmpty() ? nullptr : mParts.panelDock(panel);
    if (!panel.isEmpty() && !dock) {
        *why = tr("unknown panel \"%1\": allowed are %2").arg(panel, PanelRegistry::ids().join(QStringLiteral(", ")));
        return false;
    }
    std::optional<ComparedScenario::Pair> pair;
    if (!moment.compare.empty()) {
        pair = ComparedScenario::parsePairId(QString::fromStdString(moment.compare));
        if (!pair) {
            *why = tr("unknown comparison \"%1\": allowed are %2")
                       .arg(QString::fromStdString(moment.compare), ComparedScenario::pairIds().join(QStringLiteral(", ")));
            return false;
        }
    }
    const std::optional<Follow> follow = followOf(moment.follow, moment.step, moment.scenario.dimension);
    if (!follow) {
        *why = tr("\"%1\" is not something to follow: give a_I (an input) or s_I (a partial result), I a node of the cube")
                   .arg(QString::fromStdString(moment.follow));
        return false;
    }
    std::shared_ptr<const Trace> trace;
    try {
        const Scenario scenario = normalized(moment.scenario);
        if (pair)
            ComparedScenario::derive(*pair, scenario); // throws where there is no such second scenario
        trace = Session::run(scenario);
    } catch (const std::exception& e) {
        *why = QString::fromStdString(e.what());
        return false;
    }
    const int steps = static_cast<int>(trace->stepCount());
    if (moment.step > steps) {
        *why = tr("step %1 is out of range: this scenario has steps 0 to %2").arg(moment.step).arg(steps);
        return false;
    }

    mParts.compare->stop();
    mParts.session->resetToTrace(std::move(trace), Session::TraceOrigin::Run);
    if (pair)
        mParts.compare->start(*pair);
    mParts.steps->setStep(moment.step);
    mParts.session->setFollow(*follow);
    layoutChoice->trigger();
    if (dock) {
        dock->show();
        dock->raise();
    }
    mPanel = panel;
    return true;
}

} // namespace cubelab::gui
