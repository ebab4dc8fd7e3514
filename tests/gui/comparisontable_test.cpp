// The comparison table: the lecture's rows in its words, the computed rows equal to the core's
// VariantMetrics and BestOrder, following the session.

#include "analysis/comparisontable.h"
#include "analysis/comparisontablemodel.h"
#include "common/quantities.h"
#include "document/session.h"
#include "export/imagefiles.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QFont>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cubelab/bestorder.h>
#include <cubelab/comparison.h>
#include <gtest/gtest.h>
#include <map>

using namespace cubelab;
using namespace cubelab::gui;
using Model = ComparisonTableModel;

namespace {

struct ShownPanel
{
    Session session;
    ComparisonTable table{&session};

    explicit ShownPanel(const Scenario& s)
    {
        EXPECT_TRUE(session.resetScenario(s));
        table.resize(900, 800);
        table.show();
        test::settle();
    }

    const Model& model() const { return *table.model(); }
    QVariant number(const QString& key, int column) const
    {
        const int row = model().rowOf(key);
        EXPECT_GE(row, 0) << key.toStdString();
        return model().data(model().index(row, column), Model::NumberRole);
    }
    QString text(int row, int column) const
    {
        return model().data(model().index(row, column)).toString();
    }
};

std::uint64_t count(const QVariant& v)
{
    return v.toULongLong();
}

// Every computed cell against the core's numbers for the same request.
void expectCellsAreTheCore(const ShownPanel& shown, const Comparison& expected)
{
    ASSERT_EQ(expected.variants.size(), 5u); // and Rabenseifner, the ring
    for (int column = Model::CubeColumn; column <= Model::RingColumn; ++column) {
        const VariantMetrics& v =
            expected.variants[static_cast<std::size_t>(column - Model::CubeColumn)];
        SCOPED_TRACE(v.label);
        EXPECT_EQ(count(shown.number(QStringLiteral("combines_busiest_node"), column)),
                  v.combinesBusiestNode);
        EXPECT_EQ(count(shown.number(QStringLiteral("combines_all_nodes"), column)),
                  v.combinesAllNodes);
        EXPECT_EQ(count(shown.number(QStringLiteral("messages_one_way_busiest_node"), column)),
                  v.oneWayBusiestNode);
        EXPECT_EQ(
            count(shown.number(QStringLiteral("communications_both_ways_busiest_node"), column)),
            v.bothWayBusiestNode);
        for (const LinkLoad& load : v.linkLoad)
            EXPECT_EQ(
                count(shown.number(QStringLiteral("link_%1_messages").arg(load.link), column)),
                load.messages)
                << "link " << load.link;
        EXPECT_EQ(shown.number(QStringLiteral("total_time"), column).toDouble(), v.seconds);
        EXPECT_EQ(shown.text(shown.model().rowOf(QStringLiteral("total_time")), column),
                  formatSeconds(v.seconds));
    }
    EXPECT_EQ(shown.model().rowOf(QStringLiteral("link_%1_messages").arg(expected.dimension + 1)),
              -1);
}

std::vector<std::uint64_t> linkLoads(const ShownPanel& shown, int column, int n)
{
    std::vector<std::uint64_t> out;
    for (int k = 1; k <= n; ++k)
        out.push_back(count(shown.number(QStringLiteral("link_%1_messages").arg(k), column)));
    return out;
}

ComparisonRequest request(int dimension, std::uint64_t elements = 1)
{
    ComparisonRequest r;
    r.blockVariants = true; // as the panels ask
    r.dimension = dimension;
    r.elements = elements;
    return r;
}

} // namespace

