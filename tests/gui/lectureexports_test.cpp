// The lecturer's exports of the lecture's reduce (Tree_UpDo, p = 8, links 3, 2, 1: three steps):
// the PDF handout has a page per step with the step's caption and the lecture's brackets, the
// GIF has a frame per step and the animation between them and loops, the TikZ figure compiles
// with pdflatex. Where poppler-utils or TeX are missing the test is skipped on a desktop and
// fails in CI (CI=true), which installs them (scripts/install-deps).

#include "childprocess.h"
#include "common/collectivetexts.h"
#include "cube/hypercubeview.h"
#include "document/session.h"
#include "export/imagefiles.h"
#include "export/latextext.h"
#include "export/lectureexports.h"
#include "guitestutil.h"
#include "hostileoutputs.h"

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gif_lib.h>
#include <gtest/gtest.h>
#include <iostream>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const QString kFinalS0 = QStringLiteral("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");

bool inCi()
{
    return qEnvironmentVariable("CI") == QLatin1String("true");
}

// The program's path, or empty (and the test skipped here, failed in CI) when it is missing.
#define REQUIRE_TOOL(variable, name)                                                               \
    const QString variable = QStandardPaths::findExecutable(QStringLiteral(name));                 \
    if (variable.isEmpty()) {                                                                      \
        if (inCi())                                                                                \
            FAIL() << name " is missing in CI: scripts/install-deps installs it";                  \
        GTEST_SKIP() << name " is not installed (scripts/install-deps installs it)";               \
    }

// Runs a program to its end; its standard output, or "(failed: …)".
QString run(const QString& program, const QStringList& arguments, const QString& directory = {})
{
    QProcess process;
    if (!directory.isEmpty())
        process.setWorkingDirectory(directory);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return QStringLiteral("(failed: %1)")
            .arg(QString::fromLocal8Bit(process.readAllStandardOutput() +
                                        process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString& pdfinfo, const QString& path)
{
    const QString info = run(pdfinfo, {path});
    for (const QString& line : info.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return -1;
}

QString pdfPageText(const QString& pdftotext, const QString& path, int page)
{
    return run(pdftotext,
               {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                QString::number(page), QStringLiteral("-nopgbrk"), path, QStringLiteral("-")});
}

// The lecture's reduce in a window of its own (the window starts on the lecture's example).
class LectureExportsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(mDir.isValid());
        mWindow = gui::test::freshWindow();
        mWindow->openLectureExample();
        ASSERT_EQ(mWindow->session()->stepCount(), 3);
        ASSERT_EQ(mWindow->session()->trace()->valueAt(0, 3).present, true);
    }

    LectureExports exports() const
    {
        return LectureExports(mWindow->session()->trace(), mWindow->view()->chosenLayout(),
                              Theme::make(ThemeKind::Light));
    }

    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
};

} // namespace

using cubelab::gui::test::ProgramRun;
using cubelab::gui::test::runCubelab;

TEST_F(LectureExportsTest, HandoutHasAPagePerStepWithItsCaptionAndTheLecturesFinalBrackets)
{
    REQUIRE_TOOL(pdfinfo, "pdfinfo");
    REQUIRE_TOOL(pdftotext, "pdftotext");
    const QString path = mDir.filePath(QStringLiteral("handout.pdf"));
    QString error;
    ASSERT_TRUE(exports().writeHandout(path, &error)) << error;
    // The initial state, then a), b), c).
    EXPECT_EQ(pdfPages(pdfinfo, path), 4);

    const Trace& trace = *mWindow->session()->trace();
    for (int page = 1; page <= 4; ++page) {
        // The PDF sets "fi" as a ligature.
        const QString text = pdfPageText(pdftotext, path, page)
                                 .simplified()
                                 .replace(QChar(0xFB01), QStringLiteral("fi"));
        SCOPED_TRACE(text.toStdString());
        EXPECT_TRUE(text.contains(QStringLiteral("Step %1 / 3").arg(page - 1)));
        // The caption's first words, as the timeline shows them (pdftotext breaks the lines).
        const QString caption = CollectiveTexts::caption(trace, static_cast<std::size_t>(page - 1));
        EXPECT_TRUE(text.contains(caption.simplified().section(QLatin1Char(' '), 0, 2)))
            << caption.toStdString();
    }
    const QString last = pdfPageText(pdftotext, path, 4);
    EXPECT_TRUE(last.contains(kFinalS0)) << last;
    // Node 000 holds a_0 alone on the first page, the lecture's (a_0+a_4) after a).
    EXPECT_FALSE(pdfPageText(pdftotext, path, 1).contains(QStringLiteral("(a_0+a_4)")));
    EXPECT_TRUE(pdfPageText(pdftotext, path, 2).contains(QStringLiteral("(a_0+a_4)")));
}

