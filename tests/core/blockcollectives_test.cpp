// The six block collectives against /work/shared/reference/collectives.md, step by step.
//
// The model below is written from that text alone (it calls no collective's code): it lists
// each step's messages and applies them to its own per-node state — held blocks, their
// expressions in a pool of its own, and their elements. Every run is then compared with it:
// each step's phase, links and messages (from, to, link, blocks, elements), each update's
// changed and dropped blocks, every node's held blocks, expressions and elements after every
// step, and the final state. Separate tests check the outcomes the text promises directly on
// the traces.

#include "cubelab/collective.h"
#include "cubelab/emulator.h"
#include "cubelab/errors.h"
#include "cubelab/trace.h"
#include "testutil.h"

#include <algorithm>
#include <bit>
#include <gtest/gtest.h>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace cubelab {
namespace {

using test::leavesOf;

// "bit k of x" is (x >> (k−1)) & 1.
std::uint32_t bitOf(std::uint32_t x, int k)
{
    return (x >> (k - 1)) & 1u;
}

// Block b holds the elements ⌊b·m/p⌋ … ⌊(b+1)·m/p⌋ − 1.
std::uint64_t firstElement(std::uint64_t b, std::uint64_t m, std::uint64_t p)
{
    return b * m / p;
}
std::uint64_t sizeOf(std::uint64_t b, std::uint64_t m, std::uint64_t p)
{
    return firstElement(b + 1, m, p) - firstElement(b, m, p);
}

struct ModelMessage
{
    std::uint32_t from = 0;
    std::uint32_t to = 0;
    int link = 0;
    std::vector<BlockId> blocks; // ascending
};

struct ModelStep
{
    std::string phase;
    std::vector<ModelMessage> messages;
    bool combines = false;    // receivers combine blocks they hold (else a held block is replaced)
    bool sendersDrop = false; // senders no longer hold what they sent
};

// One node's state in the model: per block held or not, its expression and its elements.
struct ModelNode
{
    std::vector<bool> held;
    std::vector<ExprId> expr;
    std::vector<double> values; // all m elements (only the held blocks' are meant)
};

// A block collective's run as collectives.md describes it.
class Model
{
public:
    Model(const Scenario& s, std::vector<std::vector<double>> inputs)
        : mP(std::uint32_t{1} << s.dimension), mM(static_cast<std::uint64_t>(s.elements)),
          mOp(s.op), mInputs(std::move(inputs))
    {
        mNodes.resize(mP);
        for (auto& node : mNodes) {
            node.held.assign(mP, false);
            node.expr.assign(mP, kNoExpr);
            node.values.assign(mM, 0.0);
        }
    }

    // Node i holds these blocks of its own input (a_i).
    void start(std::uint32_t i, const std::vector<BlockId>& blocks)
    {
        for (BlockId b : blocks) {
            mNodes[i].held[b] = true;
            mNodes[i].expr[b] = mPool.leaf(i);
        }
        mNodes[i].values = mInputs[i];
    }

    std::vector<BlockId> heldBlocks(std::uint32_t i) const
    {
        std::vector<BlockId> list;
        for (BlockId b = 0; b < mP; ++b)
            if (mNodes[i].held[b])
                list.push_back(b);
        return list;
    }

    // What changed at each node in the last step: block → dropped.
    using Changes = std::map<std::uint32_t, std::map<BlockId, bool>>;

    // Applies one step: every message carries the sender's blocks as they were before it.
    Changes apply(const ModelStep& step)
    {
        const std::vector<ModelNode> before = mNodes;
        Changes changes;
        for (const ModelMessage& msg : step.messages) {
            const ModelNode& from = before[msg.from];
            ModelNode& to = mNodes[msg.to];
            for (BlockId b : msg.blocks) {
                EXPECT_TRUE(from.held[b])
                    << "model: node " << msg.from << " sends block " << b << " it lacks";
                const std::uint64_t begin = firstElement(b, mM, mP);
                const std::uint64_t size = sizeOf(b, mM, mP);
                if (to.held[b] && step.combines) {
                    for (std::uint64_t e = begin; e < begin + size; ++e)
                        to.values[e] = applyOperator(mOp, to.values[e], from.values[e]);
                    to.expr[b] = mPool.combine(mOp, to.expr[b], from.expr[b]);
                } else {
                    for (std::uint64_t e = begin; e < begin + size; ++e)
                        to.values[e] = from.values[e];
                    to.expr[b] = from.expr[b];
                    to.held[b] = true;
                }
                changes[msg.to][b] = false;
            }
        }
        if (step.sendersDrop) {
            for (const ModelMessage& msg : step.messages) {
                for (BlockId b : msg.blocks) {
                    mNodes[msg.from].held[b] = false;
                    mNodes[msg.from].expr[b] = kNoExpr;
                    changes[msg.from][b] = true;
                }
            }
        }
        return changes;
    }

