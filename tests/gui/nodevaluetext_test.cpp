// How the cube view writes a node's s_i (cube/nodevaluetext.h): the lecture's brackets with
// subscript digits on the node, a dash for a node that holds nothing yet, and the tooltip's
// address, expression, numbers and root.

#include "cube/nodevaluetext.h"

#include <QStringList>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// The lecture's reduce (Tree_UpDo, p = 8, links 3, 2, 1), or its broadcast (Tree_Down).
Trace lectureRun(const char* algorithm)
{
    Scenario s;
    s.dimension = 3;
    s.algorithm = algorithm;
    return Emulator::run(s);
}

} // namespace

TEST(NodeValueText, TheRootShowsTheLecturesWholeSumAtTheEnd)
{
    const Trace trace = lectureRun("tree-reduce");
    const NodeValue s0 = trace.valueAt(0, trace.stepCount());
    EXPECT_TRUE(NodeValueText::isExpression(trace, s0));
    EXPECT_EQ(NodeValueText::onNode(trace, s0),
              QString::fromUtf8("[(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]"));
    // After step a) node 0 holds (a_0+a_4).
    EXPECT_EQ(NodeValueText::onNode(trace, trace.valueAt(0, 1)), QString::fromUtf8("(a₀+a₄)"));
}

TEST(NodeValueText, TheTooltipNamesTheNodeItsSumItsNumberAndTheRoot)
{
    const Trace trace = lectureRun("tree-reduce");
    const QStringList lines =
        NodeValueText::tooltip(trace, 0, trace.stepCount(), true).split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 4) << lines.join(QStringLiteral(" | ")).toStdString();
    EXPECT_EQ(lines[0], QStringLiteral("Node 000 (id 0)"));
    EXPECT_EQ(lines[1], QString::fromUtf8("s₀ = [(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]"));
    EXPECT_EQ(lines[2], QStringLiteral("  = 36")); // 1 + 2 + … + 8: node i starts with i+1
    EXPECT_EQ(lines[3], QStringLiteral("the root"));
    EXPECT_FALSE(NodeValueText::tooltip(trace, 5, trace.stepCount(), false)
                     .contains(QStringLiteral("the root")));
}

TEST(NodeValueText, ANodeWithoutDataShowsADashAndSaysNothingYet)
{
    const Trace trace = lectureRun("tree-broadcast"); // only the root holds data at first
    const NodeValue empty = trace.valueAt(1, 0);
    ASSERT_FALSE(empty.present);
    EXPECT_EQ(NodeValueText::onNode(trace, empty), QString::fromUtf8("—"));
    const QString tip = NodeValueText::tooltip(trace, 1, 0, false);
    EXPECT_TRUE(tip.startsWith(QStringLiteral("Node 001 (id 1)\n"))) << tip.toStdString();
    EXPECT_TRUE(tip.endsWith(QString::fromUtf8("s₁ = nothing yet"))) << tip.toStdString();
}
