// The exercise panel: every built-in exercise in both languages; per kind, a right answer
// entered through the widgets is accepted and a wrong one gets the checker's feedback (the
// checker is called directly here — no answer is written into a test); Start and undo;
// progress across panels; broken progress and exercise files.

#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "exercise/solutionview.h"
#include "guitestutil.h"
#include "program/codeeditor.h"
#include "scenario/linkordereditor.h"
#include "window/languageswitcher.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cubelab/exercisechecker.h>
#include <cubelab/exerciseio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const Exercise& builtin(const std::string& id)
{
    static const ExerciseSet set = builtinExercises();
    const Exercise* e = set.find(id);
    if (!e)
        throw std::runtime_error("no built-in exercise " + id);
    return *e;
}

std::vector<std::string> ids(const CheckResult& result)
{
    std::vector<std::string> out;
    for (const FeedbackMessage& m : result.feedback)
        out.push_back(m.id);
    return out;
}

class ExercisePanelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        progressPath = dir.filePath(QStringLiteral("progress.json"));
    }
    void TearDown() override { QLocale::setDefault(QLocale::c()); }

    std::unique_ptr<ExercisePanel> makePanel(const QString& userDirectory = {})
    {
        auto panel = std::make_unique<ExercisePanel>(&steps, progressPath, userDirectory);
        panel->resize(520, 900);
        panel->show();
        test::settle();
        return panel;
    }

    template <typename T> static T* child(QWidget* panel, const char* name)
    {
        T* w = panel->findChild<T*>(QString::fromLatin1(name));
        if (!w)
            throw std::runtime_error(std::string("no widget ") + name);
        return w;
    }

    static void click(QWidget* panel, const char* name)
    {
        QTest::mouseClick(child<QPushButton>(panel, name), Qt::LeftButton);
        test::settle();
    }

    // Every rendered message of the checker's own result appears in the feedback box.
    static void expectFeedbackShows(const ExercisePanel& panel, const Exercise& e,
                                    const CheckResult& expected)
    {
        ASSERT_TRUE(panel.lastResult().has_value());
        EXPECT_EQ(panel.lastResult()->correct, expected.correct);
        EXPECT_EQ(ids(*panel.lastResult()), ids(expected));
        const QString shown = panel.feedbackText();
        for (const FeedbackMessage& m : expected.feedback)
            EXPECT_TRUE(shown.contains(QString::fromStdString(e.render(m, Language::English))))
                << m.id << " missing in: " << shown.toStdString();
        EXPECT_TRUE(panel.findChild<QLabel*>(QStringLiteral("feedback"))->isVisibleTo(&panel));
    }

    QTemporaryDir dir;
    QString progressPath;
    Session session;
    ShownState steps{&session};
};

} // namespace

