// The lesson for its three users (issue 46): the clicker's Page Down alone walks the whole
// lesson from any scene to the last step of the last scene, at the desk and on the stage; a
// question is posed (its answering step not played), revealed by the next press (the step
// plays, the lesson says the right answer and why) and left by the one after; after a check the
// verdict stays in the lesson and the step keys step at once; the step reached is resumed; and
// lesson work asks nothing when the window closes. Every key is a real key event sent where
// the keyboard sends it: to the widget that has the focus.

#include "analysis/comparisontable.h"
#include "analysis/comparisontablemodel.h"
#include "analysis/linkloadschart.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"
#include "scenario/linkordereditor.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QBarSeries>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <cubelab/lesson.h>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

const QString kLesson = QStringLiteral("reduce-allreduce");

// A key as the keyboard sends it: to the widget with the focus (the window where none has it).
void press(MainWindow& w, Qt::Key key)
{
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : &w, key);
    w.session()->waitForWorkerIdle();
    settle();
}

// The presses Page Down needs from the start of scene `from` to the lesson's last step: a
// scene's steps one a press, a question's reveal playing its first step (a question scene
// without steps takes one press for the reveal), and one press into each next scene.
int pressesToTheEnd(const Lesson& lesson, int from)
{
    int presses = 0;
    for (int k = from; k < static_cast<int>(lesson.scenes.size()); ++k) {
        const LessonScene& scene = lesson.scenes[static_cast<std::size_t>(k)];
        const int steps = scene.lastStep - scene.moment.step;
        presses += scene.asks() ? std::max(1, steps) : steps;
        if (k > from)
            ++presses;
    }
    return presses;
}

// Page Down until the lesson's end; the presses it took (a bound where it dead-ends).
int walkToTheEnd(MainWindow& w, std::set<int>* seen = nullptr)
{
    LessonPlayer* lesson = w.lessons();
    int presses = 0;
    for (; !lesson->atEnd() && presses < 100; ++presses) {
        if (seen)
            seen->insert(lesson->scene());
        press(w, Qt::Key_PageDown);
    }
    if (seen)
        seen->insert(lesson->scene());
    return presses;
}

QLabel* label(MainWindow& w, const char* name)
{
    return w.lessonPane()->findChild<QLabel*>(QLatin1String(name));
}

} // namespace

TEST(LessonClicker, PageDownAloneWalksTheWholeLessonToItsLastStepAtTheDeskAndOnTheStage)
{
    for (const bool stage : {false, true}) {
        SCOPED_TRACE(stage ? "on the stage" : "at the desk");
        auto w = freshWindow();
        w->setPresentationMode(stage);
        ASSERT_TRUE(w->startLesson(kLesson, 0)) << w->errorMessage().toStdString();
        const Lesson& lesson = *w->lessons()->lesson();
        std::set<int> seen;
        const int presses = walkToTheEnd(*w, &seen);
        EXPECT_TRUE(w->lessons()->atEnd());
        EXPECT_EQ(w->lessons()->scene(), static_cast<int>(lesson.scenes.size()) - 1);
        EXPECT_EQ(w->session()->step(), lesson.scenes.back().lastStep);
        EXPECT_EQ(static_cast<int>(seen.size()), static_cast<int>(lesson.scenes.size()));
        EXPECT_EQ(presses, pressesToTheEnd(lesson, 0));
        // Past the end Page Down changes nothing.
        press(*w, Qt::Key_PageDown);
        EXPECT_TRUE(w->lessons()->atEnd());
    }
}

TEST(LessonClicker, FromEverySceneThePressesPageDownNeedsReachTheEnd)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 0));
    const Lesson lesson = *w->lessons()->lesson();
    for (int k = 0; k < static_cast<int>(lesson.scenes.size()); ++k) {
        SCOPED_TRACE("from scene " + std::to_string(k + 1));
        ASSERT_TRUE(w->lessons()->goToScene(k));
        settle();
        EXPECT_EQ(walkToTheEnd(*w), pressesToTheEnd(lesson, k));
        EXPECT_TRUE(w->lessons()->atEnd());
    }
}

