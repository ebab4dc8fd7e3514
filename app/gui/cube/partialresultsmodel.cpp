#include "cube/partialresultsmodel.h"

#include "common/notation.h"
#include "common/valuetext.h"

#include <QFont>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cubelab/dataflow.h>
#include <limits>

namespace cubelab::gui {

namespace {
// Cells show a readable beginning; the tooltip holds more, within reason (a 12-cube's
// complete result names 4,096 leaves).
constexpr int kCellChars = 160;
constexpr int kToolTipChars = 4000;
constexpr std::uint32_t kShownElements = 4;

QString elided(const QString& text, int limit)
{
    return text.size() <= limit ? text : text.left(limit - 1) + QStringLiteral("…");
}
} // namespace

PartialResultsModel::PartialResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void PartialResultsModel::setTrace(std::shared_ptr<const Trace> trace)
{
    beginResetModel();
    mTrace = std::move(trace);
    mStep = 0;
    mChanged.clear();
    mInputs.clear();
    endResetModel();
}

void PartialResultsModel::setStep(int step)
{
    if (!mTrace)
        return;
    mStep = std::clamp(step, 0, static_cast<int>(mTrace->stepCount()));
    mChanged =
        mStep > 0 ? mTrace->updatedNodes(static_cast<std::size_t>(mStep)) : std::vector<NodeId>{};
    mInputs.clear();
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void PartialResultsModel::setTheme(const Theme& theme)
{
    mTheme = theme;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void PartialResultsModel::setFollowMarks(const FollowMarks& marks)
{
    if (marks == mFollow)
        return;
    mFollow = marks;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void PartialResultsModel::retranslate()
{
    mInputs.clear();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int PartialResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !mTrace ? 0 : static_cast<int>(mTrace->nodeCount());
}

int PartialResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool PartialResultsModel::changed(NodeId node) const
{
    return std::binary_search(mChanged.begin(), mChanged.end(), node);
}

QString PartialResultsModel::valueText(const NodeValue& value) const
{
    if (!value.present)
        return tr("—");
    // A last "…" for more elements than shown, or than the trace kept for this step (the
    // header says which).
    return formatValueList(value.elements, mTrace->elements(), kShownElements, kFullValueDigits);
}

QVariant PartialResultsModel::data(const QModelIndex& index, int role) const
{
    if (!mTrace || !index.isValid() || index.row() >= rowCount())
        return {};
    const auto node = static_cast<NodeId>(index.row());
    switch (role) {
    case ChangedRole:
        return changed(node);
    case FollowRole:
        return mFollow.noteOf(node);
    case NumberRole:
        return firstNumber(node);
    case Qt::BackgroundRole:
        if (mFollow.marks(node))
            return Theme::blend(mTheme.background, mTheme.follow, 0.3);
        if (changed(node)) {
            QColor c = mTheme.receiver;
            c.setAlpha(70);
            return c;
        }
        return {};
    case Qt::FontRole:
        if (changed(node)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == NodeColumn || index.column() == ValueColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return cellText(node, index.column(), role);
    default:
        return {};
    }
}

double PartialResultsModel::firstNumber(NodeId node) const
{
    const NodeValue v = mTrace->valueAt(node, static_cast<std::size_t>(mStep));
    if (mTrace->hasBlocks())
        return v.present && !v.blocks.front().elements.empty()
                   ? v.blocks.front().elements[0]
                   : std::numeric_limits<double>::quiet_NaN();
    return v.present && !v.elements.empty() ? v.elements[0]
                                            : std::numeric_limits<double>::quiet_NaN();
}

QVariant PartialResultsModel::cellText(NodeId node, int column, int role) const
{
    const int limit = role == Qt::DisplayRole ? kCellChars : kToolTipChars;
    switch (column) {
    case NodeColumn:
        if (mFollow.marks(node))
            return role == Qt::DisplayRole ? QStringLiteral("◉ %1").arg(node)
                                           : mFollow.noteOf(node);
        return QString::number(node);
    case AddressColumn:
        return QString::fromStdString(mTrace->cube().address(node));
    case ExpressionColumn:
        return expressionText(node, role, limit);
    case ValueColumn: {
        const NodeValue v = mTrace->valueAt(node, static_cast<std::size_t>(mStep));
        if (mTrace->hasBlocks())
            return v.present ? elided(blockList(v, role == Qt::DisplayRole, false), limit)
                             : valueText(v);
        if (role == Qt::ToolTipRole && v.present && v.elements.size() < mTrace->elements())
            return keptElementsText();
        return valueText(v);
    }
    default:
        return {};
    }
}

QVariant PartialResultsModel::expressionText(NodeId node, int role, int limit) const
{
    const NodeValue v = mTrace->valueAt(node, static_cast<std::size_t>(mStep));
    if (!v.present && mTrace->tracedRun() != nullptr)
        return tr("— (not recorded: only the messages are)");
    if (!v.present)
        return tr("— (no data yet)");
    if (mTrace->hasBlocks())
        return elided(blockList(v, role == Qt::DisplayRole, true), limit);
    if (!mTrace->symbolic() || v.expr == kNoExpr) {
        if (mTrace->cube().dimension() <= kMaxInputsDimension)
            return inputsText(node);
        return role == Qt::DisplayRole ? tr("(numeric)") : QVariant();
    }
    return elided(QString::fromStdString(mTrace->format(v.expr, ExprStyle::Lecture)), limit);
}

QString PartialResultsModel::inputsText(const std::vector<std::uint32_t>& inputs, Operator op)
{
    if (inputs.empty())
        return tr("—");
    auto name = [](std::uint32_t i) { return QStringLiteral("a_%1").arg(i); };
    QStringList names;
    if (inputs.size() <= kMaxNamedInputs) {
        for (std::uint32_t i : inputs)
            names << name(i);
    } else {
        names << name(inputs[0]) << name(inputs[1]) << QStringLiteral("…") << name(inputs.back());
    }
    QString text;
    if (op == Operator::Max || op == Operator::Min) {
        const std::string_view function = operatorName(op);
        text = QStringLiteral("%1(%2)").arg(
            QString::fromLatin1(function.data(), static_cast<qsizetype>(function.size())),
            names.join(QStringLiteral(", ")));
    } else {
        text = names.join(op == Operator::Product ? QStringLiteral("*") : QStringLiteral("+"));
    }
    if (inputs.size() > kMaxNamedInputs)
        text += QLatin1Char(' ') +
                tr("(%1 inputs)").arg(QLocale().toString(static_cast<qulonglong>(inputs.size())));
    return text;
}

QString PartialResultsModel::inputsText(NodeId node) const
{
    if (mInputs.empty())
        mInputs.resize(mTrace->nodeCount());
    QString& text = mInputs[node];
    if (text.isEmpty())
        text = inputsText(ValueSources(*mTrace, node, static_cast<std::size_t>(mStep)).inputs(),
                          mTrace->scenario().op);
    return text;
}

QString PartialResultsModel::blockList(const NodeValue& value, bool oneLine, bool expressions) const
{
    // Each block the node holds: "block 2: [a_0+a_1]" or "block 2: (1; 2; …)", on one line
    // in the cell and a line each in the tooltip.
    QStringList items;
    for (const BlockValue& block : value.blocks) {
        QString what;
        if (expressions)
            what = mTrace->symbolic() && block.expr != kNoExpr
                       ? QString::fromStdString(mTrace->format(block.expr, ExprStyle::Lecture))
                       : tr("(numeric)");
        else
            what = formatValueList(block.elements,
                                   blockSize(block.block, mTrace->elements(), mTrace->blockCount()),
                                   kShownElements, kFullValueDigits);
        items << tr("block %1: %2").arg(block.block).arg(what);
        const qsizetype most = oneLine ? 16 : 64; // a cell shows a few; the elision cuts it anyway
        if (items.size() >= most && value.blocks.size() > static_cast<std::size_t>(most)) {
            items << tr("… and %1 more").arg(value.blocks.size() - static_cast<std::size_t>(most));
            break;
        }
    }
    return items.join(oneLine ? QStringLiteral("; ") : QStringLiteral("\n"));
}

QString PartialResultsModel::keptElementsText() const
{
    return tr("For a cube this large the trace keeps the first %1 of the %2 elements of each value "
              "between the "
              "first and the last step (all of them would not fit in memory); the start and the "
              "end are kept "
              "whole.")
        .arg(mTrace->storedElements())
        .arg(mTrace->elements());
}

QVariant PartialResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const bool truncated = mTrace && mTrace->valuesTruncated();
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ValueColumn &&
        truncated)
        return keptElementsText();
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ExpressionColumn)
        return tr("At the start, click a row to follow its input a_i through the steps; "
                  "double-click an s_i to "
                  "see the inputs and messages it is made of; right-click for both. Esc stops "
                  "following.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NodeColumn:
        return tr("Node");
    case AddressColumn:
        return tr("Address");
    case ExpressionColumn:
        return Notation::subscripts(tr("Partial result s_i"));
    case ValueColumn:
        return truncated ? tr("Value (%1 of %2 elements kept)")
                               .arg(mTrace->storedElements())
                               .arg(mTrace->elements())
                         : tr("Value");
    default:
        return {};
    }
}

} // namespace cubelab::gui
