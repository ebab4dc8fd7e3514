// The pieces the hypercube view sizes its nodes with: expressions broken at their operators,
// boxes placed in the plot with room between them, and the largest type that fits.

#include "cube/expressionlines.h"
#include "cube/nodeboxes.h"
#include "cube/stagefit.h"

#include <QApplication>
#include <QFontMetricsF>
#include <gtest/gtest.h>

using namespace cubelab::gui;

namespace {
const QString kFinalSum = QStringLiteral("[(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]");
} // namespace

TEST(ExpressionLines, TheLecturesSumBreaksBetweenItsHalvesThenBetweenItsBrackets)
{
    EXPECT_EQ(ExpressionLines::levels(kFinalSum), 2);
    EXPECT_EQ(ExpressionLines::split(kFinalSum, 0), QStringList{kFinalSum});
    EXPECT_EQ(
        ExpressionLines::split(kFinalSum, 1),
        QStringList({QStringLiteral("[(a₀+a₄)+(a₂+a₆)]+"), QStringLiteral("[(a₁+a₅)+(a₃+a₇)]")}));
    const QStringList four{QStringLiteral("[(a₀+a₄)+"), QStringLiteral("(a₂+a₆)]+"),
                           QStringLiteral("[(a₁+a₅)+"), QStringLiteral("(a₃+a₇)]")};
    EXPECT_EQ(ExpressionLines::split(kFinalSum, 2), four);
    EXPECT_EQ(ExpressionLines::split(kFinalSum, 9), four); // (a₀+a₄) never breaks
    // A partial result in brackets breaks inside them.
    EXPECT_EQ(ExpressionLines::split(QStringLiteral("[(a_1+a_5)+(a_3+a_7)]"), 1),
              QStringList({QStringLiteral("[(a_1+a_5)+"), QStringLiteral("(a_3+a_7)]")}));
}

TEST(ExpressionLines, LeavesNumbersAndFunctionsBreakOnlyWhereAnOperandIsWhole)
{
    for (const QString& text :
         {QStringLiteral("(a₀+a₄)"), QStringLiteral("a₁₂"), QStringLiteral("1,5e+07"),
          QStringLiteral("36 …"), QStringLiteral("—"), QStringLiteral("max(a₀,a₄)")})
        EXPECT_EQ(ExpressionLines::levels(text), 0) << text.toStdString();
    EXPECT_EQ(ExpressionLines::split(QStringLiteral("max(max(a₀,a₄),max(a₂,a₆))"), 1),
              QStringList({QStringLiteral("max(max(a₀,a₄),"), QStringLiteral("max(a₂,a₆))")}));
    EXPECT_EQ(ExpressionLines::split(QStringLiteral("[(a₀*a₄)*(a₂*a₆)]"), 1),
              QStringList({QStringLiteral("[(a₀*a₄)*"), QStringLiteral("(a₂*a₆)]")}));
}

TEST(ExpressionLines, FitTakesTheFewestLinesThatFitAndJoinsShortPieces)
{
    const QFontMetricsF fm(StageFit::valueFont(QApplication::font(), 20));
    const double whole = fm.horizontalAdvance(kFinalSum);
    EXPECT_EQ(ExpressionLines::fit(kFinalSum, fm, whole), QStringList{kFinalSum});
    EXPECT_EQ(ExpressionLines::fit(kFinalSum, fm, whole - 1).size(), 2);
    const QStringList narrow = ExpressionLines::fit(kFinalSum, fm, 1);
    EXPECT_EQ(narrow.size(), 4); // the deepest level, wider than asked: the caller sees it
    EXPECT_GT(ExpressionLines::width(narrow, fm), 1);
    EXPECT_EQ(narrow.join(QString()), kFinalSum);

    // A chain breaks unevenly; its short pieces share a line.
    const QString chain = QStringLiteral("((a₀+a₁)+a₂)+a₃");
    const double head = fm.horizontalAdvance(QStringLiteral("((a₀+a₁)+a₂)+"));
    const QStringList lines = ExpressionLines::fit(chain, fm, head);
    EXPECT_EQ(lines, QStringList({QStringLiteral("((a₀+a₁)+a₂)+"), QStringLiteral("a₃")}));
}

