#include "common/focusframe.h"
#include "common/theme.h"
#include "common/themestyle.h"

#include <QCheckBox>
#include <QImage>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyleFactory>
#include <QStyleOptionSlider>
#include <QTabBar>
#include <QTest>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>
#include <gtest/gtest.h>
#include <limits>
#include <memory>
#include <string>
#include <vector>

using namespace cubelab::gui;

namespace {
// WCAG relative luminance and contrast ratio.
double luminance(const QColor& c)
{
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b)
{
    double la = luminance(a) + 0.05, lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}

// The strongest contrast against the window colour within an area of the widget as drawn.
double strongestContrast(QWidget& widget, const QRect& area, const QColor& window)
{
    QImage image(widget.size(), QImage::Format_ARGB32);
    image.fill(window);
    widget.render(&image);
    double best = 1.0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            best = std::max(best, contrast(image.pixelColor(x, y), window));
    return best;
}

// A slider's groove beyond its handle (the part not filled with the highlight).
double grooveContrast(QStyle& style, const Theme& theme)
{
    QSlider slider(Qt::Horizontal);
    slider.setStyle(&style);
    slider.setPalette(theme.palette());
    slider.setRange(0, 10);
    slider.setValue(2);
    slider.setTickPosition(QSlider::TicksBelow);
    slider.resize(300, 40);
    QStyleOptionSlider option;
    option.initFrom(&slider);
    option.orientation = Qt::Horizontal;
    option.minimum = 0;
    option.maximum = 10;
    option.sliderPosition = option.sliderValue = 2;
    option.tickPosition = QSlider::TicksBelow;
    option.subControls = QStyle::SC_All;
    QRect groove =
        style.subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, &slider);
    groove.setLeft(slider.width() / 2); // right of the handle
    return strongestContrast(slider, groove, theme.background);
}

// A spin box's left edge, where its frame is.
double spinBoxFrameContrast(QStyle& style, const Theme& theme)
{
    QSpinBox box;
    box.setStyle(&style);
    box.setPalette(theme.palette());
    box.resize(120, 32);
    return strongestContrast(box, QRect(0, 8, 2, 16), theme.background);
}
// The strongest contrast between the control drawn with the keyboard's focus and without it,
// pixel by pixel: what shows that the focus is there.
double focusContrast(QWidget& control, QWidget& elsewhere)
{
    elsewhere.setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    const QImage without = control.grab().toImage();
    control.setFocus(Qt::TabFocusReason);
    QCoreApplication::processEvents();
    EXPECT_TRUE(control.hasFocus()) << control.metaObject()->className();
    const QImage with = control.grab().toImage();
    double best = 1.0;
    for (int y = 0; y < std::min(with.height(), without.height()); ++y)
        for (int x = 0; x < std::min(with.width(), without.width()); ++x)
            best = std::max(best, contrast(with.pixelColor(x, y), without.pixelColor(x, y)));
    return best;
}
} // namespace

