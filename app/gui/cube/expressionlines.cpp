#include "cube/expressionlines.h"

#include <algorithm>
#include <vector>

namespace cubelab::gui {

namespace {

bool isOpening(QChar c)
{
    return c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{');
}

bool isClosing(QChar c)
{
    return c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}');
}

// What may follow an operator in an expression: a leaf a_i, a bracket, or max( / min(.
bool startsOperand(QChar c)
{
    return isOpening(c) || c == QLatin1Char('a') || c == QLatin1Char('m');
}

// A line may end after the operator at i unless it joins two leaves: (a₀+a₄) stays whole.
bool isBreak(const QString& text, qsizetype i)
{
    if (i == 0 || i + 1 >= text.size() || !startsOperand(text[i + 1]))
        return false;
    const bool leafFollows = text[i + 1] == QLatin1Char('a');
    const bool leafPrecedes = !isClosing(text[i - 1]);
    return !(leafFollows && leafPrecedes);
}

struct Break
{
    qsizetype after; // the operator's index: the line ends after it
    int depth;       // bracket depth at the operator
};

std::vector<Break> breaks(const QString& text)
{
    std::vector<Break> out;
    int depth = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (isOpening(c)) {
            ++depth;
        } else if (isClosing(c)) {
            --depth;
        } else if ((c == QLatin1Char('+') || c == QLatin1Char('*') ||
                    (c == QLatin1Char(',') && depth > 0)) &&
                   isBreak(text, i)) {
            out.push_back({i, depth});
        }
    }
    return out;
}

int outermostDepth(const std::vector<Break>& all)
{
    int depth = all.empty() ? 0 : all.front().depth;
    for (const Break& b : all)
        depth = std::min(depth, b.depth);
    return depth;
}

} // namespace

int ExpressionLines::levels(const QString& expression)
{
    const std::vector<Break> all = breaks(expression);
    if (all.empty())
        return 0;
    const int outermost = outermostDepth(all);
    int deepest = outermost;
    for (const Break& b : all)
        deepest = std::max(deepest, b.depth);
    return deepest - outermost + 1;
}

QStringList ExpressionLines::split(const QString& expression, int level)
{
    const std::vector<Break> all = breaks(expression);
    const int outermost = outermostDepth(all);
    QStringList lines;
    qsizetype start = 0;
    for (const Break& b : all) {
        if (b.depth - outermost >= level)
            continue;
        lines << expression.mid(start, b.after + 1 - start);
        start = b.after + 1;
    }
    lines << expression.mid(start);
    return lines;
}

QStringList ExpressionLines::fit(const QString& expression, const QFontMetricsF& metrics,
                                 double width)
{
    const int deepest = levels(expression);
    QStringList joined;
    for (int level = 0; level <= deepest; ++level) {
        // Join neighbours greedily: a chain such as ((a₀+a₁)+a₂)+a₃ breaks unevenly, and its
        // short pieces share a line.
        joined.clear();
        bool fits = true;
        for (const QString& piece : split(expression, level)) {
            if (!joined.isEmpty() && metrics.horizontalAdvance(joined.back() + piece) <= width)
                joined.back() += piece;
            else
                joined << piece;
            fits = fits && metrics.horizontalAdvance(joined.back()) <= width;
        }
        if (fits)
            return joined;
    }
    return joined;
}

double ExpressionLines::width(const QStringList& lines, const QFontMetricsF& metrics)
{
    double widest = 0;
    for (const QString& line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

} // namespace cubelab::gui
