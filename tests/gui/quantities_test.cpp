#include "common/quantities.h"

#include <gtest/gtest.h>

using namespace cubelab::gui;

TEST(Quantities, SecondsTakeTheLargestUnitBelowTheValue)
{
    const QLocale english(QLocale::English);
    EXPECT_EQ(formatSeconds(836.14e-6, english), QString::fromUtf8("836.1 µs"));
    EXPECT_EQ(formatSeconds(1.5041e-3, english), QStringLiteral("1.504 ms"));
    EXPECT_EQ(formatSeconds(142.75, english), QStringLiteral("142.8 s"));
    EXPECT_EQ(formatSeconds(0.0, english), QStringLiteral("0 s"));
    EXPECT_EQ(formatSeconds(5e-10, english), QStringLiteral("0.5 ns"));
}

TEST(Quantities, GermanWritesADecimalComma)
{
    const QLocale german(QLocale::German);
    EXPECT_EQ(formatSeconds(1.5041e-3, german), QStringLiteral("1,504 ms"));
    EXPECT_EQ(formatBytes(8388608.0, german), QStringLiteral("8,389 MB"));
    EXPECT_EQ(formatCount(1048576, german), QStringLiteral("1.048.576"));
}

TEST(Quantities, BytesAndRatesUsePowersOfAThousand)
{
    const QLocale english(QLocale::English);
    EXPECT_EQ(formatBytes(8.0, english), QStringLiteral("8 B"));
    EXPECT_EQ(formatBytes(0.0, english), QStringLiteral("0 B"));
    EXPECT_EQ(formatBytes(1500.0, english), QStringLiteral("1.5 kB"));
    EXPECT_EQ(formatRate(160e6, english), QStringLiteral("160 MB/s"));
    EXPECT_EQ(formatCount(1048576, english), QStringLiteral("1,048,576"));
}
