#pragma once
// FollowMarks: what the views mark at one step for what the Session follows (Follow) — the
// nodes in a ring with a note ("holds a₅", "part of s₀"), the step's messages that carry it,
// and the legend's line. Built from the Session's facts (cubelab/dataflow.h) for a step; the
// hypercube view paints it (paintUnder, paintOver) and the partial-results table tints its rows.

#include "common/theme.h"
#include "document/follow.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <cubelab/dataflow.h>
#include <cubelab/trace.h>
#include <vector>

class QPainter;

namespace cubelab {
class TraceFacts;
}

namespace cubelab::gui {

struct CubeGeometry;

class FollowMarks
{
    Q_DECLARE_TR_FUNCTIONS(FollowMarks)

public:
    FollowMarks() = default;
    // The marks at step (0 … the trace's steps) of what follow names; spread and sources are
    // the Session's facts for it (the one that fits its kind; the other may be null).
    static FollowMarks make(const Trace& trace, const Follow& follow, const InputSpread* spread,
                            const ValueSources* sources, int step);

    // What a mark says of a node, without the node: "holds a₅", "part of s₀".
    static QString what(const Follow& follow);

    bool empty() const { return mNodes.empty() && mLegend.isEmpty(); }
    // The marked nodes, ascending, and each one's note.
    const std::vector<NodeId>& nodes() const { return mNodes; }
    const std::vector<QString>& notes() const { return mNotes; }
    bool marks(NodeId node) const;
    QString noteOf(NodeId node) const;
    // The step's messages (trace-wide indices) that carry what is followed.
    const std::vector<std::uint64_t>& messages() const { return mMessages; }
    // The legend's line: what the ring means here.
    const QString& legend() const { return mLegend; }
    // A second line: what the traced s is made of (empty when following an input).
    const QString& detail() const { return mDetail; }

    // A halo in the follow colour under the marked messages (before the messages are drawn).
    void paintUnder(QPainter& painter, const Trace& trace, const TraceFacts& facts,
                    const CubeGeometry& g, const Theme& theme) const;
    // The rings and notes (after the nodes); the notes keep clear of avoid (the tree's step
    // plates, EdgeStepPlates).
    void paintOver(QPainter& painter, const CubeGeometry& g, const Theme& theme,
                   const std::vector<QRectF>& avoid = {}) const;
    // Where paintOver puts each node's note, in the order of nodes() (an empty rectangle for a
    // node without one, or at dot size): beside its ring, where it covers no other note and
    // nothing of avoid, inside the plot.
    std::vector<QRectF> notePlates(const CubeGeometry& g,
                                   const std::vector<QRectF>& avoid = {}) const;

    bool operator==(const FollowMarks&) const = default;

private:
    static FollowMarks makeInput(const Trace& trace, NodeId input, const InputSpread& spread,
                                 std::size_t k);
    static std::vector<std::uint64_t> carriers(const Trace& trace, const InputSpread& spread,
                                               std::size_t k);
    static FollowMarks makeValue(const Trace& trace, const Follow& follow,
                                 const ValueSources& sources, std::size_t k);
    void sortByNode();
    static QString madeOf(const ValueSources& sources, const QString& s);
    void paintNotes(QPainter& painter, const CubeGeometry& g, const Theme& theme,
                    const std::vector<QRectF>& avoid) const;
    static QFont noteFont(const CubeGeometry& g);
    static QRectF notePlate(const CubeGeometry& g, NodeId node, QSizeF size,
                            const std::vector<QRectF>& taken);

    std::vector<NodeId> mNodes;
    std::vector<QString> mNotes;
    std::vector<std::uint64_t> mMessages;
    QString mLegend;
    QString mDetail;
};

} // namespace cubelab::gui
