// Nothing is lost in the window: the modified mark follows the undo stack's clean state; the
// question (Save / Discard / Cancel) comes before quitting, New and opening another file when
// there are unsaved changes, and only then; "Save" on a file that came with CubeLab or on a
// recorded trace asks for a new name instead of writing over it. The questions and file
// dialogs are the real ones, answered by test::ModalDialogs.

#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shippedfiles.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cubelab/emulator.h>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::ModalDialogs;
using cubelab::gui::test::settle;

namespace {

const QString kQuestion = QStringLiteral("unsavedChangesQuestion");

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the question with button; any other dialog is rejected.
ModalDialogs::Answer answerQuestion(QMessageBox::StandardButton button)
{
    return [button](QWidget* dialog) {
        if (auto* box = qobject_cast<QMessageBox*>(dialog); box && box->objectName() == kQuestion)
            box->button(button)->click();
        else if (auto* d = qobject_cast<QDialog*>(dialog))
            d->reject();
    };
}

// Answers the question with button and a save dialog with path.
ModalDialogs::Answer answerQuestionAndSaveAs(QMessageBox::StandardButton button,
                                             const QString& path)
{
    return [button, path](QWidget* dialog) {
        if (auto* files = qobject_cast<QFileDialog*>(dialog);
            files && files->acceptMode() == QFileDialog::AcceptSave) {
            files->selectFile(path);
            static_cast<QDialog*>(files)->accept(); // QFileDialog's own, which is protected

        } else {
            answerQuestion(button)(dialog);
        }
    };
}

Scenario withDimension(Scenario scenario, int dimension)
{
    scenario.dimension = dimension;
    scenario.linkOrder.clear();
    return scenario;
}

class UnsavedChangesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(mDir.isValid());
        mWindow = freshWindow();
    }

    Session* session() const { return mWindow->session(); }

    void edit(int dimension)
    {
        ASSERT_TRUE(session()->editScenario(withDimension(session()->scenario(), dimension),
                                            QStringLiteral("test")));
        ASSERT_TRUE(mWindow->isWindowModified());
    }

    // A scenario file of our own, open in the window, with dimension 4.
    QString openOwnFile()
    {
        const QString path = mDir.filePath(QStringLiteral("mine.json"));
        writeScenarioFile(path.toStdString(), normalized(withDimension(Scenario{}, 4)));
        EXPECT_TRUE(mWindow->openScenario(path));
        EXPECT_FALSE(mWindow->isWindowModified());
        return path;
    }

    void trigger(const char* action)
    {
        mWindow->action(QString::fromLatin1(action))->trigger();
        settle();
    }

    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
};

} // namespace

TEST_F(UnsavedChangesTest, AnEditMarksTheTitleAndSavingOrUndoingClearsTheMark)
{
    EXPECT_FALSE(mWindow->isWindowModified());
    EXPECT_TRUE(mWindow->windowTitle().contains(QStringLiteral("[*]"))); // where Qt shows the mark
    edit(4);
    session()->undoStack()->undo();
    EXPECT_FALSE(mWindow->isWindowModified());
    session()->undoStack()->redo();
    EXPECT_TRUE(mWindow->isWindowModified());
    const QString path = mDir.filePath(QStringLiteral("saved.json"));
    ASSERT_TRUE(mWindow->saveScenario(path));
    EXPECT_FALSE(mWindow->isWindowModified());
    EXPECT_TRUE(mWindow->windowTitle().startsWith(QStringLiteral("saved.json[*]")));
    // Undo after the save goes away from what the file holds.
    session()->undoStack()->undo();
    EXPECT_TRUE(mWindow->isWindowModified());
    // A machine edit is a change too.
    session()->undoStack()->redo();
    Machine m = session()->machine();
    m.elementBytes = 4;
    ASSERT_TRUE(session()->editMachine(m, QStringLiteral("test")));
    EXPECT_TRUE(mWindow->isWindowModified());
}

TEST_F(UnsavedChangesTest, QuittingWithoutChangesAsksNothing)
{
    ModalDialogs dialogs;
    EXPECT_TRUE(mWindow->close());
    EXPECT_TRUE(dialogs.seen().isEmpty());
}

TEST_F(UnsavedChangesTest, QuittingWithChangesAsksAndCancelKeepsTheWindowAndTheChanges)
{
    edit(4);
    ModalDialogs dialogs(answerQuestion(QMessageBox::Cancel));
    EXPECT_FALSE(mWindow->close());
    EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
    EXPECT_TRUE(mWindow->isVisible());
    EXPECT_TRUE(mWindow->isWindowModified());
    EXPECT_EQ(session()->scenario().dimension, 4);
}

