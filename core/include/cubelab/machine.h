#pragma once
// A machine says what communication costs: per link class its latency, bandwidth and an
// optional capacity that all links of the class share within one step (for both directions
// together, or for each direction on its own); full or half duplex, and whether an exchange
// over a half-duplex link pays its latency twice; the size of an element and the time to
// combine one. The cost model reads it; the presets
// in resources/machines/ are compiled into the core (builtinMachines()).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

enum class Duplex : unsigned char
{
    Full,
    Half
};

// Whom a class's shared capacity B serves. Both: one pool for the two directions of its links
// (a bus, a backplane): k messages crossing the class in one transfer, in either direction,
// get B / k each. Each: B for each direction on its own (a bisection of full-duplex links):
// the messages crossing in one direction share B among themselves. A message on link l goes
// up (from the node whose bit l is 0 to the one whose bit is 1) or down.
enum class SharedDirections : unsigned char
{
    Both,
    Each
};

// How an exchange over a half-duplex link is timed (it matters only for duplex half). Add:
// two transfers, one direction after the other, each paying the latency (2α + 2Nβ). Overlap:
// both directions start at once and share the link, so the latencies overlap (α + 2Nβ).
enum class ExchangeLatency : unsigned char
{
    Add,
    Overlap
};

struct LinkClass
{
    std::vector<int> links;                // link numbers, ascending
    double latency = 0.0;                  // seconds a message
    double bandwidth = 1.0;                // bytes a second, one link, one direction
    std::optional<double> sharedBandwidth; // bytes a second for the whole class in one step
    SharedDirections sharedDirections = SharedDirections::Both; // whom sharedBandwidth serves

    bool operator==(const LinkClass&) const = default;
};

struct Machine
{
    static constexpr int kFormatVersion = 1;

    std::string id;
    std::string name;
    std::string note; // where the figures come from and which are illustrative
    int maxDimension = 1;
    Duplex duplex = Duplex::Full;
    std::uint32_t elementBytes = 8;
    double combineSeconds = 0.0; // combining one element
    std::vector<LinkClass> linkClasses;
    ExchangeLatency exchangeLatency = ExchangeLatency::Add; // for duplex half only

    // The index into linkClasses of the class that holds the link; throws InputError for a
    // link outside 1..maxDimension.
    std::size_t classOf(int link) const;
    const LinkClass& linkClassOf(int link) const { return linkClasses[classOf(link)]; }

    bool operator==(const Machine&) const = default;
};

// Checks every field (each link 1..maxDimension in exactly one class, positive bandwidths,
// finite non-negative times); throws InputError saying what is wrong and what is allowed.
void validate(const Machine& machine);

// Throws InputError when a cube of this dimension has links the machine lacks (a run on it
// could not be priced).
void checkMachineFits(const Machine& machine, int dimension);

std::string_view duplexName(Duplex duplex);
// The names the machine file uses: "both", "each"; "add", "overlap".
std::string_view sharedDirectionsName(SharedDirections directions);
std::string_view exchangeLatencyName(ExchangeLatency latency);

// The presets, read from the JSON files in resources/machines/ that the build embeds.
const std::vector<Machine>& builtinMachines();
// By id, any case; throws InputError listing the preset ids.
const Machine& findMachine(std::string_view id);

} // namespace cubelab
