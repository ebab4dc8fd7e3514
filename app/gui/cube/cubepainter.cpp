#include "cube/cubepainter.h"

#include "common/collectivetexts.h"
#include "common/valuetext.h"
#include "cube/edgestepplates.h"
#include "cube/expressionlines.h"
#include "cube/followmarks.h"
#include "cube/hypercubeview.h"
#include "cube/nodemarks.h"
#include "cube/nodevaluetext.h"
#include "cube/viewlegend.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {

using Detail = CubeGeometry::Detail;

static_assert(TraceFacts::kNoRole == NodeMarks::kNoRole &&
              TraceFacts::kSends == NodeMarks::kSends &&
              TraceFacts::kReceives == NodeMarks::kReceives);

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

double messageWidth(const CubeGeometry& g, int step)
{
    return step == 0 ? std::max(g.linkWidth + 1, g.arrowWidth * 0.6) : g.arrowWidth;
}

// The plot's part of target: all but the legend.
QRectF plotClip(const QRectF& target, const CubeGeometry& g)
{
    return g.legend.strip ? target.adjusted(0, 0, 0, -g.legend.rect.height())
                          : target.adjusted(g.legend.rect.width(), 0, 0, 0);
}

// A plate beside a message of a block collective's step: how many blocks it carries.
struct BlockPlate
{
    QPointF at;
    std::size_t blocks = 0;
    int link = 0;
};

QString blocksText(std::size_t blocks)
{
    return blocks == 1 ? HypercubeView::tr("1 block") : HypercubeView::tr("%1 blocks").arg(blocks);
}

// The plates of frame's step. Two messages along one line (partners that both send) with as
// many blocks share one plate in the middle; otherwise each plate stands nearer its receiver.
// Where "2 blocks" would be wider than a node (a small window, where the links run close side
// by side) or would hide most of its arrow (a short link between two wide nodes), every plate
// of the step holds the count alone (*countsOnly); the legend says what it counts.
std::vector<BlockPlate> blockPlates(const CubePainter::Frame& frame, const QFontMetricsF& fm,
                                    bool* countsOnly)
{
    const CubeGeometry& g = frame.geometry;
    const Trace& trace = frame.trace;
    const Step& s = trace.steps()[static_cast<std::size_t>(frame.step - 1)];
    const auto messages = trace.messages(s);
    std::map<std::pair<NodeId, NodeId>, std::size_t> count;
    for (std::size_t i = 0; i < messages.size(); ++i)
        count[{messages[i].from, messages[i].to}] = trace.messageBlocks(s.firstMessage + i).size();
    std::vector<BlockPlate> plates;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Message& m = messages[i];
        const std::size_t blocks = count[{m.from, m.to}];
        const auto back = count.find({m.to, m.from});
        const bool shared = back != count.end() && back->second == blocks;
        if (shared && m.from > m.to)
            continue;
        const QPointF a = g.centres[m.from], b = g.centres[m.to];
        const QLineF edge = g.treeEdgeOf(frame.facts, m);
        const QPointF start = edge.isNull() ? boxExit(a, b, g.box(m.from) / 2, false) : edge.p1();
        const QPointF end = edge.isNull() ? boxExit(b, a, g.box(m.to) / 2, false) : edge.p2();
        const QPointF at = QLineF(start, end).pointAt(shared || back == count.end() ? 0.5 : 0.65);
        const double wide = fm.horizontalAdvance(blocksText(blocks)) + fm.height() * 0.6;
        if (wide > g.box(m.from).width() || wide > 0.6 * QLineF(start, end).length())
            *countsOnly = true;
        plates.push_back({at, blocks, m.link});
    }
    return plates;
}

} // namespace

