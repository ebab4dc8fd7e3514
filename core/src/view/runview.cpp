#include "cubelab/runview.h"

#include "cubelab/blockranges.h"
#include "cubelab/errors.h"

#include <algorithm>
#include <cstdio>
#include <utility>

namespace cubelab {

namespace {

// The patterns a page may give, each with its field of StepWords.
struct PatternField
{
    std::string_view key;
    std::string StepWords::*field;
};
constexpr PatternField kPatterns[] = {
    {"start", &StepWords::start},
    {"oneLink", &StepWords::oneLink},
    {"severalLinks", &StepWords::severalLinks},
    {"noLink", &StepWords::noLink},
    {"more", &StepWords::more},
    {"noNeighbours", &StepWords::noNeighbours},
    {"collectiveByOne", &StepWords::collectiveByOne},
    {"collectiveByMany", &StepWords::collectiveByMany},
};

// Every marker %1 … %9 the English pattern has must be in the given one, or a link or a
// label would silently be dropped.
void checkMarkers(std::string_view key, const std::string& english, const std::string& given)
{
    for (char digit = '1'; digit <= '9'; ++digit) {
        const std::string marker{'%', digit};
        if (english.find(marker) != std::string::npos && given.find(marker) == std::string::npos)
            throw InputError("words: \"" + std::string(key) + "\" must hold " + marker + " as \"" +
                             english + "\" does");
    }
}

const std::string& stringAt(const Json& value, std::string_view key)
{
    if (!value.is_string())
        throw InputError("words: \"" + std::string(key) + "\" must be a string");
    return value.get_ref<const std::string&>();
}

void readPhases(const Json& phases, ViewWords& words)
{
    if (!phases.is_object())
        throw InputError("words: \"phases\" must be an object of phase ids and their words");
    for (const auto& [id, word] : phases.items())
        words.phases[id] = stringAt(word, "phases/" + id);
}

// One number as the window's boxes write it: six significant digits.
std::string numberText(double value, bool decimalComma)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    std::string text = buffer;
    if (decimalComma)
        std::replace(text.begin(), text.end(), '.', ',');
    return text;
}

std::string firstValue(std::span<const double> stored, std::uint64_t elements, bool decimalComma)
{
    if (stored.empty())
        return "—";
    return numberText(stored.front(), decimalComma) + (elements > 1 ? " …" : "");
}

// A string as JSON text, escaped.
std::string quoted(const std::string& text)
{
    return Json(text).dump();
}

const char* roleName(std::uint8_t role)
{
    const bool sends = (role & TraceFacts::kSends) != 0;
    const bool receives = (role & TraceFacts::kReceives) != 0;
    return sends && receives ? "both" : sends ? "sends" : receives ? "receives" : "";
}

// The window writes a block collective's held blocks on the node up to this cube and count.
constexpr int kMaxBlockLinesDimension = 3;
constexpr std::size_t kMaxBlockLines = 4;

} // namespace

ViewWords viewWordsFromJson(std::string_view text)
{
    const Json json = parseJson(text, "words");
    if (!json.is_object())
        throw InputError("words: must be an object of patterns, as {\"start\": \"Start\"}");
    ViewWords words;
    for (const auto& item : json.items()) {
        // Named, not bound: a lambda may not capture a structured binding in C++20's clang 14.
        const std::string& key = item.key();
        const Json& value = item.value();
        const auto pattern = std::find_if(std::begin(kPatterns), std::end(kPatterns),
                                          [&](const PatternField& p) { return p.key == key; });
        if (pattern != std::end(kPatterns)) {
            const std::string& given = stringAt(value, key);
            checkMarkers(key, words.step.*(pattern->field), given);
            words.step.*(pattern->field) = given;
        } else if (key == "phases") {
            readPhases(value, words);
        } else if (key == "decimalComma") {
            if (!value.is_boolean())
                throw InputError("words: \"decimalComma\" must be true or false");
            words.decimalComma = value.get<bool>();
        } else {
            throw InputError("words: unknown field \"" + key + "\"");
        }
    }
    return words;
}

