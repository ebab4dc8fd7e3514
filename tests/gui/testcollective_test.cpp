// A collective that lives only in the tests (tests/common/testcollective.h) in every part of
// the window: the scenario panel's choice, the code view, the timeline's captions, the view's
// legend, the step costs and times, the link loads and both comparisons. It shows with its own
// title, pseudocode and phase, its link loads are its trace's, and nothing of it falls into a
// tree's words: the GUI reads all of it from the descriptor.

#include "analysis/comparisonchart.h"
#include "analysis/comparisontable.h"
#include "analysis/comparisontablemodel.h"
#include "analysis/linkloadschart.h"
#include "analysis/stepcostsmodel.h"
#include "analysis/stepcostspanel.h"
#include "analysis/steptimeschart.h"
#include "common/collectivetexts.h"
#include "common/quantities.h"
#include "cube/codeview.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "scenario/linkordereditor.h"
#include "scenario/scenariopanel.h"
#include "testcollective.h"
#include "window/panelregistry.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTranslator>
#include <cubelab/comparison.h>
#include <cubelab/costmodel.h>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const QString kTitle = QStringLiteral("Swap_Do – All-Reduce (test collective)");

// The words a tree's texts use, which none of Swap_Do's may.
const QStringList kTreeWords{QStringLiteral("reduce)"),   QStringLiteral("(reduce"),
                             QStringLiteral("broadcast"), QStringLiteral("Tree_UpDo"),
                             QStringLiteral("Tree_Down"), QStringLiteral("root")};

void expectNoTreeWords(const QString& text)
{
    for (const QString& word : kTreeWords)
        EXPECT_FALSE(text.contains(word, Qt::CaseInsensitive)) << word << " in: " << text;
}

Scenario swapScenario(int dimension, std::int64_t elements = 1)
{
    Scenario s;
    s.algorithm = cubelab::test::kTestCollectiveId;
    s.dimension = dimension;
    s.elements = elements;
    s.values = ValueMode::Symbolic;
    return s;
}

// The window on a scenario of Swap_Do, registered before the window lists the collectives.
struct SwapWindow
{
    cubelab::test::ScopedTestCollective registered;
    std::unique_ptr<MainWindow> window = gui::test::freshWindow();
    explicit SwapWindow(int dimension = 3)
    {
        EXPECT_TRUE(window->session()->resetScenario(swapScenario(dimension)));
        window->session()->waitForRun();
        gui::test::settle();
    }
    Session& session() const { return *window->session(); }
    ShownState& shown() const { return *window->shown(); }
    template <typename Panel> Panel& panel(const char* id) const
    {
        auto* p = qobject_cast<Panel*>(window->panel(QString::fromLatin1(id)));
        EXPECT_NE(p, nullptr) << id;
        return *p;
    }
};

} // namespace

TEST(TestCollective, EveryBuiltInTitleAndSummaryHasItsGermanAndTheTestOneNone)
{
    // The descriptor is the one source of the texts; the .ts file holds their German (some
    // the same words: "Tree_UpDo – Reduce"). A text the translation lacks is empty here.
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/cubelab_de.qm")));
    const auto has = [&](const std::string& english) {
        return !german.translate("CollectiveTexts", english.c_str()).isEmpty();
    };
    for (const Collective& c : builtinCollectives()) {
        EXPECT_TRUE(has(c.title)) << c.id << ": " << c.title;
        EXPECT_TRUE(has(c.summary)) << c.id << ": " << c.summary;
    }
    EXPECT_FALSE(has(cubelab::test::swapAllreduce().title));
    EXPECT_FALSE(has(cubelab::test::swapAllreduce().summary));
}

