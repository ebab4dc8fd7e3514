#include "cube/hypercubeview.h"

#include "cube/cubelayout.h"
#include "cube/expressionlines.h"
#include "cube/nodeboxes.h"
#include "cube/nodemarks.h"
#include "window/stagefit.h"
#include "cube/viewlegend.h"
#include "common/valuetext.h"

#include <cubelab/collective.h>

#include <QApplication>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <map>

namespace cubelab::gui {

namespace {

// How much a node shows: its address and s_i, its address, or a dot. Chosen from the room
// the layout leaves between nodes at the current size and zoom (see docs/gui-view.md).
enum class Detail { Dots, Address, Full };

// A node's part in the current step, as bits.
constexpr int kNoRole = NodeMarks::kNoRole;
constexpr int kSends = NodeMarks::kSends;
constexpr int kReceives = NodeMarks::kReceives;

constexpr double kMinZoom = 0.25;
constexpr double kMaxZoom = 16.0;
constexpr double kZoomStep = 1.25;
constexpr int kMaxStageDimension = 4;      // every s_i whole on its node up to 16 nodes
constexpr int kMaxFullDimension = 6;       // s_i on the nodes, cut short where they must be, up to 64
constexpr int kMaxTokenLabelDimension = 4; // travelling tokens carry their value up to 16 nodes
constexpr int kMaxEdgeLabelDimension = 5;  // the tree's edges name their step and link up to 32 nodes
// Type sizes in pixels. The nodes' type grows with the room the view has, between the
// smallest size and the mode's largest; the legend's shrinks only when its rows would not fit.
constexpr int kNodePixels = 17;  // the reference the pens and badges scale from
constexpr int kMinNodePixels = 8;
constexpr int kMaxNodePixels = 28;
constexpr int kMaxPresentationNodePixels = 48;
constexpr int kMinEdgeLabelPixels = 10;
constexpr double kTreeEdgeDrop = 2.5; // a tree edge drops at least this many type sizes
constexpr int kTooltipExpressionChars = 600;
constexpr std::size_t kTooltipElements = 8;

// a_12 → a₁₂: the lecture's subscripts, shorter and easier to read at a projector.
QString withSubscripts(const std::string& text)
{
    QString out;
    out.reserve(static_cast<qsizetype>(text.size()));
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '_' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
            while (i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9')
                out += QChar(0x2080 + (text[++i] - '0'));
        } else {
            out += QLatin1Char(c);
        }
    }
    return out;
}

QString subscript(quint64 number)
{
    return withSubscripts("_" + std::to_string(number));
}

// The point where the segment from centre towards target leaves a box of halfSize around
// centre (for a dot, halfSize is its radius in both directions).
QPointF boxExit(QPointF centre, QPointF target, QSizeF halfSize, bool round)
{
    const QPointF d = target - centre;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return centre;
    if (round)
        return centre + d * (halfSize.width() / length);
    double t = 1.0;
    if (std::abs(d.x()) > 0)
        t = std::min(t, halfSize.width() / std::abs(d.x()));
    if (std::abs(d.y()) > 0)
        t = std::min(t, halfSize.height() / std::abs(d.y()));
    return centre + d * t;
}

QPolygonF arrowHead(QPointF tip, QPointF from, double size)
{
    const QPointF d = tip - from;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return {};
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    const QPointF base = tip - u * size;
    return QPolygonF({tip, base + n * (size * 0.5), base - n * (size * 0.5)});
}

// QPainter's dash pattern costs tens of milliseconds for a few hundred long lines, so dashes
// (the faint preview of the next step) are cut once, as plain segments, and only for a few
// lines.
void appendLine(std::vector<QLineF>& out, const QLineF& line, bool dashed, double width)
{
    if (!dashed) {
        out.push_back(line);
        return;
    }
    const double dash = std::max(8.0, 4 * width), gap = std::max(5.0, 2.5 * width);
    const double length = line.length();
    if (length <= 0)
        return;
    const QPointF unit = (line.p2() - line.p1()) / length;
    for (double at = 0; at < length; at += dash + gap)
        out.emplace_back(line.p1() + unit * at, line.p1() + unit * std::min(at + dash, length));
}

} // namespace

struct HypercubeView::Private
{
    explicit Private(HypercubeView* view) : q(view) {}

    HypercubeView* q;
    std::shared_ptr<const Trace> trace;
    int step = 0;
    int animationMs = 600;
    LayoutMode layout = LayoutMode::Cube;
    std::optional<LayoutMode> chosenLayout; // the user's choice; none: the collective's figure
    Theme theme = Theme::make(ThemeKind::Light);
    bool presentation = false;
    bool blanked = false;
    std::optional<NodeId> selected;
    double zoom = 1.0;
    QPointF pan;

    QVariantAnimation* animation = nullptr;
    bool animating = false;
    double progress = 1.0;

    // Mouse: a press that moves further than the drag distance pans, otherwise it clicks.
    bool pressed = false;
    bool dragging = false;
    QPoint pressPos;
    QPointF pressPan;

    // Derived from the trace (setTrace).
    int dimension = 0;
    bool hasRoot = false;
    NodeId root = 0;
    std::vector<int> treeOrder;
    std::vector<std::uint32_t> doneFrom;  // first step at which the node is drawn done, 0: never
    std::vector<std::uint32_t> doneUntil; // last step at which it still is
    bool hasReducePhase = false;
    bool hasExchangePhase = false;
    std::vector<QPointF> unit; // layout positions in the unit square
    std::vector<NodeBoxes::Link> drawnLinks; // the cube's links, or in the tree layout its edges
    // Tree layout: per node, the steps in which its edge to its parent carries a message
    // ("a)", "a), f)"); empty for the root and in the other layouts.
    std::vector<QString> edgeSteps;
    std::uint64_t serial = 0;   // counts changes of trace and layout, for the caches

    // Derived from the step (setStep).
    std::vector<std::uint8_t> roles;

    struct Fonts
    {
        QFont address, value, edge;
    };

    using Hint = ViewLegend::Hint;

    // Everything that depends on the target size, zoom and layout but not on the step:
    // computed once, not in every frame.
    struct Geometry
    {
        QRectF target;
        double zoom = 0;
        bool presentation = false;
        std::uint64_t serial = ~std::uint64_t{0};

        Detail detail = Detail::Dots;
        Hint hint = Hint::None;
        Fonts fonts;
        double scale = 1; // pens, corners and badges of the nodes grow with their type
        std::vector<QSizeF> boxes; // per node (Full and Address)
        bool wholeValues = false;  // Full: every s_i whole, broken at its operators
        double measure = 0;        // the widest line an s_i may take when whole
        int maxValueLines = 1;     // Full, cut short: s_i on one line or two
        double dotRadius = 3;
        double linkWidth = 1;
        double arrowWidth = 2;
        double padding = 4;
        bool antialiasLines = true; // QPainter's antialiased lines cost ~40 µs each: few only
        bool antialiasNodes = true;
        std::uint64_t stamp = 0;    // counts rebuilds, for the step cache
        ViewLegend::Layout legend;
        QRectF plot;
        std::vector<QPointF> centres;
        std::vector<std::vector<QLineF>> links; // by link number - 1
        // Tree layout: per child, its edge from the parent's box to its own. The edges of a
        // parent leave its lower side at distinct points, ordered as its children stand, so
        // they fan out instead of meeting in one point (empty in the other layouts).
        std::vector<QLineF> edges;

        QSizeF box(NodeId node) const { return node < boxes.size() ? boxes[node] : QSizeF(); }
    };
    mutable Geometry geometry;
    mutable std::uint64_t geometryBuilds = 0;

