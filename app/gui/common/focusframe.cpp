#include "common/focusframe.h"

#include <QEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace cubelab::gui {

FocusFrame::FocusFrame(QWidget* child, QWidget* parent) : QWidget(parent), mChild(child)
{
    setObjectName(QStringLiteral("focusFrame"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kWidth, kWidth, kWidth, kWidth);
    layout->setSpacing(0);
    layout->addWidget(child);
    child->installEventFilter(this);
}

bool FocusFrame::isLit() const
{
    return mChild->hasFocus();
}

bool FocusFrame::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == mChild &&
        (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        update();
    // A child hidden or shown by its owner takes the frame with it: the frame is no room of its
    // own.
    if (watched == mChild && event->type() == QEvent::HideToParent)
        hide();
    if (watched == mChild && event->type() == QEvent::ShowToParent)
        show();
    return QWidget::eventFilter(watched, event);
}

void FocusFrame::paintEvent(QPaintEvent*)
{
    if (!isLit())
        return;
    QPainter painter(this);
    const QColor colour = palette().color(QPalette::Highlight);
    const QRect r = rect();
    painter.fillRect(QRect(r.left(), r.top(), r.width(), kWidth), colour);
    painter.fillRect(QRect(r.left(), r.bottom() - kWidth + 1, r.width(), kWidth), colour);
    painter.fillRect(QRect(r.left(), r.top(), kWidth, r.height()), colour);
    painter.fillRect(QRect(r.right() - kWidth + 1, r.top(), kWidth, r.height()), colour);
}

} // namespace cubelab::gui