TEST(TestCollective, ItsTitleAndSummaryAreItsDescriptorsInEveryLanguage)
{
    const cubelab::test::ScopedTestCollective registered;
    EXPECT_EQ(CollectiveTexts::title(cubelab::test::kTestCollectiveId), kTitle);
    EXPECT_EQ(CollectiveTexts::summary(cubelab::test::kTestCollectiveId),
              QString::fromStdString(registered.collective().summary));
    const auto window = gui::test::freshWindow();
    window->setLanguage(QStringLiteral("de"));
    gui::test::settle();
    // No German for it: its English, while the built-in ones keep their German.
    EXPECT_EQ(CollectiveTexts::title(cubelab::test::kTestCollectiveId), kTitle);
    EXPECT_EQ(CollectiveTexts::title("Tree_Do"),
              QStringLiteral("Tree_Do – All-Reduce (Reduce, dann Broadcast)"));
    EXPECT_EQ(CollectiveTexts::title("Cube_Do"),
              QStringLiteral("Cube_Do – All-Reduce (Cubeakkumulation)"));
    EXPECT_EQ(CollectiveTexts::phaseName(Phase::Exchange), QStringLiteral("Austausch"));
    window->setLanguage(QStringLiteral("en"));
    gui::test::settle();
}

TEST(TestCollective, TheScenarioPanelOffersItAndShowsOnlyTheFieldsItTakes)
{
    const SwapWindow w;
    ScenarioPanel& panel = *w.window->scenarioPanel();
    QComboBox* box = panel.algorithmBox();
    const int index = box->findData(QString::fromLatin1(cubelab::test::kTestCollectiveId));
    ASSERT_GE(index, 0);
    EXPECT_EQ(box->count(), static_cast<int>(knownCollectives().size()));
    EXPECT_EQ(box->currentIndex(), index);
    EXPECT_EQ(box->itemText(index), kTitle);
    bool summaryShown = false;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        summaryShown = summaryShown ||
                       label->text() == QString::fromStdString(w.registered.collective().summary);
    EXPECT_TRUE(summaryShown);
    EXPECT_FALSE(panel.rootBox()->isEnabled());                      // it takes no root
    EXPECT_FALSE(panel.broadcastOrderEditor()->isVisibleTo(&panel)); // nor a second order

    // Chosen from another collective, it starts in its own default order.
    ASSERT_TRUE(w.session().resetScenario(Scenario{}));
    gui::test::settle();
    box->setCurrentIndex(index);
    w.session().waitForRun();
    gui::test::settle();
    EXPECT_EQ(w.session().scenario().algorithm, cubelab::test::kTestCollectiveId);
    EXPECT_EQ(w.session().scenario().linkOrder, (std::vector<int>{1, 2, 3}));
}

TEST(TestCollective, TheCodeViewShowsItsPseudocodeUnderItsTitle)
{
    const SwapWindow w;
    QStringList lines;
    for (const std::string& line : w.registered.collective().pseudocode)
        lines << QString::fromStdString(line);
    EXPECT_EQ(w.window->codeView()->text(), lines.join(QLatin1Char('\n')));
    bool titled = false;
    for (const QLabel* label : w.window->codeView()->findChildren<QLabel*>())
        titled = titled || label->text() == QStringLiteral("Node program of %1").arg(kTitle);
    EXPECT_TRUE(titled);
    // In step b) every node swaps: line 1 sends and receives.
    w.shown().setStep(2);
    gui::test::settle();
    EXPECT_EQ(w.window->codeView()->senderLines(), (std::set<int>{1}));
    EXPECT_EQ(w.window->codeView()->receiverLines(), (std::set<int>{1}));
}

