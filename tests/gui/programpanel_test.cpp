// The program editor in the window: Run with a lecture template shows the student's program in
// the code view, with the line of each step's senders and receivers marked, and the trace of
// the lecture's steps; an error is marked at its line and leaves the window as it was and
// usable; files that are no program are refused and a save keeps the text.

#include "cube/codeview.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "program/codeeditor.h"
#include "program/programpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QUndoStack>
#include <cubelab/jsonio.h>
#include <cubelab/luaprogram.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/types.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

class ProgramPanelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        mWindow = test::freshWindow();
        mPanel = qobject_cast<ProgramPanel*>(mWindow->panel(QStringLiteral("program")));
        ASSERT_NE(mPanel, nullptr);
        mCode = mWindow->findChild<CodeView*>();
        ASSERT_NE(mCode, nullptr);
    }

    Session* session() const { return mWindow->session(); }

    // The text of the code view's line (from 0).
    QString codeLine(int line) const { return mCode->text().split(QLatin1Char('\n')).value(line); }

    std::unique_ptr<MainWindow> mWindow;
    ProgramPanel* mPanel = nullptr;
    CodeView* mCode = nullptr;
};

// The program as the code view shows it: a line a source line, without the empty one after the
// last newline.
QString shownProgram(const CodeEditor& editor)
{
    QString text = editor.toPlainText();
    while (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text;
}

// Runs the panel's program in the session's worker (every program run goes there) and waits
// for its end: true when the window shows its trace, false when it did not compile or failed.
bool runToEnd(ProgramPanel* panel, Session* session)
{
    if (!panel->run())
        return false;
    session->waitForDerived();
    return !panel->isRunning() && !panel->messageIsError();
}

QString lines(std::initializer_list<const char*> text)
{
    QStringList list;
    for (const char* line : text)
        list << QString::fromUtf8(line);
    return list.join(QLatin1Char('\n'));
}

} // namespace

TEST_F(ProgramPanelTest, TheWindowHasTheEditorAsADockWithTheLecturesReduceToStartFrom)
{
    QDockWidget* dock = mWindow->panelDock(QStringLiteral("program"));
    ASSERT_NE(dock, nullptr);
    EXPECT_EQ(dock->objectName(), QStringLiteral("programDock"));
    EXPECT_TRUE(
        mPanel->editor()->toPlainText().contains(QStringLiteral("implements = \"Tree_UpDo\"")));
    EXPECT_FALSE(mPanel->isModified());
}

TEST_F(ProgramPanelTest, RunningTheReduceTemplateShowsTheProgramInTheCodeViewAndTheLecturesSteps)
{
    // The lecture's example: n = 3, root 0, links 3, 2, 1.
    const Scenario lecture = session()->scenario();
    ASSERT_EQ(lecture.dimension, 3);
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    test::settle();

    const Scenario& shown = session()->scenario();
    EXPECT_EQ(shown.algorithm, std::string(LuaProgram::kCollectiveId));
    EXPECT_EQ(shown.dimension, lecture.dimension);
    EXPECT_EQ(shown.linkOrder, lecture.linkOrder);
    EXPECT_EQ(shown.root, lecture.root);
    EXPECT_EQ(shown.op, lecture.op);
    // Tree_UpDo on 8 nodes: 3 steps, one a link, in the order 3, 2, 1; 4, 2 and 1 messages.
    const auto trace = session()->trace();
    ASSERT_EQ(trace->stepCount(), 3u);
    const std::size_t expectedMessages[] = {4, 2, 1};
    for (std::size_t k = 0; k < 3; ++k) {
        const Step& step = trace->steps()[k];
        EXPECT_EQ(trace->messages(step).size(), expectedMessages[k]) << "step " << k;
        for (const Message& m : trace->messages(step))
            EXPECT_EQ(m.link, 3 - static_cast<int>(k)) << "step " << k;
    }
    EXPECT_EQ(mPanel->message(), QStringLiteral("Ran on 8 nodes: 3 steps."));
    EXPECT_FALSE(mPanel->messageIsError());

    // The code view shows the program itself and marks its send and receive lines.
    EXPECT_EQ(mCode->text(), shownProgram(*mPanel->editor()));
    mWindow->shown()->setStep(1);
    ASSERT_EQ(mCode->senderLines().size(), 1u);
    ASSERT_EQ(mCode->receiverLines().size(), 1u);
    EXPECT_TRUE(codeLine(*mCode->senderLines().begin()).contains(QStringLiteral("node:send(")));
    EXPECT_TRUE(
        codeLine(*mCode->receiverLines().begin()).contains(QStringLiteral("node:receive(")));
}

