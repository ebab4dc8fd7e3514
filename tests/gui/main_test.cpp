// The GUI tests' main: a QApplication on the offscreen platform (unless one was chosen),
// with the C locale, so tests behave alike on a desktop, in CI and while ctest discovers them.

#include <QApplication>
#include <QLocale>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QLocale::setDefault(QLocale::c());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CubeLabTests"));
    QApplication::setApplicationName(QStringLiteral("cubelab-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
