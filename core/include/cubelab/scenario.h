#pragma once
// A scenario says what to run: the cube, the collective, its link orders and root, the
// operator and the inputs. normalized() checks every field and fills in the defaults.

#include "cubelab/hypercube.h"
#include "cubelab/machine.h"
#include "cubelab/operator.h"
#include "cubelab/value.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cubelab {

struct Collective;

// A node program as a file carries it (docs/file-formats.md, "program"): the name it was run
// under and its Lua source.
struct ProgramText
{
    std::string fileName;
    std::string source;

    bool operator==(const ProgramText&) const = default;
};

struct Scenario
{
    // Symbolic expressions name 2^n leaves; nobody reads more than 4,096.
    static constexpr int kMaxSymbolicDimension = 12;
    // Nodes × elements (cubelab/value.h).
    static constexpr std::uint64_t kMaxValues = kMaxStateValues;
    // A block collective's node keeps p blocks: p × p flags and expressions.
    static constexpr int kMaxBlockDimension = 12;

    int dimension = 3;
    std::string algorithm = "tree-reduce";
    std::vector<int> linkOrder;       // empty: the collective's default
    std::vector<int> secondLinkOrder; // tree-allreduce only; empty: linkOrder reversed
    std::optional<std::int64_t> root; // trees only; empty: 0
    Operator op = Operator::Sum;
    std::int64_t elements = 0; // 0: the collective's default (1; p for a block collective)
    ValueMode values = ValueMode::Symbolic;
    std::vector<std::vector<double>> initial; // empty: node i holds i+1 in every element
    std::string machine;                      // a machine preset id, or empty
    std::optional<Machine> inlineMachine;     // a machine given in full (then machine is its id)
    // The node program that runs, for the algorithm "program" (cubelab/scenarioprogram.h);
    // empty: the program installed now.
    std::optional<ProgramText> program;

    bool operator==(const Scenario&) const = default;
};

// Checks every field and returns the scenario with every default filled in and the
// algorithm under its id. Throws InputError saying what is wrong and what is allowed.
Scenario normalized(const Scenario& scenario);
// The same for this collective, whatever scenario.algorithm says (the algorithm becomes its id).
Scenario normalized(const Scenario& scenario, const Collective& collective);

// The inputs the run starts from: node i's vector (scenario.initial, or i+1 everywhere).
double initialValue(const Scenario& normalizedScenario, NodeId node, std::uint32_t element);

std::string_view valueModeName(ValueMode mode);
ValueMode parseValueMode(std::string_view text);
std::string_view phaseName(Phase phase);
Phase parsePhase(std::string_view text);

} // namespace cubelab