TEST_F(ExercisePanelTest, EveryBuiltinExerciseShowsTitleAndTaskInBothLanguages)
{
    auto panel = makePanel();
    const ExerciseSet set = builtinExercises();
    ASSERT_EQ(panel->exercises().exercises.size(), set.exercises.size());
    auto* list = child<QListWidget>(panel.get(), "exerciseList");
    ASSERT_EQ(list->count(), static_cast<int>(set.exercises.size()));
    LanguageSwitcher languages;
    for (const char* code : {"en", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        test::settle();
        const Language lang = parseLanguage(code);
        for (std::size_t i = 0; i < set.exercises.size(); ++i) {
            const Exercise& e = set.exercises[i];
            ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
            test::settle();
            EXPECT_EQ(child<QLabel>(panel.get(), "task")->text().toStdString(), e.task.in(lang))
                << e.id;
            EXPECT_EQ(child<QLabel>(panel.get(), "exerciseTitle")->text().toStdString(),
                      e.title.in(lang))
                << e.id;
            EXPECT_TRUE(list->item(static_cast<int>(i))
                            ->text()
                            .contains(QString::fromStdString(e.title.in(lang))));
        }
    }
    // The panel's own words are translated too.
    EXPECT_EQ(child<QPushButton>(panel.get(), "check")->text(), QStringLiteral("Prüfen"));
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(child<QPushButton>(panel.get(), "check")->text(), QStringLiteral("Check"));
}

TEST_F(ExercisePanelTest, FeedbackFollowsTheLanguage)
{
    auto panel = makePanel();
    const Exercise& e = builtin("tree-down-high-links");
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    click(panel.get(), "check"); // the start order 1, 2, 3 is wrong
    const CheckResult expected = ExerciseChecker::checkLinkOrderLoad(e, OrderAnswer{{1, 2, 3}});
    LanguageSwitcher languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    test::settle();
    const QString shown = panel->feedbackText();
    for (const FeedbackMessage& m : expected.feedback)
        EXPECT_TRUE(shown.contains(QString::fromStdString(e.render(m, Language::German)))) << m.id;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    test::settle();
}

TEST_F(ExercisePanelTest, LinkOrderLoadAcceptsTheReversedOrderAndExplainsTheLectureOrder)
{
    auto panel = makePanel();
    const Exercise& e = builtin("tree-down-high-links");
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    auto* editor = child<LinkOrderEditor>(panel.get(), "answerOrder");
    EXPECT_EQ(editor->order(), (std::vector<int>{1, 2, 3}));

    click(editor, "reversed");
    EXPECT_EQ(editor->order(), (std::vector<int>{3, 2, 1}));
    click(panel.get(), "check");
    const CheckResult right = ExerciseChecker::checkLinkOrderLoad(e, OrderAnswer{{3, 2, 1}});
    EXPECT_TRUE(right.correct); // the lecture: the highest link first carries one message
    expectFeedbackShows(*panel, e, right);
    EXPECT_TRUE(panel->progress().solved(e.id));

    click(editor, "lectureOrder");
    click(panel.get(), "check");
    const CheckResult wrong = ExerciseChecker::checkLinkOrderLoad(e, OrderAnswer{{1, 2, 3}});
    EXPECT_FALSE(wrong.correct);
    ASSERT_FALSE(wrong.feedback.empty());
    expectFeedbackShows(*panel, e, wrong);
    EXPECT_TRUE(panel->progress().solved(e.id)); // once right, it stays solved
}

TEST_F(ExercisePanelTest, LinkOrderFollowsTheWindowOnceStarted)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    click(panel.get(), "start");
    auto* editor = child<LinkOrderEditor>(panel.get(), "answerOrder");
    click(editor, "reversed");
    EXPECT_EQ(session.scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    session.undoStack()->undo();
    test::settle();
    EXPECT_EQ(session.scenario().linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(editor->order(), (std::vector<int>{1, 2, 3}));
}

TEST_F(ExercisePanelTest, StartPutsTheScenarioIntoTheSessionAndUndoTakesItBack)
{
    auto panel = makePanel();
    const Scenario before = session.scenario();
    for (const Exercise& e : builtinExercises().exercises) {
        ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
        const int undoBefore = session.undoStack()->index();
        // The lecture example is the start of one exercise: starting it there changes nothing.
        const bool differs = session.scenario() != normalized(e.scenario);
        click(panel.get(), "start");
        EXPECT_EQ(session.scenario(), normalized(e.scenario)) << e.id;
        EXPECT_EQ(session.undoStack()->index(), undoBefore + (differs ? 1 : 0)) << e.id;
        if (differs) {
            session.undoStack()->undo();
            test::settle();
            EXPECT_EQ(session.scenario(), before) << e.id;
        }
    }
    EXPECT_EQ(session.scenario(), before);
}

TEST_F(ExercisePanelTest, BroadcastPredictionFollowsTheXorRule)
{
    auto panel = makePanel();
    const Exercise& e = builtin("broadcast-any-root");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    auto* root = child<QSpinBox>(panel.get(), "answerRoot");
    ASSERT_FALSE(root->isReadOnly()); // the exercise leaves the root open
    root->setValue(5);
    // The lecture's rule (links 1, 2, 3): node i receives in the step of the highest set bit of
    // i XOR root.
    const std::vector<std::size_t> engine = ExerciseChecker::broadcastSteps(e, 5);
    for (NodeId node = 0; node < 8; ++node) {
        const NodeId relabelled = node ^ 5u;
        std::size_t step = 0;
        for (int bit = 0; bit < 3; ++bit)
            if (relabelled & (1u << bit))
                step = static_cast<std::size_t>(bit + 1);
        EXPECT_EQ(engine[node], step) << node;
        auto* box = child<QSpinBox>(panel.get(),
                                    QStringLiteral("step_%1").arg(node).toLatin1().constData());
        EXPECT_EQ(box->isEnabled(), node != 5);
        if (node != 5)
            box->setValue(static_cast<int>(step));
    }
    click(panel.get(), "check");
    BroadcastAnswer answer;
    answer.root = 5;
    for (NodeId node = 0; node < 8; ++node)
        answer.steps[node] = engine[node];
    const CheckResult right = ExerciseChecker::checkBroadcastPrediction(e, answer);
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);

    // Node 4 (100, relabelled 001) receives in step 1: say 3 instead, and leave node 7 open.
    child<QSpinBox>(panel.get(), "step_4")->setValue(3);
    child<QSpinBox>(panel.get(), "step_7")->setValue(-1);
    EXPECT_EQ(child<QSpinBox>(panel.get(), "step_7")->text(), QStringLiteral("?"));
    click(panel.get(), "check");
    answer.steps[4] = 3;
    answer.steps.erase(7);
    const CheckResult wrong = ExerciseChecker::checkBroadcastPrediction(e, answer);
    EXPECT_FALSE(wrong.correct);
    expectFeedbackShows(*panel, e, wrong);
    EXPECT_EQ(panel->lastResult()->nodes, wrong.nodes);
}

TEST_F(ExercisePanelTest, PredictValueTakesTheLectureBracketsAndPlaysTheStep)
{
    auto panel = makePanel();
    const Exercise& e = builtin("predict-reduce-root");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    auto* step = child<QSpinBox>(panel.get(), "answerStep");
    auto* node = child<QSpinBox>(panel.get(), "answerNode");
    EXPECT_TRUE(step->isReadOnly()); // fixed by the exercise: after step b) at node 0
    EXPECT_TRUE(node->isReadOnly());
    EXPECT_EQ(step->value(), 2);
    EXPECT_EQ(node->value(), 0);
    click(panel.get(), "start");
    EXPECT_EQ(session.step(), 1); // the window shows the cube before step b)

    auto* text = child<QLineEdit>(panel.get(), "answerText");
    QTest::keyClicks(text, QStringLiteral("(a_0+a_4)"));
    click(panel.get(), "check");
    const CheckResult wrong = ExerciseChecker::checkPredictValue(e, ValueAnswer{2, 0, "(a_0+a_4)"});
    EXPECT_FALSE(wrong.correct);
    expectFeedbackShows(*panel, e, wrong); // the value before the step, with the hint
    EXPECT_EQ(session.step(), 1);

    // The lecture's Tree_UpDo over links 3, 2, 1: after b) node 0 holds [(a_0+a_4)+(a_2+a_6)],
    // here written with other brackets and operands swapped.
    text->clear();
    QTest::keyClicks(text, QStringLiteral("{(a_2+a_6)+(a_4+a_0)}"));
    click(panel.get(), "check");
    const CheckResult right =
        ExerciseChecker::checkPredictValue(e, ValueAnswer{2, 0, "{(a_2+a_6)+(a_4+a_0)}"});
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);
    EXPECT_EQ(session.step(), 2); // the step played

    // As a number: node i starts with i+1, so 1 + 5 + 3 + 7.
    text->clear();
    QTest::keyClicks(text, QStringLiteral("16"));
    click(panel.get(), "check");
    EXPECT_TRUE(panel->lastResult()->correct);
}

