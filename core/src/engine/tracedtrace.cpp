#include "cubelab/tracedtrace.h"

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <set>
#include <tuple>

namespace cubelab {

std::vector<int> linksByFirstUse(const TracedRun& run)
{
    std::vector<int> order;
    auto add = [&order](int link) {
        if (std::find(order.begin(), order.end(), link) == order.end())
            order.push_back(link);
    };
    for (const TracedMessage& m : run.messages) // by step, so by first use
        if (m.neighbour())
            add(m.links.front());
    for (int link = run.dimension; link >= 1; --link)
        add(link);
    return order;
}

namespace {

using StepMessage = std::tuple<std::size_t, NodeId, NodeId>; // step, from, to

std::set<StepMessage> messagesOf(const Trace& trace)
{
    std::set<StepMessage> out;
    for (const Step& step : trace.steps())
        for (const Message& m : trace.messages(step))
            out.emplace(step.index, m.from, m.to);
    return out;
}

// The span of one step on the ranks' clocks: its earliest start to its latest end.
struct Span
{
    double start = std::numeric_limits<double>::infinity();
    double end = -std::numeric_limits<double>::infinity();

    void add(double from, double to)
    {
        start = std::min(start, from);
        end = std::max(end, std::max(from, to));
    }
    double length() const { return end > start ? end - start : 0.0; }
};

// What traceOf relies on; the merge and the trace file's reader make runs that have it.
void checkRun(const TracedRun& run)
{
    auto require = [](bool ok, const char* what) {
        if (!ok)
            throw InputError(std::string("inconsistent traced run: ") + what);
    };
    require(run.dimension >= 0 && run.dimension <= Hypercube::kMaxDimension &&
                run.ranks == static_cast<int>(Hypercube(run.dimension).nodeCount()),
            "its ranks must be the 2^n nodes of a cube");
    for (const TracedMessage& m : run.messages)
        require(m.step >= 1 && m.step <= run.stepCount && m.from >= 0 && m.from < run.ranks &&
                    m.to >= 0 && m.to < run.ranks && m.from != m.to && !m.links.empty(),
                "a message must go from one rank to another in one of the run's steps");
    for (const TracedCollective& c : run.collectives)
        require(c.step >= 1 && c.step <= run.stepCount,
                "a collective must be in one of the run's steps");
}

Measurement measurementOf(const TracedRun& run)
{
    std::vector<Span> steps(run.stepCount);
    Span whole;
    for (const TracedMessage& m : run.messages) {
        // A send whose request was never seen complete ends when its message arrived.
        const double end = std::max({m.sendEnd, m.receiveEnd, m.sendStart});
        steps[m.step - 1].add(m.sendStart, end);
        whole.add(m.sendStart, end);
    }
    for (const TracedCollective& c : run.collectives) {
        steps[c.step - 1].add(c.start, c.end);
        whole.add(c.start, c.end);
    }
    Measurement measured;
    measured.transport = "mpi";
    measured.ranks = static_cast<std::uint32_t>(run.ranks);
    measured.hosts = 0; // not recorded
    measured.repetitions = 1;
    measured.warmup = 0;
    measured.barriers = false;
    for (const Span& span : steps) {
        const double t = std::min(span.length(), kMaxMeasuredSeconds);
        measured.steps.push_back(MeasuredStep{TimeSummary{t, t, t}, {}});
    }
    const double total = std::min(whole.length(), kMaxMeasuredSeconds);
    measured.total = TimeSummary{total, total, total};
    return measured;
}

} // namespace

Scenario closestLectureScenario(const TracedRun& run)
{
    checkRun(run);
    std::set<StepMessage> traced;
    for (const TracedMessage& m : run.messages)
        traced.emplace(m.step, static_cast<NodeId>(m.from), static_cast<NodeId>(m.to));
    std::vector<std::int64_t> roots{0};
    if (!run.messages.empty()) {
        roots.push_back(run.messages.back().to);
        roots.push_back(run.messages.front().from);
    }
    std::sort(roots.begin(), roots.end());
    roots.erase(std::unique(roots.begin(), roots.end()), roots.end());

    std::optional<Scenario> best;
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    for (const char* lecture : {"Tree_UpDo", "Tree_Down", "Tree_Do", "Cube_Do"}) {
        const Collective& collective = findCollective(lecture);
        for (std::int64_t root : roots) {
            if (!collective.takesRoot && root != roots.front())
                continue;
            Scenario s;
            s.dimension = run.dimension;
            s.algorithm = collective.id;
            s.linkOrder = linksByFirstUse(run);
            s.values = ValueMode::Numeric;
            s.elements = 1;
            if (collective.takesRoot)
                s.root = root;
            s = normalized(s);
            const std::set<StepMessage> theirs = messagesOf(Emulator::run(s));
            std::size_t common = 0;
            for (const StepMessage& m : theirs)
                common += traced.count(m);
            const std::size_t differing = traced.size() + theirs.size() - 2 * common;
            if (differing < fewest) {
                fewest = differing;
                best = s;
            }
        }
    }
    return *best;
}

Trace traceOf(std::shared_ptr<const TracedRun> run)
{
    if (run == nullptr)
        throw InputError("no traced run");
    const TracedRun& r = *run;
    checkRun(r);
    TraceData data;
    Scenario s;
    s.dimension = r.dimension;
    s.algorithm = std::string(kTracedProgramId);
    s.values = ValueMode::Numeric;
    s.elements = 1;
    s.linkOrder = linksByFirstUse(r);
    data.scenario = normalized(s);

    const auto p = static_cast<std::size_t>(r.ranks);
    data.initialPresent.assign(p, 0);
    data.initialValues.assign(p, 0.0);
    data.initialExpr.assign(p, kNoExpr);
    data.finalPresent = data.initialPresent;
    data.finalValues = data.initialValues;
    data.finalExpr = data.initialExpr;

    const Phase phase = Phase::named(kTracedProgramPhase);
    data.messages.reserve(r.messages.size());
    std::size_t next = 0;
    for (std::size_t k = 1; k <= r.stepCount; ++k) {
        Step step;
        step.index = static_cast<std::uint32_t>(k);
        step.label = stepLabel(k);
        step.phase = phase;
        step.firstMessage = data.messages.size();
        for (; next < r.messages.size() && r.messages[next].step == k; ++next) {
            const TracedMessage& m = r.messages[next];
            Message msg;
            msg.from = static_cast<NodeId>(m.from);
            msg.to = static_cast<NodeId>(m.to);
            msg.link = m.neighbour() ? static_cast<std::uint8_t>(m.links.front()) : kNoLink;
            data.messages.push_back(msg);
            if (m.neighbour())
                step.links.push_back(m.links.front());
        }
        step.messageCount = data.messages.size() - step.firstMessage;
        step.firstUpdate = 0;
        std::sort(step.links.begin(), step.links.end());
        step.links.erase(std::unique(step.links.begin(), step.links.end()), step.links.end());
        data.steps.push_back(std::move(step));
    }
    if (next != r.messages.size())
        throw InputError("inconsistent traced run: its messages must be in step order, each in a "
                         "step of the run");
    data.measured = measurementOf(r);
    data.tracedRun = std::move(run);
    return Trace(std::move(data));
}

} // namespace cubelab
