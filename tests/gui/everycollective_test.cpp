// Every panel on every built-in collective: the window opens on each of them at n = 3, steps
// through the run and renders the view, the window and every registered panel; a block
// collective's panels show its blocks (the partial results list them, the view labels its
// messages, the link loads count each message's own elements, the code view marks its lines).

#include "analysis/linkloadschart.h"
#include "common/collectivetexts.h"
#include "common/notation.h"
#include "common/theme.h"
#include "cube/codeview.h"
#include "cube/nodevaluetext.h"
#include "cube/partialresultsmodel.h"
#include "cube/viewlegend.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/panelregistry.h"

#include <QBarSet>
#include <QBuffer>
#include <QDockWidget>
#include <QFile>
#include <QPainter>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <cubelab/collective.h>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

Scenario scenarioOf(const Collective& c, ValueMode values = ValueMode::Symbolic)
{
    Scenario s;
    s.algorithm = c.id;
    s.dimension = 3;
    s.values = values;
    if (c.takesRoot)
        s.root = 0;
    return s;
}

} // namespace

TEST(EveryCollective, EveryPanelRendersOnEveryStep)
{
    const auto window = gui::test::freshWindow();
    Session& session = *window->session();
    ShownState& steps = *window->shown();
    QTemporaryDir dir;
    ASSERT_EQ(builtinCollectives().size(), 10u);
    for (const Collective& c : builtinCollectives()) {
        SCOPED_TRACE(c.id);
        ASSERT_TRUE(session.resetScenario(scenarioOf(c))) << window->errorMessage();
        session.waitForRun();
        gui::test::settle();
        ASSERT_NE(session.trace(), nullptr);
        EXPECT_EQ(session.trace()->hasBlocks(), c.data == DataKind::Blocks);
        for (int k = 0; k <= session.stepCount(); ++k) {
            steps.setStep(k);
            gui::test::settle();
            EXPECT_FALSE(
                CollectiveTexts::caption(*session.trace(), static_cast<std::size_t>(k)).isEmpty());
        }
        steps.setStep(1);
        gui::test::settle();
        const QString base = dir.filePath(QString::fromStdString(c.id));
        for (const QString& id : PanelRegistry::ids()) {
            SCOPED_TRACE(id.toStdString());
            EXPECT_TRUE(window->exportPanelPng(id, base + id + QStringLiteral(".png")))
                << window->errorMessage();
        }
        EXPECT_TRUE(window->exportWindowPng(base + QStringLiteral("window.png")))
            << window->errorMessage();
        EXPECT_TRUE(window->exportViewSvg(base + QStringLiteral("view.svg")))
            << window->errorMessage();
        EXPECT_TRUE(window->errorMessage().isEmpty()) << window->errorMessage();
        // The code view marks the lines its first step's senders and receivers are at.
        EXPECT_FALSE(window->codeView()->senderLines().empty());
        EXPECT_FALSE(window->codeView()->receiverLines().empty());
    }
}

// A block collective's nodes list their blocks in the partial results: each block with its
// expression, and none of a block the node does not hold.
TEST(EveryCollective, ThePartialResultsListABlockNodesBlocks)
{
    const auto window = gui::test::freshWindow();
    Session& session = *window->session();
    ShownState& steps = *window->shown();
    ASSERT_TRUE(session.resetScenario(scenarioOf(findCollective("reduce-scatter"))));
    session.waitForRun();
    steps.setStep(session.stepCount());
    gui::test::settle();
    const Trace& trace = *session.trace();
    const PartialResultsModel& model = *window->resultsModel();
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        SCOPED_TRACE(node);
        const NodeValue value = trace.final(node);
        ASSERT_EQ(value.blocks.size(), 1u); // node i ends with block i, reduced over all inputs
        ASSERT_EQ(value.blocks.front().block, node);
        const QString expression =
            model.data(model.index(static_cast<int>(node), PartialResultsModel::ExpressionColumn))
                .toString();
        const QString expected = QStringLiteral("block %1: %2")
                                     .arg(node)
                                     .arg(QString::fromStdString(trace.format(
                                         value.blocks.front().expr, ExprStyle::Lecture)));
        EXPECT_EQ(expression, expected);
        EXPECT_EQ(trace.expressions().node(value.blocks.front().expr).leafCount, trace.nodeCount());
        EXPECT_TRUE(
            model.data(model.index(static_cast<int>(node), PartialResultsModel::ValueColumn))
                .toString()
                .startsWith(QStringLiteral("block %1: ").arg(node)));
        // The strip: only the node's own block, combined over all p inputs.
        std::vector<float> shares(trace.nodeCount(), 0.0f);
        shares[node] = 1.0f;
        EXPECT_EQ(NodeValueText::blockShares(trace, value), shares);
        const QString tooltip = NodeValueText::tooltip(trace, node, trace.stepCount(), false);
        EXPECT_TRUE(tooltip.contains(QStringLiteral("holds 1 of the 8 blocks"))) << tooltip;
    }
}

