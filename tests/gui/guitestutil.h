#pragma once
// Helpers of the GUI tests: a main window on fresh settings, shown and active so that its
// keys work, and waiting for the event loop without timing anything.

#include "mainwindow.h"

#include <cubelab/machine.h>

#include <QApplication>
#include <QSettings>
#include <QTest>

#include <memory>
#include <ostream>

// GoogleTest prints QStrings as text.
inline void PrintTo(const QString& text, std::ostream* out)
{
    *out << '"' << text.toStdString() << '"';
}

namespace cubelab::gui::test {

inline std::unique_ptr<MainWindow> freshWindow()
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    window->resize(MainWindow::kExportSize);
    window->show();
    window->activateWindow();
    (void)QTest::qWaitForWindowActive(window.get());
    QCoreApplication::processEvents();
    return window;
}

// The ideal-hypercube preset with links 1..n (the preset itself stops at 13): large cubes
// with a machine that has their links.
inline Machine idealMachineWithLinks(int n)
{
    Machine m = findMachine("ideal-hypercube");
    m.id = "ideal-large";
    m.maxDimension = n;
    m.linkClasses[0].links.clear();
    for (int k = 1; k <= n; ++k)
        m.linkClasses[0].links.push_back(k);
    validate(m);
    return m;
}

// Lets queued work (coalesced notifications, posted LanguageChange) run.
inline void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

} // namespace cubelab::gui::test
