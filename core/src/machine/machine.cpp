#include "cubelab/machine.h"

#include "base/embeddedfiles.h"
#include "cubelab/errors.h"
#include "cubelab/hypercube.h"
#include "cubelab/machinejson.h"
#include "cubelab/messagebytes.h"
#include "cubelab/value.h"
#include "machine/machinecheck.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

namespace cubelab {

namespace detail {

namespace {

// Each figure may be finite and yet the times they imply not: a latency of 1e308 s, or
// a bandwidth of 1e-300 bytes a second. The largest run a machine allows is its largest cube
// with the longest vector a scenario may have; an upper bound of its time (every step as
// slow as the slowest class makes it, twice for half duplex, 2·n steps as in Tree_Do) must
// stay within kMaxMachineSeconds, so that sums and charts of it stay finite too.
std::optional<MachineProblem> timesProblem(const Machine& m)
{
    const double nodes = std::ldexp(1.0, m.maxDimension);
    const double elements = static_cast<double>(kMaxStateValues) / 2.0; // p >= 2 on a link
    const double bytes = approxMessageBytes(elements, m.elementBytes);
    const double transfers = m.duplex == Duplex::Half ? 2.0 : 1.0;
    const double steps = 2.0 * m.maxDimension;
    for (std::size_t c = 0; c < m.linkClasses.size(); ++c) {
        const LinkClass& lc = m.linkClasses[c];
        double slowest = lc.bandwidth;
        if (lc.sharedBandwidth)
            slowest = std::min(slowest, *lc.sharedBandwidth / nodes);
        const double step =
            transfers * (lc.latency + bytes / slowest) + m.combineSeconds * elements;
        const double total = steps * step;
        if (!std::isfinite(total) || total > kMaxMachineSeconds) {
            std::ostringstream text;
            text << "the figures of link class " << c
                 << " make the largest run this machine allows (" << m.maxDimension << "-cube, "
                 << elements << " elements) take more than " << kMaxMachineSeconds << " s"
                 << " (latency " << lc.latency << " s, bandwidth " << lc.bandwidth
                 << " bytes/s, combineSeconds " << m.combineSeconds
                 << "): CubeLab takes machines whose times stay below " << kMaxMachineSeconds
                 << " s";
            return MachineProblem{"/linkClasses/" + std::to_string(c), text.str()};
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<MachineProblem> findProblem(const Machine& m)
{
    if (m.id.empty())
        return MachineProblem{
            "/id", "the id must not be empty (it names the machine on the command line)"};
    for (char c : m.id)
        if (!(std::islower(static_cast<unsigned char>(c)) ||
              std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
            return MachineProblem{
                "/id",
                "the id '" + m.id + "' may hold only lower-case letters, digits, '-', '_' and '.'"};
    if (m.maxDimension < 1 || m.maxDimension > Hypercube::kMaxDimension)
        return MachineProblem{"/maxDimension", "maxDimension " + std::to_string(m.maxDimension) +
                                                   " is outside 1 to " +
                                                   std::to_string(Hypercube::kMaxDimension)};
    if (m.elementBytes < 1)
        return MachineProblem{"/elementBytes", "elementBytes must be at least 1"};
    if (!std::isfinite(m.combineSeconds) || m.combineSeconds < 0.0)
        return MachineProblem{"/combineSeconds",
                              "combineSeconds must be a finite number of seconds, 0 or more"};
    if (m.exchangeLatency != ExchangeLatency::Add && m.exchangeLatency != ExchangeLatency::Overlap)
        return MachineProblem{"/exchangeLatency",
                              "exchangeLatency must be add (an exchange over a half-duplex link "
                              "pays the latency twice) or overlap (once)"};
    if (m.linkClasses.empty())
        return MachineProblem{"/linkClasses", "give at least one link class"};

    std::vector<int> owner(static_cast<std::size_t>(m.maxDimension) + 1, -1);
    for (std::size_t c = 0; c < m.linkClasses.size(); ++c) {
        const LinkClass& lc = m.linkClasses[c];
        const std::string at = "/linkClasses/" + std::to_string(c);
        if (lc.links.empty())
            return MachineProblem{at + "/links", "a link class needs at least one link"};
        for (std::size_t i = 0; i < lc.links.size(); ++i) {
            const int link = lc.links[i];
            const std::string here = at + "/links/" + std::to_string(i);
            if (link < 1 || link > m.maxDimension)
                return MachineProblem{here, "link " + std::to_string(link) + " is outside 1 to " +
                                                std::to_string(m.maxDimension) + " (maxDimension)"};
            if (owner[static_cast<std::size_t>(link)] >= 0)
                return MachineProblem{
                    here, "link " + std::to_string(link) + " already belongs to link class " +
                              std::to_string(owner[static_cast<std::size_t>(link)]) +
                              ": every link belongs to exactly one class"};
            owner[static_cast<std::size_t>(link)] = static_cast<int>(c);
        }
        if (!std::isfinite(lc.latency) || lc.latency < 0.0)
            return MachineProblem{at + "/latency",
                                  "latency must be a finite number of seconds, 0 or more"};
        if (!std::isfinite(lc.bandwidth) || lc.bandwidth <= 0.0)
            return MachineProblem{
                at + "/bandwidth",
                "bandwidth must be a finite number of bytes a second, more than 0"};
        if (lc.sharedBandwidth &&
            (!std::isfinite(*lc.sharedBandwidth) || *lc.sharedBandwidth <= 0.0))
            return MachineProblem{
                at + "/sharedBandwidth",
                "sharedBandwidth must be null (not shared) or a finite number of bytes a "
                "second, more than 0"};
        if (lc.sharedDirections != SharedDirections::Both &&
            lc.sharedDirections != SharedDirections::Each)
            return MachineProblem{at + "/sharedDirections",
                                  "sharedDirections must be both (one capacity for the two "
                                  "directions) or each (the capacity for each direction)"};
    }
    for (int link = 1; link <= m.maxDimension; ++link)
        if (owner[static_cast<std::size_t>(link)] < 0)
            return MachineProblem{"/linkClasses", "link " + std::to_string(link) +
                                                      " belongs to no class: every link 1 to " +
                                                      std::to_string(m.maxDimension) +
                                                      " needs one"};
    return timesProblem(m);
}

} // namespace detail

std::size_t Machine::classOf(int link) const
{
    for (std::size_t c = 0; c < linkClasses.size(); ++c)
        if (std::find(linkClasses[c].links.begin(), linkClasses[c].links.end(), link) !=
            linkClasses[c].links.end())
            return c;
    throw InputError("machine '" + id + "' has links 1 to " + std::to_string(maxDimension) +
                     ", not link " + std::to_string(link));
}

void validate(const Machine& machine)
{
    if (auto problem = detail::findProblem(machine))
        throw InputError("machine '" + machine.id + "' at " + problem->place + ": " +
                         problem->reason);
}

void checkMachineFits(const Machine& machine, int dimension)
{
    if (dimension > machine.maxDimension)
        throw InputError("machine '" + machine.id + "' has links 1 to " +
                         std::to_string(machine.maxDimension) + " (at most " +
                         std::to_string(std::uint64_t{1} << machine.maxDimension) +
                         " processors); the run needs dimension " + std::to_string(dimension));
}

std::string_view duplexName(Duplex duplex)
{
    return duplex == Duplex::Full ? "full" : "half";
}

std::string_view sharedDirectionsName(SharedDirections directions)
{
    return directions == SharedDirections::Both ? "both" : "each";
}

std::string_view exchangeLatencyName(ExchangeLatency latency)
{
    return latency == ExchangeLatency::Add ? "add" : "overlap";
}

const std::vector<Machine>& builtinMachines()
{
    static const std::vector<Machine> all = [] {
        std::vector<Machine> machines;
        for (const detail::EmbeddedFile& file : detail::embeddedMachineFiles())
            machines.push_back(
                parseMachine(file.text, std::string("resources/machines/").append(file.name)));
        return machines;
    }();
    return all;
}

const Machine& findMachine(std::string_view id)
{
    auto lower = [](std::string_view text) {
        std::string out(text);
        std::transform(out.begin(), out.end(), out.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return out;
    };
    const std::string wanted = lower(id);
    for (const Machine& m : builtinMachines())
        if (m.id == wanted)
            return m;
    std::string valid;
    for (const Machine& m : builtinMachines())
        valid += (valid.empty() ? "" : ", ") + m.id;
    throw InputError("unknown machine '" + std::string(id) + "': choose one of " + valid);
}

} // namespace cubelab
