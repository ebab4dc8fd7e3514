// A question revealed rather than answered (cubelab/revealedanswer.h): for every built-in
// exercise but a program the answer worked out is one the checker calls right, and what is
// said names it and why, every placeholder filled, in English and German. The truths are the
// lecture's: s_0 after step b) of its reduce, a broadcast from 101 relabelled by i XOR 101.

#include "cubelab/exercisechecker.h"
#include "cubelab/exerciseio.h"
#include "cubelab/revealedanswer.h"

#include <gtest/gtest.h>
#include <string>

namespace cubelab {
namespace {

std::string said(const Exercise& exercise, const RevealedAnswer& revealed, Language language)
{
    std::string text;
    for (const FeedbackMessage& m : revealed.feedback)
        text += exercise.render(m, language) + "\n";
    return text;
}

TEST(RevealedAnswer, EveryBuiltInExerciseButAProgramRevealsAnAnswerTheCheckerCallsRight)
{
    const ExerciseSet set = builtinExercises();
    int revealed = 0;
    for (const Exercise& exercise : set.exercises) {
        SCOPED_TRACE(exercise.id);
        const std::optional<RevealedAnswer> answer = revealAnswer(exercise, AnswerChoice{5, 2, 3});
        if (exercise.kind == ExerciseKind::Program) {
            EXPECT_FALSE(answer.has_value());
            continue;
        }
        ASSERT_TRUE(answer.has_value());
        EXPECT_TRUE(ExerciseChecker::check(exercise, answer->answer).correct);
        ASSERT_FALSE(answer->feedback.empty());
        for (Language language : allLanguages()) {
            const std::string text = said(exercise, *answer, language);
            EXPECT_EQ(text.find('{'), std::string::npos) << text;
        }
        ++revealed;
    }
    EXPECT_GE(revealed, 7);
}

// The question was not answered: nothing said of a revealed answer calls it right.
TEST(RevealedAnswer, NoMessageSaysRightForAQuestionNobodyAnswered)
{
    const ExerciseSet set = builtinExercises();
    for (const Exercise& exercise : set.exercises) {
        SCOPED_TRACE(exercise.id);
        const std::optional<RevealedAnswer> answer = revealAnswer(exercise, AnswerChoice{5, 2, 3});
        if (!answer)
            continue;
        for (const FeedbackMessage& m : answer->feedback) {
            EXPECT_NE(exercise.render(m, Language::English).rfind("Right", 0), 0u) << m.id;
            EXPECT_NE(exercise.render(m, Language::German).rfind("Richtig", 0), 0u) << m.id;
        }
    }
}

TEST(RevealedAnswer, SaysTheLecturesValueAndABroadcastFromTheChosenRoot)
{
    const ExerciseSet set = builtinExercises();
    const Exercise* value = set.find("predict-reduce-root");
    ASSERT_NE(value, nullptr);
    const auto s0 = revealAnswer(*value, AnswerChoice{});
    ASSERT_TRUE(s0.has_value());
    EXPECT_NE(said(*value, *s0, Language::English).find("[(a_0+a_4)+(a_2+a_6)]"), std::string::npos)
        << said(*value, *s0, Language::English);
    // Steps and nodes as the lecture writes them: "b)", the address 000.
    EXPECT_NE(said(*value, *s0, Language::English).find("After step b) node 000 holds"),
              std::string::npos)
        << said(*value, *s0, Language::English);
    EXPECT_NE(said(*value, *s0, Language::German).find("Nach Schritt b) hat Knoten 000"),
              std::string::npos)
        << said(*value, *s0, Language::German);

    const Exercise* broadcast = set.find("broadcast-any-root");
    ASSERT_NE(broadcast, nullptr);
    const auto from5 = revealAnswer(*broadcast, AnswerChoice{5, 1, 0});
    ASSERT_TRUE(from5.has_value());
    const auto& answer = std::get<BroadcastAnswer>(from5->answer);
    EXPECT_EQ(answer.root, 5u);
    // Links 1, 2, 3: 101 sends to 100 in a), both to 111 and 110 in b), and on in c).
    EXPECT_EQ(answer.steps.at(4), 1u);
    EXPECT_EQ(answer.steps.at(7), 2u);
    EXPECT_EQ(answer.steps.at(6), 2u);
    const std::string de = said(*broadcast, *from5, Language::German);
    EXPECT_NE(de.find("Die Wurzel 101 hat die Daten"), std::string::npos) << de;
    EXPECT_NE(de.find("a) 100; b) 110, 111; c) 000, 001, 010, 011"), std::string::npos) << de;
}

} // namespace
} // namespace cubelab
