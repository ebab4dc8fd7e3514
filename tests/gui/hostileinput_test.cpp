// Hostile inputs where the window reads them (tests/data/hostile/): the user's exercises and the
// exercise progress in QStandardPaths::AppDataLocation at start, files opened and loaded, and
// answers typed into the exercise panel. The window starts, says in its message bar what is
// wrong and with which file, and nothing crashes.

#include "childprocess.h"
#include "common/plaintext.h"
#include "common/showntext.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "document/unsavedchanges.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "machine/machineeditor.h"
#include "program/programpanel.h"

#include <QAbstractBarSeries>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <cubelab/emulator.h>
#include <cubelab/exerciseio.h>
#include <cubelab/exerciseprogress.h>
#include <cubelab/moment.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

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
                          ExercisePanel::defaultUserDirectory() +
                              QStringLiteral("/exercise-number-overflow.json"));
    ASSERT_TRUE(file.placed());
    const auto window = startWindow();
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("exercise-number-overflow.json")))
        << window->errorMessage();
    ExercisePanel* panel = exercisePanel(*window);
    ASSERT_NE(panel, nullptr);
    EXPECT_EQ(panel->exercises().exercises.size(), builtinExercises().exercises.size());
    EXPECT_TRUE(
        window->errorMessage().contains(QStringLiteral("1e400 is beyond the range of a double")))
        << window->errorMessage();
    EXPECT_TRUE(panel->loadErrors().contains(QStringLiteral("exercise-number-overflow.json")))
        << panel->loadErrors();
    EXPECT_EQ(window->session()->scenario(), normalized(Scenario{}));
}

