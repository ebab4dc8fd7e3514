#include "window/stagepanel.h"

#include "common/analysispanel.h"

#include <QDockWidget>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cubelab::gui {

StagePanel::StagePanel(QStackedWidget* stack, QObject* parent)
    : QObject(parent), mStack(stack), mHost(new QWidget(stack)), mCube(stack->currentWidget())
{
    mHost->setObjectName(QStringLiteral("stagePanelHost"));
    auto* layout = new QVBoxLayout(mHost);
    layout->setContentsMargins(0, 0, 0, 0);
    mStack->addWidget(mHost);
}

void StagePanel::take(QDockWidget* dock)
{
    if (!dock || dock == mDock)
        return;
    giveBack();
    QWidget* panel = dock->widget();
    if (!panel)
        return;
    mDock = dock;
    mPanel = panel;
    mHost->layout()->addWidget(panel); // takes it out of the dock
    if (auto* analysis = qobject_cast<AnalysisPanel*>(panel))
        analysis->setOnStage(true);
    panel->show();
    mStack->setCurrentWidget(mHost);
}

void StagePanel::giveBack()
{
    if (mPanel && mDock) {
        mHost->layout()->removeWidget(mPanel);
        if (auto* analysis = qobject_cast<AnalysisPanel*>(mPanel.data()))
            analysis->setOnStage(false);
        mDock->setWidget(mPanel);
        mPanel->show();
    }
    mDock = nullptr;
    mPanel = nullptr;
    mStack->setCurrentWidget(mCube);
}

} // namespace cubelab::gui
