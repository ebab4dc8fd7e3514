#include "mpiruncommand.h"

#include "arguments.h"
#include "costtext.h"
#include "cubelab/atomicfile.h"
#include "cubelab/collective.h"
#include "cubelab/costjson.h"
#include "cubelab/costmodel.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/jsonio.h"
#include "cubelab/jsontext.h"
#include "cubelab/machinejson.h"
#include "cubelab/measurement.h"
#include "librarycollective.h"
#include "mpienvironment.h"
#include "rankrun.h"
#include "tunedalgorithms.h"
#include "usageerror.h"

#include <algorithm>
#include <bit>
#include <iostream>
#include <mpi.h>
#include <optional>
#include <sstream>

namespace cubelab::mpi {

namespace {

// Runs work that every rank does at once; what goes wrong on one rank ends all of them,
// since the others would wait for it forever.
template <typename Work> auto together(Work&& work)
{
    try {
        return work();
    } catch (const std::exception& e) {
        int rank = 0;
        MPI_Comm_rank(MPI_COMM_WORLD, &rank);
        std::cerr << "cubelab-mpi: rank " << rank << ": " << e.what() << '\n';
        MpiEnvironment::abort(1);
    }
}

// Rank 0's maximum over the ranks of each entry.
std::vector<double> maxOverRanks(const std::vector<double>& values)
{
    std::vector<double> max(values.size(), 0.0);
    MPI_Reduce(values.data(), max.data(), static_cast<int>(values.size()), MPI_DOUBLE, MPI_MAX, 0,
               MPI_COMM_WORLD);
    return max;
}

// Every rank's verdict on a check: the lowest failing rank's message (rank 0 gets it), or
// empty when every rank passed.
std::string firstFailure(const std::string& mine, int rank, int ranks)
{
    const int failing = mine.empty() ? ranks : rank;
    int first = ranks;
    MPI_Allreduce(&failing, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
    if (first == ranks)
        return {};
    if (first == 0)
        return mine;
    // The failing rank sends its message to rank 0.
    if (rank == first) {
        MPI_Send(mine.data(), static_cast<int>(mine.size()), MPI_CHAR, 0, 0, MPI_COMM_WORLD);
        return mine;
    }
    if (rank != 0)
        return "another rank failed";
    MPI_Status status{};
    MPI_Probe(first, 0, MPI_COMM_WORLD, &status);
    int length = 0;
    MPI_Get_count(&status, MPI_CHAR, &length);
    std::string text(static_cast<std::size_t>(length), '\0');
    MPI_Recv(text.data(), length, MPI_CHAR, first, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return text;
}

std::string scientific(double value)
{
    std::ostringstream out;
    out.precision(3);
    out << value;
    return out.str();
}

} // namespace

MpiRunCommand::MpiRunCommand(MpiEnvironment& mpi)
    : mMpi(mpi),
      mRepetitions(QStringLiteral("repetitions"),
                   QStringLiteral("Timed runs, at least 1; the figures are their median, minimum "
                                  "and maximum. Default 20."),
                   QStringLiteral("R"), QStringLiteral("20")),
      mWarmup(QStringLiteral("warmup"),
              QStringLiteral("Untimed runs before them, 0 or more. Default 3."),
              QStringLiteral("W"), QStringLiteral("3")),
      mNoBarriers(QStringLiteral("no-barriers"),
                  QStringLiteral("Let ranks run ahead instead of meeting in a barrier between "
                                 "steps: the total is what the collective takes by itself, the "
                                 "steps overlap and their times are approximate.")),
      mPerRank(QStringLiteral("per-rank"),
               QStringLiteral("Also record each rank's own share of every step.")),
      mLibraryAlgorithms(
          QStringLiteral("library-algorithms"),
          QStringLiteral("Also time the MPI library's collective with each algorithm it can be "
                         "told to use (Open MPI's coll_tuned), besides its own choice.")),
      mOutput(QStringLiteral("output"),
              QStringLiteral("Write the trace with its measured times into FILE (rank 0; replaced "
                             "whole, or left as it was when the run fails)."),
              QStringLiteral("FILE"))
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mScenarioOptions.addTo(mParser);
    mParser.addOptions({mRepetitions, mWarmup, mNoBarriers, mPerRank, mLibraryAlgorithms, mOutput});
}

QString MpiRunCommand::summary()
{
    return QStringLiteral("Run a collective on the ranks, check it against MPI and the emulator, "
                          "and time every step.");
}

std::string MpiRunCommand::help() const
{
    return cli::commandHelp(
        mParser, QStringLiteral("mpirun -np P cubelab-mpi run [options]"),
        QStringLiteral(
            "  mpirun -np 8 cubelab-mpi run --algorithm Cube_Do --elements 1024 --output t.json\n"
            "      Cube_Do on 8 ranks, 1024 elements; open t.json with cubelab --trace t.json\n"
            "  mpirun -np 8 cubelab-mpi run --scenario resources/scenarios/lecture-reduce.json\n"
            "  mpirun -np 16 cubelab-mpi run --algorithm rabenseifner-allreduce --elements 65536 "
            "--machine power-gc\n"
            "      with the time the POWER-GC model predicts beside each measured step\n"
            "The number of ranks P is 2^n, one rank a node of the n-cube; the dimension is\n"
            "taken from it unless --dimension or the scenario file gives one (which must "
            "match).\n"));
}

Scenario MpiRunCommand::scenario() const
{
    const int ranks = mMpi.size();
    if (!std::has_single_bit(static_cast<unsigned>(ranks)))
        throw InputError("cubelab-mpi runs one rank a node of a hypercube, so the number of ranks "
                         "must be a power of two (1, 2, 4, 8, 16 …); got " +
                         std::to_string(ranks) + ": start it with mpirun -np 2^n");
    const int dimension = std::countr_zero(static_cast<unsigned>(ranks));
    Scenario s = mScenarioOptions.scenario(mParser);
    const bool dimensionGiven =
        mParser.isSet(QStringLiteral("dimension")) || mParser.isSet(QStringLiteral("scenario"));
    if (!dimensionGiven)
        s.dimension = dimension;
    else if (s.dimension != dimension)
        throw InputError("the scenario is a " + std::to_string(s.dimension) + "-cube of " +
                         std::to_string(std::uint64_t{1} << s.dimension) + " nodes, but " +
                         std::to_string(ranks) + " ranks make a " + std::to_string(dimension) +
                         "-cube: run it with mpirun -np " +
                         std::to_string(std::uint64_t{1} << s.dimension) + " (one rank a node)");
    if (mParser.isSet(QStringLiteral("values")) && s.values == ValueMode::Symbolic)
        throw cli::UsageError("cubelab-mpi carries numbers: --values symbolic is the emulator's "
                              "(cubelab-cli run); leave it out or give --values numeric");
    if (s.values == ValueMode::Symbolic && mParser.isSet(QStringLiteral("scenario")) &&
        mMpi.speaks())
        std::cerr << "cubelab-mpi: note: the scenario's symbolic values run as numbers (node i "
                     "holds its numbers, i+1 where the file gives none)\n";
    s.values = ValueMode::Numeric;
    return normalized(s);
}

int MpiRunCommand::run(const QStringList& arguments)
{
    if (cli::parseAsksForHelp(mParser, QStringLiteral("run"), arguments)) {
        if (mMpi.speaks())
            std::cout << help();
        return 0;
    }
    cli::refusePositionalArguments(mParser,
                                   "every setting is given with a flag, such as --elements 1024");
    const std::int64_t repetitions =
        cli::wholeNumber(QStringLiteral("--repetitions"), mParser.value(mRepetitions));
    if (repetitions < 1 || repetitions > 1000000)
        throw InputError("repetitions must be 1 to 1000000; got " + std::to_string(repetitions));
    const std::int64_t warmup =
        cli::wholeNumber(QStringLiteral("--warmup"), mParser.value(mWarmup));
    if (warmup < 0 || warmup > 1000000)
        throw InputError("warmup must be 0 to 1000000; got " + std::to_string(warmup));
    if (mParser.isSet(mOutput) && mParser.value(mOutput).isEmpty())
        throw cli::UsageError("--output needs a file name");
    if (mParser.isSet(mOutput))
        mMpi.checkOutput(mParser.value(mOutput).toStdString());
    const bool barriers = !mParser.isSet(mNoBarriers);

    const Scenario asked = scenario();
    std::optional<Machine> machine = asked.inlineMachine;
    if (!machine && !asked.machine.empty())
        machine = findMachine(asked.machine);
    if (machine)
        checkMachineFits(*machine, asked.dimension);
    if (mParser.isSet(mOutput))
        checkTraceFileFits(asked);

    // Every rank runs the emulator: its trace tells each rank the step of every transfer and
    // what the run must send and end with.
    Trace trace = Emulator::run(asked);
    const Collective& collective = findCollective(asked.algorithm);
    const int rank = mMpi.rank();
    const int ranks = mMpi.size();
    RankRun program(trace, collective, static_cast<NodeId>(rank));

    // 1. The checked run: the same messages and final values as the emulator's, and the
    // library collective's result.
    const std::string emulatorVerdict = together([&] {
        program.run(barriers, true);
        const std::string difference = program.check();
        return firstFailure(difference.empty() ? difference
                                               : "node " + std::to_string(rank) + " " + difference,
                            rank, ranks);
    });
    if (!emulatorVerdict.empty()) {
        if (mMpi.speaks())
            std::cerr << "cubelab-mpi: the run on MPI differs from the emulator's: "
                      << emulatorVerdict << '\n';
        throw EngineError("the check against the emulator failed");
    }
    LibraryCollective library(collective, asked.op, static_cast<int>(asked.root.value_or(0)), rank,
                              ranks, program.input());
    MeasurementCheck check;
    check.against = library.name();
    check.sameAsEmulator = true;
    const std::string libraryVerdict = together([&] {
        library.run();
        const LibraryCollective::Agreement agreement = library.compare(program.node().state());
        double mine[2] = {agreement.largestDifference, agreement.allowedDifference};
        // The largest difference over the ranks, with its bound.
        std::vector<double> all(2 * static_cast<std::size_t>(ranks));
        MPI_Gather(mine, 2, MPI_DOUBLE, all.data(), 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
        for (int r = 0; r < ranks; ++r)
            if (all[2 * r] > check.largestDifference ||
                (all[2 * r] == check.largestDifference &&
                 all[2 * r + 1] > check.allowedDifference)) {
                check.largestDifference = all[2 * r];
                check.allowedDifference = all[2 * r + 1];
            }
        std::string text;
        if (!agreement.agrees)
            text = "node " + std::to_string(rank) + " element " +
                   std::to_string(agreement.firstDisagreeing) + " is " +
                   scientific(program.node().state()[agreement.firstDisagreeing]) + ", " +
                   library.name() + " gives " +
                   scientific(library.result()[agreement.firstDisagreeing]) + " (difference " +
                   scientific(agreement.largestDifference) + ", allowed " +
                   scientific(agreement.allowedDifference) + ")";
        return firstFailure(text, rank, ranks);
    });
    if (!libraryVerdict.empty()) {
        if (mMpi.speaks())
            std::cerr << "cubelab-mpi: the result differs from " << library.name()
                      << "'s: " << libraryVerdict << '\n';
        throw EngineError("the check against " + library.name() + " failed");
    }

    // 2. The timed runs.
    const std::size_t steps = trace.stepCount();
    std::vector<std::vector<double>> stepSamples(steps);
    std::vector<double> totalSamples;
    std::vector<std::vector<double>> rankShares(steps);
    together([&] {
        for (std::int64_t r = 0; r < warmup + repetitions; ++r) {
            const StepClock clock = program.run(barriers, false);
            if (r < warmup)
                continue;
            // With barriers a step takes its slowest rank's share; without, it ends when
            // the last rank has left it.
            const std::vector<double> latest =
                maxOverRanks(barriers ? clock.shares() : clock.ends());
            const std::vector<double> total = maxOverRanks({clock.total()});
            for (std::size_t s = 0; s < steps; ++s) {
                stepSamples[s].push_back(barriers ? latest[s]
                                                  : latest[s] - (s ? latest[s - 1] : 0.0));
                rankShares[s].push_back(clock.shares()[s]);
            }
            totalSamples.push_back(total[0]);
        }
        return 0;
    });
    // The library's collective, by its own choice of algorithm and, where Open MPI lets it be
    // told, with each algorithm it has for it.
    auto timeLibrary = [&] {
        std::vector<double> times;
        for (std::int64_t r = 0; r < warmup + repetitions; ++r) {
            MPI_Barrier(MPI_COMM_WORLD);
            const double start = MPI_Wtime();
            library.run();
            const std::vector<double> took = maxOverRanks({MPI_Wtime() - start});
            if (r >= warmup)
                times.push_back(took[0]);
        }
        return summarize(times);
    };
    std::vector<MeasuredCollective> libraryCollectives;
    together([&] {
        libraryCollectives.push_back({library.name(), std::string(kLibraryDefault), timeLibrary()});
        if (!mParser.isSet(mLibraryAlgorithms))
            return 0;
        TunedAlgorithms tuned(library.name());
        if (tuned.offered().empty() && mMpi.speaks())
            std::cerr << "cubelab-mpi: note: this MPI library cannot be told which algorithm "
                      << library.name() << " uses (Open MPI's coll_tuned can); only its "
                      << "default is timed\n";
        for (const TunedAlgorithms::Algorithm& algorithm : tuned.offered()) {
            MPI_Comm comm = tuned.communicatorWith(algorithm);
            library.setCommunicator(comm);
            libraryCollectives.push_back({library.name(), algorithm.name, timeLibrary()});
            library.setCommunicator(MPI_COMM_WORLD);
            MPI_Comm_free(&comm);
        }
        return 0;
    });

    Measurement measured;
    measured.library = mMpi.library();
    measured.ranks = static_cast<std::uint32_t>(ranks);
    measured.hosts = static_cast<std::uint32_t>(together([&] { return mMpi.hostCount(); }));
    measured.repetitions = static_cast<std::uint32_t>(repetitions);
    measured.warmup = static_cast<std::uint32_t>(warmup);
    measured.barriers = barriers;
    measured.check = check;
    for (std::size_t s = 0; s < steps; ++s) {
        MeasuredStep step;
        step.time = summarize(stepSamples[s]);
        if (mParser.isSet(mPerRank)) {
            const double mine = summarize(rankShares[s]).median;
            step.rankMedians.assign(static_cast<std::size_t>(ranks), 0.0);
            together([&] {
                return MPI_Gather(&mine, 1, MPI_DOUBLE, step.rankMedians.data(), 1, MPI_DOUBLE, 0,
                                  MPI_COMM_WORLD);
            });
        }
        measured.steps.push_back(std::move(step));
    }
    measured.total = summarize(totalSamples);
    measured.libraryCollectives = libraryCollectives;
    if (!mMpi.speaks())
        return 0;

    trace.setMeasured(measured);
    std::optional<CostResult> cost;
    if (machine)
        cost = CostModel::evaluate(trace, *machine);
    printReport(trace, measured, cost);
    if (mParser.isSet(mOutput)) {
        writeFileAtomically(mParser.value(mOutput).toStdString(), [&](std::ostream& out) {
            Json json = traceToJson(trace);
            const JsonDismantler dismantle(json); // no memory needed to let it go
            if (cost)
                json["cost"] = costToJson(*cost);
            writeJsonText(out, json);
            out << '\n';
        });
    }
    return 0;
}

void MpiRunCommand::printReport(const Trace& trace, const Measurement& measured,
                                const std::optional<CostResult>& cost) const
{
    const Scenario& s = trace.scenario();
    const Collective& collective = findCollective(s.algorithm);
    std::cout << collective.lectureName << " (" << collective.id << ") on " << measured.ranks
              << (measured.ranks == 1 ? " rank" : " ranks") << ", " << measured.hosts
              << (measured.hosts == 1 ? " host" : " hosts") << ", " << measured.library
              << "; m = " << s.elements << ", operator " << operatorName(s.op) << '\n';
    std::cout << "checked: the same messages and bit-identical final values as the emulator; "
              << "the result agrees with " << measured.check.against << " (largest difference "
              << scientific(measured.check.largestDifference) << ", allowed "
              << scientific(measured.check.allowedDifference) << ")\n";
    std::cout << "timed: median, min and max of " << measured.repetitions << " runs after "
              << measured.warmup << " warm-up runs, "
              << (measured.barriers ? "a barrier between steps" : "no barriers between steps")
              << '\n';
    std::cout << cli::padded("step", 7) << cli::padded("links", 9) << cli::padded("median", 13)
              << cli::padded("min", 13) << cli::padded("max", 13)
              << (cost ? "predicted (" + cost->machine + ")" : "") << '\n';
    for (std::size_t i = 0; i < trace.stepCount(); ++i) {
        const Step& step = trace.steps()[i];
        const TimeSummary& t = measured.steps[i].time;
        std::cout << cli::padded(step.label + ")", 7) << cli::padded(cli::linksText(step.links), 9)
                  << cli::padded(cli::formatSeconds(t.median), 13)
                  << cli::padded(cli::formatSeconds(t.min), 13)
                  << cli::padded(cli::formatSeconds(t.max), 13)
                  << (cost ? cli::formatSeconds(cost->steps[i].duration) : "") << '\n';
    }
    std::cout << cli::padded("total", 16)
              << cli::padded(cli::formatSeconds(measured.total.median), 13)
              << cli::padded(cli::formatSeconds(measured.total.min), 13)
              << cli::padded(cli::formatSeconds(measured.total.max), 13)
              << (cost ? cli::formatSeconds(cost->total) : "") << '\n';
    std::size_t width = 0;
    for (const MeasuredCollective& c : measured.libraryCollectives)
        width = std::max(width, c.name.size() + c.algorithm.size() + 4);
    std::cout << '\n'
              << cli::padded("the MPI library's own", width) << cli::padded("median", 13)
              << cli::padded("min", 13) << "max\n";
    for (const MeasuredCollective& c : measured.libraryCollectives)
        std::cout << cli::padded(c.name + ", " + c.algorithm, width)
                  << cli::padded(cli::formatSeconds(c.time.median), 13)
                  << cli::padded(cli::formatSeconds(c.time.min), 13)
                  << cli::formatSeconds(c.time.max) << '\n';
    std::cout.flush();
}

} // namespace cubelab::mpi
