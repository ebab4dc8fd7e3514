#pragma once
// The catalog: what CubeLab offers to run — the collectives with their defaults, the operators,
// the value modes and the machine presets — as facts for scripts and the web page. One source
// for `cubelab-cli list` (its text and its JSON) and the page's cubelab.catalog().

#include "cubelab/collective.h"
#include "cubelab/jsondocument.h"
#include "cubelab/operator.h"
#include "cubelab/scenario.h"

#include <string>
#include <vector>

namespace cubelab {

// The defaults are shown for a 4-cube, so that n, n-1, … is plain.
inline constexpr int kCatalogDimension = 4;

// The collective's scenario as normalized() fills it in on a kCatalogDimension-cube.
Scenario catalogDefaults(const Collective& collective);
// A default order in words, as the registry defines it for every n: "n, n-1, …, 1",
// "1, 2, …, n", or the links "2,1,4,3 (for n = 4)".
std::string orderInWords(const std::vector<int>& order, int dimension);
// The operator on two inputs in plain notation: "a_0+a_1", "max(a_0,a_1)".
std::string operatorExample(Operator op);

// {"collectives": [...], "operators": [...], "valueModes": [...]}: what
// `cubelab-cli list --format json` writes (docs/cli.md).
Json catalogJson();
// The machine presets: [{"id", "name"}...], in builtinMachines()' order.
Json machineCatalogJson();

} // namespace cubelab
