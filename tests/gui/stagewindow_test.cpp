// The window at a lecture: the clicker only steps, a typed number is one edit, presentation
// mode shows the stage alone and gives the docks back, the View menu knows every dock.

#include "common/focusframe.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/player.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "scenario/scenariopanel.h"
#include "window/keyrouter.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QUndoStack>
#include <gtest/gtest.h>
#include <map>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// What a presenter types: the field's text replaced by the number, then Enter.
void typeNumber(QAbstractSpinBox* box, const QString& number)
{
    box->setFocus();
    settle();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, number);
    QTest::keyClick(box, Qt::Key_Return);
    settle();
}

// A key as the keyboard sends it: to whatever has the focus.
void press(Qt::Key key)
{
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    QTest::keyClick(focus, key);
}

void clickTimelineStep(MainWindow& w, int step)
{
    auto* steps = w.timeline()->findChild<QListWidget*>(QStringLiteral("timelineSteps"));
    ASSERT_NE(steps, nullptr);
    const QRect item = steps->visualItemRect(steps->item(step));
    QTest::mouseClick(steps->viewport(), Qt::LeftButton, {}, item.center());
    settle();
}

// The scenario with the student's own choices: a link order, a root and an input table.
Scenario ownScenario()
{
    Scenario s;
    s.linkOrder = {1, 3, 2};
    s.root = 5;
    for (int i = 0; i < 8; ++i)
        s.initial.push_back({10.0 + i});
    return s;
}

struct DockPlace
{
    bool visible;
    bool floating;
    Qt::DockWidgetArea area;
    bool operator==(const DockPlace&) const = default;
};

std::map<QString, DockPlace> dockPlaces(const MainWindow& w)
{
    std::map<QString, DockPlace> places;
    for (QDockWidget* dock : w.findChildren<QDockWidget*>())
        places[dock->objectName()] = {dock->isVisible(), dock->isFloating(),
                                      w.dockWidgetArea(dock)};
    return places;
}

struct German
{
    explicit German(MainWindow& window) : w(window)
    {
        w.setLanguage(QStringLiteral("de"));
        settle();
    }
    ~German()
    {
        w.setLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    }
    MainWindow& w;
};

} // namespace

TEST(StageKeys, APresenterTypesANumberClicksAStepAndTheClickerOnlySteps)
{
    auto w = freshWindow();
    Session* session = w->session();
    typeNumber(w->scenarioPanel()->dimensionBox(), QStringLiteral("4"));
    ASSERT_EQ(session->scenario().dimension, 4);
    EXPECT_EQ(session->undoStack()->count(), 1);
    EXPECT_EQ(QApplication::focusWidget(), w->view()); // Enter gave the keys back
    const Scenario before = session->scenario();

    clickTimelineStep(*w, 1);
    EXPECT_EQ(session->step(), 1);
    EXPECT_EQ(QApplication::focusWidget(), w->view());
    for (int i = 0; i < 3; ++i)
        press(Qt::Key_PageDown);
    EXPECT_EQ(session->step(), 4);
    press(Qt::Key_PageUp);
    EXPECT_EQ(session->step(), 3);
    press(Qt::Key_Period);
    EXPECT_TRUE(w->isBlanked());
    press(Qt::Key_Period);
    EXPECT_FALSE(w->isBlanked());

    const Scenario& after = session->scenario();
    EXPECT_EQ(after.dimension, before.dimension);
    EXPECT_EQ(after.linkOrder, before.linkOrder);
    EXPECT_EQ(after.root, before.root);
    EXPECT_EQ(after.initial, before.initial);
    EXPECT_EQ(after, before);
    EXPECT_EQ(session->undoStack()->count(), 1);
    EXPECT_EQ(w->scenarioPanel()->dimensionBox()->value(), 4);
}

TEST(StageKeys, TypingFourteenRunsNoOneCubeAndItsRefusalKeepsTheWholeScenario)
{
    auto w = freshWindow();
    Session* session = w->session();
    ASSERT_TRUE(session->resetScenario(ownScenario()));
    settle();
    const Scenario before = session->scenario();
    QSignalSpy runs(session, &Session::traceChanged);
    QSignalSpy longRuns(session, &Session::longRunStarted);

    QSpinBox* dimension = w->scenarioPanel()->dimensionBox();
    typeNumber(dimension, QStringLiteral("14"));
    session->waitForRun();
    settle();

    // The 14-cube refused (symbolic values serve n ≤ 12) before its run goes to the worker
    // (the run budget reads the scenario first); no 1-cube on the way.
    EXPECT_EQ(runs.count(), 0);
    EXPECT_EQ(longRuns.count(), 0);
    EXPECT_EQ(session->undoStack()->count(), 0);
    EXPECT_EQ(session->scenario(), before);
    EXPECT_EQ(session->scenario().linkOrder, (std::vector<int>{1, 3, 2}));
    EXPECT_EQ(session->scenario().root, 5);
    EXPECT_EQ(session->scenario().initial, before.initial);
    EXPECT_EQ(dimension->value(), 3);
    EXPECT_EQ(dimension->text(), QStringLiteral("3"));
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("symbolic")))
        << w->errorMessage().toStdString();
    EXPECT_EQ(w->scenarioPanel()->initialBox()->currentData().toInt(),
              static_cast<int>(ScenarioPanel::InitialMode::Table));
}