    // The node texts measured for the stage fit, once per trace and font.
    mutable std::optional<StageFit::Texts> stageTexts;
    mutable std::uint64_t stageTextsSerial = ~std::uint64_t{0};

    // The current step's message lines and arrowheads, per link, for one geometry.
    struct StepShapes
    {
        int step = -1;
        std::uint64_t geometryStamp = 0;
        std::vector<int> links;
        std::vector<std::vector<QLineF>> lines;
        std::vector<QPainterPath> heads;
    };
    mutable StepShapes stepShapes;

    // While tokens travel, the rest of the picture is the same in every frame: it is painted
    // once into this layer and copied.
    mutable QPixmap layer;
    mutable std::uint64_t layerStamp = ~std::uint64_t{0};
    std::uint64_t sceneStamp = 0; // counts every change of what the view shows

    // Node labels of one displayed state: the lines of each s_i, and whether any was cut.
    struct Labels
    {
        int step = -1;
        std::uint64_t stamp = ~std::uint64_t{0}; // the geometry's stamp
        std::vector<QStringList> lines;
        std::vector<std::uint8_t> elided;
    };
    mutable Labels labels;
    mutable QString tokenLabelsKey;
    mutable std::vector<QStringList> tokenLabels;

    bool tooLarge() const { return trace && dimension > kMaxDimension; }
    void changed()
    {
        ++sceneStamp;
        q->update();
    }
    // While tokens travel the receivers still show the state before the step, except in
    // paintScene, which paints the step as if the animation had finished.
    mutable bool finishAnimation = false;
    int displayedStep() const { return animating && !finishAnimation ? step - 1 : step; }

    // The type of the legend, and of the message shown instead of a cube.
    int legendPixels() const { return presentation ? ViewLegend::kPresentationPixels : ViewLegend::kPixels; }
    ViewLegend legendOf() const { return ViewLegend(*trace, hasRoot, hasReducePhase, hasExchangePhase); }
    QFont messageFont() const
    {
        QFont font = QApplication::font();
        font.setPixelSize(presentation ? 30 : 20);
        return font;
    }
    static Fonts fontsAt(int nodePixels)
    {
        Fonts f;
        const QFont family = QApplication::font();
        f.address = StageFit::addressFont(family, nodePixels);
        f.value = StageFit::valueFont(family, nodePixels);
        f.edge = StageFit::valueFont(family, std::max(kMinEdgeLabelPixels, static_cast<int>(std::lround(nodePixels * 0.8))));
        return f;
    }

    void analyseTrace()
    {
        ++serial;
        dimension = trace ? trace->cube().dimension() : 0;
        hasRoot = false;
        root = 0;
        treeOrder.clear();
        doneFrom.clear();
        doneUntil.clear();
        hasReducePhase = false;
        hasExchangePhase = false;
        labels = Labels{};
        stageTexts.reset();
        if (!trace || tooLarge())
            return;
        const Scenario& scenario = trace->scenario();
        hasRoot = scenario.root.has_value();
        root = hasRoot ? static_cast<NodeId>(*scenario.root) : 0;
        // A broadcast walks the reduce tree of the reversed order backwards.
        treeOrder = scenario.linkOrder;
        if (!trace->steps().empty() && trace->steps().front().phase == Phase::Broadcast)
            std::reverse(treeOrder.begin(), treeOrder.end());

        // Done: a node that sent in a reduce step and does not receive again in the reduce
        // phase has nothing more to do until (a broadcast) reaches it again.
        const NodeId p = trace->nodeCount();
        std::vector<std::uint32_t> lastReduceSend(p, 0);
        const auto& steps = trace->steps();
        for (const Step& s : steps) {
            hasExchangePhase = hasExchangePhase || s.phase == Phase::Exchange;
            if (s.phase != Phase::Reduce)
                continue;
            hasReducePhase = true;
            for (const Message& m : trace->messages(s))
                lastReduceSend[m.from] = s.index;
        }
        doneFrom.assign(p, 0);
        doneUntil.assign(p, 0);
        std::vector<std::uint32_t> nextReceive(p, std::numeric_limits<std::uint32_t>::max());
        std::vector<std::uint8_t> nextReceiveIsReduce(p, 0);
        for (auto s = steps.rbegin(); s != steps.rend(); ++s)
            for (const Message& m : trace->messages(*s))
                if (s->index > lastReduceSend[m.to]) {
                    nextReceive[m.to] = s->index;
                    nextReceiveIsReduce[m.to] = s->phase == Phase::Reduce;
                }
        for (NodeId node = 0; node < p; ++node) {
            if (lastReduceSend[node] == 0 || nextReceiveIsReduce[node])
                continue;
            doneFrom[node] = lastReduceSend[node] + 1;
            doneUntil[node] = nextReceive[node] == std::numeric_limits<std::uint32_t>::max()
                                  ? nextReceive[node]
                                  : nextReceive[node] - 1;
        }
        computeUnitLayout();
    }

    // The lecture's figure of the trace's collective (Collective::figure): the tree for the
    // tree collectives, the cube for Cube_Do and for programs the registry does not know.
    LayoutMode figureLayout() const
    {
        if (!trace)
            return LayoutMode::Cube;
        try {
            return findCollective(trace->scenario().algorithm).figure == Figure::Tree ? LayoutMode::Tree
                                                                                      : LayoutMode::Cube;
        } catch (const std::exception&) {
            return LayoutMode::Cube;
        }
    }

    // Shows the chosen layout, or the trace's figure; tells the owner when that changed.
    void updateLayout()
    {
        const LayoutMode wanted = chosenLayout.value_or(figureLayout());
        if (wanted == layout)
            return;
        layout = wanted;
        computeUnitLayout();
        emit q->layoutModeChanged(layout);
    }

    void computeUnitLayout()
    {
        ++serial;
        unit.clear();
        drawnLinks.clear();
        edgeSteps.clear();
        stageTexts.reset();
        if (!trace || tooLarge())
            return;
        const auto mode = layout == LayoutMode::Tree     ? CubeLayout::Mode::Tree
                          : layout == LayoutMode::Weight ? CubeLayout::Mode::Weight
                                                         : CubeLayout::Mode::Cube;
        unit = CubeLayout::positions(dimension, mode, treeOrder, root);
        const NodeId p = trace->nodeCount();
        for (NodeId node = 0; node < p; ++node) {
            if (layout == LayoutMode::Tree) {
                const NodeId parent = CubeLayout::treeParent(node, dimension, treeOrder, root);
                if (parent != node)
                    drawnLinks.emplace_back(node, parent);
                continue;
            }
            for (int link = 1; link <= dimension; ++link) {
                const NodeId other = Hypercube::partner(node, link);
                if (other > node)
                    drawnLinks.emplace_back(node, other);
            }
        }
        if (layout != LayoutMode::Tree)
            return;
        // The lecture writes the step beside each edge of its tree: a) = link 3.
        edgeSteps.assign(p, QString());
        for (const Step& s : trace->steps())
            for (const Message& m : trace->messages(s)) {
                const NodeId child = CubeLayout::treeParent(m.from, dimension, treeOrder, root) == m.to ? m.from
                                     : CubeLayout::treeParent(m.to, dimension, treeOrder, root) == m.from
                                         ? m.to
                                         : p;
                if (child == p)
                    continue;
                const QString label = QString::fromStdString(s.label) + QLatin1Char(')');
                QString& steps = edgeSteps[child];
                if (!steps.endsWith(label))
                    steps += (steps.isEmpty() ? QString() : QStringLiteral(", ")) + label;
            }
    }

