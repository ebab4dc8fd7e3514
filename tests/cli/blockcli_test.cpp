// cubelab-cli on the six block collectives: run's text (messages with their blocks, nodes
// with the blocks they changed and dropped), the --elements default, the second link order's
// two flags, list, and the settings a block collective refuses.
//
// The expected texts are worked out by hand from shared/reference/collectives.md for n = 2
// (p = 4, m = p = 4, node i holding i+1, so block b of a_i is i+1). Two facts of the engine
// fix what the semantics leave open: the expression pool writes a sum with the operand
// holding the smaller leaf first ((a_0+a_2) at node 2 as at node 0, as Cube_Do prints it),
// and a step lists its messages in the order the trace records them.

#include "clirunner.h"

#include <fstream>
#include <gtest/gtest.h>

using namespace cubelab::test;

namespace {

std::string runText(const std::vector<std::string>& arguments)
{
    const CliResult r = runCli(arguments);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
    return r.out;
}

std::string firstLine(const std::string& text)
{
    return text.substr(0, text.find('\n'));
}

} // namespace

// Tree_Up: node i starts with block i; the active nodes send all they hold and keep copies;
// the messages grow 1, 2 blocks; the root ends with block b = a_b.
TEST(CliBlockRun, TreeGatherOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "tree-gather", "--dimension", "2"}),
              "Tree_Up (tree-gather) on a 2-cube, p = 4: link order 2,1, root 0 (00), operator "
              "sum, 4 elements in 4 blocks, symbolic values\n"
              "start: node i holds block i of its input only: s_i[i] = a_i, node i holds i+1\n"
              "a) link 2  gather   10→00 [2]  11→01 [3]\n"
              "   s_0[2] = a_2 = 3\n"
              "   s_1[3] = a_3 = 4\n"
              "b) link 1  gather   01→00 [1,3]\n"
              "   s_0[1] = a_1 = 2; s_0[3] = a_3 = 4\n"
              "result at the root 00: s_0[0] = a_0 = 1; s_0[1] = a_1 = 2; s_0[2] = a_2 = 3; "
              "s_0[3] = a_3 = 4\n"
              "2 steps, 3 messages, 32 bytes in all\n"
              "link load:\n"
              "   link 1: 1 message, 2 elements, 16 bytes\n"
              "   link 2: 2 messages, 2 elements, 16 bytes\n");
}

// Scatter: the root holds all blocks of a_0; each step sends the half whose relative bit k
// differs and drops it; node i ends with block i.
TEST(CliBlockRun, TreeScatterOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "tree-scatter", "--dimension", "2"}),
              "Scatter (tree-scatter) on a 2-cube, p = 4: link order 1,2, root 0 (00), operator "
              "sum, 4 elements in 4 blocks, symbolic values\n"
              "start: s_0[0-3] = a_0 = 1 at 00; the other nodes hold nothing yet\n"
              "a) link 1  scatter  00→01 [1,3]\n"
              "   s_0[1,3] dropped\n"
              "   s_1[1,3] = a_0 = 1\n"
              "b) link 2  scatter  00→10 [2]  01→11 [3]\n"
              "   s_0[2] dropped\n"
              "   s_1[3] dropped\n"
              "   s_2[2] = a_0 = 1\n"
              "   s_3[3] = a_0 = 1\n"
              "result, node i holding block i of the root's data:\n"
              "   s_0[0] = a_0 = 1\n"
              "   s_1[1] = a_0 = 1\n"
              "   s_2[2] = a_0 = 1\n"
              "   s_3[3] = a_0 = 1\n"
              "2 steps, 3 messages, 32 bytes in all\n"
              "link load:\n"
              "   link 1: 1 message, 2 elements, 16 bytes\n"
              "   link 2: 2 messages, 2 elements, 16 bytes\n");
}

