// Reading rank logs (cubelab/ranklog.h) as a run leaves them, and as a forged folder might:
// time linear in a log's size (a log of 128k communicators), a log read line by line from its
// file as it is parsed from its text, and a folder's limits on ranks, on a log's size and on
// the logs' total size, each refused before any log is parsed, naming the limit; a rank that
// called MPI_Init and wrote no log named as such. The files are real; the large ones sparse.

#include "cubelab/errors.h"
#include "cubelab/ranklog.h"
#include "cubelab/rankmerge.h"
#include "cubelab/tracedrun.h"
#include "testutil.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

using namespace cubelab;
using cubelab::test::fileErrorOf;
namespace fs = std::filesystem;

namespace {

// A new empty folder for one test, removed after it.
class LogFolder
{
public:
    LogFolder()
        : mPath(fs::path(testing::TempDir()) /
                ("cubelab-ranklog-" + std::to_string(::getpid()) + "-" +
                 testing::UnitTest::GetInstance()->current_test_info()->name()))
    {
        fs::remove_all(mPath);
        fs::create_directories(mPath);
    }
    ~LogFolder() { fs::remove_all(mPath); }
    std::string path() const { return mPath.string(); }
    std::string log(int rank) const
    {
        return (mPath / ("rank-" + std::to_string(rank) + ".log")).string();
    }
    void write(int rank, const std::string& text) const
    {
        std::ofstream(log(rank), std::ios::binary) << text;
    }
    // A log of `bytes` that holds nothing: its blocks are never written.
    void sparse(int rank, std::uint64_t bytes) const
    {
        write(rank, "");
        fs::resize_file(log(rank), bytes);
    }

private:
    fs::path mPath;
};

std::string header(int rank, int size)
{
    return "cubelab-mpi-log 1\nrank " + std::to_string(rank) + " size " + std::to_string(size) +
           "\n";
}

// A log of rank 0 of 2 with `communicators` comm lines (ids 1 …), then a message on the last.
std::string manyCommunicators(int communicators)
{
    std::string text = header(0, 2);
    for (int id = 1; id <= communicators; ++id)
        text += "comm " + std::to_string(id) + " 2 " + (id % 2 == 0 ? "0 1" : "1 0") + "\n";
    return text + "send 0 send 1 5 8 1 2 " + std::to_string(communicators) +
           " double 1 42\nend 3\n";
}

} // namespace

TEST(RankLog, ALogOf128kCommunicatorsIsReadInTimeLinearInItsSize)
{
    // 131,072 comm lines (2 MB): looked up one by one among the earlier ones, as each new id
    // and each record's communicator once were, this is 8.6e9 comparisons.
    constexpr int kCommunicators = 1 << 17;
    const RankLog log = parseRankLog(manyCommunicators(kCommunicators), "rank-0.log");
    ASSERT_EQ(log.communicators().size(), static_cast<std::size_t>(kCommunicators));
    ASSERT_EQ(log.messages.size(), 1u);
    EXPECT_EQ(log.messages[0].comm, kCommunicators);
    const LoggedCommunicator* last = log.communicator(kCommunicators);
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->worldRanks, (std::vector<int>{0, 1}));
    EXPECT_EQ(log.communicator(kCommunicators + 1), nullptr);
    EXPECT_EQ(log.communicator(1)->worldRanks, (std::vector<int>{1, 0}));
    // A second description of an id is still found.
    const std::string twice = header(0, 2) + "comm 7 1 0\ncomm 7 1 1\n";
    EXPECT_EQ(fileErrorOf([&] { parseRankLog(twice, "rank-0.log"); }).reason(),
              "communicator 7 is described twice");
}

