#include "cube/cubegeometry.h"

#include <QApplication>
#include <QFontMetricsF>
#include <algorithm>
#include <bit>
#include <cmath>
#include <cubelab/tracefacts.h>
#include <limits>

namespace cubelab::gui {

namespace {

using Detail = CubeGeometry::Detail;
using Hint = CubeGeometry::Hint;

double minDistance(const std::vector<QPointF>& c)
{
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < c.size(); ++i)
        for (std::size_t j = i + 1; j < c.size(); ++j) {
            const double dx = c[i].x() - c[j].x(), dy = c[i].y() - c[j].y();
            best = std::min(best, dx * dx + dy * dy);
        }
    return std::sqrt(best);
}

// The steps of CubeGeometry::build over one input.
class Builder
{
public:
    explicit Builder(const CubeGeometry::Input& input) : in(input), dimension(input.dimension) {}

    // The legend and the nodes for one arrangement of the legend (a column at the left, or a
    // strip below); returns the nodes' type size when they show every s_i whole, else 0.
    int arrange(CubeGeometry& g, bool strip) const;
    bool layOutStage(CubeGeometry& g) const;
    void layOutShortened(CubeGeometry& g) const;
    struct Shortened;
    Shortened measureShortened(CubeGeometry& g) const;
    QSizeF layOutValueBoxes(CubeGeometry& g, const Shortened& s, double fullFree,
                            double zoomedWidth) const;
    void layOutTreeEdges(CubeGeometry& g) const;

    // The type of the legend.
    int legendPixels() const
    {
        return in.presentation ? ViewLegend::kPresentationPixels : ViewLegend::kPixels;
    }
    NodeId nodeCount() const { return static_cast<NodeId>(in.unit->size()); }

    const CubeGeometry::Input& in;
    const int dimension;
};

int Builder::arrange(CubeGeometry& g, bool strip) const
{
    // The legend's size depends on whether the nodes show their s_i (the hint), and the room
    // for the nodes on the legend's size: the legend is laid out for the hint the nodes may
    // need, then once more if they need another. And it gives way to the nodes: where their
    // type comes out smaller than the legend's, the legend takes the nodes' size (or its
    // smallest), and grows back as far as the room the nodes gained allows.
    Hint assumed = dimension <= CubeGeometry::kMaxStageDimension  ? Hint::None
                   : dimension <= CubeGeometry::kMaxFullDimension ? Hint::Shortened
                                                                  : Hint::PointAt;
    auto layOut = [&](CubeGeometry& into, int legendMax) {
        into.legend = in.legend->layOut(in.target, legendMax, false, assumed, strip,
                                        strip && in.presentation ? ViewLegend::kStageShare
                                                                 : ViewLegend::kShare);
        into.plot = into.legend.plot;
        into.hint = Hint::None;
        into.maxValueLines = 1;
        into.wholeValues = false;
        if (!(dimension <= CubeGeometry::kMaxStageDimension && layOutStage(into)))
            layOutShortened(into);
        return into.wholeValues ? into.fonts.value.pixelSize() : 0;
    };
    int legendMax = legendPixels();
    bool shrunk = false;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const int nodes = layOut(g, legendMax);
        if (g.hint != assumed) {
            assumed = g.hint;
            continue;
        }
        const int legendNow = g.legend.font.pixelSize();
        if (dimension <= CubeGeometry::kMaxStageDimension && legendNow > ViewLegend::kMinPixels &&
            nodes < legendNow) {
            legendMax = std::max(ViewLegend::kMinPixels, nodes);
            shrunk = true;
            continue;
        }
        break;
    }
    const int nodes = g.wholeValues ? g.fonts.value.pixelSize() : 0;
    for (int legend = std::min(legendPixels(), nodes);
         shrunk && legend > g.legend.font.pixelSize() + 1; --legend) {
        CubeGeometry grown = g;
        const int grownNodes = layOut(grown, legend);
        if (grown.hint == g.hint && grownNodes >= grown.legend.font.pixelSize()) {
            g = std::move(grown);
            break;
        }
    }
    return g.wholeValues ? g.fonts.value.pixelSize() : 0;
}

