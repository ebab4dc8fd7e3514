// The parts of the program editor that need no run: the Lua colours (a long string and a long
// comment run on across lines), the error mark on its line, and the .lua files — what is not a
// program file is refused before anything is loaded, and a failed save keeps the old file.

#include "childprocess.h"
#include "guitestutil.h"
#include "program/codeeditor.h"
#include "program/luahighlighter.h"
#include "program/programfile.h"

#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/types.h>

using namespace cubelab::gui;
using Kind = cubelab::gui::LuaHighlighter::Kind;

namespace {

// The colour the highlighter gave the character at (line, column), both from 0; invalid when
// it gave none.
QColor colourAt(const QTextDocument& document, int line, int column)
{
    const QTextBlock block = document.findBlockByNumber(line);
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
        if (column >= range.start && column < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

QColor colourOf(const LuaHighlighter& highlighter, Kind kind)
{
    return highlighter.format(kind).foreground().color();
}

} // namespace

TEST(LuaHighlighter, KeywordsStringsCommentsNumbersAndTheNodesNamesGetTheirColours)
{
    CodeEditor editor; // a document with a layout: a bare one tells no highlighter of changes
    QTextDocument& document = *editor.document();
    LuaHighlighter highlighter(&document);
    document.setPlainText(QStringLiteral("local x = 'it''s' .. \"a\" -- a note\n"
                                         "node:send(2, node:s()) return 0x1F + 3.5e2 + node.id\n"
                                         "sender = receive"));
    EXPECT_EQ(colourAt(document, 0, 0), colourOf(highlighter, Kind::Keyword));  // local
    EXPECT_FALSE(colourAt(document, 0, 6).isValid());                           // x
    EXPECT_EQ(colourAt(document, 0, 10), colourOf(highlighter, Kind::String));  // 'it'
    EXPECT_EQ(colourAt(document, 0, 21), colourOf(highlighter, Kind::String));  // "a"
    EXPECT_EQ(colourAt(document, 0, 28), colourOf(highlighter, Kind::Comment)); // -- a note
    EXPECT_EQ(colourAt(document, 0, 33), colourOf(highlighter, Kind::Comment));
    EXPECT_EQ(colourAt(document, 1, 5), colourOf(highlighter, Kind::NodeName));  // send
    EXPECT_EQ(colourAt(document, 1, 18), colourOf(highlighter, Kind::NodeName)); // s
    EXPECT_EQ(colourAt(document, 1, 23), colourOf(highlighter, Kind::Keyword));  // return
    EXPECT_EQ(colourAt(document, 1, 30), colourOf(highlighter, Kind::Number));   // 0x1F
    EXPECT_EQ(colourAt(document, 1, 37), colourOf(highlighter, Kind::Number));   // 3.5e2
    EXPECT_EQ(colourAt(document, 1, 50), colourOf(highlighter, Kind::NodeName)); // id
    // The node's names are marked only after node: or node. — a variable may be called so.
    EXPECT_FALSE(colourAt(document, 2, 0).isValid());
    EXPECT_FALSE(colourAt(document, 2, 10).isValid());
    // The five kinds are told apart.
    const QSet<QRgb> colours{
        colourOf(highlighter, Kind::Keyword).rgb(), colourOf(highlighter, Kind::String).rgb(),
        colourOf(highlighter, Kind::Comment).rgb(), colourOf(highlighter, Kind::Number).rgb(),
        colourOf(highlighter, Kind::NodeName).rgb()};
    EXPECT_EQ(colours.size(), 5);
}

TEST(LuaHighlighter, LongStringsAndLongCommentsRunOnAcrossLinesUntilTheirLevelCloses)
{
    CodeEditor editor; // a document with a layout: a bare one tells no highlighter of changes
    QTextDocument& document = *editor.document();
    LuaHighlighter highlighter(&document);
    document.setPlainText(QStringLiteral("local t = [==[ first\n"
                                         "end ]] still ]=] inside\n"
                                         "]==] if x then\n"
                                         "--[[ a comment\n"
                                         "local y = 1\n"
                                         "]] return y"));
    EXPECT_EQ(colourAt(document, 0, 10), colourOf(highlighter, Kind::String));
    // "end" inside the long string is no keyword, and ]] or ]=] do not close level 2.
    EXPECT_EQ(colourAt(document, 1, 0), colourOf(highlighter, Kind::String));
    EXPECT_EQ(colourAt(document, 1, 18), colourOf(highlighter, Kind::String));
    EXPECT_EQ(colourAt(document, 2, 3), colourOf(highlighter, Kind::String));  // the closing ]==]
    EXPECT_EQ(colourAt(document, 2, 5), colourOf(highlighter, Kind::Keyword)); // if, after it
    EXPECT_EQ(colourAt(document, 4, 0),
              colourOf(highlighter, Kind::Comment)); // local, commented out
    EXPECT_EQ(colourAt(document, 4, 10), colourOf(highlighter, Kind::Comment));
    EXPECT_EQ(colourAt(document, 5, 3), colourOf(highlighter, Kind::Keyword)); // return, after ]]
    // Closing the long string earlier changes the lines after it.
    QTextCursor cursor(document.findBlockByNumber(0));
    cursor.movePosition(QTextCursor::EndOfBlock);
    cursor.insertText(QStringLiteral(" ]==]"));
    EXPECT_EQ(colourAt(document, 1, 0), colourOf(highlighter, Kind::Keyword)); // end
}

TEST(LuaHighlighter, TheColoursFollowTheTheme)
{
    QTextDocument document;
    LuaHighlighter highlighter(&document);
    const QColor light = colourOf(highlighter, Kind::Keyword);
    highlighter.setTheme(Theme::make(ThemeKind::Dark));
    EXPECT_NE(colourOf(highlighter, Kind::Keyword), light);
    EXPECT_EQ(colourOf(highlighter, Kind::Comment), Theme::make(ThemeKind::Dark).mutedText);
}

TEST(CodeEditor, TheErrorMarkSitsOnTheGivenLineAndScrollsThere)
{
    CodeEditor editor;
    editor.resize(400, 200);
    QStringList lines;
    for (int i = 1; i <= 120; ++i)
        lines << QStringLiteral("local v%1 = %1").arg(i);
    editor.setPlainText(lines.join(QLatin1Char('\n')));
    editor.show();
    test::settle();
    editor.markError(100, QStringLiteral("attempt to index a nil value"));
    test::settle();
    ASSERT_EQ(editor.extraSelections().size(), 1);
    EXPECT_EQ(editor.extraSelections().front().cursor.blockNumber(), 99); // line 100, from 1
    EXPECT_EQ(editor.errorLine(), 100);
    EXPECT_EQ(editor.textCursor().blockNumber(), 99);
    // Line 100 is in view and its tooltip is the message; line 1 is scrolled away.
    const QRect shown = editor.cursorRect(QTextCursor(editor.document()->findBlockByNumber(99)));
    EXPECT_TRUE(editor.viewport()->rect().contains(shown.center()));
    EXPECT_EQ(editor.toolTipAt(shown.center().y()), QStringLiteral("attempt to index a nil value"));
    EXPECT_FALSE(editor.viewport()->rect().intersects(
        editor.cursorRect(QTextCursor(editor.document()->findBlockByNumber(0)))));
    editor.clearError();
    EXPECT_TRUE(editor.extraSelections().isEmpty());
    EXPECT_TRUE(editor.toolTipAt(shown.center().y()).isEmpty());
}

TEST(CodeEditor, TabInsertsSpacesToTheNextMultipleOfFour)
{
    CodeEditor editor;
    editor.setPlainText(QStringLiteral("ab"));
    editor.moveCursor(QTextCursor::End);
    QTest::keyClick(&editor, Qt::Key_Tab);
    EXPECT_EQ(editor.toPlainText(), QStringLiteral("ab  "));
    QTest::keyClick(&editor, Qt::Key_Tab);
    EXPECT_EQ(editor.toPlainText(), QStringLiteral("ab      "));
}

// Pasting 5 MB as one line froze the editor for minutes.
TEST(CodeEditor, APasteBeyondTheLimitOfAProgramIsRefusedAndTheTextStays)
{
    CodeEditor editor;
    editor.setPlainText(QStringLiteral("x = 1"));
    QSignalSpy refused(&editor, &CodeEditor::refused);
    QApplication::clipboard()->setText(QString(5'000'000, QLatin1Char('a')));
    editor.paste();
    EXPECT_EQ(editor.toPlainText(), QStringLiteral("x = 1"));
    ASSERT_EQ(refused.count(), 1);
    EXPECT_EQ(refused.at(0).at(0).value<qsizetype>(), 5'000'005);
    EXPECT_TRUE(CodeEditor::refusalText(5'000'005).contains(QStringLiteral("at most 262144")));
    // A paste that fits goes in, up to the limit exactly.
    editor.selectAll();
    QApplication::clipboard()->setText(QString(CodeEditor::maxBytes(), QLatin1Char('b')));
    editor.paste();
    EXPECT_EQ(editor.toPlainText().size(), CodeEditor::maxBytes());
    EXPECT_EQ(refused.count(), 1);
}

TEST(ProgramFile, ReadsAUtf8Program)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.lua"));
    test::putFile(path, "-- Größe\nfunction program(node) end\n");
    const ProgramFile::Read read = ProgramFile::read(path);
    EXPECT_TRUE(read.error.isEmpty()) << read.error;
    EXPECT_EQ(read.text, QStringLiteral("-- Größe\nfunction program(node) end\n"));
}

TEST(ProgramFile, AFifoIsRefusedWithoutWaitingForAWriter)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pipe.lua"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const ProgramFile::Read read = ProgramFile::read(path); // opening it would block
    EXPECT_TRUE(read.text.isEmpty());
    EXPECT_TRUE(
        read.error.contains(QStringLiteral("pipe.lua was not opened: it is not a regular file")))
        << read.error;
}

