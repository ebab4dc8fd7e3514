#include "cube/resultstable.h"

#include "cube/expressiondelegate.h"
#include "cube/expressionlines.h"
#include "cube/partialresultsmodel.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QSignalBlocker>
#include <cmath>
#include <limits>

namespace cubelab::gui {

ResultsTable::ResultsTable(PartialResultsModel* model, QWidget* parent)
    : QTableView(parent), mModel(model)
{
    setObjectName(QStringLiteral("resultsTable"));
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The arrows move in a table, Tab leaves it (it would go round its cells for ever).
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setSectionResizeMode(PartialResultsModel::ExpressionColumn,
                                             QHeaderView::Stretch);
    setTextElideMode(Qt::ElideRight);
    // A long s_i breaks at its operators and its row grows, rather than ending in "…".
    ExpressionDelegate::install(this, PartialResultsModel::ExpressionColumn);

    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    emit nodeChosen(static_cast<NodeId>(current.row()));
            });
    connect(this, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex& index) {
        emit followRequested(static_cast<NodeId>(index.row()));
    });
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex index = indexAt(pos);
        if (index.isValid())
            emit followMenuRequested(static_cast<NodeId>(index.row()),
                                     viewport()->mapToGlobal(pos));
    });
}

void ResultsTable::showSelectedNode(std::optional<NodeId> node)
{
    const QSignalBlocker block(selectionModel());
    if (node) {
        selectRow(static_cast<int>(*node));
        scrollTo(mModel->index(static_cast<int>(*node), 0));
    } else {
        clearSelection();
    }
}

void ResultsTable::setOnStage(bool on, const QFont& font)
{
    horizontalHeader()->setFont(font);
    setColumnHidden(PartialResultsModel::NodeColumn, on);
}

int ResultsTable::wantedWidth(const Trace* trace) const
{
    const QHeaderView* header = horizontalHeader();
    int wanted = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    for (int column = 0; column < mModel->columnCount(); ++column) {
        if (isColumnHidden(column))
            continue;
        if (column == PartialResultsModel::ExpressionColumn && trace && trace->symbolic() &&
            !trace->hasBlocks() && trace->nodeCount() <= ExpressionDelegate::kMaxWrappedRows)
            wanted += finalExpressionWidth(*trace);
        else if (trace && trace->symbolic() && column == PartialResultsModel::ExpressionColumn)
            wanted = std::numeric_limits<int>::max() / 2;
        else
            wanted += std::max(sizeHintForColumn(column), header->sectionSizeHint(column));
    }
    return wanted;
}

int ResultsTable::finalExpressionWidth(const Trace& trace) const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    double widest = horizontalHeader()->sectionSizeHint(PartialResultsModel::ExpressionColumn);
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        const NodeValue v = trace.valueAt(node, trace.stepCount());
        if (!v.present || v.expr == kNoExpr)
            continue;
        const QString text = ExpressionDelegate::shown(
            QString::fromStdString(trace.format(v.expr, ExprStyle::Lecture)));
        widest = std::max(
            widest,
            ExpressionLines::width(
                ExpressionLines::split(text, std::min(1, ExpressionLines::levels(text))), metrics));
    }
    return static_cast<int>(std::ceil(widest)) + 16;
}

} // namespace cubelab::gui
