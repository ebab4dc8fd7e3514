// cubelab-cli link: the link it prints opens the scenario at the step (read back by the
// core's reader), and what cannot be a link is refused before anything runs.

#include "clirunner.h"
#include "cubelab/jsonio.h"
#include "cubelab/moment.h"

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

TEST(CliLink, TheLecturesReduceAtStepThreeIsALinkToThatMoment)
{
    const std::string file = CUBELAB_SCENARIO_DIR "/lecture-reduce.json";
    const CliResult r = runCli({"link", "--scenario", file, "--step", "3"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    ASSERT_FALSE(r.out.empty());
    EXPECT_EQ(r.out.back(), '\n');
    const Moment m = momentFromLink(r.out.substr(0, r.out.size() - 1));
    EXPECT_EQ(m.scenario, readScenarioFile(file));
    EXPECT_EQ(m.step, 3);
    EXPECT_TRUE(m.panel.empty() && m.follow.empty() && m.compare.empty() && m.layout.empty());
}

TEST(CliLink, FlagsDescribeTheScenarioAndAStepItLacksIsRefused)
{
    const CliResult cube =
        runCli({"link", "--algorithm", "Cube_Do", "--dimension", "4", "--step", "4"});
    ASSERT_EQ(cube.exitCode, 0) << cube.err;
    const Moment m = momentFromLink(cube.out.substr(0, cube.out.size() - 1));
    EXPECT_EQ(m.scenario.algorithm, "cube-allreduce");
    EXPECT_EQ(m.scenario.dimension, 4);
    EXPECT_EQ(m.step, 4);

    const CliResult late =
        runCli({"link", "--algorithm", "Cube_Do", "--dimension", "3", "--step", "9"});
    EXPECT_EQ(late.exitCode, 2);
    EXPECT_NE(late.err.find("step 9 is out of range: this scenario has steps 0 to 3"),
              std::string::npos)
        << late.err;
    EXPECT_TRUE(late.out.empty());

    const CliResult large = runCli({"link", "--dimension", "14", "--values", "numeric"});
    EXPECT_EQ(large.exitCode, 2);
    EXPECT_NE(large.err.find("a link opens cubes of dimension up to 12"), std::string::npos)
        << large.err;

    const CliResult stray = runCli({"link", "lecture-reduce.json"});
    EXPECT_EQ(stray.exitCode, 2);
    EXPECT_NE(stray.err.find("unexpected argument"), std::string::npos) << stray.err;
}

// cubelab-cli link ran the scenario to count its steps, with no budget: a 12-cube's ring took
// minutes. It is refused by the budget every run keeps, before it runs; and a program run,
// which no link carries, makes no link.
TEST(CliLink, ARunBeyondTheBudgetOrAProgramMakesNoLink)
{
    const CliResult ring = runCli({"link", "--algorithm", "ring-allreduce", "--dimension", "12"});
    EXPECT_EQ(ring.exitCode, 2) << ring.err;
    EXPECT_NE(ring.err.find("sends up to 33546240 messages, more than the 25165824 a run may send"),
              std::string::npos)
        << ring.err;
    EXPECT_TRUE(ring.out.empty()) << ring.out;

    const CliResult program =
        runCli({"link", "--program", CUBELAB_TEST_DATA_DIR "/programs/high-links-first.lua",
                "--dimension", "3"});
    EXPECT_EQ(program.exitCode, 2) << program.err;
    EXPECT_NE(program.err.find("never carries or runs a node program"), std::string::npos)
        << program.err;
    EXPECT_TRUE(program.out.empty()) << program.out;
}
