#include "common/theme.h"

#include <cmath>

namespace cubelab::gui {

Theme Theme::make(ThemeKind kind)
{
    Theme t;
    t.kind = kind;
    t.linkColors = {QColor("#E69F00"), QColor("#56B4E9"), QColor("#009E73"), QColor("#F0E442"),
                    QColor("#0072B2"), QColor("#D55E00"), QColor("#CC79A7"), QColor("#000000")};
    switch (kind) {
    case ThemeKind::Light:
        t.background = QColor("#FFFFFF");
        t.surface = QColor("#F4F4F4");
        t.text = QColor("#111111");
        t.mutedText = QColor("#595959");
        t.outline = QColor("#333333");
        t.highlight = QColor("#D55E00");
        t.sender = QColor("#0072B2");
        t.receiver = QColor("#009E73");
        t.done = QColor("#E4E4E4");
        t.root = QColor("#CC79A7");
        t.follow = QColor("#6A1B9A"); // a purple no link uses, 9:1 on white
        t.followText = QColor("#FFFFFF");
        t.senderFill = QColor("#D6E8F5");
        t.receiverFill = QColor("#D5F0E6");
        t.doneOutline = QColor("#9E9E9E");
        t.linkCasing = QColor("#5F5F5F");
        break;
    case ThemeKind::Dark:
    case ThemeKind::HighContrast:
        t.background = kind == ThemeKind::Dark ? QColor("#1E1E1E") : QColor("#000000");
        t.surface = kind == ThemeKind::Dark ? QColor("#2B2B2B") : QColor("#000000");
        t.text = QColor("#FFFFFF");
        t.mutedText = kind == ThemeKind::Dark ? QColor("#B0B0B0") : QColor("#FFFFFF");
        t.outline = QColor("#E0E0E0");
        t.highlight = QColor("#F0E442");
        t.sender = QColor("#56B4E9");
        t.receiver = QColor("#009E73");
        t.done = kind == ThemeKind::Dark ? QColor("#242424")
                                         : QColor("#2E2E2E"); // recedes, text stays 4.5:1
        t.root = QColor("#CC79A7");
        t.follow = QColor("#E1A6FF"); // the same purple, light: 10:1 on black
        t.followText = QColor("#000000");
        t.senderFill = QColor("#0E3350");
        t.receiverFill = QColor("#0B3D2E");
        t.doneOutline = QColor("#6E6E6E");
        t.linkColors[7] = QColor("#E0E0E0"); // black would vanish on a dark background
        break;
    }
    return t;
}

namespace {
double relativeLuminance(const QColor& c)
{
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
} // namespace

QList<qreal> Theme::linkDashes(int link)
{
    switch (link) {
    case 2:
        return {4, 2}; // dashes
    case 3:
        return {1, 1.5}; // dots
    case 4:
        return {4, 1.5, 1, 1.5}; // dash, dot
    case 5:
        return {8, 2}; // long dashes
    case 6:
        return {4, 1.5, 1, 1.5, 1, 1.5}; // dash, dot, dot
    case 7:
        return {2, 2}; // short dashes
    case 8:
        return {8, 2, 2, 2}; // long, short
    default:
        return {}; // 1 solid; 9 and 10 double lines
    }
}

double Theme::contrast(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a) + 0.05, lb = relativeLuminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

QColor Theme::textOn(const QColor& fill)
{
    const QColor black(Qt::black), white(Qt::white);
    return contrast(black, fill) >= contrast(white, fill) ? black : white;
}

QColor Theme::blend(const QColor& a, const QColor& b, double t)
{
    auto mix = [t](float x, float y) { return static_cast<float>(x * (1.0 - t) + y * t); };
    return QColor::fromRgbF(mix(a.redF(), b.redF()), mix(a.greenF(), b.greenF()),
                            mix(a.blueF(), b.blueF()));
}

QPalette Theme::palette() const
{
    QPalette p;
    p.setColor(QPalette::Window, background);
    p.setColor(QPalette::Base, background);
    p.setColor(QPalette::AlternateBase, surface);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Button, surface);
    p.setColor(QPalette::PlaceholderText, mutedText);
    p.setColor(QPalette::Highlight, sender);
    p.setColor(QPalette::HighlightedText, background);
    p.setColor(QPalette::ToolTipBase, surface);
    p.setColor(QPalette::ToolTipText, text);
    // A field that cannot be changed says so: its text in the muted colour (still 4.5:1).
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, mutedText);
    return p;
}

QString Theme::id(ThemeKind kind)
{
    switch (kind) {
    case ThemeKind::Dark:
        return QStringLiteral("dark");
    case ThemeKind::HighContrast:
        return QStringLiteral("high-contrast");
    case ThemeKind::Light:
        break;
    }
    return QStringLiteral("light");
}

ThemeKind Theme::fromId(const QString& id)
{
    if (id == QLatin1String("dark"))
        return ThemeKind::Dark;
    if (id == QLatin1String("high-contrast"))
        return ThemeKind::HighContrast;
    return ThemeKind::Light;
}

} // namespace cubelab::gui