TEST(TestCollective, TheTimelineNamesItsPhaseAndWhatItLeaves)
{
    const SwapWindow w;
    TimelineWidget& timeline = *w.window->timeline();
    const int steps = w.session().stepCount();
    ASSERT_EQ(steps, 3);
    for (int k = 1; k <= steps; ++k) {
        SCOPED_TRACE(k);
        w.shown().setStep(k);
        gui::test::settle();
        // The caption keeps a step with its link on one line (no-break spaces).
        EXPECT_TRUE(
            timeline.caption().contains(QStringLiteral(")\u00A0link\u00A0%1 (exchange)").arg(k)))
            << timeline.caption();
        EXPECT_TRUE(timeline.caption().contains(QStringLiteral("Both partners combine")))
            << timeline.caption();
        expectNoTreeWords(timeline.caption());
    }
    // The list of steps: "a) link 1 · exchange", …
    const auto* list = timeline.findChild<QListWidget*>();
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), steps + 1);
    for (int k = 1; k <= steps; ++k)
        EXPECT_EQ(list->item(k)->text(),
                  QStringLiteral("%1) link %2 · exchange").arg(QChar(u'a' + k - 1)).arg(k));
    EXPECT_TRUE(
        timeline.caption().endsWith(QStringLiteral("Done: every node holds the whole result.")))
        << timeline.caption();

    w.window->setLanguage(QStringLiteral("de"));
    gui::test::settle();
    EXPECT_TRUE(timeline.caption().contains(QStringLiteral("(Austausch)"))) << timeline.caption();
    w.window->setLanguage(QStringLiteral("en"));
    gui::test::settle();
}

TEST(TestCollective, TheViewDrawsTheCubeAndItsLegendNamesItsPhase)
{
    const SwapWindow w;
    w.shown().setStep(1);
    gui::test::settle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("view.svg"));
    ASSERT_TRUE(w.window->exportViewSvg(path)) << w.window->errorMessage();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(svg.contains(QStringLiteral("link 1, exchange"))) << svg.left(2000);
    EXPECT_FALSE(svg.contains(QStringLiteral(", reduce")));
    EXPECT_FALSE(svg.contains(QStringLiteral(", broadcast")));
}

TEST(TestCollective, StepCostsAndStepTimesAreItsStepsPriced)
{
    const SwapWindow w;
    const Trace& trace = *w.session().trace();
    const CostResult expected = CostModel::evaluate(trace, w.session().machine());

    const StepCostsModel& model = *w.panel<StepCostsPanel>("step-costs").model();
    ASSERT_EQ(model.rowCount(), 3);
    for (int row = 0; row < model.rowCount(); ++row) {
        SCOPED_TRACE(row);
        EXPECT_EQ(model.data(model.index(row, StepCostsModel::PhaseColumn)).toString(),
                  QStringLiteral("exchange"));
        EXPECT_EQ(model.data(model.index(row, StepCostsModel::LinkColumn)).toString(),
                  QString::number(row + 1));
        EXPECT_EQ(
            model.data(model.index(row, StepCostsModel::DurationColumn), StepCostsModel::NumberRole)
                .toDouble(),
            expected.steps[static_cast<std::size_t>(row)].duration);
    }

    // The chart draws when its dock is shown.
    w.window->panelDock(QStringLiteral("step-times"))->show();
    w.window->panelDock(QStringLiteral("step-times"))->raise();
    gui::test::settle();
    StepTimesChart& times = w.panel<StepTimesChart>("step-times");
    EXPECT_TRUE(times.problem().isEmpty());
    EXPECT_EQ(
        times.stepAxis()->categoriesLabels(),
        (QStringList{QStringLiteral("c) 3"), QStringLiteral("b) 2"), QStringLiteral("a) 1")}));
    EXPECT_TRUE(times.chart()->title().contains(formatSeconds(expected.total)))
        << times.chart()->title();
}