TEST(HostileInputInTheWindow,
     ProgressFilesWithANumberBeyondDoubleOrLinkZeroAreNamedKeptAndTheWindowStarts)
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
        EXPECT_TRUE(window->errorMessage().contains(QString::fromUtf8(why)))
            << window->errorMessage();
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
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name)))
            << window->errorMessage();
        EXPECT_FALSE(window->openTrace(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name)))
            << window->errorMessage();
    }
    // A device is refused unread, at once (reading it would never end).
    EXPECT_FALSE(window->openScenario(QStringLiteral("/dev/zero")));
    EXPECT_TRUE(window->errorMessage().contains(QStringLiteral("zero"))) << window->errorMessage();
    EXPECT_EQ(window->session()->scenario(), before);

    // Machines: from the command line (--machine) and in the machine panel.
    for (const char* name : {"machine-latency-1e308.json", "machine-bandwidth-1e-300.json"}) {
        SCOPED_TRACE(name);
        EXPECT_FALSE(window->useMachine(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(window->errorMessage().contains(QString::fromLatin1(name)))
            << window->errorMessage();
        auto* editor = qobject_cast<MachineEditor*>(window->panel(QStringLiteral("machine")));
        ASSERT_NE(editor, nullptr);
        EXPECT_FALSE(editor->loadFile(kHostile + QString::fromLatin1(name)));
        EXPECT_TRUE(editor->message().contains(QString::fromLatin1(name))) << editor->message();
        EXPECT_TRUE(
            window->errorMessage().startsWith(QStringLiteral("The machine file was not loaded")))
            << window->errorMessage();
    }
    EXPECT_EQ(window->session()->machine().id, "power-gc");
}

TEST(HostileInputOnTheCommandLine,
     AFileThatCannotBeReadIsNamedOnStandardErrorAndTheExitCodeIsNotZero)
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
        const ProgramRun run =
            runCubelab({QString::fromLatin1(c.option), kHostile + QString::fromLatin1(c.file),
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
        mPanel = std::make_unique<ExercisePanel>(&mSteps, mProgressPath, QString());
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
    ShownState mSteps{&mSession};
    std::unique_ptr<ExercisePanel> mPanel;
};

} // namespace

TEST_F(HostileAnswer, AnAnswerNested12000DeepIsSaidToBeUnreadableAndKept)
{
    const QString nested =
        QString(12000, QLatin1Char('(')) + QStringLiteral("a_0") + QString(12000, QLatin1Char(')'));
    check(nested);
    ASSERT_TRUE(mPanel->lastResult().has_value());
    EXPECT_FALSE(mPanel->lastResult()->correct);
    EXPECT_EQ(feedbackIds(), std::vector<std::string>{"value-unreadable"});
    EXPECT_TRUE(mPanel->feedbackText().contains(QStringLiteral("nested more than 256 deep")))
        << mPanel->feedbackText();
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
    EXPECT_TRUE(mPanel->feedbackText().contains(QStringLiteral("at most 65536")))
        << mPanel->feedbackText();
    // Not written where the progress file would refuse it: the file reads back, no attempt.
    mPanel->saveNow();
    const ExerciseProgressLoad again = ExerciseProgress::load(mProgressPath.toStdString());
    ASSERT_FALSE(again.error.has_value()) << again.error->what();
    const ExerciseProgress::Entry* entry = again.progress.entry("predict-reduce-root");
    EXPECT_TRUE(entry == nullptr || entry->attempts == 0u);
    // A new panel starts on the same progress without a complaint.
    ExercisePanel next(&mSteps, mProgressPath, QString());
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

// Text from a file, a link, a program or a trace is never markup. A label, tooltip or chart text
// that took `<img src=PATH>` as HTML would read PATH on the window's thread (a FIFO blocks it for
// good) and show what it read; `<img width=60000 height=30000>` asked for a window of 7.3 GB.
// The texts below go where the window shows such text: a broken link's error (which quotes the
// link), a link's machine (name and note, its panel brought forward), a lesson (its titles,
// texts and a question given in full), a traced program's collective, a program's and a
// scenario's file name.
namespace {

// Short, so that a path in a text is not broken by shownText's zero-width spaces (every 40
// characters without a space).
const QString kShortTemporary = QDir::tempPath() + QStringLiteral("/cl-XXXXXX");

// Markup whose picture would be read from `picture` if the text were taken as HTML (without
// quotes: a JSON parser's message quotes a string as it was written, quotes escaped); `where`
// tells which load put it there.
QString hostileMarkup(const QString& picture, const char* where)
{
    return QStringLiteral("<img src=%1> <b>%2</b>").arg(picture, QLatin1String(where));
}

QString brokenJsonLink(const QString& text)
{
    const QByteArray json =
        QStringLiteral("{\"scenario\": \"%1").arg(text).toUtf8(); // never closed
    return QStringLiteral("cubelab:1/") +
           QString::fromLatin1(
               json.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString machineLink(const MainWindow& w, const QString& text)
{
    Machine machine = w.session()->machine();
    machine.id = "hostile-machine";
    machine.name = text.toStdString();
    machine.note = text.toStdString();
    Moment moment;
    moment.scenario = test::numericScenario(3, "cube-allreduce", 4);
    moment.scenario.machine = machine.id;
    moment.scenario.inlineMachine = machine;
    moment.panel = "machine";
    return QString::fromStdString(momentToLink(moment));
}

// A JSON string's text: the markup's quotes escaped.
QString jsonString(const QString& text)
{
    return QString(text).replace(QLatin1Char('"'), QStringLiteral("\\\""));
}

QString writeLesson(const QString& dir, const QString& text)
{
    const QString t = jsonString(text);
    const QString path = dir + QStringLiteral("/hostile-lesson.json");
    test::putFile(path,
                  QStringLiteral(R"json({"format": "cubelab-lesson", "version": 1, "id": "hostile",
      "title": {"en": "%1", "de": "%1"},
      "scenes": [
        {"title": {"en": "%1", "de": "%1"}, "text": {"en": "%1", "de": "%1"},
         "scenario": {"dimension": 3, "algorithm": "tree-reduce", "linkOrder": [3, 2, 1]}, "step": 0,
         "question": {"format": "cubelab-exercise", "version": 1, "id": "hostile-question", "kind": "predict-value",
           "title": {"en": "%1", "de": "%1"}, "task": {"en": "%1", "de": "%1"},
           "scenario": {"format": "cubelab-scenario", "version": 1, "dimension": 3, "algorithm": "tree-reduce",
             "linkOrder": [3, 2, 1]},
           "parameters": {"step": 1, "node": 0}}}
      ]})json")
                      .arg(t)
                      .toUtf8());
    return path;
}

// A traced program's trace file whose first collective is named "MPI_" and the markup.
QString writeTracedTrace(const QString& dir, const QString& text)
{
    QByteArray json =
        test::fileContents(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/traced/reduce_f77.json"));
    json.replace("\"MPI_Bcast\"", QStringLiteral("\"MPI_%1\"").arg(jsonString(text)).toUtf8());
    const QString path = dir + QStringLiteral("/hostile-collective.json");
    test::putFile(path, json);
    return path;
}

// Shows every panel and lets the window's queued work and its worker finish.
void showEverything(MainWindow& w)
{
    for (QDockWidget* dock : w.findChildren<QDockWidget*>()) {
        dock->show();
        dock->raise();
        test::settle();
    }
    (void)QTest::qWaitFor([&] { return !w.session()->isRunning(); }, 60000);
    test::settle();
}

bool readAsMarkup(const QLabel& label)
{
    return label.textFormat() == Qt::RichText ||
           (label.textFormat() == Qt::AutoText && Qt::mightBeRichText(label.text()));
}

bool carriesMarkup(const QString& text)
{
    return text.contains(QStringLiteral("<img"), Qt::CaseInsensitive);
}

// A tooltip is markup when it looks like it (Qt::mightBeRichText); a chart's title and axis
// labels always are.
void expectNoMarkupCarriesTheText(const char* after)
{
    SCOPED_TRACE(after);
    for (QWidget* widget : QApplication::allWidgets()) {
        const std::string name =
            widget->objectName().toStdString() + " (" + widget->metaObject()->className() + ")";
        if (const auto* label = qobject_cast<const QLabel*>(widget);
            label && readAsMarkup(*label)) {
            EXPECT_FALSE(carriesMarkup(label->text())) << name << ": " << label->text();
        }
        if (const QString tip = widget->toolTip(); Qt::mightBeRichText(tip)) {
            EXPECT_FALSE(carriesMarkup(tip)) << name << " tooltip: " << tip;
        }
        if (const auto* view = qobject_cast<const QAbstractItemView*>(widget);
            view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int row = 0; row < std::min(model->rowCount(), 64); ++row)
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QString tip = model->index(row, column).data(Qt::ToolTipRole).toString();
                    if (Qt::mightBeRichText(tip)) {
                        EXPECT_FALSE(carriesMarkup(tip)) << name << " cell tooltip: " << tip;
                    }
                }
        }
        if (const auto* chartView = qobject_cast<const QChartView*>(widget);
            chartView && chartView->chart()) {
            QChart* chart = chartView->chart();
            EXPECT_FALSE(carriesMarkup(chart->title())) << name << " title: " << chart->title();
            for (QAbstractAxis* axis : chart->axes()) {
                EXPECT_FALSE(carriesMarkup(axis->titleText()))
                    << name << " axis: " << axis->titleText();
                QStringList labels;
                if (auto* categories = qobject_cast<QCategoryAxis*>(axis))
                    labels = categories->categoriesLabels();
                if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis))
                    labels = bars->categories();
                for (const QString& l : labels)
                    EXPECT_FALSE(carriesMarkup(l)) << name << " axis label: " << l;
            }
            // Series names and bar sets' labels: the chart's legend lays them out as HTML,
            // shown or hidden.
            for (QAbstractSeries* series : chart->series()) {
                EXPECT_FALSE(carriesMarkup(series->name()))
                    << name << " series: " << series->name();
                if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
                    for (const QBarSet* set : bars->barSets())
                        EXPECT_FALSE(carriesMarkup(set->label()))
                            << name << " bar set: " << set->label();
                }
            }
        }
    }
}