void CubePainter::paint(QPainter& painter, const QRectF& target, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    painter.save();
    painter.setClipRect(target);
    painter.fillRect(target, frame.theme.background);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.save();
    painter.setClipRect(plotClip(target, g));
    painter.translate(frame.pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasLines);
    paintLinks(painter, frame);
    if (frame.follow)
        frame.follow->paintUnder(painter, frame.trace, frame.facts, g, frame.theme);
    paintMessages(painter, frame);
    if (frame.trace.tracedRun() != nullptr)
        paintNonNeighbourMessages(painter, frame);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    const std::vector<EdgeStepPlate> plates =
        EdgeStepPlates::place(g, frame.facts, frame.edgeSteps);
    paintEdgeSteps(painter, frame, plates);
    paintNodes(painter, frame);
    if (frame.follow)
        frame.follow->paintOver(painter, g, frame.theme, EdgeStepPlates::rects(plates));
    if (frame.trace.hasBlocks() && !frame.tokens)
        paintMessageBlocks(painter, frame);
    if (frame.tokens)
        paintTokens(painter, frame);
    painter.restore();
    if (frame.trace.tracedRun() != nullptr)
        paintCollectives(painter, plotClip(target, g), frame);
    frame.legend.paint(painter, g.legend, frame.step, g.detail == Detail::Dots, g.hint, frame.theme,
                       g.arrowWidth);
    painter.restore();
}

void CubePainter::paintLayered(QPainter& painter, const QRectF& target, const Frame& frame,
                               qreal devicePixelRatio, std::uint64_t sceneStamp) const
{
    const QSize pixels = (target.size() * devicePixelRatio).toSize();
    if (mLayer.size() != pixels || mLayerStamp != sceneStamp) {
        mLayer = QPixmap(pixels);
        mLayer.setDevicePixelRatio(devicePixelRatio);
        QPainter layerPainter(&mLayer);
        Frame withoutTokens = frame;
        withoutTokens.tokens = false;
        paint(layerPainter, QRectF(QPointF(0, 0), target.size()), withoutTokens);
        mLayerStamp = sceneStamp;
    }
    painter.drawPixmap(target.topLeft(), mLayer);
    const CubeGeometry& g = frame.geometry;
    painter.save();
    painter.setClipRect(plotClip(target, g));
    painter.translate(frame.pan);
    painter.setRenderHint(QPainter::Antialiasing, g.antialiasNodes);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    paintTokens(painter, frame);
    painter.restore();
}

void CubePainter::paintWithoutCube(QPainter& painter, const QRectF& target, const Theme& theme,
                                   const Trace* trace, bool blanked, bool presentation,
                                   int maxDimension)
{
    painter.save();
    painter.setClipRect(target);
    painter.fillRect(target, theme.background);
    if (!blanked) {
        // The type of the legend, and of the message shown instead of a cube.
        QFont font = QApplication::font();
        font.setPixelSize(presentation ? 30 : 20);
        QString text;
        if (!trace) {
            text = HypercubeView::tr("No scenario loaded.");
        } else {
            const std::uint64_t nodes = trace->nodeCount();
            text =
                HypercubeView::tr(
                    "The hypercube view draws cubes of up to %1 dimensions (%2 nodes).\n"
                    "This cube has %3 dimensions and %4 nodes: so many nodes and links no longer "
                    "make a picture anyone can read, so the view stops here. The engine runs it "
                    "in full — the table and the charts show every step.")
                    .arg(maxDimension)
                    .arg(QLocale().toString(1 << maxDimension))
                    .arg(trace->cube().dimension())
                    .arg(QLocale().toString(static_cast<qulonglong>(nodes)));
        }
        painter.setRenderHint(QPainter::TextAntialiasing, true);
        painter.setFont(font);
        painter.setPen(trace ? theme.text : theme.mutedText);
        const double width =
            std::min(target.width() - 40, 64.0 * QFontMetricsF(font).averageCharWidth());
        QRectF box(0, 0, width, target.height() - 40);
        box.moveCenter(target.center());
        painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, text);
    }
    painter.restore();
}

