#include "cube/codeview.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "cube/player.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "scenario/linkordereditor.h"
#include "scenario/scenariopanel.h"
#include "window/languageswitcher.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

TEST(MainWindow, OpensOnTheLectureExample)
{
    auto w = freshWindow();
    const Scenario& s = w->session()->scenario();
    EXPECT_EQ(s.dimension, 3);
    EXPECT_EQ(s.algorithm, "tree-reduce");
    EXPECT_EQ(s.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(s.root, 0);
    EXPECT_EQ(w->session()->step(), 0);
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Step 0 / 3"));
    EXPECT_EQ(w->resultsModel()->rowCount(), 8);
    EXPECT_EQ(w->view()->trace(), w->session()->trace());
    EXPECT_TRUE(w->windowTitle().contains(QStringLiteral("lecture example")));
}

TEST(MainWindowKeys, ClickerAndArrowKeysStep)
{
    auto w = freshWindow();
    Session* session = w->session();
    QTest::keyClick(w.get(), Qt::Key_PageDown);
    EXPECT_EQ(session->step(), 1);
    EXPECT_EQ(w->view()->step(), 1);
    EXPECT_EQ(w->resultsModel()->step(), 1);
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Step 1 / 3"));
    EXPECT_TRUE(test::words(w->timeline()->caption()).startsWith(QStringLiteral("a) link 3")));
    QTest::keyClick(w.get(), Qt::Key_Right);
    EXPECT_EQ(session->step(), 2);
    QTest::keyClick(w.get(), Qt::Key_Left);
    EXPECT_EQ(session->step(), 1);
    QTest::keyClick(w.get(), Qt::Key_PageUp);
    EXPECT_EQ(session->step(), 0);
    QTest::keyClick(w.get(), Qt::Key_End);
    EXPECT_EQ(session->step(), 3);
    EXPECT_EQ(w->view()->step(), 3);
    QTest::keyClick(w.get(), Qt::Key_Home);
    EXPECT_EQ(session->step(), 0);
}

TEST(MainWindowKeys, OnlyOneStepForwardAnimates)
{
    auto w = freshWindow();
    QList<std::pair<int, int>> seen;
    QObject::connect(w->session(), &Session::stepChanged, [&](int step, int previous) {
        seen.append({step, previous});
    });
    QTest::keyClick(w.get(), Qt::Key_Right);
    QTest::keyClick(w.get(), Qt::Key_End);
    ASSERT_EQ(seen.size(), 2);
    EXPECT_EQ(seen[0].second, seen[0].first - 1); // animates
    EXPECT_NE(seen[1].second, seen[1].first - 1); // a jump does not
}

TEST(MainWindowKeys, ScrubberMovesToAnyStep)
{
    auto w = freshWindow();
    w->timeline()->scrubber()->setValue(2);
    EXPECT_EQ(w->session()->step(), 2);
    EXPECT_EQ(w->view()->step(), 2);
    QTest::keyClick(w.get(), Qt::Key_Home);
    EXPECT_EQ(w->timeline()->scrubber()->value(), 0);
}

TEST(MainWindowKeys, SpacePlaysToTheEndAndPauses)
{
    auto w = freshWindow();
    w->player()->setInterval(Player::kFastestMs);
    QSignalSpy playing(w->player(), &Player::playingChanged);
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_TRUE(w->player()->isPlaying());
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_FALSE(w->player()->isPlaying());
    const int pausedAt = w->session()->step();
    EXPECT_GE(pausedAt, 1);
    QTest::keyClick(w.get(), Qt::Key_Space);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w->player()->isPlaying(); }, 20000));
    EXPECT_EQ(w->session()->step(), 3);
    EXPECT_EQ(playing.count(), 4); // on, off, on, off at the end
}

