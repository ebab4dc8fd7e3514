#pragma once
// The built-in collectives. Each file defines one program and its descriptor; the tree
// programs also expose their loops so that Tree_Do can run them one after the other.

#include "cubelab/collective.h"

#include <span>

namespace cubelab::collectives {

// The loops themselves, with the pseudocode line numbers shifted by lineOffset.
Task treeReduceSteps(Comm& c, std::span<const int> order, int lineOffset);
Task treeBroadcastSteps(Comm& c, std::span<const int> order, int lineOffset);
extern const std::vector<std::string> kTreeReducePseudocode;
extern const std::vector<std::string> kTreeBroadcastPseudocode;
// Rabenseifner's all-reduce runs these two one after the other.
Task reduceScatterSteps(Comm& c, std::span<const int> order, int lineOffset);
Task allgatherSteps(Comm& c, std::span<const int> order, int lineOffset);
extern const std::vector<std::string> kReduceScatterPseudocode;
extern const std::vector<std::string> kAllgatherPseudocode;

Collective treeReduce();
Collective treeBroadcast();
Collective treeAllreduce();
Collective cubeAllreduce();
Collective treeGather();
Collective treeScatter();
Collective reduceScatter();
Collective allgather();
Collective rabenseifnerAllreduce();
Collective ringAllreduce();

} // namespace cubelab::collectives
