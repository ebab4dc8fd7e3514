#include "window/commandline.h"
#include "window/panelregistry.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace cubelab::gui;

namespace {
std::optional<CommandLine> parse(QStringList arguments, QString* error, int* code)
{
    arguments.prepend(QStringLiteral("cubelab"));
    return CommandLine::parse(arguments, error, code);
}
} // namespace

TEST(CommandLine, ReadsScenarioStepLanguageAndExport)
{
    QString error;
    int code = -1;
    const auto line =
        parse({QStringLiteral("--scenario"), QStringLiteral("s.json"), QStringLiteral("--step"),
               QStringLiteral("2"), QStringLiteral("--language"), QStringLiteral("DE"),
               QStringLiteral("--export-png"), QStringLiteral("out.png")},
              &error, &code);
    ASSERT_TRUE(line.has_value()) << error.toStdString();
    EXPECT_EQ(code, 0);
    EXPECT_EQ(line->scenarioFile, QStringLiteral("s.json"));
    EXPECT_EQ(line->step, 2);
    EXPECT_EQ(line->language, QStringLiteral("de"));
    EXPECT_EQ(line->exportPng, QStringLiteral("out.png"));
    EXPECT_TRUE(line->exports());
}

TEST(CommandLine, ReadsPanelAndMachine)
{
    QString error;
    int code = -1;
    const auto line = parse({QStringLiteral("--panel"), QStringLiteral("Comparison-Table"),
                             QStringLiteral("--machine"), QStringLiteral("origin2000"),
                             QStringLiteral("--export-svg"), QStringLiteral("t.svg")},
                            &error, &code);
    ASSERT_TRUE(line.has_value()) << error.toStdString();
    EXPECT_EQ(line->panel, QStringLiteral("comparison-table"));
    EXPECT_EQ(line->machine, QStringLiteral("origin2000"));
    EXPECT_EQ(line->exportSvg, QStringLiteral("t.svg"));
    EXPECT_TRUE(line->exercise.isEmpty());

    const auto chosen = parse(
        {QStringLiteral("--exercise"), QStringLiteral("rabenseifner-power-gc")}, &error, &code);
    ASSERT_TRUE(chosen.has_value()) << error.toStdString();
    EXPECT_EQ(chosen->exercise, QStringLiteral("rabenseifner-power-gc"));
    EXPECT_FALSE(chosen->exports());
}

TEST(CommandLine, TheOneArgumentWithoutAFlagIsALink)
{
    QString error;
    int code = -1;
    const auto line =
        parse({QStringLiteral("cubelab:1/e30"), QStringLiteral("--language"), QStringLiteral("de")},
              &error, &code);
    ASSERT_TRUE(line.has_value()) << error.toStdString();
    EXPECT_EQ(line->link, QStringLiteral("cubelab:1/e30")); // read when the window opens it
    EXPECT_TRUE(line->scenarioFile.isEmpty());
}

