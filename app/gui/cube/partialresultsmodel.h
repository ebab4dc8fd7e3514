#pragma once
// The partial results s_i of every node at the current step, as a table: node, address,
// s_i as the lecture writes it, and its value. The rows the current step changed are marked.
// Cells are computed when a view asks for them (O(log k) a node), so 2^20 rows cost nothing
// until they are scrolled into sight. A block collective's node lists its blocks in both
// columns ("block 2: …").

#include "common/theme.h"
#include "cube/followmarks.h"

#include <QAbstractTableModel>
#include <cubelab/operator.h>
#include <cubelab/trace.h>
#include <memory>
#include <vector>

namespace cubelab::gui {

class PartialResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NodeColumn,
        AddressColumn,
        ExpressionColumn,
        ValueColumn,
        ColumnCount
    };
    // Up to this dimension a numeric trace's s_i names the inputs it combines ("a₀+a₁+…+a₇
    // (8 inputs)"); above, where following the messages back for every row would cost
    // more than a table should, it says "(numeric)".
    static constexpr int kMaxInputsDimension = 10;
    enum Role
    {
        ChangedRole = Qt::UserRole + 1, // bool: the current step set this s_i
        NumberRole, // double: the first element, NaN when the node holds nothing
        FollowRole, // QString: the node's follow note (FollowMarks), empty if unmarked
    };

    explicit PartialResultsModel(QObject* parent = nullptr);

    void setTrace(std::shared_ptr<const Trace> trace);
    void setStep(int step);
    int step() const { return mStep; }
    void setTheme(const Theme& theme);
    // What is followed, marked at the current step: the rows are tinted in the follow colour
    // and their node cell carries the note.
    void setFollowMarks(const FollowMarks& marks);
    // Headers and the words in cells follow the language.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // A numeric trace keeps no expressions: its s_i is written as the inputs it combines, in
    // the notation of the expressions, "a_0+a_64", and from five inputs on as the first two,
    // the last and their count, "a_0+a_2+…+a_126 (64 inputs)"; max and min as max(a_0, a_1).
    static QString inputsText(const std::vector<std::uint32_t>& inputs, Operator op);
    static constexpr std::size_t kMaxNamedInputs = 4;

private:
    bool changed(NodeId node) const;
    // NumberRole: the first element of s_i (of its first block), NaN where there is none.
    double firstNumber(NodeId node) const;
    // DisplayRole and ToolTipRole of a cell; a display cut short at kCellChars, a tooltip at
    // kToolTipChars.
    QVariant cellText(NodeId node, int column, int role) const;
    QVariant expressionText(NodeId node, int role, int limit) const;
    QString valueText(const NodeValue& value) const;
    // A block collective's node: its blocks with their expressions or their values.
    QString blockList(const NodeValue& value, bool oneLine, bool expressions) const;
    // A numeric trace's s_i: the inputs it combines (cubelab::ValueSources), up to
    // kMaxInputsDimension, computed once a node and step.
    QString inputsText(NodeId node) const;
    // Why a value shows fewer elements than the vector has (Trace::valuesTruncated).
    QString keptElementsText() const;

    std::shared_ptr<const Trace> mTrace;
    int mStep = 0;
    std::vector<NodeId> mChanged; // ascending
    Theme mTheme = Theme::make(ThemeKind::Light);
    FollowMarks mFollow;
    mutable std::vector<QString> mInputs; // per node at mStep, empty until asked
};

} // namespace cubelab::gui
