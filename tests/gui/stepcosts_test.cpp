#include "analysis/stepcostsmodel.h"
#include "analysis/stepcostspanel.h"
#include "common/quantities.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QComboBox>
#include <QLabel>
#include <QTableView>
#include <QUndoStack>
#include <cubelab/costmodel.h>
#include <cubelab/machine.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// Tree_Do on the lecture's POWER-GC at n = 7 with 1024 elements.
Scenario treeDoSeven()
{
    Scenario s;
    s.algorithm = "tree-allreduce";
    s.dimension = 7;
    s.elements = 1024;
    s.values = ValueMode::Numeric;
    return s;
}

int indexOfMachine(const QComboBox* box, const char* id)
{
    return box->findData(QString::fromLatin1(id));
}

// Every row of the table against CostModel::evaluate computed here.
void expectTableEqualsCostModel(const StepCostsModel& model, const Trace& trace,
                                const Machine& machine)
{
    const CostResult expected = CostModel::evaluate(trace, machine);
    ASSERT_EQ(model.rowCount(), static_cast<int>(expected.steps.size()));
    for (int row = 0; row < model.rowCount(); ++row) {
        SCOPED_TRACE(row);
        const StepCost& c = expected.steps[static_cast<std::size_t>(row)];
        const Step& s = trace.steps()[static_cast<std::size_t>(row)];
        auto number = [&](int column) {
            return model.data(model.index(row, column), StepCostsModel::NumberRole).toDouble();
        };
        auto text = [&](int column) { return model.data(model.index(row, column)).toString(); };
        EXPECT_EQ(number(StepCostsModel::StartColumn), c.start);
        EXPECT_EQ(number(StepCostsModel::DurationColumn), c.duration);
        EXPECT_EQ(number(StepCostsModel::MessagesColumn), static_cast<double>(s.messageCount));
        EXPECT_EQ(text(StepCostsModel::StepColumn),
                  QString::fromStdString(s.label) + QStringLiteral(")"));
        EXPECT_EQ(text(StepCostsModel::LinkColumn), QString::number(s.links.front()));
        EXPECT_EQ(text(StepCostsModel::DurationColumn), formatSeconds(c.duration));
        EXPECT_EQ(text(StepCostsModel::LimitColumn), StepCostsModel::limitName(c.limit));
        EXPECT_EQ(text(StepCostsModel::SlowestColumn),
                  QString::fromStdString(trace.cube().address(c.slowest.from)) +
                      QStringLiteral("→") +
                      QString::fromStdString(trace.cube().address(c.slowest.to)));
    }
}

} // namespace

TEST(StepCosts, TableEqualsTheCostModelForTheLectureExample)
{
    Session session;
    StepCostsPanel panel(&session);
    ASSERT_EQ(session.machine().id, "power-gc");
    expectTableEqualsCostModel(*panel.model(), *session.trace(), session.machine());
    // The lecture's reduce: a) link 3, 100→000 is its first message (4 → 0).
    EXPECT_EQ(panel.model()->data(panel.model()->index(0, StepCostsModel::LinkColumn)).toString(),
              QStringLiteral("3"));
    EXPECT_EQ(
        panel.model()->data(panel.model()->index(0, StepCostsModel::SlowestColumn)).toString(),
        QStringLiteral("100→000"));
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    EXPECT_TRUE(panel.totalLabel()->text().contains(formatSeconds(expected.total)))
        << panel.totalLabel()->text().toStdString();
    EXPECT_FALSE(panel.problemLabel()->isVisibleTo(&panel));
}