TEST(CommandLine, BadArgumentsSayWhatIsAllowedAndExitWithTwo)
{
    const QList<std::pair<QStringList, QString>> cases = {
        {{QStringLiteral("--language"), QStringLiteral("fr")}, QStringLiteral("choose de or en")},
        {{QStringLiteral("--step"), QStringLiteral("-1")}, QStringLiteral("whole number")},
        {{QStringLiteral("--step"), QStringLiteral("two")}, QStringLiteral("whole number")},
        {{QStringLiteral("--export-png"), QStringLiteral("a.png"), QStringLiteral("--export-svg"),
          QStringLiteral("a.svg")},
         QStringLiteral("not both")},
        {{QStringLiteral("--panel"), QStringLiteral("charts"), QStringLiteral("--export-png"),
          QStringLiteral("a.png")},
         QStringLiteral("choose one of link-loads, step-times, step-costs, space-time, comparison, "
                        "comparison-table, machine, exercise")},
        {{QStringLiteral("--panel"), QStringLiteral("link-loads")},
         QStringLiteral("give --export-png FILE")},
        {{QStringLiteral("--scenario"), QStringLiteral("a.json"), QStringLiteral("--trace"),
          QStringLiteral("b.json")},
         QStringLiteral("not more")},
        {{QStringLiteral("cubelab:1/e30"), QStringLiteral("--trace"), QStringLiteral("b.json")},
         QStringLiteral("Give one of a link, --scenario or --trace")},
        {{QStringLiteral("cubelab:1/e30"), QStringLiteral("cubelab:1/e30")},
         QStringLiteral("give one link")},
        {{QStringLiteral("--theme"), QStringLiteral("pink")}, QStringLiteral("high-contrast")},
        {{QStringLiteral("--frobnicate")}, QStringLiteral("--help")},
        {{QStringLiteral("stray.json")}, QStringLiteral("--scenario FILE")},
        {{QStringLiteral("--exercise"), QStringLiteral(" ")},
         QStringLiteral("needs an exercise id")},
        {{QStringLiteral("--export-pdf"), QStringLiteral("a.pdf"), QStringLiteral("--export-gif"),
          QStringLiteral("a.gif")},
         QStringLiteral("one export at a time")},
        {{QStringLiteral("--export-png"), QStringLiteral("a.png"), QStringLiteral("--export-tikz"),
          QStringLiteral("a.tex")},
         QStringLiteral("one export at a time")},
        {{QStringLiteral("--export-pdf"), QStringLiteral("a.pdf"), QStringLiteral("--step"),
          QStringLiteral("2")},
         QStringLiteral("Leave --step out")},
        {{QStringLiteral("--export-gif"), QStringLiteral("a.gif"), QStringLiteral("--step"),
          QStringLiteral("1")},
         QStringLiteral("Leave --step out")},
        {{QStringLiteral("--export-pdf"), QStringLiteral("a.pdf"), QStringLiteral("--size"),
          QStringLiteral("1280x720")},
         QStringLiteral("pages are A4")},
        {{QStringLiteral("--panel"), QStringLiteral("step-costs"), QStringLiteral("--export-gif"),
          QStringLiteral("a.gif")},
         QStringLiteral("give --export-png FILE")},
        {{QStringLiteral("--export-tikz"), QStringLiteral(" ")},
         QStringLiteral("--export-tikz needs a file name")},
    };
    for (const auto& [arguments, expected] : cases) {
        QString error;
        int code = -1;
        EXPECT_FALSE(parse(arguments, &error, &code).has_value())
            << arguments.join(' ').toStdString();
        EXPECT_EQ(code, 2) << arguments.join(' ').toStdString();
        EXPECT_TRUE(error.contains(expected)) << error.toStdString();
    }
}

// The refusals of --lesson, --scene and --export-html, each with what it allows.
TEST(CommandLine, LessonSceneAndWebPageRefusalsSayWhatIsAllowed)
{
    const QList<std::pair<QStringList, QString>> cases = {
        {{QStringLiteral("--lesson"), QStringLiteral("reduce-allreduce"), QStringLiteral("--scene"),
          QStringLiteral("0")},
         QStringLiteral("--scene needs a whole number from 1 up to the number of scenes; got "
                        "'0'.")},
        {{QStringLiteral("--scene"), QStringLiteral("2")},
         QStringLiteral("--scene needs --lesson ID|FILE, the lesson it is a scene of.")},
        {{QStringLiteral("--lesson"), QStringLiteral("reduce-allreduce"), QStringLiteral("--trace"),
          QStringLiteral("t.json")},
         QStringLiteral("Give one of a lesson, a link, --scenario or --trace, not more.")},
        {{QStringLiteral("--export-html"), QStringLiteral("a.html"), QStringLiteral("--step"),
          QStringLiteral("1")},
         QStringLiteral("leave out --step and --size.")},
        {{QStringLiteral("--export-html"), QStringLiteral("a.html"), QStringLiteral("--size"),
          QStringLiteral("1280x720")},
         QStringLiteral("leave out --step and --size.")},
        {{QStringLiteral("--panel"), QStringLiteral("link-loads"), QStringLiteral("--export-html"),
          QStringLiteral("a.html")},
         QStringLiteral("(--export-tikz FILE takes --panel")},
    };
    for (const auto& [arguments, expected] : cases) {
        SCOPED_TRACE(arguments.join(' ').toStdString());
        QString error;
        int code = -1;
        EXPECT_FALSE(parse(arguments, &error, &code).has_value());
        EXPECT_EQ(code, 2);
        EXPECT_TRUE(error.contains(expected)) << error.toStdString();
    }
    QString error;
    int code = -1;
    const auto scene = parse({QStringLiteral("--lesson"), QStringLiteral("reduce-allreduce"),
                              QStringLiteral("--scene"), QStringLiteral("3")},
                             &error, &code);
    ASSERT_TRUE(scene.has_value()) << error.toStdString();
    EXPECT_EQ(scene->scene, 2); // 0-based
}