CubeLayout::Mode layoutModeNamed(std::string_view name)
{
    if (name == "cube")
        return CubeLayout::Mode::Cube;
    if (name == "tree")
        return CubeLayout::Mode::Tree;
    if (name == "weight")
        return CubeLayout::Mode::Weight;
    throw InputError("unknown layout '" + std::string(name) + "': choose cube, tree or weight");
}

RunView::RunView(PricedRun run) : mRun(std::move(run)), mFacts(mRun.trace)
{
    const Trace& trace = mRun.trace;
    const int n = trace.cube().dimension();
    std::vector<LinkLoad> loads(static_cast<std::size_t>(n));
    for (int link = 1; link <= n; ++link)
        loads[static_cast<std::size_t>(link - 1)].link = link;
    mLoads.reserve(trace.stepCount() + 1);
    mLoads.push_back(loads);
    for (std::size_t k = 1; k <= trace.stepCount(); ++k) {
        for (const LinkLoad& step : trace.linkLoads(k, k)) {
            if (step.link < 1 || step.link > n)
                continue;
            LinkLoad& total = loads[static_cast<std::size_t>(step.link - 1)];
            total.messages += step.messages;
            total.elements += step.elements;
            total.bytes += step.bytes;
        }
        mLoads.push_back(loads);
    }
}

Json RunView::layout(CubeLayout::Mode mode) const
{
    const Trace& trace = mRun.trace;
    const int n = trace.cube().dimension();
    const std::vector<LayoutPoint> points =
        CubeLayout::positions(n, mode, mFacts.treeOrder(), mFacts.treeRoot());
    Json nodes = Json::array();
    for (NodeId node = 0; node < points.size(); ++node)
        nodes.push_back({{"id", node},
                         {"address", trace.cube().address(node)},
                         {"x", points[node].x},
                         {"y", points[node].y}});
    Json edges = Json::array();
    for (NodeId a = 0; a < points.size(); ++a) {
        if (mode == CubeLayout::Mode::Tree) {
            const NodeId parent = mFacts.treeParent(a);
            if (parent != a)
                edges.push_back({{"a", std::min(a, parent)},
                                 {"b", std::max(a, parent)},
                                 {"link", mFacts.treeLink(a)}});
            continue;
        }
        for (int link = 1; link <= n; ++link) {
            const NodeId b = a ^ Hypercube::linkBit(link);
            if (a < b)
                edges.push_back({{"a", a}, {"b", b}, {"link", link}});
        }
    }
    const char* name = mode == CubeLayout::Mode::Tree     ? "tree"
                       : mode == CubeLayout::Mode::Weight ? "weight"
                                                          : "cube";
    return {{"dimension", n}, {"mode", name}, {"nodes", nodes}, {"edges", edges}};
}

std::string RunView::expressionText(ExprId expr) const
{
    auto known = mExpressions.find(expr);
    if (known == mExpressions.end()) {
        std::string text = mRun.trace.format(expr, ExprStyle::Lecture);
        if (text.size() > kMaxNodeText) {
            // Cut at a character's start, never inside a UTF-8 sequence.
            std::size_t cut = kMaxNodeText;
            while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U)
                --cut;
            text.resize(cut);
            text += "…";
        }
        known = mExpressions.emplace(expr, std::move(text)).first;
    }
    return known->second;
}

std::string RunView::blockText(const BlockValue& block, const ViewWords& words) const
{
    const Trace& trace = mRun.trace;
    const std::string head = "b_" + std::to_string(block.block) + ": ";
    if (trace.symbolic() && block.expr != kNoExpr)
        return head + expressionText(block.expr);
    return head + firstValue(block.elements,
                             blockSize(block.block, trace.elements(), trace.blockCount()),
                             words.decimalComma);
}

std::string RunView::nodeText(NodeId node, std::size_t step, const ViewWords& words) const
{
    const Trace& trace = mRun.trace;
    const NodeValue value = trace.valueAt(node, step);
    if (trace.hasBlocks()) {
        std::string text;
        if (trace.cube().dimension() <= kMaxBlockLinesDimension &&
            value.blocks.size() <= kMaxBlockLines)
            for (const BlockValue& block : value.blocks)
                text += (text.empty() ? "" : "\n") + blockText(block, words);
        return text;
    }
    if (!value.present)
        return "—";
    if (trace.symbolic() && value.expr != kNoExpr)
        return expressionText(value.expr);
    return firstValue(value.elements, trace.elements(), words.decimalComma);
}

