#pragma once
// What the link's reader shares with the lesson file, whose scenes are moments. Private to
// the core.

#include "base/jsonreader.h"
#include "cubelab/moment.h"

#include <initializer_list>
#include <string>
#include <string_view>

namespace cubelab::detail {

// Whether a moment's "scenario" may name a shipped scenario (cubelab/builtinscenarios.h)
// instead of holding it in full. A lesson's scene may; a link may not, so that a link opens
// the same moment in every CubeLab, whatever scenarios it ships (docs/file-formats.md).
enum class ScenarioByName
{
    Refused,
    Allowed
};

// Reads the moment at `place` (an object with "scenario", "step", "layout", "panel", "follow",
// "compare"); otherKeys are the keys the object may hold besides (a scene's title, text, …),
// which the caller reads. Throws FileError.
Moment readMoment(const JsonReader& reader, const Json& json, const std::string& place,
                  ScenarioByName byName, std::initializer_list<std::string_view> otherKeys = {});

} // namespace cubelab::detail
