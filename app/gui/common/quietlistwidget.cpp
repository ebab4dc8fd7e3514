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

} // namespace cubelab::gui
