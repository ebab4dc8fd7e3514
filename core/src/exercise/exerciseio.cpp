#include "cubelab/exerciseio.h"

#include "base/embeddedfiles.h"
#include "base/jsonreader.h"
#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/exercisechecker.h"
#include "cubelab/machine.h"
#include "exercise/localizedjson.h"
#include "io/scenariojson.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <sstream>

namespace cubelab {

namespace fs = std::filesystem;

namespace {

using detail::JsonReader;
using detail::pointerChild;
using R = JsonReader;

// The GUI draws cubes up to dimension 10; an exercise is something to look at.
constexpr int kMaxExerciseDimension = 10;

static_assert(Exercise::kFormat == documentFormat(DocumentKind::Exercise));

LocalizedText localized(const R& r, const Json& j, const std::string& place, std::string_view what)
{
    return detail::readLocalizedText(r, j, place, what);
}

bool isId(const std::string& id)
{
    return detail::isLowerCaseId(id);
}

// A whole number in range, or the word "any" (returned as nullopt).
std::optional<std::int64_t> numberOrAny(const R& r, const Json& j, const std::string& place,
                                        std::string_view what, std::int64_t min, std::int64_t max)
{
    if (j.is_string() && j.get<std::string>() == "any")
        return std::nullopt;
    if (!j.is_number_integer())
        r.fail(place, "expected " + std::string(what) + " (a whole number, " + std::to_string(min) +
                          " to " + std::to_string(max) + ", or \"any\"), found " +
                          JsonReader::found(j));
    return r.integer(j, place, what, min, max);
}

// The collectives an exercise kind works with: `refusal` says which and why; the algorithm
// the scenario runs follows it.
void requireAlgorithm(const R& r, const Scenario& start,
                      std::initializer_list<std::string_view> algorithms,
                      const std::string& refusal)
{
    if (std::find(algorithms.begin(), algorithms.end(), start.algorithm) == algorithms.end())
        r.fail("/scenario/algorithm", refusal + start.algorithm);
}

// best-order and cube-wins-range: a machine preset that has the scenario's links.
const Machine& machineParameter(const R& r, const Json& params, const std::string& place,
                                const Scenario& start)
{
    const std::string at = pointerChild(place, "machine");
    const std::string id =
        r.text(r.required(params, place, "machine", "a machine preset id"), at, "the machine");
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

// program: the runs it is checked on and the links' limits. The scenario's collective is the
// one the program must match; any built-in one will do.
void readProgramParameters(const R& r, const Json& params, const std::string& place, Exercise& ex)
{
    r.allowOnly(params, place, {"dimensions", "elements", "operators", "anyRoot", "linkLimits"});
    ExerciseParameters& out = ex.parameters;
    if (params.contains("dimensions")) {
        out.dimensions.clear();
        for (std::int64_t n :
             r.integers(params["dimensions"], pointerChild(place, "dimensions"), "the dimensions",
                        "dimension", 1, Scenario::kMaxSymbolicDimension))
            out.dimensions.push_back(static_cast<int>(n));
        if (out.dimensions.empty())
            r.fail(pointerChild(place, "dimensions"), "name at least one dimension to check on");
    }
    if (params.contains("elements")) {
        out.elements = r.integers(params["elements"], pointerChild(place, "elements"),
                                  "the vector lengths", "vector length", 1, 4096);
        if (out.elements.empty())
            r.fail(pointerChild(place, "elements"),
                   "name at least one vector length to check with");
    }
    if (params.contains("operators")) {
        const std::string at = pointerChild(place, "operators");
        r.array(params["operators"], at, "the operators");
        out.operators.clear();
        for (std::size_t k = 0; k < params["operators"].size(); ++k) {
            const std::string name =
                r.string(params["operators"][k], pointerChild(at, k), "an operator");
            try {
                out.operators.push_back(parseOperator(name));
            } catch (const InputError& e) {
                r.fail(pointerChild(at, k), e.what());
            }
        }
        if (out.operators.empty())
            r.fail(at, "name at least one operator to check with");
    }
    if (params.contains("anyRoot"))
        out.anyRoot = r.boolean(params["anyRoot"], pointerChild(place, "anyRoot"), "anyRoot");
    if (params.contains("linkLimits")) {
        const std::string at = pointerChild(place, "linkLimits");
        r.array(params["linkLimits"], at, "the link limits");
        for (std::size_t k = 0; k < params["linkLimits"].size(); ++k) {
            const Json& limit = params["linkLimits"][k];
            const std::string here = pointerChild(at, k);
            r.object(limit, here, "a link limit");
            r.allowOnly(limit, here, {"link", "messages"});
            LinkLimit l;
            const Json& link = r.required(limit, here, "link",
                                          "a link number, or \"n\", \"n-1\" … from the highest");
            if (link.is_string()) {
                const std::string name = link.get<std::string>();
                const int below = name == "n" ? 0
                                  : name.size() == 3 && name.rfind("n-", 0) == 0 &&
                                          name[2] >= '1' && name[2] <= '9'
                                      ? name[2] - '0'
                                      : -1;
                if (below < 0)
                    r.fail(pointerChild(here, "link"),
                           "a link is a number from 1, or \"n\", \"n-1\" … \"n-9\" "
                           "counted from the highest; found \"" +
                               name + "\"");
                l.link = -below;
            } else {
                l.link = static_cast<int>(r.integer(link, pointerChild(here, "link"), "the link", 1,
                                                    Scenario::kMaxSymbolicDimension));
            }
            l.messages = static_cast<std::uint64_t>(r.integer(
                r.required(limit, here, "messages", "the most messages the link may carry"),
                pointerChild(here, "messages"), "the messages", 0, std::int64_t{1} << 40));
            out.linkLimits.push_back(l);
        }
    }
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
        r.allowOnly(params, place, {"highLinks"});
        requireAlgorithm(r, start, {"tree-reduce", "tree-broadcast"},
                         "a link-order-load exercise needs tree-broadcast (Tree_Down) or "
                         "tree-reduce (Tree_UpDo), whose link loads follow the order; not ");
        if (n < 1)
            r.fail("/scenario/dimension",
                   "a link-order-load exercise needs at least one link (dimension 1 or more)");
        if (params.contains("highLinks")) {
            const std::string at = pointerChild(place, "highLinks");
            for (std::int64_t link :
                 r.integers(params["highLinks"], at, "the high links", "link", 1, n)) {
                if (std::find(ex.parameters.highLinks.begin(), ex.parameters.highLinks.end(),
                              link) != ex.parameters.highLinks.end())
                    r.fail(pointerChild(at, ex.parameters.highLinks.size()),
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
        r.allowOnly(params, place, {"root", "nodes"});
        requireAlgorithm(r, start, {"tree-broadcast"},
                         "a broadcast-prediction exercise needs tree-broadcast (Tree_Down), not ");
        if (params.contains("root"))
            if (auto root = numberOrAny(r, params["root"], pointerChild(place, "root"), "the root",
                                        0, p - 1))
                ex.parameters.root = static_cast<NodeId>(*root);
        if (params.contains("nodes")) {
            const Json& nodes = params["nodes"];
            const std::string at = pointerChild(place, "nodes");
            if (!(nodes.is_string() && nodes.get<std::string>() == "all")) {
                if (!nodes.is_array())
                    r.fail(at,
                           "expected the nodes (\"all\", or a JSON array of node numbers, 0 to " +
                               std::to_string(p - 1) + "), found " + JsonReader::found(nodes));
                for (std::int64_t node : r.integers(nodes, at, "the nodes", "node", 0, p - 1)) {
                    auto& list = ex.parameters.nodes;
                    if (std::find(list.begin(), list.end(), static_cast<NodeId>(node)) !=
                        list.end())
                        r.fail(pointerChild(at, list.size()),
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
        r.allowOnly(params, place, {"step", "node"});
        if (collective.onlyRootHoldsInput)
            r.fail("/scenario/algorithm",
                   "a predict-value exercise needs an algorithm in which every node holds a "
                   "value from the start; " +
                       start.algorithm + " starts with the root alone");
        if (params.contains("step"))
            if (auto step = numberOrAny(r, params["step"], pointerChild(place, "step"), "the step",
                                        1, static_cast<std::int64_t>(run.stepCount())))
                ex.parameters.step = static_cast<std::size_t>(*step);
        if (params.contains("node"))
            if (auto node = numberOrAny(r, params["node"], pointerChild(place, "node"), "the node",
                                        0, p - 1))
                ex.parameters.node = static_cast<NodeId>(*node);
        break;
    }
    case ExerciseKind::BestOrder: {
        r.allowOnly(params, place, {"machine"});
        requireAlgorithm(r, start, {"tree-reduce", "tree-broadcast", "rabenseifner-allreduce"},
                         "a best-order exercise needs tree-reduce (Tree_UpDo), tree-broadcast "
                         "(Tree_Down) or rabenseifner-allreduce (its allgather order the link "
                         "order reversed), which take one link order; not ");
        if (!ex.scenario.secondLinkOrder.empty())
            r.fail("/scenario/broadcastLinkOrder",
                   "a best-order exercise asks for one link order: leave the second order out "
                   "(Rabenseifner's allgather then runs the first reversed)");
        // The algorithm and a dimension the machine has are all BestOrder::find needs.
        ex.parameters.machine = machineParameter(r, params, place, start).id;
        break;
    }
    case ExerciseKind::PredictBlocks: {
        r.allowOnly(params, place, {"step"});
        if (!run.hasBlocks())
            r.fail("/scenario/algorithm",
                   "a predict-blocks exercise asks which blocks a node holds: it needs a "
                   "collective of blocks (reduce-scatter, allgather, …), not " +
                       start.algorithm);
        if (!run.symbolic())
            r.fail("/scenario/values",
                   "a predict-blocks exercise says which inputs a block combines: it needs "
                   "\"symbolic\" values");
        if (params.contains("step"))
            if (auto step = numberOrAny(r, params["step"], pointerChild(place, "step"), "the step",
                                        1, static_cast<std::int64_t>(run.stepCount())))
                ex.parameters.step = static_cast<std::size_t>(*step);
        break;
    }
    case ExerciseKind::Program:
        readProgramParameters(r, params, place, ex);
        break;
    case ExerciseKind::CubeWinsRange: {
        r.allowOnly(params, place, {"machine", "maxElements"});
        requireAlgorithm(r, start, {"cube-allreduce", "tree-allreduce"},
                         "a cube-wins-range exercise compares the all-reduces: its scenario runs "
                         "cube-allreduce (Cube_Do) or tree-allreduce (Tree_Do), not ");
        ex.parameters.machine = machineParameter(r, params, place, start).id;
        if (params.contains("maxElements"))
            ex.parameters.maxElements = static_cast<std::uint64_t>(
                r.integer(params["maxElements"], pointerChild(place, "maxElements"), "maxElements",
                          2, std::int64_t{1} << 40));
        // The truth is worked out again at check time; here it must exist and be one range.
        CubeWinsSizes truth;
        try {
            truth = ExerciseChecker::cubeWinsSizes(ex);
        } catch (const InputError& e) {
            r.fail(place, e.what());
        }
        if (truth.ranges.size() > 1)
            r.fail(pointerChild(place, "machine"),
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
    r.object(json, "", "an exercise");
    // The format first: a scenario or progress file opened as an exercise should say so.
    r.checkFormat(json, "", DocumentKind::Exercise, Exercise::kFormatVersion);
    r.allowOnly(
        json, "",
        {"format", "version", "id", "kind", "title", "task", "scenario", "parameters", "feedback"});

    Exercise ex;
    ex.source = fileName;
    ex.id =
        r.text(r.required(json, "", "id", "the exercise's id: a-z, 0-9 and -"), "/id", "the id");
    if (!isId(ex.id))
        r.fail("/id", "the id \"" + ex.id + "\" may use only a-z, 0-9 and -");
    const std::string kind =
        r.text(r.required(json, "", "kind", "the kind of exercise"), "/kind", "the kind");
    try {
        ex.kind = parseExerciseKind(kind);
    } catch (const InputError& e) {
        r.fail("/kind", e.what());
    }
    ex.title = localized(r, r.required(json, "", "title", "the title in English and German"),
                         "/title", "the title");
    ex.task = localized(r, r.required(json, "", "task", "the task in English and German"), "/task",
                        "the task");

    ex.scenario = detail::readScenario(
        r, r.required(json, "", "scenario", "the scenario the exercise starts from"), "/scenario",
        true);
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
        r.object(feedback, "/feedback", "the feedback texts by message id");
        for (auto it = feedback.begin(); it != feedback.end(); ++it) {
            const std::string at = pointerChild("/feedback", it.key());
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
    for (const auto& file : files)
        addTo(set, earlier, file.first, [&] { return exerciseFromText(file.second, file.first); });
    return set;
}

ExerciseSet builtinExercises()
{
    std::vector<std::pair<std::string, std::string_view>> files;
    for (const detail::EmbeddedFile& file : detail::embeddedExerciseFiles())
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

LocalizedText detail::readLocalizedText(const JsonReader& r, const Json& j,
                                        const std::string& place, std::string_view what)
{
    r.object(j, place, std::string(what) + ", in English and German");
    r.allowOnly(j, place, {"en", "de"});
    LocalizedText text;
    text.en = r.text(r.required(j, place, "en", "the text in English"), pointerChild(place, "en"),
                     std::string(what) + " in English");
    text.de = r.text(r.required(j, place, "de", "the text in German"), pointerChild(place, "de"),
                     std::string(what) + " in German");
    return text;
}

bool detail::isLowerCaseId(const std::string& id)
{
    return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

} // namespace cubelab
