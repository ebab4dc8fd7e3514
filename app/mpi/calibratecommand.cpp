#include "calibratecommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/errors.h"
#include "cubelab/machinejson.h"
#include "mpienvironment.h"
#include "pingpong.h"
#include "usageerror.h"

#include <bit>
#include <iostream>
#include <sstream>

namespace cubelab::mpi {

namespace {

constexpr std::int64_t kDefaultMaxBytes = std::int64_t{4} << 20;
constexpr std::int64_t kLargestMaxBytes = std::int64_t{1} << 30;

std::string bytesText(std::uint64_t bytes)
{
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= 1024 && bytes % 1024 == 0)
        return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + " B";
}

std::string percent(double fraction)
{
    return std::to_string(static_cast<int>(fraction * 100.0 + 0.5)) + " %";
}

} // namespace

CalibrateCommand::CalibrateCommand(MpiEnvironment& mpi)
    : mMpi(mpi),
      mOutput(QStringLiteral("output"),
              QStringLiteral("Write the machine file into FILE (rank 0; replaced whole, or left "
                             "as it was when anything fails)."),
              QStringLiteral("FILE")),
      mId(QStringLiteral("id"),
          QStringLiteral("The machine's id: lower-case letters, digits, '-', '_' and '.'. "
                         "Default calibrated."),
          QStringLiteral("ID"), QStringLiteral("calibrated")),
      mName(QStringLiteral("name"),
            QStringLiteral("The machine's name, shown to people. Default: what was measured, "
                           "such as 'Calibrated on 8 ranks, 2 hosts'."),
            QStringLiteral("NAME")),
      mMaxBytes(QStringLiteral("max-bytes"),
                QStringLiteral("The largest message, 64 to 1073741824 bytes; the sizes run from "
                               "8 bytes up, each 4 times the last. Default 4194304 (4 MiB)."),
                QStringLiteral("BYTES"), QString::number(kDefaultMaxBytes)),
      mRepetitions(QStringLiteral("repetitions"),
                   QStringLiteral("Round trips a size, 1 to 100000; each figure is their median. "
                                  "Default 10."),
                   QStringLiteral("R"), QStringLiteral("10"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addOptions({mOutput, mId, mName, mMaxBytes, mRepetitions});
}

QString CalibrateCommand::summary()
{
    return QStringLiteral("Measure the links between the ranks and write them as a machine file.");
}

std::string CalibrateCommand::help() const
{
    return cli::commandHelp(
        mParser, QStringLiteral("mpirun -np P cubelab-mpi calibrate [options]"),
        QStringLiteral(
            "  mpirun -np 16 --hostfile hosts cubelab-mpi calibrate --id my-cluster --output "
            "my-cluster.json\n"
            "      measures links 1 to 4; then cubelab-cli compare --machine my-cluster.json\n"
            "      --dimension 4, or choose the file in the GUI\n"
            "The number of ranks P is 2^n with n >= 1; link k joins ranks i and i XOR 2^(k-1).\n"
            "Each link's latency and bandwidth come from ping-pong between ranks 0 and 2^(k-1);\n"
            "its shared capacity from all its pairs at once (docs/mpi.md).\n"));
}

int CalibrateCommand::run(const QStringList& arguments)
{
    if (cli::parseAsksForHelp(mParser, QStringLiteral("calibrate"), arguments)) {
        if (mMpi.speaks())
            std::cout << help();
        return 0;
    }
    cli::refusePositionalArguments(mParser,
                                   "every setting is given with a flag, such as --output m.json");
    if (mParser.isSet(mOutput) && mParser.value(mOutput).isEmpty())
        throw cli::UsageError("--output needs a file name");
    if (mParser.isSet(mOutput)) // before anything is measured, and on any number of ranks
        mMpi.checkOutput(mParser.value(mOutput).toStdString());
    const int ranks = mMpi.size();
    if (ranks < 2 || !std::has_single_bit(static_cast<unsigned>(ranks)))
        throw InputError("calibrate measures the links of a hypercube of ranks, so the number of "
                         "ranks must be a power of two, at least 2 (2, 4, 8, 16 …); got " +
                         std::to_string(ranks) + ": start it with mpirun -np 2^n");
    const std::int64_t maxBytes =
        cli::wholeNumber(QStringLiteral("--max-bytes"), mParser.value(mMaxBytes));
    if (maxBytes < 64 || maxBytes > kLargestMaxBytes)
        throw InputError("--max-bytes must be 64 to " + std::to_string(kLargestMaxBytes) +
                         " (1 GiB); got " + std::to_string(maxBytes));
    const std::int64_t repetitions =
        cli::wholeNumber(QStringLiteral("--repetitions"), mParser.value(mRepetitions));
    if (repetitions < 1 || repetitions > 100000)
        throw InputError("--repetitions must be 1 to 100000; got " + std::to_string(repetitions));

    CalibrationSettings settings;
    settings.id = mParser.value(mId).toStdString();
    {
        // The id is checked before anything is measured, by the rules every machine obeys.
        Machine probe;
        probe.id = settings.id;
        probe.linkClasses = {LinkClass{{1}, 0.0, 1.0, std::nullopt}};
        validate(probe);
    }
    const int hosts = mMpi.hostCount();
    const std::string measuredOn = std::to_string(ranks) + " ranks, " + std::to_string(hosts) +
                                   (hosts == 1 ? " host" : " hosts");
    settings.name =
        mParser.isSet(mName) ? mParser.value(mName).toStdString() : "Calibrated on " + measuredOn;

    PingPong pingPong(mMpi.rank(), ranks, static_cast<std::uint64_t>(maxBytes),
                      static_cast<int>(repetitions));
    CalibrationSamples samples = pingPong.measure();
    if (!mMpi.speaks())
        return 0;

    std::ostringstream note;
    note << "Measured by cubelab-mpi calibrate on " << measuredOn << " (" << mMpi.library()
         << "): ping-pong across each link, " << bytesText(pingPong.sizes().front()) << " to "
         << bytesText(pingPong.sizes().back()) << ", the median of " << repetitions
         << " round trips a size; latency and bandwidth fitted per link, links that agree within "
         << percent(settings.classTolerance) << " form a class; a class shares a capacity where "
         << "its pairs, all at once, each got less than " << percent(settings.sharedBelow)
         << " of one pair's bandwidth. Full duplex and a capacity per direction are assumed, "
            "not measured."
         << (hosts == 1 ? " All ranks ran on one host: the links are its shared memory, and with "
                          "more ranks than cores the times are mostly the scheduler's."
                        : "");
    settings.note = note.str();
    const Calibration calibration = calibrate(samples, settings);
    printReport(calibration, settings, hosts);
    if (mParser.isSet(mOutput)) {
        const std::string path = mParser.value(mOutput).toStdString();
        writeMachineFile(path, calibration.machine);
        std::cout << "wrote " << path << " (machine '" << calibration.machine.id
                  << "'): use it with --machine " << path << " or open it in the GUI\n";
    }
    return 0;
}

void CalibrateCommand::printReport(const Calibration& calibration,
                                   const CalibrationSettings& settings, int hosts) const
{
    const Machine& m = calibration.machine;
    std::cout << m.name << " (" << mMpi.library() << ")\n\n";
    std::cout << cli::padded("link", 6) << cli::padded("latency", 13)
              << cli::padded("bandwidth", 14) << cli::padded("all pairs", 14)
              << cli::padded("shared", 16) << "class\n";
    for (const DimensionFit& d : calibration.dimensions) {
        const std::string allPairs =
            d.measuredConcurrent ? cli::rate(d.concurrent.bandwidth) : std::string("-");
        const std::string shared = d.shared               ? cli::rate(d.sharedBandwidth)
                                   : d.measuredConcurrent ? "no (" + percent(d.slowdown) + ")"
                                                          : std::string("-");
        std::cout << cli::padded(std::to_string(d.link), 6)
                  << cli::padded(cli::formatSeconds(d.single.latency), 13)
                  << cli::padded(cli::rate(d.single.bandwidth), 14) << cli::padded(allPairs, 14)
                  << cli::padded(shared, 16) << m.classOf(d.link) << '\n';
    }
    std::cout << "\nlink classes (links whose figures agree within "
              << percent(settings.classTolerance) << "):\n";
    for (std::size_t c = 0; c < m.linkClasses.size(); ++c) {
        const LinkClass& lc = m.linkClasses[c];
        std::cout << "  " << c << ": links " << cli::linksText(lc.links) << ", latency "
                  << cli::formatSeconds(lc.latency) << ", bandwidth " << cli::rate(lc.bandwidth)
                  << (lc.sharedBandwidth
                          ? ", sharing " + cli::rate(*lc.sharedBandwidth) + " in each direction"
                          : std::string(", not shared"))
                  << '\n';
    }
    std::cout << "combining one element (sum) takes " << cli::formatSeconds(m.combineSeconds)
              << '\n';
    for (const std::string& clamp : calibration.clamps)
        std::cout << "clamped: " << clamp << '\n';
    if (hosts == 1)
        std::cout << "note: all ranks ran on one host; on a laptop with more ranks than cores "
                     "these figures describe the scheduler, not a network (docs/mpi.md)\n";
    std::cout.flush();
}

} // namespace cubelab::mpi
