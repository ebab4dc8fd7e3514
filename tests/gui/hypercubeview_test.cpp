#include "cube/hypercubeview.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using cubelab::gui::HypercubeView;
using cubelab::gui::Theme;
using cubelab::gui::ThemeKind;

namespace {

const QRectF kTarget(0, 0, 1600, 1000);

std::shared_ptr<const Trace> runScenario(int dimension, const char* algorithm,
                                         ValueMode values = ValueMode::Symbolic)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.values = values;
    return std::make_shared<const Trace>(Emulator::run(s));
}

// The lecture's example: p = 8, Tree_UpDo, links 3, 2, 1, symbolic.
std::shared_ptr<const Trace> lectureExample()
{
    return std::make_shared<const Trace>(Emulator::run(Scenario{}));
}

QImage render(const HypercubeView& view)
{
    QImage image(kTarget.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    view.paintScene(painter, kTarget);
    return image;
}

// Whether the two images differ inside the node's box (its outline left out, so the
// arrows that end at the box do not count).
bool nodeChanged(const HypercubeView& view, NodeId node, const QImage& a, const QImage& b)
{
    const QRect box = view.nodeRect(node, kTarget).adjusted(5, 5, -5, -5).toRect();
    EXPECT_FALSE(box.isEmpty());
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return true;
    return false;
}

} // namespace

TEST(HypercubeView, SteppingRepaintsTheReceiversOfTheStep)
{
    HypercubeView view;
    view.setTrace(lectureExample());
    const QImage start = render(view);
    view.setStep(1); // a) link 3: 4, 5, 6, 7 send to 0, 1, 2, 3
    const QImage afterA = render(view);
    for (NodeId receiver : {0U, 1U, 2U, 3U})
        EXPECT_TRUE(nodeChanged(view, receiver, start, afterA)) << "node " << receiver;

    view.setStep(2);
    const QImage afterB = render(view);
    view.setStep(3); // c) link 1: only 1 sends to 0; 4..7 have long been done
    const QImage afterC = render(view);
    EXPECT_TRUE(nodeChanged(view, 0, afterB, afterC));
    EXPECT_TRUE(nodeChanged(view, 1, afterB, afterC));
    for (NodeId idle : {4U, 5U, 6U, 7U})
        EXPECT_FALSE(nodeChanged(view, idle, afterB, afterC)) << "node " << idle;

    // Back to the start gives the same picture: the view reads the state from the trace.
    view.setStep(0);
    EXPECT_EQ(render(view), start);
}

TEST(HypercubeView, DoneNodesAreTheReduceSendersThatFinished)
{
    HypercubeView view;
    view.setTrace(lectureExample());
    view.setStep(1);
    for (NodeId node = 0; node < 8; ++node)
        EXPECT_FALSE(view.isNodeDone(node)) << node; // 4..7 are sending right now
    view.setStep(2);
    for (NodeId node = 0; node < 8; ++node)
        EXPECT_EQ(view.isNodeDone(node), node >= 4) << node;
    view.setStep(3);
    for (NodeId node = 0; node < 8; ++node)
        EXPECT_EQ(view.isNodeDone(node), node >= 2) << node;

    // Tree_Do: a finished sender wakes up when the broadcast reaches it again.
    view.setTrace(runScenario(3, "tree-allreduce"));
    view.setStep(2);
    EXPECT_TRUE(view.isNodeDone(4));
    view.setStep(static_cast<int>(view.trace()->stepCount()));
    for (NodeId node = 0; node < 8; ++node)
        EXPECT_FALSE(view.isNodeDone(node)) << node;

    // Cube_Do: everybody works in every step.
    view.setTrace(runScenario(3, "cube-allreduce"));
    for (int k = 0; k <= 3; ++k) {
        view.setStep(k);
        for (NodeId node = 0; node < 8; ++node)
            EXPECT_FALSE(view.isNodeDone(node));
    }
}

TEST(HypercubeView, AboveTenDimensionsItSaysWhyItStops)
{
    HypercubeView view;
    view.setTrace(runScenario(10, "tree-reduce", ValueMode::Numeric));
    EXPECT_FALSE(view.exceedsMaxDimension());
    EXPECT_FALSE(view.nodeRect(0, kTarget).isEmpty());

    view.setTrace(runScenario(11, "tree-reduce", ValueMode::Numeric));
    EXPECT_TRUE(view.exceedsMaxDimension());
    EXPECT_TRUE(view.nodeRect(0, kTarget).isEmpty());
    const QImage image = render(view);
    const QRgb background = Theme::make(ThemeKind::Light).background.rgba();
    int written = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            written += image.pixel(x, y) != background;
    EXPECT_GT(written, 500); // the message is there
}

