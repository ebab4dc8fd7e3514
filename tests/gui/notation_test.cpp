// Notation (common/notation.h): the lecture's notation as the window shows it — subscripts for
// every index, Tree_UpDo left alone, and a formula that a narrow caption never breaks.

#include "common/notation.h"

#include <gtest/gtest.h>

using namespace cubelab::gui;

TEST(Notation, SubscriptsTakeEveryDigitAndTheLecturesLetterIndices)
{
    EXPECT_EQ(Notation::subscripts("(a_0+a_12)"), QString::fromUtf8("(a₀+a₁₂)"));
    EXPECT_EQ(Notation::subscripts("_5"), QString::fromUtf8("₅"));
    EXPECT_EQ(Notation::subscripts(QStringLiteral("every node i holds its input a_i; s_j, a_k")),
              QString::fromUtf8("every node i holds its input aᵢ; sⱼ, aₖ"));
}

TEST(Notation, OtherUnderscoresStay)
{
    for (const char* text : {"a_x", "Tree_UpDo", "Cube_Do", "a_in", "_i", "s_ij", "Tree_Down"})
        EXPECT_EQ(Notation::subscripts(QString::fromUtf8(text)), QString::fromUtf8(text)) << text;
}

TEST(Notation, AStepAndItsLinkAreKeptOnOneLine)
{
    const QChar nbsp(0x00A0);
    EXPECT_EQ(Notation::shown(QString::fromUtf8("Als Nächstes: a) Link 7.")),
              QString::fromUtf8("Als Nächstes: a)") + nbsp + QStringLiteral("Link") + nbsp +
                  QStringLiteral("7."));
    EXPECT_EQ(Notation::shown(QStringLiteral("over link 3 to")),
              QStringLiteral("over link") + nbsp + QStringLiteral("3 to"));
    EXPECT_EQ(Notation::shown(QStringLiteral("blink 3")), QStringLiteral("blink 3"));
}

TEST(Notation, AFormulaIsKeptOnOneLineAndTheSentenceAroundItMayBreak)
{
    const QChar nbsp(0x00A0);
    const QString shown = Notation::shown(
        QStringLiteral("The senders are done; each receiver combines: s := s + H. Next: b)."));
    EXPECT_TRUE(shown.contains(QStringLiteral("s") + nbsp + QStringLiteral(":=") + nbsp +
                               QStringLiteral("s") + nbsp + QStringLiteral("+") + nbsp +
                               QStringLiteral("H.")))
        << shown.toStdString();
    EXPECT_TRUE(shown.startsWith(QStringLiteral("The senders are done; each receiver combines: ")));
    EXPECT_TRUE(shown.endsWith(QStringLiteral(" Next: b).")));
    const QString blocks = Notation::shown(QString::fromUtf8("combine: s[b] := s[b] ⊕ H[b]. x y"));
    EXPECT_TRUE(blocks.contains(QString::fromUtf8("s[b]\u00A0:=\u00A0s[b]\u00A0⊕\u00A0H[b].")))
        << blocks.toStdString();
    EXPECT_TRUE(blocks.endsWith(QStringLiteral(". x y")));
    EXPECT_EQ(Notation::shown(QStringLiteral("takes the data: s := H.")),
              QStringLiteral("takes the data: s") + nbsp + QStringLiteral(":=") + nbsp +
                  QStringLiteral("H."));
}
