// The X session tests' main: a QCoreApplication (for QProcess) and GoogleTest. The tests start
// their own X server; the platform of this process does not matter.

#include <QCoreApplication>
#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
