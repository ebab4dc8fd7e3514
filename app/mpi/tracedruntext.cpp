#include "tracedruntext.h"

#include "cubelab/steptext.h"
#include "cubelab/tracedtrace.h"

#include <limits>
#include <memory>
#include <sstream>

namespace cubelab::mpi {

std::string TracedRunText::step(const Trace& trace, std::size_t k)
{
    return StepText(trace).tracedLine(k, std::numeric_limits<std::size_t>::max());
}

std::string TracedRunText::report(const TracedRun& run, const std::string& program)
{
    std::size_t neighbours = 0;
    for (const TracedMessage& m : run.messages)
        neighbours += m.neighbour() ? 1 : 0;
    std::ostringstream out;
    out << "Traced " << program << " on " << run.ranks << " ranks (a " << run.dimension
        << "-cube): " << run.messages.size()
        << (run.messages.size() == 1 ? " message" : " messages");
    if (!run.collectives.empty())
        out << " and " << run.collectives.size()
            << (run.collectives.size() == 1 ? " collective" : " collectives");
    out << " in " << run.stepCount << (run.stepCount == 1 ? " step" : " steps");
    if (neighbours < run.messages.size())
        out << "; " << run.messages.size() - neighbours << " not between neighbours";
    out << ".\n";
    const Trace trace = traceOf(std::make_shared<const TracedRun>(run));
    for (std::size_t k = 1; k <= run.stepCount; ++k)
        out << step(trace, k) << '\n';
    const std::vector<std::uint64_t> load = run.messagesPerLink();
    out << "Messages per link:";
    for (int link = 1; link <= run.dimension; ++link)
        out << (link > 1 ? "," : "") << " link " << link << ": "
            << load[static_cast<std::size_t>(link - 1)];
    out << '\n';
    return out.str();
}

} // namespace cubelab::mpi