TEST(ProgramFile, AFileLargerThanTheLimitOfAProgramIsRefused)
{
    // The limit of the command line (LuaProgram::kMaxSourceBytes); a file of a mebibyte is far
    // beyond it.
    ASSERT_LT(ProgramFile::kMaxBytes, qint64{1} << 20);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.lua"));
    test::putFile(path, QByteArray((qint64{1} << 20) + 1, '-'));
    ProgramFile::Read read = ProgramFile::read(path);
    EXPECT_TRUE(read.text.isEmpty());
    EXPECT_TRUE(read.error.contains(QStringLiteral("1048577 bytes"))) << read.error;
    EXPECT_TRUE(read.error.contains(QStringLiteral("at most %1 bytes").arg(ProgramFile::kMaxBytes)))
        << read.error;
    test::putFile(path, QByteArray(ProgramFile::kMaxBytes + 1, '-'));
    read = ProgramFile::read(path);
    EXPECT_TRUE(read.text.isEmpty());
    EXPECT_FALSE(read.error.isEmpty());
    // Exactly the limit is still read.
    QFile::remove(path);
    test::putFile(path, QByteArray(ProgramFile::kMaxBytes, '-'));
    EXPECT_TRUE(ProgramFile::read(path).error.isEmpty());
}

TEST(ProgramFile, AFileThatIsNotUtf8TextIsRefusedWithItsPlace)
{
    QTemporaryDir dir;
    const QString latin1 = dir.filePath(QStringLiteral("latin1.lua"));
    test::putFile(latin1, "-- ok\n-- Gr\xF6\xDF"
                          "e\n");
    ProgramFile::Read read = ProgramFile::read(latin1);
    EXPECT_TRUE(read.text.isEmpty());
    EXPECT_TRUE(read.error.contains(QStringLiteral("not UTF-8 text (line 2"))) << read.error;
    const QString binary = dir.filePath(QStringLiteral("binary.lua"));
    test::putFile(binary, QByteArray("x\0y", 3));
    read = ProgramFile::read(binary);
    EXPECT_TRUE(read.text.isEmpty());
    EXPECT_FALSE(read.error.isEmpty());
}

