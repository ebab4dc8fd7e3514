#pragma once
// The numbers a lesson scene states, checked against what it shows: a lecturer reads the text
// in front of the room beside the picture, so "128 processors", "a vector of 1024 elements" or
// "links 7–8" must be true of the scene's cube, and of the question it asks.

#include "cubelab/exercise.h"
#include "cubelab/lesson.h"

#include <string>
#include <vector>

namespace cubelab::detail {

// What the scene's text (both languages) and its question's task state that its scenario (run
// as shown: normalized) contradicts, and where its question's scenario differs from the
// scene's in what the question is about: the cube's size, the vector's length (unless the
// question asks for a range of lengths) and the machine. Each problem as one sentence.
std::vector<std::string> lessonNumberProblems(const LessonScene& scene, const Exercise* question);

} // namespace cubelab::detail
