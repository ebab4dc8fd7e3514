#pragma once
// The colours of every view: light, dark and high-contrast. Link numbers use the
// colour-blind-safe Okabe–Ito palette; text keeps a contrast of at least 4.5:1.

#include <QColor>
#include <QPalette>
#include <QString>

#include <array>

namespace cubelab::gui {

enum class ThemeKind { Light, Dark, HighContrast };

struct Theme
{
    ThemeKind kind = ThemeKind::Light;
    QColor background;
    QColor surface;    // node fill
    QColor text;
    QColor mutedText;
    QColor outline;    // node outline
    QColor highlight;  // the current step's links and tokens
    QColor sender;
    QColor receiver;
    QColor done;       // reduce senders that have finished (dimmed)
    QColor root;
    std::array<QColor, 8> linkColors; // link 1 … 8; links 9 and 10 reuse 1 and 2 dashed

    QColor linkColor(int link) const { return linkColors[static_cast<std::size_t>((link - 1) % 8)]; }
    bool linkDashed(int link) const { return link > 8; }
    QPalette palette() const;

    static Theme make(ThemeKind kind);
    static QString id(ThemeKind kind);               // "light", "dark", "high-contrast"
    static ThemeKind fromId(const QString& id);      // unknown ids give Light
};

} // namespace cubelab::gui