// Scene 3 asks what 000 holds after b): posed at a), revealed with b), left for c).
TEST(LessonClicker, AQuestionIsPosedThenRevealedWithItsStepThenLeftOnTheStageInBothLanguages)
{
    for (const char* language : {"en", "de"}) {
        SCOPED_TRACE(language);
        auto w = freshWindow();
        w->setLanguage(QString::fromLatin1(language));
        w->setPresentationMode(true);
        ASSERT_TRUE(w->startLesson(kLesson, 2));
        settle();
        LessonPlayer* lesson = w->lessons();
        ASSERT_EQ(lesson->currentScene()->questionExercise(), "predict-reduce-root");
        // Posed: the step that answers it has not played; the stage shows the question.
        EXPECT_TRUE(lesson->questionWaits());
        EXPECT_EQ(w->session()->step(), 1);
        EXPECT_TRUE(label(*w, "lessonQuestion")->isVisible());
        EXPECT_TRUE(label(*w, "lessonQuestion")->text().contains(QStringLiteral("s<sub>0</sub>")));
        EXPECT_FALSE(label(*w, "lessonVerdict")->isVisible());

        press(*w, Qt::Key_PageDown); // revealed: b) plays, the answer and why
        EXPECT_EQ(lesson->scene(), 2);
        EXPECT_EQ(w->session()->step(), 2);
        EXPECT_FALSE(lesson->questionWaits());
        EXPECT_FALSE(label(*w, "lessonQuestion")->isVisible());
        EXPECT_TRUE(label(*w, "lessonVerdict")->isVisible());
        const QString verdict = w->lessonPane()->verdictText();
        EXPECT_TRUE(verdict.startsWith(QLatin1String(language) == QLatin1String("de")
                                           ? QStringLiteral("Die Antwort")
                                           : QStringLiteral("The answer")))
            << verdict.toStdString();
        EXPECT_TRUE(verdict.contains(QStringLiteral("[(a0+a4)+(a2+a6)]"))) << verdict.toStdString();
        // Not answered, so not "Right": the answer as the lecture writes it, b) and node 000.
        EXPECT_FALSE(verdict.contains(QStringLiteral("Right")) ||
                     verdict.contains(QStringLiteral("Richtig")))
            << verdict.toStdString();
        EXPECT_TRUE(verdict.contains(QStringLiteral("b) ")) &&
                    verdict.contains(QStringLiteral("000")))
            << verdict.toStdString();

        press(*w, Qt::Key_PageDown); // left: the next scene
        EXPECT_EQ(lesson->scene(), 3);
        EXPECT_FALSE(label(*w, "lessonVerdict")->isVisible());
        w->setLanguage(QStringLiteral("en")); // the language is the application's
    }
}

// Scene 12 asks for the order that keeps Tree_Down's high links light: while it is posed, the
// cube is the lecture's tree and the link loads show its loads alone (the reversed order's bars
// would be the answer); Page Down reveals it with the reversed tree at its end, and the loads
// of the other orders come back.
TEST(LessonClicker, AQuestionWhoseAnswerIsAPictureShowsItsStartingPointUntilRevealed)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 11));
    settle();
    LessonPlayer* lesson = w->lessons();
    ASSERT_EQ(lesson->currentScene()->questionExercise(), "tree-down-high-links");
    auto* loads = qobject_cast<LinkLoadsChart*>(w->panel(QStringLiteral("link-loads")));
    ASSERT_NE(loads, nullptr);
    w->panelDock(QStringLiteral("link-loads"))->raise();
    settle();

    EXPECT_TRUE(lesson->questionWaits());
    EXPECT_TRUE(w->shown()->isAnswerWithheld());
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_TRUE(loads->comparisonsWithheld());
    EXPECT_EQ(loads->series()->count(), 1);
    EXPECT_TRUE(loads->noteLabel()->text().contains(QStringLiteral("once the question")));

    press(*w, Qt::Key_PageDown); // revealed: the answer's tree at its end
    w->session()->waitForWorkerIdle();
    settle();
    EXPECT_EQ(lesson->scene(), 11);
    EXPECT_FALSE(lesson->questionWaits());
    EXPECT_FALSE(w->shown()->isAnswerWithheld());
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(w->session()->step(), 3);
    EXPECT_FALSE(loads->comparisonsWithheld());
    EXPECT_GT(loads->series()->count(), 1);
    EXPECT_TRUE(lesson->atEnd());

    // Back into the scene from nowhere else: Back from the answer leaves it, and going to the
    // scene again poses the question afresh.
    ASSERT_TRUE(lesson->goToScene(11));
    settle();
    EXPECT_TRUE(w->shown()->isAnswerWithheld());
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));
}