// An output that is no regular file is refused with 1, as a failed export; the options are
// checked in their order, so a bad option before the export is the one refused (with 2), and
// a bad one after it is not reached.
TEST(CommandLine, AnOutputThatIsNoFileIsRefusedWithOneInTheOptionsOrder)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    QString error;
    int code = -1;
    EXPECT_FALSE(parse({QStringLiteral("--export-png"), folder.path()}, &error, &code).has_value());
    EXPECT_EQ(code, 1);
    EXPECT_TRUE(
        error.contains(QFileInfo(folder.path()).fileName() + QStringLiteral(" was not written")))
        << error.toStdString();

    EXPECT_FALSE(parse({QStringLiteral("--export-png"), folder.path(), QStringLiteral("--size"),
                        QStringLiteral("1x1")},
                       &error, &code)
                     .has_value());
    EXPECT_EQ(code, 1) << error.toStdString();

    EXPECT_FALSE(parse({QStringLiteral("--export-png"), folder.path(), QStringLiteral("--theme"),
                        QStringLiteral("pink")},
                       &error, &code)
                     .has_value());
    EXPECT_EQ(code, 2);
    EXPECT_TRUE(error.contains(QStringLiteral("Unknown theme 'pink'"))) << error.toStdString();
}

TEST(CommandLine, ReadsTheLecturersExports)
{
    QString error;
    int code = -1;
    const auto pdf =
        parse({QStringLiteral("--export-pdf"), QStringLiteral("handout.pdf")}, &error, &code);
    ASSERT_TRUE(pdf.has_value()) << error.toStdString();
    EXPECT_EQ(pdf->exportPdf, QStringLiteral("handout.pdf"));
    EXPECT_TRUE(pdf->exports());
    EXPECT_TRUE(pdf->lectureExport());

    const auto gif = parse({QStringLiteral("--export-gif"), QStringLiteral("s.gif"),
                            QStringLiteral("--size"), QStringLiteral("640x360")},
                           &error, &code);
    ASSERT_TRUE(gif.has_value()) << error.toStdString();
    EXPECT_EQ(gif->exportGif, QStringLiteral("s.gif"));
    EXPECT_EQ(gif->size, QSize(640, 360));

    const auto tikz = parse({QStringLiteral("--export-tikz"), QStringLiteral("c.tex"),
                             QStringLiteral("--step"), QStringLiteral("2")},
                            &error, &code);
    ASSERT_TRUE(tikz.has_value()) << error.toStdString();
    EXPECT_EQ(tikz->exportTikz, QStringLiteral("c.tex"));
    EXPECT_EQ(tikz->step, 2);
    EXPECT_FALSE(parse({QStringLiteral("--export-png"), QStringLiteral("a.png")}, &error, &code)
                     ->lectureExport());
}

