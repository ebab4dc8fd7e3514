#include "compare/comparecostsstrip.h"

#include "analysis/stepcostsmodel.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "document/shownstate.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <vector>

namespace cubelab::gui {

CompareCostsStrip::CompareCostsStrip(StepCostsModel* first, StepCostsModel* second,
                                     ShownState* steps, QWidget* parent)
    : QWidget(parent), mFirst(first), mSecond(second), mSteps(steps),
      mTable(new QTableWidget(this)), mVerdict(new QLabel(this)), mNames{QString(), QString()}
{
    setObjectName(QStringLiteral("compareCostsStrip"));
    mTable->setObjectName(QStringLiteral("compareCostsTable"));
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->setSelectionMode(QAbstractItemView::NoSelection);
    mTable->setFocusPolicy(Qt::NoFocus);
    mTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A cost stands on one line, its number and unit whole: never cut ("65,…"), never broken
    // (a wrapped cell one pixel short broke "2,168 ms" at its decimal point). Where the columns
    // are too narrow for every step, the steps come in pages (fitColumns).
    mTable->setWordWrap(false);
    makePlain(mVerdict);
    mTable->setTextElideMode(Qt::ElideNone);
    // fitColumns gives each column its width: what it needs, and a share of the rest.
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mTable->horizontalHeader()->setMinimumSectionSize(10);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    mVerdict->setObjectName(QStringLiteral("compareVerdict"));
    mVerdict->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(2);
    layout->addWidget(mTable);
    layout->addWidget(mVerdict);

    for (StepCostsModel* model : {mFirst, mSecond})
        connect(model, &QAbstractItemModel::modelReset, this, &CompareCostsStrip::rebuild);
    connect(mSteps, &ShownState::stepChanged, this, &CompareCostsStrip::markStep);
    connect(mSteps, &ShownState::stepCountChanged, this, &CompareCostsStrip::rebuild);
    rebuild();
}

void CompareCostsStrip::setNames(const QString& first, const QString& second)
{
    mNames = {first, second};
    rebuild();
}

void CompareCostsStrip::retranslate()
{
    rebuild();
}

void CompareCostsStrip::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        rebuild();
    QWidget::changeEvent(event);
}

void CompareCostsStrip::rebuild()
{
    const std::array<StepCostsModel*, 2> models{mFirst, mSecond};
    int steps = 0;
    for (const StepCostsModel* model : models)
        if (model->trace())
            steps = std::max(steps, static_cast<int>(model->trace()->stepCount()));
    // Header views take their font from a per-class default, not from the window.
    mTable->horizontalHeader()->setFont(font());
    mTable->verticalHeader()->setFont(font());
    mTable->clear();
    mTable->setRowCount(2);
    mTable->setColumnCount(steps + 1);
    QStringList columns;
    for (int k = 1; k <= steps; ++k) {
        // The step's letter from whichever trace has the step.
        QString label;
        for (const StepCostsModel* model : models)
            if (label.isEmpty() && model->trace() &&
                k <= static_cast<int>(model->trace()->stepCount()))
                label = QString::fromStdString(
                    model->trace()->steps()[static_cast<std::size_t>(k - 1)].label);
        columns << tr("%1)").arg(label);
    }
    columns << tr("Total");
    mTable->setHorizontalHeaderLabels(columns);
    mTable->setVerticalHeaderLabels(mNames);

    for (int row = 0; row < 2; ++row) {
        const auto& costs = models[static_cast<std::size_t>(row)]->costs();
        for (int k = 1; k <= steps; ++k) {
            QString text = QStringLiteral("–");
            if (costs && k <= static_cast<int>(costs->steps.size()))
                text = formatSeconds(costs->steps[static_cast<std::size_t>(k - 1)].duration);
            else if (costs)
                text = tr("done");
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignCenter);
            mTable->setItem(row, k - 1, item);
        }
        auto* total =
            new QTableWidgetItem(costs ? formatSeconds(costs->total) : QStringLiteral("–"));
        total->setTextAlignment(Qt::AlignCenter);
        QFont bold = font();
        bold.setBold(true);
        total->setFont(bold);
        mTable->setItem(row, steps, total);
    }
    mVerdict->setText(verdict());
    markStep();
}