TEST(ComparisonTable, LectureCubeCellsAreTheCoresAndTheLecturesFacts)
{
    ShownPanel shown(Scenario{});
    const Comparison expected = compareVariants(shown.session.machine(), request(3));
    expectCellsAreTheCore(shown, expected);

    // "Gleicher arithmetischer Aufwand": n combines on the busiest node either way.
    EXPECT_EQ(count(shown.number(QStringLiteral("combines_busiest_node"), Model::CubeColumn)), 3u);
    EXPECT_EQ(count(shown.number(QStringLiteral("combines_busiest_node"), Model::TreeColumn)), 3u);
    // "nCube bidirektionale oder 2·nCube unidirektionale Kommunikationen" against
    // "2·nCube unidirektionale Kommunikationen".
    EXPECT_EQ(count(shown.number(QStringLiteral("communications_both_ways_busiest_node"),
                                 Model::CubeColumn)),
              3u);
    EXPECT_EQ(
        count(shown.number(QStringLiteral("messages_one_way_busiest_node"), Model::CubeColumn)),
        6u);
    EXPECT_EQ(
        count(shown.number(QStringLiteral("messages_one_way_busiest_node"), Model::TreeColumn)),
        6u);
    EXPECT_EQ(count(shown.number(QStringLiteral("communications_both_ways_busiest_node"),
                                 Model::TreeColumn)),
              6u);
    // "Gleiche Linkbelastung": p messages on every link for Cube_Do. The lecture's Tree_Do
    // (reduce 3, 2, 1; broadcast 1, 2, 3) carries 2^(k-1) messages on link k each way:
    // 2^k in all, rising with the link number.
    EXPECT_EQ(linkLoads(shown, Model::CubeColumn, 3), (std::vector<std::uint64_t>{8, 8, 8}));
    EXPECT_EQ(linkLoads(shown, Model::TreeColumn, 3), (std::vector<std::uint64_t>{2, 4, 8}));
    // Every order of Cube_Do costs the same: all 3! tie.
    EXPECT_EQ(count(shown.number(QStringLiteral("optimal_orders"), Model::CubeColumn)), 6u);
    EXPECT_EQ(shown.text(shown.model().rowOf(QStringLiteral("link_order")), Model::TreeColumn),
              QStringLiteral("reduce 3, 2, 1 · broadcast 1, 2, 3"));
}

TEST(ComparisonTable, PowerGcBestTreeHasFallingLinkLoadAndItsTies)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    const Machine& pg = findMachine("power-gc");
    const Comparison expected = compareVariants(pg, request(7));
    expectCellsAreTheCore(shown, expected);
    // "Sinkende Linkbelastung mit wachsender Linknummer": the best tree sends the slow high
    // links few messages, near the root.
    const std::vector<std::uint64_t> best = linkLoads(shown, Model::BestColumn, 7);
    EXPECT_EQ(best, (std::vector<std::uint64_t>{128, 64, 32, 16, 8, 4, 2}));
    const BestOrderResult bestOrders = BestOrder::find(pg, "tree-allreduce", 7, 1);
    const QVariantList ties =
        shown.number(QStringLiteral("optimal_orders"), Model::BestColumn).toList();
    ASSERT_EQ(ties.size(), 2);
    EXPECT_EQ(ties[0].toULongLong(), bestOrders.phases[0].optimalOrders);
    EXPECT_EQ(ties[1].toULongLong(), bestOrders.phases[1].optimalOrders);
    EXPECT_EQ(count(shown.number(QStringLiteral("optimal_orders"), Model::CubeColumn)),
              BestOrder::find(pg, "cube-allreduce", 7, 1).phases[0].optimalOrders);
    // The fastest time is emphasised: Cube_Do for one element.
    const int time = shown.model().rowOf(QStringLiteral("total_time"));
    EXPECT_TRUE(shown.model()
                    .data(shown.model().index(time, Model::CubeColumn), Qt::FontRole)
                    .value<QFont>()
                    .bold());
    EXPECT_FALSE(shown.model()
                     .data(shown.model().index(time, Model::BestColumn), Qt::FontRole)
                     .value<QFont>()
                     .bold());
}

