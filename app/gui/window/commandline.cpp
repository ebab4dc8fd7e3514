#include "window/commandline.h"

#include "compare/comparedscenario.h"
#include "document/documentfiles.h"
#include "export/imagefiles.h"
#include "export/lectureexports.h"
#include "window/languageswitcher.h"
#include "window/panelregistry.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>
#include <cubelab/moment.h>

namespace cubelab::gui {

std::optional<CommandLine> CommandLine::parse(const QStringList& arguments, QString* error,
                                              int* exitCode)
{
    *exitCode = 2;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("CubeLab: reduce and all-reduce on a hypercube, step by step."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption scenario(QStringLiteral("scenario"), tr("Open the scenario FILE."),
                                      tr("FILE"));
    const QCommandLineOption trace(QStringLiteral("trace"), tr("Open the recorded trace FILE."),
                                   tr("FILE"));
    const QCommandLineOption step(QStringLiteral("step"),
                                  tr("Show step K (0 = the initial state)."), tr("K"));
    const QCommandLineOption language(QStringLiteral("language"), tr("Use the language de or en."),
                                      tr("LANG"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   tr("Use the theme light, dark or high-contrast."), tr("THEME"));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          tr("Start in presentation mode (large fonts)."));
    const QCommandLineOption machine(
        QStringLiteral("machine"),
        tr("Compute the costs for the machine preset ID or the machine FILE."), tr("ID|FILE"));
    const QCommandLineOption exercise(QStringLiteral("exercise"),
                                      tr("Open the Exercises panel at the exercise ID (such as "
                                         "rabenseifner-power-gc)."),
                                      tr("ID"));
    const QCommandLineOption compare(
        QStringLiteral("compare"),
        tr("Show a second scenario beside the first, stepped by the same "
           "timeline: %1 or a scenario FILE.")
            .arg(ComparedScenario::pairIds().join(QStringLiteral(", "))),
        tr("PAIR|FILE"));
    const QCommandLineOption panel(QStringLiteral("panel"),
                                   tr("With an export, render only the panel ID: %1.")
                                       .arg(PanelRegistry::ids().join(QStringLiteral(", "))),
                                   tr("ID"));
    const QCommandLineOption png(QStringLiteral("export-png"),
                                 tr("Render the main window into the PNG FILE and exit."),
                                 tr("FILE"));
    const QCommandLineOption svg(QStringLiteral("export-svg"),
                                 tr("Render the main window into the SVG FILE and exit."),
                                 tr("FILE"));
    const QCommandLineOption pdf(
        QStringLiteral("export-pdf"),
        tr("Write a handout, every step on a page of the PDF FILE, and exit."), tr("FILE"));
    const QCommandLineOption gif(
        QStringLiteral("export-gif"),
        tr("Write the stepping as an animated GIF FILE (1280x720 unless --size) and exit."),
        tr("FILE"));
    const QCommandLineOption tikz(
        QStringLiteral("export-tikz"),
        tr("Write the view at step K as a LaTeX/TikZ figure FILE (pdflatex) and exit."),
        tr("FILE"));
    const QCommandLineOption html(
        QStringLiteral("export-html"),
        tr("Write the scenario, or with --lesson the whole lesson, as one web page FILE that "
           "steps through it in any browser, and exit."),
        tr("FILE"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        tr("With an export, render at W x H pixels (default: a slide's %1x%2).")
            .arg(kSlideSize.width())
            .arg(kSlideSize.height()),
        tr("WxH"));
    const QCommandLineOption follow(
        QStringLiteral("follow"),
        tr("Follow the input a_I through the steps, or show what s_I at step K is made "
           "of (s_I)."),
        tr("a_I|s_I"));
    parser.addPositionalArgument(QStringLiteral("link"),
                                 tr("Open a link to a moment (cubelab:1/…)."), tr("[LINK]"));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        tr("Start the lesson ID (such as reduce-allreduce) or the lesson FILE."), tr("ID|FILE"));
    const QCommandLineOption scene(QStringLiteral("scene"),
                                   tr("With --lesson, start at scene K (1 = the first)."), tr("K"));
    parser.addOptions({lesson, scene});
    parser.addOptions({scenario, trace, step, language, theme, presentation, machine, exercise,
                       compare, panel, size, png, svg, pdf, gif, tikz, html, follow});

    if (!parser.parse(arguments)) {
        *error = parser.errorText() + QLatin1Char('\n') + tr("Try --help for the options.");
        return std::nullopt;
    }
    if (parser.isSet(help)) {
        *error = parser.helpText();
        *exitCode = 0;
        return std::nullopt;
    }
    if (parser.isSet(version)) {
        *error = QCoreApplication::applicationName() + QLatin1Char(' ') +
                 QCoreApplication::applicationVersion();
        *exitCode = 0;
        return std::nullopt;
    }
    // One argument of its own: a link to a moment (cubelab:1/…), as a desktop passes it.
    const QStringList positional = parser.positionalArguments();
    const bool oneLink = positional.size() == 1 && looksLikeLink(positional.first().toStdString());
    if (!positional.isEmpty() && !oneLink) {
        *error = tr("Unexpected argument '%1': give one link (cubelab:…), or files with --scenario "
                    "FILE or "
                    "--trace FILE.")
                     .arg(positional.size() == 1 || !looksLikeLink(positional.first().toStdString())
                              ? positional.first().left(200)
                              : positional.at(1).left(200));
        return std::nullopt;
    }

    CommandLine line;
    line.scenarioFile = parser.value(scenario);
    line.traceFile = parser.value(trace);
    if (oneLink)
        line.link = positional.first();
    if (int(!line.scenarioFile.isEmpty()) + int(!line.traceFile.isEmpty()) +
            int(!line.link.isEmpty()) >
        1) {
        *error = tr("Give one of a link, --scenario or --trace, not more.");
        return std::nullopt;
    }
    line.lesson = parser.value(lesson);
    if (parser.isSet(scene)) {
        bool ok = false;
        const int k = parser.value(scene).toInt(&ok);
        if (!ok || k < 1) {
            *error = tr("--scene needs a whole number from 1 up to the number of scenes; got '%1'.")
                         .arg(parser.value(scene));
            return std::nullopt;
        }
        if (line.lesson.isEmpty()) {
            *error = tr("--scene needs --lesson ID|FILE, the lesson it is a scene of.");
            return std::nullopt;
        }
        line.scene = k - 1;
    }
    if (!line.lesson.isEmpty() && int(!line.scenarioFile.isEmpty()) +
                                          int(!line.traceFile.isEmpty()) +
                                          int(!line.link.isEmpty()) >
                                      0) {
        *error = tr("Give one of a lesson, a link, --scenario or --trace, not more.");
        return std::nullopt;
    }
    if (parser.isSet(step)) {
        bool ok = false;
        const int k = parser.value(step).toInt(&ok);
        if (!ok || k < 0) {
            *error = tr("--step needs a whole number from 0 up to the number of steps; got '%1'.")
                         .arg(parser.value(step));
            return std::nullopt;
        }
        line.step = k;
    }
    if (parser.isSet(language)) {
        line.language = parser.value(language).toLower();
        if (!LanguageSwitcher::isAvailable(line.language)) {
            *error = tr("Unknown language '%1': choose de or en.").arg(parser.value(language));
            return std::nullopt;
        }
    }
    if (parser.isSet(theme)) {
        line.theme = parser.value(theme).toLower();
        if (line.theme != QLatin1String("light") && line.theme != QLatin1String("dark") &&
            line.theme != QLatin1String("high-contrast")) {
            *error = tr("Unknown theme '%1': choose light, dark or high-contrast.")
                         .arg(parser.value(theme));
            return std::nullopt;
        }
    }
    if (parser.isSet(follow)) {
        const std::optional<Followed> followed =
            parseFollow(parser.value(follow).trimmed().toLower().toStdString());
        if (!followed) {
            *error =
                tr("--follow needs an input such as a_5 or a partial result such as s_0; got '%1'.")
                    .arg(parser.value(follow));
            return std::nullopt;
        }
        line.follow = followed->kind == Followed::Kind::Input ? Follow::input(followed->node)
                                                              : Follow::value(followed->node, 0);
    }
    line.presentation = parser.isSet(presentation);
    line.exportPng = parser.value(png);
    line.exportSvg = parser.value(svg);
    if (!line.exportPng.isEmpty() && !line.exportSvg.isEmpty()) {
        *error = tr("Give either --export-png or --export-svg, not both.");
        return std::nullopt;
    }
    line.exportPdf = parser.value(pdf);
    line.exportGif = parser.value(gif);
    line.exportTikz = parser.value(tikz);
    line.exportHtml = parser.value(html);
    const int exportCount = int(!line.exportPng.isEmpty()) + int(!line.exportSvg.isEmpty()) +
                            int(!line.exportPdf.isEmpty()) + int(!line.exportGif.isEmpty()) +
                            int(!line.exportTikz.isEmpty()) + int(!line.exportHtml.isEmpty());
    if (exportCount > 1) {
        *error =
            tr("Give one export at a time: --export-png, --export-svg, --export-pdf, --export-gif, "
               "--export-tikz or --export-html.");
        return std::nullopt;
    }
    for (const QCommandLineOption* option : {&png, &svg, &pdf, &gif, &tikz, &html})
        if (parser.isSet(*option) && parser.value(*option).trimmed().isEmpty()) {
            *error = tr("--%1 needs a file name.").arg(option->names().first());
            return std::nullopt;
        }
    // An output that is no regular file (a FIFO, a device, a directory, a dangling link) is
    // refused before anything is opened or drawn, and left as it is.
    for (const QString& output : {line.exportPng, line.exportSvg, line.exportPdf, line.exportGif,
                                  line.exportTikz, line.exportHtml}) {
        if (output.isEmpty())
            continue;
        try {
            DocumentFiles::checkOutput(output);
        } catch (const std::exception& e) {
            *error = DocumentFiles::notWritten(output, e);
            *exitCode = 1;
            return std::nullopt;
        }
    }
    if (parser.isSet(step) && (!line.exportPdf.isEmpty() || !line.exportGif.isEmpty())) {
        *error = tr(
            "--step chooses the step of a picture; --export-pdf and --export-gif show every step. "
            "Leave --step out, or use --export-png, --export-svg or --export-tikz.");
        return std::nullopt;
    }
    if (!line.exportHtml.isEmpty() && (parser.isSet(step) || parser.isSet(size))) {
        *error = tr("--export-html writes every step, and its pictures scale to any screen: leave "
                    "out --step and "
                    "--size.");
        return std::nullopt;
    }
    if (parser.isSet(size) && !line.exportPdf.isEmpty()) {
        *error = tr("--size does not apply to --export-pdf: the handout's pages are A4.");
        return std::nullopt;
    }
    if (parser.isSet(machine))
        line.machine = parser.value(machine);
    line.exercise = parser.value(exercise).trimmed();
    if (parser.isSet(exercise) && line.exercise.isEmpty()) {
        *error = tr("--exercise needs an exercise id, such as rabenseifner-power-gc.");
        return std::nullopt;
    }
    if (parser.isSet(compare)) {
        line.compare = parser.value(compare).trimmed();
        if (!ComparedScenario::parsePairId(line.compare) && !QFileInfo(line.compare).isFile()) {
            *error = tr("--compare needs %1 or a scenario file; got '%2', which is neither.")
                         .arg(ComparedScenario::pairIds().join(tr(" or ")), parser.value(compare));
            return std::nullopt;
        }
    }
    if (parser.isSet(panel)) {
        line.panel = parser.value(panel).toLower();
        if (!PanelRegistry::find(line.panel)) {
            *error = tr("Unknown panel '%1': choose one of %2.")
                         .arg(parser.value(panel), PanelRegistry::ids().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        const bool tikzPanel =
            !line.exportTikz.isEmpty() && line.panel == LectureExports::tikzPanel();
        if (!line.exports() || (line.lectureExport() && !tikzPanel)) {
            *error = tr("--panel renders a panel into a file: give --export-png FILE or "
                        "--export-svg FILE too "
                        "(--export-tikz FILE takes --panel %1 only).")
                         .arg(LectureExports::tikzPanel());
            return std::nullopt;
        }
    }
    if (parser.isSet(size)) {
        // 1920x1080, 1920X1080 or 1920×1080.
        static const QRegularExpression pattern(
            QStringLiteral("^\\s*(\\d{1,6})\\s*[xX\u00D7]\\s*(\\d{1,6})\\s*$"));
        const QRegularExpressionMatch match = pattern.match(parser.value(size));
        const QSize wanted = match.hasMatch()
                                 ? QSize(match.captured(1).toInt(), match.captured(2).toInt())
                                 : QSize();
        if (!match.hasMatch() || wanted.width() < kMinExportSize.width() ||
            wanted.height() < kMinExportSize.height() || wanted.width() > kMaxExportSize.width() ||
            wanted.height() > kMaxExportSize.height()) {
            *error = tr("--size needs WIDTHxHEIGHT in pixels, from %1x%2 up to %3x%4 (a slide: "
                        "%5x%6); got '%7'.")
                         .arg(kMinExportSize.width())
                         .arg(kMinExportSize.height())
                         .arg(kMaxExportSize.width())
                         .arg(kMaxExportSize.height())
                         .arg(kSlideSize.width())
                         .arg(kSlideSize.height())
                         .arg(parser.value(size));
            return std::nullopt;
        }
        if (!line.exports()) {
            *error = tr("--size sets the size of an exported picture: give --export-png FILE or "
                        "--export-svg FILE too.");
            return std::nullopt;
        }
        line.size = wanted;
    }
    *exitCode = 0;
    return line;
}

} // namespace cubelab::gui