TEST_F(LectureExportsTest, AnimationHasEveryStepAndTheMovesBetweenLoopsAndHoldsEachStep)
{
    const QString path = mDir.filePath(QStringLiteral("steps.gif"));
    QString error;
    ASSERT_TRUE(exports().writeAnimation(path, QSize(1280, 720), &error)) << error;

    int status = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &status);
    ASSERT_NE(gif, nullptr) << GifErrorString(status);
    ASSERT_EQ(DGifSlurp(gif), GIF_OK) << GifErrorString(gif->Error);
    EXPECT_EQ(gif->SWidth, 1280);
    EXPECT_EQ(gif->SHeight, 720);
    const int steps = 3;
    EXPECT_GT(gif->ImageCount, steps + 1); // a frame per step and frames between them

    // Loops for ever: NETSCAPE2.0 with a loop count of 0, before the first frame.
    bool loops = false;
    const SavedImage& first = gif->SavedImages[0];
    for (int i = 0; i + 1 < first.ExtensionBlockCount; ++i) {
        const ExtensionBlock& b = first.ExtensionBlocks[i];
        const ExtensionBlock& next = first.ExtensionBlocks[i + 1];
        if (b.Function == APPLICATION_EXT_FUNC_CODE && b.ByteCount == 11 &&
            std::memcmp(b.Bytes, "NETSCAPE2.0", 11) == 0 && next.ByteCount == 3 &&
            next.Bytes[0] == 1 && next.Bytes[1] == 0 && next.Bytes[2] == 0)
            loops = true;
    }
    EXPECT_TRUE(loops);

    // The whole picture after each frame (a frame after the first stores what changed); the
    // frames held longest are the steps, one for each, and no two steps look alike.
    std::vector<GifByteType> canvas(static_cast<std::size_t>(gif->SWidth) * gif->SHeight, 0);
    std::vector<std::vector<GifByteType>> held;
    int longest = 0;
    std::vector<int> delays;
    for (int i = 0; i < gif->ImageCount; ++i) {
        GraphicsControlBlock control{};
        ASSERT_EQ(DGifSavedExtensionToGCB(gif, i, &control), GIF_OK);
        delays.push_back(control.DelayTime);
        longest = std::max(longest, control.DelayTime);
    }
    int shortest = *std::min_element(delays.begin(), delays.end());
    EXPECT_LT(shortest, longest);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const GifImageDesc& d = gif->SavedImages[i].ImageDesc;
        for (int y = 0; y < d.Height; ++y)
            std::copy_n(
                gif->SavedImages[i].RasterBits + static_cast<std::size_t>(y) * d.Width, d.Width,
                canvas.begin() + static_cast<std::ptrdiff_t>((d.Top + y) * gif->SWidth + d.Left));
        if (delays[static_cast<std::size_t>(i)] > shortest)
            held.push_back(canvas);
    }
    EXPECT_EQ(held.size(), static_cast<std::size_t>(steps + 1));
    for (std::size_t a = 0; a < held.size(); ++a)
        for (std::size_t b = a + 1; b < held.size(); ++b)
            EXPECT_NE(held[a], held[b]) << "steps " << a << " and " << b << " look alike";
    // Small enough to mail.
    EXPECT_LT(QFileInfo(path).size(), 2 * 1024 * 1024);
    DGifCloseFile(gif, &status);
}