TEST(RankLog, AFileIsReadLineByLineAsItsTextIsParsed)
{
    // Lines of every length across the reader's 64 KiB pieces, and one of 20 KiB (a comm line
    // of 4096 ranks): the same log from the file as from the text.
    const LogFolder folder;
    std::string text = header(0, 4096) + "comm 1 4096";
    for (int r = 4095; r >= 0; --r)
        text += " " + std::to_string(r);
    text += "\n";
    for (int i = 0; i < 5000; ++i)
        text += "send " + std::to_string(i) + " isend " + std::to_string(i % 4096) + " " +
                std::to_string(i) + " 8 1 2 " + std::to_string(i % 2) + " double " +
                std::to_string(i % 5) +
                std::string(" 0.5 1.5 2.5 3.5").substr(0, static_cast<std::size_t>(i % 5) * 4) +
                "\n";
    text += "end 3\n";
    ASSERT_GT(text.size(), std::size_t{3} << 16);
    folder.write(0, text);
    const RankLog fromFile = readRankLog(folder.log(0));
    const RankLog fromText = parseRankLog(text, "rank-0.log");
    ASSERT_EQ(fromFile.messages.size(), 5000u);
    ASSERT_EQ(fromText.messages.size(), 5000u);
    for (std::size_t i = 0; i < 5000; ++i) {
        EXPECT_EQ(fromFile.messages[i].peer, fromText.messages[i].peer) << i;
        EXPECT_EQ(fromFile.messages[i].values, fromText.messages[i].values) << i;
    }
    EXPECT_EQ(fromFile.communicator(1)->worldRanks.size(), 4096u);
    EXPECT_EQ(fromFile.endTime, 3.0);

    // Cut off in the middle of its last line, and a line longer than any record.
    folder.write(1, text.substr(0, text.size() - 3));
    const FileError cut = fileErrorOf([&] { readRankLog(folder.log(1)); });
    EXPECT_EQ(cut.place(), "line 5004");
    EXPECT_EQ(cut.reason(),
              "the last line has no line end: the log was cut off while it was written");
    folder.write(2, header(0, 2) + "comm 1 2 " + std::string(std::size_t{1} << 20, '0') + "\n");
    const FileError longLine = fileErrorOf([&] { readRankLog(folder.log(2)); });
    EXPECT_EQ(longLine.place(), "line 3");
    EXPECT_EQ(longLine.reason(),
              "the line is longer than 65536 bytes, which no record of a log is");
    // Nothing but printable ASCII: the library writes the C locale's numbers and fixed names.
    const FileError byte =
        fileErrorOf([&] { parseRankLog(header(0, 2) + "end 3\xC3\xA9\n", "rank-0.log"); });
    EXPECT_EQ(byte.place(), "line 3");
    EXPECT_EQ(byte.reason(), "column 6 holds the byte 0xC3: a rank's log is plain ASCII text");
}

TEST(RankLog, AFolderOfMoreRanksThanTheLimitIsRefusedFromRankZerosHeader)
{
    const LogFolder folder;
    // The rest of rank 0's log is never read: its header says too much.
    folder.write(0, header(0, 8192) + "not a record\n");
    const FileError e = fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); });
    EXPECT_EQ(e.place(), "line 2");
    EXPECT_EQ(e.reason(),
              "the run has 8192 ranks; CubeLab reads runs of at most 4096 ranks (a 2^12-cube, the "
              "largest the window shows)");
    const FileError given = fileErrorOf([&] { readRankLogs(folder.path(), 4097); });
    EXPECT_EQ(given.reason(),
              "the run has 4097 ranks; CubeLab reads runs of at most 4096 ranks (a 2^12-cube, the "
              "largest the window shows)");
    folder.write(0, header(0, 4096) + "end 1\n");
    ASSERT_EQ(readRankLogs(folder.path(), std::nullopt).size(),
              1u); // the other 4095 are missing: the merge says so
}

