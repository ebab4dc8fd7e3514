#include "spacetime/spacetimeaccessible.h"

#include "common/collectivetexts.h"
#include "document/session.h"
#include "spacetime/spacetimelayout.h"
#include "spacetime/spacetimeview.h"

#include <QPointer>
#include <QWindow>
#include <cubelab/trace.h>

namespace cubelab::gui {

namespace {

qint64 cellKey(int row, int column)
{
    return (static_cast<qint64>(row + 1) << 32) |
           static_cast<qint64>(static_cast<quint32>(column + 1));
}

// The links a message between non-neighbours would cross: the bits in which its nodes differ.
QString crossedLinks(NodeId from, NodeId to)
{
    QStringList links;
    for (int bit = 0; bit < 32; ++bit)
        if (((from ^ to) >> bit) & 1U)
            links << QString::number(bit + 1);
    return links.join(QStringLiteral(", "));
}

// One cell of the table, or a row's or column's header (column or row -1). It holds the view,
// not the table's interface: Qt's registry owns both, and the view may go first.
class SpaceTimeCell : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    SpaceTimeCell(SpaceTimeView* view, const void* trace, int row, int column)
        : mView(view), mTrace(trace), mRow(row), mColumn(column)
    {
    }

    bool isValid() const override
    {
        SpaceTimeAccessible* t = tableOf();
        return t && mView->session()->trace().get() == mTrace && mRow < t->rowCount() &&
               mColumn < t->columnCount();
    }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return mView ? mView->window()->windowHandle() : nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override { return tableOf(); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}

    QString text(QAccessible::Text type) const override
    {
        const auto trace = mView ? mView->session()->trace() : nullptr;
        const SpaceTimeLayout* layout = mView ? mView->layout() : nullptr;
        if (!trace || trace.get() != mTrace || !layout)
            return {};
        if (type == QAccessible::Name) {
            if (mColumn < 0)
                return SpaceTimeAccessible::rowHeaderText(*layout, mRow);
            if (mRow < 0)
                return SpaceTimeAccessible::columnHeaderText(*trace, mColumn + 1);
            return SpaceTimeAccessible::cellText(*trace, *layout, mRow, mColumn + 1);
        }
        if (type == QAccessible::Description && mRow >= 0 && mColumn >= 0)
            return SpaceTimeAccessible::tr("%1, step %2")
                .arg(SpaceTimeAccessible::rowHeaderText(*layout, mRow),
                     SpaceTimeAccessible::columnHeaderText(*trace, mColumn + 1));
        return {};
    }

    QRect rect() const override
    {
        SpaceTimeAccessible* t = tableOf();
        return t ? t->cellRect(mRow, mColumn) : QRect();
    }

    QAccessible::Role role() const override
    {
        if (mColumn < 0)
            return QAccessible::RowHeader;
        if (mRow < 0)
            return QAccessible::ColumnHeader;
        return QAccessible::Cell;
    }

    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.readOnly = true;
        if (mRow >= 0 && mColumn >= 0) {
            s.selectable = true;
            s.selected = isSelected();
        }
        if (!mView || !mView->isVisible())
            s.invisible = true;
        return s;
    }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override
    {
        SpaceTimeAccessible* t = tableOf();
        return t && mColumn >= 0 && t->isColumnSelected(mColumn);
    }
    QList<QAccessibleInterface*> columnHeaderCells() const override
    {
        SpaceTimeAccessible* t = tableOf();
        if (!t || mRow < 0 || mColumn < 0)
            return {};
        return {t->cell(-1, mColumn)};
    }
    QList<QAccessibleInterface*> rowHeaderCells() const override
    {
        SpaceTimeAccessible* t = tableOf();
        if (!t || mRow < 0 || mColumn < 0)
            return {};
        return {t->cell(mRow, -1)};
    }
    int columnIndex() const override { return mColumn; }
    int rowIndex() const override { return mRow; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return tableOf(); }

private:
    SpaceTimeAccessible* tableOf() const
    {
        if (!mView)
            return nullptr;
        return dynamic_cast<SpaceTimeAccessible*>(QAccessible::queryAccessibleInterface(mView));
    }

    QPointer<SpaceTimeView> mView;
    const void* mTrace;
    int mRow;
    int mColumn;
};

QAccessibleInterface* makeInterface(const QString&, QObject* object)
{
    if (auto* view = qobject_cast<SpaceTimeView*>(object))
        return new SpaceTimeAccessible(view);
    return nullptr;
}

} // namespace

SpaceTimeAccessible::SpaceTimeAccessible(SpaceTimeView* view)
    : QAccessibleWidget(view, QAccessible::Table)
{
}

SpaceTimeAccessible::~SpaceTimeAccessible()
{
    dropCells();
}

void SpaceTimeAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(makeInterface);
        return true;
    }();
    (void)installed;
}

SpaceTimeView* SpaceTimeAccessible::view() const
{
    return static_cast<SpaceTimeView*>(widget());
}