TEST_F(ProgramPanelTest, ASecondRunOfAnotherProgramReplacesTheTraceAsOneUndoStep)
{
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    const auto reduce = session()->trace();
    // The same scenario with another program behind "program": Tree_Do takes 2n steps.
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-do.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    EXPECT_EQ(session()->trace()->stepCount(), 6u);
    EXPECT_EQ(mCode->text(), shownProgram(*mPanel->editor()));
    session()->undoStack()->undo();
    EXPECT_EQ(session()->trace(), reduce);
}

TEST_F(ProgramPanelTest, UndoingToAnOlderProgramsRunShowsThatProgramsSource)
{
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    const QString reduceSource = shownProgram(*mPanel->editor());
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-do.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    const QString treeDoSource = shownProgram(*mPanel->editor());
    ASSERT_NE(reduceSource, treeDoSource);
    EXPECT_EQ(mCode->text(), treeDoSource);
    session()->undoStack()->undo();
    EXPECT_EQ(mCode->text(), reduceSource);
    ASSERT_TRUE(session()->scenario().program);
    EXPECT_EQ(session()->scenario().program->fileName, "tree-updo.lua");
    session()->undoStack()->redo();
    EXPECT_EQ(mCode->text(), treeDoSource);
}

TEST_F(ProgramPanelTest, AProgramTraceOpensInAWindowWithoutTheProgramLoaded)
{
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-do.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    const QString treeDoSource = shownProgram(*mPanel->editor());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.json"));
    writeTraceFile(path.toStdString(), *session()->trace());
    // Another program is loaded now; the file brings its own.
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    mWindow.reset();
    auto window = test::freshWindow();
    ASSERT_TRUE(window->openTrace(path));
    EXPECT_EQ(window->session()->trace()->stepCount(), 6u);
    EXPECT_EQ(window->findChild<CodeView*>()->text(), treeDoSource);
    ASSERT_NE(LuaProgram::installed(), nullptr);
    EXPECT_EQ(LuaProgram::installed()->fileName(), "tree-do.lua");
}