    const ModelNode& node(std::uint32_t i) const { return mNodes[i]; }
    const ExpressionPool& pool() const { return mPool; }
    std::uint64_t elements(const std::vector<BlockId>& blocks) const
    {
        std::uint64_t sum = 0;
        for (BlockId b : blocks)
            sum += sizeOf(b, mM, mP);
        return sum;
    }

private:
    std::uint32_t mP;
    std::uint64_t mM;
    Operator mOp;
    std::vector<std::vector<double>> mInputs;
    std::vector<ModelNode> mNodes;
    ExpressionPool mPool;
};

std::vector<BlockId> allBlocks(std::uint32_t p)
{
    std::vector<BlockId> all(p);
    for (BlockId b = 0; b < p; ++b)
        all[b] = b;
    return all;
}

// The ring's node at position q: bit j of the Gray code q XOR (q >> 1) becomes bit G[j].
std::uint32_t ringNode(std::uint32_t q, const std::vector<int>& g)
{
    const std::uint32_t c = q ^ (q >> 1);
    std::uint32_t node = 0;
    for (std::size_t j = 1; j <= g.size(); ++j)
        if (bitOf(c, static_cast<int>(j)))
            node |= std::uint32_t{1} << (g[j - 1] - 1);
    return node;
}

int linkBetween(std::uint32_t a, std::uint32_t b)
{
    const std::uint32_t diff = a ^ b;
    for (int k = 1; k <= 32; ++k)
        if (diff == (std::uint32_t{1} << (k - 1)))
            return k;
    ADD_FAILURE() << a << " and " << b << " are not neighbours";
    return 0;
}

// The collective's initial state and steps for a normalized scenario (its orders and root
// filled in), straight from collectives.md. A step's messages are listed from the model's
// state before it.
class Script
{
public:
    Script(const Scenario& s, Model& model)
        : mS(s), mModel(model), mP(std::uint32_t{1} << s.dimension)
    {
    }

    // Sets the initial state.
    void start()
    {
        const std::string& id = mS.algorithm;
        const std::uint32_t r = static_cast<std::uint32_t>(mS.root.value_or(0));
        for (std::uint32_t i = 0; i < mP; ++i) {
            if (id == "tree-gather" || id == "allgather")
                mModel.start(i, {i});
            else if (id == "tree-scatter")
                mModel.start(i, i == r ? allBlocks(mP) : std::vector<BlockId>{});
            else
                mModel.start(i, allBlocks(mP));
        }
    }

    // The number of steps; step(j) lists step j+1 once the model has applied the ones before.
    std::size_t stepCount() const
    {
        const std::string& id = mS.algorithm;
        const std::size_t n = static_cast<std::size_t>(mS.dimension);
        if (id == "rabenseifner-allreduce")
            return 2 * n;
        if (id == "ring-allreduce")
            return 2 * (mP - 1);
        return n;
    }

    ModelStep step(std::size_t j) const
    {
        const std::string& id = mS.algorithm;
        const std::uint32_t r = static_cast<std::uint32_t>(mS.root.value_or(0));
        const auto& L = mS.linkOrder;
        if (id == "tree-gather")
            return gatherStep(j, L[j], r);
        if (id == "tree-scatter")
            return scatterStep(L[j], r);
        if (id == "reduce-scatter")
            return reduceScatterStep(L[j]);
        if (id == "allgather")
            return allgatherStep(L[j]);
        if (id == "rabenseifner-allreduce") {
            const std::size_t n = L.size();
            const std::vector<int> second = mS.secondLinkOrder.empty()
                                                ? std::vector<int>(L.rbegin(), L.rend())
                                                : mS.secondLinkOrder;
            return j < n ? reduceScatterStep(L[j]) : allgatherStep(second[j - n]);
        }
        return ringStep(j);
    }

private:
    // Tree_Up with blocks: in step j (link k), each still-active node whose relative bit k is
    // set sends every block it holds; a node is active while it has not sent.
    ModelStep gatherStep(std::size_t j, int k, std::uint32_t r) const
    {
        ModelStep step{"gather", {}, false, false};
        for (std::uint32_t i = 0; i < mP; ++i) {
            const std::uint32_t rel = i ^ r;
            bool active = true;
            for (std::size_t e = 0; e < j; ++e)
                if (bitOf(rel, mS.linkOrder[e]))
                    active = false;
            if (active && bitOf(rel, k))
                step.messages.push_back({i, i ^ (1u << (k - 1)), k, mModel.heldBlocks(i)});
        }
        return step;
    }

