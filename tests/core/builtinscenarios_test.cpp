// The shipped scenarios compiled into the core (cubelab/builtinscenarios.h): each file of
// resources/scenarios/ under its stem, read as its file reads, and nothing else.

#include "cubelab/builtinscenarios.h"
#include "cubelab/jsonio.h"
#include "cubelab/scenarioprogram.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;

TEST(BuiltinScenarios, EachShippedFileIsBuiltInUnderItsStemAsItsFileReads)
{
    std::vector<std::string> stems;
    for (const auto& entry : std::filesystem::directory_iterator(CUBELAB_SCENARIO_DIR))
        if (entry.path().extension() == ".json")
            stems.push_back(entry.path().stem().string());
    std::sort(stems.begin(), stems.end());
    ASSERT_FALSE(stems.empty());

    const std::vector<std::string_view> names = builtinScenarioNames();
    EXPECT_EQ(std::vector<std::string>(names.begin(), names.end()), stems);
    for (const std::string& stem : stems) {
        const Scenario* builtin = findBuiltinScenario(stem);
        ASSERT_NE(builtin, nullptr) << stem;
        const Scenario file =
            readScenarioFile(std::string(CUBELAB_SCENARIO_DIR) + "/" + stem + ".json");
        EXPECT_EQ(*builtin, file) << stem;
        EXPECT_GT(ScenarioProgram::run(normalized(*builtin)).stepCount(), 0u) << stem << " runs";
    }
}

TEST(BuiltinScenarios, ANameIsFoundOnlyExactlyAsTheStem)
{
    ASSERT_NE(findBuiltinScenario("lecture-reduce"), nullptr);
    EXPECT_EQ(findBuiltinScenario("lecture-reduce")->algorithm, "tree-reduce");
    for (const char* other : {"lecture-reduce.json", "Lecture-Reduce", "lecture", "",
                              "resources/scenarios/lecture-reduce"})
        EXPECT_EQ(findBuiltinScenario(other), nullptr) << other;
}
