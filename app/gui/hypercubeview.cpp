#include "hypercubeview.h"

#include "cubelayout.h"

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
constexpr int kNoRole = 0;
constexpr int kSends = 1;
constexpr int kReceives = 2;

constexpr double kMinZoom = 0.25;
constexpr double kMaxZoom = 16.0;
constexpr double kZoomStep = 1.25;
constexpr int kMaxFullDimension = 6;     // s_i on the nodes up to 64 nodes
constexpr int kMaxTokenLabelDimension = 4; // travelling tokens carry their value up to 16 nodes
constexpr int kTooltipExpressionChars = 600;

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

QString formatNumber(double value)
{
    return QLocale().toString(value, 'g', 6);
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

// Where to break an expression onto two lines: after the operator outside all brackets that
// stands nearest the middle (the lecture's s_0 = [...]+[...] breaks between its halves).
qsizetype wrapPosition(const QString& text)
{
    qsizetype best = text.size() / 2;
    qsizetype bestDistance = text.size();
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}'))
            --depth;
        else if (depth == 0 && (c == QLatin1Char('+') || c == QLatin1Char('*') || c == QLatin1Char(',')) &&
                 std::abs(i + 1 - text.size() / 2) < bestDistance) {
            best = i + 1;
            bestDistance = std::abs(i + 1 - text.size() / 2);
        }
    }
    return best;
}

