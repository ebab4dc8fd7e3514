#include "window/runindicator.h"

#include "common/plaintext.h"
#include "compare/comparemode.h"
#include "document/session.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace cubelab::gui {

RunIndicator::RunIndicator(Session* session, CompareMode* compare, QWidget* parent)
    : QWidget(parent), mSession(session), mLabel(new QLabel(this)), mCancel(new QToolButton(this))
{
    setObjectName(QStringLiteral("runIndicator"));
    makePlain(mLabel);
    auto* busy = new QProgressBar(this);
    busy->setRange(0, 0); // no end known: the bar shows activity
    busy->setMaximumWidth(120);
    busy->setTextVisible(false);
    mCancel->setObjectName(QStringLiteral("cancelRun"));
    connect(mCancel, &QToolButton::clicked, this, [session, compare] {
        session->cancelRun();
        compare->cancelRun();
    });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mLabel);
    layout->addWidget(busy);
    layout->addWidget(mCancel);

    connect(session, &Session::longRunStarted, this, [this](const QString& what) {
        showRun(what);
        if (!mSession->isRunning()) {
            // A file or an undo runs the engine in this thread: say so before it blocks.
            QApplication::setOverrideCursor(Qt::WaitCursor);
            repaint();
        }
    });
    connect(session, &Session::longRunFinished, this, [this] {
        if (QApplication::overrideCursor())
            QApplication::restoreOverrideCursor();
        hide();
    });
    // A large compared cube runs in the worker too: the same indicator, with its Cancel.
    connect(compare, &CompareMode::runStarted, this, &RunIndicator::showRun);
    connect(compare, &CompareMode::runFinished, this, [this] {
        if (!mSession->isRunning())
            hide();
    });
    retranslate();
    hide();
}

void RunIndicator::showRun(const QString& what)
{
    mLabel->setText(what);
    show();
}

void RunIndicator::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunIndicator::retranslate()
{
    mCancel->setText(tr("Cancel"));
    mCancel->setToolTip(
        tr("Drop this change; the engine finishes in the background and its result is discarded."));
}

} // namespace cubelab::gui