TEST_F(UnsavedChangesTest, QuittingAndSavingWritesTheFileBeforeTheWindowCloses)
{
    const QString path = openOwnFile();
    edit(5);
    ModalDialogs dialogs(answerQuestion(QMessageBox::Save));
    EXPECT_TRUE(mWindow->close());
    EXPECT_EQ(dialogs.seen(), QStringList{kQuestion}); // the file is known: no file dialog
    EXPECT_EQ(readScenarioFile(path.toStdString()).dimension, 5);
}

TEST_F(UnsavedChangesTest, QuittingWithASaveThatFailsKeepsTheWindow)
{
    const QString path = openOwnFile();
    edit(5);
    ASSERT_TRUE(QFile::remove(path));
    ASSERT_TRUE(QDir().mkdir(path)); // the file's place is now a folder: the save fails
    ModalDialogs dialogs(answerQuestion(QMessageBox::Save));
    EXPECT_FALSE(mWindow->close());
    EXPECT_TRUE(mWindow->isVisible());
    EXPECT_TRUE(mWindow->isWindowModified());
    EXPECT_TRUE(mWindow->errorMessage().contains(QStringLiteral("mine.json")))
        << mWindow->errorMessage();
}

TEST_F(UnsavedChangesTest, QuittingAndDiscardingClosesAndTheNextStartShowsTheFileAsSaved)
{
    const QString path = openOwnFile();
    const QByteArray saved = contents(path);
    edit(5);
    {
        ModalDialogs dialogs(answerQuestion(QMessageBox::Discard));
        EXPECT_TRUE(mWindow->close());
        EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
    }
    EXPECT_EQ(contents(path), saved);
    mWindow.reset();
    MainWindow again;
    EXPECT_EQ(again.session()->scenario().dimension, 4);
    EXPECT_TRUE(again.windowTitle().startsWith(QStringLiteral("mine.json")));
    EXPECT_FALSE(again.isWindowModified());
}

TEST_F(UnsavedChangesTest, NewAsksBeforeTheLectureExampleReplacesTheChanges)
{
    edit(4);
    {
        ModalDialogs dialogs(answerQuestion(QMessageBox::Cancel));
        trigger("lectureExample");
        EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
        EXPECT_EQ(session()->scenario().dimension, 4);
        EXPECT_TRUE(mWindow->isWindowModified());
    }
    {
        ModalDialogs dialogs(answerQuestion(QMessageBox::Discard));
        trigger("lectureExample");
        EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
        EXPECT_EQ(session()->scenario(), normalized(Scenario{}));
        EXPECT_FALSE(mWindow->isWindowModified());
    }
    {
        ModalDialogs dialogs; // nothing unsaved now: no question
        trigger("lectureExample");
        EXPECT_TRUE(dialogs.seen().isEmpty());
    }
}

TEST_F(UnsavedChangesTest, NewAndSaveAsksForANameWhenTheScenarioHasNoFile)
{
    edit(4);
    const QString path = mDir.filePath(QStringLiteral("named.json"));
    ModalDialogs dialogs(answerQuestionAndSaveAs(QMessageBox::Save, path));
    trigger("lectureExample");
    ASSERT_EQ(dialogs.seen().size(), 2);
    EXPECT_EQ(dialogs.seen().first(), kQuestion);
    EXPECT_EQ(readScenarioFile(path.toStdString()).dimension, 4);
    EXPECT_EQ(session()->scenario(), normalized(Scenario{}));
}

TEST_F(UnsavedChangesTest, OpeningAnotherScenarioOrTraceAsksFirst)
{
    edit(4);
    for (const char* action : {"openScenario", "openTrace"}) {
        SCOPED_TRACE(action);
        {
            // Cancel: not even the file dialog comes.
            ModalDialogs dialogs(answerQuestion(QMessageBox::Cancel));
            trigger(action);
            EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
        }
        {
            // Discard: the file dialog comes next (closed here, so nothing is opened).
            ModalDialogs dialogs(answerQuestion(QMessageBox::Discard));
            trigger(action);
            ASSERT_EQ(dialogs.seen().size(), 2);
            EXPECT_EQ(dialogs.seen()[0], kQuestion);
            EXPECT_EQ(dialogs.seen()[1], QStringLiteral("QFileDialog"));
        }
        EXPECT_EQ(session()->scenario().dimension, 4);
        EXPECT_TRUE(mWindow->isWindowModified());
    }
}