    ModelStep scatterStep(int k, std::uint32_t r) const
    {
        ModelStep step{"scatter", {}, false, true};
        for (std::uint32_t i = 0; i < mP; ++i) {
            const std::vector<BlockId> held = mModel.heldBlocks(i);
            if (held.empty())
                continue;
            std::vector<BlockId> sent;
            for (BlockId b : held)
                if (bitOf(b ^ r, k) != bitOf(i ^ r, k))
                    sent.push_back(b);
            step.messages.push_back({i, i ^ (1u << (k - 1)), k, sent});
        }
        return step;
    }

    ModelStep reduceScatterStep(int k) const
    {
        ModelStep step{"reduce-scatter", {}, true, true};
        for (std::uint32_t i = 0; i < mP; ++i) {
            std::vector<BlockId> sent;
            for (BlockId b : mModel.heldBlocks(i))
                if (bitOf(b, k) != bitOf(i, k))
                    sent.push_back(b);
            step.messages.push_back({i, i ^ (1u << (k - 1)), k, sent});
        }
        return step;
    }

    ModelStep allgatherStep(int k) const
    {
        ModelStep step{"allgather", {}, false, false};
        for (std::uint32_t i = 0; i < mP; ++i)
            step.messages.push_back({i, i ^ (1u << (k - 1)), k, mModel.heldBlocks(i)});
        return step;
    }

    ModelStep ringStep(std::size_t j) const
    {
        const bool reduce = j < mP - 1;
        const std::uint32_t t = static_cast<std::uint32_t>(reduce ? j : j - (mP - 1));
        ModelStep step{reduce ? "reduce-scatter" : "allgather", {}, reduce, false};
        for (std::uint32_t q = 0; q < mP; ++q) {
            const std::uint32_t next = (q + 1) % mP;
            // reduce-scatter: position q sends block (q − t) mod p; allgather: (q + 1 − t) mod p.
            const BlockId b = reduce ? (q + mP - t) % mP : (q + 1 + mP - t) % mP;
            const std::uint32_t from = ringNode(q, mS.linkOrder);
            const std::uint32_t to = ringNode(next, mS.linkOrder);
            step.messages.push_back({from, to, linkBetween(from, to), {b}});
        }
        return step;
    }

    const Scenario& mS;
    Model& mModel;
    std::uint32_t mP;
};

// Inputs with integer elements, all exact under every operator over 64 nodes: small ones for
// sum, max and min (distinct per node and element), 1 or 2 for the product.
std::vector<std::vector<double>> inputsFor(std::uint32_t p, std::uint64_t m, Operator op)
{
    std::vector<std::vector<double>> in(p, std::vector<double>(m));
    for (std::uint32_t i = 0; i < p; ++i)
        for (std::uint64_t e = 0; e < m; ++e)
            in[i][e] = op == Operator::Product ? static_cast<double>(1 + (i + e) % 2)
                                               : static_cast<double>((i * 7 + e * 3) % 23) - 5.0;
    return in;
}

// Formats expressions once per id (both pools are hash-consed).
class Formatter
{
public:
    Formatter(const ExpressionPool& pool, std::uint32_t p) : mPool(pool), mP(p) {}
    const std::string& operator()(ExprId id)
    {
        auto [it, added] = mCache.try_emplace(id);
        if (added)
            it->second = id == kNoExpr ? "-" : mPool.format(id, ExprStyle::Plain, mP);
        return it->second;
    }

private:
    const ExpressionPool& mPool;
    std::uint32_t mP;
    std::unordered_map<ExprId, std::string> mCache;
};

struct Case
{
    std::string algorithm;
    int dimension = 1;
    std::vector<int> order;
    std::vector<int> secondOrder;
    std::optional<std::int64_t> root;
    Operator op = Operator::Sum;
    ValueMode mode = ValueMode::Symbolic;
    std::int64_t elements = 1;

