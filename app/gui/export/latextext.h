#pragma once
// LatexText: text CubeLab writes (with its subscripts, ⊕, →, German umlauts) as LaTeX that
// pdflatex typesets with the kernel alone: specials escaped, Unicode mapped to math or text
// commands, any character pdflatex would stop at replaced by "?".

#include <QString>

namespace cubelab::gui {

class LatexText
{
public:
    static QString escape(const QString& text);
};

} // namespace cubelab::gui
