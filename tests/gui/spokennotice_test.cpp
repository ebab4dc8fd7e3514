// What a screen reader is told wherever its focus is (SpokenNotice, docs/accessibility.md): a
// step's caption, with the focused node's new s_i; a scene's number, title and text before the
// caption of its step; a check's verdict and feedback; what is said in one turn said once.

#include "common/spokennotice.h"
#include "cube/hypercubeview.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonplayer.h"
#include "window/mainwindow.h"

#include <QAccessible>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

QString lectureReduce()
{
    return QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json");
}

// Everything the window's notice said while the spy lived, one utterance an entry.
QStringList said(const QSignalSpy& spy)
{
    QStringList out;
    for (const QList<QVariant>& args : spy)
        out << args.at(0).toString();
    return out;
}

// The window's notice, made by a first word so that a spy can listen to it.
SpokenNotice* noticeOf(MainWindow* w)
{
    SpokenNotice::say(w, QStringLiteral("ready"));
    test::settle();
    return SpokenNotice::of(w);
}

} // namespace

TEST(SpokenNotice, AStepSaysItsCaptionOnce)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openScenario(lectureReduce())) << w->errorMessage().toStdString();
    SpokenNotice* notice = noticeOf(w.get());
    ASSERT_NE(notice, nullptr);
    QSignalSpy spy(notice, &SpokenNotice::spoken);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    EXPECT_EQ(said(spy),
              QStringList{QStringLiteral("a) link 3 (reduce): 100→000, 101→001, 110→010, 111→011. "
                                         "The senders are done; each receiver combines: s := s + "
                                         "H.")});
}

TEST(SpokenNotice, ANodeWithTheFocusIsSaidWithTheCaptionAndItsNewSi)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openScenario(lectureReduce())) << w->errorMessage().toStdString();
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    w->view()->setFocus();
    QTest::keyClick(w->view(), Qt::Key_Down); // node 000
    test::settle();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    ASSERT_EQ(spy.count(), 1);
    const QString speech = said(spy).front();
    EXPECT_TRUE(speech.startsWith(QStringLiteral("c) link 1 (reduce): 001→000.")))
        << speech.toStdString();
    EXPECT_TRUE(speech.contains(
        QStringLiteral(" Node 000: s_0 = [(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]; value 36")))
        << speech.toStdString();
}

TEST(SpokenNotice, WhatIsSaidInOneTurnIsSaidOnceWhatIsFirstBeforeTheRest)
{
    const auto w = test::freshWindow();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    SpokenNotice::say(w.get(), QStringLiteral("b) link 2."));
    SpokenNotice::say(w->view(), QStringLiteral("Scene 3 of 12: b) link 2."),
                      SpokenNotice::Place::First);
    SpokenNotice::say(w.get(), QStringLiteral("b) link 2."));
    EXPECT_EQ(spy.count(), 0) << "said at the end of the turn, not at once";
    test::settle();
    EXPECT_EQ(said(spy), QStringList{QStringLiteral("Scene 3 of 12: b) link 2. b) link 2.")});
    EXPECT_EQ(SpokenNotice::of(w->view())->text(), said(spy).front());
}

TEST(SpokenNotice, ANewSceneSaysItsNumberTitleAndTextBeforeItsStep)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 0))
        << w->errorMessage().toStdString();
    test::settle();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    test::settle();
    ASSERT_EQ(spy.count(), 1);
    const QString speech = said(spy).front();
    EXPECT_TRUE(speech.startsWith(
        QStringLiteral("Scene 2 of 12: Reduce in the binary tree: a) link 3. Tree_UpDo uses the "
                       "tree embedded in the cube with root 000")))
        << speech.toStdString();
    EXPECT_FALSE(speech.contains(QStringLiteral("**"))) << speech.toStdString();
    // Showing the scene again (exploring and back) says nothing new.
    spy.clear();
    w->lessons()->explore();
    w->lessons()->backToLesson();
    test::settle();
    EXPECT_FALSE(said(spy).join(QLatin1Char('|')).contains(QStringLiteral("Scene 2 of 12")));
}

TEST(SpokenNotice, ACheckSaysItsVerdictAndFeedbackOnceAndLeavesTheFocusInTheAnswer)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openScenario(lectureReduce())) << w->errorMessage().toStdString();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    ASSERT_TRUE(exercises->selectExercise(QStringLiteral("predict-reduce-root")));
    auto* answer = exercises->findChild<QLineEdit*>(QStringLiteral("answerText"));
    ASSERT_NE(answer, nullptr);
    w->showExercise(QStringLiteral("predict-reduce-root"));
    answer->setFocus();
    test::settle();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    answer->setText(QStringLiteral("(a_0+a_4)"));
    exercises->check();
    test::settle();
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(said(spy).front(),
              exercises->feedbackText().replace(QLatin1Char('\n'), QLatin1Char(' ')));
    EXPECT_TRUE(said(spy).front().startsWith(QStringLiteral("Not right yet. ")))
        << said(spy).front().toStdString();
    EXPECT_EQ(QApplication::focusWidget(), answer);
}

TEST(SpokenNotice, InALessonTheVerdictIsSaidOnceWhereTheKeysGoBackToTheLesson)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 2))
        << w->errorMessage().toStdString();
    test::settle();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    ASSERT_NE(exercises->currentExercise(), nullptr);
    auto* answer = exercises->findChild<QLineEdit*>(QStringLiteral("answerText"));
    ASSERT_NE(answer, nullptr);
    answer->setFocus();
    test::settle();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    answer->setText(QStringLiteral("(a_0+a_4)"));
    exercises->check();
    test::settle();
    // The keyboard goes back to the lesson, to the verdict it shows (its keys step again at
    // once): a screen reader says the verdict there, as the focus lands on it ...
    auto* verdict = w->findChild<QLabel*>(QStringLiteral("lessonVerdict"));
    ASSERT_NE(verdict, nullptr);
    EXPECT_EQ(QApplication::focusWidget(), verdict);
    QAccessibleInterface* label = QAccessible::queryAccessibleInterface(verdict);
    ASSERT_NE(label, nullptr);
    const QString name = label->text(QAccessible::Name);
    EXPECT_TRUE(name.startsWith(QStringLiteral("✗ Not right yet."))) << name.toStdString();
    // ... and not a second time as the Exercises panel's notice.
    EXPECT_FALSE(said(spy).join(QLatin1Char('|')).contains(QStringLiteral("Not right yet")))
        << said(spy).join(QLatin1Char('|')).toStdString();
}

TEST(SpokenNotice, WhatAWidgetSaidIsTakenBackInItsTurnAndTheRestIsSaid)
{
    const auto w = test::freshWindow();
    QSignalSpy spy(noticeOf(w.get()), &SpokenNotice::spoken);
    SpokenNotice::say(w->view(), QStringLiteral("b) link 2."));
    SpokenNotice::say(w.get(), QStringLiteral("Scene 3 of 12."), SpokenNotice::Place::First);
    SpokenNotice::say(w->view(), QStringLiteral("Node 000."));
    SpokenNotice::withdraw(w.get());
    test::settle();
    EXPECT_EQ(said(spy), QStringList{QStringLiteral("b) link 2. Node 000.")});
}
