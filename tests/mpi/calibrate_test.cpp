// cubelab-mpi calibrate under mpirun: the machine file it writes passes the machine checks,
// has a class for every link the ranks make and is taken by cubelab-cli's --machine; what it
// cannot measure is refused before anything is measured, and a failure keeps an old file.

#include "cubelab/machine.h"
#include "cubelab/machinejson.h"
#include "mpirunner.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace cubelab::test {
namespace {

// Small messages and few round trips keep a run within seconds on an oversubscribed laptop.
const std::vector<std::string> kQuick{"--max-bytes", "65536", "--repetitions", "3"};

std::vector<std::string> calibrate(std::vector<std::string> arguments)
{
    arguments.insert(arguments.begin(), "calibrate");
    arguments.insert(arguments.end(), kQuick.begin(), kQuick.end());
    return arguments;
}

void writeText(const std::string& file, const std::string& text)
{
    std::ofstream out(file);
    out << text;
}

TEST(CubelabMpiCalibrate, FourRanksWriteAMachineThatCubelabCliTakes)
{
    const std::string file = tempFile("calibrated.json");
    const ProgramResult r =
        mpirun(4, calibrate({"--id", "this-laptop", "--name", "This laptop", "--output", file}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("link classes"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("wrote " + file), std::string::npos) << r.out;

    const Machine m = readMachineFile(file);
    EXPECT_NO_THROW(validate(m));
    EXPECT_EQ(m.id, "this-laptop");
    EXPECT_EQ(m.name, "This laptop");
    EXPECT_EQ(m.maxDimension, 2); // 4 ranks: links 1 and 2
    EXPECT_EQ(m.elementBytes, 8u);
    EXPECT_NE(m.note.find("4 ranks"), std::string::npos) << m.note;
    for (const LinkClass& lc : m.linkClasses) {
        EXPECT_GT(lc.latency, 0.0);
        EXPECT_GT(lc.bandwidth, 0.0);
    }
    EXPECT_NO_THROW(m.classOf(1));
    EXPECT_NO_THROW(m.classOf(2));

    const ProgramResult cli =
        runProgram(CUBELAB_CLI, {"run", "--machine", file, "--dimension", "2"});
    EXPECT_EQ(cli.exitCode, 0) << cli.err;
    std::filesystem::remove(file);
}

TEST(CubelabMpiCalibrate, TwoRanksMeasureOneLinkWithoutSharedCapacity)
{
    const std::string file = tempFile("two.json");
    const ProgramResult r = mpirun(2, calibrate({"--output", file}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Machine m = readMachineFile(file);
    EXPECT_EQ(m.id, "calibrated");
    EXPECT_EQ(m.maxDimension, 1);
    ASSERT_EQ(m.linkClasses.size(), 1u);
    // One pair alone cannot show whether pairs share: nothing is claimed.
    EXPECT_FALSE(m.linkClasses[0].sharedBandwidth);
    std::filesystem::remove(file);
}

TEST(CubelabMpiCalibrate, ThreeRanksAreRefusedAndNothingIsWritten)
{
    const std::string file = tempFile("three.json");
    const ProgramResult r = mpirun(3, calibrate({"--output", file}));
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("must be a power of two, at least 2 (2, 4, 8, 16 …); got 3"),
              std::string::npos)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(file));
}

TEST(CubelabMpiCalibrate, BadFlagsAreRefusedAndAnOldFileIsKept)
{
    const std::string file = tempFile("old.json");
    writeText(file, "the old machine");
    const struct
    {
        std::vector<std::string> arguments;
        std::string message;
    } cases[] = {
        {{"calibrate", "--max-bytes", "8", "--output", file},
         "--max-bytes must be 64 to 1073741824 (1 GiB); got 8"},
        {{"calibrate", "--repetitions", "0", "--output", file},
         "--repetitions must be 1 to 100000; got 0"},
        {{"calibrate", "--id", "My Laptop", "--output", file},
         "may hold only lower-case letters, digits"},
        {{"calibrate", "--output", ""}, "--output needs a file name"},
    };
    for (const auto& c : cases) {
        const ProgramResult r = mpirun(2, c.arguments);
        EXPECT_EQ(r.exitCode, 2) << c.message;
        EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
    }
    EXPECT_EQ(slurp(file), "the old machine");

    // A path under a regular file cannot be written: exit 1, the old file stays.
    const ProgramResult r = mpirun(2, calibrate({"--output", file + "/m.json"}));
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
    EXPECT_EQ(slurp(file), "the old machine");
    std::filesystem::remove(file);
}

} // namespace
} // namespace cubelab::test
