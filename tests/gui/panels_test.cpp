// The panels beside the view as the window holds them: one dock and one Analysis submenu
// each, the window's theme, language and machine, and their exports (PNG, SVG, CSV, --panel).

#include "guitestutil.h"

#include "window/commandline.h"
#include "analysis/linkloadschart.h"
#include "document/session.h"

#include <cubelab/machine.h>

#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

TEST(MainWindowPanels, EveryPanelHasADockAndAnAnalysisMenu)
{
    const auto window = test::freshWindow();
    for (const QString& id : CommandLine::panelIds()) {
        SCOPED_TRACE(id.toStdString());
        ASSERT_NE(window->panel(id), nullptr);
        QDockWidget* dock = window->panelDock(id);
        ASSERT_NE(dock, nullptr);
        EXPECT_EQ(dock->widget(), window->panel(id));
        EXPECT_FALSE(dock->windowTitle().isEmpty());
        const auto* menu = window->findChild<QMenu*>(id + QStringLiteral("Menu"));
        ASSERT_NE(menu, nullptr);
        EXPECT_EQ(menu->title(), dock->windowTitle());
    }
    EXPECT_EQ(window->panel(QStringLiteral("no-such-panel")), nullptr);
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
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->windowTitle(), QStringLiteral("Linkbelastung"));
    EXPECT_EQ(window->panelDock(QStringLiteral("exercise"))->windowTitle(), QStringLiteral("Aufgaben"));
    window->setLanguage(QStringLiteral("en"));
    test::settle();
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->windowTitle(), QStringLiteral("Link loads"));
}

TEST(MainWindowPanels, EachPanelExportsAlonePngAndSvgAtThePanelSize)
{
    const auto window = test::freshWindow();
    QTemporaryDir dir;
    for (const QString& id : CommandLine::panelIds()) {
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
    EXPECT_EQ(window->panelDock(QStringLiteral("link-loads"))->widget(), window->panel(QStringLiteral("link-loads")));
}

TEST(MainWindowPanels, CsvExportWritesThePanelsTable)
{
    const auto window = test::freshWindow();
    window->session()->setStep(2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("loads.csv"));
    ASSERT_TRUE(window->exportPanelCsv(QStringLiteral("link-loads"), path)) << window->errorMessage().toStdString();
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
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("power-gc"))) << window->errorMessage().toStdString();
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
