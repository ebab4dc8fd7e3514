#pragma once
// The trace file's reader (docs/file-formats.md, "Trace file"): TraceReader reads a whole
// document of version 1 or 2 into TraceData and checks that it contradicts neither itself nor
// its collective; a block collective's blocks are read by TraceBlockReader
// (io/traceblockreader.h). TraceContext is what both share. Private to the core.

#include "base/jsonreader.h"
#include "cubelab/collective.h"
#include "cubelab/trace.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cubelab::detail {

class TraceBlockReader;

// The file being read, the data it fills, the sizes its scenario declares and its
// expressions, each parsed once into the trace's pool.
class TraceContext
{
public:
    TraceContext(const JsonReader& reader, TraceData& data) : reader(reader), data(data) {}

    const JsonReader& reader;
    TraceData& data;
    std::uint64_t nodes = 0;
    std::uint64_t elements = 0;
    bool symbolic = true;

    ExprId expression(const Json& v, const std::string& place);
    // The "expr" of a value in `entry`: required in a symbolic trace, refused in a numeric one
    // (kNoExpr there).
    ExprId valueExpression(const Json& entry, const std::string& entryPlace);
    // Whether two expressions read alike (a file may spell one result twice).
    bool sameExpression(ExprId a, ExprId b) const;
    // Entry i of a state's node list: an object of `keys` whose "node" is i (every node in
    // node order).
    const Json& nodeEntry(const Json& list, const std::string& place, std::size_t i,
                          std::string_view what,
                          std::initializer_list<std::string_view> keys) const;

private:
    std::unordered_map<std::string, ExprId> mParsed;
};

class TraceReader
{
public:
    TraceReader(const JsonReader& reader, TraceData& data);
    ~TraceReader();
    TraceReader(const TraceReader&) = delete;
    TraceReader& operator=(const TraceReader&) = delete;

    void read(const Json& json);

private:
    // A node's value in "initial" or "final": present or null, with its expression.
    void nodeList(const Json& v, const std::string& place, std::string_view what,
                  std::vector<std::uint8_t>& present, LargeVector<double>& values,
                  std::vector<ExprId>& exprs);
    void step(const Json& v, const std::string& place, std::size_t index);
    void phase(Step& step, const std::string& phase, const std::string& place);
    // Reads the message's size (and its blocks); returns its elements.
    std::uint64_t messageSize(const Json& m, const std::string& place);
    void update(const Json& u, const std::string& place);
    void linkLoads(const Json& json);
    // Before p × m values are set aside for each state: the file holds at least one whole state.
    void checkDeclaredValues(const Json& json) const;
    // The final state must be what the updates leave (or the initial value, where none came).
    void checkFinalState() const;

    TraceContext mContext;
    const JsonReader& mReader;
    TraceData& mData;
    int mVersion = 0;
    std::unique_ptr<TraceBlockReader> mBlocks; // a block collective's trace only
    std::vector<std::uint8_t> mUpdatedInStep;  // per node, reset after each step
    std::vector<std::uint64_t> mLinkElements;  // per link (1..n), the elements its messages carry
    std::optional<Collective> mOwnCollective;  // the collective the trace's scenario runs
    const Collective* mCollective = nullptr;
    std::size_t mPhase = 0; // the index in mCollective->phases of the last step's phase
};

} // namespace cubelab::detail
