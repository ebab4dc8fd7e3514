// Lesson mode (LessonPlayer, LessonPane): the clicker's keys alone walk the lecture's lesson
// from its first scene to its last — questions answered wrong (the checker's feedback shown,
// the question still posed), answered right (settled) or revealed by Next — and back to the
// start; the scene
// of Figure 3.14 ends with the lecture's s_0; Explore and Back to the lesson keep the place; the
// scene reached is remembered.

#include "cube/hypercubeview.h"
#include "document/session.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <cubelab/lesson.h>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

void press(MainWindow& w, Qt::Key key)
{
    w.view()->setFocus();
    QTest::keyClick(&w, key);
    w.session()->waitForWorkerIdle();
    settle();
}

std::string heldBy000(MainWindow& w)
{
    const Trace& trace = *w.session()->trace();
    return trace.format(trace.valueAt(0, static_cast<std::size_t>(w.session()->step())).expr,
                        ExprStyle::Lecture);
}

} // namespace

TEST(LessonMode, TheClickerWalksTheWholeLessonAndBackToTheStart)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 0))
        << w->errorMessage().toStdString();
    LessonPlayer* lesson = w->lessons();
    ASSERT_TRUE(lesson->isActive());
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    const int scenes = static_cast<int>(lesson->lesson()->scenes.size());

    std::set<int> seen;
    bool figureSeen = false;
    bool answeredWrongThenRight = false;
    for (int presses = 0; !lesson->atEnd() && presses < 200; ++presses) {
        seen.insert(lesson->scene());
        const LessonScene& scene = *lesson->currentScene();
        if (scene.title.de.rfind("c) Link 1", 0) == 0 && w->session()->step() == scene.lastStep) {
            EXPECT_EQ(heldBy000(*w), "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
            figureSeen = true;
        }
        if (lesson->questionWaits()) {
            // Posed: set up in the Exercises panel, the lesson saying so; Next would reveal it.
            EXPECT_TRUE(w->lessonPane()->status().contains(QStringLiteral("Question")))
                << w->lessonPane()->status().toStdString();
            ASSERT_EQ(exercises->currentExercise()->id, scene.questionId);
            if (scene.questionId == "predict-reduce-root") {
                auto* answer = exercises->findChild<QLineEdit*>(QStringLiteral("answerText"));
                ASSERT_NE(answer, nullptr);
                answer->setText(QStringLiteral("(a_0+a_4)"));
                exercises->check();
                settle();
                ASSERT_TRUE(exercises->lastResult().has_value());
                EXPECT_FALSE(exercises->lastResult()->correct);
                EXPECT_FALSE(exercises->feedbackText().isEmpty());
                EXPECT_TRUE(lesson->questionWaits()) << "a wrong answer does not settle it";
                answer->setText(QStringLiteral("[(a_0+a_4)+(a_2+a_6)]"));
                exercises->check();
                settle();
                EXPECT_TRUE(exercises->lastResult()->correct)
                    << exercises->feedbackText().toStdString();
                EXPECT_FALSE(lesson->questionWaits()) << "a right answer settles it";
                answeredWrongThenRight = true;
            }
        }
        press(*w, presses % 3 == 0   ? Qt::Key_PageDown
                  : presses % 3 == 1 ? Qt::Key_Right
                                     : Qt::Key_Space);
    }
    seen.insert(lesson->scene());
    EXPECT_TRUE(lesson->atEnd());
    EXPECT_EQ(static_cast<int>(seen.size()), scenes) << "every scene reached with the keys alone";
    EXPECT_TRUE(figureSeen);
    EXPECT_TRUE(answeredWrongThenRight);
    EXPECT_TRUE(w->lessonPane()->status().contains(QStringLiteral("end of the lesson")));

    // Back to the start with the clicker's back keys alone.
    for (int presses = 0; (lesson->scene() > 0 || w->session()->step() > 0) && presses < 200;
         ++presses)
        press(*w, presses % 2 ? Qt::Key_PageUp : Qt::Key_Left);
    EXPECT_EQ(lesson->scene(), 0);
    EXPECT_EQ(w->session()->step(), 0);
}

TEST(LessonMode, ExploreFromHereAndBackToTheLessonKeepThePlace)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 3));
    LessonPlayer* lesson = w->lessons();
    press(*w, Qt::Key_PageDown); // c): step 3
    ASSERT_EQ(w->session()->step(), 3);
    auto* explore = w->lessonPane()->findChild<QPushButton*>(QStringLiteral("lessonExplore"));
    explore->click();
    settle();
    EXPECT_FALSE(lesson->isActive());
    // Exploring: the keys step the window, not the lesson.
    press(*w, Qt::Key_Home);
    EXPECT_EQ(w->session()->step(), 0);
    press(*w, Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 1);
    EXPECT_EQ(lesson->scene(), 3);
    explore->click(); // now "Back to the lesson"
    settle();
    EXPECT_TRUE(lesson->isActive());
    EXPECT_EQ(lesson->scene(), 3);
    EXPECT_EQ(w->session()->step(), 3);

    // The scene reached is kept for the next start of the same lesson.
    auto again = std::make_unique<MainWindow>();
    ASSERT_TRUE(again->startLesson(QStringLiteral("reduce-allreduce")));
    EXPECT_EQ(again->lessons()->scene(), 3);
}

