#include "spacetime/spacetimelayout.h"

#include "analysis/chartstyle.h"
#include "analysis/stepcostsmodel.h"
#include "common/collectivetexts.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {
// Above this share of a line, a row's label is drawn; below, every k-th one.
constexpr double kRowLabelShare = 1.05;
} // namespace

SpaceTimeAxis SpaceTimeAxis::time(const CostResult& costs, std::uint32_t elementBytes)
{
    SpaceTimeAxis axis;
    axis.kind = Kind::Time;
    axis.elementBytes = elementBytes;
    for (const StepCost& step : costs.steps)
        axis.spans.push_back({step.start, step.duration});
    return axis;
}

SpaceTimeAxis SpaceTimeAxis::measured(const Measurement& measured)
{
    SpaceTimeAxis axis;
    axis.kind = Kind::Measured;
    double start = 0.0;
    for (const MeasuredStep& step : measured.steps) {
        axis.spans.push_back({start, step.time.median});
        start += step.time.median;
    }
    return axis;
}

SpaceTimeLayout::SpaceTimeLayout(const Trace& trace, const QSizeF& size,
                                 const QFontMetricsF& metrics, const SpaceTimeAxis& axis)
    : mAxis(axis), mSize(size), mLine(metrics.height()), mNodes(trace.nodeCount()),
      mSteps(trace.stepCount())
{
    // A time axis that does not fit the trace (other steps) is drawn as steps.
    if (mAxis.kind != SpaceTimeAxis::Kind::Steps && mAxis.spans.size() != mSteps)
        mAxis = SpaceTimeAxis{SpaceTimeAxis::Kind::Steps, {}, mAxis.elementBytes};
    for (const SpaceTimeAxis::Span& span : mAxis.spans)
        mTotal = std::max(mTotal, span.start + span.duration);

    mPerRow = mNodes > static_cast<NodeId>(kMaxRows) ? mNodes / kMaxRows : 1;
    const double margin = mLine * 0.5;

    // The legend takes the lines it needs at the bottom, the plot what is left.
    placeLegend(trace, metrics, 0.0);
    double legendHeight = 0.0;
    for (const LegendEntry& entry : mLegend)
        legendHeight = std::max(legendHeight, entry.textAt.y() + metrics.descent());
    mLegendTop = size.height() - margin - legendHeight;
    placeLegend(trace, metrics, mLegendTop);

    mHeaderY = margin + metrics.ascent();
    const double plotTop = mHeaderY + metrics.descent() + mLine * 0.4;
    double bottom = mLegendTop - mLine * 0.4;
    mAxisTitleY = bottom - metrics.descent();
    bottom -= mLine;
    if (mAxis.kind != SpaceTimeAxis::Kind::Steps) {
        mTickY = bottom - metrics.descent();
        bottom -= mLine;
    }
    bottom -= mLine * 0.3;

    placeRows(trace, metrics);
    double labelWidth = 0.0;
    for (const Row& row : mRows)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(row.label));
    const double left = margin + labelWidth + mLine * 0.6;
    mPlot = QRectF(QPointF(left, plotTop),
                   QPointF(std::max(left + 1.0, size.width() - margin - mLine * 0.5),
                           std::max(plotTop + 1.0, bottom)));

    const double rowHeight =
        mPlot.height() / static_cast<double>(std::max<std::size_t>(mRows.size(), 1));
    const int every = std::max(
        1, static_cast<int>(std::ceil(mLine * kRowLabelShare / std::max(rowHeight, 1e-9))));
    for (std::size_t i = 0; i < mRows.size(); ++i) {
        Row& row = mRows[i];
        row.band = QRectF(mPlot.left(), mPlot.top() + rowHeight * static_cast<double>(i),
                          mPlot.width(), rowHeight);
        row.y = row.band.center().y();
        row.labelShown = i % static_cast<std::size_t>(every) == 0;
    }

    placeColumns(trace, metrics);
    placeTicks(metrics);
    computeActivity(trace);
    collectArrows(trace);
}

