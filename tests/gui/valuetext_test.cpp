// The one formatter of a node's value (common/valuetext.h) and the places that read it: the
// cube's boxes, the partial-results table.

#include "common/valuetext.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"

#include <QLocale>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>
#include <memory>
#include <span>
#include <vector>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const QLocale english(QLocale::English, QLocale::UnitedStates);
const QLocale german(QLocale::German, QLocale::Germany);

} // namespace

TEST(ValueText, NumbersHaveTheirDigitsInTheLanguagesNotation)
{
    EXPECT_EQ(formatValueNumber(1.0 / 3.0, kBriefValueDigits, english), QStringLiteral("0.333333"));
    EXPECT_EQ(formatValueNumber(1.0 / 3.0, kFullValueDigits, english),
              QStringLiteral("0.333333333333"));
    EXPECT_EQ(formatValueNumber(1.0 / 3.0, kBriefValueDigits, german), QStringLiteral("0,333333"));
    EXPECT_EQ(formatValueNumber(36.0, kBriefValueDigits, english), QStringLiteral("36"));
}

TEST(ValueText, TheFirstElementIsFollowedByAnEllipsisWhenThereAreMore)
{
    const std::vector<double> one{1.5};
    const std::vector<double> three{1.5, 2.0, 3.0};
    EXPECT_EQ(formatFirstValue(one, 1, kBriefValueDigits, english), QStringLiteral("1.5"));
    EXPECT_EQ(formatFirstValue(three, 3, kBriefValueDigits, english), QStringLiteral("1.5 …"));
    // A large trace keeps one element of four between the first and the last step.
    EXPECT_EQ(formatFirstValue(one, 4, kBriefValueDigits, english), QStringLiteral("1.5 …"));
    EXPECT_TRUE(formatFirstValue({}, 4, kBriefValueDigits, english).isEmpty());
}

TEST(ValueText, AListShowsWhatFitsAndEndsInAnEllipsisForTheRest)
{
    const std::vector<double> six{1, 2, 3, 4, 5, 6};
    EXPECT_EQ(formatValueList(std::span(six).first(1), 1, 4, kFullValueDigits, english),
              QStringLiteral("1"));
    EXPECT_EQ(formatValueList(std::span(six).first(3), 3, 4, kFullValueDigits, english),
              QStringLiteral("(1; 2; 3)"));
    EXPECT_EQ(formatValueList(six, 6, 4, kFullValueDigits, english),
              QStringLiteral("(1; 2; 3; 4; …)"));
    EXPECT_EQ(formatValueList(six, 6, 8, kFullValueDigits, english),
              QStringLiteral("(1; 2; 3; 4; 5; 6)"));
    // Fewer elements kept than the vector has: the rest is "…".
    EXPECT_EQ(formatValueList(std::span(six).first(1), 4, 8, kFullValueDigits, english),
              QStringLiteral("(1; …)"));
    const std::vector<double> halves{0.5, 1.5};
    EXPECT_EQ(formatValueList(halves, 2, 4, kFullValueDigits, german),
              QStringLiteral("(0,5; 1,5)"));
}

TEST(ValueText, TheCubeShowsSixDigitsOfTheFirstElementAndTheTableTwelveOfEach)
{
    // The box has a projector's room, the table a student's: the same value at two lengths.
    Scenario s;
    s.algorithm = "cube-allreduce";
    s.dimension = 2;
    s.values = ValueMode::Numeric;
    s.elements = 2;
    s.initial = {{1.0 / 3.0, 2.0 / 3.0}, {1.0, 2.0}, {0.25, 0.5}, {0.125, 1e-7}};
    auto trace = std::make_shared<const Trace>(Emulator::run(s));
    const NodeValue value = trace->valueAt(0, 0);

    HypercubeView view;
    view.resize(600, 500);
    view.setTrace(trace);
    EXPECT_EQ(view.valueText(0), formatFirstValue(value.elements, 2, kBriefValueDigits));
    EXPECT_EQ(view.valueText(0), formatValueNumber(1.0 / 3.0, 6) + QStringLiteral(" …"));

    PartialResultsModel table;
    table.setTrace(trace);
    table.setStep(0);
    EXPECT_EQ(table.data(table.index(0, PartialResultsModel::ValueColumn)).toString(),
              formatValueList(value.elements, 2, 4, kFullValueDigits));
    EXPECT_EQ(
        table.data(table.index(3, PartialResultsModel::ValueColumn)).toString(),
        QStringLiteral("(%1; %2)").arg(formatValueNumber(0.125, 12), formatValueNumber(1e-7, 12)));
}
