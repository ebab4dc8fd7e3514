#include "cube/nodevaluetext.h"

#include "common/valuetext.h"
#include "cube/hypercubeview.h"


namespace cubelab::gui {

namespace {

constexpr int kTooltipExpressionChars = 600;
constexpr std::size_t kTooltipElements = 8;

QString subscript(quint64 number)
{
    return NodeValueText::withSubscripts("_" + std::to_string(number));
}

} // namespace

QString NodeValueText::withSubscripts(const std::string& text)
{
    QString out;
    out.reserve(static_cast<qsizetype>(text.size()));
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '_' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
            while (i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9')
                out += QChar(0x2080 + (text[++i] - '0'));
        } else {
            out += QLatin1Char(c);
        }
    }
    return out;
}

bool NodeValueText::isExpression(const Trace& trace, const NodeValue& value)
{
    return trace.symbolic() && value.expr != kNoExpr;
}

QString NodeValueText::onNode(const Trace& trace, const NodeValue& value)
{
    if (!value.present)
        return QStringLiteral("—");
    if (isExpression(trace, value))
        return withSubscripts(trace.format(value.expr, ExprStyle::Lecture));
    if (value.elements.empty())
        return QStringLiteral("—");
    return formatFirstValue(value.elements, trace.elements(), kBriefValueDigits);
}

// The texts keep the view's translation context: they are the view's words.
QString NodeValueText::tooltip(const Trace& trace, NodeId node, std::size_t step, bool isRoot)
{
    const NodeValue value = trace.valueAt(node, step);
    QString text = HypercubeView::tr("Node %1 (id %2)").arg(QString::fromStdString(trace.cube().address(node))).arg(node);
    QString s = QStringLiteral("s") + subscript(node) + QStringLiteral(" = ");
    if (!value.present) {
        text += QLatin1Char('\n') + s + HypercubeView::tr("nothing yet");
        return text;
    }
    if (isExpression(trace, value)) {
        QString expression = withSubscripts(trace.format(value.expr, ExprStyle::Lecture));
        if (expression.size() > kTooltipExpressionChars)
            expression = expression.left(kTooltipExpressionChars) + HypercubeView::tr("… (the table shows it whole)");
        text += QLatin1Char('\n') + s + expression;
        s = QStringLiteral("  = ");
    }
    text += QLatin1Char('\n') + s + formatValueList(value.elements, trace.elements(), kTooltipElements, kBriefValueDigits);
    if (isRoot)
        text += QLatin1Char('\n') + HypercubeView::tr("the root");
    return text;
}

} // namespace cubelab::gui