// The labels that hold the text as it is (that it got there at all).
QStringList labelsShowing(const QString& text)
{
    QStringList names;
    for (QWidget* widget : QApplication::allWidgets())
        if (const auto* label = qobject_cast<const QLabel*>(widget);
            label && label->text().contains(text))
            names << label->objectName();
    return names;
}

// Where the hostile texts go: their markup names `picture`, and a file name's (which holds no
// '/') names `relativePicture`, read from the working folder.
struct HostileLoads
{
    QString dir;
    QString picture;
    QString relativePicture;

    QString text(const char* where) const { return hostileMarkup(picture, where); }
    // No closing tag: a file's name holds no '/'.
    QString fileName(const char* where) const
    {
        return QStringLiteral("<img src=%1> <b>%2").arg(relativePicture, QLatin1String(where));
    }
};

// Loads each hostile text into the window, calling `check(after, shown)` after each, where
// `shown` is the part of the text that must now be in a label.
void loadHostileTexts(MainWindow& w, const HostileLoads& h,
                      const std::function<void(const char*, const QString&)>& check)
{
    EXPECT_FALSE(w.openLink(brokenJsonLink(h.text("link"))));
    test::settle();
    check("a link of broken JSON", QStringLiteral("<b>link</b>"));

    EXPECT_TRUE(w.openLink(machineLink(w, h.text("machine")))) << w.errorMessage();
    showEverything(w);
    check("a link with a machine", QStringLiteral("<b>machine</b>"));

    EXPECT_TRUE(w.startLesson(writeLesson(h.dir, h.text("lesson")), 0)) << w.errorMessage();
    showEverything(w);
    check("a lesson with a question given in full", QStringLiteral("<b>lesson</b>"));

    // The reader refuses such a name and quotes it in its message; were it read, the caption
    // of its step would show it.
    const QString collective = QStringLiteral("MPI_<img src=") + h.picture;
    if (w.openTrace(writeTracedTrace(h.dir, h.text("collective")))) {
        showEverything(w);
        for (int step = 0; step <= w.session()->stepCount() && labelsShowing(collective).isEmpty();
             ++step) {
            w.shown()->setStep(step);
            test::settle();
        }
    }
    test::settle();
    check("a traced program's collective", collective);

    const QString program =
        h.dir + QLatin1Char('/') + h.fileName("program") + QStringLiteral(".lua");
    EXPECT_TRUE(QFile::copy(QStringLiteral(CUBELAB_SOURCE_DIR "/resources/programs/tree-updo.lua"),
                            program));
    auto* programs = qobject_cast<ProgramPanel*>(w.panel(QStringLiteral("program")));
    EXPECT_TRUE(programs && programs->openFile(program));
    if (programs && programs->run())
        w.session()->waitForDerived(); // every program runs in the session's worker
    showEverything(w);
    check("a program with markup in its file name", QStringLiteral("<b>program"));

    const QString scenario =
        h.dir + QLatin1Char('/') + h.fileName("scenario") + QStringLiteral(".json");
    test::putFile(scenario, "{\"format\": \"cubelab-scenario\"");
    EXPECT_FALSE(w.openScenario(scenario));
    test::settle();
    check("a broken scenario file with markup in its name", QStringLiteral("<b>scenario"));
}

} // namespace

