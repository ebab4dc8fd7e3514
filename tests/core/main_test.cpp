#include "cubelab/emulator.h"

#include <gtest/gtest.h>

using namespace cubelab;

TEST(Smoke, LectureReduce)
{
    Scenario s;
    Trace t = Emulator::run(s);
    ASSERT_EQ(t.stepCount(), 3u);
    EXPECT_EQ(t.format(t.final(0).expr, ExprStyle::Lecture),
              "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
}

int main(int argc, char** argv)
{
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
