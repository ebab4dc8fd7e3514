#pragma once
// ExpressionDelegate: a table column of s_i that breaks a long expression at its operators
// (ExpressionLines) instead of cutting it with "…": the row grows to the lines it needs, and
// the column never gets narrower than the widest piece (a narrow table scrolls sideways).
// install() sets this up on a table column of up to kMaxWrappedRows rows (n ≤ 4, where the
// view too shows every s_i whole); a larger table keeps one line a row and cuts long s_i
// (whose many lines would fill the table with a few rows), the tooltip holds them whole.

#include <QStyledItemDelegate>

class QTableView;

namespace cubelab::gui {

class ExpressionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int kMaxWrappedRows = 16; // n ≤ 4, where every s_i is shown whole

    explicit ExpressionDelegate(QObject* parent = nullptr);

    // Wraps the column's expressions in table (whose model is set) and fits its rows and
    // the column's width to them.
    static void install(QTableView* table, int column);
    // The s_i as the column shows it: with the subscripts the cube writes (a₀+a₄), which
    // are shorter than a_0+a_4, so that the lecture's s₀ takes two lines on the stage, not four.
    static QString shown(const QString& text);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // The option with its text broken into lines no wider than the cell.
    QStyleOptionViewItem wrapped(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const;
};

} // namespace cubelab::gui