TEST_F(ProgramPanelTest, ARuntimeErrorIsMarkedAtItsLineAndTheWindowStaysUsable)
{
    const auto before = session()->trace();
    const Scenario scenarioBefore = session()->scenario();
    mPanel->editor()->setPlainText(lines(
        {"-- fails on every node", "function program(node)", "    local x = nil; x.y = 1", "end"}));
    EXPECT_FALSE(runToEnd(mPanel, session()));
    EXPECT_EQ(mPanel->editor()->errorLine(), 3);
    EXPECT_TRUE(mPanel->messageIsError());
    EXPECT_TRUE(mPanel->message().contains(QStringLiteral("line 3"))) << mPanel->message();
    ASSERT_EQ(mPanel->editor()->extraSelections().size(), 1);
    EXPECT_EQ(mPanel->editor()->extraSelections().front().cursor.blockNumber(), 2);
    // Nothing the window shows changed.
    EXPECT_EQ(session()->trace(), before);
    EXPECT_EQ(session()->scenario(), scenarioBefore);

    // A good program runs next, and the mark goes.
    mPanel->loadTemplate(QStringLiteral(":/programs/cube-do.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    EXPECT_EQ(mPanel->editor()->errorLine(), 0);
    EXPECT_FALSE(mPanel->messageIsError());
    EXPECT_EQ(session()->trace()->stepCount(), 3u);
}

// The four ways a program goes wrong: each is marked at its line with the node named,
// nothing the window shows changes, and the next program runs.
TEST_F(ProgramPanelTest,
       ADeadlockAnEndlessLoopOsExecuteAndARuntimeErrorAreEachMarkedAndTheWindowStaysUsable)
{
    struct Case
    {
        const char* what;
        QString program;
        int line;
        const char* says;
    };
    const Case cases[] = {
        {"deadlock",
         lines({"implements = \"Cube_Do\"", "function program(node)",
                "    node:combine(node:receive(1))", "end"}),
         3, "deadlock"},
        {"endless loop",
         lines({"function program(node)", "    local i = 0", "    while true do",
                "        i = i + 1", "    end", "end"}),
         4, "instructions without communicating"},
        {"os.execute",
         lines({"function program(node)", "    os.execute(\"touch /tmp/cubelab-escaped\")", "end"}),
         2, "nil value (global 'os')"},
        {"runtime error",
         lines({"function program(node)", "    if node.id == 5 then",
                "        error(\"node five stops\")", "    end", "end"}),
         3, "node five stops"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.what);
        const auto before = session()->trace();
        const Scenario scenarioBefore = session()->scenario();
        mPanel->editor()->setPlainText(c.program);
        EXPECT_FALSE(runToEnd(mPanel, session()));
        EXPECT_GE(mPanel->editor()->errorLine(),
                  c.line - 1); // the hook may stop a loop a line later
        EXPECT_LE(mPanel->editor()->errorLine(), c.line + 1);
        EXPECT_TRUE(mPanel->messageIsError());
        EXPECT_TRUE(mPanel->message().contains(QString::fromUtf8(c.says))) << mPanel->message();
        EXPECT_TRUE(mPanel->message().contains(QStringLiteral("node")) ||
                    mPanel->message().contains(QStringLiteral("Knoten")))
            << mPanel->message();
        EXPECT_EQ(session()->trace(), before);
        EXPECT_EQ(session()->scenario(), scenarioBefore);
    }
    EXPECT_FALSE(QFile::exists(QStringLiteral("/tmp/cubelab-escaped")));
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    EXPECT_EQ(session()->trace()->stepCount(), 3u);
}

TEST_F(ProgramPanelTest, ASyntaxErrorIsMarkedAtItsLine)
{
    mPanel->editor()->setPlainText(
        lines({"function program(node)", "    node:send(1, node:s()", "end"}));
    EXPECT_FALSE(runToEnd(mPanel, session()));
    EXPECT_GE(mPanel->editor()->errorLine(), 2);
    EXPECT_TRUE(mPanel->messageIsError());
    EXPECT_EQ(session()->scenario().algorithm, "tree-reduce");
}

TEST_F(ProgramPanelTest, ALongProgramScrollsTheCodeViewToTheMarkedLine)
{
    QString text;
    for (int i = 0; i < 150; ++i)
        text += QStringLiteral("-- line %1 of a long comment before the program\n").arg(i + 1);
    QFile reduce(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(reduce.open(QIODevice::ReadOnly));
    text += QString::fromUtf8(reduce.readAll());
    mPanel->editor()->setPlainText(text);
    ASSERT_TRUE(runToEnd(mPanel, session())) << mPanel->message();
    mWindow->panelDock(QStringLiteral("program"))->raise();
    test::settle();
    mWindow->shown()->setStep(1);
    test::settle();
    ASSERT_EQ(mCode->senderLines().size(), 1u);
    const int line = *mCode->senderLines().begin();
    EXPECT_GT(line, 150);
    auto* view = mCode->findChild<QPlainTextEdit*>(QStringLiteral("codeText"));
    ASSERT_NE(view, nullptr);
    const QTextBlock block = view->document()->findBlockByNumber(line);
    QTextCursor cursor(block);
    EXPECT_TRUE(view->viewport()->rect().contains(view->cursorRect(cursor).center()));
}

TEST_F(ProgramPanelTest, OpenRefusesAFifoAndAHugeFileAndKeepsTheProgram)
{
    QTemporaryDir dir;
    const QString text = mPanel->editor()->toPlainText();
    const QString fifo = dir.filePath(QStringLiteral("pipe.lua"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_FALSE(mPanel->openFile(fifo));
    EXPECT_TRUE(mPanel->messageIsError());
    EXPECT_TRUE(mPanel->message().contains(QStringLiteral("not a regular file")))
        << mPanel->message();
    const QString huge = dir.filePath(QStringLiteral("huge.lua"));
    test::putFile(huge, QByteArray((qint64{1} << 20) + 1, '-'));
    EXPECT_FALSE(mPanel->openFile(huge));
    EXPECT_TRUE(mPanel->messageIsError());
    EXPECT_EQ(mPanel->editor()->toPlainText(), text);
    EXPECT_TRUE(mPanel->filePath().isEmpty());
}

TEST_F(ProgramPanelTest, SaveWritesTheTextAndClearsTheModifiedMark)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.lua"));
    mPanel->editor()->appendPlainText(QStringLiteral("-- mine"));
    EXPECT_TRUE(mPanel->isModified());
    ASSERT_TRUE(mPanel->saveTo(path)) << mPanel->message();
    EXPECT_FALSE(mPanel->isModified());
    EXPECT_EQ(mPanel->filePath(), path);
    EXPECT_EQ(QString::fromUtf8(test::fileContents(path)), mPanel->editor()->toPlainText());
    mPanel->editor()->setPlainText(QStringLiteral("changed"));
    ASSERT_TRUE(mPanel->openFile(path));
    EXPECT_TRUE(mPanel->editor()->toPlainText().endsWith(QStringLiteral("-- mine")));
    EXPECT_FALSE(mPanel->isModified());
}

TEST_F(ProgramPanelTest, ClosingWithAnUnsavedProgramAsksAndCancelKeepsTheWindow)
{
    mPanel->editor()->appendPlainText(QStringLiteral("-- unsaved"));
    test::ModalDialogs dialogs; // rejects: Cancel
    EXPECT_FALSE(mWindow->close());
    EXPECT_TRUE(mWindow->isVisible());
    EXPECT_EQ(dialogs.seen(), QStringList{QStringLiteral("unsavedChangesQuestion")});
}

TEST(ProgramPanelPictures, TheEditorAndTheCodeViewFollowingItExportAtLectureSizesInBothLanguages)
{
    // The pictures of docs/gui.md: a window at each size with the editor raised, the lecture's
    // reduce run and shown at step b); CUBELAB_PROGRAM_PNG_DIR keeps them, to look at them.
    const QString keep = qEnvironmentVariable("CUBELAB_PROGRAM_PNG_DIR");
    QTemporaryDir dir;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        for (const QSize size : {QSize(1920, 1080), QSize(1024, 768)}) {
            const auto window = test::freshWindow();
            window->setLanguage(language);
            auto* panel = qobject_cast<ProgramPanel*>(window->panel(QStringLiteral("program")));
            ASSERT_NE(panel, nullptr);
            window->panelDock(QStringLiteral("program"))->raise();
            panel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
            ASSERT_TRUE(runToEnd(panel, window->session())) << panel->message();
            window->shown()->setStep(2);
            // The window fits its docks once it has its new size, then takes the size again.
            window->resize(size);
            test::settle();
            window->resize(size);
            test::settle();
            const QString path =
                (keep.isEmpty() ? dir.path() : keep) + QStringLiteral("/program-%1-%2x%3.png")
                                                           .arg(language)
                                                           .arg(size.width())
                                                           .arg(size.height());
            ASSERT_TRUE(window->exportWindowPng(path));
            EXPECT_EQ(QImage(path).size(), size * window->devicePixelRatio());
            // The code view shows the program and marks step b)'s lines, both in sight.
            auto* code = window->findChild<CodeView*>();
            ASSERT_NE(code, nullptr);
            EXPECT_EQ(code->text(), shownProgram(*panel->editor()));
            ASSERT_EQ(code->senderLines().size(), 1u);
            auto* view = code->findChild<QPlainTextEdit*>(QStringLiteral("codeText"));
            ASSERT_NE(view, nullptr);
            for (int line : {*code->senderLines().begin(), *code->receiverLines().begin()}) {
                const QTextCursor cursor(view->document()->findBlockByNumber(line));
                EXPECT_TRUE(view->viewport()->rect().contains(view->cursorRect(cursor).center()))
                    << language << " " << size.width() << " line " << line;
            }
        }
    }
}

// A program's Lua is bounded by its clock alone (seconds): every run goes to the session's
// worker, on 8 nodes as on 1,024, and the window shows what it showed until the run ends.
TEST_F(ProgramPanelTest, AProgramOnASmallCubeRunsInTheWorkerToo)
{
    ASSERT_LT(session()->scenario().dimension, Session::kWorkerDimension);
    const auto before = session()->trace();
    mPanel->loadTemplate(QStringLiteral(":/programs/cube-do.lua"));
    ASSERT_TRUE(mPanel->run()) << mPanel->message();
    EXPECT_TRUE(mPanel->isRunning());
    EXPECT_EQ(session()->trace(), before);
    session()->waitForDerived();
    EXPECT_FALSE(mPanel->isRunning());
    EXPECT_NE(session()->trace(), before);
    EXPECT_EQ(session()->scenario().algorithm, "program");
}

// docs/performance.md, "The window's thread": a program on a large cube runs in the session's
// worker. The window stays live and shows what it showed; Cancel stops the run (the nodes fail
// at their next count) and nothing changes; a run that ends is shown as one undo step.
TEST_F(ProgramPanelTest, ALargeCubeRunsInTheWorkerAndCancelLeavesTheWindowAsItWas)
{
    Scenario large;
    large.dimension = Session::kWorkerDimension;
    large.algorithm = "Tree_UpDo";
    large.values = ValueMode::Numeric;
    ASSERT_TRUE(session()->resetScenario(large));
    const auto before = session()->trace();
    auto* cancel = mPanel->findChild<QAction*>(QStringLiteral("programCancel"));
    ASSERT_NE(cancel, nullptr);
    EXPECT_FALSE(cancel->isVisible());

    // A node that never ends: only the cancel stops it before its instruction budget.
    mPanel->editor()->setPlainText(lines(
        {"implements = \"Tree_UpDo\"", "function program(node)", "  while true do end", "end"}));
    ASSERT_TRUE(mPanel->run());
    EXPECT_TRUE(mPanel->isRunning());
    EXPECT_TRUE(cancel->isVisible());
    EXPECT_TRUE(mPanel->message().contains(QStringLiteral("Running on 1024 nodes")))
        << mPanel->message().toStdString();
    EXPECT_EQ(session()->trace(), before);
    mPanel->cancelRun();
    EXPECT_FALSE(mPanel->isRunning());
    EXPECT_FALSE(cancel->isVisible());
    session()->waitForDerived();
    test::settle();
    EXPECT_EQ(session()->trace(), before);
    EXPECT_TRUE(mPanel->message().contains(QStringLiteral("cancelled")))
        << mPanel->message().toStdString();
    EXPECT_FALSE(mPanel->messageIsError());

    // The lecture's Tree_UpDo ends, and its trace is shown when it does.
    mPanel->loadTemplate(QStringLiteral(":/programs/tree-updo.lua"));
    ASSERT_TRUE(mPanel->run());
    EXPECT_TRUE(mPanel->isRunning());
    session()->waitForDerived();
    test::settle();
    EXPECT_FALSE(mPanel->isRunning());
    ASSERT_NE(session()->trace(), before);
    EXPECT_EQ(session()->trace()->nodeCount(), NodeId{1} << Session::kWorkerDimension);
    EXPECT_EQ(session()->scenario().algorithm, "program");
    EXPECT_FALSE(mPanel->messageIsError()) << mPanel->message().toStdString();
}