// n ≤ 4: the largest type at which every node shows its whole s_i (StageFit). False when
// even the smallest type leaves no room.
bool Builder::layOutStage(CubeGeometry& g) const
{
    const StageFit::Texts& texts = *in.texts;
    StageFit::Stage stage;
    stage.unit = *in.unit;
    stage.links = *in.links;
    stage.plot = g.plot;
    stage.zoom = in.zoom;
    stage.minPixels = CubeGeometry::kMinNodePixels;
    stage.maxPixels =
        in.presentation ? CubeGeometry::kMaxPresentationNodePixels : CubeGeometry::kMaxNodePixels;
    // The tree's edges drop far enough for their step plates ("a) link 3") and arrowheads.
    stage.edgeDrop = in.tree ? CubeGeometry::kTreeEdgeDrop : 0;
    const StageFit::Result fit = StageFit::fit(texts, stage);
    if (!fit.fits)
        return false;
    g.detail = Detail::Full;
    g.wholeValues = true;
    g.measure = fit.measure;
    g.boxes = fit.boxes;
    g.centres = fit.centres;
    const CubeGeometry::Fonts f = CubeGeometry::fontsAt(fit.pixels);
    g.fonts.address = f.address;
    g.fonts.value = f.value;
    g.fonts.edge = f.edge;
    g.padding = StageFit::padding(fit.pixels);
    g.scale = fit.pixels / static_cast<double>(CubeGeometry::kNodePixels);
    g.linkWidth = 4 * g.scale;
    g.arrowWidth = 7 * g.scale;
    return true;
}

// The sizes layOutShortened works from, at the view's type size.
struct Builder::Shortened
{
    double scale = 1;
    double addressWidth = 0; // a box that shows the address alone
    double addressHeight = 0;
    double fullHeight = 0;    // a box that shows the address and one line of s_i
    double lineSpacing = 0;   // of s_i's type: what a second line of s_i adds
    double minValueWidth = 0; // the narrowest box worth showing s_i in
    bool values = false;      // whether the boxes show s_i at all (n = 5, 6)
    double widest = 0;        // the widest s_i of the trace
    double wanted = 0;        // the width that shows every s_i whole
    double gap = 0;           // left between boxes for the links to show
};

// n = 5, 6 where the whole s_i cannot fit, and below: one box size for all nodes, s_i cut
// short where it must be (the legend says so), else addresses, else dots.
void Builder::layOutShortened(CubeGeometry& g) const
{
    const Shortened s = measureShortened(g);
    // The layout is stretched into the plot minus half a node on each side.
    const double halfWidth = std::min(s.wanted, g.plot.width() * 0.32) / 2;
    const double halfHeight = (s.values ? s.fullHeight : s.addressHeight) / 2;
    g.centres =
        NodeBoxes::place(*in.unit, {QSizeF(2 * halfWidth, 2 * halfHeight)}, g.plot, in.zoom);

    const NodeId p = nodeCount();
    const double fullFree =
        s.values ? std::min(NodeBoxes::freeWidth(g.centres, s.fullHeight, s.gap),
                            NodeBoxes::linkFreeWidth(g.centres, *in.links, s.fullHeight, s.gap / 4))
                 : 0;
    QSizeF box;
    if (fullFree >= std::max(s.addressWidth, s.minValueWidth)) {
        box = layOutValueBoxes(g, s, fullFree, 2 * halfWidth * in.zoom);
    } else if (NodeBoxes::freeWidth(g.centres, s.addressHeight, s.gap / 2) >= s.addressWidth) {
        g.detail = Detail::Address;
        box = QSizeF(s.addressWidth, s.addressHeight);
        g.linkWidth = 3 * s.scale;
        g.arrowWidth = 5 * s.scale;
    } else {
        g.detail = Detail::Dots;
        g.dotRadius = std::clamp(minDistance(g.centres) / 3, 1.0, 6.0 * s.scale);
        // Width 1 would take QPainter's slow cosmetic path; 1.2 takes the fast one.
        g.linkWidth = p >= 512 ? 1.2 : 1.5 * s.scale;
        g.arrowWidth = p >= 512 ? 1.6 : 2.5 * s.scale;
    }
    g.boxes.assign(p, box);
    if (g.detail != Detail::Full && p > 1)
        g.hint = dimension <= CubeGeometry::kMaxStageDimension ? Hint::NoRoom : Hint::PointAt;
}

