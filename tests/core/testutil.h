#pragma once
// Helpers shared by the core tests.

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <functional>
#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace cubelab::test {

// The FileError an action throws; a failure of the test when it throws none.
inline FileError fileErrorOf(const std::function<void()>& action)
{
    try {
        action();
    } catch (const FileError& e) {
        return e;
    }
    ADD_FAILURE() << "expected a FileError";
    return FileError("", "", "");
}

inline Scenario scenario(int dimension, const std::string& algorithm, std::vector<int> order = {},
                         ValueMode values = ValueMode::Symbolic)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.linkOrder = std::move(order);
    s.values = values;
    return s;
}

// Cube_Do's collective running another node program: the emulator tests' way to run programs
// that go wrong, or that meet in unusual orders.
inline Collective customCollective(NodeProgram program)
{
    Collective c = findCollective("cube-allreduce");
    c.id = "custom";
    c.program = program;
    return c;
}

// The leaf indices an expression names, sorted (with repetition).
inline std::vector<std::uint32_t> leavesOf(const ExpressionPool& pool, ExprId id)
{
    std::vector<std::uint32_t> leaves;
    std::vector<ExprId> stack{id};
    while (!stack.empty()) {
        const auto& node = pool.node(stack.back());
        stack.pop_back();
        if (node.isLeaf) {
            leaves.push_back(node.leaf);
        } else {
            stack.push_back(node.left);
            stack.push_back(node.right);
        }
    }
    std::sort(leaves.begin(), leaves.end());
    return leaves;
}

inline std::vector<std::uint32_t> allNodes(std::uint32_t p)
{
    std::vector<std::uint32_t> all(p);
    for (std::uint32_t i = 0; i < p; ++i)
        all[i] = i;
    return all;
}

// Every permutation of 1..n for small n; a few random ones (fixed seed) above.
inline std::vector<std::vector<int>> ordersFor(int n, std::size_t randomCount = 6)
{
    std::vector<int> order = ascendingLinks(n);
    std::vector<std::vector<int>> orders;
    if (n <= 4) {
        do
            orders.push_back(order);
        while (std::next_permutation(order.begin(), order.end()));
        return orders;
    }
    orders.push_back(descendingLinks(n));
    orders.push_back(ascendingLinks(n));
    std::mt19937 rng(static_cast<unsigned>(1234 + n));
    for (std::size_t i = 0; i < randomCount; ++i) {
        std::shuffle(order.begin(), order.end(), rng);
        orders.push_back(order);
    }
    return orders;
}

} // namespace cubelab::test
