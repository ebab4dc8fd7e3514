// Calibration: ping-pong samples made from a known latency and bandwidth (with noise) give
// them back; dimensions that agree form link classes; pairs that slow each other mark shared
// capacity; the machine built passes the machine checks and survives its file.

#include "cubelab/calibration.h"
#include "cubelab/errors.h"
#include "cubelab/machinejson.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <random>
#include <unistd.h>

using namespace cubelab;

namespace {

// The fit must give latency and bandwidth back within this fraction when every time carries
// up to ±5 % of noise.
constexpr double kRecovered = 0.10;

// Sizes 8 B, 32 B, … 2 MiB and 4 MiB, as cubelab-mpi calibrate measures by default; three
// samples a size, each t = (latency + bytes / bandwidth) · (1 + u), u uniform in ±noise.
std::vector<PingPongSample> samplesFor(double latency, double bandwidth, double noise,
                                       unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> jitter(-noise, noise);
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t bytes = 8; bytes <= (std::uint64_t{4} << 20); bytes *= 4)
        sizes.push_back(bytes);
    sizes.push_back(std::uint64_t{4} << 20);
    std::vector<PingPongSample> samples;
    for (std::uint64_t bytes : sizes)
        for (int i = 0; i < 3; ++i)
            samples.push_back({bytes, (latency + static_cast<double>(bytes) / bandwidth) *
                                          (1.0 + jitter(random))});
    return samples;
}

// A dimension whose pairs, all at once, each get `concurrentBandwidth`.
DimensionSamples dimension(int link, double latency, double bandwidth, double concurrentBandwidth,
                           unsigned seed)
{
    return {link, samplesFor(latency, bandwidth, 0.05, seed),
            samplesFor(latency, concurrentBandwidth, 0.05, seed + 1000)};
}

void expectNear(double actual, double expected, double fraction, const std::string& what)
{
    EXPECT_LE(std::abs(actual - expected), fraction * expected)
        << what << ": " << actual << ", expected " << expected;
}

TEST(CalibrationFit, IsExactOnSamplesWithoutNoise)
{
    const LinkFit fit = fitLink(samplesFor(2e-6, 5e9, 0.0, 1));
    expectNear(fit.latency, 2e-6, 1e-9, "latency");
    expectNear(fit.bandwidth, 5e9, 1e-9, "bandwidth");
    EXPECT_TRUE(fit.clamps.empty());
}

TEST(CalibrationFit, RecoversLatencyAndBandwidthFromNoisySamples)
{
    // A shared-memory link, a cluster network, and the POWER-GC preset's slow link.
    const std::pair<double, double> machines[] = {{3e-7, 1e10}, {1.5e-6, 1.2e9}, {1e-4, 1e6}};
    unsigned seed = 7;
    for (const auto& [latency, bandwidth] : machines) {
        for (int trial = 0; trial < 5; ++trial) {
            const LinkFit fit = fitLink(samplesFor(latency, bandwidth, 0.05, ++seed));
            expectNear(fit.latency, latency, kRecovered, "latency");
            expectNear(fit.bandwidth, bandwidth, kRecovered, "bandwidth");
        }
    }
}

TEST(CalibrationFit, AnOutlierAtTheSmallestSizeDoesNotSwingTheBandwidth)
{
    std::vector<PingPongSample> samples = samplesFor(1e-6, 2e9, 0.02, 3);
    samples.front().seconds *= 20.0; // one 8-byte message held up by the scheduler
    const LinkFit fit = fitLink(samples);
    expectNear(fit.bandwidth, 2e9, kRecovered, "bandwidth");
    EXPECT_GT(fit.latency, 0.0);
}

TEST(CalibrationFit, ALatencyAtOrBelowZeroIsClampedAndSaid)
{
    // Times that shrink below bytes / bandwidth at the small sizes put the intercept below 0.
    std::vector<PingPongSample> samples;
    for (std::uint64_t bytes = 8; bytes <= (std::uint64_t{1} << 20); bytes *= 4)
        samples.push_back({bytes, static_cast<double>(bytes) / 1e9 * (bytes < 1024 ? 0.5 : 1.0)});
    const LinkFit fit = fitLink(samples);
    EXPECT_EQ(fit.latency, kMinLatency);
    EXPECT_GT(fit.bandwidth, 0.0);
    ASSERT_FALSE(fit.clamps.empty());
    EXPECT_NE(fit.clamps.front().find("latency"), std::string::npos) << fit.clamps.front();
}