TEST(HostileMarkup, NoLabelTooltipOrChartTakesTextFromAFileALinkAProgramOrATraceAsMarkup)
{
    QTemporaryDir dir(kShortTemporary);
    ASSERT_TRUE(dir.isValid());
    auto w = test::freshWindow();
    // Pictures that do not exist: a regression here shows as markup, not as a hang (the FIFO's
    // test below is the one that would block).
    const HostileLoads h{dir.path(), dir.filePath(QStringLiteral("absent.png")),
                         QStringLiteral("absent.png")};
    loadHostileTexts(*w, h, [&](const char* after, const QString& shown) {
        expectNoMarkupCarriesTheText(after);
        EXPECT_FALSE(labelsShowing(shown).isEmpty()) << after << ": no label shows the text at all";
    });
}

// Every label of the window says whether it is rich: plain, or rich on purpose (and then every
// piece of a file's text in it escaped). A new label left at Qt's AutoText fails here.
TEST(HostileMarkup, EveryLabelOfTheWindowIsPlainOrRichOnPurpose)
{
    QTemporaryDir dir;
    auto w = test::freshWindow();
    ASSERT_TRUE(w->startLesson(writeLesson(dir.path(), QStringLiteral("A lesson")), 0))
        << w->errorMessage();
    showEverything(*w);
    w->openLink(brokenJsonLink(QStringLiteral("x"))); // the error bar
    test::settle();
    for (QLabel* label : w->findChildren<QLabel*>())
        EXPECT_NE(label->textFormat(), Qt::AutoText)
            << label->objectName() << " in " << label->parentWidget()->metaObject()->className()
            << ": " << label->text();
}

