#pragma once
// PanelDocks: the panels of the registry (PanelRegistry) in the window, each in a dock of its
// own, with its submenu of the Analysis menu (Show, On the stage, its exports). The panels share
// the window's models; what one refuses or cannot read or write is said through errorOccurred.
// It also makes a panel alone, off screen, for a picture (--panel). Where the docks stand is the
// window's (WindowDocks); what the stage and the exports do is the window's too: the menu asks
// for them (stageRequested, exportRequested).

#include "common/theme.h"
#include "window/panelregistry.h"

#include <QObject>
#include <QString>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTemporaryDir;

namespace cubelab::gui {

class PanelDocks : public QObject
{
    Q_OBJECT

public:
    // One docked panel of the registry. Its names: PanelEntry::id.
    struct Docked
    {
        const PanelEntry* entry = nullptr;
        AnalysisPanel* widget = nullptr;
        QDockWidget* dock = nullptr;
    };

    // shared: the session and the window's models every panel shares (parent and loneDirectory
    // are set here). The panels and their docks are the window's children.
    PanelDocks(QMainWindow* window, const PanelContext& shared, QObject* parent = nullptr);
    ~PanelDocks() override;

    // Every panel, in the registry's order.
    const std::vector<Docked>& docked() const { return mDocked; }
    // nullptr for an unknown id.
    const Docked* find(const QString& id) const;
    AnalysisPanel* panel(const QString& id) const;
    QDockWidget* dock(const QString& id) const;
    // The id of the panel in this dock, empty for none.
    QString idOf(const QDockWidget* dock) const;
    // Shows the panel's dock in front of its tabs (the keyboard stays where it is).
    void bringForward(const QString& id) const;
    // A fresh instance of the entry's panel alone (no parent), in a directory of its own
    // (PanelContext::loneDirectory), its errors said through errorOccurred like the docked one's.
    std::unique_ptr<AnalysisPanel> makeLone(const PanelEntry& entry);

    // Adds a submenu for each panel to the Analysis menu.
    void addMenus(QMenu* analysis);
    // The docks' and the submenus' titles, each submenu with an Alt letter of its own.
    void retranslate();
    void setTheme(const Theme& theme);
    // What the panels could not load at their start (their files), one line each; empty if all.
    QString startProblems() const;

signals:
    void errorOccurred(const QString& message);
    // Analysis ▸ <panel> ▸ On the stage.
    void stageRequested(const QString& id);
    // Analysis ▸ <panel> ▸ Export as …
    void exportRequested(const QString& id, PanelExport kind);

private:
    // A submenu of the Analysis menu and its entries (the exports: nullptr where the entry
    // offers none).
    struct Menu
    {
        QMenu* menu = nullptr;
        QAction* show = nullptr;
        QAction* stage = nullptr;
        QAction* exportPng = nullptr;
        QAction* exportSvg = nullptr;
        QAction* exportCsv = nullptr;
    };

    // The entry's panel, named and with its errors going to errorOccurred.
    AnalysisPanel* make(const PanelEntry& entry, QWidget* parent, const QString& loneDirectory);
    // A program exercise's answer runs in the program editor, on the cube shown.
    void connectExercises();
    Menu addMenu(QMenu* analysis, const Docked& docked);
    QAction* addExport(QMenu* menu, const PanelEntry& entry, PanelExport kind);

    QMainWindow* mWindow;
    PanelContext mShared;
    std::vector<Docked> mDocked;
    std::vector<Menu> mMenus; // one for each of mDocked, once addMenus made them
    std::unique_ptr<QTemporaryDir> mLoneDirectory;
};

} // namespace cubelab::gui
