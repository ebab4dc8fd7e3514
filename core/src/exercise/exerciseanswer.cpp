#include "cubelab/exerciseanswer.h"

#include "cubelab/hypercube.h"
#include "exercise/exercisejsonreader.h"

#include <charconv>
#include <limits>

namespace cubelab {

namespace {
constexpr std::int64_t kMaxNode = (std::int64_t{1} << Hypercube::kMaxDimension) - 1;
constexpr std::int64_t kMaxStep = 1 << 16;
} // namespace

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
    }
    return j;
}

ExerciseAnswer answerFromJson(const Json& j, const std::string& fileName, const std::string& place)
{
    const detail::ExerciseJsonReader r(fileName);
    using R = detail::ExerciseJsonReader;
    r.object(j, place, "an answer");
    const std::string type =
        r.string(r.required(j, place, "type"), R::child(place, "type"), "the answer type");
    if (type == "order") {
        r.onlyKeys(j, place, {"type", "order"});
        OrderAnswer a;
        // A link order names links 1 to n once each; the checker says which order is wrong,
        // but a link that no cube has is not an answer anyone gave.
        const std::string orderPlace = R::child(place, "order");
        for (std::int64_t link : r.integers(r.required(j, place, "order"), orderPlace, "a link", 1,
                                            Hypercube::kMaxDimension))
            a.order.push_back(static_cast<int>(link));
        if (a.order.size() > static_cast<std::size_t>(Hypercube::kMaxDimension))
            r.fail(orderPlace, "a link order has at most " + std::to_string(Hypercube::kMaxDimension) +
                                   " links, not " + std::to_string(a.order.size()));
        return a;
    }
    if (type == "broadcast") {
        r.onlyKeys(j, place, {"type", "root", "steps"});
        BroadcastAnswer a;
        a.root = static_cast<NodeId>(r.integer(r.required(j, place, "root"),
                                               R::child(place, "root"), "the root", 0, kMaxNode));
        const std::string stepsPlace = R::child(place, "steps");
        const Json& steps = r.required(j, place, "steps");
        r.object(steps, stepsPlace, "the predicted steps");
        for (auto it = steps.begin(); it != steps.end(); ++it) {
            const std::string& key = it.key();
            std::uint32_t node = 0;
            const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), node);
            if (ec != std::errc() || end != key.data() + key.size() || node > kMaxNode)
                r.fail(R::child(stepsPlace, key), "\"" + key + "\" is not a node number (0 to " +
                                                      std::to_string(kMaxNode) + ")");
            a.steps[node] = static_cast<std::size_t>(
                r.integer(it.value(), R::child(stepsPlace, key), "a step", 0, kMaxStep));
        }
        return a;
    }
    if (type == "value") {
        r.onlyKeys(j, place, {"type", "step", "node", "text"});
        ValueAnswer a;
        a.step = static_cast<std::size_t>(r.integer(
            r.required(j, place, "step"), R::child(place, "step"), "the step", 1, kMaxStep));
        a.node = static_cast<NodeId>(r.integer(r.required(j, place, "node"),
                                               R::child(place, "node"), "the node", 0, kMaxNode));
        a.text = r.string(r.required(j, place, "text"), R::child(place, "text"), "the answer text",
                          true);
        if (a.text.size() > ValueAnswer::kMaxTextLength)
            r.fail(R::child(place, "text"), "the answer has " + std::to_string(a.text.size()) +
                                                " bytes; an answer has at most " +
                                                std::to_string(ValueAnswer::kMaxTextLength));
        return a;
    }
    if (type == "range") {
        r.onlyKeys(j, place, {"type", "never", "low", "high"});
        RangeAnswer a;
        a.never = r.boolean(r.required(j, place, "never"), R::child(place, "never"), "never");
        a.low = static_cast<std::uint64_t>(
            r.integer(r.required(j, place, "low"), R::child(place, "low"), "the low end", 0));
        const Json& high = r.required(j, place, "high");
        if (!high.is_null())
            a.high = static_cast<std::uint64_t>(
                r.integer(high, R::child(place, "high"), "the high end", 0));
        return a;
    }
    r.fail(R::child(place, "type"),
           "unknown answer type \"" + type + "\": allowed are order, broadcast, value, range");
}

} // namespace cubelab
