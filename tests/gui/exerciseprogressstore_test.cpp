// The exercise progress file apart from the panel: a missing file is a fresh start, what is
// saved reads back, a broken file is reported, kept and moved aside by the next save, and a
// save that fails (a short write, a read-only folder) leaves the old file byte for byte and
// says why.

#include "childprocess.h"
#include "exercise/exerciseprogressstore.h"
#include "guitestutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <sys/stat.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::ChildOptions;
using cubelab::gui::test::runInChild;

namespace {

CheckResult right()
{
    CheckResult result;
    result.correct = true;
    return result;
}

class ExerciseProgressStoreTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("progress.json"));
    }

    QTemporaryDir dir;
    QString path;
};

} // namespace

TEST_F(ExerciseProgressStoreTest, AMissingFileIsAFreshStart)
{
    ExerciseProgressStore store(path);
    store.load();
    EXPECT_FALSE(store.isBroken());
    EXPECT_TRUE(store.error().isEmpty());
    EXPECT_TRUE(store.progress().entries().empty());
    EXPECT_FALSE(QFile::exists(path)); // loading writes nothing
}

TEST_F(ExerciseProgressStoreTest, WhatIsSavedReadsBackAsTheCoreWritesIt)
{
    ExerciseProgressStore store(dir.filePath(QStringLiteral("new/folder/progress.json")));
    store.load();
    store.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, right());
    store.setDraft("predict-any-step", ValueAnswer{2, 5, "(a_1+a_5)"});
    ASSERT_TRUE(store.save()) << store.error().toStdString();
    EXPECT_TRUE(store.error().isEmpty());

    ExerciseProgressStore again(store.path());
    again.load();
    EXPECT_FALSE(again.isBroken());
    EXPECT_EQ(again.progress(), store.progress());
    EXPECT_TRUE(again.progress().solved("tree-down-high-links"));
    EXPECT_EQ(again.progress().entry("predict-any-step")->attempts, 0u);
    // The file is the core's format, byte for byte.
    EXPECT_EQ(test::fileContents(store.path()).toStdString(),
              store.progress().toJson().dump(2) + "\n");
}

TEST_F(ExerciseProgressStoreTest, ABrokenFileIsReportedKeptAndMovedAsideOnTheNextSave)
{
    const QByteArray broken = "{ \"format\": \"cubelab-exercise-progress\", ";
    test::putFile(path, broken);
    ExerciseProgressStore store(path);
    store.load();
    EXPECT_TRUE(store.isBroken());
    EXPECT_TRUE(store.error().contains(QStringLiteral("progress.json")))
        << store.error().toStdString();
    EXPECT_TRUE(store.progress().entries().empty());
    EXPECT_EQ(test::fileContents(path), broken); // left as it is

    store.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, right());
    const QString aside = store.brokenPath(); // where the save moves it
    EXPECT_EQ(aside, path + QStringLiteral(".broken"));
    ASSERT_TRUE(store.save());
    EXPECT_FALSE(store.isBroken());
    EXPECT_TRUE(store.error().isEmpty());
    EXPECT_EQ(test::fileContents(aside), broken);
    EXPECT_EQ(store.brokenPath(), path + QStringLiteral(".broken-2")); // the copy is never replaced
    EXPECT_EQ(ExerciseProgress::load(path.toStdString()).progress, store.progress());
}

TEST_F(ExerciseProgressStoreTest, AnAnswerTextTooLongForTheFileIsNotKept)
{
    EXPECT_TRUE(
        ExerciseProgress::keeps(ValueAnswer{1, 0, std::string(ValueAnswer::kMaxTextLength, 'a')}));
    EXPECT_FALSE(ExerciseProgress::keeps(
        ValueAnswer{1, 0, std::string(ValueAnswer::kMaxTextLength + 1, 'a')}));
    EXPECT_TRUE(ExerciseProgress::keeps(OrderAnswer{{1, 2, 3}}));
}

