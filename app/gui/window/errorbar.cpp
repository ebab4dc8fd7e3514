#include "window/errorbar.h"

#include "common/plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace cubelab::gui {

ErrorBar::ErrorBar(QWidget* parent)
    : QWidget(parent), mLabel(new QLabel(this)), mClose(new QToolButton(this))
{
    setObjectName(QStringLiteral("errorBar"));
    setAutoFillBackground(true);
    mLabel->setWordWrap(true);
    mLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    makePlain(mLabel); // a file's or a link's error quotes its text
    mClose->setAutoRaise(true);
    mClose->setText(QStringLiteral("✕"));
    connect(mClose, &QToolButton::clicked, this, &ErrorBar::clear);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(mLabel, 1);
    layout->addWidget(mClose, 0, Qt::AlignTop);
    retranslate();
    hide();
}

void ErrorBar::showMessage(const QString& message, const QColor& highlight)
{
    QPalette p = palette();
    QColor background = highlight;
    background.setAlpha(60);
    p.setColor(QPalette::Window, background);
    setPalette(p);
    mLabel->setText(message);
    show();
}

void ErrorBar::clear()
{
    mLabel->clear();
    hide();
}

QString ErrorBar::message() const
{
    return isHidden() ? QString() : mLabel->text();
}

void ErrorBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ErrorBar::retranslate()
{
    mClose->setToolTip(tr("Close the message"));
    mClose->setAccessibleName(mClose->toolTip()); // said, rather than "✕"
}

} // namespace cubelab::gui