TEST(StageKeys, ASpinBoxNeverTakesPageUpOrPageDown)
{
    auto w = freshWindow();
    QSpinBox* dimension = w->scenarioPanel()->dimensionBox();
    dimension->setFocus();
    settle();
    // Focused, nothing typed: every step key steps.
    press(Qt::Key_PageDown);
    press(Qt::Key_Right);
    EXPECT_EQ(w->session()->step(), 2);
    press(Qt::Key_PageUp);
    EXPECT_EQ(w->session()->step(), 1);
    EXPECT_EQ(dimension->value(), 3);
    EXPECT_EQ(w->session()->scenario().dimension, 3);
    // Typing: the field keeps the arrows, but Page Down still steps and leaves the text alone.
    QTest::keyClick(dimension, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(dimension, Qt::Key_5);
    press(Qt::Key_Left);
    EXPECT_EQ(w->session()->step(), 1);
    press(Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 2);
    EXPECT_EQ(dimension->text(), QStringLiteral("5"));
    EXPECT_EQ(w->session()->scenario().dimension, 3);
}

TEST(StageKeys, ASingleLineFieldKeepsTypingKeysButNotTheClicker)
{
    auto w = freshWindow();
    w->panelDock(QStringLiteral("machine"))->raise();
    settle();
    auto* name = w->findChild<QLineEdit*>(QStringLiteral("machineName"));
    ASSERT_NE(name, nullptr);
    name->setFocus();
    settle();
    ASSERT_EQ(QApplication::focusWidget(), name);
    for (Qt::Key key : {Qt::Key_Right, Qt::Key_Space, Qt::Key_B, Qt::Key_Period, Qt::Key_Home})
        press(key);
    EXPECT_EQ(w->session()->step(), 0);
    EXPECT_FALSE(w->isBlanked());
    EXPECT_FALSE(w->player()->isPlaying());
    press(Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 1);
    EXPECT_EQ(QApplication::focusWidget(), name); // the field keeps the focus: it is typed in
}

TEST(StageKeys, AValueSteppedInASpinBoxGivesTheKeysBackAfterARest)
{
    auto w = freshWindow();
    QSpinBox* dimension = w->scenarioPanel()->dimensionBox();
    dimension->setFocus();
    settle();
    QTest::keyClick(dimension, Qt::Key_Up);
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 4);
    EXPECT_TRUE(w->keyRouter()->isRestPending());
    EXPECT_EQ(QApplication::focusWidget(), dimension); // a second click still reaches the box
    EXPECT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->view(); }, 5000));
    EXPECT_EQ(w->session()->scenario().dimension, 4);
}

TEST(StageKeys, AChoiceInAComboBoxTheKeyboardBroughtKeepsTheFocus)
{
    // Orca speaks the new value where the student is; the focus does not leave for the view.
    auto w = freshWindow();
    QComboBox* algorithm = w->scenarioPanel()->algorithmBox();
    algorithm->setFocus(Qt::TabFocusReason);
    settle();
    ASSERT_EQ(QApplication::focusWidget(), algorithm);
    const int before = algorithm->currentIndex();
    QTest::keyClick(algorithm, Qt::Key_Down);
    settle();
    ASSERT_NE(algorithm->currentIndex(), before);
    EXPECT_FALSE(w->keyRouter()->isRestPending());
    EXPECT_EQ(QApplication::focusWidget(), algorithm);
}

TEST(StageKeys, ClickingATimelineStepGivesTheKeysToTheView)
{
    auto w = freshWindow();
    w->scenarioPanel()->rootBox()->setFocus();
    settle();
    ASSERT_EQ(QApplication::focusWidget(), w->scenarioPanel()->rootBox());
    clickTimelineStep(*w, 2);
    EXPECT_EQ(w->session()->step(), 2);
    EXPECT_EQ(QApplication::focusWidget(), w->view());
    press(Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 3);
    EXPECT_EQ(w->session()->scenario().root, 0);
}