TEST(CommandLine, SizeChoosesTheExportsSizeWithinBounds)
{
    QString error;
    int code = -1;
    auto line = parse({QStringLiteral("--export-svg"), QStringLiteral("a.svg")}, &error, &code);
    ASSERT_TRUE(line.has_value());
    EXPECT_FALSE(line->size.has_value()); // the slide's 1920 x 1080
    for (const QString& text :
         {QStringLiteral("1024x768"), QStringLiteral("1024X768"), QStringLiteral("1024×768")}) {
        line = parse({QStringLiteral("--size"), text, QStringLiteral("--export-png"),
                      QStringLiteral("a.png")},
                     &error, &code);
        ASSERT_TRUE(line.has_value()) << error.toStdString();
        EXPECT_EQ(line->size, QSize(1024, 768));
    }
    line = parse({QStringLiteral("--size"), QStringLiteral("7680x4320"),
                  QStringLiteral("--export-png"), QStringLiteral("a.png")},
                 &error, &code);
    ASSERT_TRUE(line.has_value());
    EXPECT_EQ(line->size, CommandLine::kMaxExportSize);

    for (const QString& bad :
         {QStringLiteral("1024"), QStringLiteral("wide"), QStringLiteral("639x480"),
          QStringLiteral("1024x359"), QStringLiteral("7681x4320"), QStringLiteral("-1024x768"),
          QStringLiteral("1024x768x2")}) {
        EXPECT_FALSE(parse({QStringLiteral("--size"), bad, QStringLiteral("--export-png"),
                            QStringLiteral("a.png")},
                           &error, &code)
                         .has_value())
            << bad.toStdString();
        EXPECT_EQ(code, 2);
        EXPECT_TRUE(error.contains(QStringLiteral("from 640x360 up to 7680x4320")))
            << error.toStdString();
        EXPECT_TRUE(error.contains(bad)) << error.toStdString();
    }
    EXPECT_FALSE(
        parse({QStringLiteral("--size"), QStringLiteral("1024x768")}, &error, &code).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("give --export-png FILE"))) << error.toStdString();
}

TEST(CommandLine, HelpIsNotAnError)
{
    QString text;
    int code = -1;
    EXPECT_FALSE(parse({QStringLiteral("--help")}, &text, &code).has_value());
    EXPECT_EQ(code, 0);
    EXPECT_TRUE(text.contains(QStringLiteral("--export-svg")));
}

TEST(CommandLine, PanelIdsAreTheRegistrysInHelpAndInTheRefusal)
{
    const QString ids = PanelRegistry::ids().join(QStringLiteral(", "));
    QString error;
    int code = -1;
    EXPECT_FALSE(parse({QStringLiteral("--panel"), QStringLiteral("charts"),
                        QStringLiteral("--export-png"), QStringLiteral("a.png")},
                       &error, &code)
                     .has_value());
    EXPECT_EQ(error, QStringLiteral("Unknown panel 'charts': choose one of %1.").arg(ids));

    QString help;
    EXPECT_FALSE(parse({QStringLiteral("--help")}, &help, &code).has_value());
    // The help wraps its lines: compare its words.
    const QString words = help.simplified();
    EXPECT_TRUE(words.contains(QStringLiteral("render only the panel ID: %1.").arg(ids)))
        << help.toStdString();
}

TEST(CommandLine, FollowReadsAnInputOrAPartialResultAndRefusesAnythingElse)
{
    QString error;
    int code = 0;
    auto line = parse({QStringLiteral("--follow"), QStringLiteral("a_5")}, &error, &code);
    ASSERT_TRUE(line.has_value()) << error.toStdString();
    EXPECT_EQ(line->follow, Follow::input(5));
    line = parse({QStringLiteral("--follow"), QStringLiteral("s0")}, &error, &code);
    ASSERT_TRUE(line.has_value()) << error.toStdString();
    EXPECT_EQ(line->follow.kind, Follow::Kind::Value);
    EXPECT_EQ(line->follow.node, 0u);
    for (const char* bad : {"b_5", "a_-1", "5", "a_5x", ""}) {
        EXPECT_FALSE(parse({QStringLiteral("--follow"), QString::fromLatin1(bad)}, &error, &code)
                         .has_value())
            << bad;
        EXPECT_TRUE(error.contains(QStringLiteral("a_5"))) << error.toStdString();
        EXPECT_EQ(code, 2);
    }
}

// `cubelab --help` in a terminal without a display (a server, a package's build): the text and
// exit code 0, not an abort for the missing display.
TEST(CommandLine, HelpAndVersionNeedNoDisplay)
{
    for (const char* option : {"--help", "--version"}) {
        SCOPED_TRACE(option);
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            environment.remove(QString::fromLatin1(name));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(CUBELAB_GUI), {QString::fromLatin1(option)});
        ASSERT_TRUE(process.waitForFinished(60000));
        EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
        EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        EXPECT_TRUE(out.contains(QLatin1String(option) == QLatin1String("--help")
                                     ? QStringLiteral("--scenario")
                                     : QStringLiteral("CubeLab")))
            << out.toStdString();
    }
}
