#pragma once
// Tab in the order given: where the order the widgets were made in is not the order a panel
// reads in (QWidget::setTabOrder for a whole list, which Qt 6.4 lacks).

#include <QWidget>
#include <initializer_list>

namespace cubelab::gui {

inline void setTabChain(std::initializer_list<QWidget*> widgets)
{
    QWidget* previous = nullptr;
    for (QWidget* widget : widgets) {
        if (previous)
            QWidget::setTabOrder(previous, widget);
        previous = widget;
    }
}

} // namespace cubelab::gui
