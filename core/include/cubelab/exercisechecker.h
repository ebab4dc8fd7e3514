#pragma once
// The checkers: each runs the engine on the student's answer (or on the exercise's scenario)
// and compares with what the trace says. No answer is stored anywhere; the truth is worked out
// at check time. Wrong answers get feedback that says what is wrong and why (FeedbackMessage
// ids, rendered by Exercise::render in English or German).

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/scenario.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace cubelab {

// cube-wins-range: where Cube_Do is faster than Tree_Do in its best order, over the vector
// lengths 1 … maxElements (compareVariants' sweep and exact crossovers).
struct CubeWinsSizes
{
    // Inclusive ranges of elements, ascending; empty when Cube_Do is never faster.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
    std::uint64_t maxElements = 0;
    // The last range reaches maxElements: Cube_Do is still faster at the largest size compared.
    bool openEnded = false;
};

// The two runs "show solution" animates side by side.
struct SideBySide
{
    Scenario original; // as the exercise starts (the lecture's order)
    Scenario solution; // the best order
};

// best-order: the least time any link order reaches, one order that reaches it, and how many
// of the n! orders tie.
struct FastestOrder
{
    std::vector<int> order;
    double seconds = 0.0;
    std::uint64_t ties = 0;
    std::uint64_t all = 0;
};

class ExerciseChecker
{
public:
    // Dispatches on the exercise's kind. Throws InputError when the answer's type does not
    // belong to the kind (a programming error of the caller, not a wrong answer).
    static CheckResult check(const Exercise& exercise, const ExerciseAnswer& answer);

    // link-order-load. Right iff the loads of the exercise's high links, read from the
    // engine's trace (Trace::linkLoads), are lexicographically as small as any order allows:
    // the first high link as light as possible, then the second, and so on.
    static CheckResult checkLinkOrderLoad(const Exercise& exercise, const OrderAnswer& answer);
    // The lexicographically best order for the high links (ties keep the exercise's own order
    // for the remaining links) and the loads it gives, per link 1..n.
    static std::vector<int> bestLinkOrder(const Exercise& exercise);
    // The exercise's scenario and the same with the best order.
    static SideBySide linkOrderSolution(const Exercise& exercise);

    // broadcast-prediction. Right iff every asked node's predicted step is the step of the
    // broadcast from the answer's root in which it receives (0 for the root).
    static CheckResult checkBroadcastPrediction(const Exercise& exercise,
                                                const BroadcastAnswer& answer);
    // The step (from 1) in which each node receives from `root`; 0 for the root itself.
    static std::vector<std::size_t> broadcastSteps(const Exercise& exercise, NodeId root);

    // predict-value. Right iff the answer is the node's expression after the step (brackets of
    // any kind, operands of + and * in any order — grouping must match), or a number equal to
    // the node's first element within a relative 1e-9.
    static CheckResult checkPredictValue(const Exercise& exercise, const ValueAnswer& answer);

    // best-order. Right iff the order's total time on the exercise's machine (CostModel, for the
    // scenario's vector length) is the least any order reaches (BestOrder::find), within
    // kRelativeTolerance: every tied order is right.
    static CheckResult checkBestOrder(const Exercise& exercise, const OrderAnswer& answer);
    // The exercise's scenario and the same in a best order.
    static SideBySide bestOrderSolution(const Exercise& exercise);
    // The trees' least time comes from BestOrder::find. For Rabenseifner's all-reduce (its
    // allgather order the link order reversed) n runs, the rotations of 1..n, price every step
    // on every link; each of the n! orders is then a sum of that table, and a run of the best
    // confirms its time. Ties: the orders within kRelativeTolerance of the least time.
    static FastestOrder fastestOrder(const Exercise& exercise);

    // predict-blocks. The answer's text says, per node, which blocks it holds after the step:
    // "0: 0, 4; 1: 1, 5; …" (entries separated by ";", blocks by "," or spaces, "-" for none).
    // Right iff every node's blocks are those the engine's trace holds (Trace::valueAt); the
    // feedback names the first node that differs, what it holds and which inputs each of its
    // blocks combines.
    static CheckResult checkPredictBlocks(const Exercise& exercise, const ValueAnswer& answer);

    // cube-wins-range. Right iff Cube_Do is faster in one range of vector lengths and each end of
    // the answer lies within a factor kRangeFactor of the truth: the low end of the range, and
    // the crossover from which Tree_Do in its best order is faster (or no upper end, when Cube_Do
    // is still faster at maxElements); or when Cube_Do is never faster and the answer says so.
    static CheckResult checkCubeWinsRange(const Exercise& exercise, const RangeAnswer& answer);
    static CubeWinsSizes cubeWinsSizes(const Exercise& exercise);

    static constexpr double kRelativeTolerance = 1e-9;
    static constexpr double kRangeFactor = 2.0;
};

} // namespace cubelab
