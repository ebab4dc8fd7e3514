#pragma once
// TraceFacts: what the hypercube view reads from a trace alone, computed once per trace — the
// phases it has, each step's senders and receivers, which nodes are done at a step, and the
// binomial tree the lecture's figure draws (its link order, each node's parent, the steps that
// use each edge). A plain value: it copies what it needs and keeps no reference to the trace.
//
// The tree functions below are the one rule for that tree: the view's tree layout places the
// nodes by them and the figure draws its edges by them.

#include "cubelab/trace.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cubelab {

// The binomial tree that a reduce with this link order builds towards root. The order is used
// when it is a permutation of 1..dimension, else the lecture's n, n-1, …, 1 (binomialTreeOrder).
std::vector<int> binomialTreeOrder(int dimension, std::span<const int> order);
// The step (1..n) in which node sends to its parent, 0 for the root: the position in the
// order of the first link whose bit is set in node XOR root.
int binomialSendStep(NodeId node, int dimension, std::span<const int> order, NodeId root);
// The node's parent in that tree (the root is its own parent).
NodeId binomialParent(NodeId node, int dimension, std::span<const int> order, NodeId root);

class TraceFacts
{
public:
    // A node's part in a step, as bits.
    static constexpr std::uint8_t kNoRole = 0;
    static constexpr std::uint8_t kSends = 1;
    static constexpr std::uint8_t kReceives = 2;

    TraceFacts() = default;
    explicit TraceFacts(const Trace& trace);

    int dimension() const { return mDimension; }
    NodeId nodeCount() const { return static_cast<NodeId>(mParent.size()); }
    std::optional<NodeId> root() const { return mRoot; }

    bool hasReducePhase() const { return mHasReducePhase; }
    bool hasExchangePhase() const { return mHasExchangePhase; }

    // Per node, kSends | kReceives for the messages of step k (1-based); all kNoRole at k = 0
    // or outside the trace.
    std::vector<std::uint8_t> roles(const Trace& trace, std::size_t step) const;

    // Done: a node that sent in a reduce step and does not receive again in the reduce phase
    // has nothing more to do from the next step on, until something (a broadcast) reaches it
    // again. Derived from the messages, not from the algorithm.
    bool isDone(NodeId node, std::size_t step) const;
    // The first step at which the node is done (0: never) and the last step at which it
    // still is (doneFrom > doneUntil: never shown done).
    std::uint32_t doneFrom(NodeId node) const
    {
        return node < mDoneFrom.size() ? mDoneFrom[node] : 0;
    }
    std::uint32_t doneUntil(NodeId node) const
    {
        return node < mDoneUntil.size() ? mDoneUntil[node] : 0;
    }

    // The tree the figure draws: the reduce tree of the scenario's link order, or for a trace
    // that starts with a broadcast, the tree of the reversed order (which the broadcast walks
    // backwards). Its root is the scenario's root, else node 0.
    const std::vector<int>& treeOrder() const { return mTreeOrder; }
    NodeId treeRoot() const { return mRoot.value_or(0); }
    NodeId treeParent(NodeId node) const { return mParent[node]; }
    // The link of the edge from node to its parent, 0 for the tree's root.
    int treeLink(NodeId node) const;
    // The steps (1-based, ascending) whose messages travel along the edge from child to its
    // parent, in either direction; empty for the root.
    const std::vector<std::uint32_t>& treeEdgeSteps(NodeId child) const
    {
        return mEdgeSteps[child];
    }

    bool operator==(const TraceFacts&) const = default;

private:
    int mDimension = 0;
    std::optional<NodeId> mRoot;
    bool mHasReducePhase = false;
    bool mHasExchangePhase = false;
    std::vector<std::uint32_t> mDoneFrom;
    std::vector<std::uint32_t> mDoneUntil;
    std::vector<int> mTreeOrder;
    std::vector<NodeId> mParent;
    std::vector<std::vector<std::uint32_t>> mEdgeSteps;
};

} // namespace cubelab
