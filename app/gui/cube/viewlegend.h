#pragma once
// ViewLegend: the hypercube view's legend — the step ("Step b)", "2 of 3", "link 2, reduce"),
// one swatch per link, the node markers and, where the nodes do not show every s_i whole,
// where to see them. It is part of the picture, so that an exported figure explains itself.
// It stands in a column beside the plot or in a strip below it; its size is taken over every
// step, so that it never moves the cube while the steps play, and its type is as large as
// asked and as small as it must be for every row to fit whole. It describes one trace, which
// its owner keeps alive.

#include "common/theme.h"

#include <QFont>
#include <QRectF>
#include <QString>
#include <cubelab/trace.h>
#include <vector>

class QPainter;

namespace cubelab::gui {

class ViewLegend
{
public:
    // What the legend adds below its rows when the nodes do not show every s_i whole.
    enum class Hint
    {
        None,
        PointAt,   // addresses or dots only: the s_i are in the tooltips and the table
        Shortened, // s_i cut short (above n = 4)
        NoRoom,    // up to n = 4, but the view is too small for the s_i
    };
    // still: a picture that cannot be pointed at (a handout, an animation, a TikZ figure),
    // whose hints name the table instead of a node's tooltip or a larger window.
    static QString hintText(Hint hint, bool still = false);

    static constexpr int kPixels = 15;             // the type at a desk
    static constexpr int kPresentationPixels = 22; // in presentation mode
    static constexpr int kMinPixels = 9;
    static constexpr double kShare =
        0.3; // of the view's width (a column) or height (a strip) at most
    // On the stage (presentation mode) the legend is a strip below the cube that takes at
    // most this share of the view's height: the nodes' s_i are what the room reads.
    static constexpr double kStageShare = 1.0 / 6;

    ViewLegend(const Trace& trace, bool hasRoot, bool hasReducePhase, bool hasExchangePhase);
    // What is followed (FollowMarks::legend, ::detail): a row with the ring, and a line under
    // it; both the same at every step, so that the legend keeps its size while steps play.
    void setFollow(const QString& ring, const QString& detail);
    void setStill(bool still) { mStill = still; }

    // Where the legend stands in target and the room it leaves for the plot.
    struct Layout
    {
        QRectF rect;
        QRectF plot;
        bool strip = false;
        double width = 0; // what its rows (a strip's lines) and the hint wrap in
        QFont font, title;
        double scale = 1; // its type against kPixels: the swatches follow
    };
    // At most pixels, smaller where a row would not fit otherwise (down to kMinPixels). dots:
    // the nodes are drawn as dots (the markers follow them). share: of the view's width (a
    // column) or height (a strip) the legend may take.
    Layout layOut(const QRectF& target, int pixels, bool dots, Hint hint, bool strip,
                  double share = kShare) const;

    // arrowWidth: the view's message width, which the link swatches take.
    void paint(QPainter& painter, const Layout& layout, int step, bool dots, Hint hint,
               const Theme& theme, double arrowWidth) const;

private:
    struct Row
    {
        enum Kind
        {
            Title,
            Text,
            Link,
            Sender,
            Receiver,
            Both,
            Root,
            Done,
            Follow,
            HintText
        } kind;
        QString text;
        int link = 0;
    };
    // The legend at a step (0: the start); the hint goes last.
    std::vector<Row> rows(int step, bool dots, Hint hint) const;
    // The rows that name the step: its title, where it stands, its links and phase.
    std::vector<Row> stepRows(int step) const;

    // Its measures at a type size; every size in it follows the type.
    struct Metrics
    {
        double unit; // pixels / kPixels
        double rowHeight;
        double titleHeight;
        double swatch;
        double textIndent; // from the swatch to the row's text
        double top;
    };
    static Metrics metrics(const QFont& font, const QFont& title);
    static void paintSwatch(QPainter& painter, const Row& row, QPointF at, const Metrics& m,
                            bool dots, const Theme& theme, double arrowWidth);
    static void paintRoleSwatch(QPainter& painter, Row::Kind kind, QPointF centre, QSizeF marker,
                                double scale, bool dots, const Theme& theme);

    // Where each row goes, relative to the legend's text origin: in a column one row under
    // another, in a strip side by side and wrapping at width. box: the row's swatch and text.
    struct Placed
    {
        Row row;
        QRectF box;
    };
    std::vector<Placed> place(int step, bool dots, Hint hint, const QFont& font, const QFont& title,
                              double width, bool strip) const;
    // The room it takes over every step.
    QSizeF extent(bool dots, Hint hint, const QFont& font, const QFont& title, double width,
                  bool strip) const;

    const Trace* mTrace;
    bool mHasRoot;
    bool mHasReducePhase;
    bool mHasExchangePhase;
    QString mFollowRing;
    QString mFollowDetail;
    bool mStill = false;
};

} // namespace cubelab::gui
