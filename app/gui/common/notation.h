#pragma once
// Notation: the lecture's notation as the window shows it — a_5 as a₅, s_i as sᵢ, and a
// formula such as s := s + H kept on one line. The one place that writes it: the captions,
// the nodes, the legend, the exercises' feedback, the handout and the web page all show their
// texts through it. What a screen reader or a braille display reads stays plain ("s_0 = …",
// docs/gui.md, "Accessibility of the cube"), and so does what a student types.

#include <QString>
#include <string>

namespace cubelab::gui::Notation {

// An underscore's index as a subscript: digits (a_12 → a₁₂) and, after a letter, the letters
// i, j, k and n alone (s_i → sᵢ); any other underscore stays (Tree_UpDo, a_x).
QString subscripts(const QString& text);
QString subscripts(const std::string& text);
QString subscripts(const char* text); // UTF-8
// subscripts(), and each formula ("s := H", "s := s + H", "s[b] := s[b] ⊕ H[b]") and each step
// with its link ("a) link 7", "Link 7") joined by no-break spaces, so that a narrow caption
// never breaks them.
QString shown(const QString& text);

} // namespace cubelab::gui::Notation