const CubePainter::Labels& CubePainter::labelsFor(const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const Trace& trace = frame.trace;
    const int k = frame.valuesStep;
    if (mLabels.step == k && mLabels.stamp == frame.geometryStamp)
        return mLabels;
    mLabels.step = k;
    mLabels.stamp = frame.geometryStamp;
    const NodeId p = trace.nodeCount();
    mLabels.lines.assign(p, QStringList());
    mLabels.elided.assign(p, 0);
    mLabels.strips.clear();
    if (g.detail != Detail::Full)
        return mLabels;
    const QFontMetricsF fm(g.fonts.value);
    if (trace.hasBlocks())
        mLabels.strips.resize(p);
    for (NodeId node = 0; node < p; ++node) {
        const NodeValue value = trace.valueAt(node, static_cast<std::size_t>(k));
        if (trace.hasBlocks())
            mLabels.strips[node] = NodeValueText::blockShares(trace, value);
        const QString text = NodeValueText::onNode(trace, value);
        const bool expression = NodeValueText::isExpression(trace, value);
        if (g.wholeValues) {
            mLabels.lines[node] = StageFit::linesOf(text, expression, fm, g.measure);
            continue;
        }
        // Cut short (n ≥ 5): up to maxValueLines lines, the last one elided. A block node
        // keeps its strip alone: its blocks are in the tooltip and the table.
        if (trace.hasBlocks()) {
            mLabels.lines[node] = QStringList{NodeValueText::stripLine(trace)};
            continue;
        }
        const double width = g.box(node).width() - 2 * g.padding;
        QStringList lines = StageFit::linesOf(text, expression, fm, width);
        if (lines.size() > g.maxValueLines) {
            const QString rest = lines.mid(g.maxValueLines - 1).join(QString());
            lines = lines.mid(0, g.maxValueLines - 1);
            lines << rest;
        }
        for (QString& line : lines) {
            const QString cut = fm.elidedText(line, Qt::ElideRight, width);
            if (cut != line) {
                line = cut;
                mLabels.elided[node] = 1;
            }
        }
        mLabels.lines[node] = lines;
    }
    return mLabels;
}

const std::vector<QStringList>& CubePainter::tokenLabelsFor(const Frame& frame) const
{
    const int step = frame.step;
    const QString key = QStringLiteral("%1/%2").arg(step).arg(frame.geometryStamp);
    if (mTokenLabelsKey == key)
        return mTokenLabels;
    mTokenLabelsKey = key;
    mTokenLabels.clear();
    const Trace& trace = frame.trace;
    const QFontMetricsF fm(frame.geometry.fonts.value);
    const Step& s = trace.steps()[static_cast<std::size_t>(step - 1)];
    if (const TracedRun* run = trace.tracedRun()) {
        // A traced program's token carries what its buffer held (its first value, " …" when
        // more were recorded); a buffer of another type, its type.
        for (std::uint64_t j = s.firstMessage; j < s.firstMessage + s.messageCount; ++j) {
            const TracedMessage& m = run->messages[j];
            mTokenLabels.push_back({m.values.empty() ? QString::fromStdString(m.type)
                                                     : formatFirstValue(m.values, m.values.size(),
                                                                        kBriefValueDigits)});
        }
        return mTokenLabels;
    }
    for (const Message& m : trace.messages(s)) {
        const NodeValue value = trace.valueAt(m.from, static_cast<std::size_t>(step - 1));
        mTokenLabels.push_back(StageFit::linesOf(NodeValueText::onNode(trace, value),
                                                 NodeValueText::isExpression(trace, value), fm,
                                                 frame.geometry.measure));
    }
    return mTokenLabels;
}

void CubePainter::paintLinks(QPainter& painter, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    // The links not used in the current step recede a little at large sizes, so that the
    // highlighted messages stand out; the colour stays recognisable.
    const double fade = g.detail == Detail::Dots ? 0.55 : 0.0;
    const bool casing = theme.linkCasing.isValid() && g.detail != Detail::Dots;
    for (int link = 1; link <= frame.facts.dimension(); ++link) {
        const auto& lines = g.links[static_cast<std::size_t>(link - 1)];
        if (lines.empty())
            continue;
        const double width = theme.linkDashed(link) ? g.linkWidth + 1.6 : g.linkWidth;
        if (casing)
            NodeMarks::drawLinkCasing(painter, theme, lines, link, width);
        NodeMarks::drawLinkLines(painter, theme, lines, link,
                                 Theme::blend(theme.linkColor(link), theme.background, fade),
                                 width);
    }
}

