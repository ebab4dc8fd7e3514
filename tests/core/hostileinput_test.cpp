// Files and texts made to break a reader: devices, pipes, huge or binary files, numbers
// beyond double, repeated keys, deep nesting, long chains. Each is refused with its place
// and a short reason, or read correctly; none crashes, hangs or allocates without bound.
// The inputs are under tests/data/hostile/; the large ones are made here, as described.

#include "cubelab/atomicfile.h"
#include "cubelab/chrometrace.h"
#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/exerciseio.h"
#include "cubelab/exerciseprogress.h"
#include "cubelab/jsondocument.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/machine.h"
#include "cubelab/machinejson.h"
#include "cubelab/pajetrace.h"
#include "cubelab/scenario.h"
#include "cubelab/steptimes.h"
#include "cubelab/viewertrace.h"
#include "hostileoutputs.h"
#include "testutil.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <gtest/gtest.h>
#include <iostream>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cubelab;
using cubelab::test::fileErrorOf;
namespace fs = std::filesystem;

namespace {

const std::string kHostile = CUBELAB_TEST_DATA_DIR "/hostile";

// Runs a read that must end by itself; a read that blocks fails the test instead of hanging it.
FileError fileErrorWithin(const std::function<void()>& action)
{
    auto result = std::async(std::launch::async, [&] { return fileErrorOf(action); });
    if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        std::fprintf(stderr, "the read did not end within 10 s: it blocks or reads without end\n");
        std::_Exit(1); // the blocked thread cannot be joined
    }
    return result.get();
}

class TempDir
{
public:
    TempDir()
        : mPath(fs::path(testing::TempDir()) /
                ("cubelab-hostile-" + std::to_string(::getpid()) + "-" +
                 testing::UnitTest::GetInstance()->current_test_info()->name()))
    {
        fs::remove_all(mPath);
        fs::create_directories(mPath);
    }
    ~TempDir() { fs::remove_all(mPath); }
    std::string file(const std::string& name, const std::string& content) const
    {
        const std::string path = (mPath / name).string();
        std::ofstream(path, std::ios::binary) << content;
        return path;
    }
    std::string path(const std::string& name) const { return (mPath / name).string(); }

private:
    fs::path mPath;
};

std::string scenarioText(const std::string& extra = {})
{
    return R"({"format": "cubelab-scenario", "version": 1, "dimension": 3, "algorithm": "tree-reduce")" +
           extra + "}";
}

} // namespace

TEST(HostileFiles, AFifoIsRefusedAtOnceNotWaitedOn)
{
    const TempDir dir;
    const std::string fifo = dir.path("scenario.json");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const FileError e = fileErrorWithin([&] { (void)readScenarioFile(fifo); });
    EXPECT_EQ(e.reason(), "is a named pipe (FIFO), not a file: CubeLab reads a scenario file only "
                          "from a regular file");
    const FileError m = fileErrorWithin([&] { (void)readMachineFile(fifo); });
    EXPECT_NE(m.reason().find("named pipe"), std::string::npos) << m.reason();
}

TEST(HostileFiles, DevicesThatNeverEndAreRefusedUnread)
{
    for (const char* device : {"/dev/zero", "/dev/urandom"}) {
        const FileError e = fileErrorWithin([&] { (void)readScenarioFile(device); });
        EXPECT_EQ(
            e.reason(),
            "is a device, not a file: CubeLab reads a scenario file only from a regular file");
        const FileError t = fileErrorWithin([&] { (void)readTraceFile(device); });
        EXPECT_NE(t.reason().find("is a device"), std::string::npos);
        const FileError x = fileErrorWithin([&] { (void)readExerciseFile(device); });
        EXPECT_NE(x.reason().find("is a device"), std::string::npos);
    }
    // Through a link, too.
    const TempDir dir;
    const std::string link = dir.path("machine.json");
    fs::create_symlink("/dev/zero", link);
    EXPECT_NE(fileErrorWithin([&] { (void)readMachineFile(link); }).reason().find("is a device"),
              std::string::npos);
}