QString SpaceTimeAccessible::cellText(const Trace& trace, const SpaceTimeLayout& layout, int row,
                                      int step)
{
    if (row < 0 || static_cast<std::size_t>(row) >= layout.rows().size())
        return {};
    QStringList within;
    const std::vector<Partner> partners = partnersOf(trace, layout, row, step, &within);
    QStringList said = partnerTexts(partners, layout.nodesPerRow() == 1);
    said << within;
    if (!said.isEmpty())
        return said.join(QStringLiteral("; "));
    return layout.activity(row, step) == SpaceTimeLayout::Activity::Done ? tr("done") : tr("idle");
}

std::vector<SpaceTimeAccessible::Partner>
SpaceTimeAccessible::partnersOf(const Trace& trace, const SpaceTimeLayout& layout, int row,
                                int step, QStringList* within)
{
    const auto& rows = layout.rows();
    const bool single = layout.nodesPerRow() == 1;
    auto where = [&](NodeId node, int otherRow) {
        return single ? QString::fromStdString(trace.cube().address(node))
                      : rows[static_cast<std::size_t>(otherRow)].label;
    };
    auto onLink = [](const SpaceTimeLayout::Arrow& arrow) {
        return arrow.link == kNoLink
                   ? tr("on no link (links %1)").arg(crossedLinks(arrow.from, arrow.to))
                   : tr("on link %1").arg(arrow.link);
    };
    std::vector<Partner> parts; // one a partner and link, in the order the diagram has them
    auto partFor = [&](const QString& partner, const QString& link) -> Partner& {
        for (Partner& p : parts)
            if (p.partner == partner && p.link == link)
                return p;
        parts.push_back({false, false, 0, 0, partner, link});
        return parts.back();
    };
    for (const SpaceTimeLayout::Arrow& arrow : layout.arrows()) {
        if (arrow.step != step || (arrow.fromRow != row && arrow.toRow != row))
            continue;
        if (arrow.fromRow == row && arrow.toRow == row) {
            *within << tr("%1 messages among these nodes %2").arg(arrow.count).arg(onLink(arrow));
            continue;
        }
        if (arrow.fromRow == row) {
            Partner& p = partFor(where(arrow.to, arrow.toRow), onLink(arrow));
            p.sends = true;
            p.sent += arrow.count;
        } else {
            Partner& p = partFor(where(arrow.from, arrow.fromRow), onLink(arrow));
            p.receives = true;
            p.received += arrow.count;
        }
    }
    return parts;
}

QStringList SpaceTimeAccessible::partnerTexts(const std::vector<Partner>& partners, bool single)
{
    QStringList said;
    for (const Partner& p : partners) {
        if (single && p.sends && p.receives)
            said << tr("exchanges with %1 %2").arg(p.partner, p.link);
        else {
            if (p.sends)
                said << (p.sent > 1
                             ? tr("sends %1 messages to %2 %3").arg(p.sent).arg(p.partner, p.link)
                             : tr("sends to %1 %2").arg(p.partner, p.link));
            if (p.receives)
                said << (p.received > 1 ? tr("receives %1 messages from %2 %3")
                                              .arg(p.received)
                                              .arg(p.partner, p.link)
                                        : tr("receives from %1 %2").arg(p.partner, p.link));
        }
    }
    return said;
}

QString SpaceTimeAccessible::rowHeaderText(const SpaceTimeLayout& layout, int row)
{
    const auto& rows = layout.rows();
    if (row < 0 || static_cast<std::size_t>(row) >= rows.size())
        return {};
    const QString& label = rows[static_cast<std::size_t>(row)].label;
    return layout.nodesPerRow() == 1 ? tr("node %1").arg(label) : tr("nodes %1").arg(label);
}

QString SpaceTimeAccessible::columnHeaderText(const Trace& trace, int step)
{
    return CollectiveTexts::stepTitle(trace, static_cast<std::size_t>(step));
}

void* SpaceTimeAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessible::Role SpaceTimeAccessible::role() const
{
    return QAccessible::Table;
}

QString SpaceTimeAccessible::text(QAccessible::Text type) const
{
    if (type == QAccessible::Description && widget()->accessibleDescription().isEmpty()) {
        const auto trace = view()->session()->trace();
        if (!trace)
            return {};
        const int step = view()->session()->step();
        const QString rows = view()->layout() && view()->layout()->nodesPerRow() > 1
                                 ? tr("%1 rows of %2 nodes each")
                                       .arg(rowCount())
                                       .arg(view()->layout()->nodesPerRow())
                                 : tr("%1 nodes").arg(rowCount());
        return tr("What each node does in each step: %1 by %2 steps. The current step is %3.")
            .arg(rows)
            .arg(columnCount())
            .arg(step == 0 ? tr("the start") : columnHeaderText(*trace, step));
    }
    return QAccessibleWidget::text(type);
}

int SpaceTimeAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface* SpaceTimeAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || columns == 0 || index >= childCount())
        return nullptr;
    return cell(index / columns, index % columns);
}

int SpaceTimeAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    if (!child || child->role() != QAccessible::Cell)
        return -1;
    auto* cellIface = const_cast<QAccessibleInterface*>(child)->tableCellInterface();
    if (!cellIface || cellIface->table() != static_cast<const QAccessibleInterface*>(this))
        return -1;
    return cellIface->rowIndex() * columnCount() + cellIface->columnIndex();
}