// Recursive halving over links 2, 1: node i keeps the blocks whose bit k is its own, sends
// and drops the others, and ends with block i over all four inputs.
TEST(CliBlockRun, ReduceScatterOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "reduce-scatter", "--dimension", "2"}),
              "Reduce_Scatter (reduce-scatter) on a 2-cube, p = 4: link order 2,1, operator sum, "
              "4 elements in 4 blocks, symbolic values\n"
              "start: every node holds all 4 blocks of its input: s_i[0-3] = a_i, node i holds "
              "i+1\n"
              "a) link 2  reduce-scatter 00↔10 [2,3] / [0,1]  01↔11 [2,3] / [0,1]\n"
              "   s_0[0,1] = (a_0+a_2) = 4; s_0[2,3] dropped\n"
              "   s_1[0,1] = (a_1+a_3) = 6; s_1[2,3] dropped\n"
              "   s_2[2,3] = (a_0+a_2) = 4; s_2[0,1] dropped\n"
              "   s_3[2,3] = (a_1+a_3) = 6; s_3[0,1] dropped\n"
              "b) link 1  reduce-scatter 00↔01 [1] / [0]  10↔11 [3] / [2]\n"
              "   s_0[0] = (a_0+a_2)+(a_1+a_3) = 10; s_0[1] dropped\n"
              "   s_1[1] = (a_0+a_2)+(a_1+a_3) = 10; s_1[0] dropped\n"
              "   s_2[2] = (a_0+a_2)+(a_1+a_3) = 10; s_2[3] dropped\n"
              "   s_3[3] = (a_0+a_2)+(a_1+a_3) = 10; s_3[2] dropped\n"
              "result, node i holding block i of the result:\n"
              "   s_0[0] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_1[1] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_2[2] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_3[3] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "2 steps, 8 messages, 96 bytes in all\n"
              "link load:\n"
              "   link 1: 4 messages, 4 elements, 32 bytes\n"
              "   link 2: 4 messages, 8 elements, 64 bytes\n");
}

// Recursive doubling over links 1, 2: every node exchanges all it holds; the messages
// double; every node ends with block b = a_b.
TEST(CliBlockRun, AllgatherOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "allgather", "--dimension", "2"}),
              "Allgather (allgather) on a 2-cube, p = 4: link order 1,2, operator sum, 4 elements "
              "in 4 blocks, symbolic values\n"
              "start: node i holds block i of its input only: s_i[i] = a_i, node i holds i+1\n"
              "a) link 1  allgather 00↔01 [0] / [1]  10↔11 [2] / [3]\n"
              "   s_0[1] = a_1 = 2\n"
              "   s_1[0] = a_0 = 1\n"
              "   s_2[3] = a_3 = 4\n"
              "   s_3[2] = a_2 = 3\n"
              "b) link 2  allgather 00↔10 [0,1] / [2,3]  01↔11 [0,1] / [2,3]\n"
              "   s_0[2] = a_2 = 3; s_0[3] = a_3 = 4\n"
              "   s_1[2] = a_2 = 3; s_1[3] = a_3 = 4\n"
              "   s_2[0] = a_0 = 1; s_2[1] = a_1 = 2\n"
              "   s_3[0] = a_0 = 1; s_3[1] = a_1 = 2\n"
              "result: s_i[0] = a_0 = 1; s_i[1] = a_1 = 2; s_i[2] = a_2 = 3; s_i[3] = a_3 = 4 on "
              "every node\n"
              "2 steps, 8 messages, 96 bytes in all\n"
              "link load:\n"
              "   link 1: 4 messages, 4 elements, 32 bytes\n"
              "   link 2: 4 messages, 8 elements, 64 bytes\n");
}