TEST(LessonMode, ABadLessonOrSceneIsRefusedWithTheReason)
{
    auto w = freshWindow();
    EXPECT_FALSE(w->startLesson(QStringLiteral("no-such-lesson")));
    EXPECT_TRUE(
        w->errorMessage().contains(QStringLiteral("the built-in lessons are reduce-allreduce")))
        << w->errorMessage().toStdString();
    EXPECT_FALSE(w->startLesson(QStringLiteral("reduce-allreduce"), 40));
    EXPECT_TRUE(
        w->errorMessage().contains(QStringLiteral("The lesson has scenes 1 to 12, not 41.")))
        << w->errorMessage().toStdString();
    EXPECT_FALSE(w->lessons()->hasLesson());
}

TEST(LessonMode, TheWindowTitleNamesTheLessonWhileItIsShown)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("long-vectors"), 0));
    EXPECT_TRUE(
        w->windowTitle().startsWith(QStringLiteral("All-reduce of long vectors: moving blocks")))
        << w->windowTitle().toStdString();
    w->lessons()->explore();
    EXPECT_FALSE(w->windowTitle().startsWith(QStringLiteral("All-reduce of long vectors")))
        << w->windowTitle().toStdString();
}

TEST(LessonMode, TheSceneTextSetsSubscriptsAndBold)
{
    EXPECT_EQ(LessonPane::richText(QStringLiteral("**only** a_0 < s_i")),
              QStringLiteral("<b>only</b> a<sub>0</sub> &lt; s<sub>i</sub>"));
}

// A question given in full in the scene is asked as a shipped one is: set up in the Exercises
// panel (listed there from then on), posed until it is answered right.
TEST(LessonMode, AQuestionGivenInFullIsAskedInTheWindow)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("own.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(
        R"json({"format": "cubelab-lesson", "version": 1, "id": "own", "title": {"en": "Own", "de": "Eigene"},
      "scenes": [
        {"title": {"en": "Step a)", "de": "Schritt a)"}, "text": {"en": "Predict.", "de": "Vorhersagen."},
         "scenario": {"dimension": 3, "algorithm": "tree-reduce", "linkOrder": [3, 2, 1]}, "step": 0,
         "question": {"format": "cubelab-exercise", "version": 1, "id": "own-predict-a", "kind": "predict-value",
           "title": {"en": "s_0 after a)", "de": "s_0 nach a)"},
           "task": {"en": "What does node 0 hold after step a)?", "de": "Was hat Knoten 0 nach Schritt a)?"},
           "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 3, "algorithm": "tree-reduce",
             "linkOrder": [3, 2, 1]},
           "parameters": {"step": 1, "node": 0}}},
        {"title": {"en": "Next", "de": "Weiter"}, "text": {"en": "On.", "de": "Weiter."},
         "scenario": {"dimension": 3, "algorithm": "tree-reduce"}}
      ]})json");
    file.close();

    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(path, 0)) << w->errorMessage().toStdString();
    LessonPlayer* lesson = w->lessons();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    ASSERT_TRUE(lesson->questionWaits());
    ASSERT_NE(exercises->currentExercise(), nullptr);
    EXPECT_EQ(exercises->currentExercise()->id, "own-predict-a");
    EXPECT_TRUE(w->lessonPane()
                    ->findChild<QLabel*>(QStringLiteral("lessonQuestion"))
                    ->text()
                    .contains(QStringLiteral("What does node 0 hold")));

    auto* answer = exercises->findChild<QLineEdit*>(QStringLiteral("answerText"));
    ASSERT_NE(answer, nullptr);
    answer->setText(QStringLiteral("(a_0+a_1)"));
    exercises->check();
    settle();
    ASSERT_TRUE(exercises->lastResult().has_value());
    EXPECT_FALSE(exercises->lastResult()->correct);
    EXPECT_TRUE(lesson->questionWaits());
    answer->setText(QStringLiteral("(a_0+a_4)"));
    exercises->check();
    settle();
    EXPECT_TRUE(exercises->lastResult()->correct) << exercises->feedbackText().toStdString();
    EXPECT_FALSE(lesson->questionWaits());
    press(*w, Qt::Key_PageDown);
    EXPECT_EQ(lesson->scene(), 1);
}
