#pragma once
// The colours of every view: light, dark and high-contrast. Link numbers use the
// colour-blind-safe Okabe–Ito palette; text keeps a contrast of at least 4.5:1.

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>
#include <array>

namespace cubelab::gui {

enum class ThemeKind
{
    Light,
    Dark,
    HighContrast
};

struct Theme
{
    ThemeKind kind = ThemeKind::Light;
    QColor background;
    QColor surface; // node fill
    QColor text;
    QColor mutedText;
    QColor outline;   // node outline
    QColor highlight; // the current step's links and tokens
    QColor sender;
    QColor receiver;
    QColor done; // reduce senders that have finished (dimmed)
    QColor root;
    QColor follow;     // what is followed through the steps (a ring, its note's plate)
    QColor followText; // the note's text on that plate
    // Added for the hypercube view: the fills that mark a step's senders and receivers (text
    // on them keeps 4.5:1), the outline of a finished node, and a casing drawn under thick
    // link lines where the light Okabe–Ito colours would fade into the background.
    QColor senderFill;
    QColor receiverFill;
    QColor doneOutline;
    QColor linkCasing;                // invalid: no casing
    std::array<QColor, 8> linkColors; // link 1 … 8; links 9 and 10 reuse 1 and 2, set apart
                                      // (the hypercube view draws them as double lines)

    // Any int, so that no link number from a file can read outside the table.
    QColor linkColor(int link) const
    {
        return linkColors[static_cast<std::size_t>(((link - 1) % 8 + 8) % 8)];
    }
    bool linkDashed(int link) const { return link > 8; }
    // Each of the links 1 … 8 in a line style of its own besides its colour (colour is never
    // the only carrier): the dash pattern in pen widths, empty for link 1's solid line (and
    // for 9 and 10, drawn as double lines).
    static QList<qreal> linkDashes(int link);
    QPalette palette() const;

    // Text on a fill of any colour (a token in its link's colour): black or white, whichever
    // contrasts more (WCAG's contrast ratio).
    static QColor textOn(const QColor& fill);
    // WCAG 2's contrast ratio of two opaque colours, 1 to 21.
    static double contrast(const QColor& a, const QColor& b);

    // a and b mixed opaquely (t = 0: a, t = 1: b): dimmed colours without alpha, which keeps
    // QPainter on its fast path for the many links of a large cube.
    static QColor blend(const QColor& a, const QColor& b, double t);

    static Theme make(ThemeKind kind);
    static QString id(ThemeKind kind);          // "light", "dark", "high-contrast"
    static ThemeKind fromId(const QString& id); // unknown ids give Light
};

} // namespace cubelab::gui