// The fonts at the view's type size (half as large again on the stage), and the boxes' sizes.
Builder::Shortened Builder::measureShortened(CubeGeometry& g) const
{
    Shortened s;
    s.scale = in.presentation ? 1.5 : 1.0;
    const int pixels = static_cast<int>(std::lround(CubeGeometry::kNodePixels * s.scale));
    const CubeGeometry::Fonts f = CubeGeometry::fontsAt(pixels);
    g.fonts.address = f.address;
    g.fonts.value = f.value;
    g.fonts.edge = f.edge;
    g.scale = s.scale;
    g.padding = std::round(6 * s.scale);
    const QFontMetricsF addressMetrics(f.address), valueMetrics(f.value);

    s.addressWidth =
        addressMetrics.horizontalAdvance(QString(std::max(dimension, 1), QLatin1Char('0'))) +
        2 * g.padding;
    const double lineGap = std::round(2 * s.scale);
    s.fullHeight = 2 * g.padding + addressMetrics.height() + lineGap + valueMetrics.height();
    s.addressHeight = 2 * g.padding + addressMetrics.height();
    s.lineSpacing = valueMetrics.lineSpacing();
    s.minValueWidth = valueMetrics.horizontalAdvance(QStringLiteral("(a₀+a₄)…")) + 2 * g.padding;
    s.values = dimension > CubeGeometry::kMaxStageDimension &&
               dimension <= CubeGeometry::kMaxFullDimension;
    // The widest s_i of the trace, from its width at the reference size.
    if (s.values)
        for (double w : in.texts->widths.front())
            s.widest = std::max(s.widest, w * pixels / StageFit::kReferencePixels);
    s.wanted = std::max(s.addressWidth, s.widest + 2 * g.padding);
    s.gap = std::round(36 * s.scale);
    return s;
}

// Boxes that show s_i: as wide as the links leave free (`fullFree`) and the zoomed layout
// allows (`zoomedWidth`), up to the width that shows every s_i whole. A long s_i may take two
// lines where the height allows, rather than lose its end.
QSizeF Builder::layOutValueBoxes(CubeGeometry& g, const Shortened& s, double fullFree,
                                 double zoomedWidth) const
{
    g.detail = Detail::Full;
    QSizeF box(std::max(s.addressWidth, std::min({fullFree, s.wanted, zoomedWidth})), s.fullHeight);
    g.linkWidth = 4 * s.scale;
    g.arrowWidth = 7 * s.scale;
    const double twoHeight = s.fullHeight + s.lineSpacing;
    if (box.width() < s.wanted) {
        const double twoFree =
            std::min(NodeBoxes::freeWidth(g.centres, twoHeight, s.gap),
                     NodeBoxes::linkFreeWidth(g.centres, *in.links, twoHeight, s.gap / 4));
        const double twoWidth = std::min(
            {twoFree, zoomedWidth, std::max(s.addressWidth, s.wanted * 0.6 + 2 * g.padding)});
        if (twoWidth >= s.addressWidth && 2 * twoWidth > 1.25 * box.width()) {
            box = QSizeF(twoWidth, twoHeight);
            g.maxValueLines = 2;
        }
    }
    g.hint =
        s.widest > g.maxValueLines * (box.width() - 2 * g.padding) ? Hint::Shortened : Hint::None;
    return box;
}

void Builder::layOutTreeEdges(CubeGeometry& g) const
{
    const NodeId p = nodeCount();
    g.edges.assign(p, QLineF());
    std::vector<std::vector<NodeId>> children(p);
    for (const NodeBoxes::Link& l : *in.links) // (child, parent)
        children[l.second].push_back(l.first);
    const bool dots = g.detail == Detail::Dots;
    for (NodeId parent = 0; parent < p; ++parent) {
        auto& kids = children[parent];
        std::sort(kids.begin(), kids.end(),
                  [&](NodeId a, NodeId b) { return g.centres[a].x() < g.centres[b].x(); });
        const QSizeF box = dots ? QSizeF() : g.box(parent);
        const QPointF c = g.centres[parent];
        for (std::size_t i = 0; i < kids.size(); ++i) {
            const NodeId kid = kids[i];
            const double along = static_cast<double>(i + 1) / static_cast<double>(kids.size() + 1);
            const QPointF from = dots ? c
                                      : QPointF(c.x() - box.width() / 2 + box.width() * along,
                                                c.y() + box.height() / 2);
            const QPointF to =
                dots ? g.centres[kid]
                     : QPointF(g.centres[kid].x(), g.centres[kid].y() - g.box(kid).height() / 2);
            g.edges[kid] = QLineF(from, to);
        }
    }
}

} // namespace

