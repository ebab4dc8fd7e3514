// The panels beside the view as the window holds them: one dock and one Analysis submenu
// each, the window's theme, language and machine, and their exports (PNG, SVG, CSV, --panel).

#include "analysis/linkloadschart.h"
#include "common/analysispanel.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "window/commandline.h"
#include "window/panelregistry.h"

#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <cubelab/machine.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

TEST(MainWindowPanels, EveryPanelHasADockAndAnAnalysisMenu)
{
    const auto window = test::freshWindow();
    for (const QString& id : PanelRegistry::ids()) {
        SCOPED_TRACE(id.toStdString());
        ASSERT_NE(window->panel(id), nullptr);
        QDockWidget* dock = window->panelDock(id);
        ASSERT_NE(dock, nullptr);
        EXPECT_EQ(dock->widget(), window->panel(id));
        EXPECT_FALSE(dock->windowTitle().isEmpty());
        const auto* menu = window->findChild<QMenu*>(id + QStringLiteral("Menu"));
        ASSERT_NE(menu, nullptr);
        // The title with an Alt letter of its own in the Analysis menu.
        EXPECT_EQ(QString(menu->title()).remove(QLatin1Char('&')), dock->windowTitle());
        EXPECT_TRUE(menu->title().contains(QLatin1Char('&'))) << menu->title().toStdString();
    }
    EXPECT_EQ(window->panel(QStringLiteral("no-such-panel")), nullptr);
}

TEST(PanelRegistry, IdsAreDistinctAndEveryEntryIsComplete)
{
    const std::vector<PanelEntry>& entries = PanelRegistry::entries();
    ASSERT_FALSE(entries.empty());
    QStringList seen;
    for (const PanelEntry& entry : entries) {
        SCOPED_TRACE(entry.id.toStdString());
        EXPECT_FALSE(seen.contains(entry.id));
        seen << entry.id;
        EXPECT_EQ(PanelRegistry::find(entry.id), &entry);
        EXPECT_FALSE(entry.title().isEmpty());
        EXPECT_TRUE(entry.area == Qt::LeftDockWidgetArea || entry.area == Qt::RightDockWidgetArea);
        EXPECT_TRUE(entry.make);
    }
    EXPECT_EQ(PanelRegistry::ids(), seen);
    EXPECT_EQ(PanelRegistry::find(QStringLiteral("no-such-panel")), nullptr);
}

// The window's docks, its Analysis menu and --panel are the registry's entries, each once, in
// its order and in its place, with the exports it offers.
TEST(MainWindowPanels, TheRegistryIsTheOneListOfDocksMenusAndPanelIds)
{
    const auto window = test::freshWindow();
    const std::vector<PanelEntry>& entries = PanelRegistry::entries();

    QStringList panelDocks;
    for (const QDockWidget* dock : window->findChildren<QDockWidget*>())
        if (dock->widget() && qobject_cast<AnalysisPanel*>(dock->widget()))
            panelDocks << dock->objectName();
    QStringList submenus;
    const auto* analysis = window->findChild<QMenu*>(QStringLiteral("analysisMenu"));
    ASSERT_NE(analysis, nullptr);
    for (const QAction* action : analysis->actions())
        if (action->menu())
            submenus << action->menu()->objectName();
    QStringList expectedDocks;
    QStringList expectedMenus;
    for (const PanelEntry& entry : entries) {
        expectedDocks << entry.id + QStringLiteral("Dock");
        expectedMenus << entry.id + QStringLiteral("Menu");
    }
    EXPECT_EQ(panelDocks, expectedDocks);
    EXPECT_EQ(submenus, expectedMenus);

    for (const PanelEntry& entry : entries) {
        SCOPED_TRACE(entry.id.toStdString());
        QDockWidget* dock = window->panelDock(entry.id);
        ASSERT_NE(dock, nullptr);
        EXPECT_EQ(window->dockWidgetArea(dock), entry.area);
        EXPECT_EQ(dock->windowTitle(), entry.title());
        const auto* menu = window->findChild<QMenu*>(entry.id + QStringLiteral("Menu"));
        ASSERT_NE(menu, nullptr);
        QStringList offered;
        for (const QAction* action : menu->actions())
            if (!action->isSeparator() &&
                action->objectName() != entry.id + QStringLiteral("-show"))
                offered << action->text();
        // Every panel can take the stage (Analysis ▸ panel ▸ On the stage), then its exports.
        QStringList expected{QStringLiteral("On the s&tage (F5 or Esc gives it back)")};
        if (entry.exports.testFlag(PanelExport::Png))
            expected << QStringLiteral("Export as P&NG…");
        if (entry.exports.testFlag(PanelExport::Svg))
            expected << QStringLiteral("Export as S&VG…");
        if (entry.exports.testFlag(PanelExport::Csv))
            expected << QStringLiteral("Export as &CSV…");
        EXPECT_EQ(offered, expected);

        QString error;
        int code = -1;
        const auto line =
            CommandLine::parse({QStringLiteral("cubelab"), QStringLiteral("--panel"), entry.id,
                                QStringLiteral("--export-png"), QStringLiteral("p.png")},
                               &error, &code);
        ASSERT_TRUE(line.has_value()) << error;
        EXPECT_EQ(line->panel, entry.id);
    }
}

