#pragma once
// ResultsTable: the partial results beside the cube, one row a node (PartialResultsModel). A row
// is the selection: choosing one says which node, and the window's selection is shown here.
// Double-clicking a row or its context menu asks to follow the node. On the stage the table
// drops its node column (the address names the node, as in the lecture's figures) and says how
// wide its columns want to be at the stage's font.

#include <QTableView>
#include <cubelab/trace.h>
#include <optional>

class QPoint;

namespace cubelab::gui {

class PartialResultsModel;

class ResultsTable : public QTableView
{
    Q_OBJECT

public:
    ResultsTable(PartialResultsModel* model, QWidget* parent = nullptr);

    // Selects the node's row and scrolls to it (nothing: no row), without sending nodeChosen.
    void showSelectedNode(std::optional<NodeId> node);
    // The stage's look: the node column hidden, the header in the stage's font (header views
    // take their font from a per-class default, not from the window).
    void setOnStage(bool on, const QFont& font);
    // The width the shown columns want at the table's font, frame and scroll bar included.
    // Symbolic s_i grow to the whole expression by the last step: they get the width of the
    // last step at once (so the cube does not shrink when the result arrives): the width at
    // which the widest final s_i breaks into its two halves (ExpressionLines), so that the
    // lecture's 3-cube shows all eight rows on a 1024 x 768 stage. A larger symbolic trace's
    // s_i want all the room there is.
    int wantedWidth(const Trace* trace) const;

signals:
    // The user moved to the node's row.
    void nodeChosen(NodeId node);
    // The node's row was double-clicked: follow it.
    void followRequested(NodeId node);
    // The follow menu for the node's row, at a point on the screen.
    void followMenuRequested(NodeId node, const QPoint& globalPos);

private:
    // The width the widest final s_i of a symbolic trace small enough to show them whole
    // wants, its header's at least.
    int finalExpressionWidth(const Trace& trace) const;

    PartialResultsModel* mModel;
};

} // namespace cubelab::gui
