#include "scenario/initialvaluesdialog.h"

#include "common/plaintext.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cubelab::gui {

InitialValuesDialog::InitialValuesDialog(const std::vector<std::vector<double>>& values,
                                         QWidget* parent)
    : QDialog(parent), mTable(new QTableWidget(this))
{
    setWindowTitle(tr("Initial values"));
    const int rows = static_cast<int>(values.size());
    const int columns = rows > 0 ? static_cast<int>(values.front().size()) : 0;
    mTable->setRowCount(rows);
    mTable->setColumnCount(columns);
    QStringList rowNames;
    for (int r = 0; r < rows; ++r)
        rowNames << tr("a_%1").arg(r);
    mTable->setVerticalHeaderLabels(rowNames);
    QStringList columnNames;
    for (int c = 0; c < columns; ++c)
        columnNames << tr("element %1").arg(c + 1);
    mTable->setHorizontalHeaderLabels(columnNames);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            auto* item = new QTableWidgetItem;
            // A double in the edit role gives a number editor.
            item->setData(Qt::EditRole,
                          values[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]);
            mTable->setItem(r, c, item);
        }
    }
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // The arrows move in the table, Tab goes on to OK and Cancel (it would go round the cells for
    // ever).
    mTable->setTabKeyNavigation(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    auto* hint =
        new QLabel(tr("The input a_i of every node i, one column per vector element."), this);
    makePlain(hint);
    hint->setWordWrap(true);
    mTable->setAccessibleName(windowTitle());
    mTable->setAccessibleDescription(hint->text());
    layout->addWidget(hint);
    layout->addWidget(mTable, 1);
    layout->addWidget(buttons);
    resize(420, 480);
}

std::vector<std::vector<double>> InitialValuesDialog::values() const
{
    std::vector<std::vector<double>> result(static_cast<std::size_t>(mTable->rowCount()));
    for (int r = 0; r < mTable->rowCount(); ++r)
        for (int c = 0; c < mTable->columnCount(); ++c)
            result[static_cast<std::size_t>(r)].push_back(
                mTable->item(r, c)->data(Qt::EditRole).toDouble());
    return result;
}

} // namespace cubelab::gui