// Scene 10 asks for the best Tree_UpDo on the POWER-GC: posed, Tree_Do runs in the lecture's
// order (and loses to Cube_Do) and the comparison table leaves the best order out; revealed,
// Tree_Do runs in the best order and the column is back. Back from scene 11 shows it answered.
TEST(LessonClicker, ThePowerGcSceneShowsTheBestOrderOnlyOnceItsQuestionIsRevealed)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 9));
    w->session()->waitForWorkerIdle();
    settle();
    LessonPlayer* lesson = w->lessons();
    ASSERT_EQ(lesson->currentScene()->questionExercise(), "best-tree-updo-power-gc");
    auto* table = qobject_cast<ComparisonTable*>(w->panel(QStringLiteral("comparison-table")));
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{7, 6, 5, 4, 3, 2, 1}));
    EXPECT_TRUE(table->view()->isColumnHidden(ComparisonTableModel::BestColumn));

    press(*w, Qt::Key_PageDown);
    w->session()->waitForWorkerIdle();
    settle();
    EXPECT_EQ(lesson->scene(), 9);
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
    EXPECT_NE(w->shown()->second(), nullptr); // still compared with Cube_Do
    EXPECT_FALSE(table->view()->isColumnHidden(ComparisonTableModel::BestColumn));

    press(*w, Qt::Key_PageDown); // scene 11
    EXPECT_EQ(lesson->scene(), 10);
    press(*w, Qt::Key_PageUp); // back into scene 10: answered, its answer shown
    w->session()->waitForWorkerIdle();
    settle();
    EXPECT_EQ(lesson->scene(), 9);
    EXPECT_FALSE(lesson->questionWaits());
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
}

// A revealed answer is worked out in the session's worker (Rabenseifner's best orders take a
// search): Next shows the answer's step at once with "Working it out…", the words follow.
TEST(LessonClicker, ARevealedAnswerIsWorkedOutOutsideTheWindowsThread)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 2));
    settle();
    LessonPlayer* lesson = w->lessons();
    ASSERT_TRUE(lesson->questionWaits());
    lesson->next();
    ASSERT_NE(lesson->verdict(), nullptr);
    EXPECT_TRUE(lesson->verdict()->pending);
    EXPECT_TRUE(lesson->verdict()->feedback.empty());
    EXPECT_EQ(w->session()->step(), 2); // the answering step did not wait for the words
    EXPECT_TRUE(w->lessonPane()->verdictText().contains(QStringLiteral("Working it out")));
    w->session()->waitForWorkerIdle();
    settle();
    ASSERT_NE(lesson->verdict(), nullptr);
    EXPECT_FALSE(lesson->verdict()->pending);
    EXPECT_FALSE(lesson->verdict()->feedback.empty());
    EXPECT_TRUE(w->lessonPane()->verdictText().contains(QStringLiteral("[(a0+a4)+(a2+a6)]")));
}

// "Answer the question" brings the Exercises panel forward with the keyboard in the answer: the
// button that asked is hidden behind the panel, and a screen reader's user types at once.
TEST(LessonClicker, AnswerTheQuestionTakesTheKeyboardToTheAnswer)
{
    auto w = freshWindow();
    w->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    ASSERT_TRUE(w->startLesson(kLesson, 2));
    settle();
    auto* answer = w->lessonPane()->findChild<QPushButton*>(QStringLiteral("lessonAnswer"));
    ASSERT_NE(answer, nullptr);
    ASSERT_TRUE(answer->isVisible());
    answer->click();
    settle();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    EXPECT_TRUE(exercises->isAncestorOf(focus)) << focus->metaObject()->className();
    EXPECT_TRUE(focus->isVisible());
    EXPECT_TRUE(qobject_cast<QLineEdit*>(focus)) << focus->metaObject()->className();
}

