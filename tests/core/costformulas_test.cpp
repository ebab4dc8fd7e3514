// The cost model against the published formulas of all ten collectives
// (shared/reference/cost-formulas.md: Thakur, Rabenseifner, Gropp 2005) on a uniform machine:
// every link equal, unshared, full duplex. α, β and γ are set per length so that no term hides
// another: lg p · α = N · β, γ = β / 2.

#include "cubelab/costmodel.h"
#include "cubelab/machine.h"
#include "testutil.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

constexpr int kMaxDimension = 10;

struct Coefficients
{
    double alpha = 0.0;
    double beta = 0.0;  // seconds a byte on the wire
    double gamma = 0.0; // seconds a byte combined
};

Machine uniformMachine(const Coefficients& c)
{
    Machine m;
    m.id = "uniform";
    m.name = "uniform";
    m.maxDimension = Scenario::kMaxBlockDimension;
    m.duplex = Duplex::Full;
    m.elementBytes = 8;
    m.combineSeconds = c.gamma * m.elementBytes;
    LinkClass links;
    for (int link = 1; link <= m.maxDimension; ++link)
        links.links.push_back(link);
    links.latency = c.alpha;
    links.bandwidth = 1.0 / c.beta;
    m.linkClasses = {links};
    return m;
}

// Chosen so that the latency, wire and combine terms are of the same size.
Coefficients coefficientsFor(int n, double bytes)
{
    const double beta = 1e-9;
    return {bytes * beta / n, beta, beta / 2};
}

struct Formula
{
    const char* algorithm;
    // lg p, p, N bytes, and the coefficients → the published total.
    std::function<double(double, double, double, const Coefficients&)> total;
};

const std::vector<Formula>& formulas()
{
    static const std::vector<Formula> table{
        {"tree-broadcast", [](double lg, double, double N,
                              const Coefficients& c) { return lg * c.alpha + N * lg * c.beta; }},
        {"tree-reduce",
         [](double lg, double, double N, const Coefficients& c) {
             return lg * c.alpha + N * lg * c.beta + N * lg * c.gamma;
         }},
        {"tree-allreduce",
         [](double lg, double, double N, const Coefficients& c) {
             return 2 * lg * c.alpha + 2 * N * lg * c.beta + N * lg * c.gamma;
         }},
        {"cube-allreduce",
         [](double lg, double, double N, const Coefficients& c) {
             return lg * c.alpha + N * lg * c.beta + N * lg * c.gamma;
         }},
        {"reduce-scatter",
         [](double lg, double p, double N, const Coefficients& c) {
             return lg * c.alpha + N * (p - 1) / p * c.beta + N * (p - 1) / p * c.gamma;
         }},
        {"allgather",
         [](double lg, double p, double N, const Coefficients& c) {
             return lg * c.alpha + N * (p - 1) / p * c.beta;
         }},
        {"rabenseifner-allreduce",
         [](double lg, double p, double N, const Coefficients& c) {
             return 2 * lg * c.alpha + 2 * N * (p - 1) / p * c.beta + N * (p - 1) / p * c.gamma;
         }},
        {"ring-allreduce",
         [](double, double p, double N, const Coefficients& c) {
             return 2 * (p - 1) * c.alpha + 2 * N * (p - 1) / p * c.beta +
                    N * (p - 1) / p * c.gamma;
         }},
        {"tree-gather",
         [](double lg, double p, double N, const Coefficients& c) {
             return lg * c.alpha + N * (p - 1) / p * c.beta;
         }},
        {"tree-scatter",
         [](double lg, double p, double N, const Coefficients& c) {
             return lg * c.alpha + N * (p - 1) / p * c.beta;
         }},
    };
    return table;
}

Trace run(int dimension, const std::string& algorithm, std::int64_t elements)
{
    Scenario s = scenario(dimension, algorithm, {}, ValueMode::Numeric);
    s.elements = elements;
    return Emulator::run(s);
}

void expectFormula(const Formula& f, const Trace& trace, int n, std::uint64_t m, bool atOwnLength)
{
    const double p = std::ldexp(1.0, n);
    const double N = static_cast<double>(m) * 8.0;
    const Coefficients c = coefficientsFor(n, N);
    const Machine machine = uniformMachine(c);
    const double total = atOwnLength ? CostModel::evaluate(trace, machine).total
                                     : CostModel::evaluate(trace, machine, m).total;
    const double expected = f.total(n, p, N, c);
    EXPECT_LT(std::abs(total - expected), 1e-9 * expected)
        << f.algorithm << " n=" << n << " m=" << m << (atOwnLength ? " (run)" : " (priced)") << ": "
        << total << " vs " << expected;
}

} // namespace

// The ten collectives are all in the table, and the table is the registry's built-in list.
TEST(CostFormulas, EveryBuiltInCollectiveHasItsFormula)
{
    ASSERT_EQ(formulas().size(), builtinCollectives().size());
    for (const Collective& c : builtinCollectives())
        EXPECT_TRUE(std::any_of(formulas().begin(), formulas().end(), [&](const Formula& f) {
            return c.id == f.algorithm;
        })) << c.id;
}

// For p = 2 … 1024 and m a multiple of p: one run with m = p, priced at its own length and at
// longer ones (the message pattern does not depend on m; each message carries its blocks'
// share of the length).
TEST(CostFormulas, UniformMachineReproducesThePublishedFormulas)
{
    for (const Formula& f : formulas())
        for (int n = 1; n <= kMaxDimension; ++n) {
            const std::uint64_t p = std::uint64_t{1} << n;
            const Trace trace = run(n, f.algorithm, static_cast<std::int64_t>(p));
            expectFormula(f, trace, n, p, true);
            for (std::uint64_t k : {std::uint64_t{2}, std::uint64_t{3}, std::uint64_t{1000}})
                expectFormula(f, trace, n, k * p, false);
        }
}

// A run whose blocks hold three elements each, priced at its own length.
TEST(CostFormulas, RunsWithSeveralElementsABlockReproduceTheFormulas)
{
    for (const Formula& f : formulas())
        for (int n = 1; n <= 4; ++n) {
            const std::uint64_t m = std::uint64_t{3} << n;
            expectFormula(f, run(n, f.algorithm, static_cast<std::int64_t>(m)), n, m, true);
        }
}
