// cubelab: the window, or with --export-png/--export-svg a picture of it (or with --panel of
// one panel) at step K, or with --export-pdf/--export-gif/--export-tikz a lecturer's export.

#include "common/themestyle.h"
#include "compare/comparedscenario.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "export/imagefiles.h"
#include "export/lectureexports.h"
#include "window/commandline.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QTextStream>
#include <cubelab/largebuffer.h>
#include <cubelab/moment.h>
#include <string_view>

namespace {

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("CubeLab"));
    QCoreApplication::setApplicationName(QStringLiteral("CubeLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CUBELAB_VERSION));
}

// Whether the command line asks for --help or --version, which need no display: they are
// answered before the window's QApplication, which ends the program where there is none (a
// terminal on a server, a package's build).
bool asksForText(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--help" || argument == "-h" || argument == "-?" ||
            argument == "--help-all" || argument == "--version" || argument == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    if (asksForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        QString message;
        int exitCode = 0;
        if (!cubelab::gui::CommandLine::parse(QCoreApplication::arguments(), &message, &exitCode)) {
            QTextStream(exitCode == 0 ? stdout : stderr) << message << '\n';
            return exitCode;
        }
        // "--help" was the value of an option (--scenario --help): the window goes on.
    }
    cubelab::tuneHeapForRepeatedRuns(); // every change of the scenario runs the engine again
    QApplication app(argc, argv);
    nameApplication();
    QGuiApplication::setDesktopFileName(QStringLiteral(CUBELAB_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/cubelab.svg")));
    // Fusion draws with the palette alone, so the dark and high-contrast themes look alike
    // on every desktop; ThemeStyle keeps its outlines visible on them.
    QApplication::setStyle(new cubelab::gui::ThemeStyle);

    QString message;
    int exitCode = 0;
    const auto options =
        cubelab::gui::CommandLine::parse(QApplication::arguments(), &message, &exitCode);
    if (!options) {
        QTextStream(exitCode == 0 ? stdout : stderr) << message << '\n';
        return exitCode;
    }

    cubelab::gui::MainWindow window;
    if (!options->language.isEmpty())
        window.setLanguage(options->language);
    if (!options->theme.isEmpty())
        window.setTheme(cubelab::gui::Theme::fromId(options->theme));
    // A picture is taken as a lecturer would see it: the window at its size first, then the stage.
    if (options->presentation && !options->exports())
        window.setPresentationMode(true);

    if (options->machine &&
        !window.useMachine(*options->machine)) { // "" is refused as the CLI refuses it
        QTextStream(stderr) << window.errorMessage() << '\n';
        return 2;
    }

    bool opened = true;
    if (!options->scenarioFile.isEmpty())
        opened = window.openScenario(options->scenarioFile);
    else if (!options->traceFile.isEmpty())
        opened = window.openTrace(options->traceFile);
    else if (!options->link.isEmpty())
        opened = window.openLink(options->link);
    else if (!options->lesson.isEmpty())
        opened = window.startLesson(options->lesson, options->scene);
    // A long run went to the session's worker: what follows (the view, an export) waits for it,
    // and a run that failed there is an opening that failed.
    if (opened && window.session()->isRunning()) {
        window.session()->waitForRun();
        opened = window.errorMessage().isEmpty();
    }
    if (!opened && options->exports()) {
        QTextStream(stderr) << window.errorMessage() << '\n';
        return 1;
    }
    if (!options->exercise.isEmpty() && !window.showExercise(options->exercise)) {
        QTextStream(stderr) << window.errorMessage() << '\n';
        return 2;
    }
    // A comparison with a scenario file is no moment's (a link holds no file): it comes first,
    // and the moment below keeps it.
    const auto pair = cubelab::gui::ComparedScenario::parsePairId(options->compare);
    if (!options->compare.isEmpty() && !pair && !window.compareWith(options->compare)) {
        QTextStream(stderr) << window.errorMessage() << '\n';
        return 2;
    }
    // The step, what is followed and a comparison of the lecture's are the command line's
    // moment, shown on what was opened through the shown state's one setter.
    if (options->step || options->follow.active() || pair) {
        cubelab::Moment moment = window.shown()->toMoment();
        if (options->step)
            moment.step = *options->step;
        if (pair)
            moment.compare = cubelab::gui::comparisonName(*pair).toStdString();
        if (options->follow.active())
            moment.follow = cubelab::gui::momentText(options->follow);
        QString why;
        std::optional<cubelab::gui::Shown> shown = cubelab::gui::Shown::fromMoment(moment, &why);
        if (shown)
            shown->scenario.reset(); // on what was opened, not run again
        if (!shown || !window.shown()->show(*shown, &why)) {
            QTextStream(stderr) << QApplication::translate(
                                       "main", "The command line's --step, --follow or --compare "
                                               "cannot be shown: %1.")
                                       .arg(why)
                                << '\n';
            return 2;
        }
    }

    if (options->lectureExport()) {
        const QSize size = options->size.value_or(cubelab::gui::LectureExports::kSlideSize);
        const bool ok = !options->exportPdf.isEmpty() ? window.exportHandoutPdf(options->exportPdf)
                        : !options->exportHtml.isEmpty() ? window.exportWebPage(options->exportHtml)
                        : !options->exportGif.isEmpty()
                            ? window.exportAnimationGif(options->exportGif, size)
                            : window.exportTikzFigure(options->exportTikz, size, options->panel);
        if (!ok)
            QTextStream(stderr) << window.errorMessage() << '\n';
        return ok ? 0 : 1;
    }
    if (options->exports()) {
        // A slide's 16:9 by default; a panel alone keeps the size the Analysis menu gives it.
        const QSize size = options->size.value_or(options->panel.isEmpty()
                                                      ? cubelab::gui::kSlideSize
                                                      : cubelab::gui::MainWindow::kPanelExportSize);
        // On no screen: the size asked for from the start, not what the screen would allow.
        window.setAttribute(Qt::WA_DontShowOnScreen);
        window.setWindowState(Qt::WindowNoState);
        window.resize(size);
        window.show();
        window.resize(size);
        QApplication::processEvents();
        if (options->presentation)
            window.setPresentationMode(true);
        window.fitDocks(); // at once: the window's own fit after a resize waits for the event loop
        QApplication::processEvents();
        if (options->panel.isEmpty() && window.size() != size)
            QTextStream(stderr) << QApplication::translate(
                                       "main", "The window needs at least %1x%2 here; the picture "
                                               "has that size.")
                                       .arg(window.width())
                                       .arg(window.height())
                                << '\n';
        bool ok = false;
        if (!options->panel.isEmpty())
            ok = options->exportPng.isEmpty()
                     ? window.exportPanelSvg(options->panel, options->exportSvg, size)
                     : window.exportPanelPng(options->panel, options->exportPng, size);
        else
            ok = options->exportPng.isEmpty() ? window.exportWindowSvg(options->exportSvg)
                                              : window.exportWindowPng(options->exportPng);
        if (!ok)
            QTextStream(stderr) << window.errorMessage() << '\n';
        return ok ? 0 : 1;
    }
    window.show();
    return QApplication::exec();
}
