#pragma once
// HypercubeView: the cube drawn node by node — addresses and s_i on the nodes, links coloured
// by number, the current step's messages travelling as tokens from sender to receiver.
// It shows one trace at one step; the owner (the main window, from the Session) tells it
// which. paintScene() is the one paint routine for the screen, PNG and SVG.
// The widget keeps the state, the input (click, drag, wheel, tooltips) and the animation's
// timer; TraceFacts says what the trace shows, CubeGeometry lays a frame out and CubePainter
// draws it (docs/gui-view.md).

#include "common/theme.h"
#include "cube/followmarks.h"

#include <QStringList>
#include <QWidget>
#include <cubelab/trace.h>
#include <memory>
#include <optional>
#include <vector>

namespace cubelab::gui {

enum class ShownLayout; // document/shown.h

class HypercubeView : public QWidget
{
    Q_OBJECT

public:
    enum class LayoutMode
    {
        Cube,
        Tree,
        Weight
    };
    Q_ENUM(LayoutMode)

    static constexpr int kMaxDimension = 10; // 1,024 nodes; beyond, the view says why it stops

    explicit HypercubeView(QWidget* parent = nullptr);
    ~HypercubeView() override;

    // Shows the trace at step 0 (the initial state).
    void setTrace(std::shared_ptr<const Trace> trace);
    std::shared_ptr<const Trace> trace() const;

    // Step k in 0..stepCount(): the state after step k, with step k's links and messages
    // marked (k = 0: the initial state, the first step's links previewed faintly).
    // animate: step k's messages travel from sender to receiver before the receivers' s_i
    // change (only when stepping from k-1 to k).
    void setStep(int step, bool animate = false);
    int step() const;
    void setAnimationDuration(int milliseconds);
    bool isAnimating() const;

    // The layout the user chose; it wins over every collective's own figure. Without a choice
    // (nullopt) each trace is shown in its collective's figure (Collective::figure): the tree
    // for the tree collectives, the cube for Cube_Do.
    // The shown state's layout as this view's: nothing for the collective's own figure.
    static std::optional<LayoutMode> layoutOf(ShownLayout layout);
    void setChosenLayout(std::optional<LayoutMode> mode);
    std::optional<LayoutMode> chosenLayout() const;
    void setLayoutMode(LayoutMode mode); // setChosenLayout(mode)
    LayoutMode layoutMode() const;       // the layout drawn now
    void setTheme(const Theme& theme);
    void setPresentationMode(bool large); // larger fonts and nodes for a projector
    // A still picture (the exports' StepFigure): nobody can point at its nodes, so the
    // legend's hints send the reader to the table of partial results.
    void setStill(bool still);
    void setBlanked(bool blanked);
    // The selected node, marked by a ring; while the view has the keyboard's focus it is also
    // the focused node (Up/Down move it), drawn with a focus ring and told to a screen reader
    // (CubeAccessible).
    void setSelectedNode(std::optional<NodeId> node);
    std::optional<NodeId> selectedNode() const;
    // The node with the keyboard's focus: the selected node while the view has the focus.
    std::optional<NodeId> focusedNode() const;
    // What is followed through the steps, marked at the current step (the owner makes the
    // marks from the Session for each step).
    void setFollowMarks(const FollowMarks& marks);
    const FollowMarks& followMarks() const;

    double zoom() const;
    void setZoom(double factor); // 1.0 = fit to the widget
    void zoomIn();
    void zoomOut();
    void resetZoom();

    // Paints the view, as it is now but with any animation finished, into target.
    void paintScene(QPainter& painter, const QRectF& target) const;
    // Paints the current step (k >= 1) as its animation shows it at progress 0..1: the
    // messages on their way, the receivers still showing step k-1 (an animated export's
    // in-between frames). At step 0 the same as paintScene.
    void paintSceneInMotion(QPainter& painter, const QRectF& target, double progress) const;

    // True when the trace's cube has more than kMaxDimension dimensions: the view then shows
    // a message saying why it stops instead of the cube.
    bool exceedsMaxDimension() const;
    // Whether the node is drawn as done at the current step: it sent in a reduce step before
    // and has nothing more to do until a broadcast reaches it.
    bool isNodeDone(NodeId node) const;
    // The node the view marks as the root (none for Cube_Do).
    std::optional<NodeId> root() const;
    // Where paintScene(painter, target) draws the node (empty when it draws no cube).
    QRectF nodeRect(NodeId node, const QRectF& target) const;

    // What paintScene(painter, target) writes on each node at the current step: its address
    // (empty at dot size) and the lines of its s_i (none where the node shows no s_i), and
    // whether a line was cut short. Up to 4 dimensions nothing is cut: the view tells
    // where the s_i are instead when it has too little room for them.
    struct NodeText
    {
        QString address;
        QStringList lines;
        bool elided = false;
    };
    std::vector<NodeText> nodeTexts(const QRectF& target) const;
    // The node's whole s_i at the current step as the view writes it (a₀, with subscripts).
    QString valueText(NodeId node) const;
    // What the legend says at target about where to see the s_i when the nodes do not show
    // them whole (the table, a tooltip, a larger window); empty when they do.
    QString legendHint(const QRectF& target) const;
    // The pixel size of the s_i's type at target; 0 when the nodes show no s_i.
    int valuePixelSize(const QRectF& target) const;
    // Where paintScene(painter, target) draws the tree's step plates ("a) link 3") and the
    // follow marks' notes ("holds a₅"; an empty rectangle for a marked node without one).
    std::vector<QRectF> edgeStepRects(const QRectF& target) const;
    std::vector<QRectF> followNoteRects(const QRectF& target) const;
    // Where paintScene(painter, target) draws the legend, and its type's pixel size.
    QRectF legendRect(const QRectF& target) const;
    int legendPixelSize(const QRectF& target) const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

signals:
    void nodeClicked(cubelab::NodeId node);
    void nodeDoubleClicked(cubelab::NodeId node);
    // Up or Down moved the keyboard's focus to this node: the view selects it, the owner makes
    // it the selection of the rest of the window.
    void nodeFocused(cubelab::NodeId node);
    // A right click (or the menu key) on a node: the owner offers what can be done with it.
    void nodeMenuRequested(cubelab::NodeId node, const QPoint& globalPos);
    void layoutModeChanged(cubelab::gui::HypercubeView::LayoutMode mode);
    void zoomChanged(double factor);
    void animationFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override; // Up/Down: the focused node
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override; // tooltips with the whole s_i

private:
    void select(std::optional<NodeId> node);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace cubelab::gui