    std::string describe() const
    {
        std::string text = algorithm + " n=" + std::to_string(dimension) + " order=";
        for (int k : order)
            text += std::to_string(k);
        if (!secondOrder.empty()) {
            text += " second=";
            for (int k : secondOrder)
                text += std::to_string(k);
        }
        if (root)
            text += " root=" + std::to_string(*root);
        text += " op=" + std::string(operatorName(op)) +
                (mode == ValueMode::Symbolic ? " symbolic" : " numeric") +
                " m=" + std::to_string(elements);
        return text;
    }
};

Scenario scenarioOf(const Case& c, const std::vector<std::vector<double>>& inputs)
{
    Scenario s;
    s.dimension = c.dimension;
    s.algorithm = c.algorithm;
    s.linkOrder = c.order;
    s.secondLinkOrder = c.secondOrder;
    s.root = c.root;
    s.op = c.op;
    s.values = c.mode;
    s.elements = c.elements;
    s.initial = inputs;
    return s;
}

// Compares node i's value in the trace after step k with the model's.
void expectSameNode(const Trace& t, std::size_t k, std::uint32_t i, const Model& model,
                    Formatter& traceText, Formatter& modelText, const std::string& where)
{
    const NodeValue v = t.valueAt(i, k);
    const ModelNode& want = model.node(i);
    const std::vector<BlockId> held = model.heldBlocks(i);
    std::vector<BlockId> got;
    for (const BlockValue& bv : v.blocks)
        got.push_back(bv.block);
    ASSERT_EQ(got, held) << where << " node " << i << ": held blocks";
    EXPECT_EQ(v.present, !held.empty()) << where << " node " << i;
    const std::uint32_t p = t.nodeCount();
    const std::uint64_t m = t.elements();
    for (const BlockValue& bv : v.blocks) {
        if (t.symbolic()) {
            ASSERT_EQ(traceText(bv.expr), modelText(want.expr[bv.block]))
                << where << " node " << i << " block " << bv.block;
        } else {
            EXPECT_EQ(bv.expr, kNoExpr);
        }
        const std::uint64_t begin = firstElement(bv.block, m, p);
        ASSERT_EQ(bv.elements.size(),
                  std::min<std::uint64_t>(sizeOf(bv.block, m, p), t.storedElements()));
        for (std::size_t e = 0; e < bv.elements.size(); ++e)
            ASSERT_EQ(bv.elements[e], want.values[begin + e])
                << where << " node " << i << " block " << bv.block << " element " << e;
    }
}

void checkAgainstModel(const Case& c)
{
    SCOPED_TRACE(c.describe());
    const std::uint32_t p = std::uint32_t{1} << c.dimension;
    const auto inputs = inputsFor(p, static_cast<std::uint64_t>(c.elements), c.op);
    const Trace t = Emulator::run(scenarioOf(c, inputs));
    const Scenario& s = t.scenario();
    ASSERT_TRUE(t.hasBlocks());
    ASSERT_EQ(t.blockCount(), p);

    Model model(s, inputs);
    Script script(s, model);
    script.start();
    Formatter traceText(t.expressions(), p);
    Formatter modelText(model.pool(), p);

    for (std::uint32_t i = 0; i < p; ++i)
        expectSameNode(t, 0, i, model, traceText, modelText, "initial");
    if (::testing::Test::HasFatalFailure())
        return;

    ASSERT_EQ(t.stepCount(), script.stepCount());
    for (std::size_t j = 0; j < script.stepCount(); ++j) {
        const std::string where = "step " + std::to_string(j + 1);
        ModelStep want = script.step(j);
        const Step& step = t.steps()[j];
        EXPECT_EQ(step.index, j + 1);
        EXPECT_EQ(step.label, stepLabel(j + 1));
        EXPECT_EQ(std::string(step.phase.id()), want.phase) << where;

        // Messages: the engine lists them by the lower node of each pair, its own first.
        std::sort(want.messages.begin(), want.messages.end(),
                  [](const ModelMessage& a, const ModelMessage& b) {
                      auto key = [](const ModelMessage& x) {
                          return std::pair{std::min(x.from, x.to), x.from > x.to};
                      };
                      return key(a) < key(b);
                  });
        std::set<int> links;
        for (const ModelMessage& msg : want.messages)
            links.insert(msg.link);
        EXPECT_EQ(step.links, std::vector<int>(links.begin(), links.end())) << where;
        const auto messages = t.messages(step);
        ASSERT_EQ(messages.size(), want.messages.size()) << where;
        for (std::size_t i = 0; i < messages.size(); ++i) {
            const std::uint64_t index = step.firstMessage + i;
            const ModelMessage& w = want.messages[i];
            EXPECT_EQ(messages[i].from, w.from) << where << " message " << i;
            EXPECT_EQ(messages[i].to, w.to) << where << " message " << i;
            EXPECT_EQ(messages[i].link, w.link) << where << " message " << i;
            const auto blocks = t.messageBlocks(index);
            EXPECT_EQ(std::vector<BlockId>(blocks.begin(), blocks.end()), w.blocks)
                << where << " message " << i;
            EXPECT_EQ(t.messageElements(index), model.elements(w.blocks))
                << where << " message " << i;
        }

        // Updates: the nodes whose blocks changed, ascending, each with its blocks ascending.
        const Model::Changes changes = model.apply(want);
        const auto updates = t.updates(step);
        ASSERT_EQ(updates.size(), changes.size()) << where;
        std::size_t u = 0;
        for (const auto& [node, blocks] : changes) {
            const std::uint64_t index = step.firstUpdate + u;
            EXPECT_EQ(updates[u].node, node) << where;
            const auto got = t.blockChanges(index);
            ASSERT_EQ(got.size(), blocks.size()) << where << " node " << node;
            std::size_t g = 0;
            for (const auto& [block, dropped] : blocks) {
                EXPECT_EQ(got[g].block, block) << where << " node " << node;
                EXPECT_EQ(got[g].dropped, dropped)
                    << where << " node " << node << " block " << block;
                if (dropped) {
                    EXPECT_EQ(got[g].expr, kNoExpr);
                } else if (t.symbolic()) {
                    EXPECT_EQ(traceText(got[g].expr), modelText(model.node(node).expr[block]))
                        << where << " node " << node << " block " << block;
                }
                ++g;
            }
            ++u;
        }
        for (std::uint32_t i = 0; i < p; ++i)
            expectSameNode(t, j + 1, i, model, traceText, modelText, where);
        if (::testing::Test::HasFatalFailure())
            return;
    }

    // The final state, and stateAt at the end, are the model's last.
    const std::vector<NodeValue> last = t.stateAt(t.stepCount());
    ASSERT_EQ(last.size(), p);
    for (std::uint32_t i = 0; i < p; ++i) {
        const NodeValue f = t.final(i);
        ASSERT_EQ(f.blocks.size(), model.heldBlocks(i).size()) << "final node " << i;
        ASSERT_EQ(last[i].blocks.size(), f.blocks.size());
        for (std::size_t k = 0; k < f.blocks.size(); ++k) {
            EXPECT_EQ(f.blocks[k].block, last[i].blocks[k].block);
            EXPECT_EQ(f.blocks[k].expr, last[i].blocks[k].expr);
            const BlockId b = f.blocks[k].block;
            const std::uint64_t begin = firstElement(b, t.elements(), p);
            ASSERT_EQ(f.blocks[k].elements.size(), sizeOf(b, t.elements(), p))
                << "the final state is whole";
            for (std::size_t e = 0; e < f.blocks[k].elements.size(); ++e)
                EXPECT_EQ(f.blocks[k].elements[e], model.node(i).values[begin + e]);
            if (t.symbolic()) {
                EXPECT_EQ(t.format(f.blocks[k].expr, ExprStyle::Lecture),
                          model.pool().format(model.node(i).expr[b], ExprStyle::Lecture, p))
                    << "final node " << i << " block " << b;
            }
        }
    }
}

const std::vector<std::string>& blockCollectiveIds()
{
    static const std::vector<std::string> ids{
        "tree-gather", "tree-scatter",           "reduce-scatter",
        "allgather",   "rabenseifner-allreduce", "ring-allreduce"};
    return ids;
}

bool isTree(const std::string& id)
{
    return id == "tree-gather" || id == "tree-scatter";
}

// Default, reversed and a few random link orders (fixed seed); empty = the default.
std::vector<std::vector<int>> ordersOf(int n)
{
    std::vector<std::vector<int>> orders{{}, ascendingLinks(n), descendingLinks(n)};
    std::mt19937 rng(static_cast<unsigned>(16 + n));
    std::vector<int> order = ascendingLinks(n);
    for (int i = 0; i < (n >= 3 ? 2 : 0); ++i) {
        std::shuffle(order.begin(), order.end(), rng);
        orders.push_back(order);
    }
    return orders;
}

std::vector<std::int64_t> elementCountsOf(std::uint32_t p)
{
    std::vector<std::int64_t> counts{p, 3 * std::int64_t{p}, 1};
    if (p > 2)
        counts.push_back(p - 1);
    return counts;
}

// Every block collective, dimensions 1..6, every order, every root for the trees; operators,
// modes and vector lengths all combined up to dimension 3 and taken in turn above it.
std::vector<Case> modelCases(const std::string& id)
{
    const Operator ops[] = {Operator::Sum, Operator::Product, Operator::Max, Operator::Min};
    const ValueMode modes[] = {ValueMode::Symbolic, ValueMode::Numeric};
    std::vector<Case> cases;
    std::size_t turn = 0;
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        std::vector<std::optional<std::int64_t>> roots{std::nullopt};
        if (isTree(id))
            roots = {0, p - 1, p / 2};
        for (const auto& order : ordersOf(n)) {
            std::vector<std::vector<int>> seconds{{}};
            if (id == "rabenseifner-allreduce" && !order.empty())
                seconds.push_back(order); // the allgather in the same order as the reduce-scatter
            for (const auto& second : seconds) {
                for (const auto& root : roots) {
                    for (Operator op : ops) {
                        for (ValueMode mode : modes) {
                            for (std::int64_t m : elementCountsOf(p)) {
                                const bool all = n <= 3;
                                if (!all && (turn++ % 29) != 0)
                                    continue;
                                cases.push_back({id, n, order, second, root, op, mode, m});
                            }
                        }
                    }
                }
            }
        }
    }
    return cases;
}