TEST(MainWindowKeys, KeysAreNotStolenFromAFieldBeingTypedIn)
{
    auto w = freshWindow();
    QSpinBox* dimension = w->scenarioPanel()->dimensionBox();
    auto* edit = dimension->findChild<QLineEdit*>();
    ASSERT_NE(edit, nullptr);
    dimension->setFocus();
    settle();
    // A number typed and not committed yet: the field keeps the single keys.
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_4);
    for (Qt::Key key : {Qt::Key_Right, Qt::Key_Left, Qt::Key_Space, Qt::Key_End, Qt::Key_B,
                        Qt::Key_Period, Qt::Key_Plus})
        QTest::keyClick(edit, key);
    EXPECT_EQ(w->session()->step(), 0);
    EXPECT_FALSE(w->player()->isPlaying());
    EXPECT_FALSE(w->isBlanked());
    EXPECT_EQ(w->session()->scenario().dimension, 3); // nothing committed yet
    // Outside the field the same keys act.
    w->view()->setFocus();
    settle();
    QTest::keyClick(w.get(), Qt::Key_Right);
    EXPECT_EQ(w->session()->step(), 1);
}

TEST(MainWindowKeys, BAndPeriodBlankTheScreenAndBringItBack)
{
    auto w = freshWindow();
    QTest::keyClick(w.get(), Qt::Key_B);
    EXPECT_TRUE(w->isBlanked());
    QTest::keyClick(w.get(), Qt::Key_Period);
    EXPECT_FALSE(w->isBlanked());
}

TEST(MainWindowKeys, ZoomKeysZoomTheView)
{
    auto w = freshWindow();
    const double before = w->view()->zoom();
    QTest::keyClick(w.get(), Qt::Key_Plus);
    EXPECT_GT(w->view()->zoom(), before);
    QTest::keyClick(w.get(), Qt::Key_Minus);
    QTest::keyClick(w.get(), Qt::Key_Minus);
    EXPECT_LT(w->view()->zoom(), before);
    QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
    EXPECT_DOUBLE_EQ(w->view()->zoom(), 1.0);
}

TEST(MainWindowKeys, FullScreenHasExactlyOneBindingPerKey)
{
    auto w = freshWindow();
    const QList<QKeySequence> keys = w->action(QStringLiteral("fullScreen"))->shortcuts();
    ASSERT_FALSE(keys.isEmpty());
    const QList<QKeySequence> platform = QKeySequence::keyBindings(QKeySequence::FullScreen);
    if (!platform.isEmpty())
        EXPECT_EQ(keys, platform);
    else
        EXPECT_EQ(keys, QList<QKeySequence>{QKeySequence(Qt::Key_F11)});
}

TEST(MainWindowEdits, AnEditRerunsAndUndoRestores)
{
    auto w = freshWindow();
    w->scenarioPanel()->dimensionBox()->setValue(4);
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 4);
    EXPECT_EQ(w->session()->stepCount(), 4);
    EXPECT_EQ(w->resultsModel()->rowCount(), 16);
    EXPECT_EQ(w->view()->trace(), w->session()->trace());
    QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 3);
    EXPECT_EQ(w->resultsModel()->rowCount(), 8);
    EXPECT_EQ(w->scenarioPanel()->dimensionBox()->value(), 3);
    w->action(QStringLiteral("redo"))->trigger();
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 4);
}

TEST(MainWindowEdits, LinkOrderPresetsAndMovesAreUndoable)
{
    auto w = freshWindow();
    LinkOrderEditor* editor = w->scenarioPanel()->linkOrderEditor();
    auto* reversed = editor->findChild<QPushButton*>(QStringLiteral("reversed"));
    ASSERT_NE(reversed, nullptr);
    reversed->click();
    settle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_TRUE(test::words(w->timeline()->caption()).contains(QStringLiteral("a) link 1")));
    EXPECT_EQ(editor->order(), (std::vector<int>{1, 2, 3}));
    auto* lecture = editor->findChild<QPushButton*>(QStringLiteral("lectureOrder"));
    lecture->click();
    settle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{3, 2, 1}));
    w->session()->undoStack()->undo();
    settle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{1, 2, 3}));
}

TEST(MainWindowEdits, ChangingTheCollectiveTakesItsLectureOrderAndRoot)
{
    auto w = freshWindow();
    QComboBox* algorithm = w->scenarioPanel()->algorithmBox();
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("cube-allreduce")));
    settle();
    EXPECT_EQ(w->session()->scenario().algorithm, "cube-allreduce");
    EXPECT_FALSE(w->session()->scenario().root.has_value());
    EXPECT_FALSE(w->scenarioPanel()->rootBox()->isEnabled());
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("tree-allreduce")));
    settle();
    EXPECT_EQ(w->session()->scenario().secondLinkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_TRUE(w->scenarioPanel()->broadcastOrderEditor()->isVisibleTo(w.get()));
    EXPECT_EQ(w->session()->stepCount(), 6);
}

