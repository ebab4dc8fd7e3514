#pragma once
// What the comparison panels ask the core for, and the words both of them use. The request
// follows the session: its dimension and vector length, and the link orders its collective
// feeds to the comparison (comparisonRequestFor; otherwise the lecture's). When the machine
// lacks the cube's links, or the cube is too large to compare at every edit, the setup says
// so instead.

#include <QCoreApplication>
#include <QString>
#include <cubelab/comparison.h>
#include <cubelab/machine.h>
#include <cubelab/scenario.h>
#include <string>
#include <vector>

namespace cubelab::gui {

class ComparisonSetup
{
    Q_DECLARE_TR_FUNCTIONS(ComparisonSetup)

public:
    // Up to this dimension (every preset's largest) a comparison runs at every edit: measured on
    // a busy two-core machine, the chart takes 0.2 s and the table 0.5 s at n = 13; at n = 16
    // 1.5 s and 4 s, at n = 18 6 s and 21 s, so larger cubes are compared only when asked.
    static constexpr int kAutomaticMaxDimension = 13;
    // The chart's sweep: 1 … 2^24 elements (128 MiB of doubles), and the scenario's length.
    static constexpr std::uint64_t kSweepElements = std::uint64_t{1} << 24;

    // In the order of Comparison::variants.
    enum class Variant
    {
        Cube,
        Tree,
        TreeBest,
        Rabenseifner,
        Ring
    };

    ComparisonRequest request;
    Machine machine;
    bool cubeFromScenario = false;         // Cube_Do in the scenario's order, not the lecture's
    bool treeFromScenario = false;         // Tree_Do in the scenario's orders
    bool rabenseifnerFromScenario = false; // Rabenseifner in the scenario's orders
    bool ringFromScenario = false;         // the ring in the scenario's order
    // Why nothing can be compared (empty when it can): a cube the machine has no links for.
    QString problem;

    // sweep: whether the request asks for the chart's sizes.
    static ComparisonSetup make(const Scenario& scenario, const Machine& machine, bool sweep);

    bool canCompare() const { return problem.isEmpty(); }
    // Large cubes are compared only on request (see kAutomaticMaxDimension).
    bool isLarge() const { return request.dimension > kAutomaticMaxDimension; }
    // Same machine, cube, orders, length and sizes: the last comparison still holds.
    bool sameAs(const ComparisonSetup& other) const;

    // "Cube_Do", "Tree_Do (lecture order)" or "(scenario order)", "Tree_Do (best order)",
    // "Rabenseifner", "Ring".
    QString variantName(Variant variant) const;
    // The same for the names the core gives its variants ("Tree_Do, best order").
    QString variantName(const std::string& coreName) const;
    static Variant variantOf(const std::string& coreName);

    // "From 8 elements (64 B) on, Tree_Do (best order) is faster than Cube_Do."
    QString crossoverSentence(const Crossover& crossover) const;
    // "Cube_Do is the fastest of all variants below 36 elements (288 B)."
    QString fastestFirstSentence(const Comparison& comparison) const;
    // "From 36 elements (288 B) on, Rabenseifner is the fastest of all variants."
    QString fastestSentence(const Crossover& change) const;
    // Why Rabenseifner and the ring are missing (Comparison::blockVariantsLeftOut).
    static QString blockVariantsLeftOutText();
    // "3, 2, 1"
    static QString orderText(const std::vector<int>& order);
    // Tree_Do's two orders: "reduce 3, 2, 1 · broadcast 1, 2, 3"; Rabenseifner's
    // "reduce-scatter 3, 2, 1 · allgather 1, 2, 3"; Cube_Do's and the ring's one.
    static QString ordersText(const VariantMetrics& variant);
    // "1 element (8 B)", "1,024 elements (8.192 kB)".
    QString lengthText(std::uint64_t elements) const;
    // Whether the machine's note says its figures are illustrative.
    static bool isIllustrative(const Machine& machine);
    // Why a large cube waits for the button.
    QString largeCubeText() const;
    // What the panels say while that comparison runs in the session's worker.
    QString runningText() const;
};

} // namespace cubelab::gui
