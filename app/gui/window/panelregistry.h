#pragma once
// The panels beside the view (the charts, the step costs, the comparison, the machine editor,
// the exercises): the one list that the window's docks, its Analysis menu and `cubelab --panel`
// (its help, its check and the export) read. Adding a panel is its class (an AnalysisPanel),
// its id (a PanelId and its name, document/shown.cpp), one entry in panelregistry.cpp and the
// translations of its texts.

#include "document/shown.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

class QWidget;

namespace cubelab::gui {

class AnalysisPanel;
class ComparisonModel;
class ShownState;
class StepCostsModel;

// What a panel's factory is given.
struct PanelContext
{
    // The window's shown state, and through it the session: a panel that moves the step moves
    // it there (a panel made alone shares the window's).
    ShownState* shown = nullptr;
    QWidget* parent = nullptr; // nullptr for a panel made alone for a picture
    // For a panel made alone for a picture: a directory of its own, so that it reads and writes
    // none of the user's files (empty for the docked panel).
    QString loneDirectory;
    // What two panels show is computed once: the window's shared models (without them, each
    // such panel makes a model of its own).
    ComparisonModel* comparison = nullptr;
    StepCostsModel* stepCosts = nullptr;
};

// The files the Analysis menu offers for a panel.
enum class PanelExport
{
    Png = 0x1,
    Svg = 0x2,
    Csv = 0x4
};
Q_DECLARE_FLAGS(PanelExports, PanelExport)

struct PanelEntry
{
    // The --panel id (panelName of its PanelId, document/shown.h). The window names the panel
    // "<id>Panel", its dock "<id>Dock" (the name QMainWindow::saveState keeps), its Analysis
    // submenu "<id>Menu" and its Show "<id>-show".
    QString id;
    // The English title, translated by title(): the dock's and the Analysis submenu's.
    const char* titleSource = nullptr;
    // Where the dock starts (and goes back to on View ▸ Reset layout): Qt::LeftDockWidgetArea
    // as a tab beside the scenario, Qt::RightDockWidgetArea as a tab beside the partial results.
    Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
    PanelExports exports;
    std::function<AnalysisPanel*(const PanelContext&)> make;

    QString title() const;
};

class PanelRegistry
{
    Q_DECLARE_TR_FUNCTIONS(PanelRegistry)

public:
    // Every panel, in the order of the docks, the Analysis menu and the --panel help.
    static const std::vector<PanelEntry>& entries();
    // nullptr for an unknown id.
    static const PanelEntry* find(const QString& id);
    static QStringList ids();
};

} // namespace cubelab::gui

Q_DECLARE_OPERATORS_FOR_FLAGS(cubelab::gui::PanelExports)
