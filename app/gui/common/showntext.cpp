#include "common/showntext.h"

#include <algorithm>

namespace cubelab::gui {

QString shownText(const QString& text, int maxCharacters)
{
    QString cut = text;
    if (text.size() > maxCharacters) {
        cut = text.left(maxCharacters - 1);
        if (cut.back().isHighSurrogate()) // not half a character
            cut.chop(1);
        cut += QChar(0x2026);
    }
    QString shown;
    shown.reserve(cut.size() + cut.size() / kUnbrokenRun);
    int run = 0;
    for (const QChar c : cut) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > kUnbrokenRun && !c.isLowSurrogate()) {
            shown += QChar(0x200B); // zero-width space: a place to break
            run = 1;
        }
        shown += c;
    }
    return shown;
}

QString shownText(const std::string& text, int maxCharacters)
{
    // Only the start is converted: a text of megabytes costs no more than a short one.
    const std::size_t bytes =
        std::min(text.size(), static_cast<std::size_t>(maxCharacters) * 4 + 4);
    QString converted = QString::fromUtf8(text.data(), static_cast<qsizetype>(bytes));
    if (bytes < text.size())
        converted += QChar(0x2026);
    return shownText(converted, maxCharacters);
}

} // namespace cubelab::gui