void SpaceTimeLayout::placeRows(const Trace& trace, const QFontMetricsF&)
{
    const Hypercube& cube = trace.cube();
    const int lowBits = static_cast<int>(std::log2(static_cast<double>(mPerRow)) + 0.5);
    const NodeId rows = mNodes / mPerRow;
    mRows.resize(rows);
    for (NodeId i = 0; i < rows; ++i) {
        Row& row = mRows[i];
        row.first = i * mPerRow;
        row.count = mPerRow;
        QString label = QString::fromStdString(cube.address(row.first));
        // The bits that vary within the group, as x: "000xx" stands for 00000 … 00011.
        for (int b = 0; b < lowBits && b < label.size(); ++b)
            label[label.size() - 1 - b] = QLatin1Char('x');
        row.label = label;
    }
}

double SpaceTimeLayout::xOf(double seconds) const
{
    return mPlot.left() + (mTotal > 0.0 ? seconds / mTotal * mPlot.width() : 0.0);
}

void SpaceTimeLayout::placeColumns(const Trace& trace, const QFontMetricsF& metrics)
{
    const double equal = mPlot.width() / static_cast<double>(std::max<std::size_t>(mSteps, 1));
    mColumns.resize(mSteps);
    double shownRight = -1e300;
    for (std::size_t k = 0; k < mSteps; ++k) {
        Column& c = mColumns[k];
        const Step& step = trace.steps()[k];
        c.step = static_cast<int>(k + 1);
        if (mAxis.kind == SpaceTimeAxis::Kind::Steps) {
            c.left = mPlot.left() + equal * static_cast<double>(k);
            c.right = c.left + equal;
        } else {
            c.left = xOf(mAxis.spans[k].start);
            c.right = xOf(mAxis.spans[k].start + mAxis.spans[k].duration);
        }
        // "a) link 3" where the column has room for it, else "a) 3", else "a)".
        const QString label = QString::fromStdString(step.label);
        const QString candidates[] = {CollectiveTexts::stepTitle(trace, k + 1),
                                      tr("%1) %2", "a step's label and its link numbers")
                                          .arg(label, StepCostsModel::linksText(step)),
                                      tr("%1)", "a step's label").arg(label)};
        for (const QString& candidate : candidates) {
            c.label = candidate;
            if (metrics.horizontalAdvance(candidate) + mLine * 0.6 <= c.right - c.left)
                break;
        }
        // A label stands centred over its column; one that would run into the last shown is left
        // out.
        const double wide = metrics.horizontalAdvance(c.label);
        const double centre = (c.left + c.right) / 2;
        c.labelShown = centre - wide / 2 >= shownRight + mLine * 0.3;
        if (c.labelShown)
            shownRight = centre + wide / 2;
    }
}

void SpaceTimeLayout::placeTicks(const QFontMetricsF& metrics)
{
    mTicks.clear();
    if (mAxis.kind == SpaceTimeAxis::Kind::Steps) {
        mAxisTitle = tr("Steps (each the same width)");
        return;
    }
    const TimeUnit unit = timeUnitFor(mTotal);
    mAxisTitle = mAxis.kind == SpaceTimeAxis::Kind::Measured
                     ? tr("Measured time since start (%1), each step its median").arg(unit.symbol)
                     : tr("Time since start (%1)").arg(unit.symbol);
    const double max = mTotal / unit.seconds;
    if (!(max > 0.0))
        return;
    const QLocale locale;
    // As many ticks as their labels leave room for.
    for (int wanted = 8; wanted >= 1; --wanted) {
        const double step = niceStep(max, wanted);
        std::vector<Tick> ticks;
        double lastRight = -1e300;
        bool fits = true;
        for (int i = 0; step > 0.0 && i * step <= max * (1 + 1e-9); ++i) {
            const double value = i * step;
            Tick tick{xOf(value * unit.seconds), locale.toString(value, 'g', 6)};
            const double wide = metrics.horizontalAdvance(tick.label);
            if (tick.x - wide / 2 < lastRight + mLine * 0.5)
                fits = false;
            lastRight = tick.x + wide / 2;
            ticks.push_back(tick);
        }
        if (fits || wanted == 1) {
            mTicks = std::move(ticks);
            return;
        }
    }
}