class BlockCollectiveModel : public ::testing::TestWithParam<std::string>
{
};

TEST_P(BlockCollectiveModel, EveryStepMatchesTheReference)
{
    for (const Case& c : modelCases(GetParam())) {
        checkAgainstModel(c);
        if (HasFatalFailure())
            return;
    }
}

INSTANTIATE_TEST_SUITE_P(Six, BlockCollectiveModel, ::testing::ValuesIn(blockCollectiveIds()),
                         [](const auto& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

// ---- outcomes, checked on the traces alone --------------------------------------------

Trace runCase(const std::string& id, int n, std::vector<int> order,
              std::optional<std::int64_t> root, Operator op, ValueMode mode, std::int64_t m,
              std::vector<std::vector<double>>* inputsOut = nullptr)
{
    const std::uint32_t p = std::uint32_t{1} << n;
    auto inputs = inputsFor(p, static_cast<std::uint64_t>(m), op);
    Case c{id, n, std::move(order), {}, root, op, mode, m};
    if (inputsOut)
        *inputsOut = inputs;
    return Emulator::run(scenarioOf(c, inputs));
}

std::vector<std::uint32_t> leavesOfBlock(const Trace& t, const BlockValue& bv)
{
    return leavesOf(t.expressions(), bv.expr);
}

TEST(BlockCollectiveOutcome, ReduceScatterLeavesNodeIWithBlockIOverAllInputs)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        for (ValueMode mode : {ValueMode::Symbolic, ValueMode::Numeric}) {
            std::vector<std::vector<double>> in;
            const Trace t =
                runCase("reduce-scatter", n, {}, std::nullopt, Operator::Sum, mode, 3 * p + 1, &in);
            for (std::uint32_t i = 0; i < p; ++i) {
                const NodeValue f = t.final(i);
                ASSERT_EQ(f.blocks.size(), 1u);
                EXPECT_EQ(f.blocks[0].block, i);
                if (mode == ValueMode::Symbolic) {
                    EXPECT_EQ(leavesOfBlock(t, f.blocks[0]), test::allNodes(p));
                }
                const std::uint64_t begin = firstElement(i, t.elements(), p);
                for (std::size_t e = 0; e < f.blocks[0].elements.size(); ++e) {
                    double sum = 0;
                    for (std::uint32_t j = 0; j < p; ++j)
                        sum += in[j][begin + e];
                    EXPECT_EQ(f.blocks[0].elements[e], sum);
                }
            }
        }
    }
}