// Rabenseifner: the reduce-scatter above, then the allgather over the reverse order 1, 2,
// which copies each complete block to every node.
TEST(CliBlockRun, RabenseifnerOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "Rabenseifner", "--dimension", "2"}),
              "Rabenseifner (rabenseifner-allreduce) on a 2-cube, p = 4: link order 2,1, allgather "
              "link order 1,2, operator sum, 4 elements in 4 blocks, symbolic values\n"
              "start: every node holds all 4 blocks of its input: s_i[0-3] = a_i, node i holds "
              "i+1\n"
              "a) link 2  reduce-scatter 00↔10 [2,3] / [0,1]  01↔11 [2,3] / [0,1]\n"
              "   s_0[0,1] = (a_0+a_2) = 4; s_0[2,3] dropped\n"
              "   s_1[0,1] = (a_1+a_3) = 6; s_1[2,3] dropped\n"
              "   s_2[2,3] = (a_0+a_2) = 4; s_2[0,1] dropped\n"
              "   s_3[2,3] = (a_1+a_3) = 6; s_3[0,1] dropped\n"
              "b) link 1  reduce-scatter 00↔01 [1] / [0]  10↔11 [3] / [2]\n"
              "   s_0[0] = (a_0+a_2)+(a_1+a_3) = 10; s_0[1] dropped\n"
              "   s_1[1] = (a_0+a_2)+(a_1+a_3) = 10; s_1[0] dropped\n"
              "   s_2[2] = (a_0+a_2)+(a_1+a_3) = 10; s_2[3] dropped\n"
              "   s_3[3] = (a_0+a_2)+(a_1+a_3) = 10; s_3[2] dropped\n"
              "c) link 1  allgather 00↔01 [0] / [1]  10↔11 [2] / [3]\n"
              "   s_0[1] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_1[0] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_2[3] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_3[2] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "d) link 2  allgather 00↔10 [0,1] / [2,3]  01↔11 [0,1] / [2,3]\n"
              "   s_0[2,3] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_1[2,3] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_2[0,1] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "   s_3[0,1] = (a_0+a_2)+(a_1+a_3) = 10\n"
              "result: s_i[0-3] = (a_0+a_2)+(a_1+a_3) = 10 on every node\n"
              "4 steps, 16 messages, 192 bytes in all\n"
              "link load:\n"
              "   link 1: 8 messages, 8 elements, 64 bytes\n"
              "   link 2: 8 messages, 16 elements, 128 bytes\n");
}

// The ring on the Gray code g = 0, 1, 3, 2 (positions 0..3 are nodes 00, 01, 11, 10): every
// step uses links 1 and 2, each position sends one block and receives one; after three
// reduce-scatter steps position q holds block q+1 complete, after three allgather steps
// every node holds every block. Node 0 (position 0) receives block 3 from node 2
// (position 3) first, then blocks 2 and 1.
TEST(CliBlockRun, RingAllreduceOnTwoCube)
{
    EXPECT_EQ(runText({"run", "--algorithm", "ring-allreduce", "--dimension", "2"}),
              "Ring (ring-allreduce) on a 2-cube, p = 4: link order 1,2, operator sum, 4 elements "
              "in 4 blocks, symbolic values\n"
              "start: every node holds all 4 blocks of its input: s_i[0-3] = a_i, node i holds "
              "i+1\n"
              "a) links 1, 2  reduce-scatter 00→01 [0]  10→00 [3]  01→11 [1]  11→10 [2]\n"
              "   s_0[3] = (a_0+a_2) = 4\n"
              "   s_1[0] = (a_0+a_1) = 3\n"
              "   s_2[2] = (a_2+a_3) = 7\n"
              "   s_3[1] = (a_1+a_3) = 6\n"
              "b) links 1, 2  reduce-scatter 00→01 [3]  10→00 [2]  01→11 [0]  11→10 [1]\n"
              "   s_0[2] = [a_0+(a_2+a_3)] = 8\n"
              "   s_1[3] = [(a_0+a_2)+a_1] = 6\n"
              "   s_2[1] = [(a_1+a_3)+a_2] = 9\n"
              "   s_3[0] = [(a_0+a_1)+a_3] = 7\n"
              "c) links 1, 2  reduce-scatter 00→01 [2]  10→00 [1]  01→11 [3]  11→10 [0]\n"
              "   s_0[1] = a_0+[(a_1+a_3)+a_2] = 10\n"
              "   s_1[2] = [a_0+(a_2+a_3)]+a_1 = 10\n"
              "   s_2[0] = [(a_0+a_1)+a_3]+a_2 = 10\n"
              "   s_3[3] = [(a_0+a_2)+a_1]+a_3 = 10\n"
              "d) links 1, 2  allgather 00→01 [1]  10→00 [0]  01→11 [2]  11→10 [3]\n"
              "   s_0[0] = [(a_0+a_1)+a_3]+a_2 = 10\n"
              "   s_1[1] = a_0+[(a_1+a_3)+a_2] = 10\n"
              "   s_2[3] = [(a_0+a_2)+a_1]+a_3 = 10\n"
              "   s_3[2] = [a_0+(a_2+a_3)]+a_1 = 10\n"
              "e) links 1, 2  allgather 00→01 [0]  10→00 [3]  01→11 [1]  11→10 [2]\n"
              "   s_0[3] = [(a_0+a_2)+a_1]+a_3 = 10\n"
              "   s_1[0] = [(a_0+a_1)+a_3]+a_2 = 10\n"
              "   s_2[2] = [a_0+(a_2+a_3)]+a_1 = 10\n"
              "   s_3[1] = a_0+[(a_1+a_3)+a_2] = 10\n"
              "f) links 1, 2  allgather 00→01 [3]  10→00 [2]  01→11 [0]  11→10 [1]\n"
              "   s_0[2] = [a_0+(a_2+a_3)]+a_1 = 10\n"
              "   s_1[3] = [(a_0+a_2)+a_1]+a_3 = 10\n"
              "   s_2[1] = a_0+[(a_1+a_3)+a_2] = 10\n"
              "   s_3[0] = [(a_0+a_1)+a_3]+a_2 = 10\n"
              "result: s_i[0] = [(a_0+a_1)+a_3]+a_2 = 10; s_i[1] = a_0+[(a_1+a_3)+a_2] = 10; "
              "s_i[2] = [a_0+(a_2+a_3)]+a_1 = 10; s_i[3] = [(a_0+a_2)+a_1]+a_3 = 10 on every "
              "node\n"
              "6 steps, 24 messages, 192 bytes in all\n"
              "link load:\n"
              "   link 1: 12 messages, 12 elements, 96 bytes\n"
              "   link 2: 12 messages, 12 elements, 96 bytes\n");
}