TEST(HostileFiles, AFileOverItsKindsLimitIsRefusedBeforeItIsRead)
{
    const TempDir dir;
    const std::string path = dir.path("huge.json");
    std::ofstream(path) << "{";
    // Sparse: the size is there, the disk blocks are not.
    fs::resize_file(path, maxDocumentBytes(DocumentKind::Machine) + 1);
    const FileError e = fileErrorOf([&] { (void)readMachineFile(path); });
    EXPECT_EQ(e.reason(), "the file has 1048577 bytes; a machine file has at most 1 MiB");
    fs::resize_file(path, maxDocumentBytes(DocumentKind::Scenario) + 1);
    EXPECT_EQ(fileErrorOf([&] { (void)readScenarioFile(path); }).reason(),
              "the file has 67108865 bytes; a scenario file has at most 64 MiB");
}

TEST(HostileFiles, TheLimitsOfEachKindAreTheDocumentedOnes)
{
    EXPECT_EQ(maxDocumentBytes(DocumentKind::Scenario), 64u << 20);
    EXPECT_EQ(maxDocumentBytes(DocumentKind::Trace), 1024u << 20);
    EXPECT_EQ(maxDocumentBytes(DocumentKind::Machine), 1u << 20);
    EXPECT_EQ(maxDocumentBytes(DocumentKind::Exercise), 1u << 20);
    EXPECT_EQ(maxDocumentBytes(DocumentKind::Progress), 4u << 20);
}

TEST(HostileFiles, AnEmptyFileNameIsNamedAsSuch)
{
    EXPECT_EQ(fileErrorOf([] { (void)readScenarioFile(""); }).reason(),
              "no file name was given (it is empty): give the path of a scenario file");
}

TEST(HostileText, BytesAfterANulAreNotIgnoredButRefused)
{
    // tests/data/hostile/nul-then-garbage.json: a valid scenario, a NUL, then anything.
    const FileError e =
        fileErrorOf([] { (void)readScenarioFile(kHostile + "/nul-then-garbage.json"); });
    EXPECT_EQ(e.place(), "line 1, column 89");
    EXPECT_EQ(e.reason(), "a NUL byte: this is not a text file (CubeLab reads JSON text in UTF-8)");
}

TEST(HostileText, BytesThatAreNotUtf8AreRefusedWithTheirPlace)
{
    const FileError e =
        fileErrorOf([] { (void)parseJson("{\"a\":\n  \"\xC3\xA9\xFF\"}", "f.json"); });
    EXPECT_EQ(e.place(), "line 2, column 5");
    EXPECT_EQ(e.reason(), "the byte 0xFF is not UTF-8 text: CubeLab reads files in UTF-8");
    EXPECT_THROW((void)parseJson("\"\xC0\xAF\"", "f"), FileError);         // overlong
    EXPECT_THROW((void)parseJson("\"\xED\xA0\x80\"", "f"), FileError);     // a surrogate
    EXPECT_THROW((void)parseJson("\"\xF4\x90\x80\x80\"", "f"), FileError); // beyond U+10FFFF
    EXPECT_EQ(parseJson("\"\xF0\x9F\x98\x80 \xE2\x82\xAC\"", "f").get<std::string>(),
              "\xF0\x9F\x98\x80 \xE2\x82\xAC");
}

TEST(HostileText, ANumberBeyondDoubleIsAFileErrorAtItsPlace)
{
    const FileError e = fileErrorOf([] { (void)parseJson("{\"x\": [1,\n 2e400]}", "f.json"); });
    EXPECT_EQ(e.place(), "line 2, column 2");
    EXPECT_EQ(e.reason(), "the number 2e400 is beyond the range of a double (about ±1.8e308): "
                          "CubeLab reads no such number");
    // A number of 100,000 digits is named, not echoed.
    const FileError big =
        fileErrorOf([] { (void)parseJson("[" + std::string(100000, '9') + "]", "f.json"); });
    EXPECT_LT(big.reason().size(), 300u);
    EXPECT_NE(big.reason().find("(100000 characters)"), std::string::npos) << big.reason();
}

