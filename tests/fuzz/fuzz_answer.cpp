// The answer a student types for a predict-value exercise: an expression such as
// [(a_0+a_4)+(a_2+a_6)] or a number. Two readers take that text:
//  - ExpressionPool::parse(text, leafLimit) on its own. An expression that is read is
//    formatted in the plain and the lecture style and each is parsed again: the pool is
//    hash-consed, so both must give the same id (for expressions no deeper than the parser's
//    nesting limit: the plain style brackets every operation but the outermost, so a longer
//    chain a+b+c+… reads but its formatted text is refused, as it should be).
//  - ExerciseChecker::checkPredictValue with the built-in exercise "predict-reduce-root"
//    (3-cube, Tree_UpDo, step 2, node 0), symbolic and numeric, whose feedback is then
//    rendered in both languages: the path from the panel's text field to what it shows.

#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/expressionpool.h"
#include "fuzzcommon.h"

#include <exception>
#include <vector>

using namespace cubelab;

namespace {

constexpr std::uint32_t kLeafLimit = 4096; // the leaves of a 12-cube, the largest symbolic one

const Exercise& predictExercise(ValueMode values)
{
    static const ExerciseSet builtin = builtinExercises();
    static const Exercise* symbolic = [] {
        const Exercise* e = builtin.find("predict-reduce-root");
        if (!e) {
            std::fprintf(stderr, "the built-in exercise predict-reduce-root is missing\n");
            std::abort();
        }
        return e;
    }();
    static const Exercise numeric = [] {
        Exercise e = *symbolic;
        e.scenario.values = ValueMode::Numeric;
        return e;
    }();
    return values == ValueMode::Symbolic ? *symbolic : numeric;
}

void parseAlone(std::string_view text)
{
    ExpressionPool pool;
    ExprId id = kNoExpr;
    if (!fuzz::accepted([&] { id = pool.parse(text, kLeafLimit); }))
        return;
    static const std::vector<double> leafValues = [] {
        std::vector<double> v(kLeafLimit);
        for (std::uint32_t i = 0; i < kLeafLimit; ++i)
            v[i] = i + 1;
        return v;
    }();
    (void)pool.evaluate(id, leafValues);
    (void)pool.format(id, ExprStyle::Latex, kLeafLimit);
    if (pool.node(id).height > ExpressionPool::kMaxNesting)
        return;
    for (ExprStyle style : {ExprStyle::Plain, ExprStyle::Lecture}) {
        const std::string formatted = pool.format(id, style, kLeafLimit);
        ExprId again = kNoExpr;
        try {
            again = pool.parse(formatted, kLeafLimit);
        } catch (const std::exception& e) {
            fuzz::roundTripDiffers(std::string("expression refused when read back: ") + e.what(),
                                   formatted, "");
        }
        if (again != id)
            fuzz::roundTripDiffers("expression", formatted, pool.format(again, style, kLeafLimit));
    }
}

void check(std::string_view text, ValueMode values)
{
    const Exercise& exercise = predictExercise(values);
    ValueAnswer answer;
    answer.step = 2;
    answer.node = 0;
    answer.text = std::string(text);
    CheckResult result;
    if (!fuzz::accepted([&] { result = ExerciseChecker::checkPredictValue(exercise, answer); }))
        return;
    for (const FeedbackMessage& message : result.feedback)
        for (Language language : allLanguages())
            (void)exercise.render(message, language);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    parseAlone(text);
    check(text, ValueMode::Symbolic);
    check(text, ValueMode::Numeric);
    return 0;
}
