#include "cube/followmarks.h"

#include "common/notation.h"
#include "cube/cubegeometry.h"
#include "cube/nodevaluetext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cubelab/tracefacts.h>

namespace cubelab::gui {

namespace {

QString inputName(NodeId node)
{
    return Notation::subscripts("a_" + std::to_string(node));
}
QString valueName(NodeId node)
{
    return Notation::subscripts("s_" + std::to_string(node));
}

// "b₂, b₃" for a few blocks, else how many.
QString blockList(std::span<const BlockId> blocks)
{
    if (blocks.size() > 3)
        return FollowMarks::tr("%1 blocks").arg(blocks.size());
    QStringList names;
    for (BlockId b : blocks)
        names << Notation::subscripts("b_" + std::to_string(b));
    return names.join(QStringLiteral(", "));
}

// "after step c)", or "at the start".
QString whenText(const Trace& trace, int step)
{
    if (step <= 0 || static_cast<std::size_t>(step) > trace.stepCount())
        return FollowMarks::tr("at the start");
    return FollowMarks::tr("after step %1)")
        .arg(QString::fromStdString(trace.steps()[static_cast<std::size_t>(step - 1)].label));
}

} // namespace

QString FollowMarks::what(const Follow& follow)
{
    return follow.kind == Follow::Kind::Value ? tr("part of %1").arg(valueName(follow.node))
                                              : tr("holds %1").arg(inputName(follow.node));
}

FollowMarks FollowMarks::make(const Trace& trace, const Follow& follow, const InputSpread* spread,
                              const ValueSources* sources, int step)
{
    const auto k = static_cast<std::size_t>(std::max(step, 0));
    if (follow.kind == Follow::Kind::Input && spread)
        return makeInput(trace, follow.node, *spread, k);
    if (follow.kind == Follow::Kind::Value && sources)
        return makeValue(trace, follow, *sources, k);
    return FollowMarks();
}

// Where a_node is at step k: the nodes that hold it (in which blocks), and the step's messages
// that carry it.
FollowMarks FollowMarks::makeInput(const Trace& trace, NodeId input, const InputSpread& spread,
                                   std::size_t k)
{
    FollowMarks out;
    const QString a = inputName(input);
    const NodeBlocks holders = spread.holdersAt(k);
    for (std::size_t i = 0; i < holders.nodes.size(); ++i) {
        out.mNodes.push_back(holders.nodes[i]);
        out.mNotes.push_back(spread.hasBlocks()
                                 ? tr("holds %1 in %2").arg(a, blockList(holders.blocksOf(i)))
                                 : tr("holds %1").arg(a));
    }
    if (k >= 1 && k <= trace.stepCount())
        out.mMessages = carriers(trace, spread, k);
    out.mLegend = tr("ring: holds %1").arg(a);
    return out;
}

// Step k's messages that carry the followed input: their senders held it (in one of the
// message's blocks) before the step.
std::vector<std::uint64_t> FollowMarks::carriers(const Trace& trace, const InputSpread& spread,
                                                 std::size_t k)
{
    std::vector<std::uint64_t> carrying;
    const NodeBlocks before = spread.holdersAt(k - 1);
    const Step& s = trace.steps()[k - 1];
    const auto messages = trace.messages(s);
    for (std::size_t j = 0; j < messages.size(); ++j) {
        const auto at =
            std::lower_bound(before.nodes.begin(), before.nodes.end(), messages[j].from);
        if (at == before.nodes.end() || *at != messages[j].from)
            continue;
        bool carries = !spread.hasBlocks();
        if (!carries) {
            const auto held = before.blocksOf(static_cast<std::size_t>(at - before.nodes.begin()));
            for (BlockId b : trace.messageBlocks(s.firstMessage + j))
                carries = carries || std::binary_search(held.begin(), held.end(), b);
        }
        if (carries)
            carrying.push_back(s.firstMessage + j);
    }
    return carrying;
}

// What s_node at the followed step is made of, seen at step k: the node itself once it holds
// it, the nodes that hold a part of it before, the step's messages that carry a part and their
// senders.
FollowMarks FollowMarks::makeValue(const Trace& trace, const Follow& follow,
                                   const ValueSources& sources, std::size_t k)
{
    FollowMarks out;
    const QString s = valueName(follow.node);
    const QString when = whenText(trace, follow.step);
    const auto traced = static_cast<std::size_t>(follow.step);
    if (k >= traced) {
        out.mNodes.push_back(follow.node);
        out.mNotes.push_back(tr("%1 %2").arg(s, when));
    }
    const NodeBlocks feeders = k < traced ? sources.feedersAt(k) : NodeBlocks{};
    for (std::size_t i = 0; i < feeders.nodes.size(); ++i) {
        out.mNodes.push_back(feeders.nodes[i]);
        out.mNotes.push_back(sources.hasBlocks()
                                 ? tr("part of %1: %2").arg(s, blockList(feeders.blocksOf(i)))
                                 : tr("part of %1").arg(s));
    }
    // The step's messages that carried a part of it, and their senders: where it came from.
    const auto messages = sources.messagesOf(k);
    out.mMessages.assign(messages.begin(), messages.end());
    for (std::uint64_t j : messages) {
        const NodeId from = trace.allMessages()[j].from;
        if (std::find(out.mNodes.begin(), out.mNodes.end(), from) != out.mNodes.end())
            continue;
        out.mNodes.push_back(from);
        out.mNotes.push_back(tr("sent part of %1").arg(s));
    }
    out.sortByNode();
    out.mLegend = tr("ring: part of %1 %2").arg(s, when);
    out.mDetail = madeOf(sources, s);
    return out;
}

// The nodes ascending, the notes with their nodes.
void FollowMarks::sortByNode()
{
    std::vector<std::size_t> order(mNodes.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t x, std::size_t y) { return mNodes[x] < mNodes[y]; });
    std::vector<NodeId> nodes;
    std::vector<QString> notes;
    for (std::size_t i : order) {
        nodes.push_back(mNodes[i]);
        notes.push_back(mNotes[i]);
    }
    mNodes = std::move(nodes);
    mNotes = std::move(notes);
}

