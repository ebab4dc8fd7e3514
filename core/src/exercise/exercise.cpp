#include "cubelab/exercise.h"

#include "cubelab/errors.h"

namespace cubelab {

namespace {
struct KindName
{
    ExerciseKind kind;
    std::string_view name;
};
constexpr KindName kKindNames[] = {
    {ExerciseKind::LinkOrderLoad, "link-order-load"},
    {ExerciseKind::BroadcastPrediction, "broadcast-prediction"},
    {ExerciseKind::PredictValue, "predict-value"},
    {ExerciseKind::BestOrder, "best-order"},
    {ExerciseKind::CubeWinsRange, "cube-wins-range"},
    {ExerciseKind::PredictBlocks, "predict-blocks"},
    {ExerciseKind::Program, "program"},
};
} // namespace

std::string_view exerciseKindName(ExerciseKind kind)
{
    for (const KindName& k : kKindNames)
        if (k.kind == kind)
            return k.name;
    return "link-order-load";
}

ExerciseKind parseExerciseKind(std::string_view name)
{
    std::string valid;
    for (const KindName& k : kKindNames) {
        if (k.name == name)
            return k.kind;
        valid += (valid.empty() ? "" : ", ") + std::string(k.name);
    }
    throw InputError("unknown exercise kind '" + std::string(name) + "': choose " + valid);
}

const std::vector<ExerciseKind>& allExerciseKinds()
{
    static const std::vector<ExerciseKind> kinds = [] {
        std::vector<ExerciseKind> all;
        for (const KindName& k : kKindNames)
            all.push_back(k.kind);
        return all;
    }();
    return kinds;
}

const LocalizedText* Exercise::feedbackTemplate(std::string_view id) const
{
    if (auto it = feedback.find(id); it != feedback.end())
        return &it->second;
    return builtinFeedbackTemplate(id);
}

std::string Exercise::render(const FeedbackMessage& message, Language language) const
{
    const LocalizedText* text = feedbackTemplate(message.id);
    if (!text)
        return message.id;
    return renderFeedback(text->in(language), message);
}

} // namespace cubelab
