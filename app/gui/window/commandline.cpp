#include "window/commandline.h"

#include "compare/comparedscenario.h"
#include "document/documentfiles.h"
#include "export/imagefiles.h"
#include "export/lectureexports.h"
#include "window/languageswitcher.h"
#include "window/panelregistry.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <cubelab/moment.h>

namespace cubelab::gui {

namespace {

// The options in the order --help lists them, after --help and --version: each one's index in
// Options::list.
enum Option
{
    Lesson,
    Scene,
    Scenario,
    Trace,
    Step,
    Language,
    Theme,
    Presentation,
    Machine,
    Exercise,
    Compare,
    Panel,
    Size,
    Png,
    Svg,
    Pdf,
    Gif,
    Tikz,
    Html,
    FollowOption,
};

// The exports, of which a command line gives one at most.
constexpr Option kExports[] = {Png, Svg, Pdf, Gif, Tikz, Html};

// The command line's options and the parser that reads them.
class Options
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QCommandLineParser parser;
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    QList<QCommandLineOption> list; // by Option

    Options()
    {
        parser.setApplicationDescription(
            tr("CubeLab: reduce and all-reduce on a hypercube, step by step."));
        parser.addPositionalArgument(QStringLiteral("link"),
                                     tr("Open a link to a moment (cubelab:1/…)."), tr("[LINK]"));
        list << documentOptions() << viewOptions() << exportOptions() << followOption();
        parser.addOptions(list);
    }

    bool isSet(Option option) const { return parser.isSet(list.at(option)); }
    QString value(Option option) const { return parser.value(list.at(option)); }
    QString name(Option option) const { return list.at(option).names().first(); }

private:
    // What to open and where to start: --lesson, --scene, --scenario, --trace, --step.
    static QList<QCommandLineOption> documentOptions()
    {
        return {
            QCommandLineOption(
                QStringLiteral("lesson"),
                tr("Start the lesson ID (such as reduce-allreduce) or the lesson FILE."),
                tr("ID|FILE")),
            QCommandLineOption(QStringLiteral("scene"),
                               tr("With --lesson, start at scene K (1 = the first)."), tr("K")),
            QCommandLineOption(QStringLiteral("scenario"), tr("Open the scenario FILE."),
                               tr("FILE")),
            QCommandLineOption(QStringLiteral("trace"), tr("Open the recorded trace FILE."),
                               tr("FILE")),
            QCommandLineOption(QStringLiteral("step"), tr("Show step K (0 = the initial state)."),
                               tr("K")),
        };
    }

    // How the window looks and what it shows beside the cube: --language … --size.
    static QList<QCommandLineOption> viewOptions()
    {
        return {
            QCommandLineOption(QStringLiteral("language"), tr("Use the language de or en."),
                               tr("LANG")),
            QCommandLineOption(QStringLiteral("theme"),
                               tr("Use the theme light, dark or high-contrast."), tr("THEME")),
            QCommandLineOption(QStringLiteral("presentation"),
                               tr("Start in presentation mode (large fonts).")),
            QCommandLineOption(
                QStringLiteral("machine"),
                tr("Compute the costs for the machine preset ID or the machine FILE."),
                tr("ID|FILE")),
            QCommandLineOption(QStringLiteral("exercise"),
                               tr("Open the Exercises panel at the exercise ID (such as "
                                  "rabenseifner-power-gc)."),
                               tr("ID")),
            QCommandLineOption(QStringLiteral("compare"),
                               tr("Show a second scenario beside the first, stepped by the same "
                                  "timeline: %1 or a scenario FILE.")
                                   .arg(ComparedScenario::pairIds().join(QStringLiteral(", "))),
                               tr("PAIR|FILE")),
            QCommandLineOption(QStringLiteral("panel"),
                               tr("With an export, render only the panel ID: %1.")
                                   .arg(PanelRegistry::ids().join(QStringLiteral(", "))),
                               tr("ID")),
            QCommandLineOption(
                QStringLiteral("size"),
                tr("With an export, render at W x H pixels (default: a slide's %1x%2).")
                    .arg(kSlideSize.width())
                    .arg(kSlideSize.height()),
                tr("WxH")),
        };
    }