// Blocks of several elements show as vectors of their block's length; a long block list
// folds its runs ("[4-7]"), and one of more than 8 items becomes a count.
TEST(CliBlockRun, BlocksOfSeveralElementsAndLongBlockLists)
{
    // m = 10 on p = 4: blocks 0..3 hold 2, 3, 2, 3 elements.
    const std::string ring = runText({"run", "--algorithm", "ring-allreduce", "--dimension", "2",
                                      "--elements", "10", "--values", "numeric"});
    EXPECT_NE(ring.find("\n   s_0[3] = [4, 4, 4]\n   s_1[0] = [3, 3]\n"), std::string::npos)
        << ring;
    // Blocks of different lengths are different values: each has its own entry.
    EXPECT_NE(ring.find("result: s_i[0] = [10, 10]; s_i[1] = [10, 10, 10]; s_i[2] = [10, 10]; "
                        "s_i[3] = [10, 10, 10] on every node\n"),
              std::string::npos)
        << ring;

    const std::string halving = runText(
        {"run", "--algorithm", "reduce-scatter", "--dimension", "3", "--values", "numeric"});
    EXPECT_NE(halving.find("a) link 3  reduce-scatter 000↔100 [4-7] / [0-3]  "), std::string::npos)
        << halving;
    EXPECT_NE(halving.find("   s_0[0-3] = 6; s_0[4-7] dropped\n"), std::string::npos) << halving;

    // The 5-cube's gather: the last message carries the 16 odd blocks.
    const std::string gather =
        runText({"run", "--algorithm", "tree-gather", "--dimension", "5", "--values", "numeric"});
    EXPECT_NE(gather.find("e) link 1  gather   00001→00000 [16 blocks]\n"), std::string::npos)
        << gather;
    EXPECT_NE(gather.find("s_0[15] = 16; … and 16 more blocks\n"), std::string::npos) << gather;
}

// One node: its one block is its input, and nothing moves.
TEST(CliBlockRun, OneNodeHoldsItsOneBlock)
{
    EXPECT_EQ(runText({"run", "--algorithm", "allgather", "--dimension", "0"}),
              "Allgather (allgather) on a 0-cube, p = 1: link order none, operator sum, 1 element "
              "in 1 block, symbolic values\n"
              "start: every node holds the one block of its input: s_i[0] = a_i, node i holds "
              "i+1\n"
              "result: s_0[0] = a_0 = 1\n"
              "0 steps, 0 messages, 0 bytes in all\n");
}