// "made of a₀, a₁ via 1 message": the inputs (the first 8) and the messages of s (named `s`).
QString FollowMarks::madeOf(const ValueSources& sources, const QString& s)
{
    const auto& inputs = sources.inputs();
    QStringList names;
    for (std::size_t i = 0; i < std::min<std::size_t>(inputs.size(), 8); ++i)
        names << inputName(inputs[i]);
    if (inputs.size() > 8)
        names << QStringLiteral("…");
    const std::size_t count = sources.messages().size();
    return inputs.empty() ? tr("%1 holds nothing yet").arg(s)
           : count == 0   ? tr("made of %1 alone").arg(names.join(QStringLiteral(", ")))
           : count == 1
               ? tr("made of %1 via 1 message").arg(names.join(QStringLiteral(", ")))
               : tr("made of %1 via %2 messages").arg(names.join(QStringLiteral(", "))).arg(count);
}

bool FollowMarks::marks(NodeId node) const
{
    return std::binary_search(mNodes.begin(), mNodes.end(), node);
}

QString FollowMarks::noteOf(NodeId node) const
{
    const auto at = std::lower_bound(mNodes.begin(), mNodes.end(), node);
    return at != mNodes.end() && *at == node ? mNotes[static_cast<std::size_t>(at - mNodes.begin())]
                                             : QString();
}

void FollowMarks::paintUnder(QPainter& painter, const Trace& trace, const TraceFacts& facts,
                             const CubeGeometry& g, const Theme& theme) const
{
    if (mMessages.empty())
        return;
    std::vector<QLineF> lines;
    for (std::uint64_t j : mMessages) {
        const Message& m = trace.allMessages()[j];
        if (m.from >= g.centres.size() || m.to >= g.centres.size())
            continue;
        const QLineF edge = g.treeEdgeOf(facts, m);
        lines.push_back(edge.isNull() ? QLineF(g.centres[m.from], g.centres[m.to]) : edge);
    }
    painter.save();
    painter.setPen(QPen(theme.follow, g.arrowWidth + std::max(8.0, 12 * g.scale), Qt::SolidLine,
                        Qt::RoundCap));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    painter.restore();
}

