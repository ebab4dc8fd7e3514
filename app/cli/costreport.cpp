#include "costreport.h"

#include "costtext.h"

#include <algorithm>
#include <cstdio>

namespace cubelab::cli {

void CostReport::write(std::ostream& out) const
{
    out << "time on " << machineLine(mMachine) << ", " << mCost.elements
        << (mCost.elements == 1 ? " element" : " elements") << " of " << mMachine.elementBytes
        << " bytes:\n";
    out << "   step  " << padded("start", 12) << padded("duration", 12) << "slowest message\n";
    for (const StepCost& s : mCost.steps) {
        const Step& step = mTrace.steps()[s.index - 1];
        std::string why =
            mTrace.cube().address(s.slowest.from) + "→" + mTrace.cube().address(s.slowest.to) +
            " on link " + std::to_string(s.slowest.link) + ": " +
            std::string(costLimitName(s.limit)) + " (" + std::to_string(s.concurrent) +
            (s.concurrent == 1 ? " message" : " messages") + " at once, " +
            rate(s.effectiveBandwidth) + " each)";
        if (s.transfers == 2)
            why += ", two transfers (half duplex)";
        if (s.combineSeconds > 0.0)
            why += " + combine " + formatSeconds(s.combineSeconds);
        out << "   " << padded(step.label + ")", 6) << padded(formatSeconds(s.start), 12)
            << padded(formatSeconds(s.duration), 12) << why << '\n';
    }
    out << "   total " << formatSeconds(mCost.total) << '\n';
}

} // namespace cubelab::cli
