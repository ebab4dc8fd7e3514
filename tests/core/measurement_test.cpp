// A trace's "measured" block (docs/file-formats.md): written after linkLoad, read back equal,
// and refused with its place when it does not fit the trace or holds impossible times.

#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/measurement.h"

#include <functional>
#include <gtest/gtest.h>

using namespace cubelab;

namespace {

Trace cubeDo()
{
    Scenario s;
    s.algorithm = "cube-allreduce";
    s.dimension = 2;
    s.values = ValueMode::Numeric;
    return Emulator::run(s);
}

Measurement twoSteps()
{
    Measurement m;
    m.library = "Open MPI v4.1.4";
    m.ranks = 4;
    m.hosts = 2;
    m.repetitions = 9;
    m.warmup = 1;
    m.barriers = false;
    m.steps = {{{1.5e-6, 1e-6, 2e-6}, {1e-6, 1.25e-6, 1.5e-6, 1.75e-6}}, {{3e-6, 2e-6, 7e-6}, {}}};
    m.total = {4.5e-6, 4e-6, 9e-6};
    m.libraryCollectives = {{"MPI_Allreduce", std::string(kLibraryDefault), {2e-6, 1e-6, 3e-6}},
                            {"MPI_Allreduce", "ring", {5e-6, 4e-6, 6e-6}}};
    m.check = {"MPI_Allreduce", 4.4e-16, 1.8e-15, true};
    return m;
}

// The error message of reading the trace's JSON after `edit`.
std::string refusal(const std::function<void(Json&)>& edit)
{
    Trace trace = cubeDo();
    trace.setMeasured(twoSteps());
    Json json = traceToJson(trace);
    edit(json["measured"]);
    try {
        (void)traceFromJson(json, "t.json");
    } catch (const FileError& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST(Measurement, SummaryIsTheMedianAndTheExtremes)
{
    EXPECT_EQ(summarize({3, 1, 2}), (TimeSummary{2, 1, 3}));
    EXPECT_EQ(summarize({4, 1, 2, 3}), (TimeSummary{2.5, 1, 4}));
    EXPECT_EQ(summarize({}), TimeSummary{});
}

TEST(Measurement, ATraceFileKeepsItsMeasurement)
{
    Trace trace = cubeDo();
    trace.setMeasured(twoSteps());
    const Json json = traceToJson(trace);
    ASSERT_TRUE(json.contains("measured"));
    const Trace back = traceFromJson(json, "t.json");
    ASSERT_NE(back.measured(), nullptr);
    EXPECT_EQ(*back.measured(), twoSteps());
    EXPECT_EQ(cubeDo().measured(), nullptr);
    EXPECT_FALSE(traceToJson(cubeDo()).contains("measured"));
}

TEST(Measurement, AMeasurementThatDoesNotFitTheRunIsRefused)
{
    Trace trace = cubeDo();
    Measurement m = twoSteps();
    m.steps.pop_back();
    EXPECT_THROW(trace.setMeasured(m), InputError);
    m = twoSteps();
    m.ranks = 8;
    EXPECT_THROW(trace.setMeasured(m), InputError);
    m = twoSteps();
    m.steps[1].rankMedians = {1e-6};
    EXPECT_THROW(trace.setMeasured(m), InputError);
}

TEST(Measurement, BadBlocksAreRefusedWithTheirPlace)
{
    EXPECT_NE(refusal([](Json& m) {
                  m["steps"].erase(1);
              }).find("at /measured/steps: expected the measured steps with 2 entries, found 1"),
              std::string::npos)
        << refusal([](Json& m) { m["steps"].erase(1); });
    EXPECT_NE(refusal([](Json& m) {
                  m["ranks"] = 8;
              }).find("/measured/ranks: ranks 8 does not fit the cube: it has 4 nodes"),
              std::string::npos);
    EXPECT_NE(refusal([](Json& m) {
                  m["steps"][1]["min"] = -1.0;
              }).find("/measured/steps/1/min: a time in seconds cannot be negative"),
              std::string::npos);
    EXPECT_NE(refusal([](Json& m) {
                  m["total"]["min"] = 1.0;
              }).find("/measured/total: the times must satisfy min ≤ median ≤ max"),
              std::string::npos);
    EXPECT_NE(refusal([](Json& m) { m["seconds"] = true; }).find("unknown key \"seconds\""),
              std::string::npos);
    EXPECT_NE(refusal([](Json& m) {
                  m["steps"][0]["ranks"] = Json::array({1e-6});
              }).find("/measured/steps/0/ranks"),
              std::string::npos);
    EXPECT_NE(refusal([](Json& m) { m.erase("check"); }).find("the key \"check\" is missing"),
              std::string::npos);
}

// What a tester fed the window: the step-times chart went blank on steps of 1e300 s and
// showed the times of runs that had failed their check.
TEST(Measurement, AnInconsistentBlockIsRefusedWithItsPlace)
{
    auto says = [](const std::function<void(Json&)>& edit, const std::string& part) {
        const std::string said = refusal(edit);
        EXPECT_NE(said.find(part), std::string::npos) << said;
    };
    says([](Json& m) { m["steps"][0]["max"] = 1e300; },
         "/measured/steps/0/max: a time of 1e+300 s is more than the 1e+06 s");
    says(
        [](Json& m) {
            for (Json& step : m["steps"])
                step["min"] = step["median"] = step["max"] = 1.7e308; // the sum is infinite
        },
        "/measured/steps/0/median: a time of 1.7e+308 s");
    says(
        [](Json& m) {
            m["steps"][1]["ranks"] = Json::array({1e-6, 1e-6, 1e300, 1e-6});
        },
        "/measured/steps/1/ranks/2: a time of 1e+300 s");
    says([](Json& m) { m["hosts"] = 1000; },
         "/measured/hosts: 1000 hosts for 4 ranks: every host runs a rank at least");
    says(
        [](Json& m) {
            m["total"] = Json{{"median", 5e-7}, {"min", 5e-7}, {"max", 9e-6}};
        },
        "/measured/total/min: the fastest run took 5e-07 s, less than the fastest times of its "
        "steps added up (3e-06 s)");
    says([](Json& m) { m["check"]["sameAsEmulator"] = false; },
         "/measured/check/sameAsEmulator: the run did not do what the emulator does");
    says([](Json& m) { m["check"]["largestDifference"] = 1e-3; },
         "/measured/check/largestDifference: the result differs from MPI_Allreduce's by 0.001, "
         "more than the 1.8e-15 allowed");
}

TEST(Measurement, ATotalWithinTheClocksSlackOfItsStepsIsRead)
{
    // Clocks of different ranks tick apart: a total a little short of the steps' sum is read.
    const std::string said = refusal([](Json& m) {
        m["total"] = Json{{"median", 2.99e-6}, {"min", 2.98e-6}, {"max", 9e-6}};
    });
    EXPECT_EQ(said, "accepted");
}