void SpaceTimeLayout::computeActivity(const Trace& trace)
{
    // The last step in which each node sends or receives (0: never).
    std::vector<std::uint32_t> last(mNodes, 0);
    const std::size_t rows = mRows.size();
    mActivity.assign(rows * mSteps, Activity::Idle);
    for (std::size_t k = 0; k < mSteps; ++k) {
        for (const Message& m : trace.messages(trace.steps()[k])) {
            last[m.from] = static_cast<std::uint32_t>(k + 1);
            last[m.to] = static_cast<std::uint32_t>(k + 1);
            mActivity[static_cast<std::size_t>(rowOf(m.from)) * mSteps + k] = Activity::Active;
            mActivity[static_cast<std::size_t>(rowOf(m.to)) * mSteps + k] = Activity::Active;
        }
    }
    // A row is done in a step when every one of its nodes has communicated for the last time before
    // it.
    for (std::size_t r = 0; r < rows; ++r) {
        std::uint32_t rowLast = 0;
        for (NodeId n = mRows[r].first; n < mRows[r].first + mRows[r].count; ++n)
            rowLast = std::max(rowLast, last[n]);
        for (std::size_t k = rowLast; k < mSteps; ++k)
            mActivity[r * mSteps + k] = Activity::Done;
    }
}

SpaceTimeLayout::Activity SpaceTimeLayout::activity(int row, int step) const
{
    if (row < 0 || static_cast<std::size_t>(row) >= mRows.size() || step < 1 ||
        static_cast<std::size_t>(step) > mSteps)
        return Activity::Done;
    return mActivity[static_cast<std::size_t>(row) * mSteps + static_cast<std::size_t>(step - 1)];
}

void SpaceTimeLayout::collectArrows(const Trace& trace)
{
    mArrows.clear();
    const std::size_t rows = mRows.size();
    // Per step, the arrow of each pair of rows (above kMaxRows nodes several messages share one).
    std::vector<std::int64_t> arrowOf(rows * rows, -1);
    double maxBytes = 0.0;
    for (std::size_t k = 0; k < mSteps; ++k) {
        const Step& step = trace.steps()[k];
        const Column& column = mColumns[k];
        const double inset = std::min((column.right - column.left) * 0.12, mLine * 0.6);
        const std::size_t firstArrow = mArrows.size();
        const auto messages = trace.messages(step);
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const Message& m = messages[i];
            const int fromRow = rowOf(m.from);
            const int toRow = rowOf(m.to);
            std::int64_t& slot =
                arrowOf[static_cast<std::size_t>(fromRow) * rows + static_cast<std::size_t>(toRow)];
            if (slot >= 0) {
                ++mArrows[static_cast<std::size_t>(slot)].count;
                continue;
            }
            slot = static_cast<std::int64_t>(mArrows.size());
            Arrow a;
            a.message = step.firstMessage + i;
            a.step = static_cast<int>(k + 1);
            a.from = m.from;
            a.to = m.to;
            a.link = m.link;
            a.fromRow = fromRow;
            a.toRow = toRow;
            a.tail = QPointF(column.left + inset, mRows[static_cast<std::size_t>(fromRow)].y);
            a.head = QPointF(column.right - inset, mRows[static_cast<std::size_t>(toRow)].y);
            a.elements = trace.messageElements(a.message);
            a.bytes = approxMessageBytes(static_cast<double>(a.elements), mAxis.elementBytes);
            maxBytes = std::max(maxBytes, a.bytes);
            mArrows.push_back(a);
        }
        for (std::size_t j = firstArrow; j < mArrows.size(); ++j)
            arrowOf[static_cast<std::size_t>(mArrows[j].fromRow) * rows +
                    static_cast<std::size_t>(mArrows[j].toRow)] = -1;
    }
    // The width grows with the bytes (as their square root: a message of a quarter of the bytes
    // is half as wide), and never gets wider than a row leaves room for.
    const double rowHeight = mRows.empty() ? mLine : mRows.front().band.height();
    const double widest = std::clamp(std::min(mLine * 0.32, rowHeight * 0.3), 1.5, 10.0);
    const double thinnest = std::min(1.2, widest);
    for (Arrow& a : mArrows)
        a.width = maxBytes > 0.0 ? thinnest + (widest - thinnest) * std::sqrt(a.bytes / maxBytes)
                                 : thinnest;
}

