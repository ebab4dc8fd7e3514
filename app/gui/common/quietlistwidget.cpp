#include "common/quietlistwidget.h"

namespace cubelab::gui {

void QuietListWidget::currentChanged(const QModelIndex& current, const QModelIndex& previous)
{
    // QListView's own adds only the focus event to the item view's (scrolling, the editor, the
    // viewport's update), which runs either way.
    if (hasFocus())
        QListWidget::currentChanged(current, previous);
    else
        QAbstractItemView::currentChanged(current, previous);
}

void QuietListWidget::selectionChanged(const QItemSelection& selected,
                                       const QItemSelection& deselected)
{
    // QListView's own adds only the selection events to the item view's.
    if (hasFocus())
        QListWidget::selectionChanged(selected, deselected);
    else
        QAbstractItemView::selectionChanged(selected, deselected);
}

} // namespace cubelab::gui
