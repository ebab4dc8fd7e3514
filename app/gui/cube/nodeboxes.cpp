#include "cube/nodeboxes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cubelab::gui {

namespace {

// Where along one axis: position = origin + u * scale, as large a scale as keeps every box
// (of half extent half[i] about its position) between lo and hi.
std::pair<double, double> stretch(const std::vector<double>& u, const std::vector<double>& half,
                                  double lo, double hi)
{
    const std::size_t count = u.size();
    const double span = hi - lo;
    double scale = std::numeric_limits<double>::infinity();
    const bool uniform =
        std::all_of(half.begin(), half.end(), [&](double h) { return h == half.front(); });
    if (uniform) {
        const auto [low, high] = std::minmax_element(u.begin(), u.end());
        if (*high > *low)
            scale = (span - 2 * half.front()) / (*high - *low);
    } else {
        // Boxes i and j (u[i] < u[j]) stand (u[j] - u[i]) * scale apart and need half[i] +
        // half[j] more room than that within the span.
        for (std::size_t i = 0; i < count; ++i)
            for (std::size_t j = 0; j < count; ++j)
                if (u[j] > u[i])
                    scale = std::min(scale, (span - half[i] - half[j]) / (u[j] - u[i]));
    }
    if (!std::isfinite(scale))
        scale = 0;
    scale = std::max(scale, 0.0);
    double low = -std::numeric_limits<double>::infinity(),
           high = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < count; ++i) {
        low = std::max(low, lo + half[i] - u[i] * scale);
        high = std::min(high, hi - half[i] - u[i] * scale);
    }
    return {low <= high ? (low + high) / 2 : low, scale};
}

// How far the link from pa to pb passes from x = cx within the band top..bottom: 0 when it
// crosses cx there, infinity when it does not enter the band.
double passingDistance(QPointF pa, QPointF pb, double top, double bottom, double cx)
{
    double t0 = 0, t1 = 1;
    const double dy = pb.y() - pa.y();
    if (std::abs(dy) < 1e-9) {
        if (pa.y() < top || pa.y() > bottom)
            return std::numeric_limits<double>::infinity();
    } else {
        double ta = (top - pa.y()) / dy, tb = (bottom - pa.y()) / dy;
        if (ta > tb)
            std::swap(ta, tb);
        t0 = std::max(t0, ta);
        t1 = std::min(t1, tb);
        if (t0 > t1)
            return std::numeric_limits<double>::infinity();
    }
    const double x0 = pa.x() + (pb.x() - pa.x()) * t0, x1 = pa.x() + (pb.x() - pa.x()) * t1;
    if (cx >= std::min(x0, x1) && cx <= std::max(x0, x1))
        return 0;
    return std::min(std::abs(x0 - cx), std::abs(x1 - cx));
}

// How much of the line between two box centres lies outside both boxes (negative when the
// boxes overlap along it).
double visibleLength(QPointF a, QSizeF boxA, QPointF b, QSizeF boxB)
{
    const QPointF d = b - a;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return 0;
    // The fraction of the line inside a box of half extents (hx, hy) about its end.
    auto inside = [&](QSizeF box) {
        double t = std::numeric_limits<double>::infinity();
        if (std::abs(d.x()) > 0)
            t = std::min(t, box.width() / 2 / std::abs(d.x()));
        if (std::abs(d.y()) > 0)
            t = std::min(t, box.height() / 2 / std::abs(d.y()));
        return t;
    };
    return length * (1 - inside(boxA) - inside(boxB));
}

} // namespace

std::vector<QPointF> NodeBoxes::place(const std::vector<QPointF>& unit,
                                      const std::vector<QSizeF>& sizes, const QRectF& plot,
                                      double zoom)
{
    const std::size_t count = unit.size();
    if (count == 0 || sizes.empty())
        return {};
    std::vector<double> ux(count), uy(count), hx(count), hy(count);
    for (std::size_t i = 0; i < count; ++i) {
        const QSizeF& size = sizes.size() == count ? sizes[i] : sizes.front();
        ux[i] = unit[i].x();
        uy[i] = unit[i].y();
        hx[i] = size.width() / 2;
        hy[i] = size.height() / 2;
    }
    const auto [x0, sx] = stretch(ux, hx, plot.left(), plot.right());
    const auto [y0, sy] = stretch(uy, hy, plot.top(), plot.bottom());
    const QPointF centre = plot.center();
    std::vector<QPointF> out(count);
    for (std::size_t i = 0; i < count; ++i)
        out[i] = centre + (QPointF(x0 + ux[i] * sx, y0 + uy[i] * sy) - centre) * zoom;
    return out;
}

bool NodeBoxes::haveRoom(const std::vector<QPointF>& c, const std::vector<QSizeF>& sizes,
                         const std::vector<Link>& links, double gap, double margin)
{
    const std::size_t count = c.size();
    auto size = [&](std::size_t i) { return sizes.size() == count ? sizes[i] : sizes.front(); };
    // Boxes above one another need less room between them than side by side, where the links
    // have to show.
    const double gapY = gap / 3;
    for (std::size_t i = 0; i < count; ++i)
        for (std::size_t j = i + 1; j < count; ++j) {
            const QSizeF a = size(i), b = size(j);
            if (std::abs(c[i].y() - c[j].y()) < (a.height() + b.height()) / 2 + gapY &&
                std::abs(c[i].x() - c[j].x()) < (a.width() + b.width()) / 2 + gap)
                return false;
        }
    for (const Link& link : links)
        if (visibleLength(c[link.first], size(link.first), c[link.second], size(link.second)) <
            1.25 * gap)
            return false;
    for (const Link& link : links)
        for (std::size_t node = 0; node < count; ++node) {
            if (node == link.first || node == link.second)
                continue;
            const QSizeF box = size(node);
            const double distance = passingDistance(
                c[link.first], c[link.second], c[node].y() - box.height() / 2 - margin,
                c[node].y() + box.height() / 2 + margin, c[node].x());
            if (distance < box.width() / 2 + margin)
                return false;
        }
    return true;
}

bool NodeBoxes::dropDown(const std::vector<QPointF>& c, const std::vector<QSizeF>& sizes,
                         const std::vector<Link>& links, double drop)
{
    auto size = [&](std::size_t i) { return sizes.size() == c.size() ? sizes[i] : sizes.front(); };
    for (const Link& link : links) {
        const double top = c[link.first].y() - size(link.first).height() / 2;
        const double bottom = c[link.second].y() + size(link.second).height() / 2;
        if (top - bottom < drop)
            return false;
    }
    return true;
}

double NodeBoxes::freeWidth(const std::vector<QPointF>& c, double height, double gap)
{
    const double gapY = gap / 3;
    double width = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < c.size(); ++i)
        for (std::size_t j = i + 1; j < c.size(); ++j)
            if (std::abs(c[i].y() - c[j].y()) < height + gapY)
                width = std::min(width, std::abs(c[i].x() - c[j].x()) - gap);
    return width;
}

double NodeBoxes::linkFreeWidth(const std::vector<QPointF>& c, const std::vector<Link>& links,
                                double height, double margin)
{
    double width = std::numeric_limits<double>::infinity();
    for (const Link& link : links)
        for (NodeId node = 0; node < c.size(); ++node) {
            if (node == link.first || node == link.second)
                continue;
            const double distance =
                passingDistance(c[link.first], c[link.second], c[node].y() - height / 2 - margin,
                                c[node].y() + height / 2 + margin, c[node].x());
            width = std::min(width, 2 * (distance - margin));
        }
    return width;
}

} // namespace cubelab::gui