TEST(StageKeys, TheViewWearsAFrameWhileItHasTheKeys)
{
    auto w = freshWindow();
    auto* frame = qobject_cast<FocusFrame*>(
        w->view()->parentWidget()); // the cube's, among the panels' frames
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(QApplication::focusWidget(), w->view()); // the window opens with the keys on the view
    EXPECT_TRUE(frame->isLit());
    w->scenarioPanel()->dimensionBox()->setFocus();
    settle();
    EXPECT_FALSE(frame->isLit());
    // The frame is drawn in the highlight colour round the view.
    w->view()->setFocus();
    settle();
    const QImage image = frame->grab().toImage();
    EXPECT_EQ(image.pixelColor(1, image.height() / 2), frame->palette().color(QPalette::Highlight));
}

TEST(Presentation, F5ShowsTheStageAloneAndLeavingGivesTheDocksBackExactly)
{
    auto w = freshWindow();
    // The lecturer's own arrangement: the node program closed, the step times floating.
    w->findChild<QDockWidget*>(QStringLiteral("codeDock"))->close();
    QDockWidget* floating = w->panelDock(QStringLiteral("step-times"));
    floating->setFloating(true);
    floating->setGeometry(40, 60, 500, 400);
    settle();
    const auto places = dockPlaces(*w);
    const QByteArray state = w->saveState();

    press(Qt::Key_F5);
    settle();
    ASSERT_TRUE(w->isPresentationMode());
    EXPECT_FALSE(w->menuBar()->isVisible());
    EXPECT_FALSE(w->statusBar()->isVisible());
    for (QDockWidget* dock : w->findChildren<QDockWidget*>()) {
        const bool stage = dock->objectName() == QLatin1String("timelineDock") ||
                           dock->objectName() == QLatin1String("resultsDock");
        EXPECT_EQ(dock->isVisible(), stage) << dock->objectName().toStdString();
    }
    // The timeline shows the caption and the step, not its list, scrubber and speed.
    EXPECT_TRUE(w->timeline()->isPresentationMode());
    EXPECT_FALSE(w->timeline()->scrubber()->isVisible());
    EXPECT_FALSE(w->timeline()->speedSlider()->isVisible());
    EXPECT_TRUE(w->timeline()->findChild<QLabel*>(QStringLiteral("caption"))->isVisible());
    // The cube takes most of the window.
    EXPECT_GT(w->view()->width(), w->width() / 2);
    EXPECT_EQ(QApplication::focusWidget(), w->view());
    press(Qt::Key_PageDown);
    EXPECT_EQ(w->session()->step(), 1);

    press(Qt::Key_F5);
    settle();
    EXPECT_FALSE(w->isPresentationMode());
    EXPECT_TRUE(w->menuBar()->isVisible());
    EXPECT_TRUE(w->statusBar()->isVisible());
    EXPECT_EQ(dockPlaces(*w), places);
    EXPECT_EQ(floating->geometry(), QRect(40, 60, 500, 400));
    EXPECT_EQ(w->saveState(), state);
    EXPECT_TRUE(w->timeline()->scrubber()->isVisible());
}

TEST(Presentation, EscapeLeavesTheStageAndIsFreeOutsideIt)
{
    auto w = freshWindow();
    QAction* leave = w->action(QStringLiteral("leavePresentation"));
    ASSERT_NE(leave, nullptr);
    EXPECT_FALSE(leave->isEnabled());
    w->setPresentationMode(true);
    settle();
    EXPECT_TRUE(leave->isEnabled());
    press(Qt::Key_Escape);
    settle();
    EXPECT_FALSE(w->isPresentationMode());
    EXPECT_FALSE(w->action(QStringLiteral("presentation"))->isChecked());
    EXPECT_FALSE(leave->isEnabled());
}

TEST(Presentation, SettingsRememberTheDocksOfTheNormalWindow)
{
    auto w = freshWindow();
    const QByteArray normal = w->saveState();
    w->setPresentationMode(true);
    settle();
    w->saveSettings();
    EXPECT_EQ(QSettings().value(QStringLiteral("window/state")).toByteArray(), normal);
    EXPECT_TRUE(QSettings().value(QStringLiteral("window/presentation")).toBool());
    w.reset();
    // Opened again on the stage (the remembered mode, as --presentation does), the window
    // leaves it for the arrangement it had.
    auto again = std::make_unique<MainWindow>();
    again->show();
    settle();
    EXPECT_TRUE(again->isPresentationMode());
    EXPECT_FALSE(again->findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->isVisible());
    again->setPresentationMode(false);
    settle();
    EXPECT_TRUE(again->findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->isVisible());
    EXPECT_TRUE(again->findChild<QDockWidget*>(QStringLiteral("codeDock"))->isVisible());
    again.reset();
    QSettings().clear();
}

