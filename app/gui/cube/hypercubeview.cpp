#include "cube/hypercubeview.h"

#include "common/plaintext.h"
#include "cube/cubeaccessible.h"
#include "cube/cubegeometry.h"
#include "cube/cubepainter.h"
#include "cube/edgestepplates.h"
#include "cube/nodeboxes.h"
#include "cube/nodevaluetext.h"
#include "cube/stagefit.h"
#include "cube/viewlegend.h"
#include "document/shown.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScopeGuard>
#include <QToolTip>
#include <QVariantAnimation>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <cubelab/collective.h>
#include <cubelab/tracefacts.h>
#include <limits>

namespace cubelab::gui {

namespace {

using Detail = CubeGeometry::Detail;

constexpr double kMinZoom = 0.25;
constexpr double kMaxZoom = 16.0;
constexpr double kZoomStep = 1.25;

} // namespace

// The view keeps the widget's state (the trace, the step, zoom and pan, the animation and the
// mouse), what it derives from the trace (TraceFacts, the layout's positions and links), and
// the last geometry; CubeGeometry lays a frame out and CubePainter draws it.
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
    bool still = false;
    std::optional<NodeId> selected;
    mutable bool onScreen = false; // painting the widget itself: the focus ring is drawn
    FollowMarks follow;
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
    TraceFacts facts;
    std::vector<QPointF> unit;               // layout positions in the unit square
    std::vector<NodeBoxes::Link> drawnLinks; // the cube's links, or in the tree layout its edges
    // Tree layout: per node, the steps in which its edge to its parent carries a message
    // ("a)", "a), f)"); empty for the root and in the other layouts.
    std::vector<QString> edgeSteps;
    std::uint64_t serial = 0; // counts changes of trace and layout, for the caches

    // Derived from the step (setStep).
    std::vector<std::uint8_t> roles;

    // The last geometry and what it was built for: built again only when one of these changes.
    struct GeometryKey
    {
        QRectF target;
        double zoom = 0;
        bool presentation = false;
        bool still = false;
        QString follow; // the legend's follow rows
        std::uint64_t serial = ~std::uint64_t{0};
        bool operator==(const GeometryKey&) const = default;
    };
    mutable GeometryKey geometryKey;
    mutable CubeGeometry geometry;
    mutable std::uint64_t geometryStamp = 0; // counts rebuilds, for the painter's caches

    // The node texts measured for the stage fit, once per trace and font.
    mutable std::optional<StageFit::Texts> stageTexts;
    mutable std::uint64_t stageTextsSerial = ~std::uint64_t{0};

    CubePainter painter;
    std::uint64_t sceneStamp = 0; // counts every change of what the view shows

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

    ViewLegend legendOf() const
    {
        ViewLegend legend(*trace, facts.root().has_value(), facts.hasReducePhase(),
                          facts.hasExchangePhase());
        legend.setFollow(follow.legend(), follow.detail());
        legend.setStill(still);
        return legend;
    }

    void analyseTrace()
    {
        ++serial;
        dimension = trace ? trace->cube().dimension() : 0;
        facts = TraceFacts();
        painter.resetLabels();
        stageTexts.reset();
        if (!trace || tooLarge())
            return;
        facts = TraceFacts(*trace);
        computeUnitLayout();
    }

