#pragma once
// How a node's value reads in the window: its s_i is a vector of m numbers, of which a large
// trace may keep only the first few between the first and the last step. One rule for the
// cube's boxes and tokens, a node's tooltip, the partial-results table and the exercise panel;
// they differ only in the digits and in how many elements they have room for. Numbers follow
// the language's notation (a decimal comma in German). "Not there yet" and expressions are
// the callers' texts.

#include <QLocale>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <span>

namespace cubelab::gui {

// Significant digits. The cube's boxes, tokens and tooltips have a projector's room; the
// table and the exercise panel show what a student would type in.
inline constexpr int kBriefValueDigits = 6;
inline constexpr int kFullValueDigits = 12;

// One number: "0.333333" / "0,333333"; large and small ones in e-notation ("1e+20").
QString formatValueNumber(double value, int digits, const QLocale& locale = QLocale());

// The first element, followed by " …" when the vector has more than one (elements is m, the
// vector's length; stored the elements the trace kept). Empty when nothing is stored.
QString formatFirstValue(std::span<const double> stored, std::uint64_t elements, int digits,
                         const QLocale& locale = QLocale());

// m = 1: the number. Otherwise "(a; b; c)": up to maxShown of the stored elements, and a last
// "…" when the vector has more elements than are shown: "(a; b; …)".
QString formatValueList(std::span<const double> stored, std::uint64_t elements,
                        std::size_t maxShown, int digits, const QLocale& locale = QLocale());

} // namespace cubelab::gui