TEST_F(LectureExportsTest, TikzFigureCompilesWithPdflatexToOnePage)
{
    const QString path = mDir.filePath(QStringLiteral("cube.tex"));
    QString error;
    ASSERT_TRUE(exports().writeCubeTikz(path, 3, LectureExports::kSlideSize, &error)) << error;
    const QString tex = QString::fromUtf8(gui::test::fileContents(path));
    EXPECT_TRUE(tex.contains(QStringLiteral("\\begin{tikzpicture}")));
    // s_0's subscripts as LaTeX, no Unicode pdflatex would stop at.
    EXPECT_TRUE(tex.contains(QStringLiteral("a\\textsubscript{0}+a\\textsubscript{4}")));
    EXPECT_FALSE(tex.contains(QChar(0x2080)));

    REQUIRE_TOOL(pdflatex, "pdflatex");
    REQUIRE_TOOL(pdfinfo, "pdfinfo");
    const QString compiled =
        run(pdflatex,
            {QStringLiteral("-halt-on-error"), QStringLiteral("-interaction=nonstopmode"),
             QStringLiteral("-no-shell-escape"), QStringLiteral("cube.tex")},
            mDir.path());
    ASSERT_FALSE(compiled.startsWith(QStringLiteral("(failed"))) << compiled;
    EXPECT_EQ(pdfPages(pdfinfo, mDir.filePath(QStringLiteral("cube.pdf"))), 1);
}

// An SVG of the window shows its text at the size the screen shows it: a point-sized font is
// written in the screen's pixels (the SVG generator's own resolution is 72 dpi, where a 14.4 pt
// font would come out as 14.4 px beside widgets laid out at 96).
TEST(SvgExport, PointSizedTextIsWrittenAtTheSizeTheScreenShowsIt)
{
    const double dpi = QGuiApplication::primaryScreen()->logicalDotsPerInchY();
    ASSERT_GT(dpi, 72.0) << "the test needs a screen whose logical dpi is not the generator's";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("text.svg"));
    QFont font = QGuiApplication::font();
    font.setPointSizeF(14.4);
    QString error;
    ASSERT_TRUE(writeSvgFile(
        path, QSize(200, 100), QStringLiteral("text"),
        [&font](QPainter& painter) {
            painter.setFont(font);
            painter.drawText(QPointF(10, 50), QStringLiteral("s"));
        },
        &error))
        << error.toStdString();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    const QRegularExpressionMatch size =
        QRegularExpression(QStringLiteral("font-size=\"([0-9.]+)(pt|px)?\"")).match(svg);
    ASSERT_TRUE(size.hasMatch()) << svg.toStdString();
    // In SVG a user unit is a CSS pixel, and a point 4/3 of one.
    const double pixels =
        size.captured(1).toDouble() * (size.captured(2) == QLatin1String("pt") ? 4.0 / 3.0 : 1.0);
    EXPECT_NEAR(pixels, 14.4 * dpi / 72.0, 0.5) << size.captured(0).toStdString();
}

TEST(LatexText, EscapesSpecialsAndMapsTheSymbolsCubeLabWrites)
{
    EXPECT_EQ(
        LatexText::escape(QStringLiteral("s\u2080 = a\u2081\u2082 \u2295 b_1 {x} 50% & #3 $")),
        QStringLiteral(
            "s\\textsubscript{0} = a\\textsubscript{1}\\textsubscript{2} $\\oplus$ b\\_1 \\{x\\} "
            "50\\% \\& \\#3 \\$"));
    EXPECT_EQ(
        LatexText::escape(QStringLiteral("010\u2192000, 000\u2194001 \u2026 Schritt f\u00FCr")),
        QStringLiteral(
            "010$\\rightarrow$000, 000$\\leftrightarrow$001 \\ldots{} Schritt f\u00FCr"));
    EXPECT_EQ(LatexText::escape(QStringLiteral("\\ ^ ~ \u4E2D")),
              QStringLiteral("\\textbackslash{} \\^{} \\textasciitilde{} ?"));
}

