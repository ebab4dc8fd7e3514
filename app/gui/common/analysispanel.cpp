#include "common/analysispanel.h"

#include <QEvent>

namespace cubelab::gui {

AnalysisPanel::AnalysisPanel(QWidget* parent) : QWidget(parent) {}

QString AnalysisPanel::csv() const
{
    return {};
}

QString AnalysisPanel::startProblems() const
{
    return {};
}

void AnalysisPanel::setTitle(const QString& title)
{
    if (title == mTitle)
        return;
    mTitle = title;
    titleChanged();
}

void AnalysisPanel::titleChanged() {}

void AnalysisPanel::setOnStage(bool on)
{
    if (on == mOnStage)
        return;
    mOnStage = on;
    stageChanged();
}

void AnalysisPanel::stageChanged() {}

void AnalysisPanel::languageChanged()
{
    retranslate();
}

void AnalysisPanel::applyFonts() {}

void AnalysisPanel::localeChanged() {}

void AnalysisPanel::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        languageChanged();
        break;
    case QEvent::FontChange:
        applyFonts();
        break;
    case QEvent::LocaleChange:
        localeChanged();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace cubelab::gui