    // The exports, in the order of kExports.
    static QList<QCommandLineOption> exportOptions()
    {
        static const char* const kExportOptions[][2] = {
            {"export-png", QT_TR_NOOP("Render the main window into the PNG FILE and exit.")},
            {"export-svg", QT_TR_NOOP("Render the main window into the SVG FILE and exit.")},
            {"export-pdf",
             QT_TR_NOOP("Write a handout, every step on a page of the PDF FILE, and exit.")},
            {"export-gif", QT_TR_NOOP("Write the stepping as an animated GIF FILE (1280x720 "
                                      "unless --size) and exit.")},
            {"export-tikz", QT_TR_NOOP("Write the view at step K as a LaTeX/TikZ figure FILE "
                                       "(pdflatex) and exit.")},
            {"export-html",
             QT_TR_NOOP("Write the scenario, or with --lesson the whole lesson, as one web page "
                        "FILE that steps through it in any browser, and exit.")},
        };
        QList<QCommandLineOption> options;
        for (const auto& [name, description] : kExportOptions)
            options << QCommandLineOption(QLatin1String(name), tr(description), tr("FILE"));
        return options;
    }

    static QCommandLineOption followOption()
    {
        return QCommandLineOption(
            QStringLiteral("follow"),
            tr("Follow the input a_I through the steps, or show what s_I at step K is made "
               "of (s_I)."),
            tr("a_I|s_I"));
    }
};

// Reads the parsed options into `line`, a group of options at a time. A step that meets a bad
// option sets the message that says what is wrong and what is allowed and returns false; the
// exit code stays 2, but for an output that may not be written (1).
class Reader
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    Reader(const Options& options, QString* error, int* exitCode)
        : mOptions(options), mError(error), mExitCode(exitCode)
    {
    }

    CommandLine line;

    bool readLink();
    bool readDocument();
    bool readStep();
    bool readLook();
    bool readExport();
    bool checkExportSettings();
    bool readCompanions();
    bool readPanel();
    bool readSize();

private:
    bool refuse(const QString& message)
    {
        *mError = message;
        return false;
    }
    bool isSet(Option option) const { return mOptions.isSet(option); }
    QString value(Option option) const { return mOptions.value(option); }

    const Options& mOptions;
    QString* mError;
    int* mExitCode;
};

int countGiven(std::initializer_list<QString> values)
{
    return int(std::count_if(values.begin(), values.end(),
                             [](const QString& value) { return !value.isEmpty(); }));
}

// One argument of its own: a link to a moment (cubelab:1/…), as a desktop passes it.
bool Reader::readLink()
{
    const QStringList positional = mOptions.parser.positionalArguments();
    const bool oneLink = positional.size() == 1 && looksLikeLink(positional.first().toStdString());
    if (!positional.isEmpty() && !oneLink)
        return refuse(
            tr("Unexpected argument '%1': give one link (cubelab:…), or files with --scenario "
               "FILE or "
               "--trace FILE.")
                .arg(positional.size() == 1 || !looksLikeLink(positional.first().toStdString())
                         ? positional.first().left(200)
                         : positional.at(1).left(200)));
    if (oneLink)
        line.link = positional.first();
    return true;
}

// What to open: a link, --scenario, --trace or --lesson (and its --scene), one of them at most.
bool Reader::readDocument()
{
    line.scenarioFile = value(Scenario);
    line.traceFile = value(Trace);
    const int documents = countGiven({line.scenarioFile, line.traceFile, line.link});
    if (documents > 1)
        return refuse(tr("Give one of a link, --scenario or --trace, not more."));
    line.lesson = value(Lesson);
    if (isSet(Scene)) {
        bool ok = false;
        const int k = value(Scene).toInt(&ok);
        if (!ok || k < 1)
            return refuse(
                tr("--scene needs a whole number from 1 up to the number of scenes; got '%1'.")
                    .arg(value(Scene)));
        if (line.lesson.isEmpty())
            return refuse(tr("--scene needs --lesson ID|FILE, the lesson it is a scene of."));
        line.scene = k - 1;
    }
    if (!line.lesson.isEmpty() && documents > 0)
        return refuse(tr("Give one of a lesson, a link, --scenario or --trace, not more."));
    return true;
}

