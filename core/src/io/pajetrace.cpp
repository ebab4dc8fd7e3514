#include "cubelab/pajetrace.h"

#include "cubelab/atomicfile.h"
#include "cubelab/blockranges.h"
#include "cubelab/collective.h"
#include "cubelab/messagebytes.h"
#include "cubelab/viewertrace.h"
#include "io/stepparticipants.h"

#include <algorithm>
#include <cstdio>

namespace cubelab {

namespace {

// The event definitions: the names and fields PajeNG and ViTE know, numbered as they are
// used below. PajeStartLink carries two fields of our own (Size, as SimGrid writes it, and
// Blocks).
constexpr const char* kHeader = R"(%EventDef PajeDefineContainerType 0
%       Alias string
%       Type string
%       Name string
%EndEventDef
%EventDef PajeDefineStateType 1
%       Alias string
%       Type string
%       Name string
%EndEventDef
%EventDef PajeDefineLinkType 2
%       Alias string
%       Type string
%       StartContainerType string
%       EndContainerType string
%       Name string
%EndEventDef
%EventDef PajeDefineEntityValue 3
%       Alias string
%       Type string
%       Name string
%EndEventDef
%EventDef PajeCreateContainer 4
%       Time date
%       Alias string
%       Type string
%       Container string
%       Name string
%EndEventDef
%EventDef PajeDestroyContainer 5
%       Time date
%       Type string
%       Name string
%EndEventDef
%EventDef PajePushState 6
%       Time date
%       Container string
%       Type string
%       Value string
%EndEventDef
%EventDef PajePopState 7
%       Time date
%       Container string
%       Type string
%EndEventDef
%EventDef PajeStartLink 8
%       Time date
%       Container string
%       Type string
%       StartContainer string
%       Value string
%       Key string
%       Size double
%       Blocks string
%EndEventDef
%EventDef PajeEndLink 9
%       Time date
%       Container string
%       Type string
%       EndContainer string
%       Value string
%       Key string
%EndEventDef
)";

class PajeWriter
{
public:
    PajeWriter(std::ostream& out, const Trace& trace, const StepTimes& times)
        : mOut(out), mTrace(trace), mTimes(times)
    {
    }

    void write()
    {
        const Scenario& s = mTrace.scenario();
        const Collective& collective = findCollective(s.algorithm);
        mOut << "# CubeLab: " << collective.lectureName << " (" << collective.id << ") on the "
             << s.dimension << "-cube; time: "
             << (mTimes.isLogical() ? std::string("logical, one unit a step")
                                    : "seconds on machine " + mTimes.machineId())
             << '\n'
             << kHeader;
        mOut << "0 CUBE 0 \"Hypercube\"\n"
             << "0 NODE CUBE \"Node\"\n"
             << "1 STEP NODE \"Step\"\n"
             << "2 MESSAGE CUBE NODE NODE \"Message\"\n";
        for (int link = 1; link <= s.dimension; ++link)
            mOut << "3 L" << link << " MESSAGE \"link " << link << "\"\n";
        if (mTrace.tracedRun() != nullptr) // a traced program's messages between non-neighbours
            mOut << "3 L" << int{kNoLink} << " MESSAGE \"no neighbours\"\n";
        for (const Step& step : mTrace.steps())
            mOut << "3 S" << step.index << " STEP " << quoted(stepName(step)) << '\n';

        const std::string zero = time(0.0);
        mOut << "4 " << zero << " C CUBE 0 " << quoted(title(collective)) << '\n';
        for (NodeId node = 0; node < mTrace.nodeCount(); ++node)
            mOut << "4 " << zero << " N" << node << " NODE C \"" << mTrace.cube().address(node)
                 << "\"\n";
        for (const Step& step : mTrace.steps())
            writeStep(step);
        const std::string end = time(mTimes.end());
        for (NodeId node = 0; node < mTrace.nodeCount(); ++node)
            mOut << "5 " << end << " NODE N" << node << '\n';
        mOut << "5 " << end << " CUBE C\n";
    }

private:
    // A date as PajeNG reads it: a plain decimal, no exponent.
    static std::string time(double seconds)
    {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.12f", seconds);
        return buffer;
    }

    // Names go in double quotes; ours hold none.
    static std::string quoted(const std::string& text) { return "\"" + text + "\""; }

    std::string title(const Collective& collective) const
    {
        return collective.lectureName + " on the " + std::to_string(mTrace.scenario().dimension) +
               "-cube";
    }

    // "a) reduce on link 3", "c) exchange on links 1 2": no commas, which would split the
    // field in pj_dump's comma-separated lines.
    static std::string stepName(const Step& step)
    {
        std::string name = step.label + ") " + std::string(step.phase.id());
        for (std::size_t i = 0; i < step.links.size(); ++i)
            name += (i == 0 ? (step.links.size() == 1 ? " on link " : " on links ") : " ") +
                    std::to_string(step.links[i]);
        return name;
    }

    // The blocks as everywhere ("[0,4-7]"), their commas as spaces for the same reason.
    static std::string blocksField(std::span<const BlockId> blocks)
    {
        std::string text = blockListText(blocks);
        std::replace(text.begin(), text.end(), ',', ' ');
        return text;
    }

    void writeStep(const Step& step)
    {
        const std::string start = time(mTimes.start(step.index));
        const std::string end = time(mTimes.start(step.index) + mTimes.duration(step.index));
        const detail::StepParticipants participants(mTrace, step);
        for (const auto& part : participants.parts())
            mOut << "6 " << start << " N" << part.node << " STEP S" << step.index << '\n';
        const auto messages = mTrace.messages(step);
        for (std::uint64_t i = 0; i < messages.size(); ++i) {
            const std::uint64_t index = step.firstMessage + i;
            const std::string blocks =
                mTrace.hasBlocks() ? blocksField(mTrace.messageBlocks(index)) : "[]";
            mOut << "8 " << start << " C MESSAGE N" << messages[i].from << " L"
                 << int{messages[i].link} << " M" << index << ' '
                 << messageBytes(mTrace.messageElements(index)) << ' ' << quoted(blocks) << '\n';
        }
        for (std::uint64_t i = 0; i < messages.size(); ++i)
            mOut << "9 " << end << " C MESSAGE N" << messages[i].to << " L" << int{messages[i].link}
                 << " M" << step.firstMessage + i << '\n';
        for (const auto& part : participants.parts())
            mOut << "7 " << end << " N" << part.node << " STEP\n";
    }

    std::ostream& mOut;
    const Trace& mTrace;
    const StepTimes& mTimes;
};

} // namespace

void writePajeTrace(std::ostream& out, const Trace& trace, const StepTimes& times)
{
    checkViewerTraceFits(trace, "a Pajé trace");
    PajeWriter(out, trace, times).write();
}

void writePajeTraceFile(const std::string& path, const Trace& trace, const StepTimes& times)
{
    writeFileAtomically(path, [&](std::ostream& out) { writePajeTrace(out, trace, times); });
}

} // namespace cubelab
