#pragma once
// ThemeStyle: Fusion, with the outlines of fields (spin boxes, combo boxes, line edits) and
// the groove, ticks and handle of sliders drawn visibly on every theme. Fusion derives those
// outlines from the window colour, darker still: black on the dark and high-contrast themes.
// Here they take frameColor(), a mix of the window and the text colour that keeps a contrast
// of at least 3:1 against the window (what WCAG asks of a control's outline).

#include <QProxyStyle>

namespace cubelab::gui {

class ThemeStyle : public QProxyStyle
{
    Q_OBJECT

public:
    ThemeStyle();

    static QColor frameColor(const QPalette& palette);

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

} // namespace cubelab::gui
