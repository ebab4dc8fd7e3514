#include "cube/expressiondelegate.h"

#include "common/notation.h"
#include "cube/expressionlines.h"
#include "cube/nodevaluetext.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <algorithm>

namespace cubelab::gui {

namespace {

int cellMargin(const QWidget* widget)
{
    const QStyle* style = widget ? widget->style() : QApplication::style();
    return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
}

// Keeps the expression column at least as wide as the widest piece an expression breaks into,
// and otherwise as wide as the table leaves it: a narrow table scrolls sideways rather than
// cutting an s_i. Rows fit their lines. Both only up to kMaxWrappedRows rows; a larger cube's
// table keeps one line a row and cuts (its tooltips are whole).
class ColumnFitter : public QObject
{
public:
    ColumnFitter(QTableView* table, int column) : QObject(table), mTable(table), mColumn(column)
    {
        mTimer.setSingleShot(true);
        mTimer.setInterval(0);
        connect(&mTimer, &QTimer::timeout, this, &ColumnFitter::fit);
        table->viewport()->installEventFilter(this);
        if (QAbstractItemModel* model = table->model()) {
            // The rows' mode changes at once: a 65,536-row table left in ResizeToContents until
            // the timer fires measured every row's text first (a second in the window's thread).
            connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::applyRowMode);
            connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFitter::applyRowMode);
            connect(model, &QAbstractItemModel::rowsRemoved, this, &ColumnFitter::applyRowMode);
            connect(model, &QAbstractItemModel::modelReset, &mTimer, qOverload<>(&QTimer::start));
            connect(model, &QAbstractItemModel::dataChanged, &mTimer, qOverload<>(&QTimer::start));
            connect(model, &QAbstractItemModel::rowsInserted, &mTimer, qOverload<>(&QTimer::start));
            connect(model, &QAbstractItemModel::rowsRemoved, &mTimer, qOverload<>(&QTimer::start));
        }
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int section) {
            if (section != mColumn)
                mTimer.start();
        });
        fit();
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            mTimer.start();
        return QObject::eventFilter(watched, event);
    }

    // Whether the table is small enough for rows that fit their lines.
    bool isSmall() const
    {
        const QAbstractItemModel* model = mTable->model();
        return model && model->rowCount() <= ExpressionDelegate::kMaxWrappedRows;
    }

    void applyRowMode()
    {
        const bool small = isSmall();
        mTable->setWordWrap(small); // the view then hands the delegate the cell's width
        mTable->verticalHeader()->setSectionResizeMode(small ? QHeaderView::ResizeToContents
                                                             : QHeaderView::Fixed);
    }

    void fit()
    {
        const QAbstractItemModel* model = mTable->model();
        QHeaderView* header = mTable->horizontalHeader();
        const bool small = isSmall();
        applyRowMode();
        if (!small) {
            header->setSectionResizeMode(mColumn, QHeaderView::Stretch);
            return;
        }
        header->setSectionResizeMode(mColumn, QHeaderView::Interactive);
        // Changed rows are bold: measure bold.
        QFont bold = mTable->font();
        bold.setBold(true);
        const QFontMetricsF metrics(bold);
        double widest = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text =
                ExpressionDelegate::shown(model->index(row, mColumn).data().toString());
            const int deepest = ExpressionLines::levels(text);
            widest = std::max(
                widest, ExpressionLines::width(ExpressionLines::split(text, deepest), metrics));
        }
        int others = 0;
        for (int section = 0; section < header->count(); ++section)
            if (section != mColumn && !header->isSectionHidden(section))
                others += header->sectionSize(section);
        const int available = mTable->viewport()->width() - others;
        const int needed = static_cast<int>(std::ceil(widest)) + 2 * cellMargin(mTable) + 2;
        const int width = std::max(available, needed);
        if (header->sectionSize(mColumn) != width)
            header->resizeSection(mColumn, width);
        mTable->resizeRowsToContents();
    }

private:
    QTableView* mTable;
    int mColumn;
    QTimer mTimer;
};

} // namespace

ExpressionDelegate::ExpressionDelegate(QObject* parent) : QStyledItemDelegate(parent) {}

QString ExpressionDelegate::shown(const QString& text)
{
    return Notation::subscripts(text);
}

void ExpressionDelegate::install(QTableView* table, int column)
{
    table->setItemDelegateForColumn(column, new ExpressionDelegate(table));
    new ColumnFitter(table, column);
}

QStyleOptionViewItem ExpressionDelegate::wrapped(const QStyleOptionViewItem& option,
                                                 const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // The lines break at the expression's operators only, never where the style would.
    opt.features &= ~QStyleOptionViewItem::WrapText;
    opt.text = shown(opt.text);
    const double width = opt.rect.width() - 2 * cellMargin(opt.widget);
    if (width > 0 && opt.text.size() > 1) {
        const QStringList lines = ExpressionLines::fit(opt.text, QFontMetricsF(opt.font), width);
        opt.text = lines.join(QChar::LineSeparator);
    }
    return opt;
}

void ExpressionDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                               const QModelIndex& index) const
{
    const QStyleOptionViewItem opt = wrapped(option, index);
    const QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
}

QSize ExpressionDelegate::sizeHint(const QStyleOptionViewItem& option,
                                   const QModelIndex& index) const
{
    const QStyleOptionViewItem opt = wrapped(option, index);
    const QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    return style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
}

} // namespace cubelab::gui
