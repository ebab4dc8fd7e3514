// cubelab-cli's cost commands end to end: run --machine, compare, best-order, machines.

#include "clirunner.h"
#include "cubelab/collective.h"
#include "cubelab/comparison.h"
#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::test;

namespace {

Json json(const std::vector<std::string>& arguments)
{
    return runCliJson(arguments);
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

std::string writeTemp(const std::string& name, const std::string& text)
{
    const std::string path = testing::TempDir() + "/" + name;
    std::ofstream(path) << text;
    return path;
}

} // namespace

TEST(CostCli, MachinesListsThePresetsAndShowsAFileThatLoadsBack)
{
    const CliResult list = runCli({"machines"});
    EXPECT_EQ(list.exitCode, 0) << list.err;
    for (const char* id : {"ideal-hypercube", "power-gc", "origin2000"})
        EXPECT_TRUE(contains(list.out, id)) << id;
    EXPECT_TRUE(contains(list.out, "illustrative"));
    EXPECT_TRUE(contains(list.out, "links 5-6: latency 100 µs, bandwidth 2 MB/s, sharing 16 MB/s "
                                   "within a step (each direction)"));

    const CliResult show = runCli({"machines", "--show", "power-gc"});
    EXPECT_EQ(show.exitCode, 0) << show.err;
    EXPECT_EQ(parseMachine(show.out, "shown"), findMachine("power-gc"));

    const CliResult unknown = runCli({"machines", "--show", "cray"});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(contains(unknown.err, "choose one of ideal-hypercube, origin2000, power-gc"))
        << unknown.err;
}

TEST(CostCli, RunWithAMachineFillsTheTracesCostWithThePublishedTimes)
{
    // Cube_Do on the ideal machine: n (α + Nβ + Nγ), N = 4 elements of 8 bytes.
    const Json trace =
        json({"run", "--algorithm", "Cube_Do", "--dimension", "5", "--values", "numeric",
              "--elements", "4", "--machine", "ideal-hypercube", "--format", "json"});
    const Machine& ideal = findMachine("ideal-hypercube");
    const LinkClass& links = ideal.linkClasses[0];
    const double step = links.latency + 32 / links.bandwidth + 4 * ideal.combineSeconds;
    const Json& cost = trace.at("cost");
    EXPECT_EQ(cost.at("machine"), "ideal-hypercube");
    EXPECT_EQ(cost.at("elements"), 4);
    ASSERT_EQ(cost.at("steps").size(), 5u);
    for (std::size_t s = 0; s < 5; ++s) {
        EXPECT_EQ(cost.at("steps")[s].at("index"), s + 1);
        EXPECT_NEAR(cost.at("steps")[s].at("start").get<double>(), static_cast<double>(s) * step,
                    1e-12);
        EXPECT_NEAR(cost.at("steps")[s].at("duration").get<double>(), step, 1e-12);
    }
    EXPECT_NEAR(cost.at("total").get<double>(), 5 * step, 1e-12);
    EXPECT_EQ(trace.at("scenario").at("machine"), "ideal-hypercube");
}

TEST(CostCli, RunWithAMachineAddsATimePerStepToTheText)
{
    const CliResult r =
        runCli({"run", "--algorithm", "Tree_Do", "--dimension", "3", "--machine", "power-gc"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "time on power-gc")) << r.out;
    EXPECT_TRUE(contains(r.out, "   a)    0 s         102.02 µs   100→000 on link 3: latency"))
        << r.out;
    EXPECT_TRUE(contains(r.out, "   total 612.06 µs")) << r.out;
    // Without a machine there is no cost.
    const Json plain = json({"run", "--format", "json"});
    EXPECT_TRUE(plain.at("cost").is_null());
}

TEST(CostCli, RunTakesAMachineFileAndRecordsItInline)
{
    Machine m = findMachine("power-gc");
    m.id = "my-gc";
    m.linkClasses[2].sharedBandwidth = 1e5;
    std::ostringstream text;
    writeJsonText(text, machineToJson(m));
    const std::string path = writeTemp("my-gc.json", text.str());
    const Json trace = json({"run", "--algorithm", "Cube_Do", "--dimension", "8", "--values",
                             "numeric", "--machine", path, "--format", "json"});
    EXPECT_EQ(trace.at("cost").at("machine"), "my-gc");
    EXPECT_EQ(trace.at("scenario").at("machine").at("id"), "my-gc");
    EXPECT_EQ(trace.at("cost").at("steps")[0].at("limit"), "shared capacity");
}

TEST(CostCli, TheTraceCountsEightBytesAnElementAndCompareTheMachinesSize)
{
    // The one rule (cubelab/messagebytes.h): a trace file's bytes are 8 an element, as its
    // format fixes, whatever machine prices the run; compare shows the machine's bytes, as the
    // link-load chart does.
    Machine m = findMachine("power-gc");
    m.id = "four-byte-gc";
    m.elementBytes = 4;
    std::ostringstream text;
    writeJsonText(text, machineToJson(m));
    const std::string path = writeTemp("four-byte-gc.json", text.str());
    const Json trace = json({"run", "--algorithm", "Cube_Do", "--dimension", "3", "--elements",
                             "1000", "--values", "numeric", "--machine", path, "--format", "json"});
    ASSERT_EQ(trace.at("linkLoad").size(), 3u);
    for (const Json& load : trace.at("linkLoad"))
        EXPECT_EQ(load.at("bytes").get<std::uint64_t>(),
                  load.at("messages").get<std::uint64_t>() * 1000 * 8);
    EXPECT_EQ(trace.at("steps")[0].at("messages")[0].at("bytes"), 8000);

    const Json c = json({"compare", "--machine", path, "--dimension", "3", "--elements", "1000",
                         "--format", "json"});
    ASSERT_EQ(c.at("variants").size(), 5u); // and Rabenseifner, the ring
    for (const Json& v : c.at("variants"))
        for (const Json& load : v.at("linkLoad")) {
            // A block variant's messages carry parts of the vector: its bytes follow its elements.
            const bool blocks = v.at("algorithm") == "rabenseifner-allreduce" ||
                                v.at("algorithm") == "ring-allreduce";
            if (!blocks) {
                EXPECT_EQ(load.at("bytes").get<std::uint64_t>(),
                          load.at("messages").get<std::uint64_t>() * 1000 * 4)
                    << v.at("label");
            }
            EXPECT_EQ(load.at("bytes").get<std::uint64_t>(),
                      load.at("elements").get<std::uint64_t>() * 4)
                << v.at("label");
        }
}

TEST(CostCli, BadMachinesAreRefusedWithPlaceAndReason)
{
    const std::string path =
        writeTemp("bad-machine.json",
                  R"({"format": "cubelab-machine", "version": 1, "id": "bad", "maxDimension": 2,
  "duplex": "full", "elementBytes": 8, "combineSeconds": 0,
  "linkClasses": [{"links": [1, 3], "latency": 0, "bandwidth": 1}]})");
    const CliResult bad = runCli({"run", "--machine", path});
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_TRUE(contains(
        bad.err, path + " at /linkClasses/0/links/1: link 3 is outside 1 to 2 (maxDimension)"))
        << bad.err;

