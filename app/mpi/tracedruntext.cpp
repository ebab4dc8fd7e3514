#include "tracedruntext.h"

#include "cubelab/trace.h"

#include <cmath>
#include <set>
#include <sstream>

namespace cubelab::mpi {

namespace {

std::string listOf(const std::vector<int>& numbers)
{
    std::string text;
    for (int n : numbers)
        text += (text.empty() ? "" : ", ") + std::to_string(n);
    return text;
}

std::string valueText(const TracedMessage& m)
{
    if (m.values.empty())
        return {};
    std::ostringstream out;
    out.precision(6);
    out << " (" << m.values.front() << (m.values.size() > 1 ? ", …" : "") << ')';
    return out.str();
}

} // namespace

std::string TracedRunText::step(const TracedRun& run, std::size_t k)
{
    std::set<int> links;
    std::string messages;
    for (const TracedMessage* m : run.messagesIn(k)) {
        if (m->neighbour())
            links.insert(m->links.front());
        messages += (messages.empty() ? "" : ", ") + std::to_string(m->from) + "→" +
                    std::to_string(m->to) + valueText(*m);
        if (!m->neighbour())
            messages += " [not a neighbour: would cross links " + listOf(m->links) + "]";
    }
    for (const TracedCollective* c : run.collectivesIn(k))
        messages += (messages.empty() ? "" : ", ") + c->name + " on " +
                    std::to_string(c->ranks.size()) +
                    " ranks [a collective: not traced link by link]";
    const std::vector<int> used(links.begin(), links.end());
    std::string head = stepLabel(k) + ")";
    if (!used.empty())
        head += (used.size() == 1 ? " link " : " links ") + listOf(used);
    return head + ": " + messages;
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
    for (std::size_t k = 1; k <= run.stepCount; ++k)
        out << step(run, k) << '\n';
    const std::vector<std::uint64_t> load = run.messagesPerLink();
    out << "Messages per link:";
    for (int link = 1; link <= run.dimension; ++link)
        out << (link > 1 ? "," : "") << " link " << link << ": "
            << load[static_cast<std::size_t>(link - 1)];
    out << '\n';
    return out.str();
}

} // namespace cubelab::mpi
