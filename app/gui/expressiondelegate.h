#pragma once
// ExpressionDelegate: a table column of s_i that breaks a long expression at its operators
// (ExpressionLines) instead of cutting it with "…": the row grows to the lines it needs, and
// the column never gets narrower than the widest piece (a narrow table scrolls sideways).
// install() sets this up on a table column while the table is small enough for it to stay
// cheap (kMaxWrappedRows rows); a larger table keeps one line a row and cuts long s_i.

#include <QStyledItemDelegate>

class QTableView;

namespace cubelab::gui {

class ExpressionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int kMaxWrappedRows = 64;

    explicit ExpressionDelegate(QObject* parent = nullptr);

    // Wraps the column's expressions in table (whose model is set) and fits its rows and
    // the column's width to them.
    static void install(QTableView* table, int column);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // The option with its text broken into lines no wider than the cell.
    QStyleOptionViewItem wrapped(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const;
};

} // namespace cubelab::gui
