// Every bad input is refused with a message that says what is wrong and what is allowed.

#include "cubelab/errors.h"
#include "testutil.h"

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

std::string refusal(const Scenario& s)
{
    try {
        normalized(s);
    } catch (const InputError& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST(Inputs, DimensionOutOfRange)
{
    EXPECT_EQ(refusal(scenario(21, "tree-reduce")),
              "dimension 21 is out of range: allowed are 0 to 20 (1 to 1,048,576 nodes)");
    EXPECT_EQ(refusal(scenario(-1, "tree-reduce")),
              "dimension -1 is out of range: allowed are 0 to 20 (1 to 1,048,576 nodes)");
}

TEST(Inputs, OrderThatIsNotAPermutation)
{
    EXPECT_EQ(refusal(scenario(3, "tree-reduce", {3, 3, 1})),
              "link order [3,3,1] names link 3 twice: give each of the links 1 to 3 exactly once");
    EXPECT_EQ(refusal(scenario(3, "tree-reduce", {1, 2})),
              "link order [1,2] has 2 links, not 3: give each of the links 1 to 3 exactly once");
    EXPECT_EQ(refusal(scenario(3, "tree-reduce", {1, 2, 4})),
              "link order [1,2,4] names link 4, which a 3-cube does not have: give each of the "
              "links 1 to 3 exactly once");
    Scenario s = scenario(3, "tree-allreduce");
    s.secondLinkOrder = {1, 1, 2};
    EXPECT_EQ(refusal(s), "broadcast link order [1,1,2] names link 1 twice: give each of the links "
                          "1 to 3 exactly once");
    s = scenario(3, "cube-allreduce");
    s.secondLinkOrder = {1, 2, 3};
    EXPECT_EQ(refusal(s), "cube-allreduce has one link order only: a second link order belongs "
                          "to tree-allreduce (Tree_Do), rabenseifner-allreduce (Rabenseifner)");
}

TEST(Inputs, RootOutsideTheCube)
{
    Scenario s = scenario(3, "tree-reduce");
    s.root = 8;
    EXPECT_EQ(refusal(s), "root 8 is outside the cube: allowed are 0 to 7 for dimension 3");
    s.root = -1;
    EXPECT_EQ(refusal(s), "root -1 is outside the cube: allowed are 0 to 7 for dimension 3");
    s = scenario(3, "cube-allreduce");
    s.root = 0;
    EXPECT_EQ(refusal(s),
              "cube-allreduce has no root: every node ends with the result; leave the root out");
}

TEST(Inputs, UnknownAlgorithmListsTheValidOnes)
{
    EXPECT_EQ(
        refusal(scenario(3, "butterfly")),
        "unknown algorithm 'butterfly': choose one of tree-reduce (Tree_UpDo), tree-broadcast "
        "(Tree_Down), tree-allreduce (Tree_Do), cube-allreduce (Cube_Do), tree-gather (Tree_Up), "
        "tree-scatter (Scatter), reduce-scatter (Reduce_Scatter), allgather (Allgather), "
        "rabenseifner-allreduce (Rabenseifner), ring-allreduce (Ring)");
}

TEST(Inputs, LectureNamesAreAliasesInAnyCase)
{
    EXPECT_EQ(normalized(scenario(3, "TREE_UPDO")).algorithm, "tree-reduce");
    EXPECT_EQ(normalized(scenario(3, "tree_down")).algorithm, "tree-broadcast");
    EXPECT_EQ(normalized(scenario(3, "Tree_Do")).algorithm, "tree-allreduce");
    EXPECT_EQ(normalized(scenario(3, "cube_do")).algorithm, "cube-allreduce");
    EXPECT_EQ(normalized(scenario(3, "Cube-Allreduce")).algorithm, "cube-allreduce");
}

TEST(Inputs, UnknownOperatorListsTheValidOnes)
{
    try {
        parseOperator("avg");
        FAIL() << "accepted avg";
    } catch (const InputError& e) {
        EXPECT_STREQ(e.what(), "unknown operator 'avg': choose one of sum, product, max, min");
    }
    EXPECT_EQ(parseOperator("MAX"), Operator::Max);
}

TEST(Inputs, ElementsMustBePositiveAndFitInMemory)
{
    Scenario s = scenario(3, "tree-reduce");
    s.elements = -1;
    EXPECT_EQ(refusal(s), "elements must be at least 1 (the vector length m); got -1");
    s = scenario(20, "cube-allreduce", {}, ValueMode::Numeric);
    s.elements = 1000;
    EXPECT_EQ(refusal(s), "a vector of 1000 elements on 1048576 nodes is 1048576000 values, more "
                          "than the 134217728 that fit in memory: at dimension 20 allowed are 1 to "
                          "128 elements");
    s.elements = 128;
    EXPECT_EQ(refusal(s), "accepted");
}

TEST(Inputs, NoElementsMeansOneOrOneABlock)
{
    Scenario s = scenario(3, "tree-reduce");
    s.elements = 0;
    EXPECT_EQ(normalized(s).elements, 1);
    s.algorithm = "reduce-scatter";
    s.root.reset();
    EXPECT_EQ(normalized(s).elements, 8);
    s.elements = 3; // fewer elements than blocks: some blocks are empty
    EXPECT_EQ(normalized(s).elements, 3);
}

TEST(Inputs, BlockCollectivesStopAtDimensionTwelve)
{
    Scenario s = scenario(13, "allgather", {}, ValueMode::Numeric);
    EXPECT_EQ(refusal(s), "allgather cuts the vector into p blocks and serves dimensions up to 12 "
                          "(each node keeps p blocks); got 13");
    s.dimension = 12;
    s.elements = 0;
    EXPECT_EQ(refusal(s), "accepted");
}

TEST(Inputs, SymbolicValuesStopAtDimensionTwelve)
{
    EXPECT_EQ(refusal(scenario(13, "cube-allreduce")),
              "symbolic values serve dimensions up to 12: an expression at dimension 13 would name "
              "8192 leaves; choose numeric values or a smaller dimension");
    EXPECT_EQ(refusal(scenario(12, "cube-allreduce")), "accepted");
}

TEST(Inputs, InitialValuesMustCoverEveryNode)
{
    Scenario s = scenario(2, "tree-reduce");
    s.initial = {{1}, {2}, {3}};
    EXPECT_EQ(refusal(s), "initial values list 3 nodes, but the cube has 4: give one vector for "
                          "every node, or none for the default i+1");
    s.initial = {{1}, {2}, {3}, {4, 5}};
    EXPECT_EQ(refusal(s), "initial value of node 3 has 2 elements, not 1 (the vector length)");
}

TEST(Inputs, DefaultsAreFilledIn)
{
    const Scenario s = normalized(scenario(4, "Tree_Do"));
    EXPECT_EQ(s.linkOrder, (std::vector<int>{4, 3, 2, 1}));
    EXPECT_EQ(s.secondLinkOrder, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(s.root, 0);
    EXPECT_EQ(normalized(scenario(4, "Tree_Down")).linkOrder, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_FALSE(normalized(scenario(4, "Cube_Do")).root.has_value());
}
