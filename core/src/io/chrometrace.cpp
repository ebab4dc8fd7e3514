#include "cubelab/chrometrace.h"

#include "cubelab/atomicfile.h"
#include "cubelab/blockranges.h"
#include "cubelab/collective.h"
#include "cubelab/jsondocument.h"
#include "cubelab/operator.h"
#include "cubelab/viewertrace.h"
#include "io/stepparticipants.h"

#include <algorithm>

namespace cubelab {

namespace {

// Every node's track lies in this one process: the cube.
constexpr int kCubePid = 1;
// A node's s is shown in its slice up to this many characters (an expression of a large cube
// runs to thousands) and up to this many of its elements.
constexpr std::size_t kMaxValueText = 160;
constexpr std::size_t kMaxValueElements = 8;

class ChromeWriter
{
public:
    ChromeWriter(std::ostream& out, const Trace& trace, const StepTimes& times)
        : mOut(out), mTrace(trace), mTimes(times)
    {
    }

    void write()
    {
        mOut << "{\"traceEvents\":[\n";
        writeMetadata();
        for (const Step& step : mTrace.steps())
            writeStep(step);
        mOut << "\n],\n\"displayTimeUnit\":\"ms\",\n\"otherData\":" << otherData().dump() << "}\n";
    }

private:
    void event(const Json& json)
    {
        mOut << (mFirst ? "" : ",\n") << json.dump();
        mFirst = false;
    }

    double micros(double time) const { return time * 1e6; }

    std::string title() const
    {
        const Scenario& s = mTrace.scenario();
        const Collective& collective = findCollective(s.algorithm);
        return collective.lectureName + " (" + collective.id + ") on the " +
               std::to_string(s.dimension) + "-cube, p = " + std::to_string(mTrace.nodeCount());
    }

    Json otherData() const
    {
        Json data = Json::object();
        data["program"] = "CubeLab";
        data["collective"] = mTrace.scenario().algorithm;
        data["dimension"] = mTrace.scenario().dimension;
        data["time"] = mTimes.isLogical()
                           ? std::string("logical: one second a step")
                           : "the cost model's time on machine " + mTimes.machineId();
        return data;
    }

    void writeMetadata()
    {
        event({{"name", "process_name"},
               {"ph", "M"},
               {"ts", 0},
               {"pid", kCubePid},
               {"tid", 0},
               {"args", {{"name", title()}}}});
        event({{"name", "process_sort_index"},
               {"ph", "M"},
               {"ts", 0},
               {"pid", kCubePid},
               {"tid", 0},
               {"args", {{"sort_index", 0}}}});
        for (NodeId node = 0; node < mTrace.nodeCount(); ++node) {
            event({{"name", "thread_name"},
                   {"ph", "M"},
                   {"ts", 0},
                   {"pid", kCubePid},
                   {"tid", node},
                   {"args", {{"name", mTrace.cube().address(node)}}}});
            event({{"name", "thread_sort_index"},
                   {"ph", "M"},
                   {"ts", 0},
                   {"pid", kCubePid},
                   {"tid", node},
                   {"args", {{"sort_index", node}}}});
        }
    }

    // "to 011 over link 3", with the blocks of a block collective: "to 011 over link 3,
    // blocks [4-7]".
    std::string messageText(std::uint64_t index, bool sent) const
    {
        const Message& m = mTrace.allMessages()[index];
        std::string text = (sent ? "to " : "from ") + mTrace.cube().address(sent ? m.to : m.from) +
                           (m.link == kNoLink ? std::string(", no neighbour (no one link)")
                                              : " over link " + std::to_string(m.link));
        if (mTrace.hasBlocks())
            text += ", blocks " + blockListText(mTrace.messageBlocks(index));
        return text;
    }

    // The node's s after step k, where it is short enough to read in a slice's args.
    void addValue(Json& args, NodeId node, std::size_t step) const
    {
        const NodeValue value = mTrace.valueAt(node, step);
        if (mTrace.hasBlocks()) {
            std::vector<BlockId> held;
            for (const BlockValue& block : value.blocks)
                held.push_back(block.block);
            args["holds blocks"] = blockListText(held);
            return;
        }
        if (!value.present)
            return;
        if (mTrace.symbolic() && value.expr != kNoExpr) {
            const std::string text = mTrace.format(value.expr, ExprStyle::Lecture);
            if (text.size() <= kMaxValueText)
                args["s"] = text;
        }
        if (value.elements.size() == 1 && mTrace.elements() == 1) {
            args["value"] = value.elements[0];
        } else {
            Json elements = Json::array();
            for (std::size_t i = 0; i < std::min(value.elements.size(), kMaxValueElements); ++i)
                elements.push_back(value.elements[i]);
            const bool abridged = elements.size() < mTrace.elements();
            args["value"] = std::move(elements);
            if (abridged)
                args["elements"] = mTrace.elements();
        }
    }

    void writeStep(const Step& step)
    {
        const double start = micros(mTimes.start(step.index));
        const double duration = micros(mTimes.duration(step.index));
        const std::string phase(step.phase.id());
        const std::string name = step.label + ") " + phase;
        const detail::StepParticipants participants(mTrace, step);
        for (const auto& part : participants.parts()) {
            Json args = Json::object();
            args["step"] = step.index;
            args["label"] = step.label;
            args["phase"] = phase;
            args["links"] = step.links;
            Json sends = Json::array();
            for (std::uint64_t m : part.sends)
                sends.push_back(messageText(m, true));
            Json receives = Json::array();
            for (std::uint64_t m : part.receives)
                receives.push_back(messageText(m, false));
            if (!sends.empty())
                args["sends"] = std::move(sends);
            if (!receives.empty())
                args["receives"] = std::move(receives);
            addValue(args, part.node, step.index);
            event({{"name", name},
                   {"cat", phase},
                   {"ph", "X"},
                   {"ts", start},
                   {"dur", duration},
                   {"pid", kCubePid},
                   {"tid", part.node},
                   {"args", std::move(args)}});
        }
        // The arrows start and end inside the slices (a quarter and three quarters into the
        // step), so each binds to its own step's slice, not to a neighbour that touches it.
        const auto messages = mTrace.messages(step);
        for (std::uint64_t i = 0; i < messages.size(); ++i) {
            const std::uint64_t id = step.firstMessage + i;
            const std::string flowName = messages[i].link == kNoLink
                                             ? std::string("no neighbours")
                                             : "link " + std::to_string(messages[i].link);
            event({{"name", flowName},
                   {"cat", "message"},
                   {"ph", "s"},
                   {"id", id},
                   {"ts", start + duration / 4},
                   {"pid", kCubePid},
                   {"tid", messages[i].from}});
            event({{"name", flowName},
                   {"cat", "message"},
                   {"ph", "f"},
                   {"bp", "e"},
                   {"id", id},
                   {"ts", start + 3 * duration / 4},
                   {"pid", kCubePid},
                   {"tid", messages[i].to}});
        }
    }

    std::ostream& mOut;
    const Trace& mTrace;
    const StepTimes& mTimes;
    bool mFirst = true;
};

} // namespace

void writeChromeTrace(std::ostream& out, const Trace& trace, const StepTimes& times)
{
    checkViewerTraceFits(trace, "a Chrome trace");
    ChromeWriter(out, trace, times).write();
}

void writeChromeTraceFile(const std::string& path, const Trace& trace, const StepTimes& times)
{
    writeFileAtomically(path, [&](std::ostream& out) { writeChromeTrace(out, trace, times); });
}

} // namespace cubelab