bool Reader::readStep()
{
    if (!isSet(Step))
        return true;
    bool ok = false;
    const int k = value(Step).toInt(&ok);
    if (!ok || k < 0)
        return refuse(tr("--step needs a whole number from 0 up to the number of steps; got '%1'.")
                          .arg(value(Step)));
    line.step = k;
    return true;
}

// --language, --theme, --follow and --presentation.
bool Reader::readLook()
{
    if (isSet(Language)) {
        line.language = value(Language).toLower();
        if (!LanguageSwitcher::isAvailable(line.language))
            return refuse(tr("Unknown language '%1': choose de or en.").arg(value(Language)));
    }
    if (isSet(Theme)) {
        line.theme = value(Theme).toLower();
        if (line.theme != QLatin1String("light") && line.theme != QLatin1String("dark") &&
            line.theme != QLatin1String("high-contrast"))
            return refuse(
                tr("Unknown theme '%1': choose light, dark or high-contrast.").arg(value(Theme)));
    }
    if (isSet(FollowOption)) {
        const std::optional<Followed> followed =
            parseFollow(value(FollowOption).trimmed().toLower().toStdString());
        if (!followed)
            return refuse(tr("--follow needs an input such as a_5 or a partial result such as "
                             "s_0; got '%1'.")
                              .arg(value(FollowOption)));
        line.follow = followed->kind == Followed::Kind::Input ? Follow::input(followed->node)
                                                              : Follow::value(followed->node, 0);
    }
    line.presentation = isSet(Presentation);
    return true;
}

// The export, one at most, named with a file that may be written. An output that is no regular
// file (a FIFO, a device, a directory, a dangling link) is refused, with the exit code 1, before
// anything is opened or drawn, and left as it is.
bool Reader::readExport()
{
    line.exportPng = value(Png);
    line.exportSvg = value(Svg);
    if (!line.exportPng.isEmpty() && !line.exportSvg.isEmpty())
        return refuse(tr("Give either --export-png or --export-svg, not both."));
    line.exportPdf = value(Pdf);
    line.exportGif = value(Gif);
    line.exportTikz = value(Tikz);
    line.exportHtml = value(Html);
    const std::initializer_list<QString> outputs = {line.exportPng,  line.exportSvg,
                                                    line.exportPdf,  line.exportGif,
                                                    line.exportTikz, line.exportHtml};
    if (countGiven(outputs) > 1)
        return refuse(tr("Give one export at a time: --export-png, --export-svg, --export-pdf, "
                         "--export-gif, --export-tikz or --export-html."));
    for (const Option option : kExports)
        if (isSet(option) && value(option).trimmed().isEmpty())
            return refuse(tr("--%1 needs a file name.").arg(mOptions.name(option)));
    for (const QString& output : outputs) {
        if (output.isEmpty())
            continue;
        try {
            DocumentFiles::checkOutput(output);
        } catch (const std::exception& e) {
            *mExitCode = 1;
            return refuse(DocumentFiles::notWritten(output, e));
        }
    }
    return true;
}

// --step and --size only where the export has a use for them.
bool Reader::checkExportSettings()
{
    if (isSet(Step) && (!line.exportPdf.isEmpty() || !line.exportGif.isEmpty()))
        return refuse(tr("--step chooses the step of a picture; --export-pdf and --export-gif "
                         "show every step. Leave --step out, or use --export-png, --export-svg "
                         "or --export-tikz."));
    if (!line.exportHtml.isEmpty() && (isSet(Step) || isSet(Size)))
        return refuse(tr("--export-html writes every step, and its pictures scale to any "
                         "screen: leave out --step and --size."));
    if (isSet(Size) && !line.exportPdf.isEmpty())
        return refuse(tr("--size does not apply to --export-pdf: the handout's pages are A4."));
    return true;
}