// At the start of the allgather node i holds block i alone, and on the node the strip is
// followed by one line per block it holds (up to NodeValueText::kMaxBlockLines).
TEST(EveryCollective, ABlockNodeShowsItsStripAndABlockALine)
{
    const Trace trace = [] {
        Scenario s = scenarioOf(findCollective("allgather"));
        return Emulator::run(s);
    }();
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        const NodeValue start = trace.initial(node);
        std::vector<float> shares(trace.nodeCount(), 0.0f);
        shares[node] = 1.0f / 8.0f;
        EXPECT_EQ(NodeValueText::blockShares(trace, start), shares);
        const QStringList lines = NodeValueText::onNode(trace, start).split(QLatin1Char('\n'));
        ASSERT_EQ(lines.size(), 2);
        EXPECT_EQ(lines[0], NodeValueText::stripLine(trace));
        EXPECT_TRUE(lines[1].startsWith(QStringLiteral("b") +
                                        Notation::subscripts("_" + std::to_string(node)) +
                                        QStringLiteral(": ")))
            << lines[1];
        // At the end each node holds all eight blocks: more lines than a box can show
        // readably, so the strip stands alone.
        EXPECT_EQ(NodeValueText::onNode(trace, trace.final(node)), NodeValueText::stripLine(trace));
    }
    // A numeric run keeps no expressions: a held block is shown held, in full.
    Scenario numeric = scenarioOf(findCollective("allgather"), ValueMode::Numeric);
    const Trace numbers = Emulator::run(numeric);
    std::vector<float> shares(numbers.nodeCount(), 0.0f);
    shares[3] = 1.0f;
    EXPECT_EQ(NodeValueText::blockShares(numbers, numbers.initial(3)), shares);
}

// The view writes beside each message of a block collective how many blocks it carries.
TEST(EveryCollective, TheViewLabelsABlockMessageWithItsBlocks)
{
    const auto window = gui::test::freshWindow();
    Session& session = *window->session();
    ShownState& steps = *window->shown();
    ASSERT_TRUE(session.resetScenario(scenarioOf(findCollective("reduce-scatter"))));
    session.waitForRun();
    // Recursive halving over links 3, 2, 1: the second step sends 2 of a node's 4 blocks each
    // way, along link 2, which the slide draws long enough for "2 blocks".
    steps.setStep(2);
    gui::test::settle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("view.svg"));
    ASSERT_TRUE(window->exportViewSvg(path)) << window->errorMessage();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(svg.contains(QStringLiteral("2 blocks"))) << svg.left(2000);
    // The first step's 4 blocks go along link 3, the short diagonals of the slide: "4 blocks"
    // would hide the arrows, so the plates hold the count alone.
    steps.setStep(1);
    gui::test::settle();
    const QString first = dir.filePath(QStringLiteral("first.svg"));
    ASSERT_TRUE(window->exportViewSvg(first)) << window->errorMessage();
    QFile firstFile(first);
    ASSERT_TRUE(firstFile.open(QIODevice::ReadOnly));
    EXPECT_FALSE(QString::fromUtf8(firstFile.readAll()).contains(QStringLiteral("4 blocks")));
    // Partners that both send are one transfer each in the caption.
    EXPECT_TRUE(CollectiveTexts::caption(*session.trace(), 1).contains(QStringLiteral("↔")));

    // The ring's messages go one way around the ring (eight of them: the tooltip lists them),
    // and its receivers combine what comes round, no halves kept.
    ASSERT_TRUE(session.resetScenario(scenarioOf(findCollective("ring-allreduce"))));
    session.waitForRun();
    const QString ring = CollectiveTexts::captionToolTip(*session.trace(), 1);
    EXPECT_FALSE(ring.contains(QStringLiteral("↔"))) << ring;
    EXPECT_TRUE(ring.contains(QStringLiteral("→"))) << ring;
    const QString ringCaption = CollectiveTexts::caption(*session.trace(), 1);
    EXPECT_FALSE(ringCaption.contains(QStringLiteral("its half"))) << ringCaption;
}

