#pragma once
// A table of every node's input vector (p rows, m columns) to edit by hand.

#include <QDialog>
#include <vector>

class QTableWidget;

namespace cubelab::gui {

class InitialValuesDialog : public QDialog
{
    Q_OBJECT

public:
    // Beyond this many cells a table is no help; the dialog is not offered.
    static constexpr int kMaxCells = 16384;

    InitialValuesDialog(const std::vector<std::vector<double>>& values, QWidget* parent = nullptr);

    std::vector<std::vector<double>> values() const;

private:
    QTableWidget* mTable;
};

} // namespace cubelab::gui