QPolygonF diamond(QPointF centre, double r)
{
    return QPolygonF({centre + QPointF(0, -r), centre + QPointF(r, 0), centre + QPointF(0, r),
                      centre + QPointF(-r, 0)});
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
    std::uint64_t serial = 0;   // counts changes of trace and layout, for the caches

    // Derived from the step (setStep).
    std::vector<std::uint8_t> roles;

    struct Fonts
    {
        QFont address, value, legend, legendTitle, message;
    };

    // Everything that depends on the target size, zoom and layout but not on the step:
    // computed once, not in every frame.
    struct Geometry
    {
        QRectF target;
        double zoom = 0;
        bool presentation = false;
        std::uint64_t serial = ~std::uint64_t{0};

        Detail detail = Detail::Dots;
        QSizeF box;          // Full and Address
        double dotRadius = 3;
        double linkWidth = 1;
        double arrowWidth = 2;
        double padding = 4;
        int valueLines = 1; // Full: s_i on one line or wrapped onto two
        bool antialiasLines = true; // QPainter's antialiased lines cost ~40 µs each: few only
        bool antialiasNodes = true;
        std::uint64_t stamp = 0;    // counts rebuilds, for the step cache
        QRectF legend;
        QRectF plot;
        std::vector<QPointF> centres;
        std::vector<std::vector<QLineF>> links; // by link number - 1
    };
    mutable Geometry geometry;
    mutable std::uint64_t geometryBuilds = 0;

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

    // Node labels of one displayed state, elided to the box.
    struct Labels
    {
        int step = -1;
        std::uint64_t serial = ~std::uint64_t{0}; // the geometry's stamp
        double width = -1;
        std::vector<QString> values;
    };
    mutable Labels labels;
    mutable QString tokenLabelsKey;
    mutable std::vector<QString> tokenLabels;
    // The widest s_i of the initial and final states, for the box width (per trace and font).
    mutable double naturalValueWidth = -1;
    mutable bool naturalPresentation = false;

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

    Fonts fonts() const
    {
        Fonts f;
        const double scale = presentation ? 1.5 : 1.0;
        f.address = QApplication::font();
        f.address.setPixelSize(static_cast<int>(std::lround(17 * scale)));
        f.address.setBold(true);
        f.value = f.address;
        f.value.setBold(false);
        f.legend = f.value;
        f.legend.setPixelSize(static_cast<int>(std::lround(15 * scale)));
        f.legendTitle = f.legend;
        f.legendTitle.setBold(true);
        f.legendTitle.setPixelSize(static_cast<int>(std::lround(17 * scale)));
        f.message = f.value;
        f.message.setPixelSize(static_cast<int>(std::lround(20 * scale)));
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
        naturalValueWidth = -1;
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

    void computeUnitLayout()
    {
        ++serial;
        unit.clear();
        if (!trace || tooLarge())
            return;
        const auto mode = layout == LayoutMode::Tree     ? CubeLayout::Mode::Tree
                          : layout == LayoutMode::Weight ? CubeLayout::Mode::Weight
                                                         : CubeLayout::Mode::Cube;
        unit = CubeLayout::positions(dimension, mode, treeOrder, root);
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

    QString valueText(const NodeValue& value) const
    {
        if (!value.present)
            return QStringLiteral("—");
        if (trace->symbolic() && value.expr != kNoExpr)
            return withSubscripts(trace->format(value.expr, ExprStyle::Lecture));
        if (value.elements.empty())
            return QStringLiteral("—");
        QString text = formatNumber(value.elements.front());
        if (trace->elements() > 1)
            text += QStringLiteral(" …");
        return text;
    }

    double naturalWidth(const QFont& valueFont) const
    {
        if (naturalValueWidth >= 0 && naturalPresentation == presentation)
            return naturalValueWidth;
        const QFontMetricsF fm(valueFont);
        double widest = 0;
        if (dimension <= kMaxFullDimension)
            for (NodeId node = 0; node < trace->nodeCount(); ++node)
                for (std::size_t k : {std::size_t{0}, trace->stepCount()})
                    widest = std::max(widest, fm.horizontalAdvance(valueText(trace->valueAt(node, k))));
        naturalValueWidth = widest;
        naturalPresentation = presentation;
        return widest;
    }

    // The widest box that fits: for every two nodes closer than height + gap vertically,
    // their horizontal distance minus the gap. Quadratic, but only when the size, zoom or
    // layout changes, and p ≤ 1,024.
    static double freeWidth(const std::vector<QPointF>& c, double height, double gap)
    {
        // Boxes above one another need less room between them than side by side, where
        // the links have to show.
        const double gapY = gap / 3;
        double width = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < c.size(); ++i)
            for (std::size_t j = i + 1; j < c.size(); ++j)
                if (std::abs(c[i].y() - c[j].y()) < height + gapY)
                    width = std::min(width, std::abs(c[i].x() - c[j].x()) - gap);
        return width;
    }

    // The widest box that no link of another node crosses: for each node and each link that
    // passes it, the link clipped to the box's height must stay margin away from the box.
    double linkFreeWidth(const std::vector<QPointF>& c, double height, double margin) const
    {
        double width = std::numeric_limits<double>::infinity();
        forEachDrawnLink([&](NodeId a, NodeId b, int) {
            const QPointF pa = c[a], pb = c[b];
            for (NodeId node = 0; node < c.size(); ++node) {
                if (node == a || node == b)
                    continue;
                const double top = c[node].y() - height / 2 - margin, bottom = c[node].y() + height / 2 + margin;
                double t0 = 0, t1 = 1;
                const double dy = pb.y() - pa.y();
                if (std::abs(dy) < 1e-9) {
                    if (pa.y() < top || pa.y() > bottom)
                        continue;
                } else {
                    double ta = (top - pa.y()) / dy, tb = (bottom - pa.y()) / dy;
                    if (ta > tb)
                        std::swap(ta, tb);
                    t0 = std::max(t0, ta);
                    t1 = std::min(t1, tb);
                    if (t0 > t1)
                        continue;
                }
                const double x0 = pa.x() + (pb.x() - pa.x()) * t0, x1 = pa.x() + (pb.x() - pa.x()) * t1;
                const double cx = c[node].x();
                const double distance = (cx >= std::min(x0, x1) && cx <= std::max(x0, x1))
                                            ? 0
                                            : std::min(std::abs(x0 - cx), std::abs(x1 - cx));
                width = std::min(width, 2 * (distance - margin));
            }
        });
        return width;
    }

    // Calls f(a, b, link) for every link the layout draws: the cube's links, or the tree's
    // edges in the tree layout.
    template<typename F>
    void forEachDrawnLink(F f) const
    {
        const NodeId p = trace->nodeCount();
        for (NodeId node = 0; node < p; ++node) {
            if (layout == LayoutMode::Tree) {
                const NodeId parent = CubeLayout::treeParent(node, dimension, treeOrder, root);
                if (parent != node)
                    f(node, parent, std::countr_zero(node ^ parent) + 1);
                continue;
            }
            for (int link = 1; link <= dimension; ++link) {
                const NodeId other = Hypercube::partner(node, link);
                if (other > node)
                    f(node, other, link);
            }
        }
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

    struct LegendRow
    {
        enum Kind { Title, Text, Link, Sender, Receiver, Both, Root, Done, Hint } kind;
        QString text;
        int link = 0;
    };

    std::vector<LegendRow> legendRows(Detail detail) const
    {
        std::vector<LegendRow> rows;
        const auto& steps = trace->steps();
        auto linkList = [](const std::vector<int>& links) {
            QStringList parts;
            for (int l : links)
                parts << QString::number(l);
            return parts.join(QStringLiteral(", "));
        };
        auto phaseName = [](Phase phase) {
            switch (phase) {
            case Phase::Broadcast:
                return HypercubeView::tr("broadcast");
            case Phase::Exchange:
                return HypercubeView::tr("exchange");
            case Phase::Reduce:
                break;
            }
            return HypercubeView::tr("reduce");
        };
        if (step == 0) {
            rows.push_back({LegendRow::Title, HypercubeView::tr("Start"), 0});
            if (!steps.empty())
                rows.push_back({LegendRow::Text,
                                HypercubeView::tr("next: step %1), link %2")
                                    .arg(QString::fromStdString(steps.front().label),
                                         linkList(steps.front().links)),
                                0});
        } else {
            const Step& s = steps[static_cast<std::size_t>(step - 1)];
            // The title stays short so that it fits the legend in presentation mode too.
            rows.push_back({LegendRow::Title, HypercubeView::tr("Step %1)").arg(QString::fromStdString(s.label)), 0});
            rows.push_back({LegendRow::Text, HypercubeView::tr("%1 of %2").arg(step).arg(steps.size()), 0});
            rows.push_back({LegendRow::Text,
                            HypercubeView::tr("link %1, %2").arg(linkList(s.links), phaseName(s.phase)), 0});
        }
        for (int link = 1; link <= dimension; ++link)
            rows.push_back({LegendRow::Link, HypercubeView::tr("Link %1").arg(link), link});
        rows.push_back({LegendRow::Sender, HypercubeView::tr("sends"), 0});
        rows.push_back({LegendRow::Receiver, HypercubeView::tr("receives"), 0});
        if (hasExchangePhase && detail != Detail::Dots)
            rows.push_back({LegendRow::Both, HypercubeView::tr("sends and receives"), 0});
        if (hasRoot)
            rows.push_back({LegendRow::Root, HypercubeView::tr("root"), 0});
        if (hasReducePhase)
            rows.push_back({LegendRow::Done, HypercubeView::tr("done"), 0});
        if (detail != Detail::Full && trace->nodeCount() > 1)
            rows.push_back({LegendRow::Hint, HypercubeView::tr("Point at a node\nto see its s_i."), 0});
        return rows;
    }

    const Geometry& geometryFor(const QRectF& target) const
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

        const Fonts f = fonts();
        const double scale = presentation ? 1.5 : 1.0;
        const QFontMetricsF addressMetrics(f.address), valueMetrics(f.value),
            legendMetrics(f.legend), titleMetrics(f.legendTitle);
        const NodeId p = trace->nodeCount();
        g.padding = std::round(6 * scale);

        // The legend column on the left; its width fits its longest line.
        const double margin = std::round(16 * scale);
        double legendWidth = 0;
        std::vector<LegendRow> allRows = legendRows(Detail::Dots);
        for (LegendRow& row : legendRows(Detail::Full))
            allRows.push_back(std::move(row));
        for (const LegendRow& row : allRows) {
            const QFontMetricsF& fm = row.kind == LegendRow::Title ? titleMetrics : legendMetrics;
            double w = 0;
            for (const QString& line : row.text.split(QLatin1Char('\n')))
                w = std::max(w, fm.horizontalAdvance(line));
            if (row.kind != LegendRow::Title && row.kind != LegendRow::Text && row.kind != LegendRow::Hint)
                w += 40 * scale;
            legendWidth = std::max(legendWidth, w);
        }
        legendWidth = std::min(legendWidth + 2 * g.padding, target.width() * 0.3);
        g.legend = QRectF(target.left(), target.top(), legendWidth + margin, target.height());
        g.plot = target.adjusted(g.legend.width() + margin, margin, -margin, -margin);

        // Node sizes. The layout is stretched into the plot minus half a node on each side.
        const double addressWidth =
            addressMetrics.horizontalAdvance(QString(std::max(dimension, 1), QLatin1Char('0'))) + 2 * g.padding;
        const double lineGap = std::round(2 * scale);
        const double fullHeight = 2 * g.padding + addressMetrics.height() + lineGap + valueMetrics.height();
        const double addressHeight = 2 * g.padding + addressMetrics.height();
        const double wanted = dimension <= kMaxFullDimension
                                  ? std::max(addressWidth, naturalWidth(f.value) + 2 * g.padding)
                                  : addressWidth;
        const double halfWidth = std::min(wanted, g.plot.width() * 0.32) / 2;
        const double twoHeight = fullHeight + valueMetrics.height();
        const double halfHeight =
            (dimension <= 4 ? twoHeight : dimension <= kMaxFullDimension ? fullHeight : addressHeight) / 2;
        const QRectF inner = g.plot.adjusted(halfWidth, halfHeight, -halfWidth, -halfHeight);
        const QPointF centre = g.plot.center();
        g.centres.resize(p);
        for (NodeId node = 0; node < p; ++node) {
            const QPointF at(inner.left() + unit[node].x() * inner.width(),
                             inner.top() + unit[node].y() * inner.height());
            g.centres[node] = centre + (at - centre) * zoom;
        }

        // Leave room between boxes for the links to show.
        const double gap = std::round(36 * scale);
        const double minValueWidth = valueMetrics.horizontalAdvance(QStringLiteral("(a₀+a₄)…")) + 2 * g.padding;
        const double fullFree = dimension <= kMaxFullDimension
                                    ? std::min(freeWidth(g.centres, fullHeight, gap),
                                               linkFreeWidth(g.centres, fullHeight, gap / 4))
                                    : 0;
        if (fullFree >= std::max(addressWidth, minValueWidth)) {
            g.detail = Detail::Full;
            g.box = QSizeF(std::max(addressWidth, std::min({fullFree, wanted, 2 * halfWidth * zoom})),
                           fullHeight);
            g.linkWidth = 4 * scale;
            g.arrowWidth = 7 * scale;
            // A long s_i (the lecture's final s_0) may take two lines where a small cube
            // leaves the height, rather than lose its end.
            if (dimension <= 4 && g.box.width() < wanted) {
                const double twoFree = std::min(freeWidth(g.centres, twoHeight, gap),
                                                linkFreeWidth(g.centres, twoHeight, gap / 4));
                const double twoWidth = std::min({twoFree, 2 * halfWidth * zoom,
                                                  std::max(addressWidth, wanted * 0.6 + 2 * g.padding)});
                if (twoWidth >= addressWidth && 2 * twoWidth > 1.25 * g.box.width()) {
                    g.box = QSizeF(twoWidth, twoHeight);
                    g.valueLines = 2;
                }
            }
        } else if (freeWidth(g.centres, addressHeight, gap / 2) >= addressWidth) {
            g.detail = Detail::Address;
            g.box = QSizeF(addressWidth, addressHeight);
            g.linkWidth = 3 * scale;
            g.arrowWidth = 5 * scale;
        } else {
            g.detail = Detail::Dots;
            g.dotRadius = std::clamp(minDistance(g.centres) / 3, 1.0, 6.0 * scale);
            // Width 1 would take QPainter's slow cosmetic path; 1.2 takes the fast one.
            g.linkWidth = p >= 512 ? 1.2 : 1.5 * scale;
            g.arrowWidth = p >= 512 ? 1.6 : 2.5 * scale;
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
        g.links.assign(static_cast<std::size_t>(dimension), {});
        forEachDrawnLink([&](NodeId a, NodeId b, int link) {
            if (fog && (layout == LayoutMode::Weight || link > 3))
                return;
            g.links[static_cast<std::size_t>(link - 1)].emplace_back(g.centres[a], g.centres[b]);
        });
        return g;
    }

    const std::vector<QString>& labelsFor(const Geometry& g, const QFont& valueFont) const
    {
        const int k = displayedStep();
        const double width = g.box.width() - 2 * g.padding;
        if (labels.step == k && labels.serial == g.stamp && labels.width == width)
            return labels.values;
        labels.step = k;
        labels.serial = g.stamp;
        labels.width = width;
        labels.values.assign(trace->nodeCount(), QString());
        const QFontMetricsF fm(valueFont);
        for (NodeId node = 0; node < trace->nodeCount(); ++node) {
            const QString text = valueText(trace->valueAt(node, static_cast<std::size_t>(k)));
            if (g.valueLines == 2 && fm.horizontalAdvance(text) > width) {
                const qsizetype split = wrapPosition(text);
                labels.values[node] = fm.elidedText(text.left(split), Qt::ElideRight, width) + QLatin1Char('\n') +
                                      fm.elidedText(text.mid(split), Qt::ElideRight, width);
            } else {
                labels.values[node] = fm.elidedText(text, Qt::ElideRight, width);
            }
        }
        return labels.values;
    }

    // What each travelling token carries: the sender's s_i before the step.
    const std::vector<QString>& tokenLabelsFor(const Geometry& g, const QFont& valueFont) const
    {
        const QString key = QStringLiteral("%1/%2").arg(step).arg(g.stamp);
        if (tokenLabelsKey == key)
            return tokenLabels;
        tokenLabelsKey = key;
        tokenLabels.clear();
        const QFontMetricsF fm(valueFont);
        for (const Message& m : trace->messages(trace->steps()[static_cast<std::size_t>(step - 1)]))
            tokenLabels.push_back(fm.elidedText(valueText(trace->valueAt(m.from, static_cast<std::size_t>(step - 1))),
                                                Qt::ElideRight, std::max(g.box.width(), 120.0)));
        return tokenLabels;
    }

    void paint(QPainter& painter, const QRectF& target, bool withTokens) const;
    void paintMessage(QPainter& painter, const QRectF& target) const;
    void paintLinks(QPainter& painter, const Geometry& g) const;
    void paintMessages(QPainter& painter, const Geometry& g) const;
    const StepShapes& stepShapesFor(const Geometry& g) const;
    double messageWidth(const Geometry& g) const
    {
        return step == 0 ? std::max(g.linkWidth + 1, g.arrowWidth * 0.6) : g.arrowWidth;
    }
    void paintLayered(QPainter& painter, const QRectF& target) const;
    void paintNodes(QPainter& painter, const Geometry& g, const Fonts& f) const;
    void paintTokens(QPainter& painter, const Geometry& g, const Fonts& f) const;
    void paintLegend(QPainter& painter, const Geometry& g, const Fonts& f) const;
    void drawLinkLines(QPainter& painter, const std::vector<QLineF>& lines, int link, const QColor& colour,
                       double width) const;
    // The edge of a thick link line: its own colour, darkened, so the hue stays.
    QColor casingColour(int link) const { return Theme::blend(theme.linkColor(link), theme.linkCasing, 0.6); }
    void paintNodeMarker(QPainter& painter, QPointF centre, QSizeF size, int role, bool done) const;
    void drawDots(QPainter& painter, const std::vector<QPointF>& points, const QColor& fill, const QColor& ring,
                  double radius, double ringWidth) const;
    mutable std::map<QString, QPixmap> sprites;

    std::optional<NodeId> nodeAt(QPointF widgetPos) const;
    QString tooltip(NodeId node) const;

};

void HypercubeView::Private::drawLinkLines(QPainter& painter, const std::vector<QLineF>& lines, int link,
                                          const QColor& colour, double width) const
{
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    if (theme.linkDashed(link)) {
        // Links 9 and 10 reuse the colours of 1 and 2 as double lines: a dash pattern over
        // hundreds of long lines would cost more than the whole frame may take.
        painter.setPen(QPen(theme.background, std::max(0.8, width * 0.4), Qt::SolidLine, Qt::FlatCap));
        painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    }
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
    const Fonts f = fonts();
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.save();
    painter.setClipRect(target.adjusted(g.legend.width(), 0, 0, 0));
    painter.translate(pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasLines);
    paintLinks(painter, g);
    paintMessages(painter, g);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    paintNodes(painter, g, f);
    if (withTokens && animating && step >= 1)
        paintTokens(painter, g, f);
    painter.restore();
    paintLegend(painter, g, f);
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
    painter.setClipRect(target.adjusted(g.legend.width(), 0, 0, 0));
    painter.translate(pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    paintTokens(painter, g, fonts());
    painter.restore();
}

void HypercubeView::Private::paintMessage(QPainter& painter, const QRectF& target) const
{
    const Fonts f = fonts();
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
    painter.setFont(f.message);
    painter.setPen(trace ? theme.text : theme.mutedText);
    const double width = std::min(target.width() - 40, 64.0 * QFontMetricsF(f.message).averageCharWidth());
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
            painter.setPen(QPen(casingColour(link), g.linkWidth + 2, Qt::SolidLine, Qt::FlatCap));
            painter.drawLines(lines.data(), static_cast<int>(lines.size()));
        }
        const double width = theme.linkDashed(link) ? g.linkWidth + 1.6 : g.linkWidth;
        drawLinkLines(painter, lines, link, Theme::blend(theme.linkColor(link), theme.background, fade), width);
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
    const QSizeF half = round ? QSizeF(g.dotRadius + 1, g.dotRadius + 1) : g.box / 2 + QSizeF(2, 2);
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
            const QPointF start = boxExit(a, b, half, round);
            QPointF end = boxExit(b, a, half, round);
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
                painter.setPen(QPen(casingColour(link), width + 2, Qt::SolidLine, Qt::FlatCap));
                painter.drawLines(drawn.data(), static_cast<int>(drawn.size()));
            }
        }
        drawLinkLines(painter, drawn, link, colour, theme.linkDashed(link) ? width + 1.6 : width);
        if (!shapes.heads[i].isEmpty()) {
            const bool cased = !preview && theme.linkCasing.isValid();
            painter.setPen(cased ? QPen(casingColour(link), 1.5) : QPen(Qt::NoPen));
            painter.setBrush(colour);
            painter.drawPath(shapes.heads[i]);
        }
    }
}