TEST_F(UnsavedChangesTest, SaveOnAShippedExampleAsksForANewNameAndKeepsTheExample)
{
    const QString example =
        shippedDirectory(ShippedKind::Scenarios) + QStringLiteral("/lecture-reduce.json");
    const QByteArray before = contents(example);
    ASSERT_FALSE(before.isEmpty());
    ASSERT_TRUE(mWindow->openScenario(example));
    edit(4);
    const QString path = mDir.filePath(QStringLiteral("my-reduce.json"));
    ModalDialogs dialogs(answerQuestionAndSaveAs(QMessageBox::Cancel, path));
    trigger("saveScenario");
    EXPECT_EQ(dialogs.seen(), QStringList{QStringLiteral("QFileDialog")});
    EXPECT_EQ(contents(example), before);
    EXPECT_EQ(readScenarioFile(path.toStdString()).dimension, 4);
    EXPECT_TRUE(mWindow->windowTitle().startsWith(QStringLiteral("my-reduce.json")));
    EXPECT_FALSE(mWindow->isWindowModified());
}

TEST_F(UnsavedChangesTest, SaveOnAnOpenedTraceAsksForANewNameAndKeepsTheTrace)
{
    const QString trace = mDir.filePath(QStringLiteral("recorded.json"));
    writeTraceFile(trace.toStdString(), Emulator::run(Scenario{}));
    const QByteArray before = contents(trace);
    ASSERT_TRUE(mWindow->openTrace(trace));
    edit(4); // from here on the window runs the engine; the file is still a trace
    {
        ModalDialogs dialogs; // the save dialog comes and is cancelled
        trigger("saveScenario");
        EXPECT_EQ(dialogs.seen(), QStringList{QStringLiteral("QFileDialog")});
    }
    EXPECT_EQ(contents(trace), before);
    EXPECT_TRUE(mWindow->isWindowModified());
}

TEST_F(UnsavedChangesTest, SaveOnAnOwnFileWritesItWithoutAsking)
{
    const QString path = openOwnFile();
    edit(5);
    ModalDialogs dialogs;
    trigger("saveScenario");
    EXPECT_TRUE(dialogs.seen().isEmpty());
    EXPECT_EQ(readScenarioFile(path.toStdString()).dimension, 5);
    EXPECT_FALSE(mWindow->isWindowModified());
}

TEST_F(UnsavedChangesTest, TheQuestionIsAskedInTheWindowsLanguage)
{
    mWindow->setLanguage(QStringLiteral("de"));
    edit(4);
    QString title;
    QString text;
    ModalDialogs dialogs([&](QWidget* dialog) {
        title = dialog->windowTitle();
        text = static_cast<QMessageBox*>(dialog)->text();
        answerQuestion(QMessageBox::Cancel)(dialog);
    });
    EXPECT_FALSE(mWindow->close());
    EXPECT_EQ(dialogs.seen(), QStringList{kQuestion});
    EXPECT_EQ(title, QStringLiteral("Nicht gespeicherte Änderungen"));
    EXPECT_TRUE(text.contains(QStringLiteral("„ungespeichertes Szenario“"))) << text;
    mWindow->setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

// Save from the question about a shipped example: the dialog proposes the example's own name,
// in a folder that exists and is not the shipped one (not a file named "Documents" wherever
// the dialog was last); the handout's dialog likewise proposes "lecture-reduce.pdf".
TEST_F(UnsavedChangesTest, SaveFromTheQuestionProposesTheDocumentsOwnNameInAFolderThatExists)
{
    const QString shipped = shippedDirectory(ShippedKind::Scenarios);
    ASSERT_TRUE(mWindow->openScenario(shipped + QStringLiteral("/lecture-reduce.json")));
    edit(4);
    QStringList proposed;
    const auto look = [&proposed](QWidget* dialog) {
        if (auto* files = qobject_cast<QFileDialog*>(dialog)) {
            proposed << (files->selectedFiles().isEmpty() ? QString()
                                                          : files->selectedFiles().first());
            static_cast<QDialog*>(files)->reject();
        } else {
            answerQuestion(QMessageBox::Save)(dialog);
        }
    };
    {
        ModalDialogs dialogs(look);
        trigger("lectureExample");
        EXPECT_EQ(dialogs.seen(), (QStringList{kQuestion, QStringLiteral("QFileDialog")}));
    }
    {
        ModalDialogs dialogs(look);
        trigger("exportHandout");
    }
    ASSERT_EQ(proposed.size(), 2);
    for (const QString& path : proposed) {
        const QFileInfo file(path);
        EXPECT_TRUE(QFileInfo(file.absolutePath()).isDir()) << path;
        EXPECT_FALSE(isShippedFile(path)) << path;
        EXPECT_NE(QDir(file.absolutePath()).canonicalPath(), QDir(shipped).canonicalPath()) << path;
    }
    EXPECT_EQ(QFileInfo(proposed[0]).fileName(), QStringLiteral("lecture-reduce.json"));
    EXPECT_EQ(QFileInfo(proposed[1]).fileName(), QStringLiteral("lecture-reduce.pdf"));
    EXPECT_TRUE(mWindow->isWindowModified()); // the save was cancelled: nothing dropped
}