// In a small window, where "4 blocks" would be wider than a node, the plate holds the count
// alone and the legend says what it counts.
TEST(EveryCollective, InASmallWindowABlockMessageShowsItsCountAlone)
{
    const auto window = gui::test::freshWindow();
    Session& session = *window->session();
    ShownState& steps = *window->shown();
    ASSERT_TRUE(session.resetScenario(scenarioOf(findCollective("reduce-scatter"))));
    session.waitForRun();
    steps.setStep(1);
    window->resize(1024, 768);
    gui::test::settle();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.svg"));
    ASSERT_TRUE(window->exportWindowSvg(path)) << window->errorMessage();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    EXPECT_FALSE(svg.contains(QStringLiteral("4 blocks")));
    EXPECT_TRUE(svg.contains(QStringLiteral("on a link: how many blocks it carries")));
}

// Where the nodes have no room for their strips (the "too little room" hint), the legend does
// not explain strips; the count on a link it explains either way.
TEST(EveryCollective, TheLegendExplainsStripsOnlyWhereTheNodesDrawThem)
{
    const Trace trace = Emulator::run(scenarioOf(findCollective("reduce-scatter")));
    const ViewLegend legend(trace, false, true, false);
    auto svgOf = [&](ViewLegend::Hint hint) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(400, 800));
        generator.setViewBox(QRect(0, 0, 400, 800));
        QPainter painter(&generator);
        const ViewLegend::Layout layout =
            legend.layOut(QRectF(0, 0, 400, 800), ViewLegend::kPixels, false, hint, false);
        legend.paint(painter, layout, 1, false, hint, Theme::make(ThemeKind::Light), 4.0);
        painter.end();
        return QString::fromUtf8(buffer.data());
    };
    const QString roomy = svgOf(ViewLegend::Hint::None);
    EXPECT_TRUE(roomy.contains(QStringLiteral("cells: the blocks held")));
    EXPECT_TRUE(roomy.contains(QStringLiteral("on a link: how many blocks it carries")));
    const QString cramped = svgOf(ViewLegend::Hint::NoRoom);
    EXPECT_FALSE(cramped.contains(QStringLiteral("cells: the blocks held")));
    EXPECT_TRUE(cramped.contains(QString::fromUtf8("Too little room for the sᵢ here")));
    EXPECT_TRUE(cramped.contains(QStringLiteral("on a link: how many blocks it carries")));
}

// The link loads of a block collective count each message's own elements.
TEST(EveryCollective, LinkLoadBytesAreEachMessagesOwnElements)
{
    const auto window = gui::test::freshWindow();
    Session& session = *window->session();
    ShownState& steps = *window->shown();
    Scenario s = scenarioOf(findCollective("reduce-scatter"));
    s.elements = 16;
    ASSERT_TRUE(session.resetScenario(s));
    session.waitForRun();
    window->panelDock(QStringLiteral("link-loads"))->show();
    window->panelDock(QStringLiteral("link-loads"))->raise();
    auto* chart = qobject_cast<LinkLoadsChart*>(window->panel(QStringLiteral("link-loads")));
    ASSERT_NE(chart, nullptr);
    chart->setQuantity(LinkLoadsChart::Quantity::Bytes);
    chart->setRange(LinkLoadsChart::Range::UpToThisStep);
    steps.setStep(session.stepCount());
    gui::test::settle();
    const auto loads = session.trace()->linkLoads();
    const QString csv = chart->csv();
    for (const LinkLoad& load : loads) {
        SCOPED_TRACE(load.link);
        // Recursive halving: 8 messages a link, carrying 4, 2, 1 blocks of 2 elements.
        EXPECT_LT(load.elements, load.messages * 16);
        EXPECT_TRUE(csv.contains(QStringLiteral(",%1,%2,%3,%4")
                                     .arg(load.link)
                                     .arg(load.messages)
                                     .arg(load.elements)
                                     .arg(load.elements * session.machine().elementBytes)))
            << csv;
    }
}