TEST(HostileText, ANumberBeyondDoubleInAnExerciseOrTheProgressIsReportedNotThrownThrough)
{
    const FileError e =
        fileErrorOf([] { (void)readExerciseFile(kHostile + "/exercise-number-overflow.json"); });
    EXPECT_NE(e.reason().find("beyond the range of a double"), std::string::npos) << e.reason();
    // The progress file's loader reports, so that the window still starts.
    const ExerciseProgressLoad load =
        ExerciseProgress::load(kHostile + "/progress-number-overflow.json");
    ASSERT_TRUE(load.error.has_value());
    EXPECT_NE(load.error->reason().find("beyond the range of a double"), std::string::npos);
}

TEST(HostileText, AKeyThatAppearsTwiceIsRefusedWithItsPlace)
{
    const FileError e =
        fileErrorOf([] { (void)readScenarioFile(kHostile + "/duplicate-key.json"); });
    EXPECT_EQ(e.place(), "/dimension");
    EXPECT_EQ(e.reason(),
              "the key \"dimension\" appears twice in this object; a key may appear once");
    const FileError deep =
        fileErrorOf([] { (void)parseJson(R"({"a": [{"b": 1}, {"c": 1, "c": 2}]})", "f"); });
    EXPECT_EQ(deep.place(), "/a/1/c");
}

TEST(HostileText, AStringWithUPlus0000IsRefused)
{
    const FileError e =
        fileErrorOf([] { (void)parseJson(R"({"algorithm": "tree-reduce\u0000more"})", "f"); });
    EXPECT_EQ(e.place(), "/algorithm");
    EXPECT_EQ(e.reason(),
              "the string holds the character U+0000 (\\u0000), which CubeLab files do not use");
    EXPECT_EQ(fileErrorOf([] { (void)parseJson(R"({"a\u0000": 1})", "f"); }).place(),
              std::string("/a\0", 3));
}

TEST(HostileText, NestingBeyondTheLimitIsRefusedNotRecursedInto)
{
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const FileError e = fileErrorOf([&] { (void)parseJson(deep, "f.json"); });
    EXPECT_EQ(e.reason(), "nested more than 64 levels deep; no CubeLab file nests so deep");
    EXPECT_EQ(e.place().substr(0, 6), "/0/0/0");
    // 64 levels are read.
    EXPECT_NO_THROW((void)parseJson(std::string(64, '[') + std::string(64, ']'), "f"));
}

TEST(HostileText, WhatFollowsTheDocumentIsRefused)
{
    const FileError e = fileErrorOf([] { (void)parseJson(scenarioText() + "\n{}", "f.json"); });
    EXPECT_EQ(e.place(), "line 2, column 1");
    EXPECT_NE(e.reason().find("not valid JSON"), std::string::npos);
    EXPECT_NE(fileErrorOf([] { (void)parseJson(" \n ", "f.json"); })
                  .reason()
                  .find("unexpected end of input"),
              std::string::npos);
}

// Linear time: 200,000 keys parse (the time is measured in tests/bench, not asserted here);
// the order written is kept.
TEST(HostileText, AnObjectWithManyKeysIsReadInOrder)
{
    std::string text = "{";
    for (int i = 0; i < 200000; ++i)
        text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
    text += "}";
    const Json json = parseJson(text, "f.json");
    ASSERT_EQ(json.size(), 200000u);
    EXPECT_EQ(json.begin().key(), "k0");
    EXPECT_EQ(std::prev(json.end()).key(), "k199999");
    EXPECT_EQ(json["k123456"].get<int>(), 123456);
    // A scenario with 200,000 keys besides its own is refused at the first unknown one.
    std::string scenario = scenarioText();
    scenario.pop_back();
    scenario += "," + text.substr(1);
    EXPECT_EQ(fileErrorOf([&] {
                  (void)scenarioFromJson(parseJson(scenario, "f.json"), "f.json");
              }).place(),
              "/k0");
}