TEST_F(LectureExportsTest, AFailedWriteOfEachExportKeepsTheOldFile)
{
    const QByteArray old = "the old file, which a failed export must leave as it is\n";
    MainWindow* w = mWindow.get();
    const std::vector<std::pair<QString, std::function<bool(const QString&)>>> writes{
        {QStringLiteral("handout.pdf"), [w](const QString& p) { return w->exportHandoutPdf(p); }},
        {QStringLiteral("steps.gif"),
         [w](const QString& p) { return w->exportAnimationGif(p, QSize(640, 360)); }},
        {QStringLiteral("cube.tex"),
         [w](const QString& p) { return w->exportTikzFigure(p, QSize(640, 360)); }},
    };
    for (const auto& [name, write] : writes) {
        SCOPED_TRACE(name.toStdString());
        const QString path = mDir.filePath(name);
        gui::test::putFile(path, old);
        // A child whose files may grow to 64 bytes: every write comes up short.
        const auto result = gui::test::runInChild(gui::test::ChildOptions{64, false}, [&] {
            return QStringLiteral("written=%1\n%2").arg(write(path)).arg(w->errorMessage());
        });
        ASSERT_TRUE(result.finished);
        EXPECT_TRUE(result.output.startsWith(QStringLiteral("written=0\n"))) << result.output;
        EXPECT_TRUE(result.output.contains(name + QStringLiteral(" was not written")))
            << result.output;
        EXPECT_TRUE(result.output.contains(QStringLiteral("File too large"))) << result.output;
        EXPECT_EQ(gui::test::fileContents(path), old);
        EXPECT_EQ(gui::test::dirEntries(mDir.path()).filter(name.section(QLatin1Char('.'), 0, 0)),
                  QStringList{name});
    }
}

TEST_F(LectureExportsTest, APathThatCannotBeAFileIsRefusedWithItsName)
{
    const QString file = mDir.filePath(QStringLiteral("notes.txt"));
    gui::test::putFile(file, "notes");
    // Its parent is a file; or it is a folder.
    for (const QString& path : {file + QStringLiteral("/handout.pdf"), mDir.path()}) {
        SCOPED_TRACE(path.toStdString());
        EXPECT_FALSE(mWindow->exportHandoutPdf(path));
        EXPECT_TRUE(mWindow->errorMessage().contains(QStringLiteral("The export was not written.")))
            << mWindow->errorMessage();
        EXPECT_TRUE(mWindow->errorMessage().contains(QFileInfo(path).fileName()))
            << mWindow->errorMessage();
    }
    EXPECT_EQ(gui::test::fileContents(file), QByteArray("notes"));
}

namespace {

const QString kLectureReduce =
    QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json");

} // namespace

TEST(LectureExportsOnTheCommandLine, TheHandoutIsInTheChosenLanguage)
{
    REQUIRE_TOOL(pdftotext, "pdftotext");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    const ProgramRun run =
        runCubelab({QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--language"),
                    QStringLiteral("de"), QStringLiteral("--export-pdf"), path});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const QString first = pdfPageText(pdftotext, path, 1);
    EXPECT_TRUE(first.contains(QStringLiteral("Seite 1 von 4"))) << first;
    EXPECT_TRUE(first.contains(QStringLiteral("Schritt 0 / 3"))) << first;
    EXPECT_TRUE(pdfPageText(pdftotext, path, 4).contains(kFinalS0));
}

TEST(LectureExportsOnTheCommandLine, TheAnimationTakesTheSizeGiven)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("steps.gif"));
    const ProgramRun run =
        runCubelab({QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--size"),
                    QStringLiteral("640x360"), QStringLiteral("--export-gif"), path});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    int status = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &status);
    ASSERT_NE(gif, nullptr);
    EXPECT_EQ(gif->SWidth, 640);
    EXPECT_EQ(gif->SHeight, 360);
    DGifCloseFile(gif, &status);
}

