#include "cubelab/exerciseanswer.h"

#include "base/jsonreader.h"
#include "cubelab/hypercube.h"
#include "cubelab/luaprogram.h"

#include <charconv>
#include <limits>

namespace cubelab {

namespace {
constexpr std::int64_t kMaxNode = (std::int64_t{1} << Hypercube::kMaxDimension) - 1;
constexpr std::int64_t kMaxStep = 1 << 16;
} // namespace

bool CheckResult::feedbackSaysRight(const std::vector<FeedbackMessage>& feedback)
{
    // The messages that say so are named for it: "load-right", "best-order-right", …
    return !feedback.empty() && feedback.front().id.find("right") != std::string::npos;
}

Json answerToJson(const ExerciseAnswer& answer)
{
    Json j = Json::object();
    if (const auto* order = std::get_if<OrderAnswer>(&answer)) {
        j["type"] = "order";
        j["order"] = order->order;
    } else if (const auto* broadcast = std::get_if<BroadcastAnswer>(&answer)) {
        j["type"] = "broadcast";
        j["root"] = broadcast->root;
        Json steps = Json::object();
        for (const auto& [node, step] : broadcast->steps)
            steps[std::to_string(node)] = step;
        j["steps"] = steps;
    } else if (const auto* value = std::get_if<ValueAnswer>(&answer)) {
        j["type"] = "value";
        j["step"] = value->step;
        j["node"] = value->node;
        j["text"] = value->text;
    } else if (const auto* range = std::get_if<RangeAnswer>(&answer)) {
        j["type"] = "range";
        j["never"] = range->never;
        j["low"] = range->low;
        j["high"] = range->high ? Json(*range->high) : Json(nullptr);
    } else if (const auto* program = std::get_if<ProgramAnswer>(&answer)) {
        j["type"] = "program";
        j["fileName"] = program->fileName;
        j["source"] = program->source;
    }
    return j;
}

ExerciseAnswer answerFromJson(const Json& j, const std::string& fileName, const std::string& place)
{
    const detail::JsonReader r(fileName);
    using detail::pointerChild;
    r.object(j, place, "an answer");
    const std::string type =
        r.string(r.required(j, place, "type", "order, broadcast, value, range or program"),
                 pointerChild(place, "type"), "the answer type");
    if (type == "order") {
        r.allowOnly(j, place, {"type", "order"});
        OrderAnswer a;
        // A link order names links 1 to n once each; the checker says which order is wrong,
        // but a link that no cube has is not an answer anyone gave.
        const std::string orderPlace = pointerChild(place, "order");
        for (std::int64_t link :
             r.integers(r.required(j, place, "order", "the link order"), orderPlace,
                        "the link order", "link", 1, Hypercube::kMaxDimension))
            a.order.push_back(static_cast<int>(link));
        if (a.order.size() > static_cast<std::size_t>(Hypercube::kMaxDimension))
            r.fail(orderPlace, "a link order has at most " +
                                   std::to_string(Hypercube::kMaxDimension) + " links, not " +
                                   std::to_string(a.order.size()));
        return a;
    }
    if (type == "broadcast") {
        r.allowOnly(j, place, {"type", "root", "steps"});
        BroadcastAnswer a;
        a.root =
            static_cast<NodeId>(r.integer(r.required(j, place, "root", "the root node"),
                                          pointerChild(place, "root"), "the root", 0, kMaxNode));
        const std::string stepsPlace = pointerChild(place, "steps");
        const Json& steps = r.required(j, place, "steps", "each node's step");
        r.object(steps, stepsPlace, "the predicted steps by node");
        for (auto it = steps.begin(); it != steps.end(); ++it) {
            const std::string& key = it.key();
            std::uint32_t node = 0;
            const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), node);
            if (ec != std::errc() || end != key.data() + key.size() || node > kMaxNode)
                r.fail(pointerChild(stepsPlace, key), "\"" + key +
                                                          "\" is not a node number (0 to " +
                                                          std::to_string(kMaxNode) + ")");
            a.steps[node] = static_cast<std::size_t>(
                r.integer(it.value(), pointerChild(stepsPlace, key), "step", 0, kMaxStep));
        }
        return a;
    }
    if (type == "value") {
        r.allowOnly(j, place, {"type", "step", "node", "text"});
        ValueAnswer a;
        a.step = static_cast<std::size_t>(r.integer(r.required(j, place, "step", "the step"),
                                                    pointerChild(place, "step"), "the step", 1,
                                                    kMaxStep));
        a.node =
            static_cast<NodeId>(r.integer(r.required(j, place, "node", "the node"),
                                          pointerChild(place, "node"), "the node", 0, kMaxNode));
        a.text = r.string(r.required(j, place, "text", "the predicted value"),
                          pointerChild(place, "text"), "the answer text");
        if (a.text.size() > ValueAnswer::kMaxTextLength)
            r.fail(pointerChild(place, "text"), "the answer has " + std::to_string(a.text.size()) +
                                                    " bytes; an answer has at most " +
                                                    std::to_string(ValueAnswer::kMaxTextLength));
        return a;
    }
    if (type == "range") {
        r.allowOnly(j, place, {"type", "never", "low", "high"});
        RangeAnswer a;
        a.never = r.boolean(r.required(j, place, "never", "true when Cube_Do never wins"),
                            pointerChild(place, "never"), "never");
        a.low = static_cast<std::uint64_t>(r.integer(r.required(j, place, "low", "the low end"),
                                                     pointerChild(place, "low"), "the low end", 0));
        const Json& high = r.required(j, place, "high", "the high end, or null");
        if (!high.is_null())
            a.high = static_cast<std::uint64_t>(
                r.integer(high, pointerChild(place, "high"), "the high end", 0));
        return a;
    }
    if (type == "program") {
        r.allowOnly(j, place, {"type", "fileName", "source"});
        ProgramAnswer a;
        a.fileName = r.string(r.required(j, place, "fileName", "the program's file name"),
                              pointerChild(place, "fileName"), "the file name");
        a.source = r.string(r.required(j, place, "source", "the program's Lua source"),
                            pointerChild(place, "source"), "the program");
        if (a.source.size() > LuaProgram::kMaxSourceBytes)
            r.fail(pointerChild(place, "source"), "the program has " +
                                                      std::to_string(a.source.size()) +
                                                      " bytes; a node program may have at most " +
                                                      std::to_string(LuaProgram::kMaxSourceBytes));
        return a;
    }
    r.fail(pointerChild(place, "type"),
           "unknown answer type \"" + type +
               "\": allowed are order, broadcast, value, range, program");
}

} // namespace cubelab