TEST(StepCosts, TableEqualsTheCostModelForTreeDoOnPowerGcAtSevenWith1024Elements)
{
    Session session;
    StepCostsPanel panel(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    ASSERT_EQ(session.trace()->stepCount(), 14u);
    expectTableEqualsCostModel(*panel.model(), *session.trace(), session.machine());
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    EXPECT_EQ(expected.elements, 1024u);
    EXPECT_TRUE(panel.totalLabel()->text().contains(formatSeconds(expected.total)));
    // The high links are the slow ones: step a) on link 7 takes longer than g) on link 1.
    EXPECT_GT(expected.steps[0].duration, expected.steps[6].duration);
}

TEST(StepCosts, CurrentRowFollowsTheSessionsStep)
{
    Session session;
    ShownState steps{&session};
    StepCostsPanel panel(&session);
    auto currentRows = [&] {
        std::vector<int> rows;
        for (int row = 0; row < panel.model()->rowCount(); ++row)
            if (panel.model()
                    ->data(panel.model()->index(row, 0), StepCostsModel::CurrentRole)
                    .toBool())
                rows.push_back(row);
        return rows;
    };
    EXPECT_TRUE(currentRows().empty()); // step 0: the start has no row
    steps.setStep(2);
    EXPECT_EQ(currentRows(), std::vector<int>{1});
    steps.lastStep();
    EXPECT_EQ(currentRows(), std::vector<int>{2});
    steps.firstStep();
    EXPECT_TRUE(currentRows().empty());
}

TEST(StepCosts, ChoosingAMachineAndUndoingItUpdateTheNumbers)
{
    Session session;
    StepCostsPanel panel(&session);
    const int ideal = indexOfMachine(panel.machineBox(), "ideal-hypercube");
    ASSERT_GE(ideal, 0);
    panel.machineBox()->setCurrentIndex(ideal);
    EXPECT_EQ(session.machine().id, "ideal-hypercube");
    expectTableEqualsCostModel(*panel.model(), *session.trace(), findMachine("ideal-hypercube"));

    session.undoStack()->undo();
    EXPECT_EQ(session.machine().id, "power-gc");
    EXPECT_EQ(panel.machineBox()->currentIndex(), indexOfMachine(panel.machineBox(), "power-gc"));
    expectTableEqualsCostModel(*panel.model(), *session.trace(), findMachine("power-gc"));
    session.undoStack()->redo();
    EXPECT_EQ(panel.machineBox()->currentIndex(), ideal);
}

TEST(StepCosts, AnEditedMachineIsListedAsEdited)
{
    Session session;
    StepCostsPanel panel(&session);
    Machine slower = findMachine("power-gc");
    slower.linkClasses[0].bandwidth = 1.0e6;
    ASSERT_TRUE(session.editMachine(slower, QStringLiteral("edit")));
    EXPECT_EQ(panel.machineBox()->count(), static_cast<int>(builtinMachines().size()) + 1);
    // Changed but still named as the preset: marked, so the list never shows one name twice.
    EXPECT_EQ(panel.machineBox()->currentText(),
              QString::fromStdString(slower.name) + QStringLiteral(" (edited)"));
    Machine renamed = slower;
    renamed.id = "custom";
    renamed.name = "Our cluster";
    ASSERT_TRUE(session.editMachine(renamed, QStringLiteral("rename")));
    EXPECT_EQ(panel.machineBox()->currentText(), QStringLiteral("Our cluster"));
    expectTableEqualsCostModel(*panel.model(), *session.trace(), slower);
}

TEST(StepCosts, ACubeWithLinksTheMachineLacksSaysSoAndWhatToDo)
{
    Session session;
    StepCostsPanel panel(&session);
    panel.resize(520, 700);
    panel.show();
    Scenario nine;
    nine.dimension = 9;
    ASSERT_TRUE(session.editScenario(nine, QStringLiteral("n = 9")));
    EXPECT_EQ(panel.model()->rowCount(), 0); // no stale numbers
    EXPECT_TRUE(panel.problemLabel()->isVisible());
    const QString problem = panel.problemLabel()->text();
    EXPECT_TRUE(problem.contains(QStringLiteral("links 1–9"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QStringLiteral("links 1–8 only"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(
        QStringLiteral("Choose a smaller cube (n ≤ 8) or a machine with more links")))
        << problem.toStdString();
    EXPECT_TRUE(problem.contains(QString::fromStdString(findMachine("ideal-hypercube").name)))
        << problem.toStdString();
    EXPECT_FALSE(panel.table()->isVisible());
    EXPECT_TRUE(panel.totalLabel()->text().contains(QStringLiteral("—")));

    panel.machineBox()->setCurrentIndex(indexOfMachine(panel.machineBox(), "ideal-hypercube"));
    EXPECT_FALSE(panel.problemLabel()->isVisible());
    EXPECT_TRUE(panel.table()->isVisible());
    expectTableEqualsCostModel(*panel.model(), *session.trace(), session.machine());
}

TEST(StepCosts, GermanTextsAfterTheLanguageSwitch)
{
    Session session;
    ShownState steps{&session};
    StepCostsPanel panel(&session);
    steps.setStep(1);
    auto header = [&] {
        return panel.model()
            ->headerData(StepCostsModel::StepColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString();
    };
    EXPECT_EQ(header(), QStringLiteral("Step"));
    const QString englishTotal = panel.totalLabel()->text();
    LanguageSwitcher switcher;
    ASSERT_TRUE(switcher.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_EQ(header(), QStringLiteral("Schritt"));
    EXPECT_NE(panel.totalLabel()->text(), englishTotal);
    EXPECT_TRUE(panel.totalLabel()->text().startsWith(QStringLiteral("Gesamt")))
        << panel.totalLabel()->text().toStdString();
    EXPECT_NE(StepCostsModel::limitName(CostLimit::LinkBandwidth),
              QStringLiteral("link bandwidth"));
    switcher.setLanguage(QStringLiteral("en"));
    test::settle();
    QLocale::setDefault(QLocale::c());
    EXPECT_EQ(header(), QStringLiteral("Step"));
}

TEST(StepCosts, CsvRoundTripsTheNumbers)
{
    Session session;
    StepCostsPanel panel(&session);
    ASSERT_TRUE(session.editScenario(treeDoSeven(), QStringLiteral("Tree_Do")));
    const CostResult expected = CostModel::evaluate(*session.trace(), session.machine());
    const QStringList lines = panel.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), static_cast<int>(expected.steps.size()) + 2);
    EXPECT_EQ(lines[0],
              QStringLiteral(
                  "step,links,phase,messages,start_s,duration_s,limit,slowest_from,slowest_to"));
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        const QStringList f = lines[static_cast<int>(i) + 1].split(QLatin1Char(','));
        ASSERT_EQ(f.size(), 9);
        const Step& s = session.trace()->steps()[i];
        EXPECT_EQ(f[0], QString::fromStdString(s.label));
        EXPECT_EQ(f[1].toInt(), s.links.front());
        EXPECT_EQ(f[3].toULongLong(), s.messageCount);
        EXPECT_EQ(f[4].toDouble(), expected.steps[i].start);
        EXPECT_EQ(f[5].toDouble(), expected.steps[i].duration);
        EXPECT_EQ(f[6].toStdString(), costLimitName(expected.steps[i].limit));
        EXPECT_EQ(f[7].toStdString(),
                  session.trace()->cube().address(expected.steps[i].slowest.from));
    }
    const QStringList total = lines.last().split(QLatin1Char(','));
    EXPECT_EQ(total[0], QStringLiteral("total"));
    EXPECT_EQ(total[5].toDouble(), expected.total);
}

TEST(StepCosts, TheNoteSaysWhichFiguresAreIllustrativeAndOpensInFull)
{
    Session session;
    StepCostsPanel panel(&session);
    auto* note = panel.findChild<QLabel*>(QStringLiteral("machineNote"));
    ASSERT_NE(note, nullptr);
    for (const Machine& preset : builtinMachines()) {
        SCOPED_TRACE(preset.id);
        panel.machineBox()->setCurrentIndex(indexOfMachine(panel.machineBox(), preset.id.c_str()));
        ASSERT_EQ(session.machine().id, preset.id);
        const QString fullNote = QString::fromStdString(preset.note).toHtmlEscaped();
        EXPECT_TRUE(note->text().contains(QStringLiteral("illustrative")))
            << note->text().toStdString();
        EXPECT_FALSE(note->text().contains(fullNote)); // short at first
        emit note->linkActivated(QStringLiteral("note"));
        EXPECT_TRUE(note->text().contains(fullNote)) << note->text().toStdString();
        emit note->linkActivated(QStringLiteral("note"));
    }
}

TEST(StepCosts, DescriptionSaysWhomSharedCapacityServesAndHowExchangeStartUpsCount)
{
    Session session;
    StepCostsPanel panel(&session);
    auto* summary = panel.findChild<QLabel*>(QStringLiteral("machineSummary"));
    ASSERT_NE(summary, nullptr);
    Machine m = findMachine("power-gc");
    m.id = "choices";
    m.name = "Choices";
    m.duplex = Duplex::Half;
    m.exchangeLatency = ExchangeLatency::Overlap;
    m.linkClasses[1].sharedDirections = SharedDirections::Both;
    m.linkClasses[2].sharedDirections = SharedDirections::Each;
    ASSERT_TRUE(session.editMachine(m, QStringLiteral("choices")));
    const QString text = summary->text();
    EXPECT_TRUE(
        text.contains(QStringLiteral("16 MB/s shared by the class, both directions together")))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("8 MB/s shared by the class, each direction on its own")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("half duplex, an exchange's two start-ups overlap")))
        << text.toStdString();
    // The table is the cost model's for these choices.
    expectTableEqualsCostModel(*panel.model(), *session.trace(), m);

    m.exchangeLatency = ExchangeLatency::Add;
    ASSERT_TRUE(session.editMachine(m, QStringLiteral("add")));
    EXPECT_TRUE(
        summary->text().contains(QStringLiteral("half duplex, an exchange's two start-ups add")))
        << summary->text().toStdString();
    session.undoStack()->undo();
    session.undoStack()->undo();
    EXPECT_TRUE(summary->text().contains(QStringLiteral("; full duplex;")))
        << summary->text().toStdString();
}

TEST(StepCosts, TooltipCountsOneDirectionWhereTheClassSharesPerDirection)
{
    Session session;
    ASSERT_TRUE(session.resetScenario(test::numericScenario(7, "tree-reduce")));
    StepCostsPanel panel(&session);
    const StepCostsModel& model = *panel.model();
    auto tip = [&](int row) {
        return model.data(model.index(row, StepCostsModel::LimitColumn), Qt::ToolTipRole)
            .toString();
    };
    // The lecture's reduce starts on link 7: 64 messages one way share links 7-8's capacity,
    // which the POWER-GC preset gives each direction on its own.
    ASSERT_EQ(findMachine("power-gc").linkClasses[2].sharedDirections, SharedDirections::Each);
    EXPECT_TRUE(
        tip(0).contains(QStringLiteral("(64 messages shared its link class in its direction)")))
        << tip(0).toStdString();
    // Link 1 is in an unshared class: no direction to speak of.
    EXPECT_TRUE(tip(6).contains(QStringLiteral("(1 messages shared its link class)")))
        << tip(6).toStdString();

    Machine pooled = findMachine("power-gc");
    pooled.id = "pooled";
    pooled.linkClasses[2].sharedDirections = SharedDirections::Both;
    ASSERT_TRUE(session.editMachine(pooled, QStringLiteral("pooled")));
    EXPECT_TRUE(tip(0).contains(QStringLiteral("(64 messages shared its link class)")))
        << tip(0).toStdString();
}