TEST(HostileText, AHugeStringIsNotEchoedInTheMessage)
{
    const std::string text = scenarioText().substr(0, scenarioText().find("\"tree-reduce\"")) +
                             "\"" + std::string(50 << 20, 'x') + "\"}";
    const FileError e =
        fileErrorOf([&] { (void)scenarioFromJson(parseJson(text, "f.json"), "f.json"); });
    EXPECT_EQ(e.place(), "/algorithm");
    EXPECT_LE(e.reason().size(), 303u);
    EXPECT_LT(std::string(e.what()).size(), 400u);
}

TEST(HostileExpressions, ALongUnbracketedChainFormatsAndEvaluatesWithoutRecursion)
{
    // a_0+a_0+…: 50,000 terms, a chain 49,999 combinations deep.
    std::string chain = "a_0";
    for (int i = 1; i < 50000; ++i)
        chain += "+a_0";
    ExpressionPool pool;
    const ExprId id = pool.parse(chain, 1);
    EXPECT_EQ(pool.node(id).height, 49999u);
    const std::string plain = pool.format(id, ExprStyle::Plain, 1);
    // Canonical order puts the chain on the right: a_0+(a_0+(…)).
    EXPECT_EQ(plain.substr(0, 12), "a_0+(a_0+(a_");
    EXPECT_EQ(std::count(plain.begin(), plain.end(), '('), 49998);
    EXPECT_EQ(std::count(plain.begin(), plain.end(), 'a'), 50000);
    EXPECT_EQ(pool.evaluate(id, std::vector<double>{1.0}), 50000.0);
}

TEST(HostileExpressions, ATraceHoldingSuchAChainIsRead)
{
    Json json = traceToJson(Emulator::run([] {
        Scenario s;
        s.dimension = 1;
        s.algorithm = "tree-reduce";
        return s;
    }()));
    std::string chain = "a_0";
    for (int i = 1; i < 50000; ++i)
        chain += "+a_0";
    // Node 1 only sends: its value stays what it was at the start.
    json["initial"][1]["expr"] = chain;
    json["final"][1]["expr"] = chain;
    const Trace trace = traceFromJson(json, "memory");
    const std::string lecture = trace.format(trace.final(1).expr, ExprStyle::Lecture);
    EXPECT_EQ(std::count(lecture.begin(), lecture.end(), 'a'), 50000);
}

TEST(HostileExpressions, BracketsNestedTooDeeplyAreAnInputErrorNotACrash)
{
    ExpressionPool pool;
    const std::string deep = std::string(12000, '(') + "a_0" + std::string(12000, ')');
    try {
        (void)pool.parse(deep, 1);
        FAIL() << "expected an InputError";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("nested more than 256 deep"), std::string::npos)
            << e.what();
    }
    std::string maxes = "a_0";
    for (int i = 0; i < 300; ++i)
        maxes = "max(" + maxes + ",a_0)";
    EXPECT_THROW((void)pool.parse(maxes, 1), InputError);
}

TEST(HostileMachines, FiguresWhoseTimesAreNotFiniteAreRefused)
{
    for (const char* name : {"machine-latency-1e308.json", "machine-bandwidth-1e-300.json"}) {
        const FileError e = fileErrorOf([&] { (void)readMachineFile(kHostile + "/" + name); });
        EXPECT_EQ(e.place(), "/linkClasses/0") << name;
        EXPECT_NE(e.reason().find("take more than 1e+100 s"), std::string::npos) << e.reason();
    }
    // The presets are far inside the bound.
    for (const Machine& m : builtinMachines())
        EXPECT_NO_THROW(validate(m)) << m.id;
}

TEST(HostileText, AProgressFileWithLinkZeroIsReportedAtTheLink)
{
    const ExerciseProgressLoad load = ExerciseProgress::load(kHostile + "/progress-link-zero.json");
    ASSERT_TRUE(load.error.has_value());
    EXPECT_EQ(load.error->place(), "/exercises/tree-down-high-links/answer/order/0");
    EXPECT_TRUE(load.progress.entry("tree-down-high-links") == nullptr); // nothing half-loaded
}