    // The lecture's figure of the trace's collective (Collective::figure): the tree for the
    // tree collectives, the cube for Cube_Do and for programs the registry does not know.
    LayoutMode figureLayout() const
    {
        if (!trace)
            return LayoutMode::Cube;
        try {
            return findCollective(trace->scenario().algorithm).figure == Figure::Tree
                       ? LayoutMode::Tree
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
        unit = CubeGeometry::unitPositions(dimension, mode, facts.treeOrder(), facts.treeRoot());
        const NodeId p = trace->nodeCount();
        for (NodeId node = 0; node < p; ++node) {
            if (layout == LayoutMode::Tree) {
                const NodeId parent = facts.treeParent(node);
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
        for (NodeId child = 0; child < p; ++child)
            for (std::uint32_t k : facts.treeEdgeSteps(child)) {
                const QString label =
                    QString::fromStdString(trace->steps()[k - 1].label) + QLatin1Char(')');
                QString& steps = edgeSteps[child];
                steps += (steps.isEmpty() ? QString() : QStringLiteral(", ")) + label;
            }
    }

    void computeRoles()
    {
        roles.clear();
        if (trace && !tooLarge())
            roles = facts.roles(*trace, static_cast<std::size_t>(step));
    }

    // Every s_i each node shows over the trace, for the stage fit (measured once per trace).
    const StageFit::Texts& textsForStage() const
    {
        if (stageTexts && stageTextsSerial == serial)
            return *stageTexts;
        const NodeId p = trace->nodeCount();
        std::vector<QStringList> values(p);
        // Above the stage's dimensions only the whole widths count (layOutShortened).
        const bool expressions = trace->symbolic() && dimension <= CubeGeometry::kMaxStageDimension;
        for (NodeId node = 0; node < p; ++node)
            for (std::size_t k = 0; k <= trace->stepCount(); ++k) {
                const QString text = NodeValueText::onNode(*trace, trace->valueAt(node, k));
                if (!values[node].contains(text))
                    values[node] << text;
            }
        stageTexts = StageFit::measure(QApplication::font(), std::max(dimension, 1),
                                       std::move(values), expressions);
        stageTextsSerial = serial;
        return *stageTexts;
    }

    const CubeGeometry& geometryFor(const QRectF& target) const
    {
        const GeometryKey key{target, zoom, presentation, still, follow.legend() + follow.detail(),
                              serial};
        if (key == geometryKey)
            return geometry;
        geometryKey = key;
        ++geometryStamp;
        geometry = CubeGeometry{};
        if (!trace || tooLarge())
            return geometry;
        const ViewLegend legend = legendOf();
        CubeGeometry::Input in;
        in.target = target;
        in.zoom = zoom;
        in.presentation = presentation;
        in.dimension = dimension;
        in.tree = layout == LayoutMode::Tree;
        in.weight = layout == LayoutMode::Weight;
        in.unit = &unit;
        in.links = &drawnLinks;
        in.texts = dimension <= CubeGeometry::kMaxFullDimension ? &textsForStage() : nullptr;
        in.legend = &legend;
        geometry = CubeGeometry::build(in);
        return geometry;
    }

    CubePainter::Frame frameFor(const CubeGeometry& g, const ViewLegend& legend, bool tokens) const
    {
        const bool focused = onScreen && selected && q->hasFocus();
        return {*trace, facts,     g,        geometryStamp,
                legend, theme,     step,     displayedStep(),
                roles,  edgeSteps, selected, focused,
                pan,    tokens,    progress, follow.empty() ? nullptr : &follow};
    }

    void paint(QPainter& p, const QRectF& target, bool withTokens) const
    {
        if (blanked || !trace || tooLarge()) {
            CubePainter::paintWithoutCube(p, target, theme, trace.get(), blanked, presentation,
                                          kMaxDimension);
            return;
        }
        const CubeGeometry& g = geometryFor(target);
        const ViewLegend legend = legendOf();
        painter.paint(p, target, frameFor(g, legend, withTokens && animating && step >= 1));
    }

    std::optional<NodeId> nodeAt(QPointF widgetPos) const;
};

std::optional<NodeId> HypercubeView::Private::nodeAt(QPointF widgetPos) const
{
    if (!trace || tooLarge() || blanked)
        return std::nullopt;
    const CubeGeometry& g = geometryFor(QRectF(q->rect()));
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
            hit = std::abs(d.x()) <= g.box(node).width() / 2 &&
                  std::abs(d.y()) <= g.box(node).height() / 2;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (hit && distance < bestDistance) {
            best = node;
            bestDistance = distance;
        }
    }
    return best;
}

HypercubeView::HypercubeView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
    CubeAccessible::install();
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
    CubeAccessible::traceChanged(this);
}

std::shared_ptr<const Trace> HypercubeView::trace() const
{
    return d->trace;
}

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
    CubeAccessible::stepChanged(this);
}

int HypercubeView::step() const
{
    return d->step;
}
void HypercubeView::setAnimationDuration(int milliseconds)
{
    d->animationMs = std::max(0, milliseconds);
}
bool HypercubeView::isAnimating() const
{
    return d->animating;
}