void SpaceTimeLayout::placeLegend(const Trace& trace, const QFontMetricsF& metrics, double top)
{
    mLegend.clear();
    const auto add = [this](LegendKind kind, const QString& text, int link = 0) {
        mLegend.push_back({kind, link, text, {}, {}});
    };
    add(LegendKind::Active, tr("sends or receives"));
    add(LegendKind::Idle, tr("idle: waits this step"));
    add(LegendKind::Done, tr("done: no more messages"));
    add(LegendKind::Message, tr("message: thicker with more bytes"));
    std::vector<bool> used(static_cast<std::size_t>(trace.cube().dimension()) + 1, false);
    for (const Step& step : trace.steps())
        for (int link : step.links)
            if (link >= 1 && static_cast<std::size_t>(link) < used.size())
                used[static_cast<std::size_t>(link)] = true;
    for (std::size_t link = 1; link < used.size(); ++link)
        if (used[link])
            add(LegendKind::Link, tr("link %1").arg(link), static_cast<int>(link));
    if (!groupingNote().isEmpty()) {
        add(LegendKind::Within, tr("a message within a row's nodes"));
        add(LegendKind::Note, groupingNote());
    }

    // Flowed into lines across the width: a swatch of two ems, then its text.
    const double margin = mLine * 0.5;
    const double swatch = mLine * 2.0;
    const double gap = mLine * 0.4;
    const double right = mSize.width() - margin;
    double x = margin;
    double y = top + metrics.ascent();
    for (LegendEntry& entry : mLegend) {
        const bool hasSwatch = entry.kind != LegendKind::Note;
        const double wide =
            (hasSwatch ? swatch + gap : 0.0) + metrics.horizontalAdvance(entry.text);
        if (x > margin && x + wide > right) {
            x = margin;
            y += mLine;
        }
        if (hasSwatch) {
            entry.swatch = QRectF(x, y - metrics.ascent(), swatch, mLine);
            x += swatch + gap;
        }
        entry.textAt = QPointF(x, y);
        x += metrics.horizontalAdvance(entry.text) + mLine;
    }
}

QString SpaceTimeLayout::groupingNote() const
{
    if (mPerRow <= 1)
        return {};
    return tr("%1 nodes in %2 rows of %3").arg(mNodes).arg(mNodes / mPerRow).arg(mPerRow);
}

std::optional<int> SpaceTimeLayout::rowAt(const QPointF& point) const
{
    if (mRows.empty() || point.y() < mPlot.top() || point.y() >= mPlot.bottom() ||
        point.x() > mPlot.right())
        return std::nullopt;
    const int row = static_cast<int>((point.y() - mPlot.top()) / mRows.front().band.height());
    return std::clamp(row, 0, static_cast<int>(mRows.size()) - 1);
}

std::optional<std::size_t> SpaceTimeLayout::arrowAt(const QPointF& point, double tolerance) const
{
    std::optional<std::size_t> best;
    double bestDistance = 0.0;
    for (std::size_t i = 0; i < mArrows.size(); ++i) {
        const Arrow& a = mArrows[i];
        const QPointF d = a.head - a.tail;
        const double length2 = d.x() * d.x() + d.y() * d.y();
        const double t =
            length2 > 0.0 ? std::clamp(QPointF::dotProduct(point - a.tail, d) / length2, 0.0, 1.0)
                          : 0.0;
        const QPointF nearest = a.tail + d * t;
        const double distance = std::hypot(point.x() - nearest.x(), point.y() - nearest.y());
        if (distance <= a.width / 2 + tolerance && (!best || distance < bestDistance)) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace cubelab::gui
