// Two loops one after the other, each under a heading of its own: Tree_Do (Tree_UpDo, then
// Tree_Down) and Rabenseifner's all-reduce (reduce-scatter, then allgather).

#include "collectives/collectives.h"

namespace cubelab::collectives {

namespace {

// Line 0 is the first heading, its loop follows; then the second heading and its loop.
int secondHeadingLine(const PhaseLoop& first)
{
    return 1 + static_cast<int>(first.lines->size());
}

} // namespace

Task runTwoPhases(Comm& c, const PhaseLoop* first, const PhaseLoop* second)
{
    const int secondHeading = secondHeadingLine(*first);
    c.mark(0);
    co_await first->steps(c, c.linkOrder(), 1);
    c.mark(secondHeading);
    co_await second->steps(c, c.secondLinkOrder(), secondHeading + 1);
}

std::vector<std::string> nestedPseudocode(const PhaseLoop& first, const PhaseLoop& second)
{
    std::vector<std::string> lines;
    for (const PhaseLoop* phase : {&first, &second}) {
        lines.emplace_back(phase->heading);
        for (const auto& line : *phase->lines)
            lines.push_back("    " + line);
    }
    return lines;
}

} // namespace cubelab::collectives
