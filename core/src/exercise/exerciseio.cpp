#include "cubelab/exerciseio.h"

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/machine.h"
#include "exercise/embeddedexercises.h"
#include "exercise/exercisejsonreader.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>

namespace cubelab {

namespace fs = std::filesystem;

namespace {

using detail::ExerciseJsonReader;
using R = ExerciseJsonReader;

// The GUI draws cubes up to dimension 10; an exercise is something to look at.
constexpr int kMaxExerciseDimension = 10;

LocalizedText localized(const R& r, const Json& j, const std::string& place, std::string_view what)
{
    r.object(j, place, std::string(what) + " (an object with \"en\" and \"de\")");
    r.onlyKeys(j, place, {"en", "de"});
    LocalizedText text;
    text.en = r.string(r.required(j, place, "en"), R::child(place, "en"),
                       std::string(what) + " in English");
    text.de = r.string(r.required(j, place, "de"), R::child(place, "de"),
                       std::string(what) + " in German");
    return text;
}

bool isId(const std::string& id)
{
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

// A whole number in range, or the word "any" (returned as nullopt).
std::optional<std::int64_t> numberOrAny(const R& r, const Json& j, const std::string& place,
                                        std::string_view what, std::int64_t min, std::int64_t max)
{
    if (j.is_string() && j.get<std::string>() == "any")
        return std::nullopt;
    if (!j.is_number_integer())
        r.fail(place, std::string(what) + " must be a whole number from " + std::to_string(min) +
                          " to " + std::to_string(max) + ", or \"any\"");
    return r.integer(j, place, what, min, max);
}

// best-order and cube-wins-range: a machine preset that has the scenario's links.
const Machine& machineParameter(const R& r, const Json& params, const std::string& place,
                                const Scenario& start)
{
    const std::string at = R::child(place, "machine");
    const std::string id = r.string(r.required(params, place, "machine"), at, "the machine");
    const Machine* machine = nullptr;
    try {
        machine = &findMachine(id);
    } catch (const InputError& e) {
        r.fail(at, e.what());
    }
    if (start.dimension < 1 || start.dimension > machine->maxDimension)
        r.fail("/scenario/dimension", "machine " + machine->id + " has links 1 to " +
                                          std::to_string(machine->maxDimension) +
                                          ": allowed are dimensions 1 to " +
                                          std::to_string(machine->maxDimension) + ", not " +
                                          std::to_string(start.dimension));
    return *machine;
}

void readParameters(const R& r, const Json& json, Exercise& ex, const Scenario& start,
                    const Trace& run)
{
    const std::string place = "/parameters";
    const auto p = static_cast<std::int64_t>(run.nodeCount());
    const int n = start.dimension;
    Json none = Json::object();
    const Json& params = json.contains("parameters") ? json["parameters"] : none;
    r.object(params, place, "the parameters");
    const Collective& collective = findCollective(start.algorithm);

    switch (ex.kind) {
    case ExerciseKind::LinkOrderLoad: {
        r.onlyKeys(params, place, {"highLinks"});
        if (start.algorithm != "tree-reduce" && start.algorithm != "tree-broadcast")
            r.fail("/scenario/algorithm",
                   "a link-order-load exercise needs tree-broadcast (Tree_Down) or "
                   "tree-reduce (Tree_UpDo), whose link loads follow the order; not " +
                       start.algorithm);
        if (n < 1)
            r.fail("/scenario/dimension",
                   "a link-order-load exercise needs at least one link (dimension 1 or more)");
        if (params.contains("highLinks")) {
            const std::string at = R::child(place, "highLinks");
            for (std::int64_t link : r.integers(params["highLinks"], at, "a link", 1, n)) {
                if (std::find(ex.parameters.highLinks.begin(), ex.parameters.highLinks.end(),
                              link) != ex.parameters.highLinks.end())
                    r.fail(R::child(at, ex.parameters.highLinks.size()),
                           "link " + std::to_string(link) +
                               " is named twice: give each high link once");
                ex.parameters.highLinks.push_back(static_cast<int>(link));
            }
            if (ex.parameters.highLinks.empty())
                r.fail(at, "name at least one link, or leave highLinks out for all links, the "
                           "highest first");
        }
        break;
    }
    case ExerciseKind::BroadcastPrediction: {
        r.onlyKeys(params, place, {"root", "nodes"});
        if (start.algorithm != "tree-broadcast")
            r.fail("/scenario/algorithm",
                   "a broadcast-prediction exercise needs tree-broadcast (Tree_Down), not " +
                       start.algorithm);
        if (params.contains("root"))
            if (auto root =
                    numberOrAny(r, params["root"], R::child(place, "root"), "the root", 0, p - 1))
                ex.parameters.root = static_cast<NodeId>(*root);
        if (params.contains("nodes")) {
            const Json& nodes = params["nodes"];
            const std::string at = R::child(place, "nodes");
            if (!(nodes.is_string() && nodes.get<std::string>() == "all")) {
                if (!nodes.is_array())
                    r.fail(at, "the nodes must be \"all\" or an array of node numbers from 0 to " +
                                   std::to_string(p - 1));
                for (std::int64_t node : r.integers(nodes, at, "a node", 0, p - 1)) {
                    auto& list = ex.parameters.nodes;
                    if (std::find(list.begin(), list.end(), static_cast<NodeId>(node)) !=
                        list.end())
                        r.fail(R::child(at, list.size()),
                               "node " + std::to_string(node) + " is named twice");
                    list.push_back(static_cast<NodeId>(node));
                }
                if (ex.parameters.nodes.empty())
                    r.fail(at, "name at least one node, or \"all\"");
            }
        }
        break;
    }
    case ExerciseKind::PredictValue: {
        r.onlyKeys(params, place, {"step", "node"});
        if (collective.onlyRootHoldsInput)
            r.fail("/scenario/algorithm",
                   "a predict-value exercise needs an algorithm in which every node holds a "
                   "value from the start; " +
                       start.algorithm + " starts with the root alone");
        if (params.contains("step"))
            if (auto step = numberOrAny(r, params["step"], R::child(place, "step"), "the step", 1,
                                        static_cast<std::int64_t>(run.stepCount())))
                ex.parameters.step = static_cast<std::size_t>(*step);
        if (params.contains("node"))
            if (auto node =
                    numberOrAny(r, params["node"], R::child(place, "node"), "the node", 0, p - 1))
                ex.parameters.node = static_cast<NodeId>(*node);
        break;
    }
    case ExerciseKind::BestOrder: {
        r.onlyKeys(params, place, {"machine"});
        if (start.algorithm != "tree-reduce" && start.algorithm != "tree-broadcast")
            r.fail("/scenario/algorithm",
                   "a best-order exercise needs tree-reduce (Tree_UpDo) or tree-broadcast "
                   "(Tree_Down), which take one link order; not " +
                       start.algorithm);
        // The algorithm and a dimension the machine has are all BestOrder::find needs.
        ex.parameters.machine = machineParameter(r, params, place, start).id;
        break;
    }
    case ExerciseKind::CubeWinsRange: {
        r.onlyKeys(params, place, {"machine", "maxElements"});
        if (start.algorithm != "cube-allreduce" && start.algorithm != "tree-allreduce")
            r.fail("/scenario/algorithm",
                   "a cube-wins-range exercise compares the all-reduces: its scenario runs "
                   "cube-allreduce (Cube_Do) or tree-allreduce (Tree_Do), not " +
                       start.algorithm);
        ex.parameters.machine = machineParameter(r, params, place, start).id;
        if (params.contains("maxElements"))
            ex.parameters.maxElements = static_cast<std::uint64_t>(
                r.integer(params["maxElements"], R::child(place, "maxElements"), "maxElements", 2,
                          std::int64_t{1} << 40));
        // The truth is worked out again at check time; here it must exist and be one range.
        CubeWinsSizes truth;
        try {
            truth = ExerciseChecker::cubeWinsSizes(ex);
        } catch (const InputError& e) {
            r.fail(place, e.what());
        }
        if (truth.ranges.size() > 1)
            r.fail(R::child(place, "machine"),
                   "on machine " + ex.parameters.machine + " Cube_Do is faster in " +
                       std::to_string(truth.ranges.size()) +
                       " separate ranges of vector lengths; the exercise asks for one");
        break;
    }
    }
}


// Adds the exercise, or the error, to the set; refuses an id taken before.
void addTo(ExerciseSet& set, const ExerciseSet* earlier, const std::string& fileName,
           const std::function<Exercise()>& read)
{
    try {
        Exercise ex = read();
        const Exercise* owner = set.find(ex.id);
        if (!owner && earlier)
            owner = earlier->find(ex.id);
        if (owner)
            throw FileError(fileName, "/id",
                            "the id \"" + ex.id + "\" is already used by " + owner->source +
                                ": every exercise needs its own id");
        set.exercises.push_back(std::move(ex));
    } catch (const FileError& e) {
        set.errors.push_back(e);
    }
}

} // namespace

Exercise exerciseFromJson(const Json& json, const std::string& fileName)
{
    const R r(fileName);
    r.object(json, "", "an exercise file");
    r.onlyKeys(
        json, "",
        {"format", "version", "id", "kind", "title", "task", "scenario", "parameters", "feedback"});
    const std::string format =
        r.string(r.required(json, "", "format"), "/format", "the format name");
    if (format != Exercise::kFormat)
        r.fail("/format", "the format is \"" + format + "\", expected \"" +
                              std::string(Exercise::kFormat) + "\"");
    const std::int64_t version =
        r.integer(r.required(json, "", "version"), "/version", "the version");
    if (version != Exercise::kFormatVersion)
        r.fail("/version", "version " + std::to_string(version) +
                               " is not supported: this CubeLab reads version " +
                               std::to_string(Exercise::kFormatVersion));

    Exercise ex;
    ex.source = fileName;
    ex.id = r.string(r.required(json, "", "id"), "/id", "the id");
    if (!isId(ex.id))
        r.fail("/id", "the id \"" + ex.id + "\" may use only a-z, 0-9 and -");
    const std::string kind = r.string(r.required(json, "", "kind"), "/kind", "the kind");
    try {
        ex.kind = parseExerciseKind(kind);
    } catch (const InputError& e) {
        r.fail("/kind", e.what());
    }
    ex.title = localized(r, r.required(json, "", "title"), "/title", "the title");
    ex.task = localized(r, r.required(json, "", "task"), "/task", "the task");

    const Json& scenarioJson = r.required(json, "", "scenario");
    try {
        ex.scenario = scenarioFromJson(scenarioJson, fileName);
    } catch (const FileError& e) {
        const bool pointer = e.place().empty() || e.place().front() == '/';
        throw FileError(fileName,
                        pointer ? "/scenario" + (e.place() == "/" ? std::string() : e.place())
                                : e.place(),
                        e.reason());
    } catch (const InputError& e) {
        r.fail("/scenario", e.what());
    }
    Scenario start;
    try {
        start = normalized(ex.scenario);
    } catch (const InputError& e) {
        r.fail("/scenario", e.what());
    }
    if (start.dimension > kMaxExerciseDimension)
        r.fail("/scenario/dimension", "an exercise shows its cube: dimensions 0 to " +
                                          std::to_string(kMaxExerciseDimension) +
                                          " are allowed, not " + std::to_string(start.dimension));
    // The steps and messages do not depend on the vector length: a long vector only makes the
    // check slower.
    Scenario probe = start;
    if (probe.initial.empty())
        probe.elements = 1;
    std::optional<Trace> run;
    try {
        run.emplace(Emulator::run(probe));
    } catch (const std::exception& e) {
        r.fail("/scenario", std::string("the scenario does not run: ") + e.what());
    }
    readParameters(r, json, ex, start, *run);

    if (json.contains("feedback")) {
        const Json& feedback = json["feedback"];
        r.object(feedback, "/feedback", "the feedback texts (message id: {\"en\", \"de\"})");
        for (auto it = feedback.begin(); it != feedback.end(); ++it) {
            const std::string at = R::child("/feedback", it.key());
            if (!builtinFeedbackTemplate(it.key())) {
                std::string ids;
                for (std::string_view id : builtinFeedbackIds())
                    ids += (ids.empty() ? "" : ", ") + std::string(id);
                r.fail(at, "unknown message id \"" + it.key() + "\": known are " + ids);
            }
            ex.feedback.emplace(it.key(), localized(r, it.value(), at, "the feedback text"));
        }
    }
    return ex;
}

Exercise exerciseFromText(std::string_view text, const std::string& fileName)
{
    return exerciseFromJson(parseJson(text, fileName), fileName);
}

Exercise readExerciseFile(const std::string& path)
{
    return exerciseFromText(readTextFile(path, DocumentKind::Exercise), path);
}

const Exercise* ExerciseSet::find(std::string_view id) const
{
    for (const Exercise& ex : exercises)
        if (ex.id == id)
            return &ex;
    return nullptr;
}

ExerciseSet loadExerciseDirectory(const std::string& directory, const ExerciseSet* earlier)
{
    ExerciseSet set;
    std::error_code ec;
    if (!fs::is_directory(directory, ec)) {
        set.errors.emplace_back(
            directory, "",
            "no such directory: exercises are read from a directory of *.json files");
        return set;
    }
    std::vector<fs::path> files;
    for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code typeError;
        if (it->path().extension() == ".json" && it->is_regular_file(typeError))
            files.push_back(it->path());
    }
    if (ec)
        set.errors.emplace_back(directory, "", "cannot list the directory: " + ec.message());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files)
        addTo(set, earlier, file.string(), [&] { return readExerciseFile(file.string()); });
    return set;
}

ExerciseSet loadExerciseTexts(const std::vector<std::pair<std::string, std::string_view>>& files,
                              const ExerciseSet* earlier)
{
    ExerciseSet set;
    for (const auto& [name, text] : files)
        addTo(set, earlier, name, [&] { return exerciseFromText(text, name); });
    return set;
}

ExerciseSet builtinExercises()
{
    std::vector<std::pair<std::string, std::string_view>> files;
    for (const detail::EmbeddedExerciseFile& file : detail::embeddedExerciseFiles())
        files.emplace_back("builtin:" + std::string(file.name), file.text);
    return loadExerciseTexts(files);
}

ExerciseSet loadExercises(const std::string& userDirectory)
{
    ExerciseSet set = builtinExercises();
    if (userDirectory.empty())
        return set;
    ExerciseSet user = loadExerciseDirectory(userDirectory, &set);
    for (Exercise& ex : user.exercises)
        set.exercises.push_back(std::move(ex));
    for (FileError& e : user.errors)
        set.errors.push_back(std::move(e));
    return set;
}

} // namespace cubelab
