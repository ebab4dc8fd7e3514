#pragma once
// A question revealed rather than answered: the clicker's Next at a lesson's question shows
// the right answer and why (docs/lessons.md, "Questions"). The answer is worked out of the
// engine as the checkers work out the truth — the best or fastest link order, the broadcast's
// steps, a node's value, the blocks each node holds, the range where Cube_Do wins — and
// checked right by ExerciseChecker before it is said; what is said is feedback, rendered from
// templates in English and German like every check's (Exercise::render).

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/hypercube.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace cubelab {

// What an exercise leaves to the student (a root, a step, a node), chosen by the place that
// reveals it: a lesson's scene gives its scenario's root and its last step. A choice the
// exercise's run does not have falls back to root 0, the run's last step, node 0.
struct AnswerChoice
{
    NodeId root = 0;
    std::size_t step = 1;
    NodeId node = 0;
};

struct RevealedAnswer
{
    ExerciseAnswer answer; // checked right
    // The answer and why: the right check's feedback, with the answer first where that
    // feedback does not say it, and the reason where the checker gives it to wrong answers only.
    std::vector<FeedbackMessage> feedback;
};

// Nothing for a program exercise: a program is written, not revealed. Throws what
// ExerciseChecker::check throws (a scenario the engine refuses), and std::logic_error when the
// answer worked out is not checked right.
std::optional<RevealedAnswer> revealAnswer(const Exercise& exercise, const AnswerChoice& choice);

} // namespace cubelab