    void computeRoles()
    {
        roles.assign(trace && !tooLarge() ? trace->nodeCount() : 0, kNoRole);
        if (roles.empty() || step < 1)
            return;
        for (const Message& m : trace->messages(trace->steps()[static_cast<std::size_t>(step - 1)])) {
            roles[m.from] |= kSends;
            roles[m.to] |= kReceives;
        }
    }

    bool isDone(NodeId node, int atStep) const
    {
        if (node >= doneFrom.size() || doneFrom[node] == 0)
            return false;
        const auto k = static_cast<std::uint32_t>(atStep);
        return k >= doneFrom[node] && k <= doneUntil[node];
    }

    bool isExpression(const NodeValue& value) const { return trace->symbolic() && value.expr != kNoExpr; }

    QString valueText(const NodeValue& value) const
    {
        if (!value.present)
            return QStringLiteral("—");
        if (isExpression(value))
            return withSubscripts(trace->format(value.expr, ExprStyle::Lecture));
        if (value.elements.empty())
            return QStringLiteral("—");
        return formatFirstValue(value.elements, trace->elements(), kBriefValueDigits);
    }

    // Every s_i each node shows over the trace, for the stage fit (measured once per trace).
    const StageFit::Texts& textsForStage() const
    {
        if (stageTexts && stageTextsSerial == serial)
            return *stageTexts;
        const NodeId p = trace->nodeCount();
        std::vector<QStringList> values(p);
        // Above the stage's dimensions only the whole widths count (layOutShortened).
        const bool expressions = trace->symbolic() && dimension <= kMaxStageDimension;
        for (NodeId node = 0; node < p; ++node)
            for (std::size_t k = 0; k <= trace->stepCount(); ++k) {
                const QString text = valueText(trace->valueAt(node, k));
                if (!values[node].contains(text))
                    values[node] << text;
            }
        stageTexts = StageFit::measure(QApplication::font(), std::max(dimension, 1), std::move(values), expressions);
        stageTextsSerial = serial;
        return *stageTexts;
    }

    static double minDistance(const std::vector<QPointF>& c)
    {
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < c.size(); ++i)
            for (std::size_t j = i + 1; j < c.size(); ++j) {
                const double dx = c[i].x() - c[j].x(), dy = c[i].y() - c[j].y();
                best = std::min(best, dx * dx + dy * dy);
            }
        return std::sqrt(best);
    }

    const Geometry& geometryFor(const QRectF& target) const;
    // The legend and the nodes for one arrangement of the legend (a column at the left, or a
    // strip below); returns the nodes' type size when they show every s_i whole, else 0.
    int arrange(Geometry& g, bool strip) const;
    bool layOutStage(Geometry& g) const;
    void layOutShortened(Geometry& g) const;
    void layOutTreeEdges(Geometry& g) const;
    // The edge that carries m in the tree layout, as (sender's end, receiver's end); an empty
    // line when m does not follow a tree edge.
    QLineF treeEdgeOf(const Geometry& g, const Message& m) const
    {
        if (g.edges.empty())
            return {};
        if (CubeLayout::treeParent(m.from, dimension, treeOrder, root) == m.to)
            return g.edges[m.from].isNull() ? QLineF() : QLineF(g.edges[m.from].p2(), g.edges[m.from].p1());
        if (CubeLayout::treeParent(m.to, dimension, treeOrder, root) == m.from)
            return g.edges[m.to];
        return {};
    }

    const Labels& labelsFor(const Geometry& g) const
    {
        const int k = displayedStep();
        if (labels.step == k && labels.stamp == g.stamp)
            return labels;
        labels.step = k;
        labels.stamp = g.stamp;
        const NodeId p = trace->nodeCount();
        labels.lines.assign(p, QStringList());
        labels.elided.assign(p, 0);
        if (g.detail != Detail::Full)
            return labels;
        const QFontMetricsF fm(g.fonts.value);
        for (NodeId node = 0; node < p; ++node) {
            const NodeValue value = trace->valueAt(node, static_cast<std::size_t>(k));
            const QString text = valueText(value);
            if (g.wholeValues) {
                labels.lines[node] = StageFit::linesOf(text, isExpression(value), fm, g.measure);
                continue;
            }
            // Cut short (n ≥ 5): up to maxValueLines lines, the last one elided.
            const double width = g.box(node).width() - 2 * g.padding;
            QStringList lines = StageFit::linesOf(text, isExpression(value), fm, width);
            if (lines.size() > g.maxValueLines) {
                const QString rest = lines.mid(g.maxValueLines - 1).join(QString());
                lines = lines.mid(0, g.maxValueLines - 1);
                lines << rest;
            }
            for (QString& line : lines) {
                const QString cut = fm.elidedText(line, Qt::ElideRight, width);
                if (cut != line) {
                    line = cut;
                    labels.elided[node] = 1;
                }
            }
            labels.lines[node] = lines;
        }
        return labels;
    }

    // What each travelling token carries: the sender's s_i before the step, in the lines its
    // node writes it in.
    const std::vector<QStringList>& tokenLabelsFor(const Geometry& g) const
    {
        const QString key = QStringLiteral("%1/%2").arg(step).arg(g.stamp);
        if (tokenLabelsKey == key)
            return tokenLabels;
        tokenLabelsKey = key;
        tokenLabels.clear();
        const QFontMetricsF fm(g.fonts.value);
        for (const Message& m : trace->messages(trace->steps()[static_cast<std::size_t>(step - 1)])) {
            const NodeValue value = trace->valueAt(m.from, static_cast<std::size_t>(step - 1));
            tokenLabels.push_back(StageFit::linesOf(valueText(value), isExpression(value), fm, g.measure));
        }
        return tokenLabels;
    }

    void paint(QPainter& painter, const QRectF& target, bool withTokens) const;
    void paintMessage(QPainter& painter, const QRectF& target) const;
    void paintLinks(QPainter& painter, const Geometry& g) const;
    void paintEdgeSteps(QPainter& painter, const Geometry& g) const;
    void paintMessages(QPainter& painter, const Geometry& g) const;
    const StepShapes& stepShapesFor(const Geometry& g) const;
    double messageWidth(const Geometry& g) const
    {
        return step == 0 ? std::max(g.linkWidth + 1, g.arrowWidth * 0.6) : g.arrowWidth;
    }
    void paintLayered(QPainter& painter, const QRectF& target) const;
    void paintNodes(QPainter& painter, const Geometry& g) const;
    void paintTokens(QPainter& painter, const Geometry& g) const;
    void drawDots(QPainter& painter, const std::vector<QPointF>& points, const QColor& fill, const QColor& ring,
                  double radius, double ringWidth) const;
    mutable std::map<QString, QPixmap> sprites;

    std::optional<NodeId> nodeAt(QPointF widgetPos) const;
    QString tooltip(NodeId node) const;
};