void HypercubeView::setLayoutMode(LayoutMode mode)
{
    setChosenLayout(mode);
}

std::optional<HypercubeView::LayoutMode> HypercubeView::layoutOf(ShownLayout layout)
{
    switch (layout) {
    case ShownLayout::Figure:
        break;
    case ShownLayout::Cube:
        return LayoutMode::Cube;
    case ShownLayout::Tree:
        return LayoutMode::Tree;
    case ShownLayout::Weight:
        return LayoutMode::Weight;
    }
    return std::nullopt;
}

void HypercubeView::setChosenLayout(std::optional<LayoutMode> mode)
{
    d->chosenLayout = mode;
    const LayoutMode before = d->layout;
    d->updateLayout();
    if (d->layout != before)
        d->changed();
}

std::optional<HypercubeView::LayoutMode> HypercubeView::chosenLayout() const
{
    return d->chosenLayout;
}
HypercubeView::LayoutMode HypercubeView::layoutMode() const
{
    return d->layout;
}
void HypercubeView::setTheme(const Theme& theme)
{
    d->theme = theme;
    d->changed();
}
void HypercubeView::setPresentationMode(bool large)
{
    if (d->presentation == large)
        return;
    d->presentation = large;
    d->changed();
}
void HypercubeView::setStill(bool still)
{
    d->still = still;
    d->changed();
}
void HypercubeView::setBlanked(bool blanked)
{
    d->blanked = blanked;
    d->changed();
}
void HypercubeView::setSelectedNode(std::optional<NodeId> node)
{
    select(node);
}
std::optional<NodeId> HypercubeView::selectedNode() const
{
    return d->selected;
}

std::optional<NodeId> HypercubeView::focusedNode() const
{
    return hasFocus() ? d->selected : std::nullopt;
}

void HypercubeView::select(std::optional<NodeId> node)
{
    const bool moved = node != d->selected;
    d->selected = node;
    d->changed();
    if (moved && node && hasFocus())
        CubeAccessible::focusChanged(this);
}

void HypercubeView::setFollowMarks(const FollowMarks& marks)
{
    if (marks == d->follow)
        return;
    d->follow = marks;
    d->changed();
}

const FollowMarks& HypercubeView::followMarks() const
{
    return d->follow;
}
double HypercubeView::zoom() const
{
    return d->zoom;
}

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

void HypercubeView::zoomIn()
{
    setZoom(d->zoom * kZoomStep);
}
void HypercubeView::zoomOut()
{
    setZoom(d->zoom / kZoomStep);
}

void HypercubeView::resetZoom()
{
    d->pan = QPointF();
    if (d->zoom == 1.0)
        d->changed();
    setZoom(1.0);
}

bool HypercubeView::exceedsMaxDimension() const
{
    return d->tooLarge();
}

bool HypercubeView::isNodeDone(NodeId node) const
{
    return d->facts.isDone(node, static_cast<std::size_t>(d->step));
}
std::optional<NodeId> HypercubeView::root() const
{
    return d->facts.root();
}

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
    const ViewLegend legend = d->legendOf();
    const auto& labels = d->painter.labelsFor(d->frameFor(g, legend, false));
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
    return NodeValueText::onNode(*d->trace,
                                 d->trace->valueAt(node, static_cast<std::size_t>(d->step)));
}

QString HypercubeView::legendHint(const QRectF& target) const
{
    if (!d->trace || d->tooLarge() || d->trace->nodeCount() < 2)
        return {};
    return ViewLegend::hintText(d->geometryFor(target).hint, d->still);
}

std::vector<QRectF> HypercubeView::edgeStepRects(const QRectF& target) const
{
    if (!d->trace || d->tooLarge() || d->blanked)
        return {};
    std::vector<QRectF> rects = EdgeStepPlates::rects(
        EdgeStepPlates::place(d->geometryFor(target), d->facts, d->edgeSteps));
    for (QRectF& r : rects)
        r.translate(d->pan);
    return rects;
}

std::vector<QRectF> HypercubeView::followNoteRects(const QRectF& target) const
{
    if (!d->trace || d->tooLarge() || d->blanked || d->follow.empty())
        return {};
    const CubeGeometry& g = d->geometryFor(target);
    std::vector<QRectF> rects = d->follow.notePlates(
        g, EdgeStepPlates::rects(EdgeStepPlates::place(g, d->facts, d->edgeSteps)));
    for (QRectF& r : rects)
        if (!r.isEmpty())
            r.translate(d->pan);
    return rects;
}

