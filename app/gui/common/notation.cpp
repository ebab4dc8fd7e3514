#include "common/notation.h"

#include <QRegularExpression>

namespace cubelab::gui::Notation {

namespace {

// The subscript letters Unicode has that the lecture uses as an index.
QChar subscriptLetter(QChar letter)
{
    switch (letter.unicode()) {
    case 'i':
        return QChar(0x1D62);
    case 'j':
        return QChar(0x2C7C);
    case 'k':
        return QChar(0x2096);
    case 'n':
        return QChar(0x2099);
    default:
        return {};
    }
}

bool isAsciiDigit(QChar c)
{
    return c.unicode() >= '0' && c.unicode() <= '9';
}

bool isAsciiLetterOrDigit(QChar c)
{
    return c.unicode() < 128 && c.isLetterOrNumber();
}

} // namespace

QString subscripts(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('_') || i + 1 >= text.size()) {
            out += text[i];
        } else if (isAsciiDigit(text[i + 1])) {
            while (i + 1 < text.size() && isAsciiDigit(text[i + 1]))
                out += QChar(0x2080 + (text[++i].unicode() - '0'));
        } else if (const QChar letter = subscriptLetter(text[i + 1]);
                   !letter.isNull() && i > 0 && text[i - 1].isLetter() &&
                   (i + 2 >= text.size() || !isAsciiLetterOrDigit(text[i + 2]))) {
            out += letter;
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

QString subscripts(const std::string& text)
{
    return subscripts(QString::fromStdString(text));
}

QString subscripts(const char* text)
{
    return subscripts(QString::fromUtf8(text));
}

QString shown(const QString& text)
{
    // "s := H", "s := s + H", "s[b] := s[b] ⊕ H[b]": a name, :=, and one operand or two; and a
    // step with its link, "a) link 7" ("a) Link 7"), which a caption names as one thing.
    static const QRegularExpression formula(
        QStringLiteral(R"(\S+ := \S+(?: [+⊕×·*−-] \S+)?|\b[a-z]\) [Ll]ink \d+|\b[Ll]ink \d+)"));
    QString out = subscripts(text);
    QRegularExpressionMatchIterator it = formula.globalMatch(out);
    QList<QRegularExpressionMatch> matches;
    while (it.hasNext())
        matches << it.next();
    for (auto m = matches.crbegin(); m != matches.crend(); ++m) {
        QString joined = m->captured();
        joined.replace(QLatin1Char(' '), QChar(0x00A0));
        out.replace(m->capturedStart(), m->capturedLength(), joined);
    }
    return out;
}

} // namespace cubelab::gui::Notation