TEST(CalibrationFit, TimesThatDoNotGrowWithSizeStillGiveAPositiveBandwidthAndSaySo)
{
    // An oversubscribed laptop: the scheduler, not the bytes, sets every time.
    const std::vector<PingPongSample> samples{{8, 2e-3}, {1024, 1e-3}, {1 << 20, 1e-3}};
    const LinkFit fit = fitLink(samples);
    EXPECT_GT(fit.latency, 0.0);
    EXPECT_DOUBLE_EQ(fit.bandwidth, (1 << 20) / 1e-3);
    ASSERT_FALSE(fit.clamps.empty());
    EXPECT_NE(fit.clamps.back().find("did not grow"), std::string::npos) << fit.clamps.back();
}

TEST(CalibrationFit, RefusesOneSizeAndTimesThatAreNotPositive)
{
    EXPECT_THROW(fitLink({{8, 1e-6}, {8, 2e-6}}), InputError);
    EXPECT_THROW(fitLink({{8, 1e-6}, {1024, 0.0}}), InputError);
    EXPECT_THROW(fitLink({{8, 1e-6}, {1024, std::nan("")}}), InputError);
}

TEST(Calibration, GroupsPowerGcLikeLinksIntoTheirThreeClasses)
{
    // The lecture's POWER-GC: links 1-4 a, 5-6 b, 7-8 c with a > b > c (4, 2, 1 MB/s).
    CalibrationSamples samples;
    samples.pairs = 1; // one pair: no shared capacity to find
    const double bandwidths[] = {4e6, 4e6, 4e6, 4e6, 2e6, 2e6, 1e6, 1e6};
    for (int link = 1; link <= 8; ++link)
        samples.dimensions.push_back(
            {link, samplesFor(1e-4, bandwidths[link - 1], 0.05, 40u + link), {}});
    const Calibration c = calibrate(samples, {});
    const Machine& m = c.machine;
    ASSERT_EQ(m.linkClasses.size(), 3u);
    EXPECT_EQ(m.linkClasses[0].links, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(m.linkClasses[1].links, (std::vector<int>{5, 6}));
    EXPECT_EQ(m.linkClasses[2].links, (std::vector<int>{7, 8}));
    for (std::size_t i = 0; i < 3; ++i) {
        expectNear(m.linkClasses[i].latency, 1e-4, kRecovered, "latency");
        EXPECT_FALSE(m.linkClasses[i].sharedBandwidth);
    }
    expectNear(m.linkClasses[0].bandwidth, 4e6, kRecovered, "a");
    expectNear(m.linkClasses[1].bandwidth, 2e6, kRecovered, "b");
    expectNear(m.linkClasses[2].bandwidth, 1e6, kRecovered, "c");
    EXPECT_EQ(m.maxDimension, 8);
}

TEST(Calibration, FastAndSlowLinksThatInterleaveFormTwoClasses)
{
    // Cores of one host on links 1 and 3, hosts on 2: classes need not be runs of links.
    CalibrationSamples samples;
    samples.dimensions = {{1, samplesFor(3e-7, 1e10, 0.05, 1), {}},
                          {2, samplesFor(2e-6, 1e9, 0.05, 2), {}},
                          {3, samplesFor(3e-7, 1e10, 0.05, 3), {}}};
    const Machine m = calibrate(samples, {}).machine;
    ASSERT_EQ(m.linkClasses.size(), 2u);
    EXPECT_EQ(m.linkClasses[0].links, (std::vector<int>{1, 3}));
    EXPECT_EQ(m.linkClasses[1].links, (std::vector<int>{2}));
}

TEST(Calibration, PairsThatSlowEachOtherMarkSharedCapacityTheOthersDoNot)
{
    // 16 ranks, 8 pairs a dimension. Links 1-2 carry every pair at full speed; on links 3-4
    // the pairs together get B = 16 MB/s, 2 MB/s each, against 4 MB/s alone.
    CalibrationSamples samples;
    samples.pairs = 8;
    samples.dimensions = {dimension(1, 1e-4, 4e6, 4e6, 1), dimension(2, 1e-4, 4e6, 4e6, 2),
                          dimension(3, 1e-4, 4e6, 16e6 / 8, 3),
                          dimension(4, 1e-4, 4e6, 16e6 / 8, 4)};
    const Calibration c = calibrate(samples, {});
    ASSERT_EQ(c.dimensions.size(), 4u);
    EXPECT_FALSE(c.dimensions[0].shared);
    EXPECT_FALSE(c.dimensions[1].shared);
    EXPECT_TRUE(c.dimensions[2].shared);
    EXPECT_TRUE(c.dimensions[3].shared);
    expectNear(c.dimensions[2].slowdown, 0.5, kRecovered, "slowdown");

    const Machine& m = c.machine;
    ASSERT_EQ(m.linkClasses.size(), 2u);
    EXPECT_EQ(m.linkClasses[0].links, (std::vector<int>{1, 2}));
    EXPECT_FALSE(m.linkClasses[0].sharedBandwidth);
    EXPECT_EQ(m.linkClasses[1].links, (std::vector<int>{3, 4}));
    ASSERT_TRUE(m.linkClasses[1].sharedBandwidth);
    expectNear(*m.linkClasses[1].sharedBandwidth, 16e6, kRecovered, "shared capacity");
    // The pairs measured all send one way at once: the capacity is per direction.
    EXPECT_EQ(m.linkClasses[1].sharedDirections, SharedDirections::Each);
}

TEST(Calibration, OnePairHasNoSharedCapacityToFind)
{
    CalibrationSamples samples;
    samples.pairs = 1;
    samples.dimensions = {{1, samplesFor(1e-6, 1e9, 0.05, 1), samplesFor(1e-6, 1e8, 0.05, 2)}};
    const Calibration c = calibrate(samples, {});
    EXPECT_FALSE(c.dimensions[0].measuredConcurrent);
    EXPECT_FALSE(c.machine.linkClasses[0].sharedBandwidth);
}

TEST(Calibration, AMachineThatPassesTheChecksAndReadsBackFromItsFile)
{
    CalibrationSamples samples;
    samples.pairs = 2;
    samples.combineSeconds = 1.5e-9;
    samples.dimensions = {dimension(1, 3e-7, 1e10, 1e10, 1), dimension(2, 2e-6, 1e9, 3e8, 2)};
    CalibrationSettings settings;
    settings.id = "my-cluster";
    settings.name = "My cluster";
    settings.note = "Measured on 4 ranks.";
    const Machine m = calibrate(samples, settings).machine;
    EXPECT_NO_THROW(validate(m));
    EXPECT_EQ(m.id, "my-cluster");
    EXPECT_EQ(m.name, "My cluster");
    EXPECT_EQ(m.note, "Measured on 4 ranks.");
    EXPECT_EQ(m.combineSeconds, 1.5e-9);
    EXPECT_EQ(m.elementBytes, 8u);
    EXPECT_EQ(m.duplex, Duplex::Full);
    EXPECT_NO_THROW(checkMachineFits(m, 2));

    const std::string path =
        testing::TempDir() + "/calibrated-" + std::to_string(::getpid()) + ".json";
    writeMachineFile(path, m);
    EXPECT_EQ(readMachineFile(path), m);
    EXPECT_EQ(loadMachine(path), m);
    std::filesystem::remove(path);
}

TEST(Calibration, ClampsAreCollectedWithTheirLinkAndWrittenIntoTheNote)
{
    CalibrationSamples samples;
    samples.combineSeconds = -1e-9; // a timer that ran backwards
    samples.dimensions = {{1, {{8, 2e-3}, {1024, 1e-3}, {1 << 20, 1e-3}}, {}}};
    const Calibration c = calibrate(samples, {});
    EXPECT_EQ(c.machine.combineSeconds, 0.0);
    ASSERT_EQ(c.clamps.size(), 2u);
    EXPECT_EQ(c.clamps[0].rfind("link 1: ", 0), 0u) << c.clamps[0];
    EXPECT_NE(c.clamps[1].find("combine"), std::string::npos) << c.clamps[1];
    EXPECT_NE(c.machine.note.find("Clamped:"), std::string::npos) << c.machine.note;
    EXPECT_NO_THROW(validate(c.machine));
}

TEST(Calibration, RefusesMissingDimensionsAndABadId)
{
    CalibrationSamples samples;
    EXPECT_THROW(calibrate(samples, {}), InputError);
    samples.dimensions = {{2, samplesFor(1e-6, 1e9, 0.0, 1), {}}};
    EXPECT_THROW(calibrate(samples, {}), InputError);
    samples.dimensions[0].link = 1;
    CalibrationSettings settings;
    settings.id = "My Cluster";
    EXPECT_THROW(calibrate(samples, settings), InputError);
}

} // namespace