void HypercubeView::Private::paintNodeMarker(QPainter& painter, QPointF centre, QSizeF size, int role,
                                             bool done) const
{
    const double scale = presentation ? 1.5 : 1.0;
    QColor fill = theme.surface;
    QPen pen(theme.outline, 1.5 * scale);
    if (done) {
        fill = theme.done;
        pen.setColor(theme.doneOutline);
    }
    if (role & kSends) {
        fill = theme.senderFill;
        pen = QPen(theme.sender, 3 * scale, Qt::DashLine);
    }
    if (role & kReceives) {
        fill = theme.receiverFill;
        pen = QPen(theme.receiver, 3 * scale);
    }
    painter.setPen(pen);
    painter.setBrush(fill);
    QRectF box(QPointF(), size);
    box.moveCenter(centre);
    painter.drawRoundedRect(box, 6 * scale, 6 * scale);
    if ((role & kSends) && (role & kReceives)) {
        // Exchanging nodes send as well: a dashed inner outline.
        painter.setPen(QPen(theme.sender, 2 * scale, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box.adjusted(4 * scale, 4 * scale, -4 * scale, -4 * scale), 4 * scale, 4 * scale);
    }
}

void HypercubeView::Private::paintNodes(QPainter& painter, const Geometry& g, const Fonts& f) const
{
    const NodeId p = trace->nodeCount();
    const double scale = presentation ? 1.5 : 1.0;
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

    const std::vector<QString>* values = g.detail == Detail::Full ? &labelsFor(g, f.value) : nullptr;
    const QFontMetricsF addressMetrics(f.address);
    for (NodeId node = 0; node < p; ++node) {
        const QPointF c = g.centres[node];
        const int role = node < roles.size() ? roles[node] : kNoRole;
        const bool done = isDone(node, step) && role == kNoRole;
        if (selected && *selected == node) {
            painter.setPen(QPen(theme.highlight, 3 * scale));
            painter.setBrush(Qt::NoBrush);
            QRectF ring(QPointF(), g.box + QSizeF(12 * scale, 12 * scale));
            ring.moveCenter(c);
            painter.drawRoundedRect(ring, 9 * scale, 9 * scale);
        }
        paintNodeMarker(painter, c, g.box, role, done);
        QRectF box(QPointF(), g.box);
        box.moveCenter(c);
        const QRectF text = box.adjusted(g.padding, g.padding, -g.padding, -g.padding);
        painter.setPen(done ? theme.mutedText : theme.text);
        painter.setFont(f.address);
        const QString address = QString::fromStdString(trace->cube().address(node));
        if (values) {
            painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, address);
            painter.setFont(f.value);
            const QRectF below = text.adjusted(0, addressMetrics.height(), 0, 0);
            painter.drawText(below, Qt::AlignCenter, (*values)[node]);
        } else {
            painter.drawText(text, Qt::AlignCenter, address);
        }
        if (hasRoot && node == root) {
            // The root's badge: a diamond on the left edge of the box.
            painter.setPen(QPen(theme.text, 1.5 * scale));
            painter.setBrush(theme.root);
            painter.drawPolygon(diamond(QPointF(box.left(), box.top()), 10 * scale));
        }
    }
}