TEST(BlockCollectiveOutcome, AllgatherGivesEveryNodeBlockBOfNodeB)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        std::vector<std::vector<double>> in;
        const Trace t = runCase("allgather", n, {}, std::nullopt, Operator::Sum,
                                ValueMode::Symbolic, 2 * p + 3, &in);
        for (std::uint32_t i = 0; i < p; ++i) {
            const NodeValue f = t.final(i);
            ASSERT_EQ(f.blocks.size(), p);
            for (const BlockValue& bv : f.blocks) {
                EXPECT_EQ(t.format(bv.expr, ExprStyle::Plain), "a_" + std::to_string(bv.block));
                const std::uint64_t begin = firstElement(bv.block, t.elements(), p);
                for (std::size_t e = 0; e < bv.elements.size(); ++e)
                    EXPECT_EQ(bv.elements[e], in[bv.block][begin + e]);
            }
        }
    }
}

TEST(BlockCollectiveOutcome, GatherGivesTheRootBlockBOfNodeB)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        for (std::int64_t root : {std::int64_t{0}, std::int64_t{p - 1}, std::int64_t{p / 2}}) {
            std::vector<std::vector<double>> in;
            const Trace t =
                runCase("tree-gather", n, {}, root, Operator::Sum, ValueMode::Symbolic, p + 1, &in);
            const NodeValue f = t.final(static_cast<NodeId>(root));
            ASSERT_EQ(f.blocks.size(), p);
            for (const BlockValue& bv : f.blocks) {
                EXPECT_EQ(t.format(bv.expr, ExprStyle::Plain), "a_" + std::to_string(bv.block));
                const std::uint64_t begin = firstElement(bv.block, t.elements(), p);
                for (std::size_t e = 0; e < bv.elements.size(); ++e)
                    EXPECT_EQ(bv.elements[e], in[bv.block][begin + e]);
            }
        }
    }
}