TEST(HostileTraces, AHugeDeclaredVectorIsRefusedBeforeAnythingIsSetAside)
{
    // 227 bytes declare 2^27 elements a state; before the check the reader set aside 2 GiB
    // of zeros for the two empty states and then accepted the file.
    const std::string path = kHostile + "/trace-huge-vector.json";
    const FileError e = fileErrorOf([&] { (void)readTraceFile(path); });
    EXPECT_EQ(e.place(), "/scenario/elements");
    EXPECT_NE(e.reason().find("declares 1 node × 134217728 elements"), std::string::npos)
        << e.reason();
    EXPECT_NE(e.reason().find("hold only 0 numbers"), std::string::npos) << e.reason();
}

TEST(HostileTraces, ATraceTooLargeForAFileIsRefusedBeforeTheRunAndWhenWritten)
{
    Scenario huge;
    huge.dimension = 0;
    huge.elements = std::int64_t{1} << 27;
    huge.values = ValueMode::Numeric;
    try {
        checkTraceFileFits(normalized(huge));
        FAIL() << "expected an InputError";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("268435456 numbers"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("more than the 33554432"), std::string::npos)
            << e.what();
    }
    // The largest cube the budget allows for one element a node still fits, and a small one
    // writes as before.
    Scenario fits;
    fits.dimension = 20;
    fits.values = ValueMode::Numeric;
    fits.elements = 16;
    EXPECT_NO_THROW(checkTraceFileFits(normalized(fits)));
    Scenario small;
    small.values = ValueMode::Numeric;
    small.elements = 4;
    const Trace trace = Emulator::run(small);
    EXPECT_EQ(traceFileNumbers(trace), (8 + 8 + trace.data().updates.size()) * 4);
}

TEST(HostileSaves, EveryWriterRefusesAnOutputThatIsNotARegularFileAndLeavesItAsItWas)
{
    // As root, a writer that renamed its file over /dev/null or a FIFO destroyed the device.
    const test::HostileOutputs hostile(testing::TempDir() + "/cubelab-outputs-" +
                                       std::to_string(::getpid()));
    if (!hostile.deviceSkipped().empty())
        std::cerr << "[   NOTE   ] " << hostile.deviceSkipped() << '\n';
    Scenario small;
    small.values = ValueMode::Numeric;
    const Trace trace = Emulator::run(small);
    const std::vector<std::pair<std::string, std::function<void(const std::string&)>>> writers = {
        {"checkOutputFile", [](const std::string& p) { checkOutputFile(p); }},
        {"writeFileAtomically", [](const std::string& p) { writeFileAtomically(p, "text"); }},
        {"writeFileAtomically (streamed)",
         [](const std::string& p) {
             writeFileAtomically(p, [](std::ostream& out) { out << "text"; });
         }},
        {"writeScenarioFile", [&](const std::string& p) { writeScenarioFile(p, small); }},
        {"writeTraceFile", [&](const std::string& p) { writeTraceFile(p, trace); }},
        {"writeMachineFile",
         [](const std::string& p) { writeMachineFile(p, findMachine("power-gc")); }},
        {"writeChromeTraceFile",
         [&](const std::string& p) { writeChromeTraceFile(p, trace, StepTimes::logical(trace)); }},
        {"writePajeTraceFile",
         [&](const std::string& p) { writePajeTraceFile(p, trace, StepTimes::logical(trace)); }},
        {"ExerciseProgress::save", [](const std::string& p) { ExerciseProgress().save(p); }},
    };
    for (const auto& [name, write] : writers)
        for (const test::HostileOutputs::Output& output : hostile.outputs()) {
            const FileError e = fileErrorOf([&] { write(output.path); });
            EXPECT_NE(e.reason().find(output.reason), std::string::npos)
                << name << ", " << output.kind << ": " << e.reason();
            EXPECT_NE(e.reason().find("leaves this one as it is"), std::string::npos) << e.reason();
        }
    EXPECT_EQ(hostile.unchanged(), "");
}

