// The comparison chart against the core's compareVariants: its lines are the sweep, its
// markers the crossovers; it follows the session's cube, orders and machine.

#include "analysis/comparisonchart.h"
#include "analysis/comparisonmodel.h"
#include "document/session.h"
#include "export/imagefiles.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QAbstractAxis>
#include <QChart>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cubelab/collective.h>
#include <cubelab/comparison.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

constexpr std::uint64_t kSweepEnd = std::uint64_t{1} << 24;

ComparisonRequest sweepRequest(int dimension, std::uint64_t elements = 1)
{
    ComparisonRequest r;
    r.blockVariants = true; // as the panels ask
    r.dimension = dimension;
    r.elements = elements;
    r.sizes = powerOfTwoSizes(1, kSweepEnd);
    return r;
}

// Every line of the chart, point by point, against the core's sweep.
void expectLinesAreTheSweep(const ComparisonChart& chart, const Comparison& expected)
{
    using Variant = ComparisonSetup::Variant;
    const double unit = chart.secondsPerYUnit();
    for (Variant v : {Variant::Cube, Variant::Tree, Variant::TreeBest}) {
        const QLineSeries* series = chart.series(v);
        ASSERT_NE(series, nullptr);
        const QList<QPointF> points = series->points();
        ASSERT_EQ(points.size(), static_cast<qsizetype>(expected.sweep.size()));
        for (std::size_t i = 0; i < expected.sweep.size(); ++i) {
            const SizePoint& p = expected.sweep[i];
            const double seconds = v == Variant::Cube   ? p.cube
                                   : v == Variant::Tree ? p.treeLecture
                                                        : p.treeBest;
            EXPECT_EQ(points[static_cast<qsizetype>(i)].x(), static_cast<double>(p.elements));
            EXPECT_DOUBLE_EQ(points[static_cast<qsizetype>(i)].y(), seconds / unit)
                << "size " << p.elements;
        }
    }
}

void expectMarkersAreTheCrossovers(const ComparisonChart& chart, const Comparison& expected)
{
    const QList<QPointF> markers = chart.crossoverPoints();
    ASSERT_EQ(markers.size(), static_cast<qsizetype>(expected.crossovers.size()));
    for (std::size_t i = 0; i < expected.crossovers.size(); ++i) {
        EXPECT_EQ(markers[static_cast<qsizetype>(i)].x(),
                  static_cast<double>(expected.crossovers[i].elements));
        EXPECT_DOUBLE_EQ(markers[static_cast<qsizetype>(i)].y(),
                         expected.crossovers[i].seconds / chart.secondsPerYUnit());
    }
}

struct ShownPanel
{
    Session session;
    ComparisonChart chart{&session};

    explicit ShownPanel(const Scenario& s)
    {
        EXPECT_TRUE(session.resetScenario(s));
        chart.resize(1000, 700);
        chart.show();
        test::settle();
    }
};

} // namespace

TEST(ComparisonChart, LinesAreTheCoreSweepForTheLectureCube)
{
    ShownPanel shown(Scenario{}); // the lecture's Tree_UpDo, n = 3, on the POWER-GC preset
    ASSERT_EQ(shown.session.machine().id, "power-gc");
    const Comparison expected = compareVariants(shown.session.machine(), sweepRequest(3));
    ASSERT_TRUE(shown.chart.comparison().has_value());
    expectLinesAreTheSweep(shown.chart, expected);
    expectMarkersAreTheCrossovers(shown.chart, expected);
    // On links 1-3 of the POWER-GC every link is alike: Cube_Do's n exchanges beat Tree_Do's
    // 2n transfers at every length, and the lecture's tree order is already a best one.
    EXPECT_TRUE(expected.crossovers.empty());
    EXPECT_TRUE(shown.chart.crossoverPoints().isEmpty());
    EXPECT_TRUE(shown.chart.caption().contains(QStringLiteral("Cube_Do and Tree_Do do not cross")));
    EXPECT_TRUE(shown.chart.caption().contains(QStringLiteral("their lines lie on each other")));
    EXPECT_TRUE(shown.chart.message().isEmpty());
}

