#include "cube/nodevaluetext.h"

#include "common/notation.h"
#include "common/valuetext.h"
#include "cube/hypercubeview.h"

#include <algorithm>

namespace cubelab::gui {

namespace {

constexpr int kTooltipExpressionChars = 600;
constexpr std::size_t kTooltipElements = 8;

QString subscript(quint64 number)
{
    return Notation::subscripts("_" + std::to_string(number));
}

// The texts keep the view's translation context: they are the view's words.
QString cutExpression(QString expression)
{
    if (expression.size() > kTooltipExpressionChars)
        expression = expression.left(kTooltipExpressionChars) +
                     HypercubeView::tr("… (the table shows it whole)");
    return expression;
}

// "b₂: a₀+a₁" or, plain, "b_2: a_0+a_1".
QString blockTextIn(const Trace& trace, const BlockValue& block, bool subscripts)
{
    const std::string name = "b_" + std::to_string(block.block);
    const QString head = (subscripts ? Notation::subscripts(name) : QString::fromStdString(name)) +
                         QStringLiteral(": ");
    if (trace.symbolic() && block.expr != kNoExpr) {
        const std::string expression = trace.format(block.expr, ExprStyle::Lecture);
        return head +
               (subscripts ? Notation::subscripts(expression) : QString::fromStdString(expression));
    }
    const std::uint64_t size = blockSize(block.block, trace.elements(), trace.blockCount());
    if (block.elements.empty())
        return head + QStringLiteral("—");
    return head + formatFirstValue(block.elements, size, kBriefValueDigits);
}

} // namespace

bool NodeValueText::isExpression(const Trace& trace, const NodeValue& value)
{
    return trace.symbolic() && value.expr != kNoExpr;
}

QString NodeValueText::stripLine(const Trace& trace)
{
    return QString(static_cast<qsizetype>(std::min<std::uint32_t>(trace.blockCount(), kStripCells)),
                   QChar(0x25A0));
}

QString NodeValueText::blockText(const Trace& trace, const BlockValue& block)
{
    return blockTextIn(trace, block, true);
}

QString NodeValueText::plainBlockText(const Trace& trace, const BlockValue& block)
{
    return blockTextIn(trace, block, false);
}

std::vector<float> NodeValueText::blockShares(const Trace& trace, const NodeValue& value)
{
    std::vector<float> shares(trace.blockCount(), 0.0f);
    const double p = std::max<double>(1, trace.nodeCount());
    for (const BlockValue& block : value.blocks) {
        if (block.block >= shares.size())
            continue;
        shares[block.block] = trace.symbolic() && block.expr != kNoExpr
                                  ? static_cast<float>(std::min(
                                        1.0, trace.expressions().node(block.expr).leafCount / p))
                                  : 1.0f;
    }
    return shares;
}

QString NodeValueText::onNode(const Trace& trace, const NodeValue& value)
{
    if (trace.hasBlocks()) {
        QString text = stripLine(trace);
        if (trace.cube().dimension() <= kMaxBlockLinesDimension &&
            value.blocks.size() <= kMaxBlockLines)
            for (const BlockValue& block : value.blocks)
                text += QLatin1Char('\n') + blockText(trace, block);
        return text;
    }
    if (!value.present)
        return QStringLiteral("—");
    if (isExpression(trace, value))
        return Notation::subscripts(trace.format(value.expr, ExprStyle::Lecture));
    if (value.elements.empty())
        return QStringLiteral("—");
    return formatFirstValue(value.elements, trace.elements(), kBriefValueDigits);
}

QString NodeValueText::tooltip(const Trace& trace, NodeId node, std::size_t step, bool isRoot)
{
    const NodeValue value = trace.valueAt(node, step);
    QString text = HypercubeView::tr("Node %1 (id %2)")
                       .arg(QString::fromStdString(trace.cube().address(node)))
                       .arg(node);
    QString s = QStringLiteral("s") + subscript(node) + QStringLiteral(" = ");
    if (!value.present) {
        text += QLatin1Char('\n') + s + HypercubeView::tr("nothing yet");
        return text;
    }
    if (trace.hasBlocks()) {
        text += QLatin1Char('\n') + HypercubeView::tr("holds %1 of the %2 blocks:")
                                        .arg(value.blocks.size())
                                        .arg(trace.blockCount());
        std::size_t shown = 0;
        for (const BlockValue& block : value.blocks) {
            if (++shown > kTooltipElements) {
                text += QLatin1Char('\n') +
                        HypercubeView::tr("… and %1 more; the partial results list every block.")
                            .arg(value.blocks.size() - kTooltipElements);
                break;
            }
            QString line = cutExpression(blockText(trace, block));
            if (trace.symbolic() && block.expr != kNoExpr && !block.elements.empty())
                line +=
                    QStringLiteral(" = ") +
                    formatValueList(block.elements,
                                    blockSize(block.block, trace.elements(), trace.blockCount()),
                                    kTooltipElements, kBriefValueDigits);
            text += QLatin1Char('\n') + line;
        }
        if (isRoot)
            text += QLatin1Char('\n') + HypercubeView::tr("the root");
        return text;
    }
    if (isExpression(trace, value)) {
        const QString expression =
            cutExpression(Notation::subscripts(trace.format(value.expr, ExprStyle::Lecture)));
        text += QLatin1Char('\n') + s + expression;
        s = QStringLiteral("  = ");
    }
    text += QLatin1Char('\n') + s +
            formatValueList(value.elements, trace.elements(), kTooltipElements, kBriefValueDigits);
    if (isRoot)
        text += QLatin1Char('\n') + HypercubeView::tr("the root");
    return text;
}

QString NodeValueText::plainText(const Trace& trace, NodeId node, std::size_t step)
{
    const NodeValue value = trace.valueAt(node, step);
    const QString s = QStringLiteral("s_%1").arg(node);
    if (!value.present)
        return s + QStringLiteral(" = ") +
               (trace.tracedRun() != nullptr ? HypercubeView::tr("not recorded")
                                             : HypercubeView::tr("nothing yet"));
    if (trace.hasBlocks()) {
        QStringList blocks;
        for (const BlockValue& block : value.blocks) {
            if (static_cast<std::size_t>(blocks.size()) == kTooltipElements) {
                blocks << HypercubeView::tr("… and %1 more; the partial results list every block.")
                              .arg(value.blocks.size() - kTooltipElements);
                break;
            }
            blocks << cutExpression(plainBlockText(trace, block));
        }
        return s + QLatin1Char(' ') +
               HypercubeView::tr("holds %1 of the %2 blocks:")
                   .arg(value.blocks.size())
                   .arg(trace.blockCount()) +
               QLatin1Char(' ') + blocks.join(QStringLiteral("; "));
    }
    const QString numbers =
        formatValueList(value.elements, trace.elements(), kTooltipElements, kBriefValueDigits);
    if (isExpression(trace, value))
        return s + QStringLiteral(" = ") +
               cutExpression(QString::fromStdString(trace.format(value.expr, ExprStyle::Lecture))) +
               QStringLiteral("; ") + HypercubeView::tr("value %1").arg(numbers);
    return s + QStringLiteral(" = ") + numbers;
}

} // namespace cubelab::gui
