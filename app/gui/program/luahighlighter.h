#pragma once
// Lua 5.4 syntax colours for the program editor: keywords, strings (long ones across lines),
// comments (long ones across lines), numbers and the names of the node interface
// (docs/programs.md). The colours come from the window's theme, so dark and high contrast
// keep their contrast.

#include "common/theme.h"

#include <QSet>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace cubelab::gui {

class LuaHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    enum class Kind
    {
        Keyword,
        String,
        Comment,
        Number,
        NodeName
    };

    explicit LuaHighlighter(QTextDocument* document);

    void setTheme(const Theme& theme);
    QTextCharFormat format(Kind kind) const;

protected:
    void highlightBlock(const QString& text) override;

private:
    // A long bracket ([[, [==[) opening at `at`: its level (the number of '='), or -1.
    static int longBracketLevel(const QString& text, qsizetype at);
    // Formats from `from` up to the long bracket's close and returns the index after it, or
    // formats to the end of the line and returns -1 (the bracket stays open).
    qsizetype closeLong(const QString& text, qsizetype from, int level, Kind kind);
    qsizetype quotedEnd(const QString& text, qsizetype from) const;
    // Formats the number starting at `at` and returns the index after it.
    qsizetype formatNumber(const QString& text, qsizetype at);
    // Formats the name starting at `at` if it is a keyword or a node's method (after ':' or
    // '.') and returns the index after it.
    qsizetype formatName(const QString& text, qsizetype at);

    QTextCharFormat mFormats[5];
};

} // namespace cubelab::gui
