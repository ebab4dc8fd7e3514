#include "scenario/initialvaluesdialog.h"
#include "scenario/scenariopanel.h"

#include <QTableWidget>
#include <gtest/gtest.h>

using namespace cubelab::gui;

TEST(InitialValuesDialog, ShowsAndReturnsEveryNodesVector)
{
    const std::vector<std::vector<double>> values = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};
    InitialValuesDialog dialog(values);
    auto* table = dialog.findChild<QTableWidget*>();
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->rowCount(), 4);
    EXPECT_EQ(table->columnCount(), 2);
    table->item(2, 1)->setData(Qt::EditRole, 42.5);
    auto edited = values;
    edited[2][1] = 42.5;
    EXPECT_EQ(dialog.values(), edited);
}

TEST(ScenarioPanel, RandomInputsAreWholeNumbersFromOneToNinetyNineAndRepeatWithTheSeed)
{
    const auto a = ScenarioPanel::randomValues(7, 16, 3);
    EXPECT_EQ(a, ScenarioPanel::randomValues(7, 16, 3));
    EXPECT_NE(a, ScenarioPanel::randomValues(8, 16, 3));
    ASSERT_EQ(a.size(), 16u);
    for (const auto& node : a) {
        ASSERT_EQ(node.size(), 3u);
        for (double v : node) {
            EXPECT_GE(v, 1.0);
            EXPECT_LE(v, 99.0);
            EXPECT_EQ(v, static_cast<double>(static_cast<int>(v)));
        }
    }
}
