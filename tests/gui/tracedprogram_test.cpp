// A student's MPI program, traced by cubelab-mpi trace --output (tests/data/traced/, written by
// real runs of examples/mpi/), in the window: its steps and captions with the values the
// buffers held, a message between non-neighbours and the collectives marked, the scenario shown
// but not editable, every panel drawn, and the lecture's closest collective beside it.

#include "common/collectivetexts.h"
#include "compare/comparedialog.h"
#include "compare/comparedscenario.h"
#include "compare/comparemode.h"
#include "cube/hypercubeview.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "scenario/scenariopanel.h"
#include "spacetime/spacetimeview.h"
#include "window/panelregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QRadioButton>
#include <QTemporaryDir>
#include <cubelab/collective.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

QString traced(const char* name)
{
    return QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/traced/") + QString::fromLatin1(name);
}

} // namespace

TEST(TracedProgram, TreeUpDoOpensWithTheLecturesStepsAndTheValuesItsBuffersHeld)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openTrace(traced("tree_updo.json"))) << w->errorMessage().toStdString();
    test::settle(); // the panels hear of the new scenario
    const auto trace = w->session()->trace();
    EXPECT_EQ(trace->scenario().algorithm, kTracedProgramId);
    ASSERT_EQ(w->session()->stepCount(), 3);
    EXPECT_TRUE(CollectiveTexts::caption(*trace, 0).startsWith(
        QStringLiteral("A traced MPI program on 8 ranks")));
    EXPECT_EQ(CollectiveTexts::caption(*trace, 1),
              QStringLiteral("a) link 3: 100→000 (5); 101→001 (6); 110→010 (7); 111→011 (8)."));
    EXPECT_EQ(
        CollectiveTexts::caption(*trace, 3),
        QStringLiteral("c) link 1: 001→000 (20). Done: the program's last message has arrived."));
    // Shown as recorded: the scenario cannot be edited, and says why.
    ScenarioPanel* scenario = w->scenarioPanel();
    auto* algorithm = scenario->findChild<QComboBox*>(QStringLiteral("algorithm"));
    ASSERT_NE(algorithm, nullptr);
    EXPECT_FALSE(algorithm->isEnabled());
    for (const char* field : {"dimension", "root", "elements"})
        EXPECT_FALSE(scenario->findChild<QWidget*>(QString::fromLatin1(field))->isEnabled())
            << field;
    EXPECT_EQ(algorithm->placeholderText(), QStringLiteral("An MPI program, traced"));
    auto* summary = scenario->findChild<QLabel*>(QStringLiteral("collectiveSummary"));
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("cannot be edited")))
        << summary->text().toStdString();
    // In German too.
    w->setLanguage(QStringLiteral("de"));
    test::settle();
    EXPECT_FALSE(CollectiveTexts::caption(*trace, 3).contains(QStringLiteral("Done")));
    w->setLanguage(QStringLiteral("en"));
}

TEST(TracedProgram, ANonNeighbourMessageAndTheCollectivesAreMarked)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openTrace(traced("nonneighbour.json"))) << w->errorMessage().toStdString();
    EXPECT_TRUE(CollectiveTexts::caption(*w->session()->trace(), 1)
                    .contains(QStringLiteral("11→00 (4) ✕ no neighbours: links 1, 2")))
        << CollectiveTexts::caption(*w->session()->trace(), 1).toStdString();

    ASSERT_TRUE(w->openTrace(traced("reduce_f77.json"))) << w->errorMessage().toStdString();
    const auto trace = w->session()->trace();
    ASSERT_EQ(trace->stepCount(), 4u);
    EXPECT_EQ(CollectiveTexts::caption(*trace, 3),
              QStringLiteral("c): MPI_Bcast by 4 ranks: not traced link by link."));

    // The space-time diagram's tooltip: the calls, the tag, the bytes and the buffer's values.
    const TracedMessage& first = trace->tracedRun()->messages.front();
    const QString tip = SpaceTimeView::tracedMessageText(
        first, QStringLiteral("a) link 2"), QStringLiteral("10"), QStringLiteral("00"), 1);
    EXPECT_TRUE(tip.contains(QStringLiteral("10 → 00 on link 2"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("int buffer: 3"))) << tip.toStdString();
}

TEST(TracedProgram, EveryPanelDrawsEveryStepOfATracedRun)
{
    const auto w = test::freshWindow();
    QTemporaryDir dir;
    for (const char* file : {"tree_updo.json", "nonneighbour.json", "reduce_f77.json"}) {
        SCOPED_TRACE(file);
        ASSERT_TRUE(w->openTrace(traced(file))) << w->errorMessage().toStdString();
        for (int step = 0; step <= w->session()->stepCount(); ++step) {
            w->shown()->setStep(step);
            test::settle();
            EXPECT_FALSE(w->grab().isNull());
        }
        for (const QString& id : PanelRegistry::ids())
            EXPECT_TRUE(w->exportPanelPng(id, dir.filePath(id + QStringLiteral(".png"))))
                << id.toStdString() << ": " << w->errorMessage().toStdString();
    }
}

TEST(TracedProgram, CompareWithSetsTheLecturesClosestCollectiveBeside)
{
    const auto w = test::freshWindow();
    ASSERT_TRUE(w->openTrace(traced("tree_updo.json")));
    CompareDialog dialog(w->session()->scenario(), false);
    EXPECT_TRUE(dialog.findChild<QRadioButton*>(QStringLiteral("compareCounterpart"))->isEnabled());
    EXPECT_FALSE(dialog.findChild<QRadioButton*>(QStringLiteral("compareReversed"))->isEnabled());

    ASSERT_TRUE(w->compareMode()->start(ComparedScenario::Pair::Counterpart));
    const Scenario second = w->compareMode()->second()->scenario();
    EXPECT_EQ(second.algorithm, "tree-reduce");
    EXPECT_EQ(second.root, 0);
    EXPECT_EQ(second.linkOrder, (std::vector<int>{3, 2, 1}));
    EXPECT_EQ(w->compareMode()->second()->stepCount(), 3);

    EXPECT_FALSE(w->compareMode()->start(ComparedScenario::Pair::ReversedOrder));
}