TEST(ComparisonTable, LectureRowsAndComputedRowsAreSetApart)
{
    ShownPanel shown(Scenario{});
    const Model& m = shown.model();
    ASSERT_GT(m.rowCount(), 0);
    EXPECT_EQ(m.data(m.index(0, 0), Model::KindRole).toInt(),
              static_cast<int>(Model::RowKind::Section));
    EXPECT_TRUE(shown.text(0, 0).contains(QStringLiteral("Vergleich der Varianten")));
    int sections = 0;
    int lectureRows = 0;
    for (int row = 0; row < m.rowCount(); ++row) {
        const auto kind =
            static_cast<Model::RowKind>(m.data(m.index(row, 0), Model::KindRole).toInt());
        sections += kind == Model::RowKind::Section;
        lectureRows += kind == Model::RowKind::Lecture;
    }
    EXPECT_EQ(sections, 2);
    EXPECT_EQ(lectureRows, 5);
    EXPECT_EQ(shown.text(1, Model::CubeColumn), QStringLiteral("The same arithmetic work"));
    // The statement for both variants covers both; the section headers cover the table.
    const QTableView* view = shown.table.view();
    EXPECT_EQ(view->columnSpan(0, 0), Model::ColumnCount);
    EXPECT_EQ(view->columnSpan(1, Model::CubeColumn), 3);
    EXPECT_EQ(view->columnSpan(2, Model::TreeColumn), 2);
    EXPECT_TRUE(shown.table.findChild<QLabel*>(QStringLiteral("comparisonTableNote"))
                    ->text()
                    .contains(QStringLiteral("illustrative")));
}

TEST(ComparisonTable, MachineChangeAndUndoUpdateTheCells)
{
    ShownPanel shown(test::numericScenario(7, "cube-allreduce"));
    const Comparison onPowerGc = compareVariants(findMachine("power-gc"), request(7));
    expectCellsAreTheCore(shown, onPowerGc);
    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    const Comparison onIdeal = compareVariants(findMachine("ideal-hypercube"), request(7));
    expectCellsAreTheCore(shown, onIdeal);
    EXPECT_TRUE(shown.text(0, 0).size() > 0);
    shown.session.undoStack()->undo();
    test::settle();
    expectCellsAreTheCore(shown, onPowerGc);
}

TEST(ComparisonTable, FollowsTheVectorLengthAndTheScenariosOrder)
{
    Scenario s = test::numericScenario(6, "tree-reduce", 1000);
    s.linkOrder = {1, 2, 3, 4, 5, 6};
    ShownPanel shown(s);
    ComparisonRequest r = request(6, 1000);
    r.treeOrder = s.linkOrder;
    r.treeBroadcastOrder = {6, 5, 4, 3, 2, 1};
    expectCellsAreTheCore(shown, compareVariants(shown.session.machine(), r));
    EXPECT_EQ(
        shown.model().headerData(Model::TreeColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
        QStringLiteral("Tree_Do\nscenario's order"));
}

TEST(ComparisonTable, CubeLargerThanTheMachineSaysWhatToDo)
{
    ShownPanel shown(test::numericScenario(9, "tree-reduce"));
    EXPECT_FALSE(shown.model().comparison().has_value());
    EXPECT_EQ(shown.model().rowOf(QStringLiteral("total_time")), -1);
    bool said = false;
    for (int row = 0; row < shown.model().rowCount(); ++row)
        said = said || shown.text(row, 0).contains(QStringLiteral("links 1 to 8"));
    EXPECT_TRUE(said);
    EXPECT_TRUE(shown.table.csv().isEmpty());
    // The lecture's rows stay.
    EXPECT_EQ(shown.text(1, Model::CubeColumn), QStringLiteral("The same arithmetic work"));
}

TEST(ComparisonTable, LargeCubeWaitsForTheCompareButton)
{
    Session session;
    session.applyMachine(test::idealMachineWithLinks(ComparisonSetup::kAutomaticMaxDimension + 1));
    ASSERT_TRUE(session.resetScenario(
        test::numericScenario(ComparisonSetup::kAutomaticMaxDimension + 1, "tree-allreduce")));
    session.waitForRun(); // a long run opened afresh runs in the worker
    ComparisonTable table(&session);
    table.show();
    test::settle();
    EXPECT_FALSE(table.model()->comparison().has_value());
    auto* button = table.findChild<QPushButton*>(QStringLiteral("comparisonTableCompare"));
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->isVisible());
    button->click();
    session.waitForDerived(); // a large cube is compared in the session's worker
    ASSERT_TRUE(table.model()->comparison().has_value());
    EXPECT_FALSE(button->isVisible());
}

