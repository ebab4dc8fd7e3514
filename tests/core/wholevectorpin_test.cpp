// The lecture's four whole-vector collectives, pinned whole: a fingerprint of every step's
// phase, links and messages (with their pseudocode lines), every update's node, expression
// and values, and the initial and final states. The block engine must leave these traces
// exactly as they were; a change shows here before it reaches a picture or a file. The
// fingerprints were taken on the engine whose traces the baseline capture (every scenario,
// collective and format) found unchanged from the one before blocks.

#include "testutil.h"

#include <cstdint>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;

namespace {

// FNV-1a over the text, stable across compilers and runs.
std::uint64_t fingerprint(const std::string& text)
{
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

std::string dump(const Trace& t)
{
    std::string out;
    auto value = [&](const NodeValue& v) {
        out += v.present ? "+" : "-";
        if (v.expr != kNoExpr)
            out += t.format(v.expr, ExprStyle::Lecture);
        for (double x : v.elements)
            out += " " + std::to_string(x);
        out += "\n";
    };
    for (NodeId i = 0; i < t.nodeCount(); ++i)
        value(t.initial(i));
    for (const Step& step : t.steps()) {
        out += step.label + " " + std::string(step.phase.id());
        for (int link : step.links)
            out += " " + std::to_string(link);
        out += "\n";
        for (const Message& m : t.messages(step))
            out += std::to_string(m.from) + ">" + std::to_string(m.to) + " " +
                   std::to_string(m.link) + " " + std::to_string(m.fromLine) + " " +
                   std::to_string(m.toLine) + "\n";
        const auto updates = t.updates(step);
        for (std::size_t u = 0; u < updates.size(); ++u) {
            out +=
                std::to_string(updates[u].node) + "=" + t.format(updates[u].expr, ExprStyle::Plain);
            for (double x : t.updateElements(step.firstUpdate + u))
                out += " " + std::to_string(x);
            out += "\n";
        }
    }
    for (NodeId i = 0; i < t.nodeCount(); ++i)
        value(t.final(i));
    return out;
}

struct Pin
{
    const char* algorithm;
    std::vector<int> order;
    std::int64_t root;
    std::uint64_t expected;
};

TEST(WholeVectorPin, TheLecturesFourKeepTheirTracesExactly)
{
    const std::vector<Pin> pins{
        {"tree-reduce", {}, 0, 13949118019108517224ull},
        {"tree-reduce", {1, 3, 2}, 5, 17294122379543330567ull},
        {"tree-broadcast", {}, 0, 1283352519688331317ull},
        {"tree-broadcast", {2, 1, 3}, 6, 16528069771057459447ull},
        {"tree-allreduce", {}, 0, 15340280660366982439ull},
        {"tree-allreduce", {1, 2, 3}, 3, 9268130021257549417ull},
        {"cube-allreduce", {}, 0, 15604313192660661369ull},
        {"cube-allreduce", {2, 3, 1}, 0, 8349520968453393419ull},
    };
    for (const Pin& pin : pins) {
        Scenario s = test::scenario(3, pin.algorithm, pin.order);
        if (pin.algorithm != std::string("cube-allreduce"))
            s.root = pin.root;
        s.elements = 3;
        s.initial.resize(8);
        for (std::size_t i = 0; i < 8; ++i)
            s.initial[i] = {static_cast<double>(i + 1), static_cast<double>(10 - i),
                            static_cast<double>(i * i)};
        const Trace t = Emulator::run(s);
        EXPECT_EQ(fingerprint(dump(t)), pin.expected) << pin.algorithm << " root " << pin.root;
    }
}

} // namespace