TEST_F(ExerciseProgressStoreTest, AShortWriteKeepsTheOldFileAndSaysWhy)
{
    ExerciseProgressStore store(path);
    store.load();
    store.record("tree-down-high-links", OrderAnswer{{1, 2, 3}}, CheckResult{});
    ASSERT_TRUE(store.save());
    const QByteArray old = test::fileContents(path);
    store.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, right());
    // In the child a file may grow to 48 bytes: the new file's first write goes beyond.
    const auto result = runInChild(ChildOptions{48, false}, [&] {
        const bool saved = store.save();
        return QStringLiteral("%1 %2").arg(saved).arg(store.error());
    });
    ASSERT_TRUE(result.finished);
    ASSERT_EQ(result.exitCode, 0);
    EXPECT_TRUE(result.output.startsWith(QStringLiteral("0 "))) << result.output.toStdString();
    EXPECT_TRUE(result.output.contains(QStringLiteral("progress.json")))
        << result.output.toStdString();
    EXPECT_TRUE(result.output.contains(QStringLiteral("File too large")))
        << result.output.toStdString();
    EXPECT_EQ(test::fileContents(path), old);
    EXPECT_EQ(test::dirEntries(dir.path()),
              QStringList{QStringLiteral("progress.json")}); // no temporary file left
    // Here, without the limit, the same save goes through.
    ASSERT_TRUE(store.save());
    EXPECT_TRUE(ExerciseProgress::load(path.toStdString()).progress.solved("tree-down-high-links"));
}

TEST_F(ExerciseProgressStoreTest, SavingIntoAReadOnlyFolderKeepsTheOldFileAndSaysWhy)
{
    // Permissions do not stop root: the child saves as the user nobody then.
    const QString folder = dir.filePath(QStringLiteral("read-only"));
    ASSERT_TRUE(QDir().mkdir(folder));
    ExerciseProgressStore store(folder + QStringLiteral("/progress.json"));
    store.load();
    ASSERT_TRUE(store.save());
    const QByteArray old = test::fileContents(store.path());
    store.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, right());
    ASSERT_EQ(::chmod(QFile::encodeName(dir.path()).constData(), 0755), 0);
    ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
    const auto result = runInChild(ChildOptions{std::nullopt, true}, [&] {
        const bool saved = store.save();
        return QStringLiteral("%1 %2").arg(saved).arg(store.error());
    });
    ::chmod(QFile::encodeName(folder).constData(), 0755);
    ASSERT_TRUE(result.finished);
    ASSERT_EQ(result.exitCode, 0) << "the child could not run as an unprivileged user";
    EXPECT_TRUE(result.output.startsWith(QStringLiteral("0 "))) << result.output.toStdString();
    EXPECT_TRUE(result.output.contains(QStringLiteral("Permission denied")))
        << result.output.toStdString();
    EXPECT_EQ(test::fileContents(store.path()), old);
    EXPECT_EQ(test::dirEntries(folder), QStringList{QStringLiteral("progress.json")});
}

TEST_F(ExerciseProgressStoreTest, ACopyOfABrokenFileIsNeverDeletedByALaterOne)
{
    const QByteArray first = "{ \"the first broken file\": ";
    const QByteArray second = "{ \"the second broken file\": ";
    for (const QByteArray& broken : {first, second}) {
        test::putFile(path, broken);
        ExerciseProgressStore store(path);
        store.load();
        ASSERT_TRUE(store.isBroken());
        store.record("tree-down-high-links", OrderAnswer{{3, 2, 1}}, right());
        ASSERT_TRUE(store.save()) << store.error().toStdString();
    }
    EXPECT_EQ(test::fileContents(path + QStringLiteral(".broken")), first);
    EXPECT_EQ(test::fileContents(path + QStringLiteral(".broken-2")), second);
    EXPECT_EQ(ExerciseProgressStore(path).brokenPath(), path + QStringLiteral(".broken-3"));
}
