#pragma once
// The built-in collectives. Each file defines one program and its descriptor; the tree
// programs and the block loops also expose their loops so that Tree_Do and Rabenseifner's
// all-reduce can run two of them one after the other (twophases.cpp).

#include "cubelab/collectivedescriptor.h"

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

// One phase of a two-phase collective: its heading in the pseudocode, its loop and the loop's
// lines.
struct PhaseLoop
{
    const char* heading;
    Task (*steps)(Comm& c, std::span<const int> order, int lineOffset);
    const std::vector<std::string>* lines;
};
// Runs first with the link order, then second with the second link order; the lines marked
// are those of nestedPseudocode(first, second). The phases are constants that outlive the
// run (pointers keep every node's frame small).
Task runTwoPhases(Comm& c, const PhaseLoop* first, const PhaseLoop* second);
// Each phase's heading, then its lines indented under it.
std::vector<std::string> nestedPseudocode(const PhaseLoop& first, const PhaseLoop& second);

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
// Not built in: tracedProgramCollective() (cubelab/collective.h).
Collective tracedProgram();

} // namespace cubelab::collectives
