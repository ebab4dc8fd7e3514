#pragma once
// A check's outcome as cubelab-cli check and cubelab-mpi trace --exercise print it: the
// exercise's title, the verdict and every line of the feedback, in English or German.

#include "cubelab/exercise.h"
#include "cubelab/exerciseanswer.h"
#include "cubelab/feedback.h"

#include <QString>
#include <string>

namespace cubelab::cli {

// The language of a --language option: en or de (any case); UsageError otherwise.
Language feedbackLanguage(const QString& option);
std::string checkText(const Exercise& exercise, const CheckResult& result, Language language);

} // namespace cubelab::cli