void CubePainter::paintEdgeSteps(QPainter& painter, const Frame& frame,
                                 const std::vector<EdgeStepPlate>& plates) const
{
    // The tree as the lecture draws it (EdgeStepPlates): on a plate edged in the link's colour.
    if (plates.empty())
        return;
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    painter.setFont(g.fonts.edge);
    for (const EdgeStepPlate& plate : plates) {
        painter.setPen(QPen(theme.linkColor(plate.link), 2 * g.scale));
        painter.setBrush(theme.background);
        painter.drawRoundedRect(plate.rect, plate.rect.height() / 2, plate.rect.height() / 2);
        painter.setPen(theme.text);
        painter.drawText(plate.rect, Qt::AlignCenter, plate.text);
    }
}

const CubePainter::StepShapes& CubePainter::stepShapesFor(const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const Trace& trace = frame.trace;
    const int step = frame.step;
    StepShapes& shapes = mStepShapes;
    if (shapes.step == step && shapes.geometryStamp == frame.geometryStamp)
        return shapes;
    shapes = StepShapes{};
    shapes.step = step;
    shapes.geometryStamp = frame.geometryStamp;
    const auto& steps = trace.steps();
    if (steps.empty())
        return shapes;
    const bool preview = step == 0;
    const Step& s = steps[static_cast<std::size_t>(preview ? 0 : step - 1)];
    const auto messages = trace.messages(s);
    const bool round = g.detail == Detail::Dots;
    auto half = [&](NodeId node) {
        return round ? QSizeF(g.dotRadius + 1, g.dotRadius + 1) : g.box(node) / 2 + QSizeF(2, 2);
    };
    const bool heads = g.detail != Detail::Dots;
    const double headSize = g.arrowWidth * 2.8;
    const double width = messageWidth(g, step);
    shapes.links = s.links;
    for (int link : s.links) {
        std::vector<QLineF> solid, drawn;
        QPainterPath headPath;
        for (const Message& m : messages) {
            if (m.link != link)
                continue;
            const QPointF a = g.centres[m.from], b = g.centres[m.to];
            const QLineF edge = g.treeEdgeOf(frame.facts, m);
            const QPointF start =
                edge.isNull() || round ? boxExit(a, b, half(m.from), round) : edge.p1();
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

void CubePainter::paintMessages(QPainter& painter, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    // At step 0 the first step is previewed faintly, dashed; afterwards the current step is
    // drawn strongly, with arrowheads at the receivers.
    const StepShapes& shapes = stepShapesFor(frame);
    const bool preview = frame.step == 0;
    const double width = messageWidth(g, frame.step);
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
            if (theme.linkCasing.isValid() && g.detail != Detail::Dots)
                NodeMarks::drawLinkCasing(painter, theme, drawn, link,
                                          theme.linkDashed(link) ? width + 1.6 : width);
        }
        NodeMarks::drawLinkLines(painter, theme, drawn, link, colour,
                                 theme.linkDashed(link) ? width + 1.6 : width);
        if (!shapes.heads[i].isEmpty()) {
            const bool cased = !preview && theme.linkCasing.isValid();
            painter.setPen(cased ? QPen(NodeMarks::casingColour(theme, link), 1.5)
                                 : QPen(Qt::NoPen));
            painter.setBrush(colour);
            painter.drawPath(shapes.heads[i]);
        }
    }
}

void CubePainter::paintNonNeighbourMessages(QPainter& painter, const Frame& frame) const
{
    if (frame.step < 1)
        return;
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    const Trace& trace = frame.trace;
    const Step& s = trace.steps()[static_cast<std::size_t>(frame.step - 1)];
    const auto messages = trace.messages(s);
    const double width = messageWidth(g, frame.step);
    const bool labelled = g.detail != Detail::Dots;
    painter.save();
    painter.setFont(g.fonts.edge);
    const QFontMetricsF fm(g.fonts.edge);
    for (std::uint64_t i = 0; i < messages.size(); ++i) {
        const Message& m = messages[i];
        if (m.link != kNoLink)
            continue;
        const QPointF a = g.centres[m.from], b = g.centres[m.to];
        const bool round = g.detail == Detail::Dots;
        const QSizeF halfFrom =
            round ? QSizeF(g.dotRadius + 1, g.dotRadius + 1) : g.box(m.from) / 2 + QSizeF(2, 2);
        const QSizeF halfTo =
            round ? QSizeF(g.dotRadius + 1, g.dotRadius + 1) : g.box(m.to) / 2 + QSizeF(2, 2);
        const QPointF start = boxExit(a, b, halfFrom, round);
        const QPointF end = boxExit(b, a, halfTo, round);
        // Dashed, in the text's colour: no link's colour, for it travels on no one link.
        QPen pen(theme.text, width, Qt::DashLine, Qt::FlatCap);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(QLineF(start, end));
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme.text);
        painter.drawPolygon(arrowHead(end, start, g.arrowWidth * 2.8));
        if (!labelled)
            continue;
        const QString text =
            CollectiveTexts::noNeighboursText(trace.tracedRun()->messages[s.firstMessage + i]);
        QRectF plate(0, 0, fm.horizontalAdvance(text) + fm.height() * 0.8, fm.height() * 1.25);
        plate.moveCenter(QLineF(start, end).pointAt(0.5));
        painter.setPen(QPen(theme.text, 1.5 * g.scale, Qt::DashLine));
        painter.setBrush(theme.background);
        painter.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
        painter.setPen(theme.text);
        painter.drawText(plate, Qt::AlignCenter, text);
    }
    painter.restore();
}