TEST(ComparisonTable, GermanShowsTheLecturesWords)
{
    ShownPanel shown(Scenario{});
    LanguageSwitcher language;
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_EQ(shown.text(1, Model::CubeColumn), QStringLiteral("Gleicher arithmetischer Aufwand"));
    EXPECT_EQ(shown.text(3, Model::CubeColumn), QStringLiteral("Gleiche Linkbelastung"));
    EXPECT_EQ(shown.text(3, Model::TreeColumn),
              QStringLiteral("Sinkende Linkbelastung mit wachsender/fallender Linknummer"));
    EXPECT_EQ(shown.text(4, Model::CubeColumn),
              QStringLiteral("Ideal bei gleicher Bandbreite aller Links"));
    EXPECT_TRUE(shown.text(0, 0).startsWith(QStringLiteral("Aus der Vorlesung")));
    const int time = shown.model().rowOf(QStringLiteral("total_time"));
    EXPECT_TRUE(shown.text(time, 0).startsWith(QStringLiteral("Gesamtzeit")));
    // Numbers in the language's notation: a decimal comma.
    EXPECT_TRUE(shown.text(time, Model::CubeColumn).contains(QLatin1Char(',')))
        << shown.text(time, Model::CubeColumn).toStdString();
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(shown.text(1, Model::CubeColumn), QStringLiteral("The same arithmetic work"));
}

TEST(ComparisonTable, CsvRoundTripsTheNumbers)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce", 3));
    const Comparison expected = compareVariants(findMachine("power-gc"), request(7, 3));
    const QStringList lines = shown.table.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_FALSE(lines.isEmpty());
    EXPECT_EQ(lines[0],
              QStringLiteral("quantity,unit,cube_do,tree_do,tree_do_best_order,rabenseifner,ring"));
    std::map<QString, QStringList> rows;
    for (const QString& line : lines.mid(1)) {
        const QStringList f = line.split(QLatin1Char(','));
        ASSERT_EQ(f.size(), 7) << line.toStdString();
        rows[f[0]] = f;
    }
    for (int v = 0; v < 5; ++v) {
        const VariantMetrics& m = expected.variants[static_cast<std::size_t>(v)];
        auto field = [&](const char* key) { return rows[QString::fromLatin1(key)].value(2 + v); };
        EXPECT_EQ(field("combines_busiest_node").toULongLong(), m.combinesBusiestNode);
        EXPECT_EQ(field("combines_all_nodes").toULongLong(), m.combinesAllNodes);
        EXPECT_EQ(field("messages_one_way_busiest_node").toULongLong(), m.oneWayBusiestNode);
        EXPECT_EQ(field("communications_both_ways_busiest_node").toULongLong(),
                  m.bothWayBusiestNode);
        EXPECT_EQ(field("total_time").toDouble(), m.seconds);
        EXPECT_EQ(field("elements").toULongLong(), 3u);
        for (const LinkLoad& load : m.linkLoad) {
            EXPECT_EQ(
                rows[QStringLiteral("link_%1_messages").arg(load.link)].value(2 + v).toULongLong(),
                load.messages);
            EXPECT_EQ(
                rows[QStringLiteral("link_%1_bytes").arg(load.link)].value(2 + v).toULongLong(),
                load.bytes);
        }
    }
    EXPECT_EQ(rows[QStringLiteral("total_time")].value(1), QStringLiteral("s"));
    EXPECT_EQ(rows[QStringLiteral("link_order")].value(4), QStringLiteral("1 2 3 4 5 6 7"));
    EXPECT_EQ(rows[QStringLiteral("broadcast_link_order")].value(4),
              QStringLiteral("7 6 5 4 3 2 1"));
    EXPECT_EQ(rows[QStringLiteral("optimal_orders_reduce")].value(4).toULongLong(),
              expected.best.phases[0].optimalOrders);
    EXPECT_EQ(rows[QStringLiteral("all_orders")].value(2).toULongLong(), 5040u);
}