void HypercubeView::Private::paintTokens(QPainter& painter, const Geometry& g, const Fonts& f) const
{
    const Step& s = trace->steps()[static_cast<std::size_t>(step - 1)];
    const auto messages = trace->messages(s);
    // Ease in and out: the tokens leave and arrive gently, which the eye follows better.
    const double t = progress * progress * (3 - 2 * progress);
    const double scale = presentation ? 1.5 : 1.0;
    const bool withLabels = g.detail == Detail::Full && dimension <= kMaxTokenLabelDimension;
    if (withLabels) {
        const auto& texts = tokenLabelsFor(g, f.value);
        const QFontMetricsF fm(f.value);
        painter.setFont(f.value);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            const QPointF at = g.centres[m.from] + (g.centres[m.to] - g.centres[m.from]) * t;
            QRectF pill(0, 0, fm.horizontalAdvance(texts[i]) + 2 * g.padding, fm.height() + g.padding);
            pill.moveCenter(at);
            painter.setPen(QPen(theme.text, 2 * scale));
            painter.setBrush(theme.linkColor(m.link));
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
            // The text stands on the link colour: black or white, whichever reads better.
            const QColor c = theme.linkColor(m.link);
            const double luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
            painter.setPen(luminance > 0.4 ? QColor(Qt::black) : QColor(Qt::white));
            painter.drawText(pill, Qt::AlignCenter, texts[i]);
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

void HypercubeView::Private::paintLegend(QPainter& painter, const Geometry& g, const Fonts& f) const
{
    const double scale = presentation ? 1.5 : 1.0;
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme.background);
    painter.drawRect(g.legend);
    painter.setPen(QPen(Theme::blend(theme.outline, theme.background, 0.7), 1));
    painter.drawLine(g.legend.topRight(), g.legend.bottomRight());

    const QFontMetricsF fm(f.legend), titleMetrics(f.legendTitle);
    const double rowHeight = std::round(fm.height() * 1.45);
    const double swatch = 32 * scale;
    double y = g.legend.top() + 14 * scale;
    const double x = g.legend.left() + g.padding + 4 * scale;
    const double textX = x + swatch + 10 * scale;
    const double right = g.legend.right() - g.padding;
    for (const LegendRow& row : legendRows(g.detail)) {
        const double mid = y + rowHeight / 2;
        const QPointF centre(x + swatch / 2, mid);
        const QSizeF marker(swatch * 0.8, rowHeight * 0.7);
        switch (row.kind) {
        case LegendRow::Title:
            painter.setFont(f.legendTitle);
            painter.setPen(theme.text);
            painter.drawText(QRectF(x, y, right - x, titleMetrics.height() * 1.3),
                             Qt::AlignLeft | Qt::AlignVCenter, row.text);
            y += titleMetrics.height() * 1.3;
            continue;
        case LegendRow::Text:
            painter.setFont(f.legend);
            painter.setPen(theme.text);
            painter.drawText(QRectF(x, y, right - x, rowHeight), Qt::AlignLeft | Qt::AlignVCenter, row.text);
            y += rowHeight * 1.4;
            continue;
        case LegendRow::Hint: {
            y += rowHeight * 0.5;
            painter.setFont(f.legend);
            painter.setPen(theme.mutedText);
            const QRectF box(x, y, right - x, rowHeight * 2.2);
            painter.drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, row.text);
            y += box.height();
            continue;
        }
        case LegendRow::Link: {
            const double w = std::max(g.arrowWidth, 4 * scale);
            if (theme.linkCasing.isValid()) {
                painter.setPen(QPen(casingColour(row.link), w + 2, Qt::SolidLine, Qt::FlatCap));
                painter.drawLine(QPointF(x, mid), QPointF(x + swatch, mid));
            }
            drawLinkLines(painter, {QLineF(QPointF(x, mid), QPointF(x + swatch, mid))}, row.link,
                          theme.linkColor(row.link), w);
            break;
        }
        case LegendRow::Both:
            paintNodeMarker(painter, centre, marker, kSends | kReceives, false);
            break;
        case LegendRow::Sender:
        case LegendRow::Receiver:
        case LegendRow::Done:
            if (g.detail == Detail::Dots) {
                const QColor c = row.kind == LegendRow::Sender     ? theme.sender
                                 : row.kind == LegendRow::Receiver ? theme.receiver
                                                                   : theme.doneOutline;
                painter.setPen(Qt::NoPen);
                painter.setBrush(c);
                painter.drawEllipse(centre, 6 * scale, 6 * scale);
            } else {
                paintNodeMarker(painter, centre, marker,
                                row.kind == LegendRow::Sender     ? kSends
                                : row.kind == LegendRow::Receiver ? kReceives
                                                                  : kNoRole,
                                row.kind == LegendRow::Done);
            }
            break;
        case LegendRow::Root:
            if (g.detail == Detail::Dots) {
                painter.setPen(QPen(theme.root, 3 * scale));
                painter.setBrush(theme.background);
                painter.drawEllipse(centre, 6 * scale, 6 * scale);
            } else {
                painter.setPen(QPen(theme.text, 1.5 * scale));
                painter.setBrush(theme.root);
                painter.drawPolygon(diamond(centre, 8 * scale));
            }
            break;
        }
        painter.setFont(f.legend);
        painter.setPen(theme.text);
        painter.drawText(QRectF(textX, y, right - textX, rowHeight), Qt::AlignLeft | Qt::AlignVCenter, row.text);
        y += rowHeight;
    }
}

