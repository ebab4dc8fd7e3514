#include "io/measurementjson.h"

#include <sstream>

namespace cubelab::detail {

namespace {

void putTimes(Json& j, const TimeSummary& time)
{
    j["median"] = time.median;
    j["min"] = time.min;
    j["max"] = time.max;
}

std::string seconds(double value)
{
    std::ostringstream out;
    out << value;
    return out.str();
}

// A measured time: not negative and at most kMaxMeasuredSeconds, so that any sum of them
// stays finite and a chart can scale to them.
double time(const JsonReader& reader, const Json& json, const std::string& at)
{
    const double value = reader.number(json, at, "a time in seconds");
    if (value < 0)
        reader.fail(at, "a time in seconds cannot be negative; found " + seconds(value));
    if (value > kMaxMeasuredSeconds)
        reader.fail(at, "a time of " + seconds(value) + " s is more than the " +
                            seconds(kMaxMeasuredSeconds) +
                            " s (11.6 days) a measured step or run may take");
    return value;
}

// A finite number, not negative: a difference of values.
double nonNegative(const JsonReader& reader, const Json& json, const std::string& place,
                   std::string_view key, std::string_view what)
{
    const std::string at = pointerChild(place, key);
    const double value = reader.number(reader.required(json, place, key, what), at, what);
    if (value < 0)
        reader.fail(at, std::string(what) + " cannot be negative; found " + std::to_string(value));
    return value;
}

TimeSummary readTimes(const JsonReader& reader, const Json& json, const std::string& place)
{
    auto read = [&](std::string_view key) {
        return time(reader, reader.required(json, place, key, "a time in seconds"),
                    pointerChild(place, key));
    };
    const TimeSummary times{read("median"), read("min"), read("max")};
    if (!(times.min <= times.median && times.median <= times.max))
        reader.fail(place, "the times must satisfy min ≤ median ≤ max; found min " +
                               std::to_string(times.min) + ", median " +
                               std::to_string(times.median) + ", max " + std::to_string(times.max));
    return times;
}

std::uint32_t count(const JsonReader& reader, const Json& json, const std::string& place,
                    std::string_view key, std::string_view meaning, std::int64_t low)
{
    return static_cast<std::uint32_t>(reader.integer(reader.required(json, place, key, meaning),
                                                     pointerChild(place, key), key, low,
                                                     std::int64_t{UINT32_MAX}));
}

} // namespace

Json measurementToJson(const Measurement& measured)
{
    Json j = Json::object();
    j["transport"] = measured.transport;
    j["library"] = measured.library;
    j["ranks"] = measured.ranks;
    j["hosts"] = measured.hosts;
    j["repetitions"] = measured.repetitions;
    j["warmup"] = measured.warmup;
    j["barriers"] = measured.barriers;
    Json steps = Json::array();
    for (std::size_t s = 0; s < measured.steps.size(); ++s) {
        Json step = Json::object();
        step["index"] = s + 1;
        putTimes(step, measured.steps[s].time);
        if (!measured.steps[s].rankMedians.empty())
            step["ranks"] = measured.steps[s].rankMedians;
        steps.push_back(std::move(step));
    }
    j["steps"] = std::move(steps);
    Json total = Json::object();
    putTimes(total, measured.total);
    j["total"] = std::move(total);
    Json library = Json::array();
    for (const MeasuredCollective& c : measured.libraryCollectives) {
        Json entry = Json::object();
        entry["name"] = c.name;
        entry["algorithm"] = c.algorithm;
        putTimes(entry, c.time);
        library.push_back(std::move(entry));
    }
    j["libraryCollectives"] = std::move(library);
    j["check"] = Json{{"against", measured.check.against},
                      {"largestDifference", measured.check.largestDifference},
                      {"allowedDifference", measured.check.allowedDifference},
                      {"sameAsEmulator", measured.check.sameAsEmulator}};
    return j;
}

Measurement readMeasurement(const JsonReader& reader, const Json& json, const std::string& place,
                            std::size_t stepCount, std::uint64_t nodes)
{
    reader.object(json, place, "the measured times");
    reader.allowOnly(json, place,
                     {"transport", "library", "ranks", "hosts", "repetitions", "warmup", "barriers",
                      "steps", "total", "libraryCollectives", "check"});
    Measurement m;
    m.transport =
        reader.text(reader.required(json, place, "transport", "what carried the messages"),
                    pointerChild(place, "transport"), "transport");
    m.library =
        reader.string(reader.required(json, place, "library", "the library's name and version"),
                      pointerChild(place, "library"), "library");
    m.ranks = count(reader, json, place, "ranks", "the number of ranks, one a node", 1);
    if (m.ranks != nodes)
        reader.fail(pointerChild(place, "ranks"),
                    "ranks " + std::to_string(m.ranks) + " does not fit the cube: it has " +
                        std::to_string(nodes) + " nodes, one rank a node");
    m.hosts = count(reader, json, place, "hosts", "the number of hosts", 1);
    if (m.hosts > m.ranks)
        reader.fail(pointerChild(place, "hosts"),
                    std::to_string(m.hosts) + " hosts for " + std::to_string(m.ranks) +
                        " ranks: every host runs a rank at least, so there are at most as many "
                        "hosts as ranks");
    m.repetitions = count(reader, json, place, "repetitions", "the timed runs", 1);
    m.warmup = count(reader, json, place, "warmup", "the untimed runs before them", 0);
    m.barriers = reader.boolean(
        reader.required(json, place, "barriers", "whether a barrier separated the steps"),
        pointerChild(place, "barriers"), "barriers");

    const std::string stepsAt = pointerChild(place, "steps");
    const Json& steps = reader.array(reader.required(json, place, "steps", "one entry per step"),
                                     stepsAt, "the measured steps", stepCount);
    for (std::size_t s = 0; s < steps.size(); ++s) {
        const std::string at = pointerChild(stepsAt, s);
        const Json& step = reader.object(steps[s], at, "a measured step");
        reader.allowOnly(step, at, {"index", "median", "min", "max", "ranks"});
        reader.integer(reader.required(step, at, "index", "the step's number, from 1"),
                       pointerChild(at, "index"), "index", static_cast<std::int64_t>(s + 1),
                       static_cast<std::int64_t>(s + 1));
        MeasuredStep measuredStep;
        measuredStep.time = readTimes(reader, step, at);
        if (const Json* ranks = JsonReader::optional(step, "ranks")) {
            const std::string ranksAt = pointerChild(at, "ranks");
            reader.array(*ranks, ranksAt, "each rank's time in the step", nodes);
            for (std::size_t r = 0; r < ranks->size(); ++r) {
                const std::string rankAt = pointerChild(ranksAt, r);
                measuredStep.rankMedians.push_back(time(reader, (*ranks)[r], rankAt));
            }
        }
        m.steps.push_back(std::move(measuredStep));
    }
    m.total = readTimes(reader,
                        reader.object(reader.required(json, place, "total", "the whole run's time"),
                                      pointerChild(place, "total"), "the whole run's time"),
                        pointerChild(place, "total"));
    reader.allowOnly(json["total"], pointerChild(place, "total"), {"median", "min", "max"});
    // Each timed run lasts at least its steps, with barriers or without (docs/mpi.md), so the
    // fastest run is no shorter than the fastest times of the steps added up; the slack is
    // for clocks that tick apart on different ranks.
    double fastestSteps = 0;
    for (const MeasuredStep& step : m.steps)
        fastestSteps += step.time.min;
    if (m.total.min < fastestSteps * (1 - kMeasuredTotalSlack) -
                          kMeasuredClockSlack * static_cast<double>(m.steps.size()))
        reader.fail(pointerChild(pointerChild(place, "total"), "min"),
                    "the fastest run took " + seconds(m.total.min) +
                        " s, less than the fastest times of its steps added up (" +
                        seconds(fastestSteps) + " s): a run cannot be shorter than its steps");

    const std::string libraryAt = pointerChild(place, "libraryCollectives");
    const Json& library = reader.array(
        reader.required(json, place, "libraryCollectives", "the library's collectives timed"),
        libraryAt, "the library's collectives timed");
    for (std::size_t i = 0; i < library.size(); ++i) {
        const std::string at = pointerChild(libraryAt, i);
        const Json& entry = reader.object(library[i], at, "a library collective");
        reader.allowOnly(entry, at, {"name", "algorithm", "median", "min", "max"});
        MeasuredCollective c;
        c.name = reader.text(reader.required(entry, at, "name", "the collective's name"),
                             pointerChild(at, "name"), "name");
        c.algorithm = reader.text(reader.required(entry, at, "algorithm", "the algorithm used"),
                                  pointerChild(at, "algorithm"), "algorithm");
        c.time = readTimes(reader, entry, at);
        m.libraryCollectives.push_back(std::move(c));
    }

    const std::string checkAt = pointerChild(place, "check");
    const Json& check =
        reader.object(reader.required(json, place, "check", "how the result was confirmed"),
                      checkAt, "how the result was confirmed");
    reader.allowOnly(check, checkAt,
                     {"against", "largestDifference", "allowedDifference", "sameAsEmulator"});
    m.check.against =
        reader.text(reader.required(check, checkAt, "against", "the library collective"),
                    pointerChild(checkAt, "against"), "against");
    m.check.largestDifference =
        nonNegative(reader, check, checkAt, "largestDifference", "a difference of values");
    m.check.allowedDifference =
        nonNegative(reader, check, checkAt, "allowedDifference", "a difference of values");
    m.check.sameAsEmulator = reader.boolean(
        reader.required(check, checkAt, "sameAsEmulator", "whether the emulator's run matched"),
        pointerChild(checkAt, "sameAsEmulator"), "sameAsEmulator");
    // cubelab-mpi keeps only runs that passed both checks; times of a wrong result mean nothing.
    if (!m.check.sameAsEmulator)
        reader.fail(pointerChild(checkAt, "sameAsEmulator"),
                    "the run did not do what the emulator does (sameAsEmulator is false): "
                    "cubelab-mpi keeps no times of a run that failed its check");
    if (m.check.largestDifference > m.check.allowedDifference)
        reader.fail(pointerChild(checkAt, "largestDifference"),
                    "the result differs from " + m.check.against + "'s by " +
                        seconds(m.check.largestDifference) + ", more than the " +
                        seconds(m.check.allowedDifference) +
                        " allowed: cubelab-mpi keeps no times of a run that failed its check");
    return m;
}

} // namespace cubelab::detail