TEST(HostileSaves, ALinkToARegularFileIsFollowedTheFileReplacedAndTheLinkKept)
{
    const TempDir dir;
    const std::string real = dir.file("real.json", "old");
    const fs::path link = dir.path("scenario.json");
    fs::create_symlink("real.json", link);
    writeFileAtomically(link.string(), "new");
    EXPECT_TRUE(fs::is_symlink(link));
    std::ifstream in(real);
    std::string content;
    std::getline(in, content);
    EXPECT_EQ(content, "new");
}

TEST(HostileSaves, AShortWriteKeepsTheOldFileByteForByte)
{
    // A real short write without a small file system: a child whose files may not grow beyond
    // 4 KiB gets EFBIG (SIGXFSZ ignored) when the new content does not fit.
    const TempDir dir;
    const std::string old = "{\"the old file\": true}\n";
    const std::string target = dir.file("scenario.json", old);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        try {
            writeFileAtomically(target, std::string(64 * 1024, 'x'));
        } catch (const FileError& e) {
            const bool said = e.reason().find("cannot write: File too large") != std::string::npos;
            std::_Exit(said ? 0 : 2);
        }
        std::_Exit(1); // the write claimed success
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "1: the short write was not noticed; 2: another reason";
    std::ifstream in(target, std::ios::binary);
    const std::string after((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(after, old);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir.path("")), fs::directory_iterator()), 1)
        << "the temporary file was left behind";
}

TEST(HostileText, AnAnswerTooLongForTheProgressFileIsCountedButNotKept)
{
    // The progress file's reader refuses answers beyond kMaxTextLength: the writer must not
    // write one, or the student's whole progress would not open again.
    const TempDir dir;
    ExerciseProgress progress;
    ValueAnswer longAnswer;
    longAnswer.step = 2;
    longAnswer.text = std::string(ValueAnswer::kMaxTextLength + 1, '1');
    progress.record("predict-s0", longAnswer, CheckResult{});
    ASSERT_NE(progress.entry("predict-s0"), nullptr);
    EXPECT_EQ(progress.entry("predict-s0")->attempts, 1u);
    EXPECT_FALSE(progress.entry("predict-s0")->lastAnswer.has_value());
    const std::string path = dir.path("progress.json");
    progress.save(path);
    const ExerciseProgressLoad load = ExerciseProgress::load(path);
    EXPECT_FALSE(load.error.has_value());
    EXPECT_EQ(load.progress, progress);
}

// A tester's 4.8 MB program answer made a 4.9 MB progress file, which its reader (4 MiB)
// refused at the next start: every solved mark was lost.
TEST(HostileText, AProgramAnswerLargerThanAProgramMayBeIsCountedButNotKept)
{
    const TempDir dir;
    ExerciseProgress progress;
    CheckResult solved;
    solved.correct = true;
    progress.record("program-broadcast", ProgramAnswer{"huge.lua", std::string(4800000, '-')},
                    solved);
    EXPECT_FALSE(ExerciseProgress::keeps(
        ProgramAnswer{"a.lua", std::string(LuaProgram::kMaxSourceBytes + 1, ' ')}));
    EXPECT_TRUE(ExerciseProgress::keeps(
        ProgramAnswer{"a.lua", std::string(LuaProgram::kMaxSourceBytes, ' ')}));
    ASSERT_NE(progress.entry("program-broadcast"), nullptr);
    EXPECT_FALSE(progress.entry("program-broadcast")->lastAnswer.has_value());
    const std::string path = dir.path("progress.json");
    progress.save(path);
    const ExerciseProgressLoad load = ExerciseProgress::load(path);
    EXPECT_FALSE(load.error.has_value()) << load.error->what();
    EXPECT_TRUE(load.progress.solved("program-broadcast"));
}

