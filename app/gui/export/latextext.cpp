#include "export/latextext.h"

#include <QHash>

namespace cubelab::gui {

namespace {

// What LaTeX reads as each character that is special to it or outside the fonts' ASCII: the
// characters the program's texts use (arrows, operators, Greek letters, typographic marks).
struct Replacement
{
    char32_t character;
    const char* latex;
};

constexpr Replacement kReplacements[] = {
    {U'\\', "\\textbackslash{}"},
    {U'{', "\\{"},
    {U'}', "\\}"},
    {U'$', "\\$"},
    {U'&', "\\&"},
    {U'#', "\\#"},
    {U'%', "\\%"},
    {U'_', "\\_"},
    {U'^', "\\^{}"},
    {U'~', "\\textasciitilde{}"},
    {U'<', "\\textless{}"},
    {U'>', "\\textgreater{}"},
    {U'|', "\\textbar{}"},
    {U'\u00A0', "~"},
    {U'\u2009', "\\,"},
    {U'\u202F', "\\,"},
    {U'\u2013', "--"},
    {U'\u2014', "---"},
    {U'\u2026', "\\ldots{}"},
    {U'\u201C', "``"},
    {U'\u201D', "''"},
    {U'\u201E', ",,"},
    {U'\u2018', "`"},
    {U'\u2019', "'"},
    {U'\u2022', "\\textbullet{}"},
    {U'\u00B0', "$^\\circ$"},
    {U'\u00B7', "$\\cdot$"},
    {U'\u00D7', "$\\times$"},
    {U'\u2212', "$-$"},
    {U'\u2295', "$\\oplus$"},
    {U'\u2297', "$\\otimes$"},
    {U'\u2192', "$\\rightarrow$"},
    {U'\u2190', "$\\leftarrow$"},
    {U'\u2194', "$\\leftrightarrow$"},
    {U'\u21D2', "$\\Rightarrow$"},
    {U'\u2264', "$\\leq$"},
    {U'\u2265', "$\\geq$"},
    {U'\u2260', "$\\neq$"},
    {U'\u2248', "$\\approx$"},
    {U'\u221E', "$\\infty$"},
    {U'\u2211', "$\\sum$"},
    {U'\u2308', "$\\lceil$"},
    {U'\u2309', "$\\rceil$"},
    {U'\u230A', "$\\lfloor$"},
    {U'\u230B', "$\\rfloor$"},
    {U'\u25B8', "$\\triangleright$"},
    {U'\u25B6', "$\\triangleright$"},
    {U'\u03B1', "$\\alpha$"},
    {U'\u03B2', "$\\beta$"},
    {U'\u03B3', "$\\gamma$"},
    {U'\u03BC', "$\\mu$"},
    {U'\u00B5', "$\\mu$"},
    {U'\u03A3', "$\\Sigma$"},
    {U'\u2080', "\\textsubscript{0}"},
    {U'\u208A', "\\textsubscript{+}"},
    {U'\u208B', "\\textsubscript{-}"},
    {U'\u2070', "\\textsuperscript{0}"},
    {U'\u00B9', "\\textsuperscript{1}"},
    {U'\u00B2', "\\textsuperscript{2}"},
    {U'\u00B3', "\\textsuperscript{3}"},
};

const QHash<char32_t, QString>& replacements()
{
    static const QHash<char32_t, QString> table = [] {
        QHash<char32_t, QString> byCharacter;
        for (const Replacement& replacement : kReplacements)
            byCharacter.insert(replacement.character, QLatin1String(replacement.latex));
        return byCharacter;
    }();
    return table;
}

} // namespace

QString LatexText::escape(const QString& text)
{
    QString out;
    out.reserve(text.size() * 2);
    for (const char32_t c : text.toUcs4()) {
        if (const auto found = replacements().constFind(c); found != replacements().constEnd())
            out += *found;
        else if (c >= U'\u2081' && c <= U'\u2089') // ₁ … ₉
            out += QStringLiteral("\\textsubscript{%1}").arg(static_cast<int>(c - U'\u2080'));
        else if (c >= U'\u2074' && c <= U'\u2079') // ⁴ … ⁹
            out += QStringLiteral("\\textsuperscript{%1}").arg(static_cast<int>(c - U'\u2070'));
        else if (c == U'\n' || c == U'\t')
            out += QLatin1Char(' ');
        else if ((c >= 0x20 && c < 0x7F) ||
                 (c >= 0xC0 && c <= 0xFF && c != 0xD0 && c != 0xDE && c != 0xF0 && c != 0xFE))
            out += QString::fromUcs4(
                &c, 1); // ASCII, and the Latin-1 letters the default fonts compose (ä, é, ß)
        else if (c >= 0x20)
            out += QLatin1Char('?');
    }
    return out;
}

} // namespace cubelab::gui
