#include "document/shippedfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <gtest/gtest.h>

using namespace cubelab::gui;

namespace {
// Every file of a resources/ folder, with the same bytes, is in the shipped folder.
void expectMirrors(ShippedKind kind, const QString& source)
{
    const QString shipped = shippedDirectory(kind);
    ASSERT_FALSE(shipped.isEmpty()) << "no share/cubelab folder beside " << source.toStdString();
    const QStringList names =
        QDir(source).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    ASSERT_FALSE(names.isEmpty());
    EXPECT_EQ(QDir(shipped).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name), names);
    for (const QString& name : names) {
        QFile original(QDir(source).filePath(name));
        QFile copy(QDir(shipped).filePath(name));
        ASSERT_TRUE(original.open(QIODevice::ReadOnly) && copy.open(QIODevice::ReadOnly))
            << name.toStdString();
        EXPECT_EQ(original.readAll(), copy.readAll()) << name.toStdString();
    }
}
} // namespace

// The build tree is laid out as an installation is: bin/ beside share/cubelab/, so the program
// finds its prepared scenarios by one rule in both (scripts/test-package tries the installed one).
TEST(ShippedFiles, TheBuildTreeShipsThePreparedScenariosBesideTheBinaries)
{
    expectMirrors(ShippedKind::Scenarios,
                  QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios"));
    EXPECT_TRUE(QFileInfo(QDir(shippedDirectory(ShippedKind::Scenarios))
                              .filePath(QStringLiteral("lecture-reduce.json")))
                    .isFile());
}

TEST(ShippedFiles, TheBuildTreeShipsTheMachineFiles)
{
    expectMirrors(ShippedKind::Machines, QStringLiteral(CUBELAB_SOURCE_DIR "/resources/machines"));
}