int HypercubeView::Private::arrange(Geometry& g, bool strip) const
{
    // The legend's size depends on whether the nodes show their s_i (the hint), and the room
    // for the nodes on the legend's size: the legend is laid out for the hint the nodes may
    // need, then once more if they need another. And it gives way to the nodes: where their
    // type comes out smaller than the legend's, the legend takes the nodes' size (or its
    // smallest), and grows back as far as the room the nodes gained allows.
    Hint assumed = dimension <= kMaxStageDimension ? Hint::None
                   : dimension <= kMaxFullDimension ? Hint::Shortened
                                                    : Hint::PointAt;
    auto layOut = [&](Geometry& into, int legendMax) {
        into.legend = legendOf().layOut(into.target, legendMax, false, assumed, strip);
        into.plot = into.legend.plot;
        into.hint = Hint::None;
        into.maxValueLines = 1;
        into.wholeValues = false;
        if (!(dimension <= kMaxStageDimension && layOutStage(into)))
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
        if (dimension <= kMaxStageDimension && legendNow > ViewLegend::kMinPixels && nodes < legendNow) {
            legendMax = std::max(ViewLegend::kMinPixels, nodes);
            shrunk = true;
            continue;
        }
        break;
    }
    const int nodes = g.wholeValues ? g.fonts.value.pixelSize() : 0;
    for (int legend = std::min(legendPixels(), nodes); shrunk && legend > g.legend.font.pixelSize() + 1; --legend) {
        Geometry grown = g;
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
bool HypercubeView::Private::layOutStage(Geometry& g) const
{
    const StageFit::Texts& texts = textsForStage();
    StageFit::Stage stage;
    stage.unit = unit;
    stage.links = drawnLinks;
    stage.plot = g.plot;
    stage.zoom = zoom;
    stage.minPixels = kMinNodePixels;
    stage.maxPixels = presentation ? kMaxPresentationNodePixels : kMaxNodePixels;
    // The tree's edges drop far enough for their step plates ("a) link 3") and arrowheads.
    stage.edgeDrop = layout == LayoutMode::Tree ? kTreeEdgeDrop : 0;
    const StageFit::Result fit = StageFit::fit(texts, stage);
    if (!fit.fits)
        return false;
    g.detail = Detail::Full;
    g.wholeValues = true;
    g.measure = fit.measure;
    g.boxes = fit.boxes;
    g.centres = fit.centres;
    const Fonts f = fontsAt(fit.pixels);
    g.fonts.address = f.address;
    g.fonts.value = f.value;
    g.fonts.edge = f.edge;
    g.padding = StageFit::padding(fit.pixels);
    g.scale = fit.pixels / static_cast<double>(kNodePixels);
    g.linkWidth = 4 * g.scale;
    g.arrowWidth = 7 * g.scale;
    return true;
}

// n = 5, 6 where the whole s_i cannot fit, and below: one box size for all nodes, s_i cut
// short where it must be (the legend says so), else addresses, else dots.
void HypercubeView::Private::layOutShortened(Geometry& g) const
{
    const double scale = presentation ? 1.5 : 1.0;
    const int pixels = static_cast<int>(std::lround(kNodePixels * scale));
    const Fonts f = fontsAt(pixels);
    g.fonts.address = f.address;
    g.fonts.value = f.value;
    g.fonts.edge = f.edge;
    g.scale = scale;
    const QFontMetricsF addressMetrics(f.address), valueMetrics(f.value);
    const NodeId p = trace->nodeCount();
    g.padding = std::round(6 * scale);

    // Node sizes. The layout is stretched into the plot minus half a node on each side.
    const double addressWidth =
        addressMetrics.horizontalAdvance(QString(std::max(dimension, 1), QLatin1Char('0'))) + 2 * g.padding;
    const double lineGap = std::round(2 * scale);
    const double fullHeight = 2 * g.padding + addressMetrics.height() + lineGap + valueMetrics.height();
    const double addressHeight = 2 * g.padding + addressMetrics.height();
    const bool values = dimension > kMaxStageDimension && dimension <= kMaxFullDimension;
    // The widest s_i of the trace, from its width at the reference size.
    double widest = 0;
    if (values)
        for (double w : textsForStage().widths.front())
            widest = std::max(widest, w * pixels / StageFit::kReferencePixels);
    const double wanted = std::max(addressWidth, widest + 2 * g.padding);
    const double halfWidth = std::min(wanted, g.plot.width() * 0.32) / 2;
    const double halfHeight = (values ? fullHeight : addressHeight) / 2;
    g.centres = NodeBoxes::place(unit, {QSizeF(2 * halfWidth, 2 * halfHeight)}, g.plot, zoom);

    // Leave room between boxes for the links to show.
    const double gap = std::round(36 * scale);
    const double minValueWidth = valueMetrics.horizontalAdvance(QStringLiteral("(a₀+a₄)…")) + 2 * g.padding;
    const double fullFree = values ? std::min(NodeBoxes::freeWidth(g.centres, fullHeight, gap),
                                              NodeBoxes::linkFreeWidth(g.centres, drawnLinks, fullHeight, gap / 4))
                                   : 0;
    QSizeF box;
    if (fullFree >= std::max(addressWidth, minValueWidth)) {
        g.detail = Detail::Full;
        box = QSizeF(std::max(addressWidth, std::min({fullFree, wanted, 2 * halfWidth * zoom})), fullHeight);
        g.linkWidth = 4 * scale;
        g.arrowWidth = 7 * scale;
        // A long s_i may take two lines where the height allows, rather than lose its end.
        const double twoHeight = fullHeight + valueMetrics.lineSpacing();
        if (box.width() < wanted) {
            const double twoFree = std::min(NodeBoxes::freeWidth(g.centres, twoHeight, gap),
                                            NodeBoxes::linkFreeWidth(g.centres, drawnLinks, twoHeight, gap / 4));
            const double twoWidth =
                std::min({twoFree, 2 * halfWidth * zoom, std::max(addressWidth, wanted * 0.6 + 2 * g.padding)});
            if (twoWidth >= addressWidth && 2 * twoWidth > 1.25 * box.width()) {
                box = QSizeF(twoWidth, twoHeight);
                g.maxValueLines = 2;
            }
        }
        g.hint = widest > g.maxValueLines * (box.width() - 2 * g.padding) ? Hint::Shortened : Hint::None;
    } else if (NodeBoxes::freeWidth(g.centres, addressHeight, gap / 2) >= addressWidth) {
        g.detail = Detail::Address;
        box = QSizeF(addressWidth, addressHeight);
        g.linkWidth = 3 * scale;
        g.arrowWidth = 5 * scale;
    } else {
        g.detail = Detail::Dots;
        g.dotRadius = std::clamp(minDistance(g.centres) / 3, 1.0, 6.0 * scale);
        // Width 1 would take QPainter's slow cosmetic path; 1.2 takes the fast one.
        g.linkWidth = p >= 512 ? 1.2 : 1.5 * scale;
        g.arrowWidth = p >= 512 ? 1.6 : 2.5 * scale;
    }
    g.boxes.assign(p, box);
    if (g.detail != Detail::Full && p > 1)
        g.hint = dimension <= kMaxStageDimension ? Hint::NoRoom : Hint::PointAt;
}

void HypercubeView::Private::layOutTreeEdges(Geometry& g) const
{
    const NodeId p = trace->nodeCount();
    g.edges.assign(p, QLineF());
    std::vector<std::vector<NodeId>> children(p);
    for (const NodeBoxes::Link& l : drawnLinks) // (child, parent)
        children[l.second].push_back(l.first);
    const bool dots = g.detail == Detail::Dots;
    for (NodeId parent = 0; parent < p; ++parent) {
        auto& kids = children[parent];
        std::sort(kids.begin(), kids.end(), [&](NodeId a, NodeId b) { return g.centres[a].x() < g.centres[b].x(); });
        const QSizeF box = dots ? QSizeF() : g.box(parent);
        const QPointF c = g.centres[parent];
        for (std::size_t i = 0; i < kids.size(); ++i) {
            const NodeId kid = kids[i];
            const double along = static_cast<double>(i + 1) / static_cast<double>(kids.size() + 1);
            const QPointF from = dots ? c : QPointF(c.x() - box.width() / 2 + box.width() * along, c.y() + box.height() / 2);
            const QPointF to = dots ? g.centres[kid]
                                    : QPointF(g.centres[kid].x(), g.centres[kid].y() - g.box(kid).height() / 2);
            g.edges[kid] = QLineF(from, to);
        }
    }
}

const HypercubeView::Private::Geometry& HypercubeView::Private::geometryFor(const QRectF& target) const
{
    Geometry& g = geometry;
    if (g.target == target && g.zoom == zoom && g.presentation == presentation && g.serial == serial)
        return g;
    g = Geometry{};
    g.target = target;
    g.zoom = zoom;
    g.presentation = presentation;
    g.serial = serial;
    g.stamp = ++geometryBuilds;
    if (!trace || tooLarge())
        return g;
    const NodeId p = trace->nodeCount();

    // The legend stands at the left; in a tall, narrow view where that leaves the nodes too
    // little room for their s_i, or the legend's own rows too little for its type, it goes
    // below the nodes if that gives them larger type (or the same type and a larger legend).
    const int beside = arrange(g, false);
    if (dimension <= kMaxStageDimension && target.height() > 0.9 * target.width() &&
        (beside == 0 || beside < g.legend.font.pixelSize() || g.legend.font.pixelSize() < legendPixels())) {
        Geometry below = g;
        const int under = arrange(below, true);
        if (under > beside || (under == beside && below.legend.font.pixelSize() > g.legend.font.pixelSize()))
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
    const bool fog = g.detail == Detail::Dots && p >= 256 && layout != LayoutMode::Tree;
    if (layout == LayoutMode::Tree)
        layOutTreeEdges(g);
    g.links.assign(static_cast<std::size_t>(dimension), {});
    for (const NodeBoxes::Link& l : drawnLinks) {
        const int link = std::countr_zero(l.first ^ l.second) + 1;
        if (fog && (layout == LayoutMode::Weight || link > 3))
            continue;
        g.links[static_cast<std::size_t>(link - 1)].push_back(
            g.edges.empty() ? QLineF(g.centres[l.first], g.centres[l.second]) : g.edges[l.first]);
    }
    return g;
}

void HypercubeView::Private::paint(QPainter& painter, const QRectF& target, bool withTokens) const
{
    painter.save();
    painter.setClipRect(target);
    painter.fillRect(target, theme.background);
    if (blanked || !trace || tooLarge()) {
        if (!blanked)
            paintMessage(painter, target);
        painter.restore();
        return;
    }
    const Geometry& g = geometryFor(target);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.save();
    painter.setClipRect(g.legend.strip ? target.adjusted(0, 0, 0, -g.legend.rect.height())
                                       : target.adjusted(g.legend.rect.width(), 0, 0, 0));
    painter.translate(pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasLines);
    paintLinks(painter, g);
    paintMessages(painter, g);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    paintEdgeSteps(painter, g);
    paintNodes(painter, g);
    if (withTokens && animating && step >= 1)
        paintTokens(painter, g);
    painter.restore();
    legendOf().paint(painter, g.legend, step, g.detail == Detail::Dots, g.hint, theme, g.arrowWidth);
    painter.restore();
}

void HypercubeView::Private::paintLayered(QPainter& painter, const QRectF& target) const
{
    const qreal ratio = q->devicePixelRatioF();
    const QSize pixels = (target.size() * ratio).toSize();
    if (layer.size() != pixels || layerStamp != sceneStamp) {
        layer = QPixmap(pixels);
        layer.setDevicePixelRatio(ratio);
        QPainter layerPainter(&layer);
        paint(layerPainter, QRectF(QPointF(0, 0), target.size()), false);
        layerStamp = sceneStamp;
    }
    painter.drawPixmap(target.topLeft(), layer);
    const Geometry& g = geometryFor(target);
    painter.save();
    painter.setClipRect(g.legend.strip ? target.adjusted(0, 0, 0, -g.legend.rect.height())
                                       : target.adjusted(g.legend.rect.width(), 0, 0, 0));
    painter.translate(pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    paintTokens(painter, g);
    painter.restore();
}

void HypercubeView::Private::paintMessage(QPainter& painter, const QRectF& target) const
{
    const QFont font = messageFont();
    QString text;
    if (!trace) {
        text = HypercubeView::tr("No scenario loaded.");
    } else {
        const std::uint64_t nodes = trace->nodeCount();
        text = HypercubeView::tr("The hypercube view draws cubes of up to %1 dimensions (%2 nodes).\n"
                  "This cube has %3 dimensions and %4 nodes: so many nodes and links no longer "
                  "make a picture anyone can read, so the view stops here. The engine runs it "
                  "in full — the table and the charts show every step.")
                   .arg(kMaxDimension)
                   .arg(QLocale().toString(1 << kMaxDimension))
                   .arg(dimension)
                   .arg(QLocale().toString(static_cast<qulonglong>(nodes)));
    }
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.setFont(font);
    painter.setPen(trace ? theme.text : theme.mutedText);
    const double width = std::min(target.width() - 40, 64.0 * QFontMetricsF(font).averageCharWidth());
    QRectF box(0, 0, width, target.height() - 40);
    box.moveCenter(target.center());
    painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, text);
}

void HypercubeView::Private::paintLinks(QPainter& painter, const Geometry& g) const
{
    // The links not used in the current step recede a little at large sizes, so that the
    // highlighted messages stand out; the colour stays recognisable.
    const double fade = g.detail == Detail::Dots ? 0.55 : 0.0;
    const bool casing = theme.linkCasing.isValid() && g.detail != Detail::Dots;
    for (int link = 1; link <= dimension; ++link) {
        const auto& lines = g.links[static_cast<std::size_t>(link - 1)];
        if (lines.empty())
            continue;
        if (casing) {
            painter.setPen(QPen(NodeMarks::casingColour(theme, link), g.linkWidth + 2, Qt::SolidLine, Qt::FlatCap));
            painter.drawLines(lines.data(), static_cast<int>(lines.size()));
        }
        const double width = theme.linkDashed(link) ? g.linkWidth + 1.6 : g.linkWidth;
        NodeMarks::drawLinkLines(painter, theme, lines, link, Theme::blend(theme.linkColor(link), theme.background, fade), width);
    }
}

void HypercubeView::Private::paintEdgeSteps(QPainter& painter, const Geometry& g) const
{
    // The tree as the lecture draws it: beside each edge the step that uses it and its link
    // ("a) link 3"), on a plate edged in the link's colour, where along the edge it covers
    // no node and no other plate.
    if (edgeSteps.empty() || g.edges.empty() || g.detail == Detail::Dots || dimension > kMaxEdgeLabelDimension)
        return;
    const QFontMetricsF fm(g.fonts.edge);
    painter.setFont(g.fonts.edge);
    std::vector<QRectF> taken;
    for (NodeId node = 0; node < g.centres.size(); ++node) {
        QRectF box(QPointF(), g.box(node));
        box.moveCenter(g.centres[node]);
        taken.push_back(box);
    }
    for (NodeId child = 0; child < edgeSteps.size(); ++child) {
        if (edgeSteps[child].isEmpty() || g.edges[child].isNull())
            continue;
        const int link = std::countr_zero(child ^ CubeLayout::treeParent(child, dimension, treeOrder, root)) + 1;
        const QString text = HypercubeView::tr("%1 link %2").arg(edgeSteps[child]).arg(link);
        QRectF plate(0, 0, fm.horizontalAdvance(text) + fm.height() * 0.8, fm.height() * 1.2);
        auto covers = [&](const QRectF& r) {
            return std::any_of(taken.begin(), taken.end(),
                               [&](const QRectF& t) { return t.intersects(r.adjusted(-2, -2, 2, 2)); });
        };
        for (double t : {0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8}) {
            plate.moveCenter(g.edges[child].pointAt(t));
            if (!covers(plate))
                break;
        }
        if (covers(plate))
            plate.moveCenter(g.edges[child].pointAt(0.5));
        taken.push_back(plate);
        painter.setPen(QPen(theme.linkColor(link), 2 * g.scale));
        painter.setBrush(theme.background);
        painter.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
        painter.setPen(theme.text);
        painter.drawText(plate, Qt::AlignCenter, text);
    }
}

const HypercubeView::Private::StepShapes& HypercubeView::Private::stepShapesFor(const Geometry& g) const
{
    StepShapes& shapes = stepShapes;
    if (shapes.step == step && shapes.geometryStamp == g.stamp)
        return shapes;
    shapes = StepShapes{};
    shapes.step = step;
    shapes.geometryStamp = g.stamp;
    const auto& steps = trace->steps();
    if (steps.empty())
        return shapes;
    const bool preview = step == 0;
    const Step& s = steps[static_cast<std::size_t>(preview ? 0 : step - 1)];
    const auto messages = trace->messages(s);
    const bool round = g.detail == Detail::Dots;
    auto half = [&](NodeId node) {
        return round ? QSizeF(g.dotRadius + 1, g.dotRadius + 1) : g.box(node) / 2 + QSizeF(2, 2);
    };
    const bool heads = g.detail != Detail::Dots;
    const double headSize = g.arrowWidth * 2.8;
    const double width = messageWidth(g);
    shapes.links = s.links;
    for (int link : s.links) {
        std::vector<QLineF> solid, drawn;
        QPainterPath headPath;
        for (const Message& m : messages) {
            if (m.link != link)
                continue;
            const QPointF a = g.centres[m.from], b = g.centres[m.to];
            const QLineF edge = treeEdgeOf(g, m);
            const QPointF start = edge.isNull() || round ? boxExit(a, b, half(m.from), round) : edge.p1();
            QPointF end = edge.isNull() || round ? boxExit(b, a, half(m.to), round) : edge.p2();
            if (heads) {
                headPath.addPolygon(arrowHead(end, start, headSize));
                headPath.closeSubpath();
                const QPointF d = end - start;
                const double length = std::hypot(d.x(), d.y());
                if (length > headSize)
                    end -= d * (headSize * 0.8 / length);
            }
            // An exchange sends both ways along the same line: one line, two arrowheads.
            if (s.phase == Phase::Exchange && m.from > m.to)
                continue;
            solid.emplace_back(start, end);
            appendLine(drawn, QLineF(start, end), preview && messages.size() <= 128, width);
        }
        shapes.lines.push_back(std::move(solid));
        shapes.lines.push_back(std::move(drawn));
        shapes.heads.push_back(std::move(headPath));
    }
    return shapes;
}

void HypercubeView::Private::paintMessages(QPainter& painter, const Geometry& g) const
{
    // At step 0 the first step is previewed faintly, dashed; afterwards the current step is
    // drawn strongly, with arrowheads at the receivers.
    const StepShapes& shapes = stepShapesFor(g);
    const bool preview = step == 0;
    const double width = messageWidth(g);
    for (std::size_t i = 0; i < shapes.links.size(); ++i) {
        const int link = shapes.links[i];
        const auto& solid = shapes.lines[2 * i];
        const auto& drawn = shapes.lines[2 * i + 1];
        const QColor colour = preview ? Theme::blend(theme.linkColor(link), theme.background, 0.45)
                                      : theme.linkColor(link);
        if (!preview && g.detail != Detail::Dots) {
            // A halo in the background colour separates the step's messages from the links.
            // (Not at dot size: there the links have faded already, and the halo of
            // hundreds of messages would cost milliseconds.)
            painter.setPen(QPen(theme.background, width + 4, Qt::SolidLine, Qt::FlatCap));
            painter.drawLines(solid.data(), static_cast<int>(solid.size()));
            if (theme.linkCasing.isValid() && g.detail != Detail::Dots) {
                painter.setPen(QPen(NodeMarks::casingColour(theme, link), width + 2, Qt::SolidLine, Qt::FlatCap));
                painter.drawLines(drawn.data(), static_cast<int>(drawn.size()));
            }
        }
        NodeMarks::drawLinkLines(painter, theme, drawn, link, colour, theme.linkDashed(link) ? width + 1.6 : width);
        if (!shapes.heads[i].isEmpty()) {
            const bool cased = !preview && theme.linkCasing.isValid();
            painter.setPen(cased ? QPen(NodeMarks::casingColour(theme, link), 1.5) : QPen(Qt::NoPen));
            painter.setBrush(colour);
            painter.drawPath(shapes.heads[i]);
        }
    }
}

void HypercubeView::Private::paintNodes(QPainter& painter, const Geometry& g) const
{
    const NodeId p = trace->nodeCount();
    const double scale = g.scale;
    // During an animation the receivers are marked already, but show their old s_i until the
    // tokens arrive.
    if (g.detail == Detail::Dots) {
        // One drawPoints call per kind of node: round caps make the dots.
        std::vector<QPointF> plain, senders, receivers, done, roots, selectedRing;
        for (NodeId node = 0; node < p; ++node) {
            const QPointF c = g.centres[node];
            if (hasRoot && node == root)
                roots.push_back(c);
            if (selected && *selected == node)
                selectedRing.push_back(c);
            const int role = node < roles.size() ? roles[node] : kNoRole;
            if (role & kReceives)
                receivers.push_back(c);
            else if (role & kSends)
                senders.push_back(c);
            else if (isDone(node, step))
                done.push_back(c);
            else
                plain.push_back(c);
        }
        const double r = g.dotRadius;
        auto dots = [&](const std::vector<QPointF>& points, const QColor& colour, double radius) {
            drawDots(painter, points, colour, colour, radius, 0);
        };
        dots(selectedRing, theme.highlight, r + 4);
        dots(roots, theme.root, r + 3);
        dots(roots, theme.background, r + 1);
        dots(plain, theme.outline, r);
        dots(done, theme.doneOutline, r);
        dots(senders, theme.sender, r);
        dots(receivers, theme.receiver, r);
        return;
    }

    const Labels& values = labelsFor(g);
    const QFontMetricsF addressMetrics(g.fonts.address), valueMetrics(g.fonts.value);
    for (NodeId node = 0; node < p; ++node) {
        const QPointF c = g.centres[node];
        const QSizeF size = g.box(node);
        const int role = node < roles.size() ? roles[node] : kNoRole;
        const bool done = isDone(node, step) && role == kNoRole;
        if (selected && *selected == node) {
            painter.setPen(QPen(theme.highlight, 3 * scale));
            painter.setBrush(Qt::NoBrush);
            QRectF ring(QPointF(), size + QSizeF(12 * scale, 12 * scale));
            ring.moveCenter(c);
            painter.drawRoundedRect(ring, 9 * scale, 9 * scale);
        }
        NodeMarks::paintBox(painter, theme, c, size, role, done, scale);
        QRectF box(QPointF(), size);
        box.moveCenter(c);
        const QRectF text = box.adjusted(g.padding, g.padding, -g.padding, -g.padding);
        painter.setPen(done ? theme.mutedText : theme.text);
        painter.setFont(g.fonts.address);
        const QString address = QString::fromStdString(trace->cube().address(node));
        const QStringList& lines = values.lines[node];
        if (g.detail == Detail::Full && !lines.isEmpty()) {
            painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, address);
            painter.setFont(g.fonts.value);
            // One line at a time, each centred, the block in the middle of the room below
            // the address (an SVG then holds each line as one text).
            const double below = text.top() + addressMetrics.height() + StageFit::lineGap(g.fonts.value.pixelSize());
            const double block = valueMetrics.height() + (lines.size() - 1) * valueMetrics.lineSpacing();
            double y = below + std::max(0.0, (text.bottom() - below - block) / 2);
            for (const QString& line : lines) {
                painter.drawText(QRectF(text.left(), y, text.width(), valueMetrics.height()),
                                 Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextDontClip, line);
                y += valueMetrics.lineSpacing();
            }
        } else {
            painter.drawText(text, Qt::AlignCenter, address);
        }
        if (hasRoot && node == root) {
            // The root's badge: a diamond on the left edge of the box.
            painter.setPen(QPen(theme.text, 1.5 * scale));
            painter.setBrush(theme.root);
            painter.drawPolygon(NodeMarks::diamond(QPointF(box.left(), box.top()), 10 * scale));
        }
    }
}

void HypercubeView::Private::paintTokens(QPainter& painter, const Geometry& g) const
{
    const Step& s = trace->steps()[static_cast<std::size_t>(step - 1)];
    const auto messages = trace->messages(s);
    // Ease in and out: the tokens leave and arrive gently, which the eye follows better.
    const double t = progress * progress * (3 - 2 * progress);
    const double scale = g.scale;
    const bool withLabels = g.detail == Detail::Full && g.wholeValues && dimension <= kMaxTokenLabelDimension;
    if (withLabels) {
        const auto& texts = tokenLabelsFor(g);
        const QFontMetricsF fm(g.fonts.value);
        painter.setFont(g.fonts.value);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            const QLineF edge = treeEdgeOf(g, m);
            const QPointF at = edge.isNull() ? g.centres[m.from] + (g.centres[m.to] - g.centres[m.from]) * t
                                             : edge.pointAt(t);
            const QStringList& lines = texts[i];
            const double block = fm.height() + (lines.size() - 1) * fm.lineSpacing();
            QRectF pill(0, 0, ExpressionLines::width(lines, fm) + 2 * g.padding + fm.height() * 0.5, block + g.padding);
            pill.moveCenter(at);
            const double radius = std::min(pill.height(), fm.height() + g.padding) / 2;
            painter.setPen(QPen(theme.text, 2 * scale));
            painter.setBrush(theme.linkColor(m.link));
            painter.drawRoundedRect(pill, radius, radius);
            // The text stands on the link colour: black or white, whichever reads better.
            const QColor c = theme.linkColor(m.link);
            const double luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
            painter.setPen(luminance > 0.4 ? QColor(Qt::black) : QColor(Qt::white));
            double y = pill.center().y() - block / 2;
            for (const QString& line : lines) {
                painter.drawText(QRectF(pill.left(), y, pill.width(), fm.height()), Qt::AlignCenter, line);
                y += fm.lineSpacing();
            }
        }
        return;
    }
    const double radius = g.detail == Detail::Dots ? std::max(g.dotRadius + 0.5, 2.5) : 9 * scale;
    const double ring = g.detail == Detail::Dots ? 1.0 : 2 * scale;
    std::vector<QPointF> points;
    for (int link : s.links) {
        points.clear();
        for (const Message& m : messages)
            if (m.link == link)
                points.push_back(g.centres[m.from] + (g.centres[m.to] - g.centres[m.from]) * t);
        drawDots(painter, points, theme.linkColor(link), theme.text, radius, ring);
    }
}

void HypercubeView::Private::drawDots(QPainter& painter, const std::vector<QPointF>& points, const QColor& fill,
                                      const QColor& ring, double radius, double ringWidth) const
{
    if (points.empty())
        return;
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster) {
        // On screen and in a PNG, one pre-rendered antialiased dot copied to each place is
        // about ten times faster than as many ellipses; SVG gets true ellipses below.
        const qreal ratio = painter.device()->devicePixelRatioF();
        const QString key = QStringLiteral("%1/%2/%3/%4/%5")
                                .arg(fill.rgba())
                                .arg(ring.rgba())
                                .arg(radius)
                                .arg(ringWidth)
                                .arg(ratio);
        auto it = sprites.find(key);
        if (it == sprites.end()) {
            if (sprites.size() > 64)
                sprites.clear();
            const double size = std::ceil(2 * radius + 2);
            QPixmap sprite(QSize(static_cast<int>(size * ratio), static_cast<int>(size * ratio)));
            sprite.setDevicePixelRatio(ratio);
            sprite.fill(Qt::transparent);
            QPainter p(&sprite);
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(ringWidth > 0 ? QPen(ring, ringWidth) : QPen(Qt::NoPen));
            p.setBrush(fill);
            p.drawEllipse(QPointF(size / 2, size / 2), radius - ringWidth / 2, radius - ringWidth / 2);
            p.end();
            it = sprites.emplace(key, sprite).first;
        }
        const QPixmap& sprite = it->second;
        const double half = std::ceil(2 * radius + 2) / 2;
        for (const QPointF& c : points)
            painter.drawPixmap(QPointF(std::round(c.x() - half), std::round(c.y() - half)), sprite);
        return;
    }
    painter.setPen(ringWidth > 0 ? QPen(ring, ringWidth) : QPen(Qt::NoPen));
    painter.setBrush(fill);
    for (const QPointF& c : points)
        painter.drawEllipse(c, radius - ringWidth / 2, radius - ringWidth / 2);
}

