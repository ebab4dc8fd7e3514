#include "collectivetexts.h"

#include <cubelab/emulator.h>

#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {
Trace lectureReduce()
{
    return Emulator::run(Scenario{});
}
} // namespace

TEST(StepCaption, LectureReduceStepBNamesLinkTwoAndItsSendersAndReceivers)
{
    // Figure 3.14, step b): link 2; 010 sends to 000 and 011 to 001.
    const QString caption = CollectiveTexts::caption(lectureReduce(), 2);
    EXPECT_TRUE(caption.startsWith(QStringLiteral("b) link 2"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("010→000"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("011→001"))) << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("100"))) << caption.toStdString();
}

TEST(StepCaption, LastReduceStepSaysOnlyTheRootHoldsTheResult)
{
    const QString caption = CollectiveTexts::caption(lectureReduce(), 3);
    EXPECT_TRUE(caption.contains(QStringLiteral("001→000"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("only 000 holds the whole result"))) << caption.toStdString();
}

TEST(StepCaption, ExchangeIsListedOncePerPair)
{
    Scenario s;
    s.algorithm = "cube-allreduce";
    const QString caption = CollectiveTexts::caption(Emulator::run(s), 1);
    EXPECT_TRUE(caption.contains(QStringLiteral("000↔100"))) << caption.toStdString();
    EXPECT_EQ(caption.count(QStringLiteral("↔")), 4) << caption.toStdString();
}

TEST(StepCaption, LongStepsListAFewPairsAndCountTheRest)
{
    Scenario s;
    s.dimension = 6;
    const QString caption = CollectiveTexts::caption(Emulator::run(s), 1); // 32 messages
    EXPECT_EQ(caption.count(QStringLiteral("→")), 8) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("and 24 more"))) << caption.toStdString();
}

TEST(StepCaption, StartPreviewsTheFirstStep)
{
    const QString caption = CollectiveTexts::caption(lectureReduce(), 0);
    EXPECT_TRUE(caption.contains(QStringLiteral("a) link 3"))) << caption.toStdString();
}

TEST(CollectiveTexts, EveryBuiltinCollectiveHasATitleWithItsLectureName)
{
    for (const char* id : {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        const QString title = CollectiveTexts::title(id);
        EXPECT_FALSE(CollectiveTexts::summary(id).isEmpty()) << id;
        EXPECT_TRUE(title.contains(QStringLiteral("_"))) << id; // Tree_UpDo, Cube_Do, …
    }
    EXPECT_TRUE(CollectiveTexts::title("tree-reduce").startsWith(QStringLiteral("Tree_UpDo")));
    EXPECT_TRUE(CollectiveTexts::title("cube-allreduce").startsWith(QStringLiteral("Cube_Do")));
}