TEST(ComparisonTable, ExportsAtSlideSizeAndFitsANarrowDock)
{
    ShownPanel shown(test::numericScenario(8, "tree-allreduce"));
    EXPECT_LE(shown.table.minimumSizeHint().width(), 500);
    test::expectPngExportsAt(shown.table, QStringLiteral("comparisontable"),
                             {QSize(1600, 900), QSize(520, 700)});
    // At slide size an 8-cube's table shows every row without scrolling.
    shown.table.resize(1600, 900);
    test::settle();
    const QTableView* view = shown.table.view();
    const int last = shown.model().rowCount() - 1;
    EXPECT_LE(view->rowViewportPosition(last) + view->rowHeight(last), view->viewport()->height());
}

TEST(ComparisonTable, ComputesOnlyWhenVisible)
{
    Session session;
    ComparisonTable table(&session);
    test::settle();
    EXPECT_FALSE(table.model()->comparison().has_value());
    ASSERT_TRUE(
        session.editScenario(test::numericScenario(5, "cube-allreduce"), QStringLiteral("n = 5")));
    test::settle();
    EXPECT_FALSE(table.model()->comparison().has_value());
    table.show();
    test::settle();
    ASSERT_TRUE(table.model()->comparison().has_value());
    EXPECT_EQ(table.model()->comparison()->dimension, 5);
}

TEST(ComparisonTable, ColoursFollowTheThemeAndLinksKeepTheirColours)
{
    ShownPanel shown(test::numericScenario(4, "tree-allreduce"));
    const Theme dark = Theme::make(ThemeKind::Dark);
    shown.table.setTheme(dark);
    const Model& m = shown.model();
    for (int k = 1; k <= 4; ++k) {
        const int row = m.rowOf(QStringLiteral("link_%1_messages").arg(k));
        EXPECT_EQ(m.data(m.index(row, Model::LabelColumn), Qt::DecorationRole).value<QColor>(),
                  dark.linkColor(k));
    }
    EXPECT_EQ(m.data(m.index(1, Model::CubeColumn), Qt::ForegroundRole).value<QColor>(), dark.text);
}

TEST(ComparisonTable, NoteNamesTheChoicesOfTheMachineItWasComputedFor)
{
    ShownPanel shown(test::numericScenario(4, "cube-allreduce"));
    auto* note = shown.table.findChild<QLabel*>(QStringLiteral("comparisonTableNote"));
    ASSERT_NE(note, nullptr);
    Machine m = findMachine("ideal-hypercube");
    m.id = "half";
    m.duplex = Duplex::Half;
    ASSERT_TRUE(shown.session.editMachine(m, QStringLiteral("half")));
    test::settle();
    EXPECT_TRUE(note->text().contains(QStringLiteral(
        "Assumed: no link class shares a capacity; half duplex, an exchange's two start-ups add.")))
        << note->text().toStdString();
    shown.session.undoStack()->undo();
    test::settle();
    EXPECT_TRUE(note->text().contains(QStringLiteral("; full duplex.")))
        << note->text().toStdString();
}