TEST(RankLog, ALogOverItsLimitIsRefusedBeforeAnyLogIsParsed)
{
    const LogFolder folder;
    folder.write(0, header(0, 4) + "end 1\n");
    folder.write(1, header(1, 4) + "end 1\n");
    // Rank 2's log is parsed first, were it parsed at all: its NUL bytes would be the message.
    folder.sparse(2, RankLog::kMaxBytes - 1);
    folder.sparse(3, RankLog::kMaxBytes + 1);
    const FileError e = fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); });
    EXPECT_EQ(e.file(), folder.log(3));
    EXPECT_EQ(e.reason(), "the file has 268435457 bytes; a rank's log has at most 256 MiB");
}

TEST(RankLog, LogsOverTheTotalLimitAreRefusedBeforeAnyIsParsed)
{
    const LogFolder folder;
    const std::string first = header(0, 8) + "end 1\n";
    folder.write(0, first);
    const std::uint64_t third =
        RankLog::kMaxTotalBytes / 3 + 1; // each allowed, three too many together
    for (int r = 1; r < 4; ++r)
        folder.sparse(r, third);
    const FileError e = fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); });
    EXPECT_EQ(e.file(), folder.path());
    EXPECT_EQ(e.reason(), "the logs of ranks 0 to 3 have " +
                              std::to_string(first.size() + 3 * third) +
                              " bytes together; CubeLab reads at most 512 MiB of a run's logs");
    // Two of them are read, and refused after the first 128 KiB: no line of a log is that long.
    fs::remove(folder.log(3));
    const FileError two = fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); });
    EXPECT_EQ(two.file(), folder.log(1));
    EXPECT_EQ(two.reason(), "the line is longer than 65536 bytes, which no record of a log is");
}

TEST(RankLog, AFolderWithoutItsLogsOrWithAPipeIsRefusedSayingWhy)
{
    const LogFolder folder;
    EXPECT_EQ(fileErrorOf([&] { readRankLogs(folder.path() + "/none", std::nullopt); }).reason(),
              "no such folder of rank logs");
    EXPECT_NE(fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); })
                  .reason()
                  .find("rank 0's log is not there"),
              std::string::npos);
    folder.write(0, header(0, 2) + "end 1\n");
    ASSERT_EQ(::mkfifo(folder.log(1).c_str(), 0600), 0);
    EXPECT_EQ(
        fileErrorOf([&] { readRankLogs(folder.path(), 2); }).reason(),
        "is a named pipe (FIFO), not a file: CubeLab reads a rank's log only from a regular file");
}

TEST(RankLog, ARankThatLeftOnlyItsTemporaryLogCalledMpiInitButNotMpiFinalize)
{
    // The library makes rank-R.log.tmp at MPI_Init and renames it once the log is written: a
    // rank that returns from main without MPI_Finalize leaves only the first.
    const LogFolder folder;
    folder.write(0, header(0, 2) + "end 1\n");
    std::ofstream(folder.log(1) + ".tmp") << "";
    const std::vector<RankLog> logs = readRankLogs(folder.path(), std::nullopt);
    ASSERT_EQ(logs.size(), 2u);
    std::string why;
    try {
        mergeRankLogs(logs);
    } catch (const InputError& e) {
        why = e.what();
    }
    EXPECT_EQ(
        why,
        "rank 1 called MPI_Init but ended without MPI_Finalize (or crashed): its log has no end");

    // An abort says more than the ranks it took down, which left only their .tmp.
    folder.write(0, header(0, 2) + "abort 3 1\n");
    try {
        mergeRankLogs(readRankLogs(folder.path(), 2));
    } catch (const InputError& e) {
        why = e.what();
    }
    EXPECT_EQ(why, "rank 0 called MPI_Abort (error code 3): the run did not finish");

    // Rank 0 itself, read with --from: its .tmp says what happened, not "not there".
    fs::remove(folder.log(0));
    std::ofstream(folder.log(0) + ".tmp") << "";
    EXPECT_EQ(fileErrorOf([&] { readRankLogs(folder.path(), std::nullopt); }).reason(),
              "rank 0 called MPI_Init but ended without MPI_Finalize (or crashed): only its "
              "rank-0.log.tmp is "
              "there, which the tracing library renames when it has written the log");
}