// A scenario file made for Tree_UpDo switched to a block collective by --algorithm: its root
// is dropped with a note, its one element kept (the file gives it).
TEST(CliBlockRun, AlgorithmFlagOnATreeScenarioDropsTheRoot)
{
    const CliResult r = runCli({"run", "--scenario", CUBELAB_SCENARIO_DIR "/lecture-reduce.json",
                                "--algorithm", "reduce-scatter"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "cubelab-cli: note: the scenario's root 0 is dropped: reduce-scatter has no "
                     "root\n");
    EXPECT_EQ(firstLine(r.out), "Reduce_Scatter (reduce-scatter) on a 3-cube, p = 8: link order "
                                "3,2,1, operator sum, 1 element in 8 blocks, symbolic values");
    // m = 1 < p: the one element is in block 7, the other blocks are empty ([]); their
    // messages are still sent.
    EXPECT_NE(r.out.find("\n   s_0[0-3] = (a_0+a_4) = []; s_0[4-7] dropped\n"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("\n   s_4[4-6] = (a_0+a_4) = []; s_4[7] = (a_0+a_4) = 6; s_4[0-3] "
                         "dropped\n"),
              std::string::npos)
        << r.out;
}

// --elements: p for a block collective when neither the flag nor the scenario file gives it,
// 1 for the lecture's four; a file's or the flag's value is kept; 0 stays refused.
TEST(CliBlockRun, ElementsDefaultToOneABlock)
{
    EXPECT_NE(firstLine(runText({"run", "--algorithm", "allgather", "--dimension", "3"}))
                  .find(", 8 elements in 8 blocks, "),
              std::string::npos);
    EXPECT_NE(firstLine(runText({"run", "--algorithm", "ring-allreduce", "--dimension", "1"}))
                  .find(", 2 elements in 2 blocks, "),
              std::string::npos);
    EXPECT_NE(firstLine(runText({"run", "--algorithm", "allgather", "--dimension", "3",
                                 "--elements", "5"}))
                  .find(", 5 elements in 8 blocks, "),
              std::string::npos);
    EXPECT_NE(firstLine(runText({"run", "--algorithm", "cube-allreduce", "--dimension", "3"}))
                  .find(", 1 element, "),
              std::string::npos);

    const std::string dir = testing::TempDir();
    const std::string withoutElements = dir + "/cubelab-block-no-elements.json";
    const std::string withElements = dir + "/cubelab-block-elements.json";
    {
        std::ofstream(withoutElements) << R"({"format": "cubelab-scenario", "version": 1,
            "dimension": 2, "algorithm": "reduce-scatter"})";
        std::ofstream(withElements) << R"({"format": "cubelab-scenario", "version": 1,
            "dimension": 2, "algorithm": "reduce-scatter", "elements": 6})";
    }
    EXPECT_NE(firstLine(runText({"run", "--scenario", withoutElements}))
                  .find(", 4 elements in 4 blocks, "),
              std::string::npos);
    EXPECT_NE(
        firstLine(runText({"run", "--scenario", withElements})).find(", 6 elements in 4 blocks, "),
        std::string::npos);

    const CliResult zero = runCli({"run", "--algorithm", "allgather", "--elements", "0"});
    EXPECT_EQ(zero.exitCode, 2);
    EXPECT_EQ(zero.err, "cubelab-cli: elements must be at least 1 (the vector length m); got 0\n");
}

// --second-link-order is --broadcast-link-order by its generic name: either orders
// Rabenseifner's allgather and Tree_Do's broadcast; the same order twice is fine, two
// different ones are an error.
TEST(CliBlockRun, SecondLinkOrderIsTheBroadcastLinkOrder)
{
    const std::string second = runText({"run", "--algorithm", "rabenseifner-allreduce",
                                        "--dimension", "3", "--second-link-order", "3,1,2"});
    EXPECT_NE(firstLine(second).find("link order 3,2,1, allgather link order 3,1,2, "),
              std::string::npos)
        << second;
    // The first allgather step runs on link 3, the first of the second order.
    EXPECT_NE(second.find("\nd) link 3  allgather "), std::string::npos) << second;
    EXPECT_EQ(second, runText({"run", "--algorithm", "rabenseifner-allreduce", "--dimension", "3",
                               "--broadcast-link-order", "3,1,2"}));
    EXPECT_EQ(second, runText({"run", "--algorithm", "rabenseifner-allreduce", "--dimension", "3",
                               "--broadcast-link-order", "3 1 2", "--second-link-order", "3,1,2"}));

    const std::string treeDo = runText(
        {"run", "--algorithm", "Tree_Do", "--dimension", "2", "--second-link-order", "2,1"});
    EXPECT_NE(firstLine(treeDo).find("link order 2,1, broadcast link order 2,1, "),
              std::string::npos)
        << treeDo;

    const CliResult both =
        runCli({"run", "--algorithm", "rabenseifner-allreduce", "--broadcast-link-order", "1,2,3",
                "--second-link-order", "3,2,1"});
    EXPECT_EQ(both.exitCode, 2);
    EXPECT_EQ(both.out, "");
    EXPECT_NE(both.err.find("the second link order is given twice, as 1,2,3 "
                            "(--broadcast-link-order) and 3,2,1 (--second-link-order)"),
              std::string::npos)
        << both.err;
}