TEST(LectureExportsOnTheCommandLine, TheSpaceTimeDiagramIsATikzFigureThatCompiles)
{
    QTemporaryDir dir;
    const QString tex = dir.filePath(QStringLiteral("spacetime.tex"));
    ProgramRun run =
        runCubelab({QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--step"),
                    QStringLiteral("2"), QStringLiteral("--panel"), QStringLiteral("space-time"),
                    QStringLiteral("--export-tikz"), tex});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const QString text = QString::fromUtf8(gui::test::fileContents(tex));
    EXPECT_TRUE(text.contains(QStringLiteral("\\begin{tikzpicture}")));
    EXPECT_TRUE(text.contains(QStringLiteral("the space-time diagram")));
    // The diagram's own texts: a row a node, the steps' columns.
    EXPECT_TRUE(text.contains(QStringLiteral("{111}")));
    EXPECT_TRUE(text.contains(QStringLiteral("a) link 3")));

    // Any other panel is refused with the one that is allowed.
    run = runCubelab({QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--panel"),
                      QStringLiteral("step-costs"), QStringLiteral("--export-tikz"),
                      dir.filePath(QStringLiteral("x.tex"))});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("--panel space-time"))) << run.err;
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("x.tex"))));

    REQUIRE_TOOL(pdflatex, "pdflatex");
    REQUIRE_TOOL(pdfinfo, "pdfinfo");
    const QString compiled =
        ::run(pdflatex,
              {QStringLiteral("-halt-on-error"), QStringLiteral("-interaction=nonstopmode"),
               QStringLiteral("-no-shell-escape"), QStringLiteral("spacetime.tex")},
              dir.path());
    ASSERT_FALSE(compiled.startsWith(QStringLiteral("(failed"))) << compiled;
    EXPECT_EQ(pdfPages(pdfinfo, dir.filePath(QStringLiteral("spacetime.pdf"))), 1);
}

TEST(LectureExportsOnTheCommandLine, BadRequestsSayWhatIsWrongAndWriteNothing)
{
    QTemporaryDir dir;
    const QString tex = dir.filePath(QStringLiteral("cube.tex"));
    ProgramRun run =
        runCubelab({QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--step"),
                    QStringLiteral("9"), QStringLiteral("--export-tikz"), tex});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("steps 0 to 3"))) << run.err;
    EXPECT_FALSE(QFileInfo::exists(tex));

    // A folder where the file should go.
    run = runCubelab(
        {QStringLiteral("--scenario"), kLectureReduce, QStringLiteral("--export-gif"), dir.path()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(QFileInfo(dir.path()).fileName())) << run.err;
    EXPECT_TRUE(QFileInfo(dir.path()).isDir());
}

TEST(LectureExportsOnTheCommandLine,
     AnOutputThatIsNotARegularFileIsRefusedBeforeAnythingIsDrawnAndLeftAsItWas)
{
    QTemporaryDir dir;
    const cubelab::test::HostileOutputs hostile(
        (dir.path() + QStringLiteral("/outputs")).toStdString());
    if (!hostile.deviceSkipped().empty())
        std::cerr << "[   NOTE   ] " << hostile.deviceSkipped() << '\n';
    const QStringList exports{QStringLiteral("--export-png"), QStringLiteral("--export-svg"),
                              QStringLiteral("--export-pdf"), QStringLiteral("--export-gif"),
                              QStringLiteral("--export-tikz")};
    for (const QString& option : exports)
        for (const cubelab::test::HostileOutputs::Output& output : hostile.outputs()) {
            const ProgramRun run = runCubelab({QStringLiteral("--scenario"), kLectureReduce, option,
                                               QString::fromStdString(output.path)});
            EXPECT_EQ(run.exitCode, 1) << option.toStdString() << ", " << output.kind;
            EXPECT_TRUE(run.err.contains(QString::fromStdString(output.reason)))
                << option.toStdString() << ", " << output.kind << ": " << run.err.toStdString();
            EXPECT_TRUE(run.err.contains(QStringLiteral("What was there before is unchanged.")))
                << run.err.toStdString();
        }
    EXPECT_EQ(hostile.unchanged(), "");
}

TEST(CommandLineMachine, AnEmptyMachineIsRefusedAsTheCliRefusesIt)
{
    const ProgramRun run =
        runCubelab({QStringLiteral("--machine"), QString(), QStringLiteral("--export-png"),
                    QTemporaryDir().filePath(QStringLiteral("never.png"))});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("unknown machine"))) << run.err.toStdString();
}