std::optional<NodeId> HypercubeView::Private::nodeAt(QPointF widgetPos) const
{
    if (!trace || tooLarge() || blanked)
        return std::nullopt;
    const Geometry& g = geometryFor(QRectF(q->rect()));
    if (g.legend.rect.contains(widgetPos))
        return std::nullopt;
    const QPointF pos = widgetPos - pan;
    std::optional<NodeId> best;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (NodeId node = 0; node < g.centres.size(); ++node) {
        const QPointF d = pos - g.centres[node];
        bool hit;
        if (g.detail == Detail::Dots)
            hit = std::hypot(d.x(), d.y()) <= std::max(g.dotRadius + 2, 6.0);
        else
            hit = std::abs(d.x()) <= g.box(node).width() / 2 && std::abs(d.y()) <= g.box(node).height() / 2;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (hit && distance < bestDistance) {
            best = node;
            bestDistance = distance;
        }
    }
    return best;
}

QString HypercubeView::Private::tooltip(NodeId node) const
{
    const NodeValue value = trace->valueAt(node, static_cast<std::size_t>(displayedStep()));
    QString text = HypercubeView::tr("Node %1 (id %2)").arg(QString::fromStdString(trace->cube().address(node))).arg(node);
    QString s = QStringLiteral("s") + subscript(node) + QStringLiteral(" = ");
    if (!value.present) {
        text += QLatin1Char('\n') + s + HypercubeView::tr("nothing yet");
        return text;
    }
    if (trace->symbolic() && value.expr != kNoExpr) {
        QString expression = withSubscripts(trace->format(value.expr, ExprStyle::Lecture));
        if (expression.size() > kTooltipExpressionChars)
            expression = expression.left(kTooltipExpressionChars) + HypercubeView::tr("… (the table shows it whole)");
        text += QLatin1Char('\n') + s + expression;
        s = QStringLiteral("  = ");
    }
    text += QLatin1Char('\n') + s + formatValueList(value.elements, trace->elements(), kTooltipElements, kBriefValueDigits);
    if (hasRoot && node == root)
        text += QLatin1Char('\n') + HypercubeView::tr("the root");
    return text;
}

