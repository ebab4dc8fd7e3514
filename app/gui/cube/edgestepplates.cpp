#include "cube/edgestepplates.h"

#include "cube/hypercubeview.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cubelab/tracefacts.h>

namespace cubelab::gui {

std::vector<EdgeStepPlate> EdgeStepPlates::place(const CubeGeometry& g, const TraceFacts& facts,
                                                 const std::vector<QString>& edgeSteps)
{
    std::vector<EdgeStepPlate> plates;
    if (edgeSteps.empty() || g.edges.empty() || g.detail == CubeGeometry::Detail::Dots ||
        facts.dimension() > CubeGeometry::kMaxEdgeLabelDimension)
        return plates;
    const QFontMetricsF fm(g.fonts.edge);
    std::vector<QRectF> taken;
    for (NodeId node = 0; node < g.centres.size(); ++node) {
        QRectF box(QPointF(), g.box(node));
        box.moveCenter(g.centres[node]);
        taken.push_back(box);
    }
    const auto covers = [&](const QRectF& r) {
        return std::any_of(taken.begin(), taken.end(),
                           [&](const QRectF& t) { return t.intersects(r.adjusted(-2, -2, 2, 2)); });
    };
    for (NodeId child = 0; child < edgeSteps.size() && child < g.edges.size(); ++child) {
        if (edgeSteps[child].isEmpty() || g.edges[child].isNull())
            continue;
        const int link = facts.treeLink(child);
        const QString text = HypercubeView::tr("%1 link %2").arg(edgeSteps[child]).arg(link);
        QRectF plate(0, 0, fm.horizontalAdvance(text) + fm.height() * 0.8, fm.height() * 1.2);
        for (double t : {0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8}) {
            plate.moveCenter(g.edges[child].pointAt(t));
            if (!covers(plate))
                break;
        }
        if (covers(plate))
            plate.moveCenter(g.edges[child].pointAt(0.5));
        taken.push_back(plate);
        plates.push_back({child, link, text, plate});
    }
    return plates;
}

std::vector<QRectF> EdgeStepPlates::rects(const std::vector<EdgeStepPlate>& plates)
{
    std::vector<QRectF> out;
    out.reserve(plates.size());
    for (const EdgeStepPlate& p : plates)
        out.push_back(p.rect);
    return out;
}

} // namespace cubelab::gui