TEST(ProgramFile, ASaveIntoAReadOnlyFolderKeepsTheOldFileAndSaysWhy)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("read-only"));
    ASSERT_TRUE(QDir().mkdir(folder));
    const QString path = folder + QStringLiteral("/mine.lua");
    const QByteArray old = "function program(node) end -- the old program\n";
    test::putFile(path, old);
    ASSERT_EQ(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    // Permissions do not stop root: the child saves as the user nobody then.
    const auto result = test::runInChild(test::ChildOptions{std::nullopt, true}, [&] {
        return ProgramFile::write(path,
                                  QStringLiteral("function program(node) node:send(1, 1) end\n"));
    });
    ::chmod(QFile::encodeName(folder).constData(), 0755);
    ASSERT_TRUE(result.finished);
    ASSERT_EQ(result.exitCode, 0) << "the child could not run as an unprivileged user";
    EXPECT_TRUE(result.output.startsWith(QStringLiteral("mine.lua was not written: ")))
        << result.output;
    EXPECT_TRUE(result.output.contains(QStringLiteral("Permission denied"))) << result.output;
    EXPECT_TRUE(result.output.endsWith(QStringLiteral("What was there before is unchanged.")))
        << result.output;
    EXPECT_EQ(test::fileContents(path), old);
    EXPECT_EQ(test::dirEntries(folder), QStringList{QStringLiteral("mine.lua")});
}

TEST(ProgramFile, ASaveReplacesTheFileWhole)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.lua"));
    test::putFile(path, "an old and much longer program than the new one\n");
    EXPECT_TRUE(ProgramFile::write(path, QStringLiteral("-- Größe\n")).isEmpty());
    EXPECT_EQ(test::fileContents(path), QByteArray("-- Größe\n"));
}
