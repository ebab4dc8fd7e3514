// Every file a CubeLab program writes reads back: scenarios and traces of every collective
// (whole-vector and block traces, symbolic and numeric, every operator, roots, vectors,
// values beyond a double), traces with a measured block, machines and exercise progress. A
// writer that writes what its reader refuses loses a user's work; a tester met three
// (cubelab-mpi's "allowedDifference": null, a progress file over its reader's limit, a
// trace's "elements" the reader took for the default).

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/exerciseprogress.h"
#include "cubelab/jsonio.h"
#include "cubelab/luaprogram.h"
#include "cubelab/machine.h"
#include "cubelab/machinejson.h"
#include "cubelab/measurement.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <limits>
#include <unistd.h>

using namespace cubelab;
namespace fs = std::filesystem;

namespace {

// The scenarios the property runs over: every collective, on cubes 0 to 4, in both value
// modes and with each operator, with a root other than 0 where one is taken, the reversed
// order, a vector of several elements, and inputs whose results overflow or are not numbers.
std::vector<Scenario> everyScenario()
{
    std::vector<Scenario> scenarios;
    const double huge = 1e300;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const Collective& collective : builtinCollectives())
        for (int n = 0; n <= 4; ++n)
            for (ValueMode mode : {ValueMode::Symbolic, ValueMode::Numeric})
                for (Operator op :
                     {Operator::Sum, Operator::Product, Operator::Max, Operator::Min}) {
                    Scenario s;
                    s.algorithm = collective.id;
                    s.dimension = n;
                    s.values = mode;
                    s.op = op;
                    if (collective.takesRoot && n > 0)
                        s.root = (NodeId{1} << n) - 1;
                    if (n > 1)
                        s.linkOrder = ascendingLinks(n);
                    if (collective.data == DataKind::Blocks)
                        s.elements = (std::int64_t{1} << n) + 1; // blocks of unequal sizes
                    else if (op == Operator::Product && mode == ValueMode::Numeric && n > 0) {
                        s.elements = 3;
                        const std::size_t p = std::size_t{1} << n;
                        for (std::size_t i = 0; i < p; ++i)
                            s.initial.push_back({huge, i == 0 ? nan : 0.5, -huge});
                    } else
                        s.elements = 2;
                    scenarios.push_back(s);
                }
    return scenarios;
}

std::string describe(const Scenario& s)
{
    return scenarioFileText(s);
}

class TempFolder
{
public:
    TempFolder()
        : mPath(fs::path(testing::TempDir()) /
                ("cubelab-roundtrip-" + std::to_string(::getpid()) + "-" +
                 testing::UnitTest::GetInstance()->current_test_info()->name()))
    {
        fs::remove_all(mPath);
        fs::create_directories(mPath);
    }
    ~TempFolder() { fs::remove_all(mPath); }
    std::string path(const std::string& name) const { return (mPath / name).string(); }

private:
    fs::path mPath;
};

Measurement measuredAs(const Trace& trace, double allowedDifference)
{
    Measurement m;
    m.library = "Open MPI v4.1.4";
    m.ranks = static_cast<std::uint32_t>(trace.nodeCount());
    m.hosts = 1;
    m.repetitions = 5;
    m.warmup = 1;
    m.barriers = true;
    double sum = 0;
    for (std::size_t s = 0; s < trace.stepCount(); ++s) {
        const double t = 1e-6 * static_cast<double>(s + 1);
        m.steps.push_back({{t, t, 2 * t}, {}});
        sum += t;
    }
    m.total = {sum * 1.1, sum, sum * 3};
    m.libraryCollectives = {{"MPI_Allreduce", std::string(kLibraryDefault), {1e-6, 1e-6, 2e-6}}};
    m.check = {"MPI_Allreduce", 0, allowedDifference, true};
    return m;
}

} // namespace

TEST(EveryWrittenFile, ScenariosAndTracesOfEveryCollectiveReadBackToTheSameText)
{
    const TempFolder folder;
    const std::string scenarioPath = folder.path("s.json");
    const std::string tracePath = folder.path("t.json");
    std::size_t traces = 0;
    for (const Scenario& s : everyScenario()) {
        SCOPED_TRACE(describe(s));
        // Compared as text: a NaN input is not equal to itself.
        writeScenarioFile(scenarioPath, s);
        EXPECT_EQ(scenarioFileText(readScenarioFile(scenarioPath)), scenarioFileText(s));
        writeScenarioFile(scenarioPath, normalized(s));
        EXPECT_EQ(scenarioFileText(readScenarioFile(scenarioPath)),
                  scenarioFileText(normalized(s)));
        if (s.values == ValueMode::Symbolic && s.op != Operator::Sum && s.dimension > 2)
            continue; // the symbolic operators differ only in their sign; the rest is covered
        const Trace trace = Emulator::run(s);
        writeTraceFile(tracePath, trace);
        Trace back = readTraceFile(tracePath);
        EXPECT_EQ(traceFileText(back), traceFileText(trace));
        ++traces;
    }
    EXPECT_GT(traces, 300u);
}

TEST(EveryWrittenFile, ATraceWithAMeasuredBlockReadsBack)
{
    // As cubelab-mpi writes it, the bound of an overflowed product being 0 (it wrote null).
    const TempFolder folder;
    for (const Collective& collective : builtinCollectives()) {
        SCOPED_TRACE(collective.id);
        Scenario s;
        s.algorithm = collective.id;
        s.dimension = 3;
        s.values = ValueMode::Numeric;
        Trace trace = Emulator::run(s);
        trace.setMeasured(measuredAs(trace, 0.0));
        writeTraceFile(folder.path("measured.json"), trace);
        const Trace back = readTraceFile(folder.path("measured.json"));
        ASSERT_NE(back.measured(), nullptr);
        EXPECT_EQ(*back.measured(), *trace.measured());
        EXPECT_EQ(traceFileText(back), traceFileText(trace));
    }
}

TEST(EveryWrittenFile, EveryMachineReadsBackEqual)
{
    const TempFolder folder;
    for (const Machine& machine : builtinMachines()) {
        SCOPED_TRACE(machine.id);
        writeMachineFile(folder.path("m.json"), machine);
        EXPECT_EQ(readMachineFile(folder.path("m.json")), machine);
    }
}

TEST(EveryWrittenFile, ProgressWithEveryKindOfAnswerReadsBackEqual)
{
    const TempFolder folder;
    ExerciseProgress progress;
    CheckResult right;
    right.correct = true;
    BroadcastAnswer broadcast;
    broadcast.root = 5;
    broadcast.steps = {{4, 1}, {1, 3}};
    progress.record("order", OrderAnswer{{3, 2, 1}}, right);
    progress.record("broadcast", broadcast, CheckResult{});
    progress.record("value", ValueAnswer{2, 0, std::string(ValueAnswer::kMaxTextLength, '(')},
                    right);
    progress.record("range", RangeAnswer{false, 4, 4096}, CheckResult{});
    progress.setDraft("never", RangeAnswer{true, 1, std::nullopt});
    progress.record("program",
                    ProgramAnswer{"reduce.lua", std::string(LuaProgram::kMaxSourceBytes, '-')},
                    right);
    progress.record("program-too-large",
                    ProgramAnswer{"huge.lua", std::string(LuaProgram::kMaxSourceBytes + 1, '-')},
                    right);
    progress.save(folder.path("progress.json"));
    const ExerciseProgressLoad load = ExerciseProgress::load(folder.path("progress.json"));
    ASSERT_FALSE(load.error.has_value()) << load.error->what();
    EXPECT_EQ(load.progress, progress);
}