void FollowMarks::paintOver(QPainter& painter, const CubeGeometry& g, const Theme& theme,
                            const std::vector<QRectF>& avoid) const
{
    if (mNodes.empty())
        return;
    painter.save();
    const double scale = g.scale;
    const bool dots = g.detail == CubeGeometry::Detail::Dots;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(theme.follow, dots ? std::max(3.0, 2.5 * scale) : 4 * scale));
    for (NodeId node : mNodes) {
        if (node >= g.centres.size())
            continue;
        const QPointF c = g.centres[node];
        if (dots) {
            painter.drawEllipse(c, g.dotRadius + 5, g.dotRadius + 5);
            continue;
        }
        QRectF ring(QPointF(), g.box(node) + QSizeF(22 * scale, 22 * scale));
        ring.moveCenter(c);
        painter.drawRoundedRect(ring, 12 * scale, 12 * scale);
    }
    if (!dots)
        paintNotes(painter, g, theme, avoid);
    painter.restore();
}

QFont FollowMarks::noteFont(const CubeGeometry& g)
{
    QFont font = g.fonts.address;
    font.setBold(true);
    return font;
}

// Each note on a plate beside its ring, in the ring's colour.
void FollowMarks::paintNotes(QPainter& painter, const CubeGeometry& g, const Theme& theme,
                             const std::vector<QRectF>& avoid) const
{
    painter.setFont(noteFont(g));
    const std::vector<QRectF> plates = notePlates(g, avoid);
    for (std::size_t i = 0; i < plates.size(); ++i) {
        if (plates[i].isEmpty())
            continue;
        painter.setPen(Qt::NoPen);
        painter.setBrush(theme.follow);
        painter.drawRoundedRect(plates[i], plates[i].height() / 2, plates[i].height() / 2);
        painter.setPen(theme.followText);
        painter.drawText(plates[i], Qt::AlignCenter, mNotes[i]);
    }
}

std::vector<QRectF> FollowMarks::notePlates(const CubeGeometry& g,
                                            const std::vector<QRectF>& avoid) const
{
    std::vector<QRectF> plates(mNodes.size());
    if (g.detail == CubeGeometry::Detail::Dots)
        return plates;
    const QFontMetricsF metrics(noteFont(g));
    std::vector<QRectF> taken = avoid;
    for (std::size_t i = 0; i < mNodes.size(); ++i) {
        const NodeId node = mNodes[i];
        if (node >= g.centres.size() || mNotes[i].isEmpty())
            continue;
        const QSizeF size(metrics.horizontalAdvance(mNotes[i]) + 12 * g.scale,
                          metrics.height() + 4 * g.scale);
        plates[i] = notePlate(g, node, size, taken);
        taken.push_back(plates[i]);
    }
    return plates;
}

// A note's plate of `size` across the ring's lower edge, else its upper edge; where both
// cover something in `taken` (another note, a step plate), the first free place further out
// below or above, then beside the ring; inside the plot from left to right. Where nothing is
// free, across the lower edge.
QRectF FollowMarks::notePlate(const CubeGeometry& g, NodeId node, QSizeF size,
                              const std::vector<QRectF>& taken)
{
    const QPointF c = g.centres[node];
    const QSizeF box = g.box(node);
    const double half = box.height() / 2 + 11 * g.scale;
    auto plateAt = [&](QPointF centre) {
        QRectF r(QPointF(), size);
        r.moveCenter(centre);
        if (r.right() > g.plot.right())
            r.moveRight(g.plot.right());
        if (r.left() < g.plot.left())
            r.moveLeft(g.plot.left());
        return r;
    };
    auto free = [&](const QRectF& r) {
        return r.bottom() <= g.plot.bottom() && r.top() >= g.plot.top() &&
               std::none_of(taken.begin(), taken.end(),
                            [&](const QRectF& t) { return t.intersects(r); });
    };
    const double side = box.width() / 2 + 11 * g.scale + size.width() / 2;
    const double step = size.height();
    const QPointF candidates[] = {{c.x(), c.y() + half},
                                  {c.x(), c.y() - half},
                                  {c.x(), c.y() + half + step},
                                  {c.x(), c.y() - half - step},
                                  {c.x() + side, c.y()},
                                  {c.x() - side, c.y()},
                                  {c.x() + side, c.y() + half},
                                  {c.x() - side, c.y() + half},
                                  {c.x(), c.y() + half + 2 * step},
                                  {c.x(), c.y() - half - 2 * step}};
    for (const QPointF& at : candidates)
        if (const QRectF plate = plateAt(at); free(plate))
            return plate;
    const QRectF below = plateAt({c.x(), c.y() + half});
    return below.bottom() > g.plot.bottom() ? plateAt({c.x(), c.y() - half}) : below;
}

} // namespace cubelab::gui