TEST(ComparisonChart, PowerGcSevenCubeMarksWhereTheBestTreeOvertakesCubeDo)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    const Comparison expected = compareVariants(findMachine("power-gc"), sweepRequest(7));
    expectLinesAreTheSweep(shown.chart, expected);
    expectMarkersAreTheCrossovers(shown.chart, expected);
    // What the lecture reports of the 128-processor POWER-GC: the well-chosen Tree_Do is
    // faster than Cube_Do — here from 8 elements on; the lecture's own order, whose slow links
    // carry 64 messages a step, never is.
    ASSERT_EQ(expected.crossovers.size(), 1u);
    EXPECT_EQ(expected.crossovers[0].faster, "Tree_Do, best order");
    EXPECT_EQ(expected.crossovers[0].slower, "Cube_Do");
    EXPECT_EQ(expected.crossovers[0].elements, 8u);
    EXPECT_GT(expected.sweep.back().treeLecture, expected.sweep.back().cube);
    EXPECT_TRUE(shown.chart.caption().contains(
        QStringLiteral("From 8 elements (64 B) on, Tree_Do (best order) is faster than Cube_Do.")))
        << shown.chart.caption().toStdString();
    EXPECT_TRUE(shown.chart.caption().contains(QStringLiteral("illustrative")));
    // The scenario's vector length: one point per variant, at the core's times for m = 1.
    const QList<QPointF> length = shown.chart.lengthPoints();
    ASSERT_EQ(length.size(), 5); // and Rabenseifner, the ring
    for (int v = 0; v < 5; ++v) {
        EXPECT_EQ(length[v].x(), 1.0);
        EXPECT_DOUBLE_EQ(length[v].y(), expected.variants[static_cast<std::size_t>(v)].seconds /
                                            shown.chart.secondsPerYUnit());
    }
}

TEST(ComparisonChart, FollowsTheScenariosOrdersAndLength)
{
    Scenario s = test::numericScenario(7, "tree-allreduce");
    s.linkOrder = {1, 2, 3, 4, 5, 6, 7};
    s.secondLinkOrder = {7, 6, 5, 4, 3, 2, 1};
    s.elements = 100;
    ShownPanel shown(s);
    ComparisonRequest r = sweepRequest(7, 100);
    r.treeOrder = s.linkOrder;
    r.treeBroadcastOrder = s.secondLinkOrder;
    const Comparison expected = compareVariants(shown.session.machine(), r);
    expectLinesAreTheSweep(shown.chart, expected);
    EXPECT_EQ(shown.chart.series(ComparisonSetup::Variant::Tree)->name(),
              QStringLiteral("Tree_Do (scenario's order)"));
    ASSERT_EQ(shown.chart.lengthPoints().size(), 5); // and Rabenseifner, the ring
    EXPECT_EQ(shown.chart.lengthPoints()[0].x(), 100.0);

    // A reduce scenario's order: Tree_Do reduces in it and broadcasts back down the same tree.
    Scenario reduce = test::numericScenario(7, "tree-reduce");
    reduce.linkOrder = {2, 1, 3, 4, 5, 7, 6};
    ASSERT_TRUE(shown.session.editScenario(reduce, QStringLiteral("reduce")));
    test::settle();
    ComparisonRequest rr = sweepRequest(7);
    rr.treeOrder = reduce.linkOrder;
    rr.treeBroadcastOrder = {6, 7, 5, 4, 3, 1, 2};
    expectLinesAreTheSweep(shown.chart, compareVariants(shown.session.machine(), rr));
}

TEST(ComparisonChart, MachineChangeAndUndoRedrawTheLines)
{
    ShownPanel shown(test::numericScenario(7, "cube-allreduce"));
    const Comparison onPowerGc = compareVariants(findMachine("power-gc"), sweepRequest(7));
    expectLinesAreTheSweep(shown.chart, onPowerGc);

    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    const Comparison onIdeal = compareVariants(findMachine("ideal-hypercube"), sweepRequest(7));
    expectLinesAreTheSweep(shown.chart, onIdeal);
    // Equal links: Cube_Do is faster at every length (the lecture's "ideal at equal bandwidth").
    EXPECT_TRUE(shown.chart.crossoverPoints().isEmpty());
    EXPECT_LT(onIdeal.sweep.back().cube, onIdeal.sweep.back().treeBest);

    shown.session.undoStack()->undo();
    test::settle();
    expectLinesAreTheSweep(shown.chart, onPowerGc);
    expectMarkersAreTheCrossovers(shown.chart, onPowerGc);
}

