#pragma once
// BlockRule: what a node of a block collective does with its blocks, in one place (docs/engine.md,
// "Block collectives"): combine adds a received block to the one the node holds and takes a
// block it does not hold as it came; assign takes every received block; a node sends and drops
// only blocks it holds, named in ascending order. The emulator's nodes and cubelab-mpi's MpiNode
// keep a node's vector and marks in storage of their own and apply the rule to it through a
// BlockState; what else they do with a change (a trace's record, a stale list) is `changed`.

#include "cubelab/expressionpool.h"
#include "cubelab/operator.h"
#include "cubelab/value.h"

#include <cstdint>
#include <cstring>
#include <span>

namespace cubelab {

// A node's vector and its marks, owned by the caller.
struct BlockState
{
    std::span<double> s;    // the node's m elements
    std::uint8_t* held;     // one mark a block: whether the node holds it
    ExprId* expr = nullptr; // one expression a block in a symbolic run; null otherwise
    std::uint32_t elements; // m
    std::uint32_t blocks;   // B: the vector is cut into B blocks
};

class BlockRule
{
public:
    // The expressions of a run that keeps none (numeric runs, cubelab-mpi's ranks).
    static ExprId noExpressions(ExprId, ExprId) { return kNoExpr; }

    // Throws EngineError unless every id names a block of the vector, the ids ascend without
    // repeats and the node holds each block. what: the operation, for the message ("send").
    static void requireHeld(const std::uint8_t* held, std::uint32_t blocks,
                            std::span<const BlockId> ids, const char* what);
    // Throws EngineError unless the received value is a set of blocks. what: "combine", "assign".
    static void requireBlocks(const ValueView& received, const char* what);

    // combineExpressions(a, b): the expression of a combined with b (kNoExpr in a numeric run),
    // called where the node keeps expressions (node.expr not null); the emulator's refuses a
    // value that combines too many inputs.
    // changed(b) for every block whose value changed.
    template <typename CombineExpressions, typename Changed>
    static void combine(const BlockState& node, Operator op,
                        CombineExpressions&& combineExpressions, const ValueView& received,
                        Changed&& changed)
    {
        requireBlocks(received, "combine");
        for (BlockId b : received.blocks) {
            const std::uint64_t begin = blockBegin(b, node.elements, node.blocks);
            const std::uint64_t size = blockSize(b, node.elements, node.blocks);
            if (node.held[b]) {
                combineInto(op, node.s.subspan(begin, size),
                            received.elements.subspan(begin, size));
                if (node.expr)
                    node.expr[b] = combineExpressions(node.expr[b], received.blockExpr[b]);
            } else {
                take(node, received, b, begin, size);
            }
            changed(b);
        }
    }

    template <typename Changed>
    static void assign(const BlockState& node, const ValueView& received, Changed&& changed)
    {
        requireBlocks(received, "assign");
        for (BlockId b : received.blocks) {
            take(node, received, b, blockBegin(b, node.elements, node.blocks),
                 blockSize(b, node.elements, node.blocks));
            changed(b);
        }
    }

    template <typename Changed>
    static void drop(const BlockState& node, std::span<const BlockId> ids, Changed&& changed)
    {
        requireHeld(node.held, node.blocks, ids, "drop");
        for (BlockId b : ids) {
            node.held[b] = 0;
            if (node.expr)
                node.expr[b] = kNoExpr;
            changed(b);
        }
    }

private:
    static void take(const BlockState& node, const ValueView& received, BlockId b,
                     std::uint64_t begin, std::uint64_t size)
    {
        // memmove: a node may be handed a view of its own vector.
        std::memmove(node.s.data() + begin, received.elements.data() + begin,
                     size * sizeof(double));
        node.held[b] = 1;
        if (node.expr)
            node.expr[b] = received.blockExpr ? received.blockExpr[b] : kNoExpr;
    }
};

} // namespace cubelab
