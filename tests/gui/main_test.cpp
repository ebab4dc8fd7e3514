// The GUI tests' main: a QApplication on the offscreen platform (unless one was chosen),
// with the C locale, so tests behave alike on a desktop, in CI and while ctest discovers them.
// Settings and the files the window keeps (exercise progress, the user's exercises) go to
// temporary directories of this process: no test reads or changes the user's files, and tests
// that run at once (ctest --parallel) do not see each other's.

#include <QApplication>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QLocale::setDefault(QLocale::c());
    // QStandardPaths::AppDataLocation (ExercisePanel::defaultProgressPath()) lies below it.
    QTemporaryDir dataDir;
    qputenv("XDG_DATA_HOME", QFile::encodeName(dataDir.path()));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CubeLabTests"));
    QApplication::setApplicationName(QStringLiteral("cubelab-tests"));
    QTemporaryDir settingsDir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
