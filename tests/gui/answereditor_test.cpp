// The answer editors: AnswerEditor::create gives for each kind an editor that takes it, whose
// answer is of the kind's type, and that fills in a saved answer so that it reads back as it
// was saved; a change by the student is signalled, filling in is not.

#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/answereditor.h"
#include "guitestutil.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <algorithm>
#include <cubelab/exerciseio.h>
#include <gtest/gtest.h>
#include <memory>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// A saved answer for the exercise that is not its start, so a restore shows.
ExerciseAnswer savedAnswer(const Exercise& e, const Trace& run)
{
    switch (e.kind) {
    case ExerciseKind::LinkOrderLoad:
    case ExerciseKind::BestOrder: {
        std::vector<int> order = run.scenario().linkOrder;
        std::reverse(order.begin(), order.end());
        return OrderAnswer{order};
    }
    case ExerciseKind::BroadcastPrediction: {
        const NodeId root = e.parameters.root.value_or(1);
        BroadcastAnswer answer;
        answer.root = root;
        answer.steps[root] = 0;
        answer.steps[root ^ 1u] = 1;
        return answer;
    }
    case ExerciseKind::PredictValue:
        return ValueAnswer{e.parameters.step.value_or(2), e.parameters.node.value_or(1),
                           "(a_1+a_5)"};
    case ExerciseKind::PredictBlocks:
        return ValueAnswer{e.parameters.step.value_or(2), 0, "0: 0, 1; 1: 2, 3"};
    case ExerciseKind::CubeWinsRange: {
        RangeAnswer answer;
        answer.low = 2;
        answer.high = 64;
        return answer;
    }
    case ExerciseKind::Program:
        return ProgramAnswer{e.id + ".lua", "-- mine\nfunction program(node) end\n"};
    }
    return OrderAnswer{};
}

} // namespace

TEST(AnswerEditor, EachKindGetsAnEditorThatRestoresTheSavedAnswer)
{
    Session session;
    ShownState window{&session};
    const ExerciseSet set = builtinExercises();
    for (const Exercise& e : set.exercises) {
        SCOPED_TRACE(e.id);
        std::unique_ptr<AnswerEditor> editor(AnswerEditor::create(e.kind, &window));
        EXPECT_TRUE(editor->takes(e.kind));
        const auto run = Session::run(e.scenario);
        const ExerciseAnswer saved = savedAnswer(e, *run);
        QSignalSpy changed(editor.get(), &AnswerEditor::answerChanged);
        editor->showExercise(e, run, saved);
        editor->retranslate();
        EXPECT_EQ(editor->answer(), saved);
        EXPECT_EQ(changed.count(), 0); // filling in is not a change

        // Without a saved answer: the kind's start, of the kind's type.
        editor->showExercise(e, run, std::nullopt);
        EXPECT_EQ(editor->answer().index(), saved.index());
        EXPECT_EQ(changed.count(), 0);
    }
}

TEST(AnswerEditor, OneEditorServesBothOrderKindsAndNoOther)
{
    Session session;
    ShownState window{&session};
    std::unique_ptr<AnswerEditor> order(AnswerEditor::create(ExerciseKind::LinkOrderLoad, &window));
    EXPECT_TRUE(order->takes(ExerciseKind::BestOrder));
    EXPECT_FALSE(order->takes(ExerciseKind::PredictValue));
    for (ExerciseKind kind : {ExerciseKind::BroadcastPrediction, ExerciseKind::PredictValue,
                              ExerciseKind::CubeWinsRange}) {
        std::unique_ptr<AnswerEditor> editor(AnswerEditor::create(kind, &window));
        EXPECT_FALSE(editor->takes(ExerciseKind::LinkOrderLoad));
        EXPECT_EQ(editor->takes(ExerciseKind::BroadcastPrediction),
                  kind == ExerciseKind::BroadcastPrediction);
    }
}

TEST(AnswerEditor, AChangeByTheStudentIsSignalled)
{
    Session session;
    ShownState window{&session};
    const ExerciseSet set = builtinExercises();
    const Exercise& e = *set.find("broadcast-any-root");
    std::unique_ptr<AnswerEditor> editor(AnswerEditor::create(e.kind, &window));
    editor->showExercise(e, Session::run(e.scenario), std::nullopt);
    QSignalSpy changed(editor.get(), &AnswerEditor::answerChanged);
    editor->findChild<QSpinBox*>(QStringLiteral("step_1"))->setValue(2);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(std::get<BroadcastAnswer>(editor->answer()).steps.at(1), 2u);
}
