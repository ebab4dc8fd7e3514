#pragma once
// A trace as text that reads like the lecture: a header naming the scenario, then per step
// its label, link, phase and arrows (100→000), the s_i it changed in the lecture's brackets
// with their numbers, and at the end the result and the link loads. Large cubes are
// abridged: at most kMaxListed arrows and updates a step, then how many more. A block
// collective's steps list each message with its blocks and each node's changed blocks.

#include "cubelab/trace.h"

#include <functional>
#include <ostream>
#include <span>
#include <string>

namespace cubelab::cli {

class TextReport
{
public:
    static constexpr std::size_t kMaxListed = 16;
    static constexpr std::size_t kMaxVectorShown = 8;

    explicit TextReport(const Trace& trace) : mTrace(trace) {}

    void write(std::ostream& out) const;

    // %g with 12 significant digits: 36, 0.5, 1e+30.
    static std::string formatNumber(double value);
    // One number for m = 1; [1, 2, …] for a vector, abridged after kMaxVectorShown
    // elements with "… (m elements)". `total` is the vector's length (the trace may keep fewer).
    static std::string formatVector(std::span<const double> elements, std::uint64_t total);

private:
    std::string header() const;
    std::string start() const;
    void writeStep(std::ostream& out, const Step& step) const;
    // "a) link 3  reduce   100→000  101→001": the step's line (cubelab/steptext.h) with the
    // phase between its heading and its transfers; payload: what a message carries, if named.
    std::string stepLine(const Step& step,
                         const std::function<std::string(std::uint64_t)>& payload) const;
    void writeResult(std::ostream& out) const;
    // A block collective (Trace::hasBlocks): per message the blocks it carries, per node the
    // blocks it changed and dropped (see BlockText).
    std::string blockStart(const std::string& inputs) const;
    void writeBlockStep(std::ostream& out, const Step& step) const;
    void writeBlockResult(std::ostream& out) const;
    void writeLinkLoads(std::ostream& out) const;
    // "s_5 = (a_1+a_5) = 8" in the lecture's brackets, or "s_5 = 8" for numeric values.
    std::string describe(NodeId node, const NodeValue& value) const;

    const Trace& mTrace;
};

} // namespace cubelab::cli
