#pragma once
// An exercise: data read from a file (docs/exercises.md), never code. It names its kind, says
// the task in English and German, gives the scenario it starts from and the kind's parameters.
// It stores no answer: the checkers (ExerciseChecker) work the truth out of the engine when
// they check.

#include "cubelab/feedback.h"
#include "cubelab/hypercube.h"
#include "cubelab/scenario.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

enum class ExerciseKind : unsigned char
{
    LinkOrderLoad,       // "link-order-load": choose a link order that keeps the high links light
    BroadcastPrediction, // "broadcast-prediction": pick a root, predict which node receives when
    PredictValue,        // "predict-value": say what a node holds after a step
    BestOrder,           // "best-order": the fastest link order of a tree on a machine
    CubeWinsRange,       // "cube-wins-range": the vector lengths for which Cube_Do is faster
    PredictBlocks,       // "predict-blocks": say which blocks each node holds after a step
    Program,             // "program": write the node program (Lua) of the scenario's collective
};

// program: a most a link may carry in a check's run.
struct LinkLimit
{
    // The link: 1 … n as numbered, or counted from the highest link of each dimension
    // checked: 0 names link n, -1 link n-1 (a link a dimension lacks is not limited).
    int link = 0;
    int linkIn(int dimension) const { return link > 0 ? link : dimension + link; }
    std::uint64_t messages = 0;
    bool operator==(const LinkLimit&) const = default;
};

std::string_view exerciseKindName(ExerciseKind kind);
// Throws InputError listing the kinds.
ExerciseKind parseExerciseKind(std::string_view name);
const std::vector<ExerciseKind>& allExerciseKinds();

// What a kind needs besides the scenario. Fields another kind does not use stay empty.
struct ExerciseParameters
{
    // link-order-load: the links that should carry as little as possible, the most important
    // first. Empty: n, n-1, …, 1 (every link, the highest first).
    std::vector<int> highLinks;

    // broadcast-prediction: the root the broadcast starts at; empty: the student picks it.
    std::optional<NodeId> root;
    // broadcast-prediction: the nodes whose step the student predicts; empty: every node.
    std::vector<NodeId> nodes;

    // predict-value, predict-blocks: the step (from 1) after which the value (the blocks) is
    // asked, and (predict-value) the node; empty: the student (or the panel) picks them.
    std::optional<std::size_t> step;
    std::optional<NodeId> node;

    // best-order, cube-wins-range: the machine preset the times are computed for.
    std::string machine;
    // cube-wins-range: the largest vector length (elements) compared; the sweep runs over the
    // powers of two from 1 up to it.
    std::uint64_t maxElements = std::uint64_t{1} << 20;

    // program: the runs a program is checked on — every dimension with every vector length
    // and operator, from root 0, and (anyRoot) from the last node and one in the middle too.
    std::vector<int> dimensions{1, 2, 3, 4, 5, 6};
    std::vector<std::int64_t> elements{1, 3};
    std::vector<Operator> operators{Operator::Sum, Operator::Max};
    bool anyRoot = true;
    // program: what the links may carry in each of those runs.
    std::vector<LinkLimit> linkLimits;

    bool operator==(const ExerciseParameters&) const = default;
};

struct Exercise
{
    static constexpr std::string_view kFormat = "cubelab-exercise";
    static constexpr int kFormatVersion = 1;

    std::string id; // unique among the loaded exercises, e.g. "tree-down-high-links"
    ExerciseKind kind = ExerciseKind::LinkOrderLoad;
    LocalizedText title;
    LocalizedText task;
    Scenario scenario; // as written (normalizes; the start the panel shows)
    ExerciseParameters parameters;
    // Texts that replace the core's feedback templates for this exercise, by message id.
    std::map<std::string, LocalizedText, std::less<>> feedback;
    std::string source; // the file it was read from ("builtin:<name>" for the built-in ones)

    // The message in the language asked for: this exercise's template for the id if it has
    // one, else the core's; an id neither knows renders as the id itself.
    std::string render(const FeedbackMessage& message, Language language) const;
    const LocalizedText* feedbackTemplate(std::string_view id) const;
};

} // namespace cubelab