TEST(BlockCollectiveOutcome, ScatterGivesNodeIOnlyBlockIOfTheRoot)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        for (std::int64_t root : {std::int64_t{0}, std::int64_t{p - 1}, std::int64_t{p / 2}}) {
            std::vector<std::vector<double>> in;
            const Trace t = runCase("tree-scatter", n, {}, root, Operator::Sum, ValueMode::Symbolic,
                                    p + 1, &in);
            for (std::uint32_t i = 0; i < p; ++i) {
                const NodeValue f = t.final(i);
                ASSERT_EQ(f.blocks.size(), 1u);
                EXPECT_EQ(f.blocks[0].block, i);
                EXPECT_EQ(t.format(f.blocks[0].expr, ExprStyle::Plain),
                          "a_" + std::to_string(root));
                const std::uint64_t begin = firstElement(i, t.elements(), p);
                for (std::size_t e = 0; e < f.blocks[0].elements.size(); ++e)
                    EXPECT_EQ(f.blocks[0].elements[e],
                              in[static_cast<std::size_t>(root)][begin + e]);
            }
        }
    }
}

// Rabenseifner and the ring: every node every block over all inputs; the values are the
// element-wise reduction computed directly (exact: integer inputs).
TEST(BlockCollectiveOutcome, AllReducesGiveEveryNodeTheDirectReduction)
{
    for (const std::string id : {"rabenseifner-allreduce", "ring-allreduce"}) {
        for (int n = 1; n <= 6; ++n) {
            const std::uint32_t p = std::uint32_t{1} << n;
            for (Operator op : {Operator::Sum, Operator::Product, Operator::Max, Operator::Min}) {
                for (ValueMode mode : {ValueMode::Symbolic, ValueMode::Numeric}) {
                    SCOPED_TRACE(id + " n=" + std::to_string(n) + " " +
                                 std::string(operatorName(op)));
                    std::vector<std::vector<double>> in;
                    const std::int64_t m = 2 * p + 1;
                    const Trace t = runCase(id, n, {}, std::nullopt, op, mode, m, &in);
                    for (std::uint32_t i = 0; i < p; ++i) {
                        const NodeValue f = t.final(i);
                        ASSERT_EQ(f.blocks.size(), p);
                        for (const BlockValue& bv : f.blocks) {
                            if (mode == ValueMode::Symbolic) {
                                ASSERT_EQ(leavesOfBlock(t, bv), test::allNodes(p)) << "node " << i;
                            }
                            const std::uint64_t begin = firstElement(bv.block, t.elements(), p);
                            for (std::size_t e = 0; e < bv.elements.size(); ++e) {
                                double want = in[0][begin + e];
                                for (std::uint32_t j = 1; j < p; ++j)
                                    want = applyOperator(op, want, in[j][begin + e]);
                                ASSERT_EQ(bv.elements[e], want)
                                    << "node " << i << " block " << bv.block;
                            }
                        }
                    }
                }
            }
        }
    }
}

