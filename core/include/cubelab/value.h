#pragma once
// What a node holds and sends, and the phases its steps belong to.
//
// A value is a vector of m doubles. A whole-vector collective (the lecture's four) moves the
// whole vector, and in symbolic mode one expression describes every element of it. A block
// collective cuts the vector into p blocks (block b holds the elements ⌊b·m/p⌋ … ⌊(b+1)·m/p⌋−1,
// see blockBegin) and moves sets of them; each block then has its own expression, and a node
// may hold only some blocks.

#include "cubelab/expressionpool.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace cubelab {

using BlockId = std::uint32_t;

// The most values (nodes × elements) a run's state holds; each copy of the state is 8 bytes a
// value (1 GiB at the limit). A scenario (Scenario::kMaxValues) and the largest run a machine
// allows are bounded by it.
inline constexpr std::uint64_t kMaxStateValues = std::uint64_t{1} << 27;

// The first element of block b of an m-element vector cut into `blocks` blocks; block b ends
// where block b+1 begins (blockBegin(blocks, …) = m).
inline std::uint64_t blockBegin(std::uint64_t block, std::uint64_t elements, std::uint64_t blocks)
{
    // ⌊b·m/B⌋ = b·⌊m/B⌋ + ⌊b·(m mod B)/B⌋, exact without overflow for b ≤ B < 2^32.
    return blocks == 0 ? 0 : block * (elements / blocks) + block * (elements % blocks) / blocks;
}
inline std::uint64_t blockSize(std::uint64_t block, std::uint64_t elements, std::uint64_t blocks)
{
    return blockBegin(block + 1, elements, blocks) - blockBegin(block, elements, blocks);
}

struct ValueView
{
    // The whole vector; for a set of blocks, the vector they are cut from (only their
    // elements are meant).
    std::span<const double> elements;
    ExprId expr = kNoExpr; // the whole vector's expression (whole-vector collectives)
    bool present = true; // false for a node that holds nothing yet (before a broadcast reaches it)
    // A set of blocks (block collectives): the blocks carried, ascending, and the expression
    // of every block of the vector, indexed by block id (p of them; a pointer, not a span, so
    // that the view every transfer copies stays 48 bytes).
    bool hasBlocks = false;
    std::span<const BlockId> blocks;
    const ExprId* blockExpr = nullptr;
};

enum class ValueMode : unsigned char
{
    Symbolic,
    Numeric
};

// The kind of communication a step performs ("reduce", "broadcast", "exchange", …). Phases
// are data of the collective (its descriptor lists them), not a closed set: the constants
// below name the built-in collectives' phases, and named() makes any other. A phase that
// combines adds what its messages bring (the cost model prices the combining); the others
// only copy. Two phases are equal when their ids are: each id has one PhaseInfo, so a Phase
// is one pointer and comparing two is comparing pointers (the emulator copies a phase into
// every transfer and step).
struct PhaseInfo
{
    std::string_view id;
    bool combines = true;
};

namespace detail {
inline constexpr PhaseInfo kReducePhase{"reduce", true};
inline constexpr PhaseInfo kBroadcastPhase{"broadcast", false};
inline constexpr PhaseInfo kExchangePhase{"exchange", true};
inline constexpr PhaseInfo kGatherPhase{"gather", false};
inline constexpr PhaseInfo kScatterPhase{"scatter", false};
inline constexpr PhaseInfo kReduceScatterPhase{"reduce-scatter", true};
inline constexpr PhaseInfo kAllgatherPhase{"allgather", false};
} // namespace detail

class Phase
{
public:
    constexpr Phase() = default;

    // The built-in phase with this id (any case), or a new phase that combines; the id is
    // kept for the life of the program.
    static Phase named(std::string_view id);
    // The built-in phase with this id, or nullptr.
    static const Phase* builtin(std::string_view id);

    std::string_view id() const { return mInfo->id; }
    bool combines() const { return mInfo->combines; }
    bool operator==(const Phase& other) const { return mInfo == other.mInfo; }

    static const Phase Reduce;        // a tree's reduce: receivers combine
    static const Phase Broadcast;     // a tree's broadcast: receivers take the data
    static const Phase Exchange;      // Cube_Do: both partners combine
    static const Phase Gather;        // blocks collect at the root
    static const Phase Scatter;       // the root's blocks spread out
    static const Phase ReduceScatter; // blocks are combined and halved
    static const Phase Allgather;     // blocks are collected everywhere

private:
    // Only named() and the constants make phases: one PhaseInfo an id.
    constexpr explicit Phase(const PhaseInfo& info) : mInfo(&info) {}

    const PhaseInfo* mInfo = &detail::kReducePhase;
};

inline constexpr Phase Phase::Reduce{detail::kReducePhase};
inline constexpr Phase Phase::Broadcast{detail::kBroadcastPhase};
inline constexpr Phase Phase::Exchange{detail::kExchangePhase};
inline constexpr Phase Phase::Gather{detail::kGatherPhase};
inline constexpr Phase Phase::Scatter{detail::kScatterPhase};
inline constexpr Phase Phase::ReduceScatter{detail::kReduceScatterPhase};
inline constexpr Phase Phase::Allgather{detail::kAllgatherPhase};

} // namespace cubelab
