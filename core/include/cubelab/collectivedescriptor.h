#pragma once
// A collective's descriptor: a node program plus what the user, the files and the views need to
// know of it. The descriptor is the one source of these facts: the GUI and the CLI read a
// collective's title, phases, link orders and outcome from it and never switch on its id. Each
// collective in core/src/collectives/ defines its program and descriptor against this header
// alone; the registry that lists them all is cubelab/collective.h.

#include "cubelab/comm.h"
#include "cubelab/task.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// Called once for each node of a run; the task it returns is the node's program. A function
// (not only a plain function pointer) so that a program read from a file carries its source.
using NodeProgram = std::function<Task(Comm&)>;

// The lecture's picture of a collective: the binomial tree the messages follow (Figure 3.14,
// the reduce) or the cube itself (Figure 3.15, Cube_Do). The GUI first shows a collective in
// its figure.
enum class Figure
{
    Tree,
    Cube
};

// What a message carries: a node's whole vector (its partial result, or the root's data), or
// some of the p blocks the vector is cut into (cubelab/value.h).
enum class DataKind
{
    WholeVector,
    Blocks
};

// Who holds what when the collective is done.
enum class Outcome
{
    RootHoldsResult,              // a reduce: the root the whole result, the others partial results
    EveryNodeHoldsRootData,       // a broadcast
    EveryNodeHoldsResult,         // an all-reduce
    RootHoldsAllBlocks,           // a gather: the root every node's block
    EachNodeHoldsOwnBlock,        // a scatter: node i block i of the root's data
    EachNodeHoldsItsReducedBlock, // a reduce-scatter: node i block i over all inputs
    EveryNodeHoldsAllBlocks,      // an allgather: every node block b of node b
    NotRecorded,                  // a traced MPI program: what its nodes hold was not recorded
};

// The outcome in words, English: "every node holds the root's data".
std::string_view outcomeText(Outcome outcome);

// The field of a scenario (and of Comm) that holds a link order.
enum class OrderField
{
    LinkOrder,
    SecondLinkOrder
};

// What a link order says: the order of one phase's steps (the trees, the halving and
// doubling), or the ring all phases go round (a Gray code over the links in this order).
enum class OrderMeaning
{
    StepOrder,
    RingLayout
};

// A link order a collective takes: where it is held, the phase whose steps it orders (a
// ring's: the first phase that goes round it) and what it says.
struct LinkOrderRole
{
    OrderField field = OrderField::LinkOrder;
    Phase phase = Phase::Reduce;
    OrderMeaning meaning = OrderMeaning::StepOrder;
};

// Marks a descriptor's English text for translation in the given context, as Qt's
// QT_TRANSLATE_NOOP does (lupdate reads it as that, app/gui/CMakeLists.txt): the text itself.
#define CUBELAB_TRANSLATE_NOOP(context, text) text

struct Collective
{
    std::string id;          // "tree-reduce"
    std::string lectureName; // "Tree_UpDo", accepted as an alias in any case
    // Both English, the one source of them: written CUBELAB_TRANSLATE_NOOP("CollectiveTexts", …)
    // so that the translators' tools find them; the GUI shows them translated.
    std::string title;   // "Tree_UpDo – Reduce"
    std::string summary; // one sentence: what it does and who ends with the result
    // Its link orders: the first is the scenario's linkOrder, a second its secondLinkOrder.
    std::vector<LinkOrderRole> linkOrders;
    bool takesRoot = false;
    bool onlyRootHoldsInput = false; // a broadcast starts with the data at the root alone
    DataKind data = DataKind::WholeVector;
    Outcome outcome = Outcome::EveryNodeHoldsResult;
    std::vector<Phase> phases; // the phases of its steps, in the order they run
    Figure figure = Figure::Cube;
    std::vector<int> (*defaultLinkOrder)(int dimension) = nullptr;
    NodeProgram program = nullptr;
    // The node program in the lecture's pseudocode style; Comm::mark() names a line by its
    // index in this list.
    std::vector<std::string> pseudocode;
    // The collective the lecture sets beside this one (by id): Tree_Do beside Cube_Do, Cube_Do
    // beside the trees. The link-load chart shows it in its lecture order.
    std::string counterpart;
    // Whether its load per link depends on the link order (a tree's does; Cube_Do loads every
    // link alike in any order): then the link-load chart also shows it in another order.
    bool loadsFollowOrder = false;

    bool takesSecondOrder() const;
};

// The id of the collective of a traced MPI program's run (tracedProgramCollective,
// cubelab/collective.h), and the phase of its steps.
inline constexpr std::string_view kTracedProgramId = "mpi-program";
inline constexpr std::string_view kTracedProgramPhase = "program";

// The links n, n-1, …, 1 and 1, 2, …, n.
std::vector<int> descendingLinks(int dimension);
std::vector<int> ascendingLinks(int dimension);

} // namespace cubelab
