#pragma once
// ThemeStyle: Fusion, with the outlines of fields (spin boxes, combo boxes, line edits) and
// the groove, ticks and handle of sliders drawn visibly on every theme. Fusion derives those
// outlines from the window colour, darker still: black on the dark and high-contrast themes.
// Here they take frameColor(), a mix of the window and the text colour that keeps a contrast
// of at least 3:1 against the window (what WCAG asks of a control's outline).
// The focus rectangle (buttons, check boxes, tabs, the current cell of a list or table) is a
// solid line two pixels wide in focusColor(), drawn whenever the control has the focus: Fusion's
// is a faint tint, only after a key moved the focus, and none at all on push buttons and tabs.

#include <QProxyStyle>

namespace cubelab::gui {

class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    ThemeStyle();

    static QColor frameColor(const QPalette& palette);
    // Of the highlight, the text and the highlighted text colour, the one that stands out most
    // against what the focus rectangle is drawn on (behind).
    static QColor focusColor(const QPalette& palette, const QColor& behind);

    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

} // namespace cubelab::gui
