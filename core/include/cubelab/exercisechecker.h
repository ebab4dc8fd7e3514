#pragma once
// The checkers: each runs the engine on the student's answer (or on the exercise's scenario)
// and compares with what the trace says. No answer is stored anywhere; the truth is worked out
// at check time. Wrong answers get feedback that says what is wrong and why (FeedbackMessage
// ids, rendered by Exercise::render in English or German).

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/scenario.h"

namespace cubelab {

// The two runs "show solution" animates side by side.
struct SideBySide
{
    Scenario original; // as the exercise starts (the lecture's order)
    Scenario solution; // the best order
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

    static constexpr double kRelativeTolerance = 1e-9;
};

} // namespace cubelab