TEST(ComparisonChart, CubeLargerThanTheMachineSaysWhatToDo)
{
    ShownPanel shown(
        test::numericScenario(9, "tree-allreduce")); // the POWER-GC preset has links 1 to 8
    EXPECT_FALSE(shown.chart.comparison().has_value());
    EXPECT_EQ(shown.chart.series(ComparisonSetup::Variant::Cube), nullptr);
    const QString message = shown.chart.message();
    EXPECT_TRUE(message.contains(QStringLiteral("links 1 to 8"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("n = 9")));
    EXPECT_TRUE(message.contains(QStringLiteral("at most 8")));
    EXPECT_TRUE(message.contains(QStringLiteral("Ideal hypercube"))); // a preset with enough links
    EXPECT_TRUE(shown.chart.csv().isEmpty());

    // A machine with enough links makes the chart come back.
    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    EXPECT_TRUE(shown.chart.message().isEmpty());
    expectLinesAreTheSweep(shown.chart,
                           compareVariants(findMachine("ideal-hypercube"), sweepRequest(9)));
}

TEST(ComparisonChart, LargeCubeWaitsForTheCompareButton)
{
    Session session;
    session.applyMachine(test::idealMachineWithLinks(ComparisonSetup::kAutomaticMaxDimension + 1));
    ASSERT_TRUE(session.resetScenario(
        test::numericScenario(ComparisonSetup::kAutomaticMaxDimension + 1, "cube-allreduce")));
    session.waitForRun(); // a long run opened afresh runs in the worker
    ComparisonChart chart(&session);
    chart.show();
    test::settle();
    EXPECT_FALSE(chart.comparison().has_value());
    EXPECT_FALSE(chart.message().isEmpty());
    auto* button = chart.findChild<QPushButton*>(QStringLiteral("comparisonChartCompare"));
    ASSERT_NE(button, nullptr);
    EXPECT_TRUE(button->isVisible());
    button->click();
    session.waitForDerived(); // a large cube is compared in the session's worker
    ASSERT_TRUE(chart.comparison().has_value());
    EXPECT_FALSE(button->isVisible());
    EXPECT_EQ(chart.comparison()->dimension, ComparisonSetup::kAutomaticMaxDimension + 1);
}

TEST(ComparisonChart, ComputesOnlyWhenVisible)
{
    Session session;
    ComparisonChart chart(&session);
    test::settle();
    EXPECT_FALSE(chart.comparison().has_value());
    ASSERT_TRUE(
        session.editScenario(test::numericScenario(5, "tree-allreduce"), QStringLiteral("n = 5")));
    test::settle();
    EXPECT_FALSE(chart.comparison().has_value());
    chart.show();
    test::settle();
    ASSERT_TRUE(chart.comparison().has_value());
    EXPECT_EQ(chart.comparison()->dimension, 5);
}

TEST(ComparisonChart, CsvRoundTripsTheSweepAndTheCrossovers)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    const Comparison expected = compareVariants(findMachine("power-gc"), sweepRequest(7));
    const QStringList lines = shown.chart.csv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(),
              static_cast<qsizetype>(1 + expected.sweep.size() + expected.crossovers.size() +
                                     expected.fastestChanges.size()));
    EXPECT_EQ(lines[0], QStringLiteral("kind,elements,bytes,cube_do_s,tree_do_s,tree_do_best_order_"
                                       "s,faster,slower,crossover_s,rabenseifner_s,ring_s"));
    for (std::size_t i = 0; i < expected.sweep.size(); ++i) {
        const QStringList f = lines[static_cast<qsizetype>(1 + i)].split(QLatin1Char(','));
        ASSERT_EQ(f.size(), 11);
        EXPECT_EQ(f[0], QStringLiteral("sweep"));
        EXPECT_EQ(f[1].toULongLong(), expected.sweep[i].elements);
        EXPECT_EQ(f[2].toULongLong(), expected.sweep[i].elements * 8);
        EXPECT_EQ(f[3].toDouble(), expected.sweep[i].cube);
        EXPECT_EQ(f[4].toDouble(), expected.sweep[i].treeLecture);
        EXPECT_EQ(f[5].toDouble(), expected.sweep[i].treeBest);
        EXPECT_EQ(f[9].toDouble(), *expected.sweep[i].rabenseifner);
        EXPECT_EQ(f[10].toDouble(), *expected.sweep[i].ring);
    }
    const QString first = lines[static_cast<qsizetype>(1 + expected.sweep.size())];
    // "Tree_Do, best order" holds a comma: quoted (RFC 4180).
    EXPECT_TRUE(
        first.startsWith(QStringLiteral("crossover,8,64,,,,\"Tree_Do, best order\",Cube_Do,")))
        << first.toStdString();
    EXPECT_EQ(first.section(QLatin1Char(','), -3, -3).toDouble(), expected.crossovers[0].seconds);
    // Then where the fastest of all changes: the new fastest, the one before, the time there.
    for (std::size_t i = 0; i < expected.fastestChanges.size(); ++i) {
        const QString line = lines[static_cast<qsizetype>(1 + expected.sweep.size() +
                                                          expected.crossovers.size() + i)];
        EXPECT_TRUE(
            line.startsWith(QStringLiteral("fastest,%1,").arg(expected.fastestChanges[i].elements)))
            << line.toStdString();
        EXPECT_EQ(line.section(QLatin1Char(','), -3, -3).toDouble(),
                  expected.fastestChanges[i].seconds);
    }
}

