#include "cubelab/viewertrace.h"

#include "cubelab/errors.h"

#include <algorithm>

namespace cubelab {

std::uint64_t viewerTraceEvents(const Trace& trace)
{
    std::uint64_t events = trace.nodeCount();
    for (const Step& step : trace.steps())
        events += std::min<std::uint64_t>(trace.nodeCount(), 2 * step.messageCount) +
                  2 * step.messageCount;
    return events;
}

void checkViewerTraceFits(const Trace& trace, const std::string& format)
{
    const std::uint64_t events = viewerTraceEvents(trace);
    if (events > kMaxViewerTraceEvents)
        throw InputError(format + " of this run would hold " + std::to_string(events) +
                         " events (tracks, slices and message arrows), more than the " +
                         std::to_string(kMaxViewerTraceEvents) +
                         " a trace for viewers may hold (about half a gigabyte): choose a smaller "
                         "cube or a collective with fewer messages, or the text report");
}

} // namespace cubelab