std::optional<NodeId> HypercubeView::Private::nodeAt(QPointF widgetPos) const
{
    if (!trace || tooLarge() || blanked)
        return std::nullopt;
    const Geometry& g = geometryFor(QRectF(q->rect()));
    if (g.legend.contains(widgetPos))
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
            hit = std::abs(d.x()) <= g.box.width() / 2 && std::abs(d.y()) <= g.box.height() / 2;
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
    QStringList numbers;
    const std::size_t shown = std::min<std::size_t>(value.elements.size(), 8);
    for (std::size_t i = 0; i < shown; ++i)
        numbers << formatNumber(value.elements[i]);
    QString list = numbers.join(QStringLiteral("; "));
    if (trace->elements() > 1)
        list = QStringLiteral("(") + list + (trace->elements() > shown ? QStringLiteral("; …)") : QStringLiteral(")"));
    text += QLatin1Char('\n') + s + list;
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

void HypercubeView::setLayoutMode(LayoutMode mode)
{
    if (d->layout == mode)
        return;
    d->layout = mode;
    d->computeUnitLayout();
    d->changed();
}

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
    QSizeF size = g.detail == Detail::Dots ? QSizeF(2 * g.dotRadius, 2 * g.dotRadius) : g.box;
    QRectF box(QPointF(), size);
    box.moveCenter(g.centres[node] + d->pan);
    return box;
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
