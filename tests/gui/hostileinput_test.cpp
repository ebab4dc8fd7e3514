// Hostile inputs where the window reads them (tests/data/hostile/): the user's exercises and the
// exercise progress in QStandardPaths::AppDataLocation at start, files opened and loaded, and
// answers typed into the exercise panel. The window starts, says in its message bar what is
// wrong and with which file, and nothing crashes.

#include "childprocess.h"
#include "guitestutil.h"

#include "exercise/exercisepanel.h"
#include "machine/machineeditor.h"
#include "document/session.h"
#include "common/showntext.h"

#include <cubelab/exerciseio.h>
#include <cubelab/exerciseprogress.h>
#include <cubelab/emulator.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const QString kHostile = QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/hostile/");

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Puts a hostile file where the window reads its own, and takes it away again.
class PlacedFile
{
public:
    PlacedFile(const QString& hostile, const QString& target) : mTarget(target)
    {
        QDir().mkpath(QFileInfo(target).absolutePath());
        QFile::remove(target);
        mPlaced = QFile::copy(kHostile + hostile, target);
    }
    ~PlacedFile() { QFile::remove(mTarget); }
    bool placed() const { return mPlaced; }

private:
    QString mTarget;
    bool mPlaced = false;
};

std::unique_ptr<MainWindow> startWindow()
{
    QSettings().clear();
    auto window = std::make_unique<MainWindow>();
    window->setWindowState(Qt::WindowNoState); // not maximised on the small offscreen screen
    window->resize(MainWindow::kExportSize);
    window->show();
    test::settle();
    return window;
}

ExercisePanel* exercisePanel(const MainWindow& window)
{
    return qobject_cast<ExercisePanel*>(window.panel(QStringLiteral("exercise")));
}

} // namespace

using cubelab::gui::test::ProgramRun;
using cubelab::gui::test::runCubelab;

TEST(HostileInputInTheWindow, AUserExerciseWithANumberBeyondDoubleIsNamedAndTheWindowStarts)
{
    const PlacedFile file(QStringLiteral("exercise-number-overflow.json"),
                          ExercisePanel::defaultUserDirectory() + QStringLiteral("/exercise-number-overflow.json"));
    ASSERT_TRUE(file.placed());
    const auto window = startWindow();
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("exercise-number-overflow.json")))
        << window->errorMessage();
    ExercisePanel* panel = exercisePanel(*window);
    ASSERT_NE(panel, nullptr);
    EXPECT_EQ(panel->exercises().exercises.size(), builtinExercises().exercises.size());
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("1e400 is beyond the range of a double")))
        << window->errorMessage();
    EXPECT_TRUE(panel->loadErrors().contains(QStringLiteral("exercise-number-overflow.json"))) << panel->loadErrors();
    EXPECT_EQ(window->session()->scenario(), normalized(Scenario{}));
}

TEST(HostileInputInTheWindow, ProgressFilesWithANumberBeyondDoubleOrLinkZeroAreNamedKeptAndTheWindowStarts)
{
    const std::pair<const char*, const char*> files[] = {
        {"progress-number-overflow.json", "1e400 is beyond the range of a double"},
        {"progress-link-zero.json", "/exercises/tree-down-high-links/answer/order/0"},
    };
    for (const auto& [hostile, why] : files) {
        SCOPED_TRACE(hostile);
        const QString target = ExercisePanel::defaultProgressPath();
        const PlacedFile file(QString::fromLatin1(hostile), target);
        ASSERT_TRUE(file.placed());
        const QByteArray before = contents(target);
        const auto window = startWindow();
        EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("exercise-progress.json")))
            << window->errorMessage();
        EXPECT_TRUE(window->errorMessage().contains(QString::fromUtf8(why))) << window->errorMessage();
        ExercisePanel* panel = exercisePanel(*window);
        ASSERT_NE(panel, nullptr);
        EXPECT_FALSE(panel->progressError().isEmpty());
        EXPECT_TRUE(panel->progress().entries().empty());
        EXPECT_EQ(contents(target), before); // left as it is until the next save
    }
}

