#pragma once
// What the exercise and lesson readers share: a text in English and German, and an id of
// lower-case letters, digits and "-". Private to the core.

#include "base/jsonreader.h"
#include "cubelab/feedback.h"

#include <string>
#include <string_view>

namespace cubelab::detail {

// {"en": …, "de": …}, both with something besides white space; FileError otherwise.
LocalizedText readLocalizedText(const JsonReader& r, const Json& j, const std::string& place,
                                std::string_view what);
bool isLowerCaseId(const std::string& id);

} // namespace cubelab::detail