TEST(NodeBoxes, PlacedBoxesLieInsideThePlotWhateverTheirSizes)
{
    const std::vector<QPointF> unit{{0, 0}, {1, 0}, {0.5, 1}, {0.2, 0.6}};
    const std::vector<QSizeF> sizes{{300, 80}, {40, 30}, {120, 60}, {60, 20}};
    const QRectF plot(100, 50, 800, 500);
    const auto centres = NodeBoxes::place(unit, sizes, plot, 1.0);
    ASSERT_EQ(centres.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        QRectF box(QPointF(), sizes[i]);
        box.moveCenter(centres[i]);
        EXPECT_TRUE(plot.adjusted(-0.01, -0.01, 0.01, 0.01).contains(box)) << i;
    }
    // The wide box at the left edge pushes the layout right, no further than it must.
    EXPECT_NEAR(centres[0].x() - sizes[0].width() / 2, plot.left(), 1e-6);
    EXPECT_NEAR(centres[1].x() + sizes[1].width() / 2, plot.right(), 1e-6);
}

TEST(NodeBoxes, RoomFailsForBoxesSideBySideALinkThroughABoxOrAHiddenLink)
{
    const std::vector<QSizeF> box{{100, 40}};
    // Two boxes in a row, 150 apart: room for a gap of 50, not of 60.
    const std::vector<QPointF> row{{0, 0}, {150, 0}};
    EXPECT_TRUE(NodeBoxes::haveRoom(row, box, {}, 40, 5));
    EXPECT_FALSE(NodeBoxes::haveRoom(row, box, {}, 60, 5));
    // One above the other they need only a third of the gap.
    EXPECT_TRUE(NodeBoxes::haveRoom({{0, 0}, {0, 55}}, box, {}, 40, 5));
    // A link from 0 to 2 that runs through 1.
    const std::vector<QPointF> line{{0, 0}, {300, 0}, {600, 0}};
    EXPECT_FALSE(NodeBoxes::haveRoom(line, box, {{0, 2}}, 40, 5));
    EXPECT_TRUE(NodeBoxes::haveRoom(line, box, {{0, 1}, {1, 2}}, 40, 5));
    // A link must show between its boxes: 42 of line is less than the 75 a gap of 60 asks.
    EXPECT_FALSE(NodeBoxes::haveRoom({{0, 0}, {100, 62}}, box, {{0, 1}}, 60, 5));
    EXPECT_TRUE(NodeBoxes::haveRoom({{0, 0}, {200, 150}}, box, {{0, 1}}, 60, 5));
    // A tree edge drops: the child's top below the parent's bottom.
    EXPECT_TRUE(NodeBoxes::dropDown({{0, 0}, {0, 100}}, box, {{1, 0}}, 50));
    EXPECT_FALSE(NodeBoxes::dropDown({{0, 0}, {0, 100}}, box, {{1, 0}}, 70));
}

TEST(StageFit, TheTypeGrowsWithThePlotAndNoRoomIsSaidNotCut)
{
    const std::vector<QStringList> values{{QStringLiteral("a₀"), kFinalSum},
                                          {QStringLiteral("a₁")}};
    const StageFit::Texts texts = StageFit::measure(QApplication::font(), 1, values, true);
    StageFit::Stage stage;
    stage.unit = {{0, 0.5}, {1, 0.5}};
    stage.links = {{0, 1}};
    stage.minPixels = 8;
    stage.maxPixels = 48;
    stage.plot = QRectF(0, 0, 320, 160);
    const StageFit::Result small = StageFit::fit(texts, stage);
    stage.plot = QRectF(0, 0, 1500, 900);
    const StageFit::Result large = StageFit::fit(texts, stage);
    ASSERT_TRUE(small.fits);
    ASSERT_TRUE(large.fits);
    EXPECT_GT(large.pixels, small.pixels);
    EXPECT_LE(large.pixels, 48);
    // Node 0's box holds its longest s_i in lines no wider than the measure.
    const QFontMetricsF fm(StageFit::valueFont(QApplication::font(), small.pixels));
    const QStringList lines = StageFit::linesOf(kFinalSum, true, fm, small.measure);
    EXPECT_EQ(lines.join(QString()), kFinalSum);
    EXPECT_LE(ExpressionLines::width(lines, fm),
              small.boxes[0].width() - 2 * StageFit::padding(small.pixels));
    EXPECT_GT(small.boxes[0].width(), small.boxes[1].width());

    stage.plot = QRectF(0, 0, 60, 40);
    EXPECT_FALSE(StageFit::fit(texts, stage).fits);
}