HypercubeView::HypercubeView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    d->animation = new QVariantAnimation(this);
    d->animation->setStartValue(0.0);
    d->animation->setEndValue(1.0);
    connect(d->animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        if (!d->animating)
            return;
        d->progress = value.toDouble();
        update(); // repaints coalesce: one paint per frame however often the value changes
    });
    connect(d->animation, &QVariantAnimation::finished, this, [this] {
        if (!d->animating)
            return;
        d->animating = false;
        d->progress = 1.0;
        d->changed();
        emit animationFinished();
    });
}

HypercubeView::~HypercubeView() = default;

void HypercubeView::setTrace(std::shared_ptr<const Trace> trace)
{
    d->animation->stop();
    d->animating = false;
    d->trace = std::move(trace);
    d->step = 0;
    d->selected.reset();
    d->analyseTrace();
    d->updateLayout();
    d->computeRoles();
    d->changed();
}

std::shared_ptr<const Trace> HypercubeView::trace() const { return d->trace; }

void HypercubeView::setStep(int step, bool animate)
{
    const int last = d->trace ? static_cast<int>(d->trace->stepCount()) : 0;
    step = std::clamp(step, 0, last);
    const bool wasNext = step == d->step + 1 && !d->animating;
    d->animation->stop();
    d->animating = false;
    d->progress = 1.0;
    d->step = step;
    d->computeRoles();
    if (animate && wasNext && step >= 1 && d->animationMs > 0 && !d->tooLarge()) {
        d->animating = true;
        d->progress = 0.0;
        d->animation->setDuration(d->animationMs);
        d->animation->start();
    }
    d->changed();
}