TEST_F(ExercisePanelTest, APredictionsPlaceholderShowsTheFormNeverAnAnswer)
{
    auto panel = makePanel();
    LanguageSwitcher languages;
    for (const char* code : {"en", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        test::settle();
        for (const Exercise& e : panel->exercises().exercises) {
            if (e.kind != ExerciseKind::PredictValue)
                continue;
            ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
            test::settle();
            const QString hint = child<QLineEdit>(panel.get(), "answerText")->placeholderText();
            // No input a_0 … and no number: "predict s_0 after step b)" once showed its answer.
            EXPECT_FALSE(hint.contains(QRegularExpression(QStringLiteral("a_\\d|\\d"))))
                << code << ": " << hint.toStdString();
            EXPECT_TRUE(hint.contains(QStringLiteral("a_i"))) << hint.toStdString();
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}

TEST_F(ExercisePanelTest, ARightAnswerSaysRightOnce)
{
    auto panel = makePanel();
    const Exercise& e = builtin("predict-reduce-root");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    QTest::keyClicks(child<QLineEdit>(panel.get(), "answerText"),
                     QStringLiteral("[(a_0+a_4)+(a_2+a_6)]"));
    click(panel.get(), "check");
    ASSERT_TRUE(panel->lastResult()->correct);
    EXPECT_TRUE(panel->feedbackText().startsWith(QStringLiteral("Right: ")))
        << panel->feedbackText().toStdString();
    EXPECT_EQ(panel->feedbackText().count(QStringLiteral("Right")), 1)
        << panel->feedbackText().toStdString();
    LanguageSwitcher languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_TRUE(panel->feedbackText().startsWith(QStringLiteral("Richtig: ")))
        << panel->feedbackText().toStdString();
    EXPECT_EQ(panel->feedbackText().count(QStringLiteral("Richtig")), 1)
        << panel->feedbackText().toStdString();
    // A wrong answer keeps its own headline.
    child<QLineEdit>(panel.get(), "answerText")->setText(QStringLiteral("(a_0+a_4)"));
    click(panel.get(), "check");
    EXPECT_TRUE(panel->feedbackText().startsWith(QStringLiteral("Noch nicht richtig.")))
        << panel->feedbackText().toStdString();
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    test::settle();
}

TEST_F(ExercisePanelTest, PredictValueShowPlaysTheStepAndShowsTheTraceValue)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
    click(panel.get(), "start");
    child<QSpinBox>(panel.get(), "answerStep")->setValue(1);
    child<QSpinBox>(panel.get(), "answerNode")->setValue(2);
    test::settle();
    EXPECT_EQ(session.step(), 0);
    click(panel.get(), "showSolution");
    EXPECT_EQ(session.step(), 1);
    const auto trace = Session::run(builtin("predict-any-step").scenario);
    const QString value =
        QString::fromStdString(trace->format(trace->valueAt(2, 1).expr, ExprStyle::Lecture));
    EXPECT_TRUE(panel->feedbackText().contains(value)) << panel->feedbackText().toStdString();
    EXPECT_FALSE(panel->progress().solved("predict-any-step")); // shown is not solved
}

TEST_F(ExercisePanelTest, BestOrderAcceptsAnOrderAsFastAsTheBest)
{
    auto panel = makePanel();
    const Exercise& e = builtin("best-tree-updo-power-gc");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    auto* editor = child<LinkOrderEditor>(panel.get(), "answerOrder");
    EXPECT_EQ(editor->order(), (std::vector<int>{7, 6, 5, 4, 3, 2, 1}));
    click(panel.get(), "check");
    const CheckResult wrong =
        ExerciseChecker::checkBestOrder(e, OrderAnswer{{7, 6, 5, 4, 3, 2, 1}});
    EXPECT_FALSE(wrong.correct); // the slow links first carry the most messages
    expectFeedbackShows(*panel, e, wrong);

    click(editor, "reversed"); // the slow high links last, where one message crosses them
    click(panel.get(), "check");
    const CheckResult right =
        ExerciseChecker::checkBestOrder(e, OrderAnswer{{1, 2, 3, 4, 5, 6, 7}});
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);
}

TEST_F(ExercisePanelTest, RabenseifnersOrderTakesTheSlowLinksLast)
{
    auto panel = makePanel();
    const Exercise& e = builtin("rabenseifner-power-gc");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    auto* editor = child<LinkOrderEditor>(panel.get(), "answerOrder");
    EXPECT_EQ(editor->order(), (std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1}));
    EXPECT_TRUE(child<QPushButton>(panel.get(), "showSolution")->isVisibleTo(panel.get()));
    click(panel.get(), "check");
    const CheckResult wrong =
        ExerciseChecker::checkBestOrder(e, OrderAnswer{{8, 7, 6, 5, 4, 3, 2, 1}});
    EXPECT_FALSE(wrong.correct); // the slow links carry the reduce-scatter's largest messages
    expectFeedbackShows(*panel, e, wrong);

    click(editor, "reversed"); // the slow links 7 and 8 last in the reduce-scatter
    click(panel.get(), "check");
    const CheckResult right =
        ExerciseChecker::checkBestOrder(e, OrderAnswer{{1, 2, 3, 4, 5, 6, 7, 8}});
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);

    LanguageSwitcher languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    test::settle();
    for (const FeedbackMessage& m : right.feedback)
        EXPECT_TRUE(
            panel->feedbackText().contains(QString::fromStdString(e.render(m, Language::German))))
            << m.id << " missing in: " << panel->feedbackText().toStdString();
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}