TEST(CliBlockRun, RunHelpNamesTheNewCollectivesAndFlags)
{
    const std::string help = runText({"run", "--help"});
    for (const char* part :
         {"--second-link-order", "ring-allreduce", "rabenseifner-allreduce", "Tree_Up",
          "Reduce_Scatter", "Default 1; p for", "tree-scatter): the root", "tree-allreduce's",
          "rabenseifner-allreduce's"})
        EXPECT_NE(help.find(part), std::string::npos) << part << " in\n" << help;
}

// list: every collective with its lecture name, its title, its phases, what it moves and
// its default orders, the two orders named for their phases.
TEST(CliBlockList, ListsAllTenCollectivesWithTitlesPhasesAndOrders)
{
    const std::string out = runText({"list"});
    const std::pair<const char*, const char*> collectives[] = {
        {"tree-reduce", "Tree_UpDo"},
        {"tree-broadcast", "Tree_Down"},
        {"tree-allreduce", "Tree_Do"},
        {"cube-allreduce", "Cube_Do"},
        {"tree-gather", "Tree_Up"},
        {"tree-scatter", "Scatter"},
        {"reduce-scatter", "Reduce_Scatter"},
        {"allgather", "Allgather"},
        {"rabenseifner-allreduce", "Rabenseifner"},
        {"ring-allreduce", "Ring"}};
    std::size_t at = 0;
    for (const auto& [id, lecture] : collectives) {
        // In the registry's order, each on a line of its own with its lecture name.
        const std::string line = "\n  " + std::string(id) + " ";
        const std::size_t found = out.find(line, at);
        ASSERT_NE(found, std::string::npos) << id << " after position " << at << " in\n" << out;
        const std::string text = out.substr(found + 1, out.find('\n', found + 1) - found - 1);
        EXPECT_NE(text.find(std::string(" ") + lecture + " "), std::string::npos) << text;
        at = found + 1;
    }
    for (const char* part :
         {"Tree_UpDo – Reduce; phase reduce; moves whole vectors\n",
          "Tree_Do – All-Reduce (reduce, then broadcast); phases reduce, broadcast; moves whole "
          "vectors\n",
          "default link order n, n-1, …, 1 (reduce), then 1, 2, …, n (broadcast); takes a root",
          "Tree_Up – Gather; phase gather; moves blocks (m = p by default, one element a block)\n",
          "Ring – All-Reduce on a Gray-code ring; phases reduce-scatter, allgather; moves blocks",
          "default link order n, n-1, …, 1 (reduce-scatter), then 1, 2, …, n (allgather); no "
          "root\n"})
        EXPECT_NE(out.find(part), std::string::npos) << part << " in\n" << out;
}

namespace {

struct BlockBadInput
{
    std::string name;
    std::vector<std::string> arguments;
    std::string message; // standard error, in full
};

void PrintTo(const BlockBadInput& bad, std::ostream* out)
{
    *out << bad.name;
}

class CliBlockBadInput : public ::testing::TestWithParam<BlockBadInput>
{
};

} // namespace

