#include "scenario/linkordereditor.h"

#include "common/spokentext.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

namespace cubelab::gui {

LinkOrderEditor::LinkOrderEditor(QWidget* parent)
    : QWidget(parent), mList(new QListWidget(this)), mUp(new QPushButton(this)),
      mDown(new QPushButton(this)), mLecture(new QPushButton(this)),
      mReversed(new QPushButton(this))
{
    mList->setObjectName(QStringLiteral("linkOrderList"));
    // The order reads left to right and wraps onto a second row where a narrow dock (the
    // Exercises beside a comparison) has no room for n links: no link is ever cut or scrolled
    // out of sight.
    mList->setFlow(QListView::LeftToRight);
    mList->setWrapping(true);
    mList->setResizeMode(QListView::Adjust);
    mList->setDragDropMode(QAbstractItemView::InternalMove);
    mList->setDefaultDropAction(Qt::MoveAction);
    mList->setSelectionMode(QAbstractItemView::SingleSelection);
    mList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mList->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mList->setSpacing(2);
    mUp->setObjectName(QStringLiteral("earlier"));
    mDown->setObjectName(QStringLiteral("later"));
    mLecture->setObjectName(QStringLiteral("lectureOrder"));
    mReversed->setObjectName(QStringLiteral("reversed"));
    mList->installEventFilter(this);

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mList, 0, 0, 1, 2);
    layout->addWidget(mUp, 1, 0);
    layout->addWidget(mDown, 1, 1);
    layout->addWidget(mLecture, 2, 0);
    layout->addWidget(mReversed, 2, 1);

    // A drop removes and inserts rows; the order is read once the list has settled.
    auto settle = [this] { QTimer::singleShot(0, this, &LinkOrderEditor::reportIfChanged); };
    connect(mList->model(), &QAbstractItemModel::rowsMoved, this, settle);
    connect(mList->model(), &QAbstractItemModel::rowsRemoved, this, settle);
    connect(mUp, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(mDown, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(mLecture, &QPushButton::clicked, this, [this] {
        if (!mLectureOrder.empty() && mLectureOrder != mShown)
            emit orderEdited(mLectureOrder);
    });
    connect(mReversed, &QPushButton::clicked, this, [this] {
        std::vector<int> reversed(mShown.rbegin(), mShown.rend());
        if (reversed != mShown)
            emit orderEdited(reversed);
    });
    retranslate();
}

void LinkOrderEditor::setOrder(const std::vector<int>& order)
{
    mShown = order;
    const int current = mList->currentRow();
    const QSignalBlocker block(mList->model());
    mList->clear();
    for (int link : order) {
        QPixmap swatch(12, 12);
        swatch.fill(mTheme.linkColor(link));
        auto* item = new QListWidgetItem(QIcon(swatch), QString::number(link));
        item->setData(Qt::UserRole, link);
        item->setData(Qt::AccessibleTextRole, tr("Link %1").arg(link));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        mList->addItem(item);
    }
    // Lay the items out now: the height below reads their places, and an export may paint
    // before the event loop would have laid them out.
    mList->doItemsLayout();
    fitHeight();
    if (current >= 0 && current < mList->count())
        mList->setCurrentRow(current);
    const bool any = !order.empty();
    mUp->setEnabled(any);
    mDown->setEnabled(any);
    mLecture->setEnabled(any);
    mReversed->setEnabled(order.size() > 1);
}

std::vector<int> LinkOrderEditor::order() const
{
    std::vector<int> links;
    for (int row = 0; row < mList->count(); ++row)
        links.push_back(mList->item(row)->data(Qt::UserRole).toInt());
    return links;
}

void LinkOrderEditor::setTheme(const Theme& theme)
{
    mTheme = theme;
    setOrder(mShown);
}

void LinkOrderEditor::setName(const QString& name)
{
    mList->setAccessibleName(name);
}

bool LinkOrderEditor::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+← and Ctrl+→ move the chosen link, as Earlier and Later do (Ctrl+↑/↓ too).
    if (watched == mList && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::ControlModifier) {
            if (key->key() == Qt::Key_Left || key->key() == Qt::Key_Up) {
                moveCurrent(-1);
                return true;
            }
            if (key->key() == Qt::Key_Right || key->key() == Qt::Key_Down) {
                moveCurrent(+1);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LinkOrderEditor::moveCurrent(int offset)
{
    const int row = mList->currentRow();
    const int target = row + offset;
    if (row < 0 || target < 0 || target >= static_cast<int>(mShown.size()))
        return;
    std::vector<int> moved = mShown;
    std::swap(moved[static_cast<std::size_t>(row)], moved[static_cast<std::size_t>(target)]);
    mList->setCurrentRow(target);
    emit orderEdited(moved);
    mList->setCurrentRow(target);
}

void LinkOrderEditor::fitHeight()
{
    // As many rows as the links take, laid left to right in the width there is.
    const int rowHeight =
        std::max(mList->sizeHintForRow(0), fontMetrics().height() + 6) + 2 * mList->spacing();
    const int width = std::max(1, mList->viewport()->width());
    int rows = 1;
    int x = 0;
    for (int row = 0; row < mList->count(); ++row) {
        const int item =
            mList->sizeHintForIndex(mList->model()->index(row, 0)).width() + 2 * mList->spacing();
        if (x > 0 && x + item > width) {
            ++rows;
            x = 0;
        }
        x += item;
    }
    mList->setFixedHeight(rows * rowHeight + 2 * mList->frameWidth() + 4);
}

void LinkOrderEditor::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

void LinkOrderEditor::reportIfChanged()
{
    const std::vector<int> now = order();
    if (now.size() == mShown.size() && now != mShown)
        emit orderEdited(now);
}

void LinkOrderEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LinkOrderEditor::retranslate()
{
    mUp->setText(tr("◀ Earlier"));
    mDown->setText(tr("Later ▶"));
    mLecture->setText(tr("Lecture order"));
    mReversed->setText(tr("Reversed"));
    mList->setToolTip(
        tr("The first link is used first. Drag a link to move it, or choose it with ← and → and "
           "move it with Ctrl+← and Ctrl+→."));
    // The buttons' arrows are pictures: a screen reader says the words alone.
    for (QPushButton* button : {mUp, mDown})
        button->setAccessibleName(withoutPictures(button->text()));
}

} // namespace cubelab::gui
