#pragma once
// Helpers of the GUI tests: a main window on fresh settings, shown and active so that its
// keys work, and waiting for the event loop without timing anything.

#include "export/imagefiles.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cubelab/machine.h>
#include <cubelab/scenario.h>
#include <functional>
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

// A file's bytes, or "(unreadable)" when it cannot be read (so that a missing file never equals
// an empty one).
// Shown text (a caption keeps "a) link 3" on one line with no-break spaces) as words.
inline QString words(QString shown)
{
    return shown.replace(QChar(0x00A0), QLatin1Char(' '));
}

// The screens the stage is tried on: a small projector's and a slide's (full HD).
inline const QSize kProjector(1024, 768);
inline const QSize kSlide(1920, 1080);

inline QByteArray fileContents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

inline void putFile(const QString& path, const QByteArray& content)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_EQ(file.write(content), content.size());
}

// Every entry of a directory, hidden ones too, by name.
inline QStringList dirEntries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

inline std::unique_ptr<MainWindow> freshWindow()
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    // At kExportSize, a normal window: on the offscreen platform's 800 × 600 screen a first
    // start opens maximised (ScreenFit), which would make every test's window that small.
    window->setWindowState(Qt::WindowNoState);
    window->resize(MainWindow::kExportSize);
    window->show();
    window->activateWindow();
    (void)QTest::qWaitForWindowActive(window.get());
    QCoreApplication::processEvents();
    return window;
}

// A numeric scenario of the collective (Cube_Do without a root): the comparison panels' cubes.
inline cubelab::Scenario numericScenario(int dimension, const char* algorithm,
                                         std::int64_t elements = 1)
{
    cubelab::Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    s.elements = elements;
    s.values = cubelab::ValueMode::Numeric;
    if (std::string(algorithm) == "cube-allreduce")
        s.root.reset();
    return s;
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

// The menu bar's entries that open a dialog: an ellipsis ends their text, and Help's Keys and
// About (depth first, through the submenus).
inline QList<QAction*> dialogActions(MainWindow& w)
{
    QList<QAction*> found;
    std::function<void(QMenu*)> collect = [&](QMenu* menu) {
        for (QAction* a : menu->actions()) {
            if (a->menu())
                collect(a->menu());
            else if (!a->isSeparator() && (a->text().endsWith(QStringLiteral("…")) ||
                                           a->text().endsWith(QStringLiteral("...")) ||
                                           a->objectName() == QLatin1String("keys") ||
                                           a->objectName() == QLatin1String("about")))
                found << a;
        }
    };
    for (QAction* top : w.menuBar()->actions())
        if (top->menu())
            collect(top->menu());
    return found;
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
inline void expectPngExportsAt(QWidget& widget, const QString& name,
                               std::initializer_list<QSize> sizes)
{
    QTemporaryDir dir;
    const QString keep = qEnvironmentVariable("CUBELAB_PANEL_PNG_DIR");
    for (QSize size : sizes) {
        widget.resize(size);
        settle();
        const QString path =
            (keep.isEmpty() ? dir.path() : keep) +
            QStringLiteral("/%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height());
        QString error;
        ASSERT_TRUE(writeWidgetPng(path, &widget, &error)) << error.toStdString();
        EXPECT_EQ(QImage(path).size(), size * widget.devicePixelRatio());
    }
}

// Answers every modal dialog that opens while it lives (the question about unsaved changes, a
// file dialog), so no test waits on one: answer(dialog) decides, and a dialog it leaves open,
// or every dialog when there is no answer, is rejected (Cancel). seen() lists the dialogs in the
// order they came, by object name, or by class name when they have none. The check runs
// whenever an event loop runs (a dialog's own included); it times nothing.
class ModalDialogs
{
public:
    using Answer = std::function<void(QWidget* dialog)>;

    explicit ModalDialogs(Answer answer = {}) : mAnswer(std::move(answer))
    {
        mTimer.setInterval(10);
        QObject::connect(&mTimer, &QTimer::timeout, [this] { poll(); });
        mTimer.start();
    }

    const QStringList& seen() const { return mSeen; }

private:
    void poll()
    {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        if (dialog == mAnswered) {
            if (auto* d = qobject_cast<QDialog*>(dialog))
                d->reject();
            return;
        }
        mAnswered = dialog;
        mSeen << (dialog->objectName().isEmpty()
                      ? QString::fromLatin1(dialog->metaObject()->className())
                      : dialog->objectName());
        if (mAnswer)
            mAnswer(dialog);
        else if (auto* d = qobject_cast<QDialog*>(dialog))
            d->reject();
    }

    Answer mAnswer;
    QTimer mTimer;
    QPointer<QWidget> mAnswered;
    QStringList mSeen;
};

} // namespace cubelab::gui::test