TEST(ComparisonChart, GermanAfterTheLanguageSwitch)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    LanguageSwitcher language;
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    test::settle();
    const QAbstractAxis* x = shown.chart.chart()->axes(Qt::Horizontal).value(0);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->titleText(), QStringLiteral("Vektorlänge m (Elemente)"));
    EXPECT_TRUE(shown.chart.caption().contains(QStringLiteral(
        "Ab 8 Elementen (64 B) ist Tree_Do (beste Reihenfolge) schneller als Cube_Do.")))
        << shown.chart.caption().toStdString();
    EXPECT_EQ(shown.chart.chart()->locale().language(), QLocale::German);
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(x->titleText(), QStringLiteral("Vector length m (elements)"));
}

TEST(ComparisonChart, ChartFontsFollowTheWidgetFont)
{
    ShownPanel shown(Scenario{});
    QFont large = shown.chart.font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    shown.chart.setFont(large);
    test::settle();
    for (const QAbstractAxis* axis : shown.chart.chart()->axes()) {
        EXPECT_GE(axis->labelsFont().pointSizeF(), large.pointSizeF());
        EXPECT_GE(axis->titleFont().pointSizeF(), large.pointSizeF());
    }
    EXPECT_GE(
        shown.chart.findChild<QLabel*>(QStringLiteral("comparisonChartTitle"))->font().pointSizeF(),
        large.pointSizeF());
}

TEST(ComparisonChart, ExportsAtSlideSizeAndFitsANarrowDock)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    EXPECT_LE(shown.chart.minimumSizeHint().width(), 500);
    test::expectPngExportsAt(shown.chart, QStringLiteral("comparisonchart"),
                             {QSize(1600, 900), QSize(520, 700)});
}

TEST(ComparisonChart, ColoursFollowTheTheme)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    for (ThemeKind kind : {ThemeKind::Dark, ThemeKind::Light}) {
        const Theme theme = Theme::make(kind);
        shown.chart.setTheme(theme);
        EXPECT_EQ(shown.chart.chart()->backgroundBrush().color(), theme.background);
        EXPECT_EQ(shown.chart.series(ComparisonSetup::Variant::Cube)->pen().color(), theme.sender);
        for (const QAbstractAxis* axis : shown.chart.chart()->axes())
            EXPECT_EQ(axis->labelsColor(), theme.text);
        EXPECT_TRUE(shown.chart.legend().contains(theme.sender.name()));
    }
}

TEST(ComparisonChart, CaptionNamesTheSharingAndLatencyChoicesItUsed)
{
    ShownPanel shown(test::numericScenario(4, "cube-allreduce"));
    Machine m = findMachine("power-gc");
    m.id = "choices";
    m.name = "Choices";
    m.duplex = Duplex::Half;
    m.exchangeLatency = ExchangeLatency::Overlap;
    m.linkClasses[1].sharedDirections = SharedDirections::Both;
    m.linkClasses[2].sharedDirections = SharedDirections::Each;
    ASSERT_TRUE(shown.session.editMachine(m, QStringLiteral("choices")));
    test::settle();
    ASSERT_TRUE(shown.chart.comparison().has_value());
    EXPECT_TRUE(shown.chart.caption().contains(
        QStringLiteral("Assumed: links 5, 6 share their capacity for both directions together; "
                       "links 7, 8 share their "
                       "capacity for each direction on its own; half duplex, an exchange's two "
                       "start-ups overlap.")))
        << shown.chart.caption().toStdString();
    // The lines are the core's for exactly this machine.
    expectLinesAreTheSweep(shown.chart, compareVariants(m, sweepRequest(4)));

    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    EXPECT_TRUE(shown.chart.caption().contains(
        QStringLiteral("Assumed: no link class shares a capacity; full duplex.")))
        << shown.chart.caption().toStdString();
}