void CubePainter::paintCollectives(QPainter& painter, const QRectF& plot, const Frame& frame) const
{
    if (frame.step < 1)
        return;
    const std::vector<const TracedCollective*> calls =
        frame.trace.tracedRun()->collectivesIn(static_cast<std::size_t>(frame.step));
    if (calls.empty())
        return;
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    QStringList lines;
    QRectF around; // the nodes of the ranks that called them
    for (const TracedCollective* c : calls) {
        lines << CollectiveTexts::collectiveText(*c);
        for (int rank : c->ranks) {
            const auto node = static_cast<NodeId>(rank);
            const QSizeF half =
                g.detail == Detail::Dots ? QSizeF(g.dotRadius, g.dotRadius) : g.box(node) / 2;
            around |= QRectF(g.centres[node] - QPointF(half.width(), half.height()), half * 2);
        }
    }
    painter.save();
    painter.translate(frame.pan);
    // One dashed outline around every node that took part: the collective is all of theirs.
    const double pad = 8 * g.scale;
    painter.setPen(QPen(theme.text, 2 * g.scale, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(around.adjusted(-pad, -pad, pad, pad), 2 * pad, 2 * pad);
    painter.restore();
    // The names on a plate in the middle of the plot, in the links' type size, broken into
    // lines where the plot is narrow.
    painter.save();
    painter.setFont(g.fonts.edge);
    const QFontMetricsF fm(g.fonts.edge);
    const double margin = fm.height() * 0.5;
    const QString text = lines.join(QLatin1Char('\n'));
    const int flags = Qt::AlignCenter | Qt::TextWordWrap;
    const QRectF needed =
        fm.boundingRect(QRectF(0, 0, plot.width() * 0.8 - 2 * margin, plot.height()), flags, text);
    QRectF plate(0, 0, needed.width() + 2 * margin, needed.height() + margin);
    plate.moveCenter(plot.center());
    painter.setPen(QPen(theme.text, 1.5 * g.scale, Qt::DashLine));
    painter.setBrush(theme.surface);
    painter.drawRoundedRect(plate, margin, margin);
    painter.setPen(theme.text);
    QRectF inside(0, 0, needed.width() + 2, needed.height() + 2); // the width it was measured at
    inside.moveCenter(plate.center());
    painter.drawText(inside, flags, text);
    painter.restore();
}

void CubePainter::paintNodes(QPainter& painter, const Frame& frame) const
{
    // During an animation the receivers are marked already, but show their old s_i until the
    // tokens arrive.
    if (frame.geometry.detail == Detail::Dots) {
        paintNodeDots(painter, frame);
        return;
    }
    const Labels& values = labelsFor(frame);
    for (NodeId node = 0; node < frame.trace.nodeCount(); ++node)
        paintNode(painter, frame, node, values);
}

void CubePainter::paintNodeDots(QPainter& painter, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const TraceFacts& facts = frame.facts;
    const auto step = static_cast<std::size_t>(frame.step);
    // One drawPoints call per kind of node: round caps make the dots.
    std::vector<QPointF> plain, senders, receivers, done, roots, selectedRing, focusRing;
    for (NodeId node = 0; node < frame.trace.nodeCount(); ++node) {
        const QPointF c = g.centres[node];
        if (facts.root() == node)
            roots.push_back(c);
        if (frame.selected && *frame.selected == node) {
            selectedRing.push_back(c);
            if (frame.focused)
                focusRing.push_back(c);
        }
        const int role = node < frame.roles.size() ? frame.roles[node] : NodeMarks::kNoRole;
        if (role & NodeMarks::kReceives)
            receivers.push_back(c);
        else if (role & NodeMarks::kSends)
            senders.push_back(c);
        else if (facts.isDone(node, step))
            done.push_back(c);
        else
            plain.push_back(c);
    }
    const double r = g.dotRadius;
    const Theme& theme = frame.theme;
    auto dots = [&](const std::vector<QPointF>& points, const QColor& colour, double radius) {
        drawDots(painter, points, colour, colour, radius, 0);
    };
    // The focus ring in the text's colour (4.5:1 to the background in every theme), outside
    // the selection's disc.
    dots(focusRing, theme.text, r + 7);
    dots(focusRing, theme.background, r + 5);
    dots(selectedRing, theme.highlight, r + 4);
    dots(roots, theme.root, r + 3);
    dots(roots, theme.background, r + 1);
    dots(plain, theme.outline, r);
    dots(done, theme.doneOutline, r);
    dots(senders, theme.sender, r);
    dots(receivers, theme.receiver, r);
}

void CubePainter::paintNode(QPainter& painter, const Frame& frame, NodeId node,
                            const Labels& values) const
{
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    const QPointF c = g.centres[node];
    const QSizeF size = g.box(node);
    const int role = node < frame.roles.size() ? frame.roles[node] : NodeMarks::kNoRole;
    const bool done = frame.facts.isDone(node, static_cast<std::size_t>(frame.step)) &&
                      role == NodeMarks::kNoRole;
    if (frame.selected && *frame.selected == node)
        paintSelection(painter, frame, c, size);
    NodeMarks::paintBox(painter, theme, c, size, role, done, g.scale);
    QRectF box(QPointF(), size);
    box.moveCenter(c);
    const QRectF text = box.adjusted(g.padding, g.padding, -g.padding, -g.padding);
    painter.setPen(done ? theme.mutedText : theme.text);
    painter.setFont(g.fonts.address);
    const QString address = QString::fromStdString(frame.trace.cube().address(node));
    if (g.detail == Detail::Full && !values.lines[node].isEmpty()) {
        painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, address);
        paintNodeValue(painter, frame, node, values, text, done);
    } else {
        painter.drawText(text, Qt::AlignCenter, address);
    }
    if (frame.facts.root() == node) {
        // The root's badge: a diamond on the left edge of the box.
        painter.setPen(QPen(theme.text, 1.5 * g.scale));
        painter.setBrush(theme.root);
        painter.drawPolygon(NodeMarks::diamond(QPointF(box.left(), box.top()), 10 * g.scale));
    }
}

void CubePainter::paintSelection(QPainter& painter, const Frame& frame, QPointF centre,
                                 QSizeF size) const
{
    const double scale = frame.geometry.scale;
    painter.setPen(QPen(frame.theme.highlight, 3 * scale));
    painter.setBrush(Qt::NoBrush);
    QRectF ring(QPointF(), size + QSizeF(12 * scale, 12 * scale));
    ring.moveCenter(centre);
    painter.drawRoundedRect(ring, 9 * scale, 9 * scale);
    if (frame.focused) {
        // The keyboard's focus: a dashed ring in the text's colour (4.5:1 to the background in
        // every theme) outside the selection's ring.
        QPen pen(frame.theme.text, std::max(2.0, 2 * scale), Qt::DashLine);
        painter.setPen(pen);
        painter.drawRoundedRect(ring.adjusted(-6 * scale, -6 * scale, 6 * scale, 6 * scale),
                                12 * scale, 12 * scale);
    }
}

// One line at a time, each centred, the block in the middle of the room below the address
// (an SVG then holds each line as one text).
void CubePainter::paintNodeValue(QPainter& painter, const Frame& frame, NodeId node,
                                 const Labels& values, const QRectF& text, bool done) const
{
    const CubeGeometry& g = frame.geometry;
    const QStringList& lines = values.lines[node];
    const QFontMetricsF addressMetrics(g.fonts.address), valueMetrics(g.fonts.value);
    painter.setFont(g.fonts.value);
    const double below =
        text.top() + addressMetrics.height() + StageFit::lineGap(g.fonts.value.pixelSize());
    const double block = valueMetrics.height() + (lines.size() - 1) * valueMetrics.lineSpacing();
    double y = below + std::max(0.0, (text.bottom() - below - block) / 2);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRectF row(text.left(), y, text.width(), valueMetrics.height());
        if (i == 0 && node < values.strips.size()) {
            // A block collective's first line is its strip of p cells.
            const double width =
                std::min(text.width(),
                         valueMetrics.horizontalAdvance(NodeValueText::stripLine(frame.trace)));
            QRectF strip(0, 0, width, valueMetrics.height() * 0.7);
            strip.moveCenter(row.center());
            paintStrip(painter, strip, values.strips[node], frame.theme, g.scale);
            painter.setPen(done ? frame.theme.mutedText : frame.theme.text);
        } else {
            painter.drawText(row, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextDontClip, lines[i]);
        }
        y += valueMetrics.lineSpacing();
    }
}