TEST(HypercubeView, NodesNeverOverlapInAnyLayoutUpToTenDimensions)
{
    HypercubeView view;
    for (int n = 0; n <= 10; ++n) {
        view.setTrace(
            runScenario(n, "tree-reduce", n <= 6 ? ValueMode::Symbolic : ValueMode::Numeric));
        view.setStep(1);
        for (auto mode : {HypercubeView::LayoutMode::Cube, HypercubeView::LayoutMode::Tree,
                          HypercubeView::LayoutMode::Weight}) {
            view.setLayoutMode(mode);
            const NodeId p = NodeId{1} << n;
            std::vector<QRectF> boxes;
            for (NodeId node = 0; node < p; ++node) {
                boxes.push_back(view.nodeRect(node, kTarget));
                EXPECT_TRUE(kTarget.contains(boxes.back())) << "n=" << n << " node " << node;
            }
            const QImage image = render(view); // paints without failing at every size
            EXPECT_FALSE(image.isNull());
            for (NodeId a = 0; a < p; ++a)
                for (NodeId b = a + 1; b < p; ++b)
                    ASSERT_FALSE(boxes[a].intersects(boxes[b]))
                        << "n=" << n << " layout " << static_cast<int>(mode) << ": " << a << " and "
                        << b;
        }
    }
}

TEST(HypercubeView, AnimatedStepEndsWithAnimationFinished)
{
    HypercubeView view;
    view.resize(800, 600);
    view.setTrace(lectureExample());
    view.setAnimationDuration(60);
    QSignalSpy finished(&view, &HypercubeView::animationFinished);
    view.setStep(1, true);
    EXPECT_TRUE(view.isAnimating());
    EXPECT_EQ(view.step(), 1);
    // paintScene paints the step as if the tokens had arrived.
    const QImage during = render(view);
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(render(view), during);
    EXPECT_FALSE(view.isAnimating());
    EXPECT_EQ(finished.count(), 1);

    // Only a step forward by one travels; a jump shows the state at once.
    view.setStep(3, true);
    EXPECT_FALSE(view.isAnimating());
    EXPECT_EQ(view.step(), 3);
}

TEST(HypercubeView, ZoomInOutAndResetReportTheFactor)
{
    HypercubeView view;
    view.setTrace(lectureExample());
    QSignalSpy changed(&view, &HypercubeView::zoomChanged);
    view.zoomIn();
    EXPECT_GT(view.zoom(), 1.0);
    view.zoomOut();
    view.zoomOut();
    EXPECT_LT(view.zoom(), 1.0);
    view.resetZoom();
    EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
    ASSERT_EQ(changed.count(), 4);
    EXPECT_DOUBLE_EQ(changed.last().at(0).toDouble(), 1.0);

    // Zooming in spreads the nodes apart.
    const QRectF before = view.nodeRect(7, kTarget);
    view.setZoom(2.0);
    const QRectF after = view.nodeRect(7, kTarget);
    EXPECT_GT(QLineF(view.nodeRect(0, kTarget).center(), after.center()).length(),
              QLineF(view.nodeRect(0, kTarget).center(), before.center()).length());
    view.setZoom(-1.0); // nonsense is ignored
    EXPECT_DOUBLE_EQ(view.zoom(), 2.0);
}

TEST(HypercubeView, TheWheelZoomsInAndOut)
{
    HypercubeView view;
    view.resize(1200, 800);
    view.setTrace(lectureExample());
    QSignalSpy changed(&view, &HypercubeView::zoomChanged);
    const QPointF at(600, 400);
    QWheelEvent up(at, view.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                   Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &up);
    EXPECT_GT(view.zoom(), 1.0);
    QWheelEvent down(at, view.mapToGlobal(at), QPoint(), QPoint(0, -240), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &down);
    EXPECT_LT(view.zoom(), 1.0);
    EXPECT_EQ(changed.count(), 2);
}

TEST(HypercubeView, ClickingANodeSelectsItAndReportsIt)
{
    HypercubeView view;
    view.resize(1200, 800);
    view.setTrace(lectureExample());
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QSignalSpy clicked(&view, &HypercubeView::nodeClicked);
    const QPoint at = view.nodeRect(5, QRectF(view.rect())).center().toPoint();
    QTest::mouseClick(&view, Qt::LeftButton, {}, at);
    ASSERT_EQ(clicked.count(), 1);
    EXPECT_EQ(clicked.first().at(0).value<NodeId>(), 5U);
    EXPECT_EQ(view.selectedNode(), std::optional<NodeId>(5));
}

TEST(HypercubeView, PresentationModeDrawsLargerNodes)
{
    HypercubeView view;
    view.setTrace(lectureExample());
    const double normal = view.nodeRect(0, kTarget).height();
    view.setPresentationMode(true);
    EXPECT_GT(view.nodeRect(0, kTarget).height(), normal * 1.3);
}
