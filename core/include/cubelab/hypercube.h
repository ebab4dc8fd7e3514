#pragma once
// The hypercube of dimension n: nodes 0..2^n-1, link k (1..n) joins i and i XOR 2^(k-1).

#include <cstdint>
#include <string>

namespace cubelab {

using NodeId = std::uint32_t;

class Hypercube
{
public:
    static constexpr int kMaxDimension = 20;

    // Throws InputError outside 0..kMaxDimension.
    explicit Hypercube(int dimension);

    int dimension() const { return mDimension; }
    std::uint32_t nodeCount() const { return std::uint32_t{1} << mDimension; }

    // The bit a link flips: link 1 is bit 0.
    static NodeId linkBit(int link) { return NodeId{1} << (link - 1); }
    static NodeId partner(NodeId node, int link) { return node ^ linkBit(link); }
    bool hasLink(int link) const { return link >= 1 && link <= mDimension; }

    // The node id as n binary digits, most significant first: node 5 of a 3-cube is "101".
    // A 0-cube's only node is shown as "0".
    std::string address(NodeId node) const;

    bool operator==(const Hypercube&) const = default;

private:
    int mDimension;
};

} // namespace cubelab