void CubePainter::paintStrip(QPainter& painter, const QRectF& rect,
                             const std::vector<float>& shares, const Theme& theme,
                             double scale) const
{
    if (shares.empty())
        return;
    // Not held: an empty cell; held: filled, the darker the more inputs it combines (a third
    // of the way for one input, full for all p).
    const double cell = rect.width() / static_cast<double>(shares.size());
    painter.save();
    painter.setPen(shares.size() <= 64 ? QPen(theme.mutedText, std::max(1.0, scale))
                                       : QPen(Qt::NoPen));
    for (std::size_t b = 0; b < shares.size(); ++b) {
        const QRectF r(rect.left() + static_cast<double>(b) * cell, rect.top(), cell,
                       rect.height());
        const float share = shares[b];
        painter.setBrush(share <= 0 ? theme.background
                                    : Theme::blend(theme.background, theme.text,
                                                   0.3 + 0.7 * static_cast<double>(share)));
        painter.drawRect(r);
    }
    painter.restore();
}

void CubePainter::paintMessageBlocks(QPainter& painter, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    if (frame.step < 1 || g.detail == Detail::Dots ||
        frame.facts.dimension() > CubeGeometry::kMaxEdgeLabelDimension)
        return;
    // In the nodes' type (or the plates' where that is larger): the label belongs to the stage.
    const QFont font =
        g.fonts.value.pixelSize() > g.fonts.edge.pixelSize() ? g.fonts.value : g.fonts.edge;
    const QFontMetricsF fm(font);
    bool countsOnly = false;
    const std::vector<BlockPlate> plates = blockPlates(frame, fm, &countsOnly);
    painter.save();
    painter.setFont(font);
    for (const BlockPlate& p : plates) {
        const QString text = countsOnly ? QString::number(p.blocks) : blocksText(p.blocks);
        QRectF plate(0, 0, fm.horizontalAdvance(text) + fm.height() * 0.6, fm.height() * 1.15);
        plate.moveCenter(p.at);
        painter.setPen(QPen(frame.theme.linkColor(p.link), 2 * g.scale));
        painter.setBrush(frame.theme.background);
        painter.drawRoundedRect(plate, plate.height() / 2, plate.height() / 2);
        painter.setPen(frame.theme.text);
        painter.drawText(plate, Qt::AlignCenter, text);
    }
    painter.restore();
}