// --machine, --exercise and --compare.
bool Reader::readCompanions()
{
    if (isSet(Machine))
        line.machine = value(Machine);
    line.exercise = value(Exercise).trimmed();
    if (isSet(Exercise) && line.exercise.isEmpty())
        return refuse(tr("--exercise needs an exercise id, such as rabenseifner-power-gc."));
    if (isSet(Compare)) {
        line.compare = value(Compare).trimmed();
        if (!ComparedScenario::parsePairId(line.compare) && !QFileInfo(line.compare).isFile())
            return refuse(tr("--compare needs %1 or a scenario file; got '%2', which is neither.")
                              .arg(ComparedScenario::pairIds().join(tr(" or ")), value(Compare)));
    }
    return true;
}

// --panel: a panel of the registry, with a picture's export (the TikZ export takes one panel).
bool Reader::readPanel()
{
    if (!isSet(Panel))
        return true;
    line.panel = value(Panel).toLower();
    if (!PanelRegistry::find(line.panel))
        return refuse(tr("Unknown panel '%1': choose one of %2.")
                          .arg(value(Panel), PanelRegistry::ids().join(QStringLiteral(", "))));
    const bool tikzPanel = !line.exportTikz.isEmpty() && line.panel == LectureExports::tikzPanel();
    if (!line.exports() || (line.lectureExport() && !tikzPanel))
        return refuse(tr("--panel renders a panel into a file: give --export-png FILE or "
                         "--export-svg FILE too (--export-tikz FILE takes --panel %1 only).")
                          .arg(LectureExports::tikzPanel()));
    return true;
}

// 1920x1080, 1920X1080 or 1920×1080, within the sizes --size accepts; nothing otherwise.
std::optional<QSize> parseSize(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{1,6})\\s*[xX\u00D7]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QSize wanted(match.captured(1).toInt(), match.captured(2).toInt());
    const QSize min = CommandLine::kMinExportSize;
    const QSize max = CommandLine::kMaxExportSize;
    if (wanted.width() < min.width() || wanted.height() < min.height() ||
        wanted.width() > max.width() || wanted.height() > max.height())
        return std::nullopt;
    return wanted;
}

bool Reader::readSize()
{
    if (!isSet(Size))
        return true;
    const std::optional<QSize> wanted = parseSize(value(Size));
    if (!wanted)
        return refuse(tr("--size needs WIDTHxHEIGHT in pixels, from %1x%2 up to %3x%4 (a slide: "
                         "%5x%6); got '%7'.")
                          .arg(CommandLine::kMinExportSize.width())
                          .arg(CommandLine::kMinExportSize.height())
                          .arg(CommandLine::kMaxExportSize.width())
                          .arg(CommandLine::kMaxExportSize.height())
                          .arg(kSlideSize.width())
                          .arg(kSlideSize.height())
                          .arg(value(Size)));
    if (!line.exports())
        return refuse(tr("--size sets the size of an exported picture: give --export-png FILE or "
                         "--export-svg FILE too."));
    line.size = wanted;
    return true;
}

} // namespace

std::optional<CommandLine> CommandLine::parse(const QStringList& arguments, QString* error,
                                              int* exitCode)
{
    *exitCode = 2;
    Options options;
    if (!options.parser.parse(arguments)) {
        *error = options.parser.errorText() + QLatin1Char('\n') + tr("Try --help for the options.");
        return std::nullopt;
    }
    if (options.parser.isSet(options.help)) {
        *error = options.parser.helpText();
        *exitCode = 0;
        return std::nullopt;
    }
    if (options.parser.isSet(options.version)) {
        *error = QCoreApplication::applicationName() + QLatin1Char(' ') +
                 QCoreApplication::applicationVersion();
        *exitCode = 0;
        return std::nullopt;
    }
    // Each group of options in turn: the first bad option is the one refused.
    Reader reader(options, error, exitCode);
    const bool read = reader.readLink() && reader.readDocument() && reader.readStep() &&
                      reader.readLook() && reader.readExport() && reader.checkExportSettings() &&
                      reader.readCompanions() && reader.readPanel() && reader.readSize();
    if (!read)
        return std::nullopt;
    *exitCode = 0;
    return reader.line;
}

} // namespace cubelab::gui
