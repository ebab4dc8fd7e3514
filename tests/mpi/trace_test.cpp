// cubelab-mpi trace on the real programs of examples/mpi/, built here with mpicc and mpif90 and
// run on 4 and 8 ranks (oversubscribed): the lecture's Tree_UpDo in C has exactly the lecture's
// steps and the sum at node 0, Cube_Do in Fortran (use mpi, and use mpi_f08) n steps of p
// messages, Fortran's Gatherv … Reduce_scatter one collective step each, the nonblocking and
// the split-communicator reduce the steps of their blocking twin, a message to a non-neighbour
// is marked; the lecture's exercise accepts its solution and refuses the unchanged Tree_Down at
// link n; a crash, a deadlock, MPI_Abort and a forgotten MPI_Finalize give a message and no
// steps. Where mpicc or mpif90 is missing a test is skipped, and fails in CI (CI=true).

#include "cubelab/jsondocument.h"
#include "mpirunner.h"
#include "programrunner.h"

#include <cstdlib>
#include <filesystem>
#include <gtest/gtest.h>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace cubelab::test {
namespace {

bool inCi()
{
    const char* ci = std::getenv("CI");
    return ci != nullptr && std::string(ci) == "true";
}

// The example built once a test run: its path, or empty with why in *why.
std::string built(const std::string& example, std::string* why)
{
    static std::map<std::string, std::string> done;
    if (const auto it = done.find(example); it != done.end())
        return it->second;
    const bool fortran = example.ends_with(".f90") || example.ends_with(".f");
    const std::string compiler = fortran ? "mpif90" : "mpicc";
    // In a folder of this run's own, under the example's name (the report names the program).
    static const std::string folder = [] {
        const std::string path = tempFile("examples");
        std::filesystem::create_directories(path);
        return path;
    }();
    const std::string out = folder + "/" + example.substr(0, example.find('.'));
    const ProgramResult r =
        runProgram("/usr/bin/env", {compiler, "-O2", "-o", out,
                                    std::string(CUBELAB_SOURCE_DIR) + "/examples/mpi/" + example});
    if (r.exitCode != 0) {
        *why = compiler + " could not build " + example + ": " + r.err;
        return {};
    }
    return done[example] = out;
}

#define BUILT(variable, example)                                                                   \
    std::string why_##variable;                                                                    \
    const std::string variable = built(example, &why_##variable);                                  \
    if (variable.empty()) {                                                                        \
        if (inCi())                                                                                \
            FAIL() << why_##variable;                                                              \
        GTEST_SKIP() << why_##variable                                                             \
                     << " (scripts/install-deps installs gfortran and Open MPI)";                  \
    }

ProgramResult trace(int ranks, const std::string& program, std::vector<std::string> options = {})
{
    std::vector<std::string> arguments{"trace", "-np", std::to_string(ranks), "--library",
                                       CUBELAB_TRACE_LIBRARY};
    arguments.insert(arguments.end(), options.begin(), options.end());
    arguments.push_back("--");
    arguments.push_back(program);
    return runProgram(CUBELAB_MPI, arguments);
}

// Node i of an n-cube as the lecture writes it: n binary digits, "011".
std::string address(int node, int n)
{
    std::string text;
    for (int bit = n - 1; bit >= 0; --bit)
        text += ((node >> bit) & 1) != 0 ? '1' : '0';
    return text;
}

// The step lines of cubelab/steptext.h: nodes by their binary addresses, as the lecture writes
// them and as the window's captions do.
const char* const kTreeUpDoSteps = "a) link 3: 100→000 (5); 101→001 (6); 110→010 (7); 111→011 (8)\n"
                                   "b) link 2: 010→000 (10); 011→001 (12)\n"
                                   "c) link 1: 001→000 (20)\n";

TEST(Trace, TreeUpDoInCHasTheLecturesStepsAndTheSumAtNodeZero)
{
    BUILT(program, "tree_updo.c");
    const ProgramResult r = trace(8, program);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("sum = 36"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Traced tree_updo on 8 ranks (a 3-cube): 7 messages in 3 steps.\n"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(kTreeUpDoSteps), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("Messages per link: link 1: 1, link 2: 2, link 3: 4"), std::string::npos)
        << r.out;
}

TEST(Trace, CubeDoInFortranHasNStepsOfPMessagesOnFourAndEightRanks)
{
    BUILT(program, "cube_do.f90");
    for (const int ranks : {4, 8}) {
        const ProgramResult r = trace(ranks, program);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const int n = ranks == 4 ? 2 : 3;
        EXPECT_NE(
            r.out.find(std::to_string(n * ranks) + " messages in " + std::to_string(n) + " steps."),
            std::string::npos)
            << r.out;
        // Every rank ends with the sum of 1 … p.
        const std::string sum = ranks == 4 ? "sum = 10.0" : "sum = 36.0";
        std::size_t count = 0;
        for (std::size_t at = r.out.find(sum); at != std::string::npos;
             at = r.out.find(sum, at + 1))
            ++count;
        EXPECT_EQ(count, static_cast<std::size_t>(ranks)) << r.out;
        EXPECT_NE(r.out.find("Messages per link: link 1: " + std::to_string(ranks)),
                  std::string::npos)
            << r.out;
    }
}

TEST(Trace, CubeDoWithMpiF08HasNStepsOfPMessagesEachOnItsLinkOnFourAndEightRanks)
{
    BUILT(program, "cube_do_f08.f90");
    for (const int ranks : {4, 8}) {
        const ProgramResult r = trace(ranks, program);
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const int n = ranks == 4 ? 2 : 3;
        EXPECT_NE(r.out.find("Traced cube_do_f08 on " + std::to_string(ranks) + " ranks (a " +
                             std::to_string(n) + "-cube): " + std::to_string(n * ranks) +
                             " messages in " + std::to_string(n) + " steps.\n"),
                  std::string::npos)
            << r.out;
        // Step k on link n-k+1: every node i sends its partial sum to i xor 2^(n-k) (node i
        // starts with i+1), p messages: p/2 exchanges, each written once from the lower
        // address with what each of the two sent, "000↔100 (1 / 5)".
        std::vector<int> value(static_cast<std::size_t>(ranks));
        for (int i = 0; i < ranks; ++i)
            value[static_cast<std::size_t>(i)] = i + 1;
        std::string steps;
        for (int k = 1; k <= n; ++k) {
            const int bit = 1 << (n - k);
            steps += std::string(1, static_cast<char>('a' + k - 1)) + ") link " +
                     std::to_string(n - k + 1) + ": ";
            std::vector<int> next(value);
            for (int i = 0; i < ranks; ++i) {
                const int partner = i ^ bit;
                if ((i & bit) == 0)
                    steps += std::string(i > 0 ? "; " : "") + address(i, n) + "↔" +
                             address(partner, n) + " (" +
                             std::to_string(value[static_cast<std::size_t>(i)]) + ") / (" +
                             std::to_string(value[static_cast<std::size_t>(partner)]) + ")";
                next[static_cast<std::size_t>(i)] += value[static_cast<std::size_t>(partner)];
            }
            steps += "\n";
            value = next;
        }
        EXPECT_NE(r.out.find(steps), std::string::npos) << "expected:\n"
                                                        << steps << "in:\n"
                                                        << r.out;
        std::string perLink = "Messages per link: ";
        for (int link = 1; link <= n; ++link)
            perLink += (link > 1 ? ", link " : "link ") + std::to_string(link) + ": " +
                       std::to_string(ranks);
        EXPECT_NE(r.out.find(perLink + "\n"), std::string::npos) << r.out;
        // Every rank ends with the sum of 1 … p.
        const std::string sum = ranks == 4 ? " sum = 10.0" : " sum = 36.0";
        for (int i = 0; i < ranks; ++i)
            EXPECT_NE(r.out.find("rank " + std::to_string(i) + sum), std::string::npos) << r.out;
    }
}

TEST(Trace, AFortranProgramWithMpifHIsTracedToo)
{
    BUILT(program, "reduce_f77.f");
    const ProgramResult r = trace(4, program);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // Its reduce, then the result broadcast and a barrier: collectives, one event each.
    EXPECT_NE(
        r.out.find(
            "Traced reduce_f77 on 4 ranks (a 2-cube): 3 messages and 2 collectives in 4 steps.\n"
            "a) link 2: 10→00 (3); 11→01 (4)\n"
            "b) link 1: 01→00 (6)\n"
            "c): MPI_Bcast by 4 ranks: not traced link by link\n"
            "d): MPI_Barrier by 4 ranks: not traced link by link\n"),
        std::string::npos)
        << r.out;
}

TEST(Trace, TheFortranCollectivesWithCountsPerRankAreStepsOfTheirOwn)
{
    BUILT(program, "vcollectives.f90");
    const ProgramResult r = trace(4, program);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // Gatherv, Scatterv, Allgatherv, Alltoallv and Reduce_scatter from use mpi: one event each.
    EXPECT_NE(
        r.out.find(
            "Traced vcollectives on 4 ranks (a 2-cube): 0 messages and 5 collectives in 5 steps.\n"
            "a): MPI_Gatherv by 4 ranks: not traced link by link\n"
            "b): MPI_Scatterv by 4 ranks: not traced link by link\n"
            "c): MPI_Allgatherv by 4 ranks: not traced link by link\n"
            "d): MPI_Alltoallv by 4 ranks: not traced link by link\n"
            "e): MPI_Reduce_scatter by 4 ranks: not traced link by link\n"),
        std::string::npos)
        << r.out;
    // The program checked every result; rank 0 gathered 1 + 2·2 + 3·3 + 4·4.
    EXPECT_NE(r.out.find("gathered 30\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("rank 3 alltoallv 288 reduce_scatter 136\n"), std::string::npos) << r.out;
}

TEST(Trace, TheNonblockingAndTheSplitCommunicatorReduceHaveTheStepsOfTheirBlockingTwin)
{
    BUILT(nonblocking, "reduce_isend.c");
    BUILT(split, "reduce_split.c");
    const ProgramResult r = trace(8, nonblocking);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(kTreeUpDoSteps), std::string::npos) << r.out;
    // The split communicator numbers the ranks backwards (rank 7 is its rank 0, holding 8):
    // the same tree in world ranks, node i of the twin being node 7 - i.
    const ProgramResult s = trace(8, split);
    ASSERT_EQ(s.exitCode, 0) << s.err;
    EXPECT_NE(s.out.find("a) link 3: 000→100 (8); 001→101 (7); 010→110 (6); 011→111 (5)\n"
                         "b) link 2: 100→110 (12); 101→111 (10)\n"
                         "c) link 1: 110→111 (20)\n"),
              std::string::npos)
        << s.out;
}

TEST(Trace, AMessageToANonNeighbourIsMarkedWithTheLinksItWouldCross)
{
    BUILT(program, "nonneighbour.c");
    const ProgramResult r = trace(4, program);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("11→00"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("✕ no neighbours: links 1, 2"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("1 not between neighbours"), std::string::npos) << r.out;
}

TEST(Trace, TheLecturesExerciseAcceptsItsSolutionAndRefusesTheUnchangedTreeDownAtLinkN)
{
    BUILT(solution, "tree_down_reversed.c");
    BUILT(unchanged, "tree_down.c");
    const ProgramResult right = trace(8, solution, {"--exercise", "program-tree-down-high-links"});
    EXPECT_EQ(right.exitCode, 0) << right.out << right.err;
    EXPECT_NE(right.out.find(
                  "Right.\nRight: the traced run on the 3-cube (8 ranks) does what Tree_Down does"),
              std::string::npos)
        << right.out;
    const ProgramResult wrong =
        trace(8, unchanged, {"--exercise", "program-tree-down-high-links", "--language", "de"});
    EXPECT_EQ(wrong.exitCode, 1) << wrong.out << wrong.err;
    EXPECT_NE(
        wrong.out.find(
            "Noch nicht richtig.\nAuf dem aufgezeichneten 3-Würfel trägt Link 3 4 Nachrichten; die "
            "Aufgabe erlaubt höchstens 1."),
        std::string::npos)
        << wrong.out;
}

TEST(Trace, TheTraceFileIsCheckedByTheCliAsTheRunIs)
{
    BUILT(solution, "tree_down_reversed.c");
    BUILT(unchanged, "tree_down.c");
    const std::string right = tempFile("right.json");
    const std::string wrong = tempFile("wrong.json");
    ASSERT_EQ(trace(8, solution, {"--output", right}).exitCode, 0);
    ASSERT_EQ(trace(8, unchanged, {"-o", wrong}).exitCode, 0);

    const ProgramResult accepted = runProgram(
        CUBELAB_CLI, {"check", "--trace", right, "--exercise", "program-tree-down-high-links"});
    EXPECT_EQ(accepted.exitCode, 0) << accepted.out << accepted.err;
    EXPECT_NE(accepted.out.find(
                  "Right.\nRight: the traced run on the 3-cube (8 ranks) does what Tree_Down does"),
              std::string::npos)
        << accepted.out;
    const ProgramResult refused =
        runProgram(CUBELAB_CLI, {"check", "--trace", wrong, "--exercise",
                                 "program-tree-down-high-links", "--language", "de"});
    EXPECT_EQ(refused.exitCode, 1) << refused.out << refused.err;
    EXPECT_NE(
        refused.out.find(
            "Auf dem aufgezeichneten 3-Würfel trägt Link 3 4 Nachrichten; die Aufgabe erlaubt "
            "höchstens 1."),
        std::string::npos)
        << refused.out;

    // As JSON: the verdict's form of check --answer (docs/cli.md).
    const ProgramResult json =
        runProgram(CUBELAB_CLI, {"check", "--trace", wrong, "--exercise",
                                 "program-tree-down-high-links", "--format", "json"});
    EXPECT_EQ(json.exitCode, 1) << json.out << json.err;
    const Json verdict = parseJson(json.out, "standard output");
    EXPECT_EQ(verdict["exercise"], "program-tree-down-high-links");
    EXPECT_EQ(verdict["correct"], false);
    EXPECT_EQ(verdict["verdict"], "Not right yet.");
    EXPECT_EQ(verdict["links"], Json::array({3}));
}

TEST(Trace, ACrashADeadlockAndAnAbortGiveAMessageAndNoSteps)
{
    BUILT(crash, "crash.c");
    BUILT(deadlock, "deadlock.c");
    BUILT(abort, "abort.c");
    const std::string output = tempFile("crashed.json");
    const ProgramResult crashed = trace(4, crash, {"--output", output});
    EXPECT_EQ(crashed.exitCode, 1) << crashed.out;
    EXPECT_FALSE(std::filesystem::exists(output)); // no trace of a run that is not whole
    EXPECT_NE(crashed.err.find("the program failed: "), std::string::npos) << crashed.err;
    EXPECT_EQ(crashed.out.find("Traced "), std::string::npos) << crashed.out;

    const ProgramResult stuck = trace(2, deadlock, {"--timeout", "5"});
    EXPECT_EQ(stuck.exitCode, 1);
    EXPECT_NE(stuck.err.find("did not end within 5 s"), std::string::npos) << stuck.err;
    EXPECT_EQ(stuck.out.find("Traced "), std::string::npos) << stuck.out;

    const ProgramResult aborted = trace(4, abort);
    EXPECT_EQ(aborted.exitCode, 1);
    EXPECT_NE(aborted.err.find("called MPI_Abort"), std::string::npos) << aborted.err;
    EXPECT_EQ(aborted.out.find("Traced "), std::string::npos) << aborted.out;
}

TEST(Trace, AProgramThatForgetsMpiFinalizeIsToldSo)
{
    BUILT(forgot, "no_finalize.c");
    const ProgramResult r = trace(4, forgot);
    EXPECT_EQ(r.exitCode, 1);
    // A rank's rank-R.log.tmp (made at MPI_Init) and no log, no file at all, or a log without
    // end of a rank mpirun ended: each message says that MPI_Finalize was not reached.
    EXPECT_NE(r.err.find("cubelab-mpi: the program failed: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("without MPI_Finalize"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("Traced "), std::string::npos) << r.out;
}

TEST(Trace, AProgramLinkedWithTheLibraryLeavesLogsThatFromReads)
{
    std::string why;
    if (built("tree_updo.c", &why).empty()) {
        if (inCi())
            FAIL() << why;
        GTEST_SKIP() << why << " (scripts/install-deps installs gfortran and Open MPI)";
    }
    const std::string library = CUBELAB_TRACE_LIBRARY;
    const std::string folder = library.substr(0, library.rfind('/'));
    const std::string program = tempFile("linked_tree_updo");
    const ProgramResult linked =
        runProgram("/usr/bin/env", {"mpicc", "-O2", "-o", program,
                                    std::string(CUBELAB_SOURCE_DIR) + "/examples/mpi/tree_updo.c",
                                    "-L" + folder, "-Wl,-rpath," + folder, "-lcubelab-trace"});
    ASSERT_EQ(linked.exitCode, 0) << linked.err;
    const std::string logs = tempFile("linked-logs");
    std::filesystem::create_directories(logs);
    std::vector<std::string> arguments{"--oversubscribe",           "-np",  "8", "-x",
                                       "CUBELAB_TRACE_DIR=" + logs, program};
    if (::geteuid() == 0)
        arguments.insert(arguments.begin(), "--allow-run-as-root");
    const ProgramResult run = runProgram(CUBELAB_MPIEXEC, arguments);
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const ProgramResult r = runProgram(CUBELAB_MPI, {"trace", "--from", logs});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(kTreeUpDoSteps), std::string::npos) << r.out;
    const ProgramResult both = runProgram(CUBELAB_MPI, {"trace", "--from", logs, "-np", "8"});
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_NE(both.err.find("--from DIR reads the logs of a run that is over"), std::string::npos)
        << both.err;
}

TEST(Trace, WhatCannotBeTracedIsRefusedBeforeAnythingRuns)
{
    const ProgramResult six = runProgram(CUBELAB_MPI, {"trace", "-np", "6", "--", "/bin/true"});
    EXPECT_EQ(six.exitCode, 2);
    EXPECT_NE(six.err.find("-np needs a power of two"), std::string::npos) << six.err;
    const ProgramResult none =
        runProgram(CUBELAB_MPI, {"trace", "-np", "2", "--", "./no-such-program"});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("is no program that can be run"), std::string::npos) << none.err;
    const ProgramResult library = runProgram(
        CUBELAB_MPI, {"trace", "-np", "2", "--library", "/no/such.so", "--", "/bin/true"});
    EXPECT_EQ(library.exitCode, 2);
    EXPECT_NE(library.err.find("libcubelab-trace.so was not found at '/no/such.so'"),
              std::string::npos)
        << library.err;
    // A program that is no MPI program leaves no log at all.
    const ProgramResult plain = trace(2, "/bin/true");
    EXPECT_EQ(plain.exitCode, 1);
    EXPECT_NE(plain.err.find("no rank left a log"), std::string::npos) << plain.err;
}

// The ranks' logs go to a private folder: --logs DIR made with mode 0700 (here with a space in
// its path, which CUBELAB_TRACE_DIR carries whole), the temporary one too; a symbolic link, a
// folder others can write in, and (as root) another user's folder are refused before anything
// runs.
TEST(Trace, TheLogsFolderIsMadePrivateAndOneOthersCouldWriteInIsRefused)
{
    BUILT(program, "tree_updo.c");
    namespace fs = std::filesystem;
    const std::string base = tempFile("private logs");
    fs::create_directories(base);
    const std::string fresh = base + "/new logs";
    const ProgramResult r = trace(4, program, {"--logs", fresh});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Traced tree_updo on 4 ranks"), std::string::npos) << r.out;
    EXPECT_EQ(fs::status(fresh).permissions() & fs::perms::all, fs::perms::owner_all);
    EXPECT_TRUE(fs::exists(fresh + "/rank-3.log"));

    // Without --logs: a temporary folder, private too (the program run is a shell that says
    // its mode).
    const ProgramResult temporary =
        runProgram(CUBELAB_MPI, {"trace", "-np", "1", "--library", CUBELAB_TRACE_LIBRARY, "--",
                                 "/bin/sh", "-c", "stat -c 'mode %a' \"$CUBELAB_TRACE_DIR\""});
    EXPECT_NE(temporary.out.find("mode 700\n"), std::string::npos)
        << temporary.out << temporary.err;

    const auto refused = [&](const std::string& folder, const std::string& why) {
        const ProgramResult r = trace(4, program, {"--logs", folder});
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
        EXPECT_EQ(r.out.find("sum = "), std::string::npos) << r.out; // the program did not run
    };
    const std::string empty = base + "/empty";
    fs::create_directories(empty);
    fs::create_directory_symlink(empty, base + "/link");
    refused(base + "/link", "is a symbolic link: give a new folder, or an empty one of your own");
    fs::permissions(empty, fs::perms::all);
    refused(empty, "can be written by other users");
    if (::geteuid() == 0) {
        fs::permissions(empty, fs::perms::owner_all);
        ASSERT_EQ(::chown(empty.c_str(), 65534, 65534), 0);
        refused(empty, "belongs to another user");
    }
}

// LD_PRELOAD splits its list at spaces and colons: a library whose path has both is preloaded
// through a link in a private temporary folder, and the run is traced.
TEST(Trace, ALibraryWhosePathHasASpaceAndAColonIsPreloaded)
{
    BUILT(program, "tree_updo.c");
    const std::string folder = tempFile("the library: here");
    std::filesystem::create_directories(folder);
    const std::string library = folder + "/libcubelab-trace.so";
    std::filesystem::copy_file(CUBELAB_TRACE_LIBRARY, library);
    const ProgramResult r =
        runProgram(CUBELAB_MPI, {"trace", "-np", "4", "--library", library, "--", program});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Traced tree_updo on 4 ranks (a 2-cube): 3 messages in 2 steps."),
              std::string::npos)
        << r.out;
}

// A logs folder whose path leaves no room for the logs' names within PATH_MAX is refused
// before anything runs (the library would refuse it too: tracelimits.h), and not made.
TEST(Trace, ALogsFolderTooLongForTheLogsNamesIsRefusedBeforeAnythingRuns)
{
    const std::string top = tempFile("long");
    std::string folder = top;
    while (folder.size() < 4090)
        folder += "/" + std::string(100, 'd');
    const ProgramResult r = trace(2, "/bin/true", {"--logs", folder});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find(" bytes long: at most 4071 bytes are allowed"), std::string::npos)
        << r.err;
    EXPECT_FALSE(std::filesystem::exists(top));
}

} // namespace
} // namespace cubelab::test
