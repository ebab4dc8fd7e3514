#include "cubelab/builtinscenarios.h"

#include "base/embeddedfiles.h"
#include "cubelab/jsonio.h"

#include <string>
#include <utility>

namespace cubelab {

namespace {

// {name, scenario}, in name order: read once, at the first question.
const std::vector<std::pair<std::string, Scenario>>& builtins()
{
    static const std::vector<std::pair<std::string, Scenario>> scenarios = [] {
        constexpr std::string_view kSuffix = ".json";
        std::vector<std::pair<std::string, Scenario>> read;
        for (const detail::EmbeddedFile& file : detail::embeddedScenarioFiles()) {
            const std::string path = std::string("resources/scenarios/").append(file.name);
            checkText(file.text, path);
            read.emplace_back(file.name.substr(0, file.name.size() - kSuffix.size()),
                              scenarioFromJson(parseJson(file.text, path), path));
        }
        return read;
    }();
    return scenarios;
}

} // namespace

std::vector<std::string_view> builtinScenarioNames()
{
    std::vector<std::string_view> names;
    for (const auto& [name, scenario] : builtins())
        names.push_back(name);
    return names;
}

const Scenario* findBuiltinScenario(std::string_view name)
{
    for (const auto& [builtinName, scenario] : builtins())
        if (builtinName == name)
            return &scenario;
    return nullptr;
}

} // namespace cubelab
