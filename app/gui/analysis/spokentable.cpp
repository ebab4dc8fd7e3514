#include "analysis/spokentable.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace cubelab::gui {

QString SpokenTable::rows(const QAbstractItemModel& model, const QList<int>& columns)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column : columns) {
            const QString value = model.data(model.index(row, column), Qt::DisplayRole).toString();
            if (value.isEmpty())
                continue;
            cells << tr("%1: %2", "a table's cell: its column's header and its text")
                         .arg(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(),
                              value);
        }
        if (!cells.isEmpty())
            rows << cells.join(QStringLiteral(", "));
    }
    return rows.join(QStringLiteral("; "));
}

} // namespace cubelab::gui