TEST(ViewMenu, ListsEveryDockAndResetLayoutPutsThemBack)
{
    auto w = freshWindow();
    auto* view = w->findChild<QMenu*>(QStringLiteral("viewMenu"));
    ASSERT_NE(view, nullptr);
    const QList<QDockWidget*> docks = w->findChildren<QDockWidget*>();
    EXPECT_EQ(docks.size(), 14); // the lesson's too
    for (QDockWidget* dock : docks)
        EXPECT_TRUE(view->actions().contains(dock->toggleViewAction()))
            << dock->objectName().toStdString();
    QAction* reset = w->action(QStringLiteral("resetLayout"));
    ASSERT_NE(reset, nullptr);
    EXPECT_TRUE(view->actions().contains(reset));

    const auto places = dockPlaces(*w);
    auto* scenario = w->findChild<QDockWidget*>(QStringLiteral("scenarioDock"));
    w->addDockWidget(Qt::RightDockWidgetArea, scenario);
    w->findChild<QDockWidget*>(QStringLiteral("resultsDock"))->close();
    w->panelDock(QStringLiteral("machine"))->setFloating(true);
    settle();
    ASSERT_NE(dockPlaces(*w), places);
    reset->trigger();
    settle();
    EXPECT_EQ(dockPlaces(*w), places);
    EXPECT_EQ(w->tabifiedDockWidgets(scenario).size(),
              3); // the machine, the exercises, the program
    // On the stage there is no layout to reset: the stage gives the docks back itself.
    w->setPresentationMode(true);
    EXPECT_FALSE(reset->isEnabled());
    w->setPresentationMode(false);
    EXPECT_TRUE(reset->isEnabled());
}

TEST(ScenarioPanelTexts, OneNodeIsSingularInBothLanguages)
{
    auto w = freshWindow();
    auto* count = w->scenarioPanel()->findChild<QLabel*>(QStringLiteral("nodeCount"));
    ASSERT_NE(count, nullptr);
    EXPECT_EQ(count->text(), QStringLiteral("p = 8 nodes"));
    w->scenarioPanel()->dimensionBox()->setValue(0);
    settle();
    EXPECT_EQ(count->text(), QStringLiteral("p = 1 node"));
    German german(*w);
    EXPECT_EQ(count->text(), QStringLiteral("p = 1 Knoten"));
    w->scenarioPanel()->dimensionBox()->setValue(10);
    settle();
    EXPECT_EQ(count->text(), QStringLiteral("p = 1.024 Knoten"));
}

TEST(StageLanguage, NumbersInFieldsFollowTheLanguage)
{
    auto w = freshWindow();
    auto* high = w->findChild<QSpinBox*>(QStringLiteral("rangeHigh"));
    ASSERT_NE(high, nullptr);
    high->setValue(1048576);
    {
        German german(*w);
        EXPECT_EQ(high->text(), QStringLiteral("1.048.576"));
    }
    EXPECT_EQ(high->text(), QStringLiteral("1,048,576"));
}

// The lecture's reduce at its end, as the room sees it: in both languages, at a projector's
// 1920 × 1080 and 1024 × 768, in the normal window and on the stage. The caption is never cut
// and the stage gives the cube most of the window.
TEST(StagePictures, TheCaptionIsWholeAndTheStageGivesTheCubeTheRoomAtProjectorSizes)
{
    for (const char* language : {"en", "de"})
        for (const QSize size : {QSize(1920, 1080), QSize(1024, 768)})
            for (const bool stage : {false, true}) {
                auto w = freshWindow();
                German* german = nullptr;
                if (QLatin1String(language) == QLatin1String("de"))
                    german = new German(*w);
                w->resize(size);
                w->setPresentationMode(stage);
                w->shown()->lastStep();
                w->view()->setStep(w->session()->step(), false);
                settle();
                const QString name = QStringLiteral("stage-%1-%2x%3%4")
                                         .arg(QLatin1String(language))
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(stage ? QStringLiteral("-presentation") : QString());
                auto* caption = w->timeline()->findChild<QLabel*>(QStringLiteral("caption"));
                ASSERT_NE(caption, nullptr);
                EXPECT_GE(caption->height(), caption->heightForWidth(caption->width()))
                    << name.toStdString();
                EXPECT_TRUE(caption->visibleRegion().boundingRect().height() >=
                            caption->heightForWidth(caption->width()))
                    << name.toStdString();
                if (stage) {
                    EXPECT_GT(w->view()->width(), size.width() * 55 / 100) << name.toStdString();
                    EXPECT_GT(w->view()->height(), size.height() * 55 / 100) << name.toStdString();
                }
                delete german;
            }
}
