#include "program/luahighlighter.h"

#include <QRegularExpression>

namespace cubelab::gui {

namespace {

// Block states: -1 or 0 nothing open; kLongString + level and kLongComment + level while a long
// string or comment of that level runs on into the next line.
constexpr int kLongString = 1;
constexpr int kLongComment = 1001;
constexpr int kMaxLevel = 999;

const QSet<QString>& keywords()
{
    static const QSet<QString> words{
        QStringLiteral("and"),   QStringLiteral("break"),  QStringLiteral("do"),
        QStringLiteral("else"),  QStringLiteral("elseif"), QStringLiteral("end"),
        QStringLiteral("false"), QStringLiteral("for"),    QStringLiteral("function"),
        QStringLiteral("goto"),  QStringLiteral("if"),     QStringLiteral("in"),
        QStringLiteral("local"), QStringLiteral("nil"),    QStringLiteral("not"),
        QStringLiteral("or"),    QStringLiteral("repeat"), QStringLiteral("return"),
        QStringLiteral("then"),  QStringLiteral("true"),   QStringLiteral("until"),
        QStringLiteral("while")};
    return words;
}

// The node interface (docs/programs.md): marked where they follow "node:" or "node." — after
// any ':' or '.', since a program may name its node otherwise.
const QSet<QString>& nodeNames()
{
    static const QSet<QString> names{QStringLiteral("send"),
                                     QStringLiteral("receive"),
                                     QStringLiteral("exchange"),
                                     QStringLiteral("sendrecv"),
                                     QStringLiteral("combine"),
                                     QStringLiteral("assign"),
                                     QStringLiteral("s"),
                                     QStringLiteral("hasBit"),
                                     QStringLiteral("phase"),
                                     QStringLiteral("blocks"),
                                     QStringLiteral("heldBlocks"),
                                     QStringLiteral("drop"),
                                     QStringLiteral("id"),
                                     QStringLiteral("dimension"),
                                     QStringLiteral("root"),
                                     QStringLiteral("linkOrder"),
                                     QStringLiteral("secondLinkOrder"),
                                     QStringLiteral("blockCount")};
    return names;
}

bool isNameStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

} // namespace

LuaHighlighter::LuaHighlighter(QTextDocument* document) : QSyntaxHighlighter(document)
{
    setTheme(Theme::make(ThemeKind::Light));
}

void LuaHighlighter::setTheme(const Theme& theme)
{
    // Every colour keeps 4.5:1 on the theme's background: the Okabe–Ito blue for keywords,
    // the follow purple for strings, the muted grey for comments; numbers and the node's names
    // are the highlight orange and the receivers' green moved towards the text colour.
    QTextCharFormat keyword;
    keyword.setForeground(theme.sender);
    keyword.setFontWeight(QFont::Bold);
    QTextCharFormat string;
    string.setForeground(theme.follow);
    QTextCharFormat comment;
    comment.setForeground(theme.mutedText);
    comment.setFontItalic(true);
    QTextCharFormat number;
    number.setForeground(Theme::blend(theme.highlight, theme.text, 0.3));
    QTextCharFormat node;
    node.setForeground(Theme::blend(theme.receiver, theme.text, 0.35));
    node.setFontWeight(QFont::Bold);
    mFormats[static_cast<int>(Kind::Keyword)] = keyword;
    mFormats[static_cast<int>(Kind::String)] = string;
    mFormats[static_cast<int>(Kind::Comment)] = comment;
    mFormats[static_cast<int>(Kind::Number)] = number;
    mFormats[static_cast<int>(Kind::NodeName)] = node;
    rehighlight();
}

QTextCharFormat LuaHighlighter::format(Kind kind) const
{
    return mFormats[static_cast<int>(kind)];
}

int LuaHighlighter::longBracketLevel(const QString& text, qsizetype at)
{
    if (at >= text.size() || text[at] != QLatin1Char('['))
        return -1;
    qsizetype i = at + 1;
    while (i < text.size() && text[i] == QLatin1Char('='))
        ++i;
    if (i >= text.size() || text[i] != QLatin1Char('[') || i - at - 1 > kMaxLevel)
        return -1;
    return static_cast<int>(i - at - 1);
}

qsizetype LuaHighlighter::closeLong(const QString& text, qsizetype from, int level, Kind kind)
{
    const QString close = QLatin1Char(']') + QString(level, QLatin1Char('=')) + QLatin1Char(']');
    const qsizetype end = text.indexOf(close, from);
    if (end < 0) {
        setFormat(static_cast<int>(from), static_cast<int>(text.size() - from), format(kind));
        setCurrentBlockState((kind == Kind::String ? kLongString : kLongComment) + level);
        return -1;
    }
    const qsizetype after = end + close.size();
    setFormat(static_cast<int>(from), static_cast<int>(after - from), format(kind));
    return after;
}

qsizetype LuaHighlighter::quotedEnd(const QString& text, qsizetype from) const
{
    const QChar quote = text[from];
    for (qsizetype i = from + 1; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\\'))
            ++i;
        else if (text[i] == quote)
            return i + 1;
    }
    return text.size(); // unfinished: Lua refuses it, the colour shows where it runs
}

qsizetype LuaHighlighter::formatNumber(const QString& text, qsizetype at)
{
    static const QRegularExpression number(QStringLiteral(
        R"(0[xX][0-9a-fA-F]*(\.[0-9a-fA-F]*)?([pP][+-]?[0-9]+)?|[0-9]*\.?[0-9]+([eE][+-]?[0-9]+)?)"));
    const QRegularExpressionMatch m = number.match(text, at, QRegularExpression::NormalMatch,
                                                   QRegularExpression::AnchorAtOffsetMatchOption);
    const qsizetype length = m.hasMatch() && m.capturedLength() > 0 ? m.capturedLength() : 1;
    setFormat(static_cast<int>(at), static_cast<int>(length), format(Kind::Number));
    return at + length;
}

qsizetype LuaHighlighter::formatName(const QString& text, qsizetype at)
{
    qsizetype end = at + 1;
    while (end < text.size() && isNameChar(text[end]))
        ++end;
    const QString name = text.mid(at, end - at);
    const bool afterNode =
        at > 0 && (text[at - 1] == QLatin1Char(':') || text[at - 1] == QLatin1Char('.'));
    if (keywords().contains(name))
        setFormat(static_cast<int>(at), static_cast<int>(end - at), format(Kind::Keyword));
    else if (afterNode && nodeNames().contains(name))
        setFormat(static_cast<int>(at), static_cast<int>(end - at), format(Kind::NodeName));
    return end;
}

void LuaHighlighter::highlightBlock(const QString& text)
{
    setCurrentBlockState(0);
    qsizetype i = 0;
    const int previous = previousBlockState();
    if (previous >= kLongComment)
        i = closeLong(text, 0, previous - kLongComment, Kind::Comment);
    else if (previous >= kLongString)
        i = closeLong(text, 0, previous - kLongString, Kind::String);
    while (i >= 0 && i < text.size()) {
        const QChar c = text[i];
        if (c == QLatin1Char('-') && text.mid(i, 2) == QLatin1String("--")) {
            const int level = longBracketLevel(text, i + 2);
            if (level >= 0) {
                i = closeLong(text, i, level, Kind::Comment);
                continue;
            }
            setFormat(static_cast<int>(i), static_cast<int>(text.size() - i),
                      format(Kind::Comment));
            return;
        }
        if (c == QLatin1Char('[')) {
            const int level = longBracketLevel(text, i);
            if (level >= 0) {
                i = closeLong(text, i, level, Kind::String);
                continue;
            }
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            const qsizetype end = quotedEnd(text, i);
            setFormat(static_cast<int>(i), static_cast<int>(end - i), format(Kind::String));
            i = end;
            continue;
        }
        if (c.isDigit() ||
            (c == QLatin1Char('.') && i + 1 < text.size() && text[i + 1].isDigit())) {
            i = formatNumber(text, i);
            continue;
        }
        if (isNameStart(c)) {
            i = formatName(text, i);
            continue;
        }
        ++i;
    }
}

} // namespace cubelab::gui