TEST_F(ExercisePanelTest, PredictBlocksTakesEveryNodesBlocksWithoutANode)
{
    auto panel = makePanel();
    const Exercise& e = builtin("reduce-scatter-blocks");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    auto* step = child<QSpinBox>(panel.get(), "answerStep");
    EXPECT_TRUE(step->isReadOnly()); // fixed by the exercise: after step b)
    EXPECT_EQ(step->value(), 2);
    EXPECT_FALSE(child<QSpinBox>(panel.get(), "answerNode")->isVisibleTo(panel.get()));
    auto* text = child<QLineEdit>(panel.get(), "answerText");
    EXPECT_FALSE(text->placeholderText().contains(QRegularExpression(QStringLiteral("\\d"))))
        << text->placeholderText().toStdString();
    click(panel.get(), "start");
    EXPECT_EQ(session.step(), 1); // the window shows the cube before step b)

    // Node i keeps the blocks that agree with it in bits 1 and 2 (links 1 and 2 used).
    const std::string rightText =
        "0: 0, 4; 1: 1, 5; 2: 2, 6; 3: 3, 7; 4: 0, 4; 5: 1, 5; 6: 2, 6; 7: 3, 7";
    const std::string wrongText =
        "0: 0, 4; 1: 1, 5; 2: 2, 3; 3: 3, 7; 4: 0, 4; 5: 1, 5; 6: 2, 6; 7: 3, 7";
    QTest::keyClicks(text, QString::fromStdString(wrongText));
    click(panel.get(), "check");
    const CheckResult wrong = ExerciseChecker::checkPredictBlocks(e, ValueAnswer{2, 0, wrongText});
    EXPECT_FALSE(wrong.correct);
    EXPECT_EQ(wrong.nodes, std::vector<NodeId>{2});
    expectFeedbackShows(*panel, e, wrong);

    text->clear();
    QTest::keyClicks(text, QString::fromStdString(rightText));
    click(panel.get(), "check");
    const CheckResult right = ExerciseChecker::checkPredictBlocks(e, ValueAnswer{2, 0, rightText});
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);
    EXPECT_EQ(session.step(), 2); // the step played

    // The same editor serves predict-value again with its node row.
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-reduce-root")));
    test::settle();
    EXPECT_TRUE(child<QSpinBox>(panel.get(), "answerNode")->isVisibleTo(panel.get()));
}

