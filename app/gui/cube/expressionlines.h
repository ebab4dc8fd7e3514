#pragma once
// ExpressionLines: how an s_i in the lecture's style breaks onto lines so that it is never cut.
// A line ends after an operator, the outermost operators first, so every line holds whole
// bracketed partial sums: "[(a₀+a₄)+(a₂+a₆)]+" / "[(a₁+a₅)+(a₃+a₇)]". Pure text and font
// metrics; the hypercube view sizes its node boxes and writes their text with it.

#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace cubelab::gui {

class ExpressionLines
{
public:
    // How many break levels the expression has: 0 when there is no operator to break after.
    // Level 0 are the operators of the outermost bracket depth that holds one (the "+" between
    // the halves of the lecture's s_0, or inside the brackets of (a₂+a₆)), level 1 the next
    // depth in, and so on. An operator counts only where an operand follows it (a leaf, a
    // bracket or max(/min(), so a number such as 1,5e+07 never breaks, and not between two
    // leaves: the innermost brackets (a₀+a₄) stay whole.
    static int levels(const QString& expression);

    // The expression broken after every operator of a level below level: level 0 gives the
    // expression on one line, levels() and more every operand on its own line.
    static QStringList split(const QString& expression, int level);

    // The fewest lines, none wider than width: the lines of the smallest level at which
    // every line fits once neighbouring lines are joined again wherever they fit together.
    // When no level fits, the deepest level's lines; the caller sees a line wider than width.
    static QStringList fit(const QString& expression, const QFontMetricsF& metrics, double width);

    // The widest of the lines.
    static double width(const QStringList& lines, const QFontMetricsF& metrics);
};

} // namespace cubelab::gui