    const CliResult unknown = runCli({"compare", "--machine", "cray", "--dimension", "3"});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(contains(unknown.err, "unknown machine 'cray'")) << unknown.err;

    const CliResult tooBig =
        runCli({"run", "--dimension", "9", "--values", "numeric", "--machine", "power-gc"});
    EXPECT_EQ(tooBig.exitCode, 2);
    EXPECT_TRUE(contains(tooBig.err, "machine 'power-gc' has links 1 to 8")) << tooBig.err;

    const CliResult noMachine = runCli({"compare", "--dimension", "3"});
    EXPECT_EQ(noMachine.exitCode, 2);
    EXPECT_TRUE(contains(noMachine.err, "compare needs --machine")) << noMachine.err;
}

TEST(CostCli, CompareOnPowerGcShowsBothSidesAndTheCrossovers)
{
    const Json c =
        json({"compare", "--machine", "power-gc", "--dimension", "7", "--format", "json"});
    ASSERT_EQ(c.at("variants").size(), 5u); // and Rabenseifner, the ring
    EXPECT_EQ(c.at("variants")[0].at("label"), "Cube_Do");
    EXPECT_EQ(c.at("variants")[0].at("messagesBothWaysBusiestNode"), 7);
    EXPECT_EQ(c.at("variants")[1].at("messagesBothWaysBusiestNode"), 14);
    const Json& sweep = c.at("sweep");
    ASSERT_EQ(sweep.size(), 21u);
    EXPECT_LT(sweep[0].at("Cube_Do").get<double>(),
              sweep[0].at("Tree_Do, best order").get<double>());
    EXPECT_LT(sweep[20].at("Tree_Do, best order").get<double>(),
              sweep[20].at("Cube_Do").get<double>());
    bool found = false;
    for (const Json& x : c.at("crossovers"))
        found = found || (x.at("faster") == "Tree_Do, best order" && x.at("slower") == "Cube_Do");
    EXPECT_TRUE(found);

    const CliResult text = runCli({"compare", "--machine", "power-gc", "--dimension", "7"});
    EXPECT_TRUE(
        contains(text.out, "from 8 elements on, Tree_Do, best order is faster than Cube_Do"))
        << text.out;
    // The lecture's own order puts the slow links where 64 messages share them, each way's
    // capacity alone: it never catches up with Cube_Do.
    EXPECT_FALSE(contains(text.out, "Tree_Do is faster than Cube_Do")) << text.out;
    EXPECT_TRUE(contains(
        text.out, "assumed: shared capacity for each direction (links 5,6; 7,8); full duplex\n"))
        << text.out;
}

