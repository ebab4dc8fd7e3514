// Saves of the window that fail for real: a short write (the file size limit of a child
// process, EFBIG) and a folder that is read-only. Every one leaves the old file byte for byte,
// leaves no temporary file behind and says in the message bar which file was not written and
// why. And nothing is written into the folder of the files that came with CubeLab.

#include "childprocess.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shippedfiles.h"
#include "export/imagefiles.h"
#include "guitestutil.h"
#include "hostileoutputs.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>
#include <iostream>
#include <sys/stat.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::ChildOptions;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::runInChild;

namespace {

// Smaller than anything written below: the first write of each save goes beyond it.
constexpr rlim_t kSizeLimit = 48;
const QByteArray kOldContent = "the old file, which a failed save must leave as it is\n";

class FailedSave : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(mDir.isValid());
        mWindow = freshWindow();
        // A small window: what the child renders stays small (see childprocess.h).
        mWindow->resize(480, 360);
        gui::test::settle();
        Scenario edited = mWindow->session()->scenario();
        edited.dimension = 4;
        edited.linkOrder.clear();
        ASSERT_TRUE(mWindow->session()->editScenario(edited, QStringLiteral("test")));
    }

    // Runs save in a child whose files may grow to kSizeLimit bytes; returns what the
    // message bar said there, after "saved=" and whether save succeeded.
    QString saveWithShortWrite(const std::function<bool()>& save)
    {
        const auto result = runInChild(ChildOptions{kSizeLimit, false}, [&] {
            const bool saved = save();
            return QStringLiteral("saved=%1\n%2").arg(saved).arg(mWindow->errorMessage());
        });
        EXPECT_TRUE(result.finished);
        EXPECT_EQ(result.exitCode, 0);
        return result.output;
    }

    // The file in mDir, with the old content; afterwards it must have it still, alone.
    void expectUntouched(const QString& path)
    {
        EXPECT_EQ(gui::test::fileContents(path), kOldContent);
        EXPECT_EQ(gui::test::dirEntries(mDir.path()), QStringList{QFileInfo(path).fileName()});
    }

    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
};

} // namespace