std::string RunView::caption(std::size_t step, const ViewWords& words) const
{
    const Trace& trace = mRun.trace;
    const StepText text(trace, words.step);
    if (step == 0 || step > trace.stepCount())
        return text.heading(step);
    if (trace.tracedRun() != nullptr)
        return text.tracedLine(step, kListedTransfers);
    const Phase phase = trace.steps()[step - 1].phase;
    const auto word = words.phases.find(phase.id());
    const std::string_view phaseWord =
        word != words.phases.end() ? std::string_view(word->second) : phaseName(phase);
    if (!trace.hasBlocks())
        return text.reportLine(step, phaseWord, kListedTransfers);
    return text.reportLine(step, phaseWord, kListedTransfers, [&](std::uint64_t message) {
        return blockListText(trace.messageBlocks(message));
    });
}

Json RunView::costOf(std::size_t step) const
{
    if (!mRun.cost)
        return nullptr;
    const CostResult& cost = *mRun.cost;
    if (step == 0 || step > cost.steps.size())
        return {{"step", 0.0}, {"total", 0.0}, {"whole", cost.total}};
    const StepCost& s = cost.steps[step - 1];
    return {{"step", s.duration}, {"total", s.start + s.duration}, {"whole", cost.total}};
}

std::string RunView::step(std::size_t step, const ViewWords& words) const
{
    const Trace& trace = mRun.trace;
    if (step > trace.stepCount())
        throw InputError("step " + std::to_string(step) +
                         " is outside the run: it has steps 0 to " +
                         std::to_string(trace.stepCount()));
    // Written as text directly: a 10-cube's step has 1,024 nodes and 512 messages, and a JSON
    // value a node would cost most of the page's 16 ms.
    std::string out = "{\"step\":" + std::to_string(step) +
                      ",\"steps\":" + std::to_string(trace.stepCount()) +
                      ",\"heading\":" + quoted(StepText(trace, words.step).heading(step)) +
                      ",\"caption\":" + quoted(caption(step, words)) + ",\"nodes\":[";
    const std::vector<std::uint8_t> roles = mFacts.roles(trace, step);
    for (NodeId node = 0; node < trace.nodeCount(); ++node) {
        out += node == 0 ? "{\"id\":" : ",{\"id\":";
        out += std::to_string(node);
        out += ",\"text\":" + quoted(nodeText(node, step, words)) + ",\"role\":\"" +
               roleName(node < roles.size() ? roles[node] : TraceFacts::kNoRole) +
               "\",\"done\":" + (mFacts.isDone(node, step) ? "true" : "false");
        if (trace.hasBlocks()) {
            out += ",\"blocks\":[";
            bool first = true;
            for (const BlockValue& block : trace.valueAt(node, step).blocks) {
                out += (first ? "" : ",") + std::to_string(block.block);
                first = false;
            }
            out += ']';
        }
        out += '}';
    }
    out += "],\"messages\":[";
    std::uint64_t more = 0;
    if (step > 0) {
        const std::span<const Message> all = trace.messages(trace.steps()[step - 1]);
        for (std::size_t i = 0; i < all.size() && i < kMaxMessages; ++i)
            out += std::string(i == 0 ? "" : ",") + "{\"from\":" + std::to_string(all[i].from) +
                   ",\"to\":" + std::to_string(all[i].to) +
                   ",\"link\":" + std::to_string(all[i].link) + "}";
        more = all.size() > kMaxMessages ? all.size() - kMaxMessages : 0;
    }
    out += "],\"moreMessages\":" + std::to_string(more) + ",\"linkLoads\":[";
    for (const LinkLoad& load : mLoads[step])
        out += std::string(load.link == 1 ? "" : ",") + "{\"link\":" + std::to_string(load.link) +
               ",\"messages\":" + std::to_string(load.messages) +
               ",\"bytes\":" + std::to_string(load.bytes) + "}";
    return out + "],\"cost\":" + costOf(step).dump() + "}";
}

} // namespace cubelab