TEST(HostileText, AnswersThatTogetherExceedTheProgressFilesLimitLeaveTheLargestOutButEveryMark)
{
    // Twenty programs of 250 KB, each within a program's limit, are 5 MB together.
    const TempDir dir;
    ExerciseProgress progress;
    CheckResult solved;
    solved.correct = true;
    for (int i = 0; i < 20; ++i)
        progress.record(
            "exercise-" + std::to_string(i),
            ProgramAnswer{"p.lua", std::string(250000 + static_cast<std::size_t>(i), 'x')}, solved);
    progress.record("small", OrderAnswer{{3, 2, 1}}, CheckResult{});
    const std::string path = dir.path("progress.json");
    progress.save(path);
    EXPECT_LE(fs::file_size(path), maxDocumentBytes(DocumentKind::Progress));
    const ExerciseProgressLoad load = ExerciseProgress::load(path);
    ASSERT_FALSE(load.error.has_value()) << load.error->what();
    for (int i = 0; i < 20; ++i)
        EXPECT_TRUE(load.progress.solved("exercise-" + std::to_string(i))) << i;
    // The largest answers went; the smallest and the order answer stayed, and nothing of the
    // object in memory changed.
    EXPECT_FALSE(load.progress.entry("exercise-19")->lastAnswer.has_value());
    EXPECT_TRUE(load.progress.entry("exercise-0")->lastAnswer.has_value());
    EXPECT_TRUE(load.progress.entry("small")->lastAnswer.has_value());
    EXPECT_TRUE(progress.entry("exercise-19")->lastAnswer.has_value());
}

TEST(HostileText, AProgressFileWithAProgramLargerThanAProgramMayBeIsRefusedAtItsPlace)
{
    const TempDir dir;
    const std::string path = dir.file(
        "progress.json",
        R"({"format": "cubelab-exercise-progress", "version": 1, "exercises": {"p": )"
        R"({"solved": true, "attempts": 1, "answer": {"type": "program", "fileName": "a.lua", "source": ")" +
            std::string(LuaProgram::kMaxSourceBytes + 1, 'x') + "\"}}}}");
    const ExerciseProgressLoad load = ExerciseProgress::load(path);
    ASSERT_TRUE(load.error.has_value());
    EXPECT_EQ(load.error->place(), "/exercises/p/answer/source");
    EXPECT_NE(load.error->reason().find("a node program may have at most 262144"),
              std::string::npos)
        << load.error->reason();
}

// A 12-cube's ring took 118 s and 3 GB in cubelab-cli; the budget refuses it before it runs
// and leaves the largest Cube_Do the CLI has always run.
TEST(HostileRequests, ARunBeyondTheMessageBudgetIsRefusedBeforeItRuns)
{
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 12;
    ring.values = ValueMode::Numeric;
    EXPECT_EQ(Emulator::messageBound(ring), 2u * 4095u * 4096u);
    try {
        Emulator::checkRunFits(ring);
        ADD_FAILURE() << "expected an InputError";
    } catch (const InputError& e) {
        EXPECT_NE(
            std::string(e.what()).find("sends up to 33546240 messages, more than the 25165824"),
            std::string::npos)
            << e.what();
    }
    ring.dimension = 11;
    EXPECT_NO_THROW(Emulator::checkRunFits(ring));
    Scenario cube;
    cube.algorithm = "cube-allreduce";
    cube.dimension = 20;
    cube.values = ValueMode::Numeric;
    EXPECT_EQ(Emulator::messageBound(cube), 20u << 20);
    EXPECT_NO_THROW(Emulator::checkRunFits(cube));
    // The bound holds for every collective: a real run sends no more.
    for (const Collective& c : builtinCollectives()) {
        Scenario s;
        s.algorithm = c.id;
        s.dimension = 4;
        s.values = ValueMode::Numeric;
        EXPECT_LE(Emulator::run(s).allMessages().size(), Emulator::messageBound(s)) << c.id;
    }
}