TEST(MainWindowPanels, ShowRaisesTheDock)
{
    const auto window = test::freshWindow();
    QDockWidget* dock = window->panelDock(QStringLiteral("link-loads"));
    dock->hide();
    window->findChild<QAction*>(QStringLiteral("link-loads-show"))->trigger();
    test::settle();
    EXPECT_TRUE(dock->isVisible());
}

TEST(MainWindowPanels, DockTitlesFollowTheLanguage)
{
    const auto window = test::freshWindow();
    window->setLanguage(QStringLiteral("de"));
    test::settle();
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->windowTitle(),
              QStringLiteral("Linkbelastung"));
    EXPECT_EQ(window->panelDock(QStringLiteral("exercise"))->windowTitle(),
              QStringLiteral("Aufgaben"));
    window->setLanguage(QStringLiteral("en"));
    test::settle();
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->windowTitle(),
              QStringLiteral("Link loads"));
}

TEST(MainWindowPanels, EachPanelExportsAlonePngAndSvgAtThePanelSize)
{
    const auto window = test::freshWindow();
    QTemporaryDir dir;
    for (const QString& id : PanelRegistry::ids()) {
        SCOPED_TRACE(id.toStdString());
        const QString png = dir.filePath(id + QStringLiteral(".png"));
        ASSERT_TRUE(window->exportPanelPng(id, png)) << window->errorMessage().toStdString();
        const QImage image(png);
        EXPECT_EQ(image.size() / image.devicePixelRatio(), MainWindow::kPanelExportSize);
        const QString svg = dir.filePath(id + QStringLiteral(".svg"));
        ASSERT_TRUE(window->exportPanelSvg(id, svg)) << window->errorMessage().toStdString();
        QFile file(svg);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        EXPECT_TRUE(text.contains("viewBox=\"0 0 1600 900\"")) << text.left(400).toStdString();
        EXPECT_TRUE(text.contains("</svg>"));
    }
    // The docked panels stay where they were.
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->widget(),
              window->panel(QStringLiteral("link-loads")));
}

TEST(MainWindowPanels, CsvExportWritesThePanelsTable)
{
    const auto window = test::freshWindow();
    window->shown()->setStep(2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("loads.csv"));
    ASSERT_TRUE(window->exportPanelCsv(QStringLiteral("link-loads"), path))
        << window->errorMessage().toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const auto* chart = qobject_cast<LinkLoadsChart*>(window->panel(QStringLiteral("link-loads")));
    ASSERT_NE(chart, nullptr);
    EXPECT_EQ(QString::fromUtf8(file.readAll()), chart->csv());
    EXPECT_FALSE(chart->csv().isEmpty());
}

TEST(MainWindowPanels, CsvOfAPanelWithoutATableIsRefusedWithAMessage)
{
    const auto window = test::freshWindow();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.csv"));
    EXPECT_FALSE(window->exportPanelCsv(QStringLiteral("exercise"), path));
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("no table")));
    EXPECT_FALSE(QFile::exists(path));
}

TEST(MainWindowPanels, MachineFromTheCommandLineIsUsedAndABadOneRefused)
{
    const auto window = test::freshWindow();
    ASSERT_TRUE(window->useMachine(QStringLiteral("origin2000")));
    EXPECT_EQ(window->session()->machine().id, "origin2000");
    EXPECT_FALSE(window->useMachine(QStringLiteral("cray-1")));
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("power-gc")))
        << window->errorMessage().toStdString();
    EXPECT_EQ(window->session()->machine().id, "origin2000");
}

TEST(MainWindowPanels, TheChosenMachineSurvivesARestart)
{
    {
        const auto window = test::freshWindow();
        ASSERT_TRUE(window->useMachine(QStringLiteral("ideal-hypercube")));
        window->saveSettings();
    }
    MainWindow again;
    EXPECT_EQ(again.session()->machine().id, "ideal-hypercube");
}

// --exercise: the window's Exercises panel at that exercise, and a picture of the panel alone
// shows it too (its task names a vector of 16384 elements, which no other exercise's does).
TEST(MainWindowPanels, ExerciseFromTheCommandLineIsShownInTheWindowAndInThePanelsPicture)
{
    const auto window = test::freshWindow();
    QTemporaryDir dir;
    auto svgText = [&](const QString& name) {
        const QString path = dir.filePath(name);
        EXPECT_TRUE(window->exportPanelSvg(QStringLiteral("exercise"), path))
            << window->errorMessage().toStdString();
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return file.readAll();
    };
    EXPECT_FALSE(svgText(QStringLiteral("first.svg")).contains("16384"));

    ASSERT_TRUE(window->showExercise(QStringLiteral("rabenseifner-power-gc")))
        << window->errorMessage().toStdString();
    const auto* panel = qobject_cast<ExercisePanel*>(window->panel(QStringLiteral("exercise")));
    ASSERT_NE(panel, nullptr);
    ASSERT_NE(panel->currentExercise(), nullptr);
    EXPECT_EQ(panel->currentExercise()->id, "rabenseifner-power-gc");
    EXPECT_FALSE(window->panelDock(QStringLiteral("exercise"))->isHidden());
    EXPECT_TRUE(svgText(QStringLiteral("chosen.svg")).contains("16384"));

    EXPECT_FALSE(window->showExercise(QStringLiteral("no-such-exercise")));
    EXPECT_TRUE(
        window->errorMessage().contains(QStringLiteral("There is no exercise 'no-such-exercise'")));
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("reduce-scatter-blocks")));
}
