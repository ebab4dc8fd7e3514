#pragma once
// Edits the link class table's "shared by" cells with a list of the two choices (both
// directions together, each on its own) instead of typed text; the other cells keep the
// plain line editor. The choice goes to LinkClassModel::setData as a SharedDirections value.

#include <QStyledItemDelegate>

namespace cubelab::gui {

class DirectionsDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit DirectionsDelegate(QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
};

} // namespace cubelab::gui
