// A presenter's blank (B or "."): black over the whole screen in every mode, whatever key
// comes next; a step key brings the picture back and steps, in one press (docs/gui.md,
// "Blank").
// The real screen, seen from outside, is tests/x11's; here the window's side of it.

#include "compare/comparemode.h"
#include "cube/player.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "lesson/lessonplayer.h"

#include <QAction>
#include <QScreen>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// A key as the keyboard sends it: to whatever has the focus (the black window, once it has it),
// and the same key sent to the main window, where the focus might have stayed.
void press(MainWindow& w, Qt::Key key)
{
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : &w, key);
    settle();
}

void expectBlack(const MainWindow& w, const std::string& after)
{
    EXPECT_TRUE(w.isBlanked()) << after;
    const QWidget* cover = w.blankCover();
    ASSERT_NE(cover, nullptr);
    EXPECT_TRUE(cover->isVisible()) << after;
    EXPECT_TRUE(cover->isWindow()) << after;
    EXPECT_TRUE(cover->isFullScreen()) << after;
    EXPECT_EQ(cover->geometry(), w.screen()->geometry()) << after;
}

} // namespace

TEST(Blank, CoversTheWholeScreenInAWindowOfItsOwnAtTheDeskOnTheStageAndComparing)
{
    auto w = freshWindow();
    for (const char* mode : {"desk", "stage", "comparing"}) {
        SCOPED_TRACE(mode);
        if (QLatin1String(mode) == QLatin1String("stage"))
            w->setPresentationMode(true);
        if (QLatin1String(mode) == QLatin1String("comparing")) {
            w->setPresentationMode(false);
            ASSERT_TRUE(w->compareWith(QStringLiteral("reversed-order")));
        }
        settle();
        press(*w, Qt::Key_Period);
        expectBlack(*w, mode);
        press(*w, Qt::Key_Period);
        EXPECT_FALSE(w->isBlanked());
        EXPECT_FALSE(w->blankCover()->isVisible());
    }
}

TEST(Blank, StaysBlackAfterEscF5AndF11AndTheyChangeNothingUnderneath)
{
    for (const bool stage : {false, true}) {
        SCOPED_TRACE(stage ? "on the stage" : "at the desk");
        auto w = freshWindow();
        w->setPresentationMode(stage);
        settle();
        press(*w, Qt::Key_Period);
        for (Qt::Key key : {Qt::Key_Escape, Qt::Key_F5, Qt::Key_F11, Qt::Key_Tab, Qt::Key_Plus}) {
            press(*w, key);
            QTest::keyClick(w.get(), key); // where the focus might have stayed
            settle();
            expectBlack(*w, QKeySequence(key).toString().toStdString());
        }
        EXPECT_EQ(w->isPresentationMode(), stage);
        EXPECT_FALSE(w->isFullScreen());
        EXPECT_FALSE(w->action(QStringLiteral("fullScreen"))->isChecked());
        EXPECT_EQ(w->session()->step(), 0);
    }
}

TEST(Blank, AStepKeyRevealsAndStepsInOnePressAtTheDeskAndOnTheStage)
{
    for (const bool stage : {false, true}) {
        SCOPED_TRACE(stage ? "on the stage" : "at the desk");
        auto w = freshWindow();
        w->setPresentationMode(stage);
        settle();
        const int last = w->session()->trace()->stepCount();
        const std::vector<std::pair<Qt::Key, int>> keys{{Qt::Key_PageDown, 2}, {Qt::Key_PageUp, 0},
                                                        {Qt::Key_Right, 2},    {Qt::Key_Left, 0},
                                                        {Qt::Key_Home, 0},     {Qt::Key_End, last}};
        for (const auto& [key, step] : keys) {
            SCOPED_TRACE(QKeySequence(key).toString().toStdString());
            w->shown()->setStep(1);
            settle();
            press(*w, Qt::Key_Period);
            ASSERT_TRUE(w->isBlanked());
            press(*w, key);
            EXPECT_FALSE(w->isBlanked());
            EXPECT_FALSE(w->blankCover()->isVisible());
            EXPECT_EQ(w->session()->step(), step);
        }
        // Space plays, on the picture brought back.
        press(*w, Qt::Key_Period);
        press(*w, Qt::Key_Space);
        EXPECT_FALSE(w->isBlanked());
        EXPECT_TRUE(w->player()->isPlaying());
        w->player()->pause();
        // The blank's own keys bring the picture back, and do nothing else.
        w->shown()->setStep(1);
        for (Qt::Key key : {Qt::Key_Period, Qt::Key_B}) {
            press(*w, Qt::Key_Period);
            press(*w, key);
            EXPECT_FALSE(w->isBlanked());
            EXPECT_EQ(w->session()->step(), 1);
        }
    }
}

// In a lesson the step key brought the picture back with the lesson's Next: its next step.
TEST(Blank, InALessonOnePageDownRevealsAndTakesTheLessonsNextStep)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 1));
    settle();
    ASSERT_EQ(w->session()->step(), 0);
    press(*w, Qt::Key_Period);
    ASSERT_TRUE(w->isBlanked());
    press(*w, Qt::Key_PageDown);
    EXPECT_FALSE(w->isBlanked());
    EXPECT_EQ(w->session()->step(), 1);
    EXPECT_EQ(w->lessons()->scene(), 1);
}

TEST(Blank, PausesThePlayerAndAClickOnTheBlackBringsThePictureBack)
{
    auto w = freshWindow();
    w->player()->setInterval(Player::kSlowestMs);
    w->player()->toggle();
    ASSERT_TRUE(w->player()->isPlaying());
    press(*w, Qt::Key_B);
    EXPECT_TRUE(w->isBlanked());
    EXPECT_FALSE(w->player()->isPlaying());
    const int step = w->session()->step();
    QTest::mouseClick(w->blankCover(), Qt::LeftButton);
    settle();
    EXPECT_FALSE(w->isBlanked());
    EXPECT_EQ(w->session()->step(), step);
}

TEST(Blank, ClosingTheWindowWhileBlankBringsThePictureBackForTheQuestion)
{
    auto w = freshWindow();
    Scenario s = w->session()->scenario();
    s.dimension = 4;
    s.linkOrder.clear();
    ASSERT_TRUE(w->session()->editScenario(s, QStringLiteral("dimension")));
    press(*w, Qt::Key_Period);
    ASSERT_TRUE(w->isBlanked());
    test::ModalDialogs dialogs; // the question, answered Cancel (rejected)
    EXPECT_FALSE(w->close());
    EXPECT_FALSE(w->isBlanked());
    EXPECT_FALSE(w->blankCover()->isVisible());
    EXPECT_EQ(dialogs.seen(), QStringList{QStringLiteral("unsavedChangesQuestion")});
}