TEST(ComparisonChart, RabenseifnerAndTheRingHaveLinesOfTheirOwnAndTheFastestIsLettered)
{
    ShownPanel shown(test::numericScenario(7, "tree-allreduce"));
    const Comparison expected = compareVariants(findMachine("power-gc"), sweepRequest(7));
    ASSERT_EQ(expected.variants.size(), 5u);
    using Variant = ComparisonSetup::Variant;
    const double unit = shown.chart.secondsPerYUnit();
    for (Variant v : {Variant::Rabenseifner, Variant::Ring}) {
        const QLineSeries* series = shown.chart.series(v);
        ASSERT_NE(series, nullptr);
        const QList<QPointF> points = series->points();
        ASSERT_EQ(points.size(), static_cast<qsizetype>(expected.sweep.size()));
        for (std::size_t i = 0; i < expected.sweep.size(); ++i) {
            const SizePoint& p = expected.sweep[i];
            const double seconds = v == Variant::Rabenseifner ? *p.rabenseifner : *p.ring;
            EXPECT_EQ(points[static_cast<qsizetype>(i)].x(), static_cast<double>(p.elements));
            EXPECT_DOUBLE_EQ(points[static_cast<qsizetype>(i)].y(), seconds / unit);
        }
    }
    // Five lines, five colours; each named in the legend.
    QSet<QRgb> colours;
    for (Variant v :
         {Variant::Cube, Variant::Tree, Variant::TreeBest, Variant::Rabenseifner, Variant::Ring})
        colours.insert(shown.chart.series(v)->pen().color().rgb());
    EXPECT_EQ(colours.size(), 5);
    EXPECT_EQ(shown.chart.series(Variant::Rabenseifner)->name(), QStringLiteral("Rabenseifner"));
    EXPECT_EQ(shown.chart.series(Variant::Ring)->name(), QStringLiteral("Ring"));
    EXPECT_TRUE(shown.chart.legend().contains(QStringLiteral("Rabenseifner")));
    EXPECT_TRUE(shown.chart.legend().contains(QStringLiteral("Ring")));
    // The scenario's length: a point for each of the five.
    EXPECT_EQ(shown.chart.lengthPoints().size(), 5);

    // The lengths where the fastest of all changes: lettered markers, and said in words.
    ASSERT_FALSE(expected.fastestChanges.empty());
    const QList<QPointF> markers = shown.chart.fastestChangePoints();
    ASSERT_EQ(markers.size(), static_cast<qsizetype>(expected.fastestChanges.size()));
    const ComparisonSetup& setup = shown.chart.model()->setup();
    for (std::size_t i = 0; i < expected.fastestChanges.size(); ++i) {
        const Crossover& x = expected.fastestChanges[i];
        EXPECT_EQ(markers[static_cast<qsizetype>(i)].x(), static_cast<double>(x.elements));
        EXPECT_DOUBLE_EQ(markers[static_cast<qsizetype>(i)].y(), x.seconds / unit);
        EXPECT_TRUE(shown.chart.caption().contains(setup.fastestSentence(x).toHtmlEscaped()))
            << shown.chart.caption().toStdString();
    }
    EXPECT_TRUE(
        shown.chart.caption().contains(setup.fastestFirstSentence(expected).toHtmlEscaped()));
    EXPECT_TRUE(shown.chart.caption().contains(QStringLiteral("Fastest of all")));
}

TEST(ComparisonChart, AboveTheBlockCollectivesLargestCubeItSaysTheyAreLeftOut)
{
    ShownPanel shown(test::numericScenario(kMaxBlockComparisonDimension + 1, "cube-allreduce"));
    ASSERT_TRUE(shown.session.editMachine(findMachine("ideal-hypercube"), QStringLiteral("ideal")));
    test::settle();
    ASSERT_TRUE(shown.chart.comparison().has_value()) << shown.chart.message().toStdString();
    EXPECT_TRUE(shown.chart.comparison()->blockVariantsLeftOut);
    EXPECT_EQ(shown.chart.series(ComparisonSetup::Variant::Rabenseifner), nullptr);
    EXPECT_EQ(shown.chart.series(ComparisonSetup::Variant::Ring), nullptr);
    EXPECT_NE(shown.chart.series(ComparisonSetup::Variant::Cube), nullptr);
    EXPECT_TRUE(shown.chart.caption().contains(
        ComparisonSetup::blockVariantsLeftOutText().toHtmlEscaped()));
    EXPECT_FALSE(shown.chart.legend().contains(QStringLiteral("Ring")));
}
