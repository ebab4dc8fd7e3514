#include "hypercubeview.h"

#include <QPainter>

namespace cubelab::gui {

// A placeholder that keeps the contract compiling; the real drawing replaces it.
struct HypercubeView::Private
{
    std::shared_ptr<const Trace> trace;
    int step = 0;
    int animationMs = 600;
    LayoutMode layout = LayoutMode::Cube;
    Theme theme = Theme::make(ThemeKind::Light);
    bool presentation = false;
    bool blanked = false;
    std::optional<NodeId> selected;
    double zoom = 1.0;
};

HypercubeView::HypercubeView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>()) {}
HypercubeView::~HypercubeView() = default;

void HypercubeView::setTrace(std::shared_ptr<const Trace> trace)
{
    d->trace = std::move(trace);
    d->step = 0;
    update();
}
std::shared_ptr<const Trace> HypercubeView::trace() const { return d->trace; }
void HypercubeView::setStep(int step, bool) { d->step = step; update(); }
int HypercubeView::step() const { return d->step; }
void HypercubeView::setAnimationDuration(int ms) { d->animationMs = ms; }
bool HypercubeView::isAnimating() const { return false; }
void HypercubeView::setLayoutMode(LayoutMode mode) { d->layout = mode; update(); }
HypercubeView::LayoutMode HypercubeView::layoutMode() const { return d->layout; }
void HypercubeView::setTheme(const Theme& theme) { d->theme = theme; update(); }
void HypercubeView::setPresentationMode(bool large) { d->presentation = large; update(); }
void HypercubeView::setBlanked(bool blanked) { d->blanked = blanked; update(); }
void HypercubeView::setSelectedNode(std::optional<NodeId> node) { d->selected = node; update(); }
double HypercubeView::zoom() const { return d->zoom; }
void HypercubeView::setZoom(double f) { d->zoom = f; emit zoomChanged(f); update(); }
void HypercubeView::zoomIn() { setZoom(d->zoom * 1.25); }
void HypercubeView::zoomOut() { setZoom(d->zoom / 1.25); }
void HypercubeView::resetZoom() { setZoom(1.0); }

void HypercubeView::paintScene(QPainter& painter, const QRectF& target) const
{
    painter.fillRect(target, d->theme.background);
}

void HypercubeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paintScene(painter, rect());
}
void HypercubeView::mousePressEvent(QMouseEvent* e) { QWidget::mousePressEvent(e); }
void HypercubeView::mouseMoveEvent(QMouseEvent* e) { QWidget::mouseMoveEvent(e); }
void HypercubeView::mouseReleaseEvent(QMouseEvent* e) { QWidget::mouseReleaseEvent(e); }
void HypercubeView::wheelEvent(QWheelEvent* e) { QWidget::wheelEvent(e); }
bool HypercubeView::event(QEvent* e) { return QWidget::event(e); }

} // namespace cubelab::gui