QRectF HypercubeView::legendRect(const QRectF& target) const
{
    if (!d->trace || d->tooLarge())
        return {};
    return d->geometryFor(target).legend.rect;
}

int HypercubeView::legendPixelSize(const QRectF& target) const
{
    if (!d->trace || d->tooLarge())
        return 0;
    return d->geometryFor(target).legend.font.pixelSize();
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

void HypercubeView::paintSceneInMotion(QPainter& painter, const QRectF& target,
                                       double progress) const
{
    if (d->step < 1 || d->animating) {
        paintScene(painter, target);
        return;
    }
    d->animating = true;
    d->progress = std::clamp(progress, 0.0, 1.0);
    d->paint(painter, target, true);
    d->animating = false;
    d->progress = 1.0;
}

QSize HypercubeView::minimumSizeHint() const
{
    return {320, 240};
}
QSize HypercubeView::sizeHint() const
{
    return {900, 640};
}

void HypercubeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    d->onScreen = true;
    const auto drawn = qScopeGuard([this] { d->onScreen = false; });
    if (d->animating && d->step >= 1 && d->trace && !d->tooLarge() && !d->blanked) {
        const QRectF target(rect());
        const CubeGeometry& g = d->geometryFor(target);
        const ViewLegend legend = d->legendOf();
        d->painter.paintLayered(painter, target, d->frameFor(g, legend, true), devicePixelRatioF(),
                                d->sceneStamp);
    } else {
        d->paint(painter, QRectF(rect()), true);
    }
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
        select(*node);
        emit nodeClicked(*node);
    }
}

void HypercubeView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mouseDoubleClickEvent(event);
        return;
    }
    // The first click of the two selected the node already (mouseReleaseEvent).
    if (const auto node = d->nodeAt(event->position()))
        emit nodeDoubleClicked(*node);
}

void HypercubeView::contextMenuEvent(QContextMenuEvent* event)
{
    const QPointF pos = event->reason() == QContextMenuEvent::Mouse ? QPointF(event->pos())
                        : d->selected ? nodeRect(*d->selected, QRectF(rect())).center()
                                      : QPointF(-1, -1);
    if (const auto node = d->nodeAt(pos)) {
        emit nodeMenuRequested(*node, event->globalPos());
        event->accept();
        return;
    }
    QWidget::contextMenuEvent(event);
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

void HypercubeView::keyPressEvent(QKeyEvent* event)
{
    // Left and Right are the window's step keys; Up and Down are free in the view (docs/gui.md,
    // "Keys"): they move the focus from node to node in the order of the addresses, the order
    // of the partial results and of a screen reader's list, and stop at the first and last.
    const int key = event->key();
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (!plain || (key != Qt::Key_Up && key != Qt::Key_Down) || !d->trace || d->tooLarge() ||
        d->blanked) {
        QWidget::keyPressEvent(event);
        return;
    }
    const NodeId last = d->trace->nodeCount() - 1;
    NodeId node;
    if (!d->selected)
        node = key == Qt::Key_Down ? 0 : last;
    else if (key == Qt::Key_Down)
        node = std::min(*d->selected + 1, last);
    else
        node = *d->selected == 0 ? 0 : *d->selected - 1;
    select(node);
    emit nodeFocused(node);
    event->accept();
}

void HypercubeView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    d->changed(); // the focus ring
    // After the widget's own focus event, which Qt sends once this returns: a screen reader's
    // focus then ends on the node, not on the view.
    if (d->selected)
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (hasFocus() && d->selected)
                    CubeAccessible::focusChanged(this);
            },
            Qt::QueuedConnection);
}

void HypercubeView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    d->changed();
}

bool HypercubeView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto node = d->nodeAt(help->pos())) {
            QToolTip::showText(help->globalPos(),
                               plainTip(NodeValueText::tooltip(
                                   *d->trace, *node, static_cast<std::size_t>(d->displayedStep()),
                                   d->facts.root() == *node)),
                               this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace cubelab::gui
