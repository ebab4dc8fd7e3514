#include "common/themestyle.h"

#include "common/theme.h"

#include <QStyleFactory>
#include <QStyleOption>

namespace cubelab::gui {

namespace {

// Fusion draws outlines in the window colour made 1.4 times darker: a window colour that
// darkens to frameColor gives Fusion's own drawing the visible outline.
QPalette withVisibleOutline(QPalette palette)
{
    palette.setColor(QPalette::Window, ThemeStyle::frameColor(palette).lighter(140));
    return palette;
}

template <typename Option>
void drawWithVisibleOutline(const QProxyStyle& style, QStyle::ComplexControl control, const QStyleOptionComplex* option,
                            QPainter* painter, const QWidget* widget, bool visibleHandle)
{
    const auto* typed = qstyleoption_cast<const Option*>(option);
    if (!typed) {
        style.QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    Option copy(*typed);
    copy.palette = withVisibleOutline(copy.palette);
    // A slider's groove and handle are shades of the button colour: black on black on the
    // high-contrast theme. A lighter button gives the handle a body.
    if (visibleHandle)
        copy.palette.setColor(QPalette::Button, Theme::blend(typed->palette.color(QPalette::Button),
                                                             typed->palette.color(QPalette::ButtonText), 0.25));
    style.QProxyStyle::drawComplexControl(control, &copy, painter, widget);
}

} // namespace

ThemeStyle::ThemeStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{
}

QColor ThemeStyle::frameColor(const QPalette& palette)
{
    return Theme::blend(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.55);
}

void ThemeStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                                    const QWidget* widget) const
{
    switch (control) {
    case CC_Slider:
        drawWithVisibleOutline<QStyleOptionSlider>(*this, control, option, painter, widget, true);
        return;
    case CC_SpinBox:
        drawWithVisibleOutline<QStyleOptionSpinBox>(*this, control, option, painter, widget, false);
        return;
    case CC_ComboBox:
        drawWithVisibleOutline<QStyleOptionComboBox>(*this, control, option, painter, widget, false);
        return;
    default:
        QProxyStyle::drawComplexControl(control, option, painter, widget);
    }
}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                               const QWidget* widget) const
{
    if (element == PE_FrameLineEdit || element == PE_PanelLineEdit) {
        if (const auto* frame = qstyleoption_cast<const QStyleOptionFrame*>(option)) {
            QStyleOptionFrame copy(*frame);
            copy.palette = withVisibleOutline(frame->palette);
            QProxyStyle::drawPrimitive(element, &copy, painter, widget);
            return;
        }
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

} // namespace cubelab::gui
