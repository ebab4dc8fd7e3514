#include "export/latextext.h"

#include <QHash>

namespace cubelab::gui {

namespace {
const QHash<char32_t, QString>& replacements()
{
    static const QHash<char32_t, QString> table = {
        {U'\\', QStringLiteral("\\textbackslash{}")},
        {U'{', QStringLiteral("\\{")},
        {U'}', QStringLiteral("\\}")},
        {U'$', QStringLiteral("\\$")},
        {U'&', QStringLiteral("\\&")},
        {U'#', QStringLiteral("\\#")},
        {U'%', QStringLiteral("\\%")},
        {U'_', QStringLiteral("\\_")},
        {U'^', QStringLiteral("\\^{}")},
        {U'~', QStringLiteral("\\textasciitilde{}")},
        {U'<', QStringLiteral("\\textless{}")},
        {U'>', QStringLiteral("\\textgreater{}")},
        {U'|', QStringLiteral("\\textbar{}")},
        {U'\u00A0', QStringLiteral("~")},
        {U'\u2009', QStringLiteral("\\,")},
        {U'\u202F', QStringLiteral("\\,")},
        {U'\u2013', QStringLiteral("--")},
        {U'\u2014', QStringLiteral("---")},
        {U'\u2026', QStringLiteral("\\ldots{}")},
        {U'\u201C', QStringLiteral("``")},
        {U'\u201D', QStringLiteral("''")},
        {U'\u201E', QStringLiteral(",,")},
        {U'\u2018', QStringLiteral("`")},
        {U'\u2019', QStringLiteral("'")},
        {U'\u2022', QStringLiteral("\\textbullet{}")},
        {U'\u00B0', QStringLiteral("$^\\circ$")},
        {U'\u00B7', QStringLiteral("$\\cdot$")},
        {U'\u00D7', QStringLiteral("$\\times$")},
        {U'\u2212', QStringLiteral("$-$")},
        {U'\u2295', QStringLiteral("$\\oplus$")},
        {U'\u2297', QStringLiteral("$\\otimes$")},
        {U'\u2192', QStringLiteral("$\\rightarrow$")},
        {U'\u2190', QStringLiteral("$\\leftarrow$")},
        {U'\u2194', QStringLiteral("$\\leftrightarrow$")},
        {U'\u21D2', QStringLiteral("$\\Rightarrow$")},
        {U'\u2264', QStringLiteral("$\\leq$")},
        {U'\u2265', QStringLiteral("$\\geq$")},
        {U'\u2260', QStringLiteral("$\\neq$")},
        {U'\u2248', QStringLiteral("$\\approx$")},
        {U'\u221E', QStringLiteral("$\\infty$")},
        {U'\u2211', QStringLiteral("$\\sum$")},
        {U'\u2308', QStringLiteral("$\\lceil$")},
        {U'\u2309', QStringLiteral("$\\rceil$")},
        {U'\u230A', QStringLiteral("$\\lfloor$")},
        {U'\u230B', QStringLiteral("$\\rfloor$")},
        {U'\u25B8', QStringLiteral("$\\triangleright$")},
        {U'\u25B6', QStringLiteral("$\\triangleright$")},
        {U'\u03B1', QStringLiteral("$\\alpha$")},
        {U'\u03B2', QStringLiteral("$\\beta$")},
        {U'\u03B3', QStringLiteral("$\\gamma$")},
        {U'\u03BC', QStringLiteral("$\\mu$")},
        {U'\u00B5', QStringLiteral("$\\mu$")},
        {U'\u03A3', QStringLiteral("$\\Sigma$")},
        {U'\u2080', QStringLiteral("\\textsubscript{0}")},
        {U'\u208A', QStringLiteral("\\textsubscript{+}")},
        {U'\u208B', QStringLiteral("\\textsubscript{-}")},
        {U'\u2070', QStringLiteral("\\textsuperscript{0}")},
        {U'\u00B9', QStringLiteral("\\textsuperscript{1}")},
        {U'\u00B2', QStringLiteral("\\textsuperscript{2}")},
        {U'\u00B3', QStringLiteral("\\textsuperscript{3}")},
    };
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