TEST(PlainText, TipsShowATextAsItIs)
{
    EXPECT_EQ(plainTip(QStringLiteral("a < b & c")),
              QStringLiteral("a < b & c")); // shown plain anyway
    const QString tip = plainTip(QStringLiteral("<img src=\"/x\">\nline 2"));
    EXPECT_TRUE(Qt::mightBeRichText(tip));
    EXPECT_FALSE(tip.contains(QStringLiteral("<img")));
    QTextDocument shown;
    shown.setHtml(tip);
    EXPECT_EQ(shown.toPlainText(), QStringLiteral("<img src=\"/x\">\nline 2"));
    EXPECT_EQ(escaped(QStringLiteral("<b>&")), QStringLiteral("&lt;b&gt;&amp;"));
}

// The same texts with a real FIFO as the picture, in a child process: a window that read the
// picture would block for good there (the child is killed and the test fails, rather than the
// suite hanging). The window, its exports and every panel's export show the texts and end.
TEST(HostileMarkup, NothingReadsAFileNamedInATextTheWindowAndItsExportsShowItAndEnd)
{
    QTemporaryDir dir(kShortTemporary);
    ASSERT_TRUE(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("picture"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const test::ChildResult result = test::runInChild({}, [&]() -> QString {
        // A relative `src` (in a file name) is read from the working folder.
        if (!QDir::setCurrent(dir.path()))
            return QStringLiteral("no working folder");
        auto w = test::freshWindow();
        QStringList shown;
        const HostileLoads h{dir.path(), fifo, QStringLiteral("picture")};
        loadHostileTexts(*w, h, [&](const char* after, const QString& text) {
            (void)w->grab();
            shown << QString::fromLatin1(after) + (labelsShowing(text).isEmpty()
                                                       ? QStringLiteral(": not shown")
                                                       : QString());
        });
        QStringList exported;
        exported << QString::number(w->exportWindowPng(dir.filePath(QStringLiteral("window.png"))))
                 << QString::number(w->exportWindowSvg(dir.filePath(QStringLiteral("window.svg"))))
                 << QString::number(w->exportViewSvg(dir.filePath(QStringLiteral("view.svg"))))
                 << QString::number(
                        w->exportHandoutPdf(dir.filePath(QStringLiteral("handout.pdf"))))
                 << QString::number(w->exportWebPage(dir.filePath(QStringLiteral("page.html"))));
        for (const QString& id :
             {QStringLiteral("machine"), QStringLiteral("exercise"), QStringLiteral("program"),
              QStringLiteral("step-costs"), QStringLiteral("step-times"),
              QStringLiteral("comparison"), QStringLiteral("comparison-table")}) {
            exported << QString::number(
                            w->exportPanelPng(id, dir.filePath(id + QStringLiteral(".png"))))
                     << QString::number(
                            w->exportPanelSvg(id, dir.filePath(id + QStringLiteral(".svg"))));
        }
        // The files written as text hold the texts escaped.
        for (const QString& file :
             QDir(dir.path()).entryList({QStringLiteral("*.svg"), QStringLiteral("*.html")}))
            for (const QString& picture : {fifo, QStringLiteral("picture>")})
                if (test::fileContents(dir.filePath(file))
                        .contains("<img src=" + QFile::encodeName(picture)))
                    shown << file + QStringLiteral(": markup not escaped");
        return shown.join(QLatin1Char('\n')) + QStringLiteral("\nexports ") +
               exported.join(QString());
    });
    EXPECT_TRUE(result.finished) << "the window blocked on the FIFO: " << result.output;
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_FALSE(result.output.contains(QStringLiteral("not shown"))) << result.output;
    EXPECT_FALSE(result.output.contains(QStringLiteral("not escaped"))) << result.output;
    EXPECT_TRUE(result.output.contains(QStringLiteral("exports 1111111111111111111")))
        << result.output;
}

// A machine note (from a link) holding a picture 60000 × 30000 px: shown as the text it is, it
// grows neither the window nor its export (taken as HTML it asked for a 60816 × 30561 window,
// 7.3 GB). In a child process with 4 GiB of address space, so that a regression fails there.
TEST(HostileMarkup, AHugePictureInALinksMachineNoteGrowsNeitherTheWindowNorItsExport)
{
    QTemporaryDir dir(kShortTemporary);
    ASSERT_TRUE(dir.isValid());
    test::ChildOptions options;
    options.memoryLimit = rlim_t{4} << 30;
    const test::ChildResult result = test::runInChild(options, [&]() -> QString {
        auto w = test::freshWindow();
        if (!w->openLink(machineLink(*w, QStringLiteral("<img width=60000 height=30000>"))))
            return QStringLiteral("link refused: ") + w->errorMessage();
        showEverything(*w);
        const QString png = dir.filePath(QStringLiteral("window.png"));
        const QString machinePng = dir.filePath(QStringLiteral("machine.png"));
        const bool written =
            w->exportWindowPng(png) && w->exportPanelPng(QStringLiteral("machine"), machinePng);
        return QStringLiteral("%1 %2x%3 %4x%5 %6x%7 %8x%9")
            .arg(written ? 1 : 0)
            .arg(w->width())
            .arg(w->height())
            .arg(w->sizeHint().width())
            .arg(w->sizeHint().height())
            .arg(QImage(png).width())
            .arg(QImage(png).height())
            .arg(QImage(machinePng).width())
            .arg(QImage(machinePng).height());
    });
    ASSERT_TRUE(result.finished) << result.output;
    const QStringList figures = result.output.split(QLatin1Char(' '));
    ASSERT_EQ(figures.size(), 5) << result.output;
    EXPECT_EQ(figures[0], QStringLiteral("1")) << result.output;
    // The window as large as a window with long texts may be, its export as large as the window.
    for (const QString& size : figures.mid(1, 3)) {
        const QStringList wh = size.split(QLatin1Char('x'));
        EXPECT_LE(wh.value(0).toInt(), 4000) << result.output;
        EXPECT_LE(wh.value(1).toInt(), 4000) << result.output;
    }
    EXPECT_EQ(figures[3], figures[1]) << result.output;
    EXPECT_EQ(figures[4], QStringLiteral("%1x%2")
                              .arg(MainWindow::kPanelExportSize.width())
                              .arg(MainWindow::kPanelExportSize.height()))
        << result.output;
}

// The question before a program with unsaved changes is dropped names the program's file: as
// the text it is (a message box takes text that looks like HTML as HTML).
TEST(HostileMarkup, TheUnsavedChangesQuestionNamesAProgramFileAsItIs)
{
    QWidget parent;
    const QString name = QStringLiteral("<img src=absent.png> <b>program.lua");
    QString shown;
    Qt::TextFormat format = Qt::AutoText;
    test::ModalDialogs dialogs([&](QWidget* dialog) {
        if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
            shown = box->text();
            format = box->textFormat();
            box->button(QMessageBox::Cancel)->click();
        }
    });
    EXPECT_EQ(UnsavedChanges::ask(&parent, name, UnsavedChanges::Document::Program),
              UnsavedChanges::Answer::Cancel);
    EXPECT_TRUE(shown.contains(name)) << shown;
    EXPECT_EQ(format, Qt::PlainText);
}
