#pragma once
// Times, machines, link lists and columns as the commands print them.

#include "cubelab/bestorder.h"
#include "cubelab/jsonio.h"
#include "cubelab/machine.h"

#include <QString>
#include <string>
#include <vector>

namespace cubelab::cli {

// 5 significant digits in the largest unit below the value: 836.14 µs, 1.5041 ms, 142.75 s.
std::string formatSeconds(double seconds);
// --machine's value: a preset id or a machine file.
Machine machineArgument(const QString& value);
// A bandwidth with 4 significant digits in kB/s, MB/s or GB/s.
std::string rate(double bytesPerSecond);
// "1,2,3"
std::string linksText(const std::vector<int>& links);
// One phase of a best-order search as the JSON outputs give it.
Json phaseOrderJson(const PhaseOrder& phase);
// The text followed by spaces up to `width` characters (not bytes: "…" and "µ" are one each).
std::string padded(std::string text, std::size_t width);
// The machine in one line: "power-gc: Parsytec POWER-GC-like (illustrative figures)".
std::string machineLine(const Machine& machine);
// The machine's two modelling choices in one line: "shared capacity for both directions
// together (links 5,6; 7,8); full duplex" (docs/cost-model.md, "Shared capacity and direction").
std::string machineChoices(const Machine& machine);
// The same as JSON: duplex, exchangeLatency, and sharedClasses (links, sharedDirections).
Json machineChoicesJson(const Machine& machine);

} // namespace cubelab::cli
