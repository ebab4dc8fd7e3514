#pragma once
// StepText: a step of a trace written as the lecture writes it, the one source of every step
// line CubeLab shows or prints — the window's captions and the web page's (through the GUI),
// the CLI's text report and `cubelab-mpi trace`'s report:
// - the heading: the step's label and the links it uses, "a) link 3", "b) links 1, 2", or
//   "c)" for a traced step without a neighbour message;
// - its transfers: nodes by their binary addresses; a message from→to is "100→000", and two
//   nodes that send each other in the step are one exchange, written once from the lower
//   address, "000↔100" (whatever else the step holds: one rule for every collective, block
//   collective and traced program); what a transfer carries, where a report names it, follows
//   it, an exchange's two directions the lower address's first: "000↔010 [2,3] / [0,1]";
// - a traced program's step: its transfers with the values they carried, those between nodes
//   that are no neighbours marked, and its collectives;
// - who sends when a step is summarised, and what the receivers do (StepSenders, StepEffect),
//   as facts a front end words.
// The words are English (StepWords' defaults); the GUI gives its own, translated, so the same
// formatter speaks German in the window. No Qt.

#include "cubelab/trace.h"
#include "cubelab/tracedrun.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// One transfer of a step: a message, or an exchange (the two messages of a pair of nodes that
// send each other in the step); from is then the lower address.
struct StepTransfer
{
    std::uint64_t message = 0;          // index into the trace's messages: from→to
    std::optional<std::uint64_t> reply; // an exchange: the message to→from
    NodeId from = 0;
    NodeId to = 0;

    bool exchange() const { return reply.has_value(); }
};

// Who sends in a step, said instead of listing its transfers.
struct StepSenders
{
    enum class Kind
    {
        EveryNodeExchanges, // all p nodes exchange with their partners
        Exchange,           // count nodes exchange with their partners
        BitSet,             // the count nodes with bit `link` set send to their partners
        BitClear,           // … with bit `link` clear …
        OneOfLinks,         // count nodes send, each over one of the step's links (the ring)
        Send,               // count nodes send to their partners
    };
    Kind kind = Kind::Send;
    std::uint64_t count = 0; // the nodes that send
    int link = 0;            // BitSet, BitClear: the step's one link
    std::vector<int> links;  // OneOfLinks: the step's links
};

// What the receivers of a step do with what they receive, by its phase and how it sends.
enum class StepEffect
{
    ReduceCombine,   // the senders are done; each receiver combines: s := s ⊕ H
    BroadcastTake,   // each receiver takes the data: s := H
    ExchangeCombine, // both partners combine: s := s ⊕ H
    GatherAdd,       // the senders are done; each receiver adds the blocks to its own
    ScatterHandOn,   // each sender hands on the blocks for the other half
    HalvingCombine,  // recursive halving: keep the own half's blocks, combine the partner's
    RingCombine,     // the ring's reduce-scatter: combine the blocks received
    DoublingAdd,     // recursive doubling: add the blocks received to the own
    RingReplace,     // the ring's allgather: the finished blocks replace the partial ones
    Combine,         // any other combining phase
    Take,            // any other phase
};

// The words of a step's text in one language; %1, %2 … are filled in. The defaults are the
// English ones the CLI and cubelab-mpi print; the GUI fills a copy through tr().
struct StepWords
{
    std::string start = "Start";                            // step 0
    std::string oneLink = "%1) link %2";                    // label, link
    std::string severalLinks = "%1) links %2";              // label, "1, 2"
    std::string noLink = "%1)";                             // label
    std::string more = "… and %1 more";                     // how many transfers are not listed
    std::string noNeighbours = "✕ no neighbours: links %1"; // the links a message would cross
    std::string collectiveByOne = "%1 by 1 rank: not traced link by link";    // name
    std::string collectiveByMany = "%1 by %2 ranks: not traced link by link"; // name, ranks
    // A traced message's values as the report shows them, without brackets: "5", "5, …".
    std::function<std::string(std::span<const double>)> values;
    // A count ("… and 1,024 more"); plain digits when empty.
    std::function<std::string(std::uint64_t)> count;
};

class StepText
{
public:
    explicit StepText(const Trace& trace, StepWords words = {});

    // pattern with %1, %2 … replaced by args, in one pass (what an argument holds is never
    // read again as a marker).
    static std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args);
    // "1, 2, 3".
    static std::string listOf(std::span<const int> numbers);

    // "a) link 3", "b) links 1, 2", "c)"; words.start for step 0 or beyond the last.
    std::string heading(std::size_t step) const;

    // How many transfers step k (1-based) has: its messages, an exchange counted once.
    std::uint64_t transferCount(std::size_t step) const;
    // The first `limit` transfers of step k, in the order of their messages.
    std::vector<StepTransfer> transfers(std::size_t step, std::size_t limit) const;
    // Whether every message of step k has its reply in the step (all its transfers exchanges).
    bool everyPairExchanges(std::size_t step) const;
    // "100→000", "000↔100".
    std::string arrow(const StepTransfer& transfer) const;
    // The arrow, then what payload(message) says the transfer carries (nothing when it returns
    // ""): "000→010 [2,3]", "000↔010 [2,3] / [0,1]".
    std::string transferText(const StepTransfer& transfer,
                             const std::function<std::string(std::uint64_t)>& payload) const;
    // Up to limit transfers joined by separator, then words.more for the rest.
    std::string transferList(std::size_t step, std::size_t limit, std::string_view separator,
                             const std::function<std::string(std::uint64_t)>& payload = {}) const;

    // The step's line as `cubelab-cli run`'s text report writes it: the heading, two spaces, the
    // phase's word (phase) padded to the column of the longest one ("broadcast"), then up to
    // limit transfers separated by two spaces, with what payload says they carry.
    std::string reportLine(std::size_t step, std::string_view phase, std::size_t limit,
                           const std::function<std::string(std::uint64_t)>& payload = {}) const;

    // A traced program's step (the trace's tracedRun()): heading ": " up to limit transfers
    // with the values they carried and the mark of those between non-neighbours, then the
    // step's collectives, joined by "; ".
    std::string tracedLine(std::size_t step, std::size_t limit) const;
    // "✕ no neighbours: links 1, 2" for a traced message between non-neighbours, else "".
    static std::string noNeighbours(const StepWords& words, const TracedMessage& message);
    // "MPI_Bcast by 4 ranks: not traced link by link".
    static std::string collective(const StepWords& words, const TracedCollective& collective);

    StepSenders senders(std::size_t step) const;
    StepEffect effect(std::size_t step) const;

private:
    // Finds replies for step k, once for the step asked last (a step of a 20-cube has half a
    // million messages): where every node sends at most one message, the node each sends to;
    // else the keys from << 32 | to of the step's messages, sorted.
    void pair(std::size_t step) const;
    bool hasReply(std::size_t step, const Message& message) const;
    static std::string countText(const StepWords& words, std::uint64_t count);

    const Trace& mTrace;
    StepWords mWords;
    mutable std::size_t mPairedStep = 0;
    mutable std::vector<NodeId> mTarget;
    mutable std::vector<std::uint64_t> mKeys;
};

} // namespace cubelab
