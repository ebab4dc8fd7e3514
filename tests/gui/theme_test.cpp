#include "theme.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace cubelab::gui;

namespace {
// WCAG relative luminance and contrast ratio.
double luminance(const QColor& c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b)
{
    double la = luminance(a) + 0.05, lb = luminance(b) + 0.05;
    return la > lb ? la / lb : lb / la;
}
} // namespace

TEST(Theme, TextContrastIsAtLeastFourAndAHalfInEveryTheme)
{
    for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::HighContrast}) {
        const Theme t = Theme::make(kind);
        EXPECT_GE(contrast(t.text, t.background), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.text, t.surface), 4.5) << Theme::id(kind).toStdString();
        EXPECT_GE(contrast(t.mutedText, t.background), 4.5) << Theme::id(kind).toStdString();
    }
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
    for (int link : {0, -1, -8, -9, std::numeric_limits<int>::min() + 1, std::numeric_limits<int>::max()})
        EXPECT_NE(std::find(theme.linkColors.begin(), theme.linkColors.end(), theme.linkColor(link)),
                  theme.linkColors.end())
            << link;
    EXPECT_EQ(theme.linkColor(0), theme.linkColor(8));
    EXPECT_EQ(theme.linkColor(9), theme.linkColor(1));
}