TEST(ComparisonTable, RabenseifnerAndTheRingHaveColumnsOfTheirOwnAndTheFastestIsNamed)
{
    // A Rabenseifner scenario: its orders feed the Rabenseifner column.
    Scenario s = test::numericScenario(5, "rabenseifner-allreduce", 96);
    s.linkOrder = {1, 2, 3, 4, 5};
    s.secondLinkOrder = {5, 4, 3, 2, 1};
    ShownPanel shown(s);
    ComparisonRequest r = request(5, 96);
    r.rabenseifnerOrder = {1, 2, 3, 4, 5};
    r.rabenseifnerAllgatherOrder = {5, 4, 3, 2, 1};
    const Comparison expected = compareVariants(shown.session.machine(), r);
    ASSERT_EQ(expected.variants.size(), 5u);
    for (int column : {int(Model::RabenseifnerColumn), int(Model::RingColumn)}) {
        const VariantMetrics& v =
            expected.variants[static_cast<std::size_t>(column - Model::CubeColumn)];
        SCOPED_TRACE(v.label);
        EXPECT_EQ(count(shown.number(QStringLiteral("combines_busiest_node"), column)),
                  v.combinesBusiestNode);
        EXPECT_EQ(count(shown.number(QStringLiteral("messages_one_way_busiest_node"), column)),
                  v.oneWayBusiestNode);
        for (const LinkLoad& load : v.linkLoad) {
            EXPECT_EQ(
                count(shown.number(QStringLiteral("link_%1_messages").arg(load.link), column)),
                load.messages);
            EXPECT_EQ(count(shown.number(QStringLiteral("link_%1_bytes").arg(load.link), column)),
                      load.bytes);
        }
        EXPECT_EQ(shown.number(QStringLiteral("total_time"), column).toDouble(), v.seconds);
    }
    EXPECT_EQ(shown.model().headerData(Model::RabenseifnerColumn, Qt::Horizontal, Qt::DisplayRole),
              QStringLiteral("Rabenseifner\nscenario's orders"));
    EXPECT_EQ(shown.model().headerData(Model::RingColumn, Qt::Horizontal, Qt::DisplayRole),
              QStringLiteral("Ring\non a Gray code"));
    EXPECT_EQ(
        shown.text(shown.model().rowOf(QStringLiteral("link_order")), Model::RabenseifnerColumn),
        QStringLiteral("reduce-scatter 1, 2, 3, 4, 5 · allgather 5, 4, 3, 2, 1"));
    // Rabenseifner's bytes: each link carries 2·p·m/2^k elements for its step k.
    EXPECT_EQ(count(shown.number(QStringLiteral("link_1_bytes"), Model::RabenseifnerColumn)),
              2u * 32 * 96 / 2 * 8);
    EXPECT_EQ(count(shown.number(QStringLiteral("link_5_bytes"), Model::RabenseifnerColumn)),
              2u * 32 * 96 / 32 * 8);

    // The fastest of all over the chart's lengths, in one cell across the variants.
    const int fastest = shown.model().rowOf(QStringLiteral("fastest_of_all"));
    ASSERT_GE(fastest, 0);
    const Comparison swept = *shown.model().comparison();
    const QString text = shown.text(fastest, Model::CubeColumn);
    ASSERT_FALSE(swept.fastestFirst.empty());
    EXPECT_EQ(text.count(QLatin1Char('\n')), static_cast<qsizetype>(swept.fastestChanges.size()));
    EXPECT_TRUE(
        text.contains(QString::fromStdString(swept.fastestFirst).section(QLatin1Char(','), 0, 0)))
        << text.toStdString();
    for (const Crossover& x : swept.fastestChanges)
        EXPECT_TRUE(text.contains(QStringLiteral("From %1 elements").arg(formatCount(x.elements))))
            << text.toStdString();
    bool spanned = false;
    for (const Model::Span& span : shown.model().spans())
        spanned = spanned || (span.row == fastest && span.column == Model::CubeColumn &&
                              span.columns == static_cast<int>(Model::kVariants));
    EXPECT_TRUE(spanned);
    EXPECT_FALSE(shown.table.findChild<QTableView*>()->isColumnHidden(Model::RingColumn));
}

TEST(ComparisonTable, AboveTheBlockCollectivesLargestCubeTheirColumnsAreHidden)
{
    ShownPanel shown(test::numericScenario(kMaxBlockComparisonDimension + 1, "cube-allreduce"));
    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    ASSERT_TRUE(shown.model().comparison().has_value());
    EXPECT_TRUE(shown.model().comparison()->blockVariantsLeftOut);
    const QTableView* view = shown.table.findChild<QTableView*>();
    EXPECT_TRUE(view->isColumnHidden(Model::RabenseifnerColumn));
    EXPECT_TRUE(view->isColumnHidden(Model::RingColumn));
    EXPECT_FALSE(view->isColumnHidden(Model::BestColumn));
    bool said = false;
    for (int row = 0; row < shown.model().rowCount(); ++row)
        said = said ||
               shown.text(row, Model::LabelColumn) == ComparisonSetup::blockVariantsLeftOutText();
    EXPECT_TRUE(said);
    EXPECT_TRUE(shown.table.csv().contains(QStringLiteral("total_time,s,")));
}