TEST_F(ExercisePanelTest, CubeWinsRangeAcceptsTheCoreRangeAndRefusesNever)
{
    auto panel = makePanel();
    const Exercise& e = builtin("when-cube-do-wins");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    const CubeWinsSizes truth = ExerciseChecker::cubeWinsSizes(e);
    ASSERT_EQ(truth.ranges.size(), 1u); // the file is refused otherwise
    RangeAnswer answer;
    answer.low = truth.ranges[0].first;
    child<QRadioButton>(panel.get(), "rangeYes")->setChecked(true);
    child<QSpinBox>(panel.get(), "rangeLow")->setValue(static_cast<int>(answer.low));
    if (truth.openEnded) {
        child<QCheckBox>(panel.get(), "rangeOpen")->setChecked(true);
    } else {
        answer.high = truth.ranges[0].second + 1; // the crossover
        child<QSpinBox>(panel.get(), "rangeHigh")->setValue(static_cast<int>(*answer.high));
    }
    click(panel.get(), "check");
    const CheckResult right = ExerciseChecker::checkCubeWinsRange(e, answer);
    EXPECT_TRUE(right.correct);
    expectFeedbackShows(*panel, e, right);

    child<QRadioButton>(panel.get(), "rangeNever")->setChecked(true);
    EXPECT_FALSE(child<QSpinBox>(panel.get(), "rangeLow")->isEnabled());
    click(panel.get(), "check");
    RangeAnswer never;
    never.never = true;
    const CheckResult wrong = ExerciseChecker::checkCubeWinsRange(e, never);
    EXPECT_FALSE(wrong.correct);
    expectFeedbackShows(*panel, e, wrong);
}

TEST_F(ExercisePanelTest, ProgressAndDraftsSurviveANewPanel)
{
    {
        auto panel = makePanel();
        ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
        click(child<LinkOrderEditor>(panel.get(), "answerOrder"), "reversed");
        click(panel.get(), "check");
        ASSERT_TRUE(panel->lastResult()->correct);
        ASSERT_TRUE(panel->selectExercise(QStringLiteral("broadcast-any-root")));
        child<QSpinBox>(panel.get(), "answerRoot")->setValue(6);
        child<QSpinBox>(panel.get(), "step_1")->setValue(2);
        click(panel.get(), "check");
        ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
        QTest::keyClicks(child<QLineEdit>(panel.get(), "answerText"), QStringLiteral("(a_1+a_5)"));
        // Not checked: a draft, written when the panel goes.
    }
    ASSERT_TRUE(QFile::exists(progressPath));
    auto panel = makePanel();
    auto* list = child<QListWidget>(panel.get(), "exerciseList");
    EXPECT_TRUE(list->item(0)->data(Qt::UserRole + 1).toBool());
    EXPECT_TRUE(list->item(0)->text().startsWith(QStringLiteral("✓")));
    EXPECT_FALSE(list->item(1)->data(Qt::UserRole + 1).toBool());
    EXPECT_EQ(panel->progress().entry("tree-down-high-links")->attempts, 1u);

    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    EXPECT_EQ(child<LinkOrderEditor>(panel.get(), "answerOrder")->order(),
              (std::vector<int>{3, 2, 1}));
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("broadcast-any-root")));
    EXPECT_EQ(child<QSpinBox>(panel.get(), "answerRoot")->value(), 6);
    EXPECT_EQ(child<QSpinBox>(panel.get(), "step_1")->value(), 2);
    EXPECT_EQ(child<QSpinBox>(panel.get(), "step_6")->value(), 0); // the root
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
    EXPECT_EQ(child<QLineEdit>(panel.get(), "answerText")->text(), QStringLiteral("(a_1+a_5)"));
    EXPECT_EQ(panel->progress().entry("predict-any-step")->attempts, 0u);
}

TEST_F(ExercisePanelTest, BrokenProgressIsReportedKeptAndMovedAsideOnTheNextSave)
{
    const QByteArray broken = "{ \"format\": \"cubelab-exercise-progress\", ";
    {
        QFile f(progressPath);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(broken);
    }
    auto panel = makePanel();
    EXPECT_FALSE(panel->progressError().isEmpty());
    auto* label = child<QLabel>(panel.get(), "progressError");
    EXPECT_TRUE(label->isVisibleTo(panel.get()));
    EXPECT_TRUE(label->text().contains(QStringLiteral("progress.json")));
    EXPECT_TRUE(panel->progress().entries().empty());
    {
        QFile f(progressPath);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        EXPECT_EQ(f.readAll(), broken); // left as it is
    }
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    click(panel.get(), "check");
    EXPECT_TRUE(panel->progressError().isEmpty());
    EXPECT_FALSE(label->isVisibleTo(panel.get()));
    const ExerciseProgressLoad again = ExerciseProgress::load(progressPath.toStdString());
    EXPECT_FALSE(again.error.has_value());
    EXPECT_EQ(again.progress.entry("tree-down-high-links")->attempts, 1u);
    QFile aside(progressPath + QStringLiteral(".broken"));
    ASSERT_TRUE(aside.open(QIODevice::ReadOnly));
    EXPECT_EQ(aside.readAll(), broken);
}