int HypercubeView::step() const { return d->step; }
void HypercubeView::setAnimationDuration(int milliseconds) { d->animationMs = std::max(0, milliseconds); }
bool HypercubeView::isAnimating() const { return d->animating; }

void HypercubeView::setLayoutMode(LayoutMode mode) { setChosenLayout(mode); }

void HypercubeView::setChosenLayout(std::optional<LayoutMode> mode)
{
    d->chosenLayout = mode;
    const LayoutMode before = d->layout;
    d->updateLayout();
    if (d->layout != before)
        d->changed();
}

std::optional<HypercubeView::LayoutMode> HypercubeView::chosenLayout() const { return d->chosenLayout; }
HypercubeView::LayoutMode HypercubeView::layoutMode() const { return d->layout; }
void HypercubeView::setTheme(const Theme& theme) { d->theme = theme; d->changed(); }
void HypercubeView::setPresentationMode(bool large)
{
    if (d->presentation == large)
        return;
    d->presentation = large;
    d->changed();
}
void HypercubeView::setBlanked(bool blanked) { d->blanked = blanked; d->changed(); }
void HypercubeView::setSelectedNode(std::optional<NodeId> node) { d->selected = node; d->changed(); }
std::optional<NodeId> HypercubeView::selectedNode() const { return d->selected; }
double HypercubeView::zoom() const { return d->zoom; }

