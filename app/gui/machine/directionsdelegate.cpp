#include "machine/directionsdelegate.h"

#include "common/machinetexts.h"
#include "machine/linkclassmodel.h"

#include <QComboBox>

namespace cubelab::gui {

DirectionsDelegate::DirectionsDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QWidget* DirectionsDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                          const QModelIndex& index) const
{
    if (index.column() != LinkClassModel::DirectionsColumn)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* box = new QComboBox(parent);
    box->setObjectName(QStringLiteral("sharedDirectionsEditor"));
    for (SharedDirections d : {SharedDirections::Both, SharedDirections::Each})
        box->addItem(MachineTexts::sharedDirections(d), static_cast<int>(d));
    // A choice made in the list is the edit: no Enter needed.
    // createEditor is const, commitData a signal of the delegate itself.
    auto* self = const_cast<DirectionsDelegate*>(this);
    connect(box, &QComboBox::activated, self, [self, box] { emit self->commitData(box); });
    return box;
}

void DirectionsDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    auto* box = qobject_cast<QComboBox*>(editor);
    if (!box || index.column() != LinkClassModel::DirectionsColumn) {
        QStyledItemDelegate::setEditorData(editor, index);
        return;
    }
    box->setCurrentIndex(box->findData(index.data(Qt::EditRole).toInt()));
}

void DirectionsDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                      const QModelIndex& index) const
{
    auto* box = qobject_cast<QComboBox*>(editor);
    if (!box || index.column() != LinkClassModel::DirectionsColumn) {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    model->setData(index, box->currentData(), Qt::EditRole);
}

} // namespace cubelab::gui