TEST_F(FailedSave, AShortWriteOfTheScenarioKeepsTheOldFileAndSaysWhy)
{
    const QString path = mDir.filePath(QStringLiteral("mine.json"));
    gui::test::putFile(path, kOldContent);
    const QString said = saveWithShortWrite([&] { return mWindow->saveScenario(path); });
    EXPECT_TRUE(said.startsWith(QStringLiteral("saved=0\n"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("The scenario was not saved."))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("mine.json was not written"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("File too large"))) << said; // EFBIG, the reason
    EXPECT_TRUE(said.contains(QStringLiteral("What was there before is unchanged."))) << said;
    expectUntouched(path);
}

TEST_F(FailedSave, AShortWriteKeepsTheModifiedMarkOfTheWindow)
{
    const QString path = mDir.filePath(QStringLiteral("mine.json"));
    gui::test::putFile(path, kOldContent);
    const auto result = runInChild(ChildOptions{kSizeLimit, false}, [&] {
        mWindow->saveScenario(path);
        return QStringLiteral("%1").arg(mWindow->isWindowModified());
    });
    ASSERT_TRUE(result.finished);
    EXPECT_EQ(result.output, QStringLiteral("1"));
    // Here, without the limit, the same save goes through and clears the mark.
    ASSERT_TRUE(mWindow->saveScenario(path));
    EXPECT_FALSE(mWindow->isWindowModified());
    EXPECT_EQ(readScenarioFile(path.toStdString()), mWindow->session()->scenario());
}

TEST_F(FailedSave, AShortWriteOfTheTraceExportKeepsTheOldFile)
{
    const QString path = mDir.filePath(QStringLiteral("trace.json"));
    gui::test::putFile(path, kOldContent);
    const QString said = saveWithShortWrite([&] { return mWindow->exportTraceJson(path); });
    EXPECT_TRUE(said.startsWith(QStringLiteral("saved=0\n"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("The trace was not exported."))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("trace.json was not written"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("File too large"))) << said;
    expectUntouched(path);
}

TEST_F(FailedSave, AShortWriteOfEachPictureExportKeepsTheOldFile)
{
    struct Export
    {
        const char* name;
        std::function<bool(const QString&)> write;
    };
    MainWindow* w = mWindow.get();
    const std::vector<Export> exports{
        {"view.png", [w](const QString& p) { return w->exportViewPng(p); }},
        {"view.svg", [w](const QString& p) { return w->exportViewSvg(p); }},
        {"window.png", [w](const QString& p) { return w->exportWindowPng(p); }},
        {"window.svg", [w](const QString& p) { return w->exportWindowSvg(p); }},
    };
    for (const Export& e : exports) {
        SCOPED_TRACE(e.name);
        const QString path = mDir.filePath(QString::fromLatin1(e.name));
        gui::test::putFile(path, kOldContent);
        const QString said = saveWithShortWrite([&] { return e.write(path); });
        EXPECT_TRUE(said.startsWith(QStringLiteral("saved=0\n"))) << said;
        EXPECT_TRUE(said.contains(QStringLiteral("The picture was not exported."))) << said;
        EXPECT_TRUE(said.contains(QString::fromLatin1(e.name) + QStringLiteral(" was not written")))
            << said;
        EXPECT_TRUE(said.contains(QStringLiteral("File too large"))) << said;
        expectUntouched(path);
        QFile::remove(path);
    }
}

TEST_F(FailedSave, AShortWriteOfTheCsvExportKeepsTheOldFile)
{
    const QString path = mDir.filePath(QStringLiteral("loads.csv"));
    gui::test::putFile(path, kOldContent);
    const QString said = saveWithShortWrite(
        [&] { return mWindow->exportPanelCsv(QStringLiteral("link-loads"), path); });
    EXPECT_TRUE(said.startsWith(QStringLiteral("saved=0\n"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("The table was not exported."))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("loads.csv was not written"))) << said;
    EXPECT_TRUE(said.contains(QStringLiteral("File too large"))) << said;
    expectUntouched(path);
}

// The functions behind every export, called as the panels' exports call them.
TEST_F(FailedSave, AShortWriteOfThePictureAndTextWritersKeepsTheOldFile)
{
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::darkCyan);
    const std::vector<std::pair<QString, std::function<bool(const QString&, QString*)>>> writers{
        {QStringLiteral("a.png"),
         [&](const QString& p, QString* e) { return writePngFile(p, image, e); }},
        {QStringLiteral("a.svg"),
         [](const QString& p, QString* e) {
             return writeSvgFile(
                 p, QSize(64, 64), QStringLiteral("test"),
                 [](QPainter& painter) { painter.drawEllipse(4, 4, 56, 56); }, e);
         }},
        {QStringLiteral("a.csv"),
         [](const QString& p, QString* e) {
             return writeTextFile(p, QString(200, QLatin1Char('x')), e);
         }},
    };
    for (const auto& [name, write] : writers) {
        SCOPED_TRACE(name.toStdString());
        const QString path = mDir.filePath(name);
        gui::test::putFile(path, kOldContent);
        const auto result = runInChild(ChildOptions{kSizeLimit, false}, [&] {
            QString error;
            const bool written = write(path, &error);
            return QStringLiteral("%1 %2").arg(written).arg(error);
        });
        ASSERT_TRUE(result.finished);
        EXPECT_TRUE(result.output.startsWith(QStringLiteral("0 ") + name +
                                             QStringLiteral(" was not written")))
            << result.output;
        EXPECT_TRUE(result.output.contains(QStringLiteral("File too large"))) << result.output;
        expectUntouched(path);
        // Without the limit the same call writes the file.
        QString error;
        EXPECT_TRUE(write(path, &error)) << error;
        EXPECT_NE(gui::test::fileContents(path), kOldContent);
        QFile::remove(path);
    }
}

TEST_F(FailedSave, SavingIntoAReadOnlyFolderKeepsTheOldFileAndSaysWhy)
{
    // Permissions do not stop root: the child saves as the user nobody then.
    const QString folder = mDir.filePath(QStringLiteral("read-only"));
    ASSERT_TRUE(QDir().mkdir(folder));
    const QString path = folder + QStringLiteral("/mine.json");
    gui::test::putFile(path, kOldContent);
    const QString picture = folder + QStringLiteral("/view.png");
    gui::test::putFile(picture, kOldContent);
    ASSERT_EQ(::chmod(QFile::encodeName(mDir.path()).constData(), 0755), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    const auto result = runInChild(ChildOptions{std::nullopt, true}, [&] {
        const bool saved = mWindow->saveScenario(path);
        const QString scenarioMessage = mWindow->errorMessage();
        const bool exported = mWindow->exportViewPng(picture);
        return QStringLiteral("%1%2\n%3\n%4")
            .arg(saved)
            .arg(exported)
            .arg(scenarioMessage, mWindow->errorMessage());
    });
    ::chmod(QFile::encodeName(folder).constData(), 0755);
    ASSERT_TRUE(result.finished);
    ASSERT_EQ(result.exitCode, 0) << "the child could not run as an unprivileged user";
    const QStringList said = result.output.split(QLatin1Char('\n'));
    ASSERT_EQ(said.size(), 3) << result.output;
    EXPECT_EQ(said[0], QStringLiteral("00"));
    EXPECT_TRUE(said[1].startsWith(
        QStringLiteral("The scenario was not saved. mine.json was not written: cannot "
                       "create a file in ")))
        << said[1];
    EXPECT_TRUE(said[1].contains(QStringLiteral("read-only: Permission denied"))) << said[1];
    EXPECT_TRUE(said[1].endsWith(QStringLiteral("What was there before is unchanged."))) << said[1];
    EXPECT_TRUE(said[2].startsWith(
        QStringLiteral("The picture was not exported. view.png was not written")))
        << said[2];
    EXPECT_EQ(gui::test::fileContents(path), kOldContent);
    EXPECT_EQ(gui::test::fileContents(picture), kOldContent);
    EXPECT_EQ(gui::test::dirEntries(folder),
              (QStringList{QStringLiteral("mine.json"), QStringLiteral("view.png")}));
}

TEST_F(FailedSave, EveryWriteOfTheWindowRefusesAnOutputThatIsNotARegularFileAndLeavesItAsItWas)
{
    const cubelab::test::HostileOutputs hostile(
        (mDir.path() + QStringLiteral("/outputs")).toStdString());
    if (!hostile.deviceSkipped().empty())
        std::cerr << "[   NOTE   ] " << hostile.deviceSkipped() << '\n';
    MainWindow* w = mWindow.get();
    const std::vector<std::pair<const char*, std::function<bool(const QString&)>>> writes{
        {"save scenario", [w](const QString& p) { return w->saveScenario(p); }},
        {"trace JSON", [w](const QString& p) { return w->exportTraceJson(p); }},
        {"Chrome trace", [w](const QString& p) { return w->exportViewerTrace(p, false); }},
        {"Paje trace", [w](const QString& p) { return w->exportViewerTrace(p, true); }},
        {"view PNG", [w](const QString& p) { return w->exportViewPng(p); }},
        {"view SVG", [w](const QString& p) { return w->exportViewSvg(p); }},
        {"window PNG", [w](const QString& p) { return w->exportWindowPng(p); }},
        {"window SVG", [w](const QString& p) { return w->exportWindowSvg(p); }},
        {"handout PDF", [w](const QString& p) { return w->exportHandoutPdf(p); }},
        {"animation GIF",
         [w](const QString& p) { return w->exportAnimationGif(p, QSize(320, 180)); }},
        {"TikZ figure", [w](const QString& p) { return w->exportTikzFigure(p, QSize(320, 180)); }},
        {"panel PNG",
         [w](const QString& p) { return w->exportPanelPng(QStringLiteral("link-loads"), p); }},
        {"panel SVG",
         [w](const QString& p) { return w->exportPanelSvg(QStringLiteral("link-loads"), p); }},
        {"panel CSV",
         [w](const QString& p) { return w->exportPanelCsv(QStringLiteral("link-loads"), p); }},
    };
    for (const auto& [name, write] : writes)
        for (const cubelab::test::HostileOutputs::Output& output : hostile.outputs()) {
            EXPECT_FALSE(write(QString::fromStdString(output.path))) << name << ", " << output.kind;
            EXPECT_TRUE(mWindow->errorMessage().contains(QString::fromStdString(output.reason)))
                << name << ", " << output.kind << ": " << mWindow->errorMessage().toStdString();
        }
    EXPECT_EQ(hostile.unchanged(), "");
}

TEST_F(FailedSave, NothingIsWrittenIntoTheFolderOfTheShippedFiles)
{
    const QString shipped = shippedDirectory(ShippedKind::Scenarios);
    ASSERT_FALSE(shipped.isEmpty());
    const QString example = shipped + QStringLiteral("/lecture-reduce.json");
    const QByteArray before = gui::test::fileContents(example);
    ASSERT_FALSE(before.isEmpty());
    EXPECT_FALSE(mWindow->saveScenario(example));
    EXPECT_TRUE(mWindow->errorMessage().contains(QStringLiteral("files that came with CubeLab")))
        << mWindow->errorMessage();
    EXPECT_TRUE(mWindow->isWindowModified());
    EXPECT_FALSE(mWindow->exportViewPng(shipped + QStringLiteral("/new-picture.png")));
    EXPECT_EQ(gui::test::fileContents(example), before);
    EXPECT_FALSE(QFile::exists(shipped + QStringLiteral("/new-picture.png")));
    EXPECT_TRUE(isShippedFile(example));
    EXPECT_TRUE(
        isShippedFile(shippedDirectory(ShippedKind::Machines) + QStringLiteral("/power-gc.json")));
    EXPECT_FALSE(isShippedFile(mDir.filePath(QStringLiteral("lecture-reduce.json"))));
}

TEST_F(FailedSave, TheSourceTreesExamplesAreShippedFilesToo)
{
    // scripts/run opens resources/scenarios/lecture-reduce.json itself, not the build's copy.
    const QString example =
        QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/lecture-reduce.json");
    const QByteArray before = gui::test::fileContents(example);
    ASSERT_FALSE(before.isEmpty());
    EXPECT_TRUE(isShippedFile(example));
    EXPECT_TRUE(
        isShippedFile(QStringLiteral(CUBELAB_SOURCE_DIR "/resources/machines/power-gc.json")));
    EXPECT_FALSE(isShippedFile(QStringLiteral(CUBELAB_SOURCE_DIR "/README.md")));
    EXPECT_FALSE(mWindow->saveScenario(example));
    EXPECT_TRUE(mWindow->errorMessage().contains(QStringLiteral("files that came with CubeLab")))
        << mWindow->errorMessage();
    EXPECT_EQ(gui::test::fileContents(example), before);
}
