#pragma once
// CubePainter: draws one frame of the hypercube view — links, the step's messages, the tree's
// step plates, the nodes with their s_i, the travelling tokens and the legend — from the
// geometry (CubeGeometry), the trace's facts (TraceFacts) and the animation's progress. It
// knows nothing of input or timers: the view owns those and hands it a Frame. It keeps the
// caches that make a frame cheap (a step's arrows, the node labels of a state, the token
// labels, the dot sprites and, while tokens travel, the layer under them).

#include "common/theme.h"
#include "cube/cubegeometry.h"

#include <QPainterPath>
#include <QPixmap>
#include <QStringList>
#include <cstdint>
#include <cubelab/trace.h>
#include <cubelab/tracefacts.h>
#include <map>
#include <optional>
#include <vector>

class QPainter;

namespace cubelab::gui {

class FollowMarks;
class ViewLegend;
struct EdgeStepPlate;

class CubePainter
{
public:
    // What one frame shows. Everything it names outlives the paint call.
    struct Frame
    {
        const Trace& trace;
        const TraceFacts& facts;
        const CubeGeometry& geometry;
        std::uint64_t geometryStamp; // changes whenever the geometry is built again
        const ViewLegend& legend;
        const Theme& theme;
        int step;       // the step whose messages and roles are marked
        int valuesStep; // the state whose s_i the nodes show (step - 1 while tokens travel)
        const std::vector<std::uint8_t>& roles; // TraceFacts::roles at step
        // Tree layout: per child, the steps that use its edge ("a), f)"); empty otherwise.
        const std::vector<QString>& edgeSteps;
        std::optional<NodeId> selected;
        bool focused = false; // the selected node has the keyboard focus: a ring round it
        QPointF pan;
        bool tokens = false;                 // draw step's messages as tokens on their way
        double progress = 1.0;               // of the tokens, 0 to 1
        const FollowMarks* follow = nullptr; // what is followed, marked at step (none: nullptr)
    };

    // The whole picture at target: background, the cube and its legend.
    void paint(QPainter& painter, const QRectF& target, const Frame& frame) const;
    // A frame while tokens travel: everything but the tokens comes from a layer painted once
    // per sceneStamp (the frame without tokens) and copied. target starts at (0, 0).
    void paintLayered(QPainter& painter, const QRectF& target, const Frame& frame,
                      qreal devicePixelRatio, std::uint64_t sceneStamp) const;
    // The picture without a cube: the background, and unless blanked a message — no
    // scenario, or a cube too large to draw (dimension over maxDimension).
    static void paintWithoutCube(QPainter& painter, const QRectF& target, const Theme& theme,
                                 const Trace* trace, bool blanked, bool presentation,
                                 int maxDimension);

    // The node labels of frame.valuesStep: the lines of each s_i, and whether any was cut.
    struct Labels
    {
        int step = -1;
        std::uint64_t stamp = ~std::uint64_t{0}; // the geometry's stamp
        std::vector<QStringList> lines;
        std::vector<std::uint8_t> elided;
        // A block collective: per node, each block's share (NodeValueText::blockShares).
        std::vector<std::vector<float>> strips;
    };
    const Labels& labelsFor(const Frame& frame) const;

    // Forgets the labels of the previous trace.
    void resetLabels() const { mLabels = Labels{}; }

private:
    void paintLinks(QPainter& painter, const Frame& frame) const;
    void paintEdgeSteps(QPainter& painter, const Frame& frame,
                        const std::vector<EdgeStepPlate>& plates) const;
    void paintMessages(QPainter& painter, const Frame& frame) const;
    // A traced program's step: its messages between nodes that are no neighbours (on no link:
    // dashed, in the text's colour, marked with the links they would cross), and the MPI
    // collectives called in it, named in a band at the top of the plot.
    void paintNonNeighbourMessages(QPainter& painter, const Frame& frame) const;
    void paintCollectives(QPainter& painter, const QRectF& plot, const Frame& frame) const;
    void paintNodes(QPainter& painter, const Frame& frame) const;
    // The nodes too small for a box: dots, one colour for each kind of node.
    void paintNodeDots(QPainter& painter, const Frame& frame) const;
    // A node's box: its selection, its address, its s_i (where the detail shows it), the root's
    // badge.
    void paintNode(QPainter& painter, const Frame& frame, NodeId node, const Labels& values) const;
    void paintSelection(QPainter& painter, const Frame& frame, QPointF centre, QSizeF size) const;
    // The lines of a node's s_i in the box's text area below its address.
    void paintNodeValue(QPainter& painter, const Frame& frame, NodeId node, const Labels& values,
                        const QRectF& text, bool done) const;
    // A block collective's strip of p cells in rect, shaded by each block's share.
    void paintStrip(QPainter& painter, const QRectF& rect, const std::vector<float>& shares,
                    const Theme& theme, double scale) const;
    // A block collective's step: beside each message how many blocks it carries.
    void paintMessageBlocks(QPainter& painter, const Frame& frame) const;
    void paintTokens(QPainter& painter, const Frame& frame) const;
    void drawDots(QPainter& painter, const std::vector<QPointF>& points, const QColor& fill,
                  const QColor& ring, double radius, double ringWidth) const;

    // The current step's message lines and arrowheads, per link, for one geometry.
    struct StepShapes
    {
        int step = -1;
        std::uint64_t geometryStamp = 0;
        std::vector<int> links;
        std::vector<std::vector<QLineF>> lines;
        std::vector<QPainterPath> heads;
    };
    const StepShapes& stepShapesFor(const Frame& frame) const;
    // What each travelling token carries: the sender's s_i before the step, in the lines its
    // node writes it in.
    const std::vector<QStringList>& tokenLabelsFor(const Frame& frame) const;

    mutable StepShapes mStepShapes;
    mutable Labels mLabels;
    mutable QString mTokenLabelsKey;
    mutable std::vector<QStringList> mTokenLabels;
    mutable std::map<QString, QPixmap> mSprites;
    // While tokens travel, the rest of the picture is the same in every frame: it is painted
    // once into this layer and copied.
    mutable QPixmap mLayer;
    mutable std::uint64_t mLayerStamp = ~std::uint64_t{0};
};

} // namespace cubelab::gui
