#include "common/themestyle.h"

#include "common/theme.h"

#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>
#include <cmath>

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
void drawWithVisibleOutline(const QProxyStyle& style, QStyle::ComplexControl control,
                            const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget, bool visibleHandle)
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
        copy.palette.setColor(QPalette::Button,
                              Theme::blend(typed->palette.color(QPalette::Button),
                                           typed->palette.color(QPalette::ButtonText), 0.25));
    style.QProxyStyle::drawComplexControl(control, &copy, painter, widget);
}

// WCAG's contrast ratio of two colours.
double contrast(const QColor& a, const QColor& b)
{
    auto luminance = [](const QColor& c) {
        auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) +
               0.0722 * channel(c.blueF());
    };
    const double la = luminance(a) + 0.05;
    const double lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

} // namespace

QColor ThemeStyle::focusColor(const QPalette& palette, const QColor& behind)
{
    QColor best = palette.color(QPalette::Highlight);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::HighlightedText})
        if (contrast(palette.color(role), behind) > contrast(best, behind))
            best = palette.color(role);
    return best;
}

ThemeStyle::ThemeStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

QColor ThemeStyle::frameColor(const QPalette& palette)
{
    return Theme::blend(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.55);
}

void ThemeStyle::drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                             const QWidget* widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    // Fusion marks a focused push button or tab by nothing one can rely on: the focus rectangle
    // goes round its label.
    if (!(option->state & State_HasFocus))
        return;
    QStyleOptionFocusRect focus;
    focus.QStyleOption::operator=(*option);
    if (element == CE_PushButton)
        focus.rect = subElementRect(SE_PushButtonFocusRect, option, widget);
    else if (element == CE_TabBarTabLabel)
        focus.rect = option->rect.adjusted(3, 3, -3, -3);
    else
        return;
    drawPrimitive(PE_FrameFocusRect, &focus, painter, widget);
}

void ThemeStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option,
                                    QPainter* painter, const QWidget* widget) const
{
    switch (control) {
    case CC_Slider:
        drawWithVisibleOutline<QStyleOptionSlider>(*this, control, option, painter, widget, true);
        return;
    case CC_SpinBox:
        drawWithVisibleOutline<QStyleOptionSpinBox>(*this, control, option, painter, widget, false);
        return;
    case CC_ComboBox:
        drawWithVisibleOutline<QStyleOptionComboBox>(*this, control, option, painter, widget,
                                                     false);
        return;
    default:
        QProxyStyle::drawComplexControl(control, option, painter, widget);
    }
}

void ThemeStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option,
                               QPainter* painter, const QWidget* widget) const
{
    if (element == PE_FrameFocusRect) {
        const auto* focus = qstyleoption_cast<const QStyleOptionFocusRect*>(option);
        const QColor behind = focus && focus->backgroundColor.isValid()
                                  ? focus->backgroundColor
                                  : option->palette.color(QPalette::Window);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(focusColor(option->palette, behind), 2.0, Qt::SolidLine, Qt::SquareCap,
                             Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(1.0, 1.0, -1.0, -1.0));
        painter->restore();
        return;
    }
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