TEST(TestCollective, LinkLoadsAreItsTraceBesideItsCounterpart)
{
    const SwapWindow w;
    LinkLoadsChart& chart = w.panel<LinkLoadsChart>("link-loads");
    w.window->panelDock(QStringLiteral("link-loads"))->show();
    w.window->panelDock(QStringLiteral("link-loads"))->raise();
    gui::test::settle();
    const std::vector<Scenario> beside = chart.comparisonScenarios();
    ASSERT_EQ(beside.size(), 1u); // its counterpart only: its loads do not follow the order
    EXPECT_EQ(beside[0].algorithm, "tree-allreduce");

    chart.setQuantity(LinkLoadsChart::Quantity::Messages);
    chart.setRange(LinkLoadsChart::Range::UpToThisStep);
    w.shown().setStep(w.session().stepCount());
    gui::test::settle();
    ASSERT_EQ(chart.series()->count(), 2);
    const QBarSet* own = chart.series()->barSets().at(0);
    const auto loads = w.session().trace()->linkLoads();
    ASSERT_EQ(own->count(), static_cast<qsizetype>(loads.size()));
    for (std::size_t l = 0; l < loads.size(); ++l)
        EXPECT_EQ(own->at(static_cast<qsizetype>(l)), static_cast<double>(loads[l].messages))
            << "link " << l + 1;
    // Its own order 1, 2, 3 is its lecture order.
    EXPECT_TRUE(own->label().endsWith(QStringLiteral("Swap_Do, links 1 2 3 (lecture order)")))
        << own->label();
    EXPECT_TRUE(chart.series()->barSets().at(1)->label().contains(QStringLiteral("Tree_Do")))
        << chart.series()->barSets().at(1)->label();
    const Trace counterpart = Emulator::run(beside[0]);
    // Up to the same step: the chart sets the runs beside each other step by step.
    const auto treeLoads =
        counterpart.linkLoads(1, static_cast<std::size_t>(w.session().stepCount()));
    for (std::size_t l = 0; l < treeLoads.size(); ++l)
        EXPECT_EQ(chart.series()->barSets().at(1)->at(static_cast<qsizetype>(l)),
                  static_cast<double>(treeLoads[l].messages));
}

TEST(TestCollective, TheComparisonsTakeItsExchangeOrderForCubeDo)
{
    const SwapWindow w;
    for (const char* id : {"comparison", "comparison-table"}) {
        w.window->panelDock(QString::fromLatin1(id))->show();
        w.window->panelDock(QString::fromLatin1(id))->raise();
    }
    gui::test::settle();
    ComparisonRequest request = comparisonRequestFor(w.session().scenario());
    EXPECT_EQ(request.cubeOrder, (std::vector<int>{1, 2, 3}));
    request.blockVariants = true; // as the panels ask

    ComparisonChart& chart = w.panel<ComparisonChart>("comparison");
    ASSERT_TRUE(chart.comparison().has_value()) << chart.message();
    EXPECT_EQ(chart.comparison()->variants[0].linkOrder, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(chart.series(ComparisonSetup::Variant::Cube)->name(),
              QStringLiteral("Cube_Do (scenario's order)"));
    EXPECT_EQ(chart.series(ComparisonSetup::Variant::Tree)->name(),
              QStringLiteral("Tree_Do (lecture's order)"));

    ComparisonTable& table = w.panel<ComparisonTable>("comparison-table");
    ASSERT_TRUE(table.model()->comparison().has_value());
    const Comparison expected = compareVariants(w.session().machine(), request);
    ASSERT_EQ(table.model()->comparison()->variants.size(), expected.variants.size());
    for (std::size_t v = 0; v < expected.variants.size(); ++v) {
        EXPECT_EQ(table.model()->comparison()->variants[v].linkOrder,
                  expected.variants[v].linkOrder);
        EXPECT_EQ(table.model()->comparison()->variants[v].seconds, expected.variants[v].seconds);
    }
}

TEST(TestCollective, EveryPanelAndTheWindowExportOnIt)
{
    const SwapWindow w(4);
    QTemporaryDir dir;
    for (const QString& id : PanelRegistry::ids()) {
        SCOPED_TRACE(id.toStdString());
        ASSERT_TRUE(w.window->exportPanelPng(id, dir.filePath(id + QStringLiteral(".png"))))
            << w.window->errorMessage();
    }
    EXPECT_TRUE(w.window->exportWindowPng(dir.filePath(QStringLiteral("window.png"))))
        << w.window->errorMessage();
    for (int k = 0; k <= w.session().stepCount(); ++k) {
        w.shown().setStep(k);
        gui::test::settle();
    }
    EXPECT_TRUE(w.window->errorMessage().isEmpty()) << w.window->errorMessage();
}