TEST(MainWindowEdits, RandomInputsFollowTheSeed)
{
    auto w = freshWindow();
    ScenarioPanel* panel = w->scenarioPanel();
    panel->initialBox()->setCurrentIndex(
        panel->initialBox()->findData(static_cast<int>(ScenarioPanel::InitialMode::Random)));
    settle();
    const auto first = w->session()->scenario().initial;
    EXPECT_EQ(first, ScenarioPanel::randomValues(
                         static_cast<std::uint32_t>(panel->seedBox()->value()), 8, 1));
    panel->seedBox()->setValue(panel->seedBox()->value() + 1);
    settle();
    EXPECT_NE(w->session()->scenario().initial, first);
    // A larger cube keeps random inputs, drawn anew for every node.
    panel->dimensionBox()->setValue(4);
    settle();
    EXPECT_EQ(w->session()->scenario().initial.size(), 16u);
}

TEST(MainWindowEdits, ABadEditIsRefusedWithAMessageAndTheFieldSnapsBack)
{
    auto w = freshWindow();
    // Symbolic values serve dimensions up to 12.
    w->scenarioPanel()->dimensionBox()->setValue(13);
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 3);
    EXPECT_EQ(w->scenarioPanel()->dimensionBox()->value(), 3);
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("symbolic")))
        << w->errorMessage().toStdString();
    EXPECT_EQ(w->session()->undoStack()->count(), 0);
}

TEST(MainWindowEdits, ClickingATableRowSelectsTheNodeEverywhere)
{
    auto w = freshWindow();
    w->shown()->setStep(1);
    w->resultsTable()->selectRow(4);
    settle();
    ASSERT_TRUE(w->session()->selectedNode().has_value());
    EXPECT_EQ(*w->session()->selectedNode(), 4u);
    EXPECT_TRUE(w->codeView()->receiverLines().empty()); // 100 only sends in step a)
    EXPECT_EQ(w->codeView()->senderLines().size(), 1u);
}

TEST(MainWindowLanguage, SwitchingRetranslatesVisibleTexts)
{
    auto w = freshWindow();
    w->action(QStringLiteral("language-de"))->trigger();
    settle();
    EXPECT_EQ(w->languageSwitcher()->language(), QStringLiteral("de"));
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Schritt 0 / 3"));
    EXPECT_EQ(w->action(QStringLiteral("next"))->text(), QStringLiteral("&Nächster Schritt"));
    EXPECT_EQ(w->resultsModel()
                  ->headerData(PartialResultsModel::NodeColumn, Qt::Horizontal, Qt::DisplayRole)
                  .toString(),
              QStringLiteral("Knoten"));
    EXPECT_TRUE(w->timeline()->caption().contains(QStringLiteral("Schritt")) ||
                w->timeline()->caption().contains(QStringLiteral("Link")));
    // Qt's own texts follow (the undo action is Qt's).
    if (w->languageSwitcher()->hasQtTranslation()) {
        EXPECT_NE(w->action(QStringLiteral("undo"))->text(), QStringLiteral("&Undo"));
    }
    w->action(QStringLiteral("language-en"))->trigger();
    settle();
    EXPECT_EQ(w->timeline()->stepText(), QStringLiteral("Step 0 / 3"));
    EXPECT_EQ(w->action(QStringLiteral("next"))->text(), QStringLiteral("&Next step"));
    QLocale::setDefault(QLocale::c());
}

TEST(MainWindowExport, WindowPngHasTheWindowsSizeAndSvgItsViewBox)
{
    auto w = freshWindow();
    w->resize(MainWindow::kExportSize);
    settle();
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("window.png"));
    ASSERT_TRUE(w->exportWindowPng(png));
    const QImage image(png);
    EXPECT_EQ(image.size(), MainWindow::kExportSize * w->devicePixelRatio());
    const QString svg = dir.filePath(QStringLiteral("window.svg"));
    ASSERT_TRUE(w->exportWindowSvg(svg));
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    EXPECT_TRUE(text.contains("<svg"));
    EXPECT_TRUE(text.contains("viewBox=\"0 0 1600 1000\""));
}