// The budget bounds time and memory too, not messages alone: Cube_Do on 4,096 nodes with 32,768
// elements sends 49,152 messages but moved 1.6 billion values (21 s, 3.4 GB in the window); a
// run of few messages on a long vector needs four copies of it. Each is refused with what is
// too large and what is allowed; the window checks the same (Session::checkRunFits).
TEST(HostileRequests, ARunBeyondTheValueOrMemoryBudgetIsRefusedBeforeItRuns)
{
    Scenario cube;
    cube.algorithm = "cube-allreduce";
    cube.dimension = 12;
    cube.elements = 32768;
    const Emulator::RunSize size = Emulator::runSize(cube);
    EXPECT_EQ(size.messages, 12u * 4096u);
    EXPECT_EQ(size.values, 12u * 4096u * 32768u);
    try {
        Emulator::checkRunFits(cube);
        ADD_FAILURE() << "expected an InputError";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()), "Cube_Do on 4096 nodes with 32768 elements moves up to "
                                         "1610612736 values, more than the 268435456 a "
                                         "run may move (messages × elements; it would take "
                                         "minutes): choose a smaller cube or at most 5461 "
                                         "elements");
    }
    cube.elements = 5461;
    EXPECT_NO_THROW(Emulator::checkRunFits(cube));

    Scenario wide;
    wide.algorithm = "cube-allreduce";
    wide.dimension = 1;
    wide.values = ValueMode::Numeric;
    wide.elements = std::int64_t{1} << 26; // 2 messages, 2^27 values moved: within those budgets
    EXPECT_LE(Emulator::runSize(wide).values, Emulator::kMaxRunValues);
    EXPECT_GT(Emulator::runSize(wide).bytes, Emulator::kMaxRunBytes);
    try {
        Emulator::checkRunFits(wide);
        ADD_FAILURE() << "expected an InputError";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find(
                      "needs about 4353 MiB of memory for its run and trace, more than the 2048 "
                      "MiB a run may take"),
                  std::string::npos)
            << e.what();
    }
    // What the budget has always allowed still runs: the largest Cube_Do and the 11-cube's ring.
    Scenario largest;
    largest.algorithm = "cube-allreduce";
    largest.dimension = 20;
    largest.values = ValueMode::Numeric;
    EXPECT_NO_THROW(Emulator::checkRunFits(largest));
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 11;
    EXPECT_NO_THROW(Emulator::checkRunFits(ring));
    // The bound of values moved holds for every collective: a real run moves no more.
    for (const Collective& c : builtinCollectives()) {
        Scenario s;
        s.algorithm = c.id;
        s.dimension = 4;
        s.elements = 32;
        s.values = ValueMode::Numeric;
        std::uint64_t moved = 0;
        for (const LinkLoad& load : Emulator::run(s).linkLoads())
            moved += load.elements;
        EXPECT_LE(moved, Emulator::runSize(s).values) << c.id;
    }
}

// A 20-cube's Chrome trace wrote 10.4 GB with no cap.
TEST(HostileRequests, AViewerTraceBeyondItsBudgetIsRefusedBeforeAByteIsWritten)
{
    Scenario s;
    s.algorithm = "cube-allreduce";
    s.dimension = 17;
    s.values = ValueMode::Numeric;
    const Trace trace = Emulator::run(s);
    EXPECT_GT(viewerTraceEvents(trace), kMaxViewerTraceEvents);
    for (const bool chrome : {true, false}) {
        std::ostringstream out;
        try {
            if (chrome)
                writeChromeTrace(out, trace, StepTimes::logical(trace));
            else
                writePajeTrace(out, trace, StepTimes::logical(trace));
            ADD_FAILURE() << "expected an InputError";
        } catch (const InputError& e) {
            EXPECT_NE(
                std::string(e.what()).find("more than the 4194304 a trace for viewers may hold"),
                std::string::npos)
                << e.what();
        }
        EXPECT_EQ(out.str(), "");
    }
    s.dimension = 16;
    EXPECT_LE(viewerTraceEvents(Emulator::run(s)), kMaxViewerTraceEvents);
}
