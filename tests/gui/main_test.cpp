// The GUI tests' main: a QApplication on the offscreen platform (unless one was chosen),
// with the C locale, so tests behave alike on a desktop, in CI and while ctest discovers them.
// Settings go to a temporary directory: no test reads or changes the user's settings.

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QLocale::setDefault(QLocale::c());
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CubeLabTests"));
    QApplication::setApplicationName(QStringLiteral("cubelab-tests"));
    // Files the window writes (exercise progress) go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir settingsDir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
