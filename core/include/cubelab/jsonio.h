#pragma once
// Scenario and trace files (JSON, version 2; version 1 is read too; docs/file-formats.md). Readers
// check every field and either return a whole object or throw FileError naming the file, the place
// (a JSON pointer such as /linkOrder/2, or "line L, column C" for syntax) and the reason;
// nothing is ever half-loaded. Writers produce what the readers accept. The scenario file
// is io/scenariofile.cpp, the trace file io/tracefile.cpp; both read with io/jsonreader.h,
// write with jsontext.h and save with atomicfile.h (included here for their callers).

#include "cubelab/atomicfile.h"
#include "cubelab/jsondocument.h"
#include "cubelab/jsontext.h"
#include "cubelab/scenario.h"
#include "cubelab/trace.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

namespace cubelab {

inline constexpr std::string_view kScenarioFormat = "cubelab-scenario";
inline constexpr std::string_view kTraceFormat = "cubelab-trace";
// The version the writers write; the readers take every version from the oldest on. Version 2
// adds the block collectives (blocks on messages, updates and states; the scenario's new
// algorithms and "secondLinkOrder"); a whole-vector trace is version 1 with "version": 2.
inline constexpr int kFileFormatVersion = 2;
inline constexpr int kOldestFileFormatVersion = 1;

// The scenario as it stands: fields left to their defaults (an empty link order, no root)
// are left out, so scenarioFromJson(scenarioToJson(s)) == s.
Json scenarioToJson(const Scenario& scenario);
// Checks the format, the version, every field's type and range, and that the scenario
// normalizes; returns it as written (defaults not filled in, the algorithm under its id).
Scenario scenarioFromJson(const Json& json, const std::string& fileName);

// A trace file holds at most this many numbers (the values of its initial and final states
// and of its updates). Beyond it the JSON would run to gigabytes and could not be read back
// (maxDocumentBytes(DocumentKind::Trace)); a text report or fewer elements serve instead.
inline constexpr std::uint64_t kMaxTraceFileNumbers = std::uint64_t{1} << 25;

// The numbers the trace's file would hold.
std::uint64_t traceFileNumbers(const Trace& trace);
// Throws InputError, before anything runs, when the trace of this normalized scenario would
// hold more than kMaxTraceFileNumbers numbers in its initial and final states alone.
void checkTraceFileFits(const Scenario& normalizedScenario);

// The whole trace: the normalized scenario, initial, steps, final, linkLoad, "cost": null;
// "storedElements" as well when the trace keeps fewer elements per update than the vector.
// Throws InputError when the file would hold more than kMaxTraceFileNumbers numbers.
Json traceToJson(const Trace& trace);
// Rebuilds a trace (expressions parsed back into a fresh pool); checks it is consistent.
Trace traceFromJson(const Json& json, const std::string& fileName);

// Read a file and parse it; a missing or unreadable file is a FileError too.
Scenario readScenarioFile(const std::string& path);
Trace readTraceFile(const std::string& path);

// The text of a scenario or trace file, ending in a newline.
std::string scenarioFileText(const Scenario& scenario);
std::string traceFileText(const Trace& trace);

void writeScenarioFile(const std::string& path, const Scenario& scenario);
void writeTraceFile(const std::string& path, const Trace& trace);

} // namespace cubelab