// A student at the desk answers with the keyboard: the verdict shows in the lesson, wrong (the
// checker's feedback) or right (✓, its step played), until Next leaves the scene; the step keys
// act at once after each check.
TEST(LessonClicker, AfterACheckTheVerdictStaysInTheLessonAndTheStepKeysStepAtOnce)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 2));
    settle();
    LessonPlayer* lesson = w->lessons();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    const auto answerWith = [&](const QString& text) {
        w->lessonPane()->findChild<QPushButton*>(QStringLiteral("lessonAnswer"))->click();
        settle();
        auto* field = exercises->findChild<QLineEdit*>(QStringLiteral("answerText"));
        ASSERT_NE(field, nullptr);
        ASSERT_TRUE(field->isVisible());
        field->setFocus(Qt::MouseFocusReason);
        field->selectAll();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return); // Check
        settle();
    };

    answerWith(QStringLiteral("(a_0+a_4)"));
    EXPECT_TRUE(w->lessonPane()->isVisible()) << "the lesson is in front with the verdict";
    EXPECT_TRUE(w->lessonPane()->verdictText().startsWith(QStringLiteral("✗ Not right yet.")))
        << w->lessonPane()->verdictText().toStdString();
    EXPECT_GT(w->lessonPane()->verdictText().count(QLatin1Char('\n')), 0) << "with the feedback";
    EXPECT_TRUE(lesson->questionWaits()) << "a wrong answer settles nothing";

    answerWith(QStringLiteral("[(a_0+a_4)+(a_2+a_6)]"));
    EXPECT_TRUE(w->lessonPane()->verdictText().startsWith(QStringLiteral("✓ Right")))
        << w->lessonPane()->verdictText().toStdString();
    EXPECT_FALSE(lesson->questionWaits());
    EXPECT_EQ(w->session()->step(), 2) << "the right answer's step plays";

    // The keys step at once, where the keyboard is: Right goes on to the next scene.
    press(*w, Qt::Key_Right);
    EXPECT_EQ(lesson->scene(), 3);
    EXPECT_TRUE(w->lessonPane()->verdictText().isEmpty());
    press(*w, Qt::Key_Space);
    EXPECT_EQ(w->session()->step(), 3);
    press(*w, Qt::Key_Left);
    EXPECT_EQ(w->session()->step(), 2);
}

TEST(LessonClicker, AStartResumesTheSceneAndTheStepReached)
{
    {
        auto w = freshWindow();
        ASSERT_TRUE(w->startLesson(kLesson, 5)); // Tree_Down after the reduce: d) to f)
        press(*w, Qt::Key_PageDown);
        press(*w, Qt::Key_PageDown);
        ASSERT_EQ(w->session()->step(), 5);
    }
    auto again = std::make_unique<MainWindow>();
    ASSERT_TRUE(again->startLesson(kLesson));
    EXPECT_EQ(again->lessons()->scene(), 5);
    EXPECT_EQ(again->session()->step(), 5);
    // An explicit scene starts at its start.
    ASSERT_TRUE(again->startLesson(kLesson, 5));
    EXPECT_EQ(again->session()->step(), 3);
}

TEST(LessonClicker, AQuestionAnsweredByTheStepShownIsResumedRevealed)
{
    {
        auto w = freshWindow();
        ASSERT_TRUE(w->startLesson(kLesson, 2));
        press(*w, Qt::Key_PageDown);
        ASSERT_EQ(w->session()->step(), 2);
    }
    auto again = std::make_unique<MainWindow>();
    ASSERT_TRUE(again->startLesson(kLesson));
    EXPECT_EQ(again->lessons()->scene(), 2);
    EXPECT_EQ(again->session()->step(), 2);
    EXPECT_FALSE(again->lessons()->questionWaits());
    ASSERT_NE(again->lessons()->verdict(), nullptr);
    EXPECT_TRUE(again->lessons()->verdict()->revealed);
}

// Scene 12's answer is a link order that the window's scenario follows: the scenario changes,
// yet closing asks nothing, since no document of the student's is open.
TEST(LessonClicker, ClosingAfterLessonWorkAsksNothing)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(kLesson, 11));
    settle();
    ASSERT_EQ(w->lessons()->currentScene()->questionExercise(), "tree-down-high-links");
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    auto* order = exercises->findChild<LinkOrderEditor*>(QStringLiteral("answerOrder"));
    ASSERT_NE(order, nullptr);
    emit order->orderEdited({3, 2, 1}); // as the student's drag does
    settle();
    ASSERT_TRUE(w->session()->isModified()) << "the window follows the answer's order";
    exercises->check();
    settle();
    ASSERT_TRUE(exercises->lastResult() && exercises->lastResult()->correct);

    test::ModalDialogs dialogs;
    EXPECT_TRUE(w->close());
    EXPECT_TRUE(dialogs.seen().isEmpty())
        << dialogs.seen().join(QStringLiteral(", ")).toStdString();
}