TEST(BlockCollectiveOutcome, RingTakesTwoPMinusOneStepsOfPMessagesOnItsGrayCodeEdges)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        for (const auto& order : ordersOf(n)) {
            const Trace t = runCase("ring-allreduce", n, order, std::nullopt, Operator::Sum,
                                    ValueMode::Numeric, p);
            const std::vector<int>& g = t.scenario().linkOrder;
            ASSERT_EQ(t.stepCount(), 2u * (p - 1));
            // The link of every ring edge q → q+1.
            std::map<std::pair<NodeId, NodeId>, int> edgeLink;
            for (std::uint32_t q = 0; q < p; ++q) {
                const std::uint32_t a = ringNode(q, g);
                const std::uint32_t b = ringNode((q + 1) % p, g);
                EXPECT_EQ(std::popcount(a ^ b), 1) << "positions " << q << " and " << q + 1;
                edgeLink[{a, b}] = std::countr_zero(a ^ b) + 1;
            }
            for (const Step& step : t.steps()) {
                ASSERT_EQ(step.messageCount, p);
                std::set<NodeId> senders;
                for (const Message& msg : t.messages(step)) {
                    senders.insert(msg.from);
                    const auto edge = edgeLink.find({msg.from, msg.to});
                    ASSERT_NE(edge, edgeLink.end())
                        << msg.from << " to " << msg.to << " is no ring edge";
                    EXPECT_EQ(msg.link, edge->second);
                }
                EXPECT_EQ(senders.size(), p) << "every node sends in every step";
            }
        }
    }
}

TEST(BlockCollectiveOutcome, MessageBlockCountsDoubleInGathersAndHalveInScatters)
{
    for (int n = 1; n <= 6; ++n) {
        const std::uint32_t p = std::uint32_t{1} << n;
        for (const std::string id :
             {"tree-gather", "allgather", "tree-scatter", "reduce-scatter"}) {
            const bool grows = id == "tree-gather" || id == "allgather";
            const Trace t =
                runCase(id, n, {}, isTree(id) ? std::optional<std::int64_t>(p - 1) : std::nullopt,
                        Operator::Sum, ValueMode::Numeric, 1);
            ASSERT_EQ(t.stepCount(), static_cast<std::size_t>(n));
            for (std::size_t j = 0; j < t.stepCount(); ++j) {
                const Step& step = t.steps()[j];
                const std::size_t want = grows ? std::size_t{1} << j : p >> (j + 1);
                for (std::uint64_t i = 0; i < step.messageCount; ++i)
                    EXPECT_EQ(t.messageBlocks(step.firstMessage + i).size(), want)
                        << id << " step " << j + 1;
            }
        }
    }
}

// m < p: empty blocks are still sent, with 0 elements; the steps do not depend on m.
TEST(BlockCollectiveOutcome, EmptyBlocksAreSentWithNoElements)
{
    for (const std::string& id : blockCollectiveIds()) {
        const int n = 3;
        const Trace one = runCase(id, n, {}, std::nullopt, Operator::Sum, ValueMode::Numeric, 1);
        const Trace full = runCase(id, n, {}, std::nullopt, Operator::Sum, ValueMode::Numeric, 8);
        ASSERT_EQ(one.stepCount(), full.stepCount()) << id;
        ASSERT_EQ(one.allMessages().size(), full.allMessages().size()) << id;
        bool sawEmpty = false;
        for (std::uint64_t j = 0; j < one.allMessages().size(); ++j) {
            EXPECT_EQ(one.allMessages()[j], full.allMessages()[j]) << id;
            const auto a = one.messageBlocks(j);
            const auto b = full.messageBlocks(j);
            EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin(), b.end())) << id;
            std::uint64_t expected = 0;
            for (BlockId blk : a)
                expected += sizeOf(blk, 1, 8);
            EXPECT_EQ(one.messageElements(j), expected);
            sawEmpty = sawEmpty || one.messageElements(j) == 0;
        }
        EXPECT_TRUE(sawEmpty) << id << ": some message carries only empty blocks";
    }
}

} // namespace
} // namespace cubelab