TEST(MainWindowExport, ViewExportsAreSlideFiguresWhateverTheViewsSize)
{
    auto w = freshWindow();
    w->resize(1100, 700);
    w->shown()->setStep(3);
    settle();
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    ASSERT_TRUE(w->exportViewPng(png));
    EXPECT_EQ(QImage(png).size(), kSlideSize);
    const QString svg = dir.filePath(QStringLiteral("view.svg"));
    ASSERT_TRUE(w->exportViewSvg(svg));
    QFile file(svg);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("viewBox=\"0 0 1920 1080\"")));
    // The lecture's s_0, whole, broken between its halves.
    EXPECT_TRUE(text.contains(QStringLiteral(">[(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]<")) ||
                (text.contains(QStringLiteral(">[(a₀+a₄)+(a₂+a₆)]+<")) &&
                 text.contains(QStringLiteral(">[(a₁+a₅)+(a₃+a₇)]<"))));
}

TEST(MainWindowExport, AnUnwritablePlaceIsReportedAndNothingIsWritten)
{
    auto w = freshWindow();
    EXPECT_FALSE(w->exportWindowPng(QStringLiteral("/nonexistent-directory/window.png")));
    EXPECT_FALSE(w->errorMessage().isEmpty());
}

TEST(MainWindowEdits, ClicksTowardsALargeCubeRunOnlyTheCubeTheyRestOn)
{
    auto w = freshWindow();
    ScenarioPanel* panel = w->scenarioPanel();
    panel->valuesBox()->setCurrentIndex(
        panel->valuesBox()->findData(static_cast<int>(ValueMode::Numeric)));
    settle();
    const int editsBefore = w->session()->undoStack()->count();
    panel->dimensionBox()->setValue(14);
    panel->dimensionBox()->setValue(15);
    settle();
    EXPECT_EQ(w->session()->scenario().dimension, 3); // still resting
    ASSERT_TRUE(QTest::qWaitFor([&] { return w->session()->scenario().dimension == 15; }, 20000));
    EXPECT_EQ(w->session()->undoStack()->count(), editsBefore + 1);
    EXPECT_EQ(w->resultsModel()->rowCount(), 1 << 15);
}

TEST(MainWindowKeys, F5SwitchesPresentationModeWithLargerFonts)
{
    auto w = freshWindow();
    const qreal normal = w->timeline()->font().pointSizeF();
    QTest::keyClick(w.get(), Qt::Key_F5);
    settle();
    EXPECT_TRUE(w->isPresentationMode());
    EXPECT_GT(w->timeline()->font().pointSizeF(), normal * 1.5);
    QTest::keyClick(w.get(), Qt::Key_F5);
    settle();
    EXPECT_FALSE(w->isPresentationMode());
    EXPECT_DOUBLE_EQ(w->timeline()->font().pointSizeF(), normal);
}

TEST(MainWindowKeys, FullScreenActionEntersAndLeavesFullScreen)
{
    auto w = freshWindow();
    w->action(QStringLiteral("fullScreen"))->trigger();
    settle();
    EXPECT_TRUE(w->isFullScreen());
    w->action(QStringLiteral("fullScreen"))->trigger();
    settle();
    EXPECT_FALSE(w->isFullScreen());
}

TEST(MainWindowEdits, DraggingALinkInTheListChangesTheOrder)
{
    auto w = freshWindow();
    auto* list = w->scenarioPanel()->linkOrderEditor()->findChild<QListWidget*>(
        QStringLiteral("linkOrderList"));
    ASSERT_NE(list, nullptr);
    // What a drop does to the list's model: link 3 moves from first to last.
    ASSERT_TRUE(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3));
    settle();
    EXPECT_EQ(w->session()->scenario().linkOrder, (std::vector<int>{2, 1, 3}));
    EXPECT_EQ(w->session()->undoStack()->count(), 1);
}