QAccessibleInterface* SpaceTimeAccessible::caption() const
{
    return nullptr;
}

QAccessibleInterface* SpaceTimeAccessible::summary() const
{
    return nullptr;
}

QAccessibleInterface* SpaceTimeAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    return cell(row, column);
}

QAccessibleInterface* SpaceTimeAccessible::cell(int row, int column) const
{
    const void* trace = view()->session()->trace().get();
    if (trace != mCellsFor) {
        dropCells();
        mCellsFor = trace;
    }
    if (!trace || row < -1 || column < -1 || row >= rowCount() || column >= columnCount() ||
        (row < 0 && column < 0))
        return nullptr;
    const qint64 key = cellKey(row, column);
    if (const auto it = mCells.constFind(key); it != mCells.constEnd())
        return QAccessible::accessibleInterface(*it);
    auto* made = new SpaceTimeCell(view(), trace, row, column);
    mCells.insert(key, QAccessible::registerAccessibleInterface(made));
    return made;
}

void SpaceTimeAccessible::dropCells() const
{
    for (QAccessible::Id id : std::as_const(mCells))
        QAccessible::deleteAccessibleInterface(id);
    mCells.clear();
}

QRect SpaceTimeAccessible::cellRect(int row, int column) const
{
    const SpaceTimeLayout* layout = view()->layout();
    if (!layout)
        return {};
    const auto& rows = layout->rows();
    const auto& columns = layout->columns();
    QRectF area;
    if (row < 0 && column >= 0 && static_cast<std::size_t>(column) < columns.size()) {
        const auto& c = columns[static_cast<std::size_t>(column)];
        area = QRectF(c.left, 0.0, c.right - c.left, layout->plot().top());
    } else if (column < 0 && row >= 0 && static_cast<std::size_t>(row) < rows.size()) {
        area = QRectF(0.0, rows[static_cast<std::size_t>(row)].band.top(), layout->plot().left(),
                      rows[static_cast<std::size_t>(row)].band.height());
    } else if (row >= 0 && column >= 0 && static_cast<std::size_t>(row) < rows.size() &&
               static_cast<std::size_t>(column) < columns.size()) {
        const auto& c = columns[static_cast<std::size_t>(column)];
        const QRectF& band = rows[static_cast<std::size_t>(row)].band;
        area = QRectF(c.left, band.top(), c.right - c.left, band.height());
    }
    const QRect local = area.toAlignedRect();
    return QRect(view()->mapToGlobal(local.topLeft()), local.size());
}

int SpaceTimeAccessible::selectedCellCount() const
{
    return selectedColumnCount() * rowCount();
}

QList<QAccessibleInterface*> SpaceTimeAccessible::selectedCells() const
{
    QList<QAccessibleInterface*> cells;
    for (int column : selectedColumns())
        for (int row = 0; row < rowCount(); ++row)
            cells << cell(row, column);
    return cells;
}

QString SpaceTimeAccessible::columnDescription(int column) const
{
    const auto trace = view()->session()->trace();
    return trace && column >= 0 && column < columnCount() ? columnHeaderText(*trace, column + 1)
                                                          : QString();
}

QString SpaceTimeAccessible::rowDescription(int row) const
{
    const SpaceTimeLayout* layout = view()->layout();
    return layout ? rowHeaderText(*layout, row) : QString();
}

int SpaceTimeAccessible::columnCount() const
{
    const SpaceTimeLayout* layout = view()->layout();
    return layout ? static_cast<int>(layout->columns().size()) : 0;
}

int SpaceTimeAccessible::rowCount() const
{
    const SpaceTimeLayout* layout = view()->layout();
    return layout ? static_cast<int>(layout->rows().size()) : 0;
}

int SpaceTimeAccessible::selectedColumnCount() const
{
    return static_cast<int>(selectedColumns().size());
}

int SpaceTimeAccessible::selectedRowCount() const
{
    return 0;
}

QList<int> SpaceTimeAccessible::selectedColumns() const
{
    // The current step is the selected column (none at the start).
    const int step = view()->session()->step();
    if (step >= 1 && step <= columnCount())
        return {step - 1};
    return {};
}

QList<int> SpaceTimeAccessible::selectedRows() const
{
    return {};
}

bool SpaceTimeAccessible::isColumnSelected(int column) const
{
    return selectedColumns().contains(column);
}

bool SpaceTimeAccessible::isRowSelected(int) const
{
    return false;
}

bool SpaceTimeAccessible::selectRow(int)
{
    return false;
}

bool SpaceTimeAccessible::selectColumn(int)
{
    return false;
}

bool SpaceTimeAccessible::unselectRow(int)
{
    return false;
}

bool SpaceTimeAccessible::unselectColumn(int)
{
    return false;
}

void SpaceTimeAccessible::modelChange(QAccessibleTableModelChangeEvent*)
{
    dropCells();
    mCellsFor = nullptr;
}

} // namespace cubelab::gui
