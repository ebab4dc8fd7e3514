// cubelab-cli lesson: list names the built-in lessons; check reads a lesson and runs every
// scene, naming each problem with its scene, and refuses a broken file with the place.

#include "clirunner.h"

#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <unistd.h>

using namespace cubelab::test;

namespace {

std::string writeLesson(const std::string& name, const std::string& text)
{
    const std::string path =
        testing::TempDir() + "/cubelab-lesson-" + std::to_string(::getpid()) + "-" + name;
    std::ofstream(path) << text;
    return path;
}

std::string
lessonWith(const std::string& sceneExtra,
           const std::string& scenario = R"({"dimension": 3, "algorithm": "cube-allreduce"})")
{
    return R"({"format": "cubelab-lesson", "version": 1, "id": "mine", "title": {"en": "Mine", "de": "Meine"},
               "scenes": [{"title": {"en": "First", "de": "Erste"}, "text": {"en": "x", "de": "x"},
                           "scenario": )" +
           scenario + sceneExtra + "}]}";
}

} // namespace

TEST(CliLesson, ListsAndChecksTheBuiltInLesson)
{
    const CliResult list = runCli({"lesson", "list"});
    ASSERT_EQ(list.exitCode, 0) << list.err;
    EXPECT_NE(list.out.find("reduce-allreduce  3.3.4 Reduce and all-reduce on the hypercube"),
              std::string::npos)
        << list.out;
    // Every lesson listed, each line "ID  title (N scenes)", checks sound.
    std::istringstream lines(list.out);
    int checked = 0;
    for (std::string line; std::getline(lines, line);) {
        const std::string id = line.substr(0, line.find("  "));
        const CliResult check = runCli({"lesson", "check", id});
        EXPECT_EQ(check.exitCode, 0) << id << ": " << check.out << check.err;
        EXPECT_NE(check.out.find(id + ": "), std::string::npos) << check.out;
        EXPECT_NE(check.out.find("every scene runs"), std::string::npos) << check.out;
        ++checked;
    }
    EXPECT_GE(checked, 2) << list.out;
}

TEST(CliLesson, ASceneMayNameAShippedScenarioAndAnUnknownNameIsRefusedWithTheNames)
{
    const std::string named =
        writeLesson("named.json", lessonWith(R"(, "until": 3)", R"("lecture-cube")"));
    const CliResult ok = runCli({"lesson", "check", named});
    EXPECT_EQ(ok.exitCode, 0) << ok.err;
    EXPECT_NE(ok.out.find("1 scenes, 0 questions, every scene runs"), std::string::npos) << ok.out;

    // lecture-cube is Cube_Do on the 3-cube: three steps, as the scenario written in full.
    const std::string late =
        writeLesson("named-late.json", lessonWith(R"(, "until": 4)", R"("lecture-cube")"));
    const CliResult problem = runCli({"lesson", "check", late});
    EXPECT_EQ(problem.exitCode, 1);
    EXPECT_NE(
        problem.out.find("scene 1 (First): it goes to step 4, but its scenario has steps 0 to 3"),
        std::string::npos)
        << problem.out;

    const std::string unknown = writeLesson("unknown.json", lessonWith("", R"("lecture-cubes")"));
    const CliResult refused = runCli({"lesson", "check", unknown});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_NE(
        refused.err.find("at /scenes/0/scenario: unknown scenario \"lecture-cubes\": allowed are "),
        std::string::npos)
        << refused.err;
    EXPECT_NE(refused.err.find("lecture-cube, "), std::string::npos) << refused.err;
    EXPECT_NE(refused.err.find("or a scenario given in full"), std::string::npos) << refused.err;
    for (const std::string& path : {named, late, unknown})
        ::unlink(path.c_str());
}

TEST(CliLesson, CheckNamesEachProblemWithItsSceneAndRefusesABrokenFile)
{
    const std::string sound = writeLesson("sound.json", lessonWith(R"(, "until": 3)"));
    const CliResult ok = runCli({"lesson", "check", sound});
    EXPECT_EQ(ok.exitCode, 0) << ok.err;
    EXPECT_NE(ok.out.find("1 scenes, 0 questions"), std::string::npos) << ok.out;

    const std::string late = writeLesson("late.json", lessonWith(R"(, "until": 7)"));
    const CliResult problem = runCli({"lesson", "check", late});
    EXPECT_EQ(problem.exitCode, 1);
    EXPECT_NE(
        problem.out.find("scene 1 (First): it goes to step 7, but its scenario has steps 0 to 3"),
        std::string::npos)
        << problem.out;

    const std::string broken = writeLesson("broken.json", lessonWith(R"(, "question": "nope")"));
    const CliResult refused = runCli({"lesson", "check", broken});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_NE(refused.err.find("at /scenes/0/question: unknown exercise \"nope\""),
              std::string::npos)
        << refused.err;

    const CliResult usage = runCli({"lesson", "check"});
    EXPECT_EQ(usage.exitCode, 2);
    EXPECT_NE(usage.err.find("lesson check needs one lesson"), std::string::npos) << usage.err;
    for (const std::string& path : {sound, late, broken})
        ::unlink(path.c_str());
}