TEST_F(ExercisePanelTest, UserExercisesLoadAndBrokenFilesAreReportedWithTheirPlace)
{
    QTemporaryDir user;
    ASSERT_TRUE(user.isValid());
    {
        QFile good(user.filePath(QStringLiteral("a-mine.json")));
        ASSERT_TRUE(good.open(QIODevice::WriteOnly));
        good.write(R"({"format": "cubelab-exercise", "version": 1, "id": "my-broadcast",
            "kind": "broadcast-prediction",
            "title": {"en": "My broadcast", "de": "Mein Broadcast"},
            "task": {"en": "Predict.", "de": "Vorhersagen."},
            "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 2,
                         "algorithm": "tree-broadcast", "linkOrder": [1, 2]},
            "parameters": {"root": 3}})");
        QFile bad(user.filePath(QStringLiteral("b-bad.json")));
        ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
        bad.write(
            R"({"format": "cubelab-exercise", "version": 1, "id": "bad-one", "kind": "guessing"})");
    }
    auto panel = makePanel(user.path());
    const std::size_t builtins = builtinExercises().exercises.size();
    ASSERT_EQ(panel->exercises().exercises.size(), builtins + 1);
    EXPECT_TRUE(panel->loadErrors().contains(QStringLiteral("b-bad.json")));
    EXPECT_TRUE(panel->loadErrors().contains(QStringLiteral("/kind")));
    EXPECT_TRUE(child<QLabel>(panel.get(), "loadErrors")->isVisibleTo(panel.get()));

    ASSERT_TRUE(panel->selectExercise(QStringLiteral("my-broadcast")));
    auto* root = child<QSpinBox>(panel.get(), "answerRoot");
    EXPECT_EQ(root->value(), 3);
    EXPECT_TRUE(root->isReadOnly()); // the file fixes the root
    EXPECT_EQ(child<QTableWidget>(panel.get(), "answerSteps")->rowCount(), 4);
}

TEST_F(ExercisePanelTest, ShowSolutionOpensTheSideBySideView)
{
    auto panel = makePanel();
    const Exercise& e = builtin("tree-down-high-links");
    ASSERT_TRUE(panel->selectExercise(QString::fromStdString(e.id)));
    click(panel.get(), "showSolution");
    SolutionView* view = panel->solutionView();
    ASSERT_NE(view, nullptr);
    const SideBySide pair = ExerciseChecker::linkOrderSolution(e);
    EXPECT_EQ(view->originalSession()->scenario(), normalized(pair.original));
    EXPECT_EQ(view->solutionSession()->scenario(), normalized(pair.solution));
    view->close();
}

TEST_F(ExercisePanelTest, TheFeedbackOfCheckIsScrolledIntoViewInALowPanel)
{
    // A dock's height at 1024 × 768: the feedback stands below the fold until Check.
    auto panel = makePanel();
    panel->resize(360, 300);
    test::settle();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    test::settle();
    click(panel.get(), "check");
    auto* feedback = child<QLabel>(panel.get(), "feedback");
    auto* scroll = child<QScrollArea>(panel.get(), "exerciseScroll");
    ASSERT_TRUE(feedback->isVisible());
    const QRect shown(feedback->mapTo(scroll->viewport(), QPoint(0, 0)), feedback->size());
    const QRect viewport = scroll->viewport()->rect();
    // Its top, where it says whether the answer is right, is in sight.
    EXPECT_TRUE(viewport.contains(shown.topLeft()))
        << shown.y() << " in " << viewport.height() << ", scrolled to "
        << scroll->verticalScrollBar()->value() << " of " << scroll->verticalScrollBar()->maximum()
        << ", feedback " << feedback->height();
    EXPECT_GT(scroll->verticalScrollBar()->value(), 0);
}

TEST_F(ExercisePanelTest, TheClickerStepsTheSolutionWindow)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    click(panel.get(), "showSolution");
    SolutionView* view = panel->solutionView();
    ASSERT_NE(view, nullptr);
    view->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(view));
    QTest::keyClick(view, Qt::Key_PageDown);
    EXPECT_EQ(view->step(), 1);
    QTest::keyClick(view, Qt::Key_PageDown);
    EXPECT_EQ(view->step(), 2);
    EXPECT_EQ(view->solutionSession()->step(), 2);
    QTest::keyClick(view, Qt::Key_PageUp);
    EXPECT_EQ(view->step(), 1);
    QTest::keyClick(view, Qt::Key_End);
    EXPECT_EQ(view->step(), view->originalSession()->stepCount());
    QTest::keyClick(view, Qt::Key_Home);
    EXPECT_EQ(view->step(), 0);
    QTest::keyClick(view, Qt::Key_Right);
    EXPECT_EQ(view->step(), 1);
    view->close();
}