int CompareCostsStrip::neededWidth(int column) const
{
    // A column needs its widest cell on one line, and its header; the cell's text margins and
    // the grid line are the cell's too.
    const int margin =
        2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, mTable) + 1) +
        (mTable->showGrid() ? 1 : 0);
    const QHeaderView* header = mTable->horizontalHeader();
    int widest = 0;
    if (const QTableWidgetItem* title = mTable->horizontalHeaderItem(column))
        widest = header->fontMetrics().horizontalAdvance(title->text()) +
                 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int row = 0; row < mTable->rowCount(); ++row)
        if (const QTableWidgetItem* item = mTable->item(row, column)) {
            const QFontMetrics metrics(item->font().resolve(mTable->font()));
            widest = std::max(widest, metrics.horizontalAdvance(item->text()) + margin);
        }
    return widest;
}

void CompareCostsStrip::fitColumns()
{
    // Where every step's column has the width of its costs, all are shown. Else the steps come
    // in pages, the page of the current step beside the total: a cost is never cut ("2." for
    // "2,168 ms", "40," for a total of 140 ms), and the totals, the scene's point, stay whole.
    const int steps = mTable->columnCount() - 1;
    if (steps < 0)
        return;
    const int room = mTable->viewport()->width() - neededWidth(steps);
    int widest = 1, all = 0;
    for (int column = 0; column < steps; ++column) {
        const int needed = neededWidth(column);
        widest = std::max(widest, needed);
        all += needed;
    }
    const int perPage = all <= room ? std::max(steps, 1) : std::max(1, room / widest);
    const int page = std::max(0, mCurrentColumn) / perPage;
    for (int column = 0; column < steps; ++column)
        mTable->setColumnHidden(column, column / perPage != page);
    mTable->setColumnHidden(steps, false);
    shareWidth();
    fitHeight();
}

void CompareCostsStrip::shareWidth()
{
    // Each shown column its need, and an equal share of what is left of the strip's width.
    std::vector<int> shown;
    int needed = 0;
    for (int column = 0; column < mTable->columnCount(); ++column)
        if (!mTable->isColumnHidden(column)) {
            shown.push_back(column);
            needed += neededWidth(column);
        }
    if (shown.empty())
        return;
    const int count = static_cast<int>(shown.size());
    const int spare = std::max(0, mTable->viewport()->width() - needed);
    for (int k = 0; k < count; ++k)
        mTable->horizontalHeader()->resizeSection(shown[static_cast<std::size_t>(k)],
                                                  neededWidth(shown[static_cast<std::size_t>(k)]) +
                                                      spare / count +
                                                      (k == count - 1 ? spare % count : 0));
}

void CompareCostsStrip::fitHeight()
{
    mTable->resizeRowsToContents();
    const int height =
        mTable->horizontalHeader()->sizeHint().height() + mTable->rowHeight(0) +
        mTable->rowHeight(1) + 2 * mTable->frameWidth() +
        (mTable->horizontalScrollBar()->isVisible() ? mTable->horizontalScrollBar()->height() : 0);
    mTable->setFixedHeight(height);
}

void CompareCostsStrip::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The columns' width follows the strip's: the rows take the lines their costs need now.
    QTimer::singleShot(0, this, &CompareCostsStrip::fitColumns);
}

QString CompareCostsStrip::verdict() const
{
    const auto& a = mFirst->costs();
    const auto& b = mSecond->costs();
    if (!a || !b) {
        const QString problem = !a ? mFirst->problem() : mSecond->problem();
        return tr("No costs to compare: %1").arg(problem);
    }
    if (a->total == b->total)
        return tr("Both take %1 on this machine.").arg(formatSeconds(a->total));
    const bool firstFaster = a->total < b->total;
    const double fast = firstFaster ? a->total : b->total;
    const double slow = firstFaster ? b->total : a->total;
    const QString ratio = fast > 0 ? QLocale().toString(slow / fast, 'f', 2) : QStringLiteral("∞");
    return tr("%1 is faster: %2 less (%3 takes %4 times as long).")
        .arg(mNames[firstFaster ? 0 : 1], formatSeconds(slow - fast), mNames[firstFaster ? 1 : 0],
             ratio);
}

void CompareCostsStrip::markStep()
{
    const int step = mSteps->step();
    mCurrentColumn = step >= 1 && step < mTable->columnCount() ? step - 1 : -1;
    const QPalette palette = this->palette();
    for (int row = 0; row < mTable->rowCount(); ++row)
        for (int column = 0; column < mTable->columnCount(); ++column)
            if (QTableWidgetItem* item = mTable->item(row, column)) {
                const bool current = column == mCurrentColumn;
                item->setBackground(current ? palette.highlight() : QBrush());
                item->setForeground(current ? palette.highlightedText() : QBrush());
            }
    fitColumns();
}

} // namespace cubelab::gui
