#include "window/panelregistry.h"

#include "analysis/comparisonchart.h"
#include "analysis/comparisontable.h"
#include "analysis/linkloadschart.h"
#include "analysis/stepcostspanel.h"
#include "analysis/steptimeschart.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "machine/machineeditor.h"
#include "program/programpanel.h"
#include "spacetime/spacetimepanel.h"

#include <QDir>

namespace cubelab::gui {

namespace {

// A panel whose constructor takes the session and the parent.
template <typename Panel> AnalysisPanel* makeWithSession(const PanelContext& context)
{
    return new Panel(context.shown->session(), context.parent);
}

// A panel that shows the window's step-costs model, or a model of its own without one.
template <typename Panel> AnalysisPanel* makeWithStepCosts(const PanelContext& context)
{
    if (!context.stepCosts)
        return makeWithSession<Panel>(context);
    return new Panel(context.shown->session(), context.stepCosts, context.parent);
}

// A panel that shows the window's comparison model, or a model of its own without one.
template <typename Panel> AnalysisPanel* makeWithComparison(const PanelContext& context)
{
    if (!context.comparison)
        return makeWithSession<Panel>(context);
    return new Panel(context.comparison, context.parent);
}

// The link loads, which leave the other orders out while the shown state withholds an answer.
AnalysisPanel* makeLinkLoads(const PanelContext& context)
{
    auto* chart = new LinkLoadsChart(context.shown->session(), context.parent);
    chart->setComparisonsWithheld(context.shown->isAnswerWithheld());
    QObject::connect(context.shown, &ShownState::answerWithheldChanged, chart,
                     &LinkLoadsChart::setComparisonsWithheld);
    return chart;
}

// The comparison table, which leaves the best order out while the shown state withholds an
// answer.
AnalysisPanel* makeComparisonTable(const PanelContext& context)
{
    auto* table = static_cast<ComparisonTable*>(makeWithComparison<ComparisonTable>(context));
    table->setBestOrderWithheld(context.shown->isAnswerWithheld());
    QObject::connect(context.shown, &ShownState::answerWithheldChanged, table,
                     &ComparisonTable::setBestOrderWithheld);
    return table;
}

AnalysisPanel* makeExercisePanel(const PanelContext& context)
{
    if (context.loneDirectory.isEmpty())
        return new ExercisePanel(context.shown, context.parent);
    // A picture of the panel alone shows no student's progress and writes none.
    const QDir lone(context.loneDirectory);
    return new ExercisePanel(context.shown, lone.filePath(QStringLiteral("progress.json")),
                             lone.filePath(QStringLiteral("exercises")), context.parent);
}

constexpr PanelExports kPictures = PanelExport::Png | PanelExport::Svg;
constexpr PanelExports kPicturesAndTable = kPictures | PanelExport::Csv;

} // namespace

QString PanelEntry::title() const
{
    return QCoreApplication::translate("PanelRegistry", titleSource);
}

const std::vector<PanelEntry>& PanelRegistry::entries()
{
    static const std::vector<PanelEntry> panels{
        {panelName(PanelId::LinkLoads), QT_TRANSLATE_NOOP("PanelRegistry", "Link loads"),
         Qt::RightDockWidgetArea, kPicturesAndTable, makeLinkLoads},
        {panelName(PanelId::StepTimes), QT_TRANSLATE_NOOP("PanelRegistry", "Step times"),
         Qt::RightDockWidgetArea, kPicturesAndTable, makeWithStepCosts<StepTimesChart>},
        {panelName(PanelId::StepCosts), QT_TRANSLATE_NOOP("PanelRegistry", "Step costs"),
         Qt::RightDockWidgetArea, kPicturesAndTable, makeWithStepCosts<StepCostsPanel>},
        {panelName(PanelId::SpaceTime), QT_TRANSLATE_NOOP("PanelRegistry", "Space-time diagram"),
         Qt::RightDockWidgetArea, kPictures, makeWithStepCosts<SpaceTimePanel>},
        {panelName(PanelId::Comparison), QT_TRANSLATE_NOOP("PanelRegistry", "Comparison chart"),
         Qt::RightDockWidgetArea, kPicturesAndTable, makeWithComparison<ComparisonChart>},
        {panelName(PanelId::ComparisonTable),
         QT_TRANSLATE_NOOP("PanelRegistry", "Comparison table"), Qt::RightDockWidgetArea,
         kPicturesAndTable, makeComparisonTable},
        {panelName(PanelId::Machine), QT_TRANSLATE_NOOP("PanelRegistry", "Machine"),
         Qt::LeftDockWidgetArea, kPicturesAndTable, makeWithSession<MachineEditor>},
        {panelName(PanelId::Exercise), QT_TRANSLATE_NOOP("PanelRegistry", "Exercises"),
         Qt::LeftDockWidgetArea, kPictures, makeExercisePanel},
        {panelName(PanelId::Program), QT_TRANSLATE_NOOP("PanelRegistry", "Program editor"),
         Qt::LeftDockWidgetArea, kPictures, makeWithSession<ProgramPanel>},
    };
    return panels;
}

const PanelEntry* PanelRegistry::find(const QString& id)
{
    for (const PanelEntry& entry : entries())
        if (entry.id == id)
            return &entry;
    return nullptr;
}

QStringList PanelRegistry::ids()
{
    QStringList ids;
    for (const PanelEntry& entry : entries())
        ids << entry.id;
    return ids;
}

} // namespace cubelab::gui