// WCAG 2.4.7 and 1.4.11: the focus shows, and what shows it stands out 3:1 from what was there.
TEST(ThemeStyle, KeyboardFocusIsVisibleOnEveryTheme)
{
    ThemeStyle style;
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme theme = Theme::make(kind);
        QWidget window;
        window.setStyle(&style);
        window.setPalette(theme.palette());
        auto* layout = new QVBoxLayout(&window);
        auto* elsewhere = new QPushButton(QStringLiteral("Elsewhere"), &window);
        auto* button = new QPushButton(QStringLiteral("Lecture order"), &window);
        auto* check = new QCheckBox(QStringLiteral("Messages"), &window);
        auto* radio = new QRadioButton(QStringLiteral("This step"), &window);
        auto* list = new QListWidget(&window);
        list->addItems({QStringLiteral("3"), QStringLiteral("2"), QStringLiteral("1")});
        list->setCurrentRow(1);
        auto* tabs = new QTabBar(&window);
        tabs->addTab(QStringLiteral("Scenario"));
        tabs->addTab(QStringLiteral("Machine"));
        auto* lone = new QListWidget(&window); // the current item not selected
        lone->addItems({QStringLiteral("a"), QStringLiteral("b")});
        lone->setSelectionMode(QAbstractItemView::NoSelection);
        lone->setCurrentRow(0);
        auto* framed = new QListWidget;
        auto* frame = new FocusFrame(framed, &window);
        for (QWidget* w : std::initializer_list<QWidget*>{elsewhere, button, check, radio, list,
                                                          tabs, lone, frame}) {
            w->setStyle(&style);
            layout->addWidget(w);
        }
        framed->setStyle(&style);
        window.show();
        window.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
        const std::string where = Theme::id(kind).toStdString();
        for (QWidget* control :
             std::initializer_list<QWidget*>{button, check, radio, list, tabs, lone})
            EXPECT_GE(focusContrast(*control, *elsewhere), 3.0)
                << where << " " << control->metaObject()->className();
        // A view in a FocusFrame: the frame lights in the highlight colour.
        elsewhere->setFocus(Qt::TabFocusReason);
        const QImage dark = frame->grab().toImage();
        framed->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        EXPECT_TRUE(frame->isLit());
        const QImage lit = frame->grab().toImage();
        EXPECT_GE(
            contrast(lit.pixelColor(1, lit.height() / 2), dark.pixelColor(1, dark.height() / 2)),
            3.0)
            << where;
    }
}

TEST(ThemeStyle, SliderGroovesAndFieldFramesAreVisibleOnEveryTheme)
{
    ThemeStyle style;
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme theme = Theme::make(kind);
        // WCAG asks 3:1 of the parts of a control one needs to see it.
        EXPECT_GE(grooveContrast(style, theme), 3.0) << Theme::id(kind).toStdString();
        EXPECT_GE(spinBoxFrameContrast(style, theme), 3.0) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(ThemeStyle::frameColor(theme.palette()), theme.background), 3.0);
    }
}

TEST(ThemeStyle, PlainFusionLosesThemOnTheDarkThemes)
{
    // What the style is for: Fusion draws these outlines from the window colour, made darker.
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    EXPECT_LT(grooveContrast(*fusion, Theme::make(ThemeKind::HighContrast)), 3.0);
    EXPECT_LT(spinBoxFrameContrast(*fusion, Theme::make(ThemeKind::Dark)), 3.0);
}

TEST(Theme, TextContrastIsAtLeastFourAndAHalfInEveryTheme)
{
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme t = Theme::make(kind);
        EXPECT_GE(contrast(t.text, t.background), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.text, t.surface), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.mutedText, t.background), 4.5) << Theme::id(kind).toStdString();
    }
}