void CubePainter::paintTokens(QPainter& painter, const Frame& frame) const
{
    const CubeGeometry& g = frame.geometry;
    const Theme& theme = frame.theme;
    const Trace& trace = frame.trace;
    const Step& s = trace.steps()[static_cast<std::size_t>(frame.step - 1)];
    const auto messages = trace.messages(s);
    // Ease in and out: the tokens leave and arrive gently, which the eye follows better.
    const double progress = frame.progress;
    const double t = progress * progress * (3 - 2 * progress);
    const double scale = g.scale;
    const bool withLabels = g.detail == Detail::Full && g.wholeValues && !trace.hasBlocks() &&
                            frame.facts.dimension() <= CubeGeometry::kMaxTokenLabelDimension;
    if (withLabels) {
        const auto& texts = tokenLabelsFor(frame);
        const QFontMetricsF fm(g.fonts.value);
        painter.setFont(g.fonts.value);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            const QLineF edge = g.treeEdgeOf(frame.facts, m);
            const QPointF at = edge.isNull()
                                   ? g.centres[m.from] + (g.centres[m.to] - g.centres[m.from]) * t
                                   : edge.pointAt(t);
            const QStringList& lines = texts[i];
            const double block = fm.height() + (lines.size() - 1) * fm.lineSpacing();
            QRectF pill(0, 0, ExpressionLines::width(lines, fm) + 2 * g.padding + fm.height() * 0.5,
                        block + g.padding);
            pill.moveCenter(at);
            const double radius = std::min(pill.height(), fm.height() + g.padding) / 2;
            painter.setPen(QPen(theme.text, 2 * scale));
            painter.setBrush(theme.linkColor(m.link));
            painter.drawRoundedRect(pill, radius, radius);
            // The text stands on the link colour: black or white, whichever reads better.
            painter.setPen(Theme::textOn(theme.linkColor(m.link)));
            double y = pill.center().y() - block / 2;
            for (const QString& line : lines) {
                painter.drawText(QRectF(pill.left(), y, pill.width(), fm.height()), Qt::AlignCenter,
                                 line);
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

void CubePainter::drawDots(QPainter& painter, const std::vector<QPointF>& points,
                           const QColor& fill, const QColor& ring, double radius,
                           double ringWidth) const
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
        auto it = mSprites.find(key);
        if (it == mSprites.end()) {
            if (mSprites.size() > 64)
                mSprites.clear();
            const double size = std::ceil(2 * radius + 2);
            QPixmap sprite(QSize(static_cast<int>(size * ratio), static_cast<int>(size * ratio)));
            sprite.setDevicePixelRatio(ratio);
            sprite.fill(Qt::transparent);
            QPainter p(&sprite);
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(ringWidth > 0 ? QPen(ring, ringWidth) : QPen(Qt::NoPen));
            p.setBrush(fill);
            p.drawEllipse(QPointF(size / 2, size / 2), radius - ringWidth / 2,
                          radius - ringWidth / 2);
            p.end();
            it = mSprites.emplace(key, sprite).first;
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

} // namespace cubelab::gui