TEST(HostileInputInTheWindow, HostileFilesOpenedOrLoadedAreRefusedWithTheirNames)
{
    const auto window = startWindow();
    const Scenario before = window->session()->scenario();
    for (const char* name : {"duplicate-key.json", "nul-then-garbage.json"}) {
        SCOPED_TRACE(name);
        EXPECT_FALSE(window->openScenario(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name))) << window->errorMessage();
        EXPECT_FALSE(window->openTrace(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name))) << window->errorMessage();
    }
    // A device is refused unread, at once (reading it would never end).
    EXPECT_FALSE(window->openScenario(QStringLiteral("/dev/zero")));
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("zero"))) << window->errorMessage();
    EXPECT_EQ(window->session()->scenario(), before);

    // Machines: from the command line (--machine) and in the machine panel.
    for (const char* name : {"machine-latency-1e308.json", "machine-bandwidth-1e-300.json"}) {
        SCOPED_TRACE(name);
        EXPECT_FALSE(window->useMachine(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name))) << window->errorMessage();
        auto* editor = qobject_cast<MachineEditor*>(window->panel(QStringLiteral("machine")));
        ASSERT_NE(editor, nullptr);
        EXPECT_FALSE(editor->loadFile(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(editor->message().contains(QString::fromLatin1(name))) << editor->message();
        EXPECT_TRUE(window->errorMessage().startsWith(QStringLiteral("The machine file was not loaded")))
            << window->errorMessage();
    }
    EXPECT_EQ(window->session()->machine().id, "power-gc");
}


TEST(HostileInputOnTheCommandLine, AFileThatCannotBeReadIsNamedOnStandardErrorAndTheExitCodeIsNotZero)
{
    QTemporaryDir dir;
    const QString picture = dir.filePath(QStringLiteral("out.png"));
    const struct
    {
        const char* option;
        const char* file;
        int exitCode;
    } cases[] = {
        {"--scenario", "duplicate-key.json", 1},
        {"--trace", "nul-then-garbage.json", 1},
        {"--machine", "machine-latency-1e308.json", 2},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.file);
        const ProgramRun run = runCubelab({QString::fromLatin1(c.option), kHostile + QString::fromLatin1(c.file),
                                    QStringLiteral("--export-png"), picture});
        EXPECT_EQ(run.exitCode, c.exitCode) << run.err;
        EXPECT_TRUE(run.err.contains(QString::fromLatin1(c.file))) << run.err;
        EXPECT_FALSE(QFile::exists(picture));
    }
}

namespace {

class HostileAnswer : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(mDir.isValid());
        mProgressPath = mDir.filePath(QStringLiteral("progress.json"));
        mPanel = std::make_unique<ExercisePanel>(&mSession, mProgressPath, QString());
        mPanel->resize(520, 900);
        mPanel->show();
        test::settle();
        ASSERT_TRUE(mPanel->selectExercise(QStringLiteral("predict-reduce-root")));
    }

    // Types text into the answer field (as a paste would) and checks it.
    void check(const QString& text)
    {
        auto* field = mPanel->findChild<QLineEdit*>(QStringLiteral("answerText"));
        ASSERT_NE(field, nullptr);
        field->setText(text);
        ASSERT_EQ(field->text(), text) << "the field cut the answer";
        QTest::mouseClick(mPanel->findChild<QPushButton*>(QStringLiteral("check")), Qt::LeftButton);
        test::settle();
    }

    std::vector<std::string> feedbackIds() const
    {
        std::vector<std::string> ids;
        if (mPanel->lastResult())
            for (const FeedbackMessage& m : mPanel->lastResult()->feedback)
                ids.push_back(m.id);
        return ids;
    }

    QTemporaryDir mDir;
    QString mProgressPath;
    Session mSession;
    std::unique_ptr<ExercisePanel> mPanel;
};

} // namespace

TEST_F(HostileAnswer, AnAnswerNested12000DeepIsSaidToBeUnreadableAndKept)
{
    const QString nested = QString(12000, QLatin1Char('(')) + QStringLiteral("a_0") + QString(12000, QLatin1Char(')'));
    check(nested);
    ASSERT_TRUE(mPanel->lastResult().has_value());
    EXPECT_FALSE(mPanel->lastResult()->correct);
    EXPECT_EQ(feedbackIds(), std::vector<std::string>{"value-unreadable"});
    EXPECT_TRUE(mPanel->feedbackText().contains(QStringLiteral("nested more than 256 deep"))) << mPanel->feedbackText();
    // The answer is kept, and the progress file reads back.
    const ExerciseProgressLoad again = ExerciseProgress::load(mProgressPath.toStdString());
    ASSERT_FALSE(again.error.has_value()) << again.error->what();
    EXPECT_EQ(again.progress.entry("predict-reduce-root")->attempts, 1u);
}