// Every colour the program writes text in, on every colour it writes that text on, in every
// theme: the widgets' palette in each of its groups (a disabled field's text too), the view's
// nodes (plain, sending, receiving, done), the follow note's plate, and a token's text on its
// link's colour (Theme::textOn, as the view picks it).
TEST(Theme, EveryTextColourOnItsBackgroundReachesFourAndAHalfInEveryTheme)
{
    std::vector<std::string> low;
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme t = Theme::make(kind);
        const std::string theme = Theme::id(kind).toStdString();
        auto check = [&](const QColor& text, const QColor& on, const std::string& what) {
            const double ratio = Theme::contrast(text, on);
            if (ratio < 4.5)
                low.push_back(theme + ": " + what + " " + std::to_string(ratio) + ":1");
        };
        const std::pair<QColor, const char*> nodeFills[] = {{t.background, "background"},
                                                            {t.surface, "surface"},
                                                            {t.senderFill, "senderFill"},
                                                            {t.receiverFill, "receiverFill"},
                                                            {t.done, "done"}};
        for (const auto& [fill, name] : nodeFills) {
            check(t.text, fill, std::string("text on ") + name);
            check(t.mutedText, fill, std::string("mutedText on ") + name);
        }
        check(t.followText, t.follow, "followText on follow");
        for (int link = 1; link <= 8; ++link)
            check(Theme::textOn(t.linkColor(link)), t.linkColor(link),
                  "a token's text on link " + std::to_string(link));

        const QPalette p = t.palette();
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> roles[] = {
            {QPalette::WindowText, QPalette::Window},
            {QPalette::Text, QPalette::Base},
            {QPalette::Text, QPalette::AlternateBase},
            {QPalette::ButtonText, QPalette::Button},
            {QPalette::HighlightedText, QPalette::Highlight},
            {QPalette::PlaceholderText, QPalette::Base},
            {QPalette::ToolTipText, QPalette::ToolTipBase}};
        for (QPalette::ColorGroup group :
             {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
            for (const auto& [text, on] : roles)
                check(p.color(group, text), p.color(group, on),
                      "palette group " + std::to_string(group) + " role " + std::to_string(text) +
                          " on " + std::to_string(on));
    }
    EXPECT_TRUE(low.empty()) << [&] {
        std::string all;
        for (const std::string& l : low)
            all += l + "\n";
        return all;
    }();
}

TEST(Theme, ContrastIsWcagsRatio)
{
    EXPECT_DOUBLE_EQ(Theme::contrast(Qt::black, Qt::white), 21.0);
    EXPECT_DOUBLE_EQ(Theme::contrast(Qt::white, Qt::white), 1.0);
    EXPECT_NEAR(Theme::contrast(QColor("#595959"), Qt::white), 7.0, 0.01);
    EXPECT_EQ(Theme::textOn(QColor("#0072B2")), QColor(Qt::white));
    EXPECT_EQ(Theme::textOn(QColor("#F0E442")), QColor(Qt::black));
}

// Colour is never the only carrier: each of the links 1 … 8 has a line style of its own.
TEST(Theme, EveryLinkHasALineStyleOfItsOwn)
{
    EXPECT_TRUE(Theme::linkDashes(1).isEmpty()); // solid
    for (int a = 1; a <= 8; ++a)
        for (int b = a + 1; b <= 8; ++b)
            EXPECT_NE(Theme::linkDashes(a), Theme::linkDashes(b)) << a << " " << b;
    for (int link = 2; link <= 8; ++link)
        EXPECT_EQ(Theme::linkDashes(link).size() % 2, 0) << link; // dash, gap, …
}

TEST(Theme, LinkColoursFollowOkabeIto)
{
    const Theme t = Theme::make(ThemeKind::Light);
    EXPECT_EQ(t.linkColor(1), QColor("#E69F00"));
    EXPECT_EQ(t.linkColor(5), QColor("#0072B2"));
    EXPECT_EQ(t.linkColor(9), t.linkColor(1));
    EXPECT_TRUE(t.linkDashed(9));
    EXPECT_FALSE(t.linkDashed(8));
}

TEST(Theme, IdsRoundTrip)
{
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast})
        EXPECT_EQ(Theme::fromId(Theme::id(kind)), kind);
}

TEST(Theme, NodeTextStaysReadableOnEveryNodeFill)
{
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme t = Theme::make(kind);
        EXPECT_GE(contrast(t.text, t.senderFill), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.text, t.receiverFill), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.mutedText, t.done), 4.5) << Theme::id(kind).toStdString();
    }
}

TEST(Theme, BlendIsOpaqueAndRunsFromOneColourToTheOther)
{
    const QColor a("#E69F00"), b("#FFFFFF");
    EXPECT_EQ(Theme::blend(a, b, 0.0), a);
    EXPECT_EQ(Theme::blend(a, b, 1.0), b);
    const QColor half = Theme::blend(a, b, 0.5);
    EXPECT_EQ(half.alpha(), 255);
    EXPECT_GT(half.green(), a.green());
    EXPECT_LT(half.green(), b.green());
}

// A link number from a file (a progress file's answer) may be 0 or negative; the colour
// table is never read outside its eight entries.
TEST(Theme, AnyLinkNumberHasAColourFromTheTable)
{
    const Theme theme = Theme::make(ThemeKind::Light);
    for (int link :
         {0, -1, -8, -9, std::numeric_limits<int>::min() + 1, std::numeric_limits<int>::max()})
        EXPECT_NE(
            std::find(theme.linkColors.begin(), theme.linkColors.end(), theme.linkColor(link)),
            theme.linkColors.end())
            << link;
    EXPECT_EQ(theme.linkColor(0), theme.linkColor(8));
    EXPECT_EQ(theme.linkColor(9), theme.linkColor(1));
}
