#pragma once
// Follow: what the views follow through the steps — an input a_i (where it goes), a node's s
// after a step (what it is made of), or nothing. A plain value the Session keeps; the facts
// come from cubelab/dataflow.h.

#include <cubelab/hypercube.h>
#include <cubelab/moment.h>
#include <string>

namespace cubelab::gui {

struct Follow
{
    enum class Kind
    {
        None,
        Input,
        Value
    };

    Kind kind = Kind::None;
    NodeId node = 0; // the input's node (Input) or the node whose s is traced (Value)
    int step = 0;    // Value: the step after which its s is traced

    static Follow input(NodeId node) { return {Kind::Input, node, 0}; }
    static Follow value(NodeId node, int step) { return {Kind::Value, node, step}; }
    bool active() const { return kind != Kind::None; }
    bool operator==(const Follow&) const = default;
};

// As a moment writes it: "a_I" or "s_I" (cubelab::followText); empty when nothing is followed.
inline std::string momentText(const Follow& follow)
{
    if (!follow.active())
        return {};
    return followText(
        {follow.kind == Follow::Kind::Input ? Followed::Kind::Input : Followed::Kind::Value,
         follow.node});
}

} // namespace cubelab::gui