// 21,845 euro signs (three bytes each) and "a_": 65,537 bytes in 21,847 characters, which the
// field takes (its limit counts characters).
TEST_F(HostileAnswer, AnAnswerOf65537BytesIsSaidToBeTooLongAndTheProgressStaysReadable)
{
    const QString answer = QString(21845, QChar(0x20AC)) + QStringLiteral("a_");
    ASSERT_EQ(answer.toUtf8().size(), 65537);
    check(answer);
    ASSERT_TRUE(mPanel->lastResult().has_value());
    EXPECT_FALSE(mPanel->lastResult()->correct);
    EXPECT_EQ(feedbackIds(), std::vector<std::string>{"value-unreadable"});
    EXPECT_TRUE(mPanel->feedbackText().contains(QStringLiteral("at most 65536"))) << mPanel->feedbackText();
    // Not written where the progress file would refuse it: the file reads back, no attempt.
    mPanel->saveNow();
    const ExerciseProgressLoad again = ExerciseProgress::load(mProgressPath.toStdString());
    ASSERT_FALSE(again.error.has_value()) << again.error->what();
    const ExerciseProgress::Entry* entry = again.progress.entry("predict-reduce-root");
    EXPECT_TRUE(entry == nullptr || entry->attempts == 0u);
    // A new panel starts on the same progress without a complaint.
    ExercisePanel next(&mSession, mProgressPath, QString());
    EXPECT_TRUE(next.progressError().isEmpty()) << next.progressError();
}

// A machine note and a measured library of 100,000 characters without a space made the window
// 1,237,372 px wide (193 s, 10.5 GB). Every panel that shows them is shown here.
TEST(HostileInputInTheWindow, LongTextsWithoutSpacesAreElidedAndNeverWidenTheWindow)
{
    auto w = test::freshWindow();
    const std::string word(100000, 'x');
    Machine machine = w->session()->machine();
    machine.id = "long-note";
    machine.name = word;
    machine.note = word;
    w->session()->applyMachine(machine);
    Trace trace = Emulator::run(test::numericScenario(3, "cube-allreduce", 16));
    Measurement m;
    m.library = word;
    m.ranks = 8;
    m.hosts = 1;
    m.repetitions = 3;
    m.steps = {{{1e-5, 1e-5, 2e-5}, {}}, {{1e-5, 1e-5, 2e-5}, {}}, {{1e-5, 1e-5, 2e-5}, {}}};
    m.total = {4e-5, 3e-5, 9e-5};
    m.libraryCollectives = {{word, word, {1e-5, 1e-5, 2e-5}}};
    m.check = {word, 0.0, 1e-13, true};
    trace.setMeasured(m);
    w->session()->resetToTrace(std::make_shared<const Trace>(std::move(trace)));
    for (QDockWidget* dock : w->findChildren<QDockWidget*>())
        dock->show();
    test::settle();
    EXPECT_LE(w->minimumSizeHint().width(), 1600);
    EXPECT_LE(w->sizeHint().width(), 4000);
    EXPECT_LE(w->width(), 4000);
    for (const QLabel* label : w->findChildren<QLabel*>()) {
        EXPECT_LE(label->text().size(), 4000) << label->objectName().toStdString();
        EXPECT_LE(label->minimumSizeHint().width(), 1600) << label->objectName().toStdString();
    }
}

TEST(ShownText, IsCutAndBreakable)
{
    const QString shown = shownText(std::string(100000, 'x'));
    EXPECT_EQ(shown.count(QLatin1Char('x')), kShownCharacters - 1);
    EXPECT_TRUE(shown.endsWith(QChar(0x2026)));
    EXPECT_TRUE(shown.contains(QChar(0x200B)));
    EXPECT_EQ(shownText(QStringLiteral("a short note")), QStringLiteral("a short note"));
}