std::vector<QPointF> CubeGeometry::unitPositions(int dimension, CubeLayout::Mode mode,
                                                 std::span<const int> order, NodeId root)
{
    std::vector<QPointF> points;
    for (const LayoutPoint& point : CubeLayout::positions(dimension, mode, order, root))
        points.emplace_back(point.x, point.y);
    return points;
}

CubeGeometry::Fonts CubeGeometry::fontsAt(int nodePixels)
{
    Fonts f;
    const QFont family = QApplication::font();
    f.address = StageFit::addressFont(family, nodePixels);
    f.value = StageFit::valueFont(family, nodePixels);
    f.edge = StageFit::valueFont(
        family, std::max(kMinEdgeLabelPixels, static_cast<int>(std::lround(nodePixels * 0.8))));
    return f;
}

CubeGeometry CubeGeometry::build(const Input& in)
{
    CubeGeometry g;
    if (!in.unit || !in.links || !in.legend || in.unit->empty())
        return g;
    const Builder builder(in);
    const int dimension = in.dimension;
    const NodeId p = builder.nodeCount();

    // At a desk the legend stands at the left; in a tall, narrow view where that leaves the
    // nodes too little room for their s_i, or the legend's own rows too little for its type,
    // it goes below the nodes if that gives them larger type (or the same type and a larger
    // legend). On the stage it is always a strip below the nodes, a sixth of the view at
    // most: a column took 30 % of a 1024 x 768 projector's view and left the s_i 8 px.
    const int beside = builder.arrange(g, in.presentation);
    if (!in.presentation && dimension <= kMaxStageDimension &&
        in.target.height() > 0.9 * in.target.width() &&
        (beside == 0 || beside < g.legend.font.pixelSize() ||
         g.legend.font.pixelSize() < builder.legendPixels())) {
        CubeGeometry below = g;
        const int under = builder.arrange(below, true);
        if (under > beside ||
            (under == beside && below.legend.font.pixelSize() > g.legend.font.pixelSize()))
            g = std::move(below);
    }
    // Antialiasing makes QPainter ~30 times slower for lines: it is kept for the few
    // links of a small cube, where jagged diagonals would show.
    g.antialiasLines = p <= 32;
    g.antialiasNodes = p <= 128;

    // The links to draw: every link of the cube, or in the tree the edges of the tree.
    // From 256 nodes on, thousands of links only make a fog: the cube layout keeps
    // links 1–3, which draw the small cubes, the weight layout none; the current step's
    // links are drawn anyway.
    const bool fog = g.detail == Detail::Dots && p >= 256 && !in.tree;
    if (in.tree)
        builder.layOutTreeEdges(g);
    g.links.assign(static_cast<std::size_t>(dimension), {});
    for (const NodeBoxes::Link& l : *in.links) {
        const int link = std::countr_zero(l.first ^ l.second) + 1;
        if (fog && (in.weight || link > 3))
            continue;
        g.links[static_cast<std::size_t>(link - 1)].push_back(
            g.edges.empty() ? QLineF(g.centres[l.first], g.centres[l.second]) : g.edges[l.first]);
    }
    return g;
}

QLineF CubeGeometry::treeEdgeOf(const TraceFacts& facts, const Message& m) const
{
    if (edges.empty())
        return {};
    if (facts.treeParent(m.from) == m.to)
        return edges[m.from].isNull() ? QLineF() : QLineF(edges[m.from].p2(), edges[m.from].p1());
    if (facts.treeParent(m.to) == m.from)
        return edges[m.to];
    return {};
}

} // namespace cubelab::gui
