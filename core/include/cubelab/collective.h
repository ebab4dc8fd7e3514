#pragma once
// A collective: a node program plus what the user, the files and the views need to know of
// it. The registry is open: a new collective is one new file in core/src/collectives/ that
// defines its program and descriptor, and one line in collective.cpp.

#include "cubelab/comm.h"
#include "cubelab/task.h"

#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

using NodeProgram = Task (*)(Comm&);

// The lecture's picture of a collective: the binomial tree the messages follow (Figure 3.14,
// the reduce) or the cube itself (Figure 3.15, Cube_Do). The GUI first shows a collective in
// its figure.
enum class Figure { Tree, Cube };

struct Collective
{
    std::string id;          // "tree-reduce"
    std::string lectureName; // "Tree_UpDo", accepted as an alias in any case
    std::string summary;     // one sentence, English (the GUI translates it)
    bool takesRoot = false;
    bool takesBroadcastOrder = false;
    bool onlyRootHoldsInput = false; // a broadcast starts with the data at the root alone
    std::vector<Phase> phases;       // the phases of its steps, in the order they run
    Figure figure = Figure::Cube;
    std::vector<int> (*defaultLinkOrder)(int dimension) = nullptr;
    NodeProgram program = nullptr;
    // The node program in the lecture's pseudocode style; Comm::mark() names a line by its
    // index in this list.
    std::vector<std::string> pseudocode;
};

// The links n, n-1, …, 1 and 1, 2, …, n.
std::vector<int> descendingLinks(int dimension);
std::vector<int> ascendingLinks(int dimension);

const std::vector<Collective>& builtinCollectives();
// By id or lecture name, any case; throws InputError listing the valid names.
const Collective& findCollective(std::string_view name);

} // namespace cubelab
