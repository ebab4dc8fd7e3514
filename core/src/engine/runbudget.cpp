#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/expressionpool.h"

#include <algorithm>
#include <string>

namespace cubelab {

namespace {

// An expression a symbolic run builds: its node and its entry in the pool's look-up table.
constexpr std::uint64_t kExpressionBytes = sizeof(ExpressionPool::Node) + 32;
// A block a message carries or an update changes: its id, the change and the change's offset.
constexpr std::uint64_t kBlockEntryBytes =
    sizeof(BlockId) + sizeof(BlockChange) + sizeof(std::uint64_t);
// The copies of the p × m values a run holds: the state, its receive buffer, the trace's
// initial and final values.
constexpr std::uint64_t kStateCopies = 4;

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

// The scenario normalized without its initial values, on which a run's size does not depend
// (a copy of them may be a gigabyte; the run checks them).
Scenario shapeOf(const Scenario& scenario)
{
    Scenario shape;
    shape.dimension = scenario.dimension;
    shape.algorithm = scenario.algorithm;
    shape.linkOrder = scenario.linkOrder;
    shape.secondLinkOrder = scenario.secondLinkOrder;
    shape.root = scenario.root;
    shape.op = scenario.op;
    shape.elements = scenario.elements;
    shape.values = scenario.values;
    shape.machine = scenario.machine;
    shape.inlineMachine = scenario.inlineMachine;
    return normalized(shape);
}

std::string nodesText(const Scenario& s)
{
    return findCollective(s.algorithm).lectureName + " on " +
           std::to_string(std::uint64_t{1} << s.dimension) + " nodes";
}

} // namespace

Emulator::RunSize Emulator::runSize(const Scenario& scenario)
{
    const Scenario s = shapeOf(scenario);
    const Collective& collective = findCollective(s.algorithm);
    const std::uint64_t p = std::uint64_t{1} << s.dimension;
    const std::uint64_t m = static_cast<std::uint64_t>(s.elements); // normalized: p × m ≤ 2^27
    const bool ring = std::any_of(
        collective.linkOrders.begin(), collective.linkOrders.end(),
        [](const LinkOrderRole& role) { return role.meaning == OrderMeaning::RingLayout; });
    const std::uint64_t phases = std::max<std::uint64_t>(collective.phases.size(), 1);
    const std::uint64_t stepsAPhase = ring ? p - 1 : static_cast<std::uint64_t>(s.dimension);
    RunSize size;
    size.messages = phases * stepsAPhase * p; // ≤ 2 · 2^20 · 2^20
    // A message carries at most the whole vector (2^42 × 2^27 stays far below 2^64); a block
    // collective's node sends each of its p blocks, m values in all, at most once a phase.
    const bool blocks = collective.data == DataKind::Blocks;
    size.values = blocks ? std::min(size.messages * m, phases * p * m) : size.messages * m;
    std::uint64_t bytes = kStateCopies * p * m * sizeof(double);
    bytes += size.messages * (sizeof(Message) + sizeof(Update));
    bytes += std::min(size.values, Trace::kValueBudget) * sizeof(double);
    if (s.values == ValueMode::Symbolic)
        bytes += size.messages * kExpressionBytes;
    if (blocks) // the blocks of each message and change: each block once a node and phase
        bytes += phases * p * p * kBlockEntryBytes;
    size.bytes = bytes;
    return size;
}

void Emulator::checkRunFits(const Scenario& scenario)
{
    const Scenario s = shapeOf(scenario);
    const RunSize size = runSize(s);
    if (size.messages > kMaxRunMessages)
        throw InputError(
            nodesText(s) + " sends up to " + std::to_string(size.messages) +
            " messages, more than the " + std::to_string(kMaxRunMessages) +
            " a run may send (its trace would take gigabytes and minutes): choose a smaller cube");
    if (size.values > kMaxRunValues)
        throw InputError(nodesText(s) + " with " + std::to_string(s.elements) +
                         " elements moves up to " + std::to_string(size.values) +
                         " values, more than the " + std::to_string(kMaxRunValues) +
                         " a run may move (messages × elements; it would take minutes): choose a "
                         "smaller cube or "
                         "at most " +
                         std::to_string(std::max<std::uint64_t>(
                             kMaxRunValues / std::max<std::uint64_t>(size.messages, 1), 1)) +
                         " elements");
    if (size.bytes > kMaxRunBytes)
        throw InputError(nodesText(s) + " with " + std::to_string(s.elements) +
                         " elements needs about " + std::to_string((size.bytes + kMiB - 1) / kMiB) +
                         " MiB of memory for its run and trace, more than the " +
                         std::to_string(kMaxRunBytes / kMiB) +
                         " MiB a run may take: choose a smaller cube or fewer elements");
}

} // namespace cubelab
