#pragma once
// What a student answers, one type per kind of exercise, and the result of checking it.

#include "cubelab/feedback.h"
#include "cubelab/hypercube.h"
#include "cubelab/jsonio.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace cubelab {

// link-order-load: a link order, the first link used first.
struct OrderAnswer
{
    std::vector<int> order;
    bool operator==(const OrderAnswer&) const = default;
};

// broadcast-prediction: the root picked and, per node, the step (from 1) in which it receives
// the data; the root's own step is 0.
struct BroadcastAnswer
{
    NodeId root = 0;
    std::map<NodeId, std::size_t> steps;
    bool operator==(const BroadcastAnswer&) const = default;
};

// predict-value: what `node` holds after `step` (from 1), as an expression such as
// [(a_0+a_4)+(a_2+a_6)] (brackets of any kind, operands in any order) or a number.
// Where the exercise fixes the step or the node, its own value counts and these are ignored.
struct ValueAnswer
{
    // The longest text an answer may be: s_0 of a 10-cube, the largest an exercise asks
    // about, takes about 12,000 characters.
    static constexpr std::size_t kMaxTextLength = 65536;

    std::size_t step = 1;
    NodeId node = 0;
    std::string text;
    bool operator==(const ValueAnswer&) const = default;
};

// cube-wins-range: the vector lengths (elements) for which Cube_Do is faster than Tree_Do in its
// best order: from `low` to `high` (no `high`: for every larger length compared too), or
// `never`.
struct RangeAnswer
{
    bool never = false;
    std::uint64_t low = 1;
    std::optional<std::uint64_t> high;
    bool operator==(const RangeAnswer&) const = default;
};

// program: a node program in Lua (cubelab/luaprogram.h) and the name of its file.
struct ProgramAnswer
{
    std::string fileName = "program.lua";
    std::string source;
    bool operator==(const ProgramAnswer&) const = default;
};

// best-order takes an OrderAnswer too.
using ExerciseAnswer =
    std::variant<OrderAnswer, BroadcastAnswer, ValueAnswer, RangeAnswer, ProgramAnswer>;

struct CheckResult
{
    bool correct = false;
    // The verdict first, then the reasons and hints, in the order to show them.
    std::vector<FeedbackMessage> feedback;
    // What the views may highlight: the links whose load is too high, the nodes predicted
    // wrongly (or missing), the node asked about.
    std::vector<int> links;
    std::vector<NodeId> nodes;

    // Whether a right answer's first message says so itself ("Right: …"): the views head the
    // feedback with it rather than with a "Right" of their own.
    bool saysRight() const { return correct && feedbackSaysRight(feedback); }
    static bool feedbackSaysRight(const std::vector<FeedbackMessage>& feedback);
};

// {"type": "order", "order": [3,2,1]}, {"type": "broadcast", "root": 5, "steps": {"4": 1, …}},
// {"type": "value", "step": 2, "node": 0, "text": "…"},
// {"type": "program", "fileName": "reduce.lua", "source": "…"},
// {"type": "range", "never": false, "low": 1, "high": 4096} ("high": null for no upper end).
Json answerToJson(const ExerciseAnswer& answer);
// Throws FileError at place (a JSON pointer) for anything else.
ExerciseAnswer answerFromJson(const Json& json, const std::string& fileName,
                              const std::string& place);

} // namespace cubelab