TEST_F(ExercisePanelTest, PredictValueFollowsTheWindowsStepAndSelectedNode)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
    click(panel.get(), "start");
    auto* step = child<QSpinBox>(panel.get(), "answerStep");
    auto* node = child<QSpinBox>(panel.get(), "answerNode");
    EXPECT_FALSE(step->isReadOnly()); // the exercise leaves step and node open
    steps.setStep(1);
    test::settle();
    EXPECT_EQ(step->value(), 2); // the step about to play
    session.setSelectedNode(5);
    test::settle();
    EXPECT_EQ(node->value(), 5);
    step->setValue(3);
    test::settle();
    EXPECT_EQ(session.step(), 2); // the window shows the cube before step c)
}

TEST_F(ExercisePanelTest, PresentationFontEnlargesTitleTaskAndFeedback)
{
    auto panel = makePanel();
    auto* title = child<QLabel>(panel.get(), "exerciseTitle");
    auto* task = child<QLabel>(panel.get(), "task");
    const double titleBefore = title->font().pointSizeF();
    const double taskBefore = task->font().pointSizeF();
    QFont large = panel->font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    panel->setFont(large);
    test::settle();
    EXPECT_NEAR(title->font().pointSizeF(), titleBefore * 1.6, 0.01);
    EXPECT_NEAR(task->font().pointSizeF(), taskBefore * 1.6, 0.01);
    EXPECT_GT(title->font().pointSizeF(), large.pointSizeF()); // the title stands out
    click(panel.get(), "check");
    EXPECT_NEAR(child<QLabel>(panel.get(), "feedback")->font().pointSizeF(), large.pointSizeF(),
                0.01);
}

TEST_F(ExercisePanelTest, AnExerciseWhoseScenarioDoesNotRunSaysSoInThePanel)
{
    // An exercise that was never read from a file: its scenario's root lies outside the cube.
    ExerciseSet set;
    set.exercises.push_back(builtin("tree-down-high-links"));
    Exercise broken = builtin("broadcast-any-root");
    broken.id = "broken-root";
    broken.scenario.root = 99;
    set.exercises.push_back(broken);
    ExercisePanel panel(&steps, progressPath, set);
    panel.resize(520, 900);
    panel.show();
    test::settle();
    const Scenario before = session.scenario();
    QSignalSpy errors(&panel, &ExercisePanel::errorOccurred);

    ASSERT_TRUE(panel.selectExercise(QStringLiteral("broken-root")));
    test::settle();
    ASSERT_EQ(errors.count(), 1);
    const QString said = errors.at(0).at(0).toString();
    EXPECT_TRUE(said.startsWith(QStringLiteral("This exercise cannot be shown.")))
        << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("root 99 is outside the cube"))) << said.toStdString();
    EXPECT_EQ(panel.runError(), said);
    EXPECT_EQ(panel.feedbackText(), said);
    auto* feedback = child<QLabel>(&panel, "feedback");
    EXPECT_TRUE(feedback->isVisibleTo(&panel));
    EXPECT_TRUE(feedback->text().contains(QStringLiteral("root 99 is outside the cube")));
    EXPECT_EQ(session.scenario(), before); // the window's document is not touched

    // The next exercise runs, and the message goes.
    ASSERT_TRUE(panel.selectExercise(QStringLiteral("tree-down-high-links")));
    test::settle();
    EXPECT_TRUE(panel.runError().isEmpty());
    EXPECT_TRUE(panel.feedbackText().isEmpty());
    EXPECT_FALSE(feedback->isVisibleTo(&panel));
    EXPECT_EQ(errors.count(), 1);
}

TEST_F(ExercisePanelTest, TheSelectedExerciseRunsInThePanelsOwnSessionNotTheWindows)
{
    auto panel = makePanel();
    QSignalSpy windowRuns(&session, &Session::traceChanged);
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("tree-down-high-links")));
    EXPECT_EQ(windowRuns.count(), 0);
    // The answer area knows the exercise's steps: predict-any-step's step box reaches its last.
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("predict-any-step")));
    EXPECT_EQ(child<QSpinBox>(panel.get(), "answerStep")->maximum(),
              static_cast<int>(Session::run(builtin("predict-any-step").scenario)->stepCount()));
}

