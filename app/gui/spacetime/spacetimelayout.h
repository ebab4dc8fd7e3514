#pragma once
// SpaceTimeLayout: where the space-time diagram draws what, as a pure function of the trace, the
// size, the font and the time axis, so it is tested without painting. One row a node, node 0 on
// top (above kMaxRows nodes, one row a group of consecutive nodes, and a note says so); the steps
// across, from the left; each message an arrow from its sender's row to its receiver's row within
// its step, in its link's colour (Theme::linkColor), thicker with its bytes; for every row and
// step whether its nodes communicate, wait (idle) or are done (never communicate again); the
// legend's entries flowed into lines below.

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <cstdint>
#include <cubelab/costmodel.h>
#include <cubelab/messagebytes.h>
#include <cubelab/trace.h>
#include <optional>
#include <vector>

namespace cubelab::gui {

// What the x axis measures. A step's span is its start and duration: Steps gives every step
// the same width; Time takes the spans in seconds from the one place that prices the steps
// (the step-costs model's CostResult); Measured takes them from a trace measured on real
// ranks, its steps' medians laid end to end (Time's drawing serves it as it is).
struct SpaceTimeAxis
{
    enum class Kind
    {
        Steps,
        Time,
        Measured
    };
    struct Span
    {
        double start = 0.0;
        double duration = 0.0;
    };

    Kind kind = Kind::Steps;
    std::vector<Span> spans; // Time, Measured: one a step, in seconds; Steps: empty
    // The bytes of an element for the arrows' bytes: the machine's with Time, the trace's else.
    std::uint32_t elementBytes = kTraceElementBytes;

    static SpaceTimeAxis steps() { return {}; }
    static SpaceTimeAxis time(const CostResult& costs, std::uint32_t elementBytes);
    static SpaceTimeAxis measured(const Measurement& measured);
};

class SpaceTimeLayout
{
    Q_DECLARE_TR_FUNCTIONS(SpaceTimeLayout)

public:
    static constexpr int kMaxRows = 64;

    enum class Activity : std::uint8_t
    {
        Active, // a node of the row sends or receives in the step
        Idle,   // none does, but one will later
        Done,   // no node of the row sends or receives again
    };

    struct Row
    {
        NodeId first = 0; // the row's nodes are first … first + count - 1
        NodeId count = 1;
        double y = 0.0;         // the line
        QRectF band;            // the row's share of the plot's height (clicks, the selected mark)
        QString label;          // "010"; a group "000xx" (its varying low bits as x)
        bool labelShown = true; // false where the rows are lower than a line of text
    };

    struct Column
    {
        int step = 1; // 1-based, as Session::step counts
        double left = 0.0;
        double right = 0.0;
        QString label;          // "a) link 3", or "a) 3" or "a)" where the column is narrow
        bool labelShown = true; // false where the column is narrower than its label
    };

    // One message, or above kMaxRows nodes all messages of a step between the same two rows.
    struct Arrow
    {
        std::uint64_t message = 0; // the trace's index of the (first) message
        std::uint64_t count = 1;   // messages drawn as this arrow
        int step = 1;
        NodeId from = 0;
        NodeId to = 0;
        int link = 0;
        int fromRow = 0;
        int toRow = 0;
        QPointF tail;
        QPointF head;
        double width = 1.0;
        std::uint64_t elements = 0; // of the (first) message
        double bytes = 0.0;         // approxMessageBytes(elements, axis.elementBytes)
    };

    struct Tick
    {
        double x = 0.0;
        QString label;
    };

    enum class LegendKind
    {
        Active,
        Idle,
        Done,
        Message,
        Link,
        Within,
        Note
    };
    struct LegendEntry
    {
        LegendKind kind = LegendKind::Note;
        int link = 0; // LegendKind::Link
        QString text;
        QRectF swatch;  // empty for a note
        QPointF textAt; // the baseline's left end
    };

    SpaceTimeLayout(const Trace& trace, const QSizeF& size, const QFontMetricsF& metrics,
                    const SpaceTimeAxis& axis);

    const SpaceTimeAxis& axis() const { return mAxis; }
    QSizeF size() const { return mSize; }
    // Where rows and arrows are drawn (without the labels around them).
    QRectF plot() const { return mPlot; }
    const std::vector<Row>& rows() const { return mRows; }
    const std::vector<Column>& columns() const { return mColumns; }
    const std::vector<Arrow>& arrows() const { return mArrows; }
    NodeId nodesPerRow() const { return mPerRow; }
    Activity activity(int row, int step) const;
    // The row of a node.
    int rowOf(NodeId node) const { return static_cast<int>(node / mPerRow); }
    // The time axis' ticks below the plot (Time only) and the axis' title.
    const std::vector<Tick>& ticks() const { return mTicks; }
    QString axisTitle() const { return mAxisTitle; }
    double axisTitleY() const { return mAxisTitleY; } // baseline
    double headerY() const { return mHeaderY; }       // the step labels' baseline
    double tickY() const { return mTickY; }           // the tick labels' baseline
    // "256 nodes in 64 rows of 4"; empty up to kMaxRows nodes.
    QString groupingNote() const;
    const std::vector<LegendEntry>& legend() const { return mLegend; }
    double legendTop() const { return mLegendTop; }
    double lineHeight() const { return mLine; }

    // The row at a point of the plot's height (beside the plot too: the labels), if any.
    std::optional<int> rowAt(const QPointF& point) const;
    // The arrow nearest to a point within its half-width plus tolerance, if any.
    std::optional<std::size_t> arrowAt(const QPointF& point, double tolerance) const;

private:
    void placeRows(const Trace& trace, const QFontMetricsF& metrics);
    void placeColumns(const Trace& trace, const QFontMetricsF& metrics);
    void placeTicks(const QFontMetricsF& metrics);
    void collectArrows(const Trace& trace);
    void placeLegend(const Trace& trace, const QFontMetricsF& metrics, double top);
    void computeActivity(const Trace& trace);
    double xOf(double seconds) const;

    SpaceTimeAxis mAxis;
    QSizeF mSize;
    QRectF mPlot;
    double mLine = 0.0;
    NodeId mNodes = 1;
    NodeId mPerRow = 1;
    std::size_t mSteps = 0;
    double mTotal = 0.0; // Time: the spans' end
    std::vector<Row> mRows;
    std::vector<Column> mColumns;
    std::vector<Arrow> mArrows;
    std::vector<Activity> mActivity; // rows × steps
    std::vector<Tick> mTicks;
    QString mAxisTitle;
    double mAxisTitleY = 0.0;
    double mHeaderY = 0.0;
    double mTickY = 0.0;
    std::vector<LegendEntry> mLegend;
    double mLegendTop = 0.0;
};

} // namespace cubelab::gui
