#pragma once
// SpaceTimeAccessible: the space-time diagram as a table to a screen reader — a row a node (a
// group of nodes where the diagram groups them), a column a step, each cell what the row does
// in the step: "sends to 000 on link 3", "receives from 100 on link 3", "exchanges with 001 on
// link 1", "idle" or "done". The current step's column is the selected one. Everything is read
// from the diagram's own layout (SpaceTimeLayout), as it draws it.
//
// installFactory() makes Qt use it for every SpaceTimeView. The cells are made when asked for
// and kept in Qt's registry until the diagram shows another trace (or goes).

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <cstdint>
#include <vector>

namespace cubelab {
class Trace;
}

namespace cubelab::gui {

class SpaceTimeLayout;
class SpaceTimeView;

class SpaceTimeAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(SpaceTimeAccessible)

public:
    explicit SpaceTimeAccessible(SpaceTimeView* view);
    ~SpaceTimeAccessible() override;

    // Once for the application: Qt asks it for the interface of each SpaceTimeView.
    static void installFactory();

    // What row r does in step (1-based), as the cell says it.
    static QString cellText(const Trace& trace, const SpaceTimeLayout& layout, int row, int step);
    // The row's header ("node 010", "nodes 000xx") and the column's ("a) link 3").
    static QString rowHeaderText(const SpaceTimeLayout& layout, int row);
    static QString columnHeaderText(const Trace& trace, int step);

    void* interface_cast(QAccessible::InterfaceType type) override;
    QAccessible::Role role() const override;
    QString text(QAccessible::Text type) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override;
    QAccessibleInterface* summary() const override;
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int columnCount() const override;
    int rowCount() const override;
    int selectedColumnCount() const override;
    int selectedRowCount() const override;
    QList<int> selectedColumns() const override;
    QList<int> selectedRows() const override;
    bool isColumnSelected(int column) const override;
    bool isRowSelected(int row) const override;
    bool selectRow(int row) override;
    bool selectColumn(int column) override;
    bool unselectRow(int row) override;
    bool unselectColumn(int column) override;
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

    // A header is row or column -1 of the cells (RowHeader: column -1, ColumnHeader: row -1).
    QAccessibleInterface* cell(int row, int column) const;
    SpaceTimeView* view() const;
    // The area of a cell (or a header) on the screen.
    QRect cellRect(int row, int column) const;

private:
    // What a row does with one partner (a node, or a row of nodes) over one link in a step.
    struct Partner
    {
        bool sends = false;
        bool receives = false;
        std::uint64_t sent = 0;
        std::uint64_t received = 0;
        QString partner;
        QString link;
    };
    // The row's partners in the step, in the order the diagram has them; messages that stay
    // within the row go to *within.
    static std::vector<Partner> partnersOf(const Trace& trace, const SpaceTimeLayout& layout,
                                           int row, int step, QStringList* within);
    static QStringList partnerTexts(const std::vector<Partner>& partners, bool single);
    void dropCells() const;

    mutable QHash<qint64, QAccessible::Id> mCells; // by (row + 1) << 32 | (column + 1)
    mutable const void* mCellsFor = nullptr;       // the trace they were made for
};

} // namespace cubelab::gui
