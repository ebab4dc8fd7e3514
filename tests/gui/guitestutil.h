#pragma once
// Helpers of the GUI tests: a main window on fresh settings, shown and active so that its
// keys work, and waiting for the event loop without timing anything.

#include "imagefiles.h"
#include "mainwindow.h"

#include <cubelab/machine.h>

#include <QApplication>
#include <QSettings>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <ostream>

// GoogleTest prints QStrings as text.
inline void PrintTo(const QString& text, std::ostream* out)
{
    *out << '"' << text.toStdString() << '"';
}

// ... and takes them in its messages (EXPECT_…() << text).
inline std::ostream& operator<<(std::ostream& out, const QString& text)
{
    return out << text.toStdString();
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

// Exports the widget as PNG at each size (through the export the window uses) and expects a
// picture of exactly that size. CUBELAB_PANEL_PNG_DIR keeps the pictures, to look at them.
inline void expectPngExportsAt(QWidget& widget, const QString& name, std::initializer_list<QSize> sizes)
{
    QTemporaryDir dir;
    const QString keep = qEnvironmentVariable("CUBELAB_PANEL_PNG_DIR");
    for (QSize size : sizes) {
        widget.resize(size);
        settle();
        const QString path = (keep.isEmpty() ? dir.path() : keep) +
                             QStringLiteral("/%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height());
        QString error;
        ASSERT_TRUE(writeWidgetPng(path, &widget, &error)) << error.toStdString();
        EXPECT_EQ(QImage(path).size(), size * widget.devicePixelRatio());
    }
}

} // namespace cubelab::gui::test