TEST(CostCli, CompareCsvHasOneHeaderTableRowsAndOneRowPerSize)
{
    const CliResult r = runCli({"compare", "--machine", "ideal-hypercube", "--dimension", "4",
                                "--sizes", "1:64", "--format", "csv"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    std::istringstream lines(r.out);
    std::string line;
    std::vector<std::string> all;
    while (std::getline(lines, line))
        all.push_back(line);
    // header, order, 4 counts, 4 link loads in messages and 4 in bytes, time, then sizes 1, 2,
    // 4, …, 64, then the fastest of all from 1 element on and from each change on
    const Comparison expected = [] {
        ComparisonRequest request;
        request.blockVariants = true;
        request.dimension = 4;
        request.sizes = powerOfTwoSizes(1, 64);
        return compareVariants(findMachine("ideal-hypercube"), request);
    }();
    ASSERT_EQ(all.size(), 1u + 1 + 4 + 4 + 4 + 1 + 7 + 1 + expected.fastestChanges.size());
    EXPECT_EQ(all[0], "section,row,Cube_Do,Tree_Do,\"Tree_Do, best order\",Rabenseifner,Ring");
    EXPECT_EQ(all[2], "table,\"combines, busiest node\",4,4,4,4,15");
    EXPECT_EQ(all[1 + 1 + 4 + 4 + 4 + 1 + 6].rfind("seconds by elements,64,", 0), 0u)
        << all[1 + 1 + 4 + 4 + 4 + 1 + 6];
    EXPECT_EQ(all[1 + 1 + 4 + 4 + 4 + 1 + 7], "fastest from elements,1," + expected.fastestFirst);

    // --elements alone: the table, no sweep.
    const Json table = json({"compare", "--machine", "ideal-hypercube", "--dimension", "4",
                             "--elements", "10", "--format", "json"});
    EXPECT_TRUE(table.at("sweep").empty());
    EXPECT_EQ(table.at("elements"), 10);
}

TEST(CostCli, BestOrderPrintsTheOrdersTheTiesAndTheLectureOrdersTime)
{
    const Json best =
        json({"best-order", "--machine", "power-gc", "--dimension", "7", "--format", "json"});
    ASSERT_EQ(best.at("phases").size(), 2u);
    EXPECT_EQ(best.at("phases")[0].at("order"), Json({1, 2, 3, 4, 5, 6, 7}));
    EXPECT_EQ(best.at("phases")[1].at("order"), Json({7, 6, 5, 4, 3, 2, 1}));
    // Only the first three reduce positions (64, 32 and 16 messages) are too busy for the
    // shared links (saturated beyond 8 messages a direction): 4·3·2 choices there, 4! after.
    EXPECT_EQ(best.at("phases")[0].at("optimalOrders"), 576);
    EXPECT_LT(best.at("seconds").get<double>(), best.at("lectureSeconds").get<double>());
    EXPECT_EQ(best.at("method"), "exhaustive search");

    const CliResult text = runCli({"best-order", "--machine", "ideal-hypercube", "--dimension", "4",
                                   "--algorithm", "Tree_UpDo"});
    EXPECT_TRUE(contains(text.out, "reduce: best 4,3,2,1")) << text.out;
    EXPECT_TRUE(contains(text.out, "all 24 orders take the same time")) << text.out;

    const Json rule =
        json({"best-order", "--machine", "origin2000", "--dimension", "9", "--format", "json"});
    EXPECT_EQ(rule.at("method"), "rule");

    const CliResult refused =
        runCli({"best-order", "--machine", "origin2000", "--dimension", "9", "--method", "search"});
    EXPECT_EQ(refused.exitCode, 2);
}

TEST(CostCli, CompareSaysWhichSharingAndLatencyChoicesItUsed)
{
    // A machine of its own: links 5-6 of POWER-GC share one pool, links 7-8 per direction, half
    // duplex with overlapping latencies. The text names both choices, the JSON too.
    Machine m = findMachine("power-gc");
    m.id = "choices-gc";
    m.duplex = Duplex::Half;
    m.exchangeLatency = ExchangeLatency::Overlap;
    m.linkClasses[1].sharedDirections = SharedDirections::Both;
    m.linkClasses[2].sharedDirections = SharedDirections::Each;
    std::ostringstream text;
    writeJsonText(text, machineToJson(m));
    const std::string path = writeTemp("choices-gc.json", text.str());

    const CliResult shown =
        runCli({"compare", "--machine", path, "--dimension", "3", "--elements", "4"});
    EXPECT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_TRUE(contains(
        shown.out, "assumed: shared capacity for both directions together (links 5,6), shared "
                   "capacity for each direction (links 7,8); half duplex, an exchange's two "
                   "latencies overlap\n"))
        << shown.out;
    const Json c = json(
        {"compare", "--machine", path, "--dimension", "3", "--elements", "4", "--format", "json"});
    const Json& assumed = c.at("assumptions");
    EXPECT_EQ(assumed.at("duplex"), "half");
    EXPECT_EQ(assumed.at("exchangeLatency"), "overlap");
    ASSERT_EQ(assumed.at("sharedClasses").size(), 2u);
    EXPECT_EQ(assumed.at("sharedClasses")[0].at("sharedDirections"), "both");
    EXPECT_EQ(assumed.at("sharedClasses")[1].at("links"), Json::array({7, 8}));
    EXPECT_EQ(assumed.at("sharedClasses")[1].at("sharedDirections"), "each");

    const CliResult ideal =
        runCli({"compare", "--machine", "ideal-hypercube", "--dimension", "3", "--elements", "4"});
    EXPECT_TRUE(contains(ideal.out, "assumed: no shared capacity; full duplex\n")) << ideal.out;
    const CliResult list = runCli({"machines"});
    EXPECT_TRUE(contains(list.out, "sharing 8 MB/s within a step (each direction)")) << list.out;
}

TEST(CostCli, CompareSetsRabenseifnerAndTheRingBesideAndSaysWhereTheFastestChanges)
{
    const Json c = json({"compare", "--machine", "ideal-hypercube", "--dimension", "3",
                         "--rabenseifner-link-order", "1,2,3", "--ring-order", "3,1,2", "--sizes",
                         "1:4096", "--format", "json"});
    ASSERT_EQ(c.at("variants").size(), 5u);
    EXPECT_EQ(c.at("blockVariantsLeftOut"), false);
    const Json& rabenseifner = c.at("variants")[3];
    EXPECT_EQ(rabenseifner.at("label"), "Rabenseifner");
    EXPECT_EQ(rabenseifner.at("linkOrder"), Json({1, 2, 3}));
    EXPECT_EQ(rabenseifner.at("secondLinkOrder"), Json({3, 2, 1})); // the first reversed
    const Json& ring = c.at("variants")[4];
    EXPECT_EQ(ring.at("label"), "Ring");
    EXPECT_EQ(ring.at("linkOrder"), Json({3, 1, 2}));
    EXPECT_FALSE(ring.contains("secondLinkOrder"));

    // The numbers are the core's for the same request.
    ComparisonRequest request;
    request.blockVariants = true;
    request.dimension = 3;
    request.rabenseifnerOrder = {1, 2, 3};
    request.ringOrder = {3, 1, 2};
    request.sizes = powerOfTwoSizes(1, 4096);
    const Comparison expected = compareVariants(findMachine("ideal-hypercube"), request);
    EXPECT_EQ(rabenseifner.at("seconds").get<double>(), expected.variants[3].seconds);
    EXPECT_EQ(ring.at("combinesBusiestNode"), 7);
    for (std::size_t i = 0; i < expected.sweep.size(); ++i) {
        EXPECT_EQ(c.at("sweep")[i].at("Rabenseifner").get<double>(),
                  *expected.sweep[i].rabenseifner);
        EXPECT_EQ(c.at("sweep")[i].at("Ring").get<double>(), *expected.sweep[i].ring);
    }
    const Json& fastest = c.at("fastest");
    ASSERT_EQ(fastest.size(), 1 + expected.fastestChanges.size());
    EXPECT_EQ(fastest[0].at("variant"), expected.fastestFirst);
    EXPECT_EQ(fastest[0].at("fromElements"), 1);
    for (std::size_t i = 0; i < expected.fastestChanges.size(); ++i) {
        EXPECT_EQ(fastest[i + 1].at("variant"), expected.fastestChanges[i].faster);
        EXPECT_EQ(fastest[i + 1].at("previous"), expected.fastestChanges[i].slower);
        EXPECT_EQ(fastest[i + 1].at("fromElements"), expected.fastestChanges[i].elements);
    }

    const CliResult text = runCli(
        {"compare", "--machine", "ideal-hypercube", "--dimension", "3", "--sizes", "1:4096"});
    EXPECT_EQ(text.exitCode, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "Cube_Do, Tree_Do, Rabenseifner and Ring on")) << text.out;
    EXPECT_TRUE(contains(text.out, "link 3 load (bytes)")) << text.out;
    EXPECT_TRUE(contains(text.out, "\nFastest of all variants:\n  " + expected.fastestFirst))
        << text.out;

    const CliResult bad = runCli(
        {"compare", "--machine", "ideal-hypercube", "--dimension", "3", "--ring-order", "1,1,2"});
    EXPECT_EQ(bad.exitCode, 2) << bad.err;
}

TEST(CostCli, CompareLeavesTheBlockVariantsOutAboveTheirLargestCube)
{
    const Json c = json({"compare", "--machine", "ideal-hypercube", "--dimension", "11", "--sizes",
                         "1:64", "--format", "json"});
    EXPECT_EQ(c.at("variants").size(), 3u);
    EXPECT_EQ(c.at("blockVariantsLeftOut"), true);
    EXPECT_FALSE(c.at("sweep")[0].contains("Ring"));
    const CliResult text =
        runCli({"compare", "--machine", "ideal-hypercube", "--dimension", "11", "--elements", "8"});
    EXPECT_TRUE(contains(text.out, "Rabenseifner and the ring are left out")) << text.out;
    EXPECT_TRUE(contains(text.out, "Cube_Do and Tree_Do on")) << text.out;
}

TEST(CostCli, BestOrderCoversTheBlockCollectivesAndTheRing)
{
    // Rabenseifner: a phase per link order, named by its id; m defaults to p (one element a
    // block); the slow links 7, 8 end the reduce-scatter and begin the allgather.
    const Json raben = json({"best-order", "--machine", "power-gc", "--dimension", "8",
                             "--algorithm", "Rabenseifner", "--format", "json"});
    EXPECT_EQ(raben.at("algorithm"), "rabenseifner-allreduce");
    EXPECT_EQ(raben.at("elements"), 256);
    ASSERT_EQ(raben.at("phases").size(), 2u);
    EXPECT_EQ(raben.at("phases")[0].at("phase"), "reduce-scatter");
    EXPECT_EQ(raben.at("phases")[1].at("phase"), "allgather");
    const auto reduceScatter = raben.at("phases")[0].at("order").get<std::vector<int>>();
    const auto allgather = raben.at("phases")[1].at("order").get<std::vector<int>>();
    ASSERT_EQ(reduceScatter.size(), 8u);
    ASSERT_EQ(allgather.size(), 8u);
    EXPECT_EQ(std::max(reduceScatter[6], reduceScatter[7]), 8);
    EXPECT_EQ(std::min(reduceScatter[6], reduceScatter[7]), 7);
    EXPECT_EQ(std::max(allgather[0], allgather[1]), 8);
    EXPECT_EQ(std::min(allgather[0], allgather[1]), 7);

    // Every collective is accepted; the ring's one order, on equal links, ties everywhere.
    for (const Collective& c : builtinCollectives()) {
        const CliResult result = runCli(
            {"best-order", "--machine", "power-gc", "--dimension", "4", "--algorithm", c.id});
        EXPECT_EQ(result.exitCode, 0) << c.id << ": " << result.err;
    }
    const CliResult ring = runCli(
        {"best-order", "--machine", "ideal-hypercube", "--dimension", "3", "--algorithm", "Ring"});
    EXPECT_TRUE(contains(ring.out, "reduce-scatter: best 1,2,3")) << ring.out;
    EXPECT_TRUE(contains(ring.out, "all 6 orders take the same time")) << ring.out;
    EXPECT_TRUE(contains(ring.out, "m = 8 elements")) << ring.out;
}
