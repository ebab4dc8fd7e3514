#pragma once
// What a student has done: per exercise id the last answer, how often they checked and
// whether they have solved it. Saved as JSON ("format": "cubelab-exercise-progress",
// version 1) atomically; a broken file is reported and ignored, never half-read.

#include "cubelab/errors.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/jsonio.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace cubelab {

struct ExerciseProgressLoad;

class ExerciseProgress
{
public:
    static constexpr std::string_view kFormat = "cubelab-exercise-progress";
    static constexpr int kFormatVersion = 1;

    struct Entry
    {
        std::optional<ExerciseAnswer> lastAnswer;
        std::uint32_t attempts = 0; // answers checked
        bool solved = false;        // once right, it stays solved
        bool operator==(const Entry&) const = default;
    };

    // Records a checked answer.
    void record(const std::string& exerciseId, const ExerciseAnswer& answer,
                const CheckResult& result);
    // Keeps the answer being typed without counting an attempt.
    void setDraft(const std::string& exerciseId, const ExerciseAnswer& answer);
    void forget(std::string_view exerciseId);

    // nullptr for an exercise not touched yet.
    const Entry* entry(std::string_view exerciseId) const;
    bool solved(std::string_view exerciseId) const;
    const std::map<std::string, Entry, std::less<>>& entries() const { return mEntries; }

    Json toJson() const;
    // Throws FileError with the place of the first fault.
    static ExerciseProgress fromJson(const Json& json, const std::string& fileName);

    // Whether the file keeps this answer: what its reader takes back (a value answer's text
    // at most ValueAnswer::kMaxTextLength bytes, a program at most LuaProgram::kMaxSourceBytes).
    // An answer it does not keep is counted, but not written.
    static bool keeps(const ExerciseAnswer& answer);

    // The file's text, never larger than its reader takes (maxDocumentBytes of a progress
    // file): where the answers together would make it larger, the largest are left out of the
    // file (not out of this object), and the marks stay. Throws FileError if even the marks
    // do not fit.
    std::string fileText() const;
    // Writes fileText() atomically (writeFileAtomically); throws FileError when it cannot.
    void save(const std::string& path) const;

    // A missing file is a fresh start, not an error.
    static ExerciseProgressLoad load(const std::string& path);

    bool operator==(const ExerciseProgress&) const = default;

private:
    std::map<std::string, Entry, std::less<>> mEntries;
};

struct ExerciseProgressLoad
{
    ExerciseProgress progress;      // empty when the file is missing or broken
    std::optional<FileError> error; // set when the file exists but cannot be used
};

} // namespace cubelab
