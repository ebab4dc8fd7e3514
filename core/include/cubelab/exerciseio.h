#pragma once
// Exercise files (JSON, "format": "cubelab-exercise", version 1; docs/exercises.md).
// A file is read whole or refused: FileError names the file, the JSON pointer of the
// offending field (or "line L, column C" for a syntax error) and what is allowed there.
// Loading a set of files never stops at a bad one: it is reported and the others load.

#include "cubelab/errors.h"
#include "cubelab/exercise.h"
#include "cubelab/jsonio.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cubelab {

// Checks the format, every field, that the scenario runs and that the kind's parameters
// fit it. Throws FileError.
Exercise exerciseFromJson(const Json& json, const std::string& fileName);
Exercise exerciseFromText(std::string_view text, const std::string& fileName);
Exercise readExerciseFile(const std::string& path);

// What a load produced: the exercises that are sound, in file-name order, and one error per
// refused file.
struct ExerciseSet
{
    std::vector<Exercise> exercises;
    std::vector<FileError> errors;

    // nullptr when no exercise has the id.
    const Exercise* find(std::string_view id) const;
};

// Every *.json file in the directory (not its subdirectories). A missing or unreadable
// directory is one error in the set. An id that an earlier file (or an exercise of `earlier`)
// already uses is refused at /id.
ExerciseSet loadExerciseDirectory(const std::string& directory,
                                  const ExerciseSet* earlier = nullptr);
// Files given as (name, text) pairs, e.g. the embedded built-in ones.
ExerciseSet loadExerciseTexts(const std::vector<std::pair<std::string, std::string_view>>& files,
                              const ExerciseSet* earlier = nullptr);

// The exercises in resources/exercises/, compiled into the core: they need no source tree.
ExerciseSet builtinExercises();
// The built-in exercises, then those of the user's directory (none when it is empty); a user
// file may not reuse a built-in id.
ExerciseSet loadExercises(const std::string& userDirectory);

} // namespace cubelab
