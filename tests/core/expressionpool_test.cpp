#include "cubelab/errors.h"
#include "cubelab/expressionpool.h"

#include <gtest/gtest.h>

using namespace cubelab;

TEST(ExpressionPool, EqualExpressionsShareOneId)
{
    ExpressionPool pool;
    const ExprId a = pool.combine(Operator::Sum, pool.leaf(0), pool.leaf(4));
    const ExprId b = pool.combine(Operator::Sum, pool.leaf(4), pool.leaf(0));
    EXPECT_EQ(a, b) << "the operand with the smaller leaf stands first";
    EXPECT_EQ(pool.size(), 3u);
    EXPECT_EQ(pool.format(a, ExprStyle::Plain, 8), "a_0+a_4");
}

TEST(ExpressionPool, LectureBracketsCycleByHeight)
{
    ExpressionPool pool;
    // A 16-leaf balanced sum: heights 1..4 give ( ) [ ] { } ( ).
    std::vector<ExprId> level;
    for (std::uint32_t i = 0; i < 16; ++i)
        level.push_back(pool.leaf(i));
    while (level.size() > 1) {
        std::vector<ExprId> next;
        for (std::size_t i = 0; i < level.size(); i += 2)
            next.push_back(pool.combine(Operator::Sum, level[i], level[i + 1]));
        level = next;
    }
    const std::string partial = pool.format(level[0], ExprStyle::Lecture, 32);
    EXPECT_EQ(partial.substr(0, 9), "({[(a_0+a");
    EXPECT_EQ(partial.back(), ')');
    const std::string complete = pool.format(level[0], ExprStyle::Lecture, 16);
    EXPECT_EQ(complete.substr(0, 8), "{[(a_0+a");
    EXPECT_EQ(complete.back(), '}');
}

TEST(ExpressionPool, ParseAcceptsAnyBracketKindAndOperandOrder)
{
    ExpressionPool pool;
    const ExprId lecture = pool.parse("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]", 8);
    EXPECT_EQ(pool.parse("((a_0+a_4)+(a_2+a_6))+((a_1+a_5)+(a_3+a_7))", 8), lecture);
    EXPECT_EQ(pool.parse("{ (a6 + a2) + (a4+a0) } + [ (a_{7}+a_3)+(a_5+a_1) ]", 8), lecture);
    EXPECT_EQ(
        pool.parse("\\left[(a_{0}+a_{4})+(a_{2}+a_{6})\\right]+[(a_{1}+a_{5})+(a_{3}+a_{7})]", 8),
        lecture);
    EXPECT_NE(pool.parse("((a_0+a_2)+(a_4+a_6))+((a_1+a_5)+(a_3+a_7))", 8), lecture)
        << "a different grouping is a different expression";
    EXPECT_EQ(pool.parse("max(a_1, a_0)", 8),
              pool.combine(Operator::Max, pool.leaf(0), pool.leaf(1)));
    EXPECT_EQ(pool.parse("a_1·a_2 × a_3", 8), pool.parse("(a_1*a_2)*a_3", 8));
    EXPECT_EQ(pool.parse("a_0+a_1*a_2", 8),
              pool.combine(Operator::Sum, pool.leaf(0),
                           pool.combine(Operator::Product, pool.leaf(1), pool.leaf(2))));
}

TEST(ExpressionPool, ParseErrorsSayWhereAndWhat)
{
    ExpressionPool pool;
    auto error = [&](const char* text) {
        try {
            pool.parse(text, 8);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(error("(a_0+a_4]"),
              "expression, position 9: ']' does not close '(' opened at position 1; expected ')'");
    EXPECT_EQ(error("[a_0+a_4"),
              "expression, position 9: '[' opened at position 1 is never closed");
    EXPECT_EQ(error("a_0+"), "expression, position 5: the expression ends too early; expected a "
                             "leaf such as a_3 or a bracket");
    EXPECT_EQ(error("a_9"),
              "expression, position 4: there is no leaf a_9: the leaves are a_0 to a_7");
    EXPECT_EQ(error("a_0 a_1"),
              "expression, position 5: unexpected 'a'; expected an operator (+ or *) or the end");
    EXPECT_EQ(
        error("b_1"),
        "expression, position 1: unexpected 'b'; expected a leaf such as a_3, a bracket or max(");
}

TEST(ExpressionPool, EvaluateFollowsTheTree)
{
    ExpressionPool pool;
    const ExprId e = pool.parse("(a_0+a_1)*max(a_2,a_3)", 4);
    const std::vector<double> leaves{1, 2, 5, 3};
    EXPECT_EQ(pool.evaluate(e, leaves), 15.0);
}
