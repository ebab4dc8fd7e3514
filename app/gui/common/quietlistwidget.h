#pragma once
// QuietListWidget: a list whose current and selected items speak to a screen reader only while
// the list has the keyboard focus. Qt 6.4's QListView sends an accessibility focus event for
// every new current item, focused or not; a screen reader (Orca 43) follows it away from where
// the user is, and a list that only shows where the program is (the timeline's steps, the
// lesson's question in the Exercises list) would pull the reader to itself at every step. Its
// selection events, unfocused, say nothing either, and in a burst of events (a scene change)
// they make Orca 43 prune its queue of what it takes for noise: the notice of the scene with it
// (SpokenNotice). With the focus the list speaks its items as any list does
// (docs/accessibility.md).

#include <QListWidget>

namespace cubelab::gui {

class QuietListWidget : public QListWidget
{
    Q_OBJECT

public:
    using QListWidget::QListWidget;

protected:
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;
    void selectionChanged(const QItemSelection& selected,
                          const QItemSelection& deselected) override;
};

} // namespace cubelab::gui