namespace {

// A program exercise: the editor starts from the lecture's Tree_Down, Check runs it on many
// cubes and says which link carries too much; a syntax error is marked at its line; a right
// program passes; "Run in the window" hands the program to the program editor.
class ProgramExercisePanelTest : public ExercisePanelTest
{
protected:
    void waitForCheck(const ExercisePanel& panel)
    {
        session.waitForDerived();
        test::settle();
        ASSERT_FALSE(panel.isChecking());
    }
};

// A check under way is dropped when another exercise is chosen: its result never lands on the
// other exercise.
TEST_F(ProgramExercisePanelTest, ACheckUnderWayIsDroppedWhenAnotherExerciseIsChosen)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("program-tree-down-high-links")));
    child<QPushButton>(panel.get(), "check")->click();
    ASSERT_TRUE(panel->isChecking());
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("program-broadcast-any-root")));
    EXPECT_FALSE(panel->isChecking());
    session.waitForDerived();
    test::settle();
    EXPECT_FALSE(panel->lastResult().has_value());
    EXPECT_TRUE(panel->feedbackText().isEmpty()) << panel->feedbackText().toStdString();
}

TEST_F(ProgramExercisePanelTest, TheTreeDownExerciseIsCheckedAsAProgram)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("program-tree-down-high-links")));
    auto* editor = panel->findChild<CodeEditor*>(QStringLiteral("programSource"));
    ASSERT_NE(editor, nullptr);
    ASSERT_TRUE(editor->isVisibleTo(panel.get()));
    EXPECT_TRUE(editor->toPlainText().contains(QStringLiteral("implements = \"Tree_Down\"")));

    // A program is checked in the session's worker: the panel says so and Check waits.
    child<QPushButton>(panel.get(), "check")->click();
    EXPECT_TRUE(panel->isChecking());
    EXPECT_FALSE(child<QPushButton>(panel.get(), "check")->isEnabled());
    EXPECT_TRUE(panel->feedbackText().startsWith(QStringLiteral("Checking")))
        << panel->feedbackText().toStdString();
    waitForCheck(*panel);
    EXPECT_TRUE(child<QPushButton>(panel.get(), "check")->isEnabled());
    EXPECT_TRUE(panel->feedbackText().contains(QStringLiteral("link 2 carries 2 messages")))
        << panel->feedbackText().toStdString();

    editor->setPlainText(QStringLiteral(
        "implements = \"Tree_Down\"\nfunction program(node)\n  node:send(1,\nend\n"));
    child<QPushButton>(panel.get(), "check")->click();
    waitForCheck(*panel);
    EXPECT_EQ(editor->errorLine(), 4);

    // The lecture's solution: the links n, n-1, …, 1.
    QFile solution(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/programs/high-links-first.lua"));
    ASSERT_TRUE(solution.open(QIODevice::ReadOnly));
    editor->setPlainText(QString::fromUtf8(solution.readAll()));

    EXPECT_EQ(editor->errorLine(), 0); // an edit clears the mark
    QSignalSpy solved(panel.get(), &ExercisePanel::exerciseSolved);
    child<QPushButton>(panel.get(), "check")->click();
    waitForCheck(*panel);
    EXPECT_EQ(solved.count(), 1) << panel->feedbackText().toStdString();

    QSignalSpy run(panel.get(), &ExercisePanel::programRunRequested);
    child<QPushButton>(panel.get(), "programRunInWindow")->click();
    ASSERT_EQ(run.count(), 1);
    EXPECT_TRUE(run.front().at(0).toString().contains(QStringLiteral("node.dimension, 1, -1")));
}

// A student's own MPI program, traced to a file by cubelab-mpi trace --output: the panel checks
// the run against the exercise, with the same feedback as on the command line.
TEST_F(ProgramExercisePanelTest, ATracedMpiRunIsCheckedFromItsFile)
{
    auto panel = makePanel();
    ASSERT_TRUE(panel->selectExercise(QStringLiteral("program-tree-down-high-links")));
    auto* button = child<QPushButton>(panel.get(), "programCheckTracedRun");
    ASSERT_TRUE(button->isVisibleTo(panel.get()));
    EXPECT_FALSE(button->accessibleName().isEmpty() && button->text().isEmpty());

    panel->checkTracedRun(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/traced/tree_down.json"));
    EXPECT_TRUE(panel->isChecking());
    waitForCheck(*panel);
    ASSERT_TRUE(panel->lastResult().has_value());
    EXPECT_FALSE(panel->lastResult()->correct);
    EXPECT_TRUE(panel->feedbackText().contains(QStringLiteral(
        "On the traced 3-cube link 3 carries 4 messages; the exercise allows at most 1.")))
        << panel->feedbackText().toStdString();

    panel->checkTracedRun(
        QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/traced/tree_down_reversed.json"));
    waitForCheck(*panel);
    ASSERT_TRUE(panel->lastResult().has_value());
    EXPECT_TRUE(panel->lastResult()->correct) << panel->feedbackText().toStdString();

    // A trace of CubeLab's own run is no traced program: said, and nothing is judged.
    panel->checkTracedRun(
        QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json"));
    waitForCheck(*panel);
    EXPECT_FALSE(panel->lastResult().has_value());
    EXPECT_TRUE(panel->feedbackText().contains(QStringLiteral("could not be checked")))
        << panel->feedbackText().toStdString();
}

} // namespace
