// cubelab-mpi under mpirun: every collective and operator on 1 to 16 ranks agrees with the
// emulator and with the MPI library's collective; the trace it writes carries the measured
// steps; what cannot run is refused with a message.

#include "cubelab/collective.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "hostileoutputs.h"
#include "mpirunner.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <iostream>
#include <map>
#include <unistd.h>

namespace cubelab::test {
namespace {

// The library collective that computes what each outcome says (the issue's list).
std::string libraryCollective(Outcome outcome, bool equalBlocks)
{
    switch (outcome) {
    case Outcome::RootHoldsResult:
        return "MPI_Reduce";
    case Outcome::EveryNodeHoldsRootData:
        return "MPI_Bcast";
    case Outcome::EveryNodeHoldsResult:
        return "MPI_Allreduce";
    case Outcome::RootHoldsAllBlocks:
        return equalBlocks ? "MPI_Gather" : "MPI_Gatherv";
    case Outcome::EachNodeHoldsOwnBlock:
        return equalBlocks ? "MPI_Scatter" : "MPI_Scatterv";
    case Outcome::EachNodeHoldsItsReducedBlock:
        return equalBlocks ? "MPI_Reduce_scatter_block" : "MPI_Reduce_scatter";
    case Outcome::EveryNodeHoldsAllBlocks:
        return equalBlocks ? "MPI_Allgather" : "MPI_Allgatherv";
    case Outcome::NotRecorded:
        break;
    }
    return {};
}

class EveryCollective : public testing::TestWithParam<int>
{
};

TEST_P(EveryCollective, AgreesWithTheEmulatorAndTheLibraryForEveryOperator)
{
    const int ranks = GetParam();
    const std::string file = tempFile("every-" + std::to_string(ranks) + ".json");
    for (const Collective& c : builtinCollectives()) {
        for (const std::string op : {"sum", "product", "max", "min"}) {
            // 13 elements: blocks of unequal size on 2, 4 and 8 ranks.
            std::vector<std::string> args{
                "run", "--algorithm", c.id, "--operator", op,  "--elements", "13", "--repetitions",
                "2",   "--warmup",    "0",  "--output",   file};
            if (c.takesRoot && ranks > 1) {
                args.push_back("--root");
                args.push_back(std::to_string(ranks - 1));
            }
            const ProgramResult r = mpirun(ranks, args);
            ASSERT_EQ(r.exitCode, 0) << c.id << " " << op << " on " << ranks << ":\n" << r.err;
            const Trace trace = readTraceFile(file);
            const Measurement* measured = trace.measured();
            ASSERT_NE(measured, nullptr) << c.id;
            EXPECT_EQ(measured->ranks, static_cast<std::uint32_t>(ranks));
            EXPECT_TRUE(measured->check.sameAsEmulator) << c.id << " " << op;
            EXPECT_EQ(measured->check.against, libraryCollective(c.outcome, 13 % ranks == 0))
                << c.id;
            EXPECT_LE(measured->check.largestDifference, measured->check.allowedDifference);
            if (op == "max" || op == "min") {
                EXPECT_EQ(measured->check.largestDifference, 0.0) << c.id << " " << op;
            }
            EXPECT_EQ(measured->steps.size(), trace.stepCount());
        }
    }
    std::filesystem::remove(file);
}

INSTANTIATE_TEST_SUITE_P(Ranks, EveryCollective, testing::Values(1, 2, 4, 8),
                         [](const testing::TestParamInfo<int>& info) {
                             return std::to_string(info.param);
                         });

TEST(CubelabMpi, CubeDoOnEightRanksWritesAMeasuredTraceTheLibraryConfirmed)
{
    const std::string file = tempFile("cube-do.json");
    const ProgramResult r = mpirun(8, {"run", "--algorithm", "Cube_Do", "--elements", "1024",
                                       "--repetitions", "5", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("the result agrees with MPI_Allreduce"), std::string::npos) << r.out;
    const Trace trace = readTraceFile(file);
    ASSERT_NE(trace.measured(), nullptr);
    const Measurement& m = *trace.measured();
    EXPECT_EQ(trace.scenario().dimension, 3);
    EXPECT_EQ(trace.elements(), 1024u);
    EXPECT_EQ(m.repetitions, 5u);
    EXPECT_TRUE(m.barriers);
    ASSERT_EQ(m.steps.size(), 3u);
    for (const MeasuredStep& step : m.steps) {
        EXPECT_GT(step.time.median, 0.0);
        EXPECT_LE(step.time.min, step.time.median);
        EXPECT_LE(step.time.median, step.time.max);
        EXPECT_TRUE(step.rankMedians.empty());
    }
    ASSERT_EQ(m.libraryCollectives.size(), 1u);
    EXPECT_EQ(m.libraryCollectives[0].name, "MPI_Allreduce");
    EXPECT_GT(m.libraryCollectives[0].time.median, 0.0);
    // Every node ends with 1 + 2 + … + 8 = 36 in every element.
    for (NodeId i = 0; i < 8; ++i)
        EXPECT_EQ(trace.final(i).elements[1023], 36.0);
    std::filesystem::remove(file);
}

TEST(CubelabMpi, ALuaProgramRunsOnTheRanksAsInTheEmulator)
{
    const std::string file = tempFile("lua-tree-do.json");
    const std::string program = std::string(CUBELAB_SOURCE_DIR) + "/resources/programs/tree-do.lua";
    const ProgramResult r = mpirun(4, {"run", "--program", program, "--elements", "13",
                                       "--repetitions", "2", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("MPI_Allreduce"), std::string::npos) << r.out;
    // The trace carries its program: it reads with no program loaded in this process.
    ASSERT_EQ(LuaProgram::installed(), nullptr);
    const Trace trace = readTraceFile(file);
    ASSERT_TRUE(trace.scenario().program);
    EXPECT_EQ(trace.scenario().program->fileName, "tree-do.lua");
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_TRUE(trace.measured()->check.sameAsEmulator);
    EXPECT_EQ(trace.measured()->steps.size(), 4u); // Tree_UpDo and Tree_Down on a 2-cube
    for (NodeId i = 0; i < 4; ++i)
        EXPECT_EQ(trace.final(i).elements[12], 10.0); // 1 + 2 + 3 + 4
    std::filesystem::remove(file);
}

TEST(CubelabMpi, SixteenRanksRunRabenseifner)
{
    const std::string file = tempFile("sixteen.json");
    const ProgramResult r =
        mpirun(16, {"run", "--algorithm", "rabenseifner-allreduce", "--elements", "100",
                    "--repetitions", "1", "--warmup", "0", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Trace trace = readTraceFile(file);
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_EQ(trace.measured()->ranks, 16u);
    EXPECT_TRUE(trace.measured()->check.sameAsEmulator);
    EXPECT_EQ(trace.measured()->steps.size(), 8u); // 4 halving and 4 doubling steps
    std::filesystem::remove(file);
}

TEST(CubelabMpi, WithoutBarriersPerRankTimesAreKept)
{
    const std::string file = tempFile("per-rank.json");
    const ProgramResult r = mpirun(4, {"run", "--algorithm", "Tree_Do", "--no-barriers",
                                       "--per-rank", "--repetitions", "3", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Trace trace = readTraceFile(file);
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_FALSE(trace.measured()->barriers);
    ASSERT_EQ(trace.measured()->steps.size(), 4u);
    for (const MeasuredStep& step : trace.measured()->steps)
        EXPECT_EQ(step.rankMedians.size(), 4u);
    std::filesystem::remove(file);
}

TEST(CubelabMpi, OpenMpisAlgorithmsAreTimedByTheirNames)
{
    const std::string file = tempFile("algorithms.json");
    const ProgramResult r =
        mpirun(4, {"run", "--algorithm", "Cube_Do", "--elements", "64", "--library-algorithms",
                   "--repetitions", "2", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Trace trace = readTraceFile(file);
    ASSERT_NE(trace.measured(), nullptr);
    const auto& library = trace.measured()->libraryCollectives;
    ASSERT_GT(library.size(), 2u);
    EXPECT_EQ(library[0].algorithm, "library default");
    // Open MPI 4's coll_tuned names its all-reduce algorithms itself.
    std::vector<std::string> names;
    for (const MeasuredCollective& c : library) {
        EXPECT_EQ(c.name, "MPI_Allreduce");
        EXPECT_GT(c.time.median, 0.0) << c.algorithm;
        names.push_back(c.algorithm);
    }
    EXPECT_NE(std::find(names.begin(), names.end(), "recursive_doubling"), names.end());
    EXPECT_NE(std::find(names.begin(), names.end(), "ring"), names.end());
    std::filesystem::remove(file);
}

TEST(CubelabMpi, ASumRoundedInAnotherOrderStaysWithinTheBound)
{
    // 1e16, 1, −1e16, 1: Cube_Do over links 2, 1 adds (1e16 − 1e16) + (1 + 1) = 2; an order
    // that adds 1e16 + 1 first loses the ones. Either way the check passes within its bound.
    const std::string file = tempFile("cancellation.json");
    const ProgramResult r = mpirun(
        4, {"run", "--scenario", std::string(CUBELAB_MPI_TEST_DATA_DIR) + "/cancellation.json",
            "--repetitions", "1", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const Trace trace = readTraceFile(file);
    EXPECT_EQ(trace.final(0).elements[0], 2.0);
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_GT(trace.measured()->check.allowedDifference, 2.0);
    EXPECT_LE(trace.measured()->check.largestDifference, trace.measured()->check.allowedDifference);
    std::filesystem::remove(file);
}

TEST(CubelabMpi, ARankCountThatIsNotAPowerOfTwoIsRefused)
{
    const ProgramResult r = mpirun(3, {"run"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("must be a power of two (1, 2, 4, 8, 16 …); got 3"), std::string::npos)
        << r.err;
}

TEST(CubelabMpi, ADimensionOtherThanTheRanksIsRefused)
{
    const ProgramResult r = mpirun(4, {"run", "--dimension", "3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("4 ranks make a 2-cube: run it with mpirun -np 8"), std::string::npos)
        << r.err;
}

TEST(CubelabMpi, SymbolicValuesAreTheEmulators)
{
    const ProgramResult r = mpirun(2, {"run", "--values", "symbolic"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("cubelab-mpi carries numbers"), std::string::npos) << r.err;
}

TEST(CubelabMpi, BadRepetitionsAreRefused)
{
    const ProgramResult r = mpirun(2, {"run", "--repetitions", "0"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("repetitions must be 1 to 1000000; got 0"), std::string::npos) << r.err;
}

TEST(CubelabMpi, AnOutputThatCannotBeWrittenFailsAndKeepsTheOldFile)
{
    const std::string file = tempFile("kept.json");
    {
        std::ofstream old(file);
        old << "the old trace";
    }
    // A path under a regular file cannot be written.
    const ProgramResult r = mpirun(2, {"run", "--repetitions", "1", "--output", file + "/t.json"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_NE(r.err.find(file), std::string::npos) << r.err;
    EXPECT_EQ(slurp(file), "the old trace");
    std::filesystem::remove(file);
}

// Without mpirun (one rank): rank 0 checks the output before anything runs or is measured.
TEST(CubelabMpi, AnOutputThatIsNotARegularFileIsRefusedBeforeAnyWorkAndLeftAsItWas)
{
    const HostileOutputs hostile(tempFile("outputs"));
    if (!hostile.deviceSkipped().empty())
        std::cerr << "[   NOTE   ] " << hostile.deviceSkipped() << '\n';
    for (const char* command : {"run", "calibrate"})
        for (const HostileOutputs::Output& output : hostile.outputs()) {
            const ProgramResult r = runProgram(CUBELAB_MPI, {command, "--output", output.path});
            EXPECT_EQ(r.exitCode, 1) << command << ", " << output.kind;
            EXPECT_NE(r.err.find(output.reason), std::string::npos)
                << command << ", " << output.kind << ": " << r.err;
            EXPECT_EQ(r.out, "") << command; // nothing was run, measured or printed
        }
    EXPECT_EQ(hostile.unchanged(), "");
}

// A product that overflows wrote "allowedDifference": null, which no reader took, and a NaN
// input failed the check with "allowed nan".
TEST(CubelabMpi, AProductThatOverflowsAndANaNInputWriteATraceThatReadsBack)
{
    const std::string scenario = tempFile("overflow-scenario.json");
    {
        std::ofstream out(scenario);
        out << R"({"format": "cubelab-scenario", "version": 2, "dimension": 1,)"
            << R"( "algorithm": "cube-allreduce", "operator": "product", "values": "numeric",)"
            << R"( "elements": 3, "initial": [[1e200, "NaN", 2], [1e200, 1, 3]]})";
    }
    const std::string file = tempFile("overflow.json");
    const ProgramResult r =
        mpirun(2, {"run", "--scenario", scenario, "--repetitions", "1", "--output", file});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.find("nan)"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("inf)"), std::string::npos) << r.out;
    const Trace trace = readTraceFile(file);
    ASSERT_NE(trace.measured(), nullptr);
    EXPECT_TRUE(std::isfinite(trace.measured()->check.allowedDifference));
    EXPECT_TRUE(std::isinf(trace.final(0).elements[0]));
    std::filesystem::remove(file);
    std::filesystem::remove(scenario);
}

TEST(CubelabMpi, HelpNeedsNoMpirun)
{
    const ProgramResult r = runProgram(CUBELAB_MPI, {"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("mpirun -np P cubelab-mpi <command>"), std::string::npos) << r.out;
}

TEST(CubelabMpi, HelpListsEveryCommandWithItsSummary)
{
    const ProgramResult r = runProgram(CUBELAB_MPI, {"--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("  run        Run"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("  calibrate  "), std::string::npos) << r.out;
}

TEST(CubelabMpi, AnUnknownCommandIsRefusedNamingTheCommands)
{
    const ProgramResult r = mpirun(1, {"walk"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("unknown command 'walk': choose one of run, calibrate, trace"),
              std::string::npos)
        << r.err;
    const ProgramResult option = mpirun(1, {"--elements", "4"});
    EXPECT_EQ(option.exitCode, 2);
    EXPECT_NE(option.err.find("expected a command (run, calibrate, trace) before the options"),
              std::string::npos)
        << option.err;
}

} // namespace
} // namespace cubelab::test