TEST_P(CliBlockBadInput, ExitsWithTwoAndSaysWhy)
{
    const CliResult r = runCli(GetParam().arguments);
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_EQ(r.err, GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    Arguments, CliBlockBadInput,
    ::testing::Values(
        BlockBadInput{"RootOnReduceScatter",
                      {"run", "--algorithm", "reduce-scatter", "--root", "1"},
                      "cubelab-cli: reduce-scatter has no root: every node ends with the result; "
                      "leave the root out\n"},
        BlockBadInput{
            "Dimension13OnBlockCollective",
            {"run", "--algorithm", "ring-allreduce", "--dimension", "13", "--values", "numeric"},
            "cubelab-cli: ring-allreduce cuts the vector into p blocks and serves "
            "dimensions up to 12 (each node keeps p blocks); got 13\n"},
        BlockBadInput{"SecondLinkOrderOnCubeAllreduce",
                      {"run", "--algorithm", "cube-allreduce", "--second-link-order", "1,2,3"},
                      "cubelab-cli: cube-allreduce has one link order only: a second link order "
                      "belongs to tree-allreduce (Tree_Do), rabenseifner-allreduce "
                      "(Rabenseifner)\n"},
        BlockBadInput{
            "SecondLinkOrderNotALinkList",
            {"run", "--algorithm", "rabenseifner-allreduce", "--second-link-order", "3,x"},
            "cubelab-cli: --second-link-order expects link numbers separated by commas, "
            "such as 3,2,1; 'x' is not a link number\nTry 'cubelab-cli run --help'.\n"},
        BlockBadInput{
            "SecondLinkOrderNotAPermutation",
            {"run", "--algorithm", "rabenseifner-allreduce", "--second-link-order", "1,1,2"},
            "cubelab-cli: allgather link order [1,1,2] names link 1 twice: give each of "
            "the links 1 to 3 exactly once\n"}),
    [](const auto& info) { return info.param.name; });

// list --format json: the same facts for scripts, every collective in the registry's order.
TEST(CliBlockList, JsonListsTheSameFacts)
{
    const cubelab::Json json = runCliJson({"list", "--format", "json"});
    ASSERT_EQ(json["collectives"].size(), 10u);
    EXPECT_EQ(json["collectives"][0]["id"], "tree-reduce");
    EXPECT_EQ(json["collectives"][0]["data"], "whole-vector");
    EXPECT_EQ(json["collectives"][0]["defaultElements"], "1");
    EXPECT_EQ(json["collectives"][0]["takesRoot"], true);
    const cubelab::Json& rabenseifner = json["collectives"][8];
    EXPECT_EQ(rabenseifner["id"], "rabenseifner-allreduce");
    EXPECT_EQ(rabenseifner["lectureName"], "Rabenseifner");
    EXPECT_EQ(rabenseifner["title"], "Rabenseifner – All-Reduce (reduce-scatter, then allgather)");
    EXPECT_EQ(rabenseifner["phases"], cubelab::Json::parse(R"(["reduce-scatter", "allgather"])"));
    EXPECT_EQ(rabenseifner["data"], "blocks");
    EXPECT_EQ(rabenseifner["defaultElements"], "p");
    EXPECT_EQ(rabenseifner["takesRoot"], false);
    EXPECT_EQ(rabenseifner["linkOrders"], cubelab::Json::parse(R"([
        {"phase": "reduce-scatter", "default": "n, n-1, …, 1", "defaultForDimension4": [4, 3, 2, 1]},
        {"phase": "allgather", "default": "1, 2, …, n", "defaultForDimension4": [1, 2, 3, 4]}])"));
    EXPECT_EQ(json["collectives"][9]["id"], "ring-allreduce");
    EXPECT_EQ(json["collectives"][9]["linkOrders"][0]["defaultForDimension4"],
              cubelab::Json::parse("[1, 2, 3, 4]"));
    const cubelab::Json max = {{"id", "max"}, {"example", "max(a_0,a_1)"}};
    EXPECT_EQ(json["operators"][2], max);
    const cubelab::Json symbolic = {{"id", "symbolic"}, {"maxDimension", 12}};
    EXPECT_EQ(json["valueModes"][0], symbolic);

    const CliResult xml = runCli({"list", "--format", "xml"});
    EXPECT_EQ(xml.exitCode, 2);
    EXPECT_NE(xml.err.find("unknown format 'xml': choose text or json"), std::string::npos)
        << xml.err;
}
