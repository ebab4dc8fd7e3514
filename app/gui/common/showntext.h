#pragma once
// Text from a file or a program shown in the window — a machine's name or note, a measured
// run's library, its collectives' names — bounded, so that no such text widens or slows the
// window: at most maxCharacters (the rest elided with "…"), and a zero-width space after every
// kUnbrokenRun characters without a break, so that a word-wrapping label can always break it.
// A tester's note of 100,000 characters without a space made the window 1,237,372 px wide.

#include <QString>
#include <string>

namespace cubelab::gui {

inline constexpr int kShownCharacters = 300;     // in a label
inline constexpr int kShownTipCharacters = 2000; // in a tooltip
inline constexpr int kUnbrokenRun = 40;

QString shownText(const QString& text, int maxCharacters = kShownCharacters);
QString shownText(const std::string& text, int maxCharacters = kShownCharacters);

} // namespace cubelab::gui
