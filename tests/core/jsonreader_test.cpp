// Every CubeLab file is read with one toolkit (core/src/base/jsonreader.h), so the same fault
// reads the same in a scenario, a trace, a machine, an exercise and a progress file: the file,
// the JSON pointer of the place and what is allowed there (docs/file-formats.md).

#include "cubelab/errors.h"
#include "cubelab/exerciseio.h"
#include "cubelab/exerciseprogress.h"
#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"

#include <cstdint>
#include <functional>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;

namespace {

const std::string kSource = CUBELAB_SOURCE_DIR;

struct Kind
{
    std::string name;   // as the message calls it: "a scenario file"
    std::string format; // its "format"
    Json valid;         // a document the reader accepts
    std::string reads;  // the versions it reads, as the message says them
    int version;        // the version it writes
    std::function<void(const Json&, const std::string&)> read;
};

std::vector<Kind> kinds()
{
    return {
        {"a scenario file", "cubelab-scenario",
         readJsonFile(kSource + "/resources/scenarios/lecture-reduce.json", DocumentKind::Scenario),
         "versions 1 and 2", 2,
         [](const Json& j, const std::string& f) { (void)scenarioFromJson(j, f); }},
        {"a trace file", "cubelab-trace",
         readJsonFile(kSource + "/tests/data/traces/reduce-2cube.json", DocumentKind::Trace),
         "versions 1 and 2", 2,
         [](const Json& j, const std::string& f) { (void)traceFromJson(j, f); }},
        {"a machine file", "cubelab-machine",
         readJsonFile(kSource + "/resources/machines/power-gc.json", DocumentKind::Machine),
         "version 1", 1, [](const Json& j, const std::string& f) { (void)machineFromJson(j, f); }},
        {"an exercise file", "cubelab-exercise",
         readJsonFile(kSource + "/resources/exercises/01-tree-down-high-links.json",
                      DocumentKind::Exercise),
         "version 1", 1, [](const Json& j, const std::string& f) { (void)exerciseFromJson(j, f); }},
        {"a progress file", "cubelab-exercise-progress",
         parseJson(R"({"format": "cubelab-exercise-progress", "version": 1, "exercises": {}})",
                   "progress.json"),
         "version 1", 1,
         [](const Json& j, const std::string& f) { (void)ExerciseProgress::fromJson(j, f); }},
    };
}

FileError refusal(const Kind& kind, const Json& json)
{
    try {
        kind.read(json, "doc.json");
    } catch (const FileError& e) {
        return e;
    }
    ADD_FAILURE() << kind.name << " was accepted: " << json.dump();
    return FileError("", "", "");
}

} // namespace

TEST(OneWording, EveryReaderAcceptsItsValidDocument)
{
    for (const Kind& kind : kinds())
        EXPECT_NO_THROW(kind.read(kind.valid, "doc.json")) << kind.name;
}

TEST(OneWording, AnUnsupportedVersionReadsAlikeInEveryFile)
{
    for (const Kind& kind : kinds()) {
        Json json = kind.valid;
        json["version"] = 3;
        const FileError e = refusal(kind, json);
        EXPECT_EQ(e.file(), "doc.json") << kind.name;
        EXPECT_EQ(e.place(), "/version") << kind.name;
        EXPECT_EQ(e.reason(), "version 3 is not supported: this CubeLab reads " + kind.reads)
            << kind.name;
    }
}

TEST(OneWording, AFileOfAnotherKindSaysWhichKindItIs)
{
    const std::vector<Kind> all = kinds();
    for (const Kind& kind : all)
        for (const Kind& other : all) {
            if (&kind == &other)
                continue;
            Json json = kind.valid;
            json["format"] = other.format;
            const FileError e = refusal(kind, json);
            EXPECT_EQ(e.place(), "/format") << kind.name;
            EXPECT_EQ(e.reason(), "the format is \"" + other.format + "\", expected \"" +
                                      kind.format + "\": this is " + other.name + ", not " +
                                      kind.name);
        }
}

TEST(OneWording, AMissingKeyIsReportedAtTheObjectThatLacksIt)
{
    for (const Kind& kind : kinds()) {
        Json json = kind.valid;
        json.erase("version");
        const FileError e = refusal(kind, json);
        EXPECT_EQ(e.place(), "") << kind.name; // the whole document: "", never "/"
        EXPECT_EQ(e.reason(),
                  "the key \"version\" is missing (expected " + std::to_string(kind.version) + ")")
            << kind.name;
        EXPECT_EQ(std::string(e.what()), "doc.json: " + e.reason()) << kind.name;
    }
}

TEST(OneWording, AnUnknownKeyListsTheAllowedOnes)
{
    for (const Kind& kind : kinds()) {
        Json json = kind.valid;
        json["colour"] = "blue";
        const FileError e = refusal(kind, json);
        EXPECT_EQ(e.place(), "/colour") << kind.name;
        EXPECT_EQ(e.reason().rfind("unknown key \"colour\": allowed are format, version, ", 0), 0u)
            << kind.name << ": " << e.reason();
    }
}

TEST(OneWording, AWrongTypeSaysWhatWasExpectedAndWhatWasFound)
{
    for (const Kind& kind : kinds()) {
        const FileError e = refusal(kind, Json::array({1, 2}));
        EXPECT_EQ(e.place(), "") << kind.name;
        EXPECT_EQ(e.reason().rfind("expected ", 0), 0u) << e.reason();
        EXPECT_NE(e.reason().find(" (a JSON object), found an array"), std::string::npos)
            << kind.name << ": " << e.reason();
    }
    // A whole number out of range names the range, whichever file holds it.
    Json machine = kinds()[2].valid;
    machine["maxDimension"] = 21;
    EXPECT_EQ(refusal(kinds()[2], machine).reason(),
              "maxDimension 21 is out of range: allowed are 1 to 20");
    Json scenario = kinds()[0].valid;
    scenario["dimension"] = 21;
    EXPECT_EQ(refusal(kinds()[0], scenario).reason(),
              "dimension 21 is out of range: allowed are 0 to 20");
    Json rooted = kinds()[0].valid;
    rooted["root"] = std::uint64_t{10000000000000000000u};
    EXPECT_EQ(refusal(kinds()[0], rooted).reason(),
              "the root 10000000000000000000 is out of range: allowed are at most "
              "9223372036854775807");
    scenario["dimension"] = true;
    EXPECT_EQ(refusal(kinds()[0], scenario).reason(),
              "expected dimension (a whole number, 0 to 20), found the value true");
}