void HypercubeView::setZoom(double factor)
{
    if (!std::isfinite(factor) || factor <= 0)
        return;
    factor = std::clamp(factor, kMinZoom, kMaxZoom);
    if (factor == d->zoom)
        return;
    d->zoom = factor;
    emit zoomChanged(factor);
    d->changed();
}

void HypercubeView::zoomIn() { setZoom(d->zoom * kZoomStep); }
void HypercubeView::zoomOut() { setZoom(d->zoom / kZoomStep); }

void HypercubeView::resetZoom()
{
    d->pan = QPointF();
    if (d->zoom == 1.0)
        d->changed();
    setZoom(1.0);
}

bool HypercubeView::exceedsMaxDimension() const { return d->tooLarge(); }

bool HypercubeView::isNodeDone(NodeId node) const { return d->isDone(node, d->step); }

QRectF HypercubeView::nodeRect(NodeId node, const QRectF& target) const
{
    if (!d->trace || d->tooLarge() || node >= d->trace->nodeCount())
        return {};
    const auto& g = d->geometryFor(target);
    QSizeF size = g.detail == Detail::Dots ? QSizeF(2 * g.dotRadius, 2 * g.dotRadius) : g.box(node);
    QRectF box(QPointF(), size);
    box.moveCenter(g.centres[node] + d->pan);
    return box;
}

std::vector<HypercubeView::NodeText> HypercubeView::nodeTexts(const QRectF& target) const
{
    std::vector<NodeText> out;
    if (!d->trace || d->tooLarge() || d->blanked)
        return out;
    d->finishAnimation = true;
    const auto& g = d->geometryFor(target);
    const auto& labels = d->labelsFor(g);
    for (NodeId node = 0; node < d->trace->nodeCount(); ++node) {
        NodeText text;
        if (g.detail != Detail::Dots)
            text.address = QString::fromStdString(d->trace->cube().address(node));
        text.lines = labels.lines[node];
        text.elided = labels.elided[node] != 0;
        out.push_back(std::move(text));
    }
    d->finishAnimation = false;
    return out;
}

QString HypercubeView::valueText(NodeId node) const
{
    if (!d->trace || d->tooLarge() || node >= d->trace->nodeCount())
        return {};
    return d->valueText(d->trace->valueAt(node, static_cast<std::size_t>(d->step)));
}

QString HypercubeView::legendHint(const QRectF& target) const
{
    if (!d->trace || d->tooLarge() || d->trace->nodeCount() < 2)
        return {};
    return ViewLegend::hintText(d->geometryFor(target).hint);
}

int HypercubeView::valuePixelSize(const QRectF& target) const
{
    if (!d->trace || d->tooLarge())
        return 0;
    const auto& g = d->geometryFor(target);
    return g.detail == Detail::Full ? g.fonts.value.pixelSize() : 0;
}

void HypercubeView::paintScene(QPainter& painter, const QRectF& target) const
{
    d->finishAnimation = true;
    d->paint(painter, target, false);
    d->finishAnimation = false;
}

QSize HypercubeView::minimumSizeHint() const { return {320, 240}; }
QSize HypercubeView::sizeHint() const { return {900, 640}; }

void HypercubeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (d->animating && d->step >= 1 && d->trace && !d->tooLarge() && !d->blanked)
        d->paintLayered(painter, QRectF(rect()));
    else
        d->paint(painter, QRectF(rect()), true);
}

void HypercubeView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    d->pressed = true;
    d->dragging = false;
    d->pressPos = event->position().toPoint();
    d->pressPan = d->pan;
}

void HypercubeView::mouseMoveEvent(QMouseEvent* event)
{
    if (!d->pressed) {
        QWidget::mouseMoveEvent(event);
        return;
    }
    const QPoint delta = event->position().toPoint() - d->pressPos;
    if (!d->dragging && delta.manhattanLength() >= QApplication::startDragDistance()) {
        d->dragging = true;
        setCursor(Qt::ClosedHandCursor);
    }
    if (d->dragging) {
        d->pan = d->pressPan + QPointF(delta);
        d->changed();
    }
}

void HypercubeView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !d->pressed) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    d->pressed = false;
    if (d->dragging) {
        d->dragging = false;
        unsetCursor();
        return;
    }
    if (const auto node = d->nodeAt(event->position())) {
        d->selected = *node;
        d->changed();
        emit nodeClicked(*node);
    }
}

void HypercubeView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        event->ignore();
        return;
    }
    // Zoom about the point under the cursor: it stays where it is.
    const double before = d->zoom;
    setZoom(before * std::pow(kZoomStep, delta / 120.0));
    const double ratio = d->zoom / before;
    if (ratio != 1.0 && d->trace && !d->tooLarge()) {
        const QPointF centre = d->geometryFor(QRectF(rect())).plot.center();
        const QPointF cursor = event->position();
        d->pan = cursor - centre - (cursor - centre - d->pan) * ratio;
        d->changed();
    }
    event->accept();
}

bool HypercubeView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto node = d->nodeAt(help->pos())) {
            QToolTip::showText(help->globalPos(), d->tooltip(*node), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace cubelab::gui
