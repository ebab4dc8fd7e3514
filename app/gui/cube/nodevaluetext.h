#pragma once
// NodeValueText: how the hypercube view writes a node's s_i — on the node (the lecture's
// brackets with subscript digits, a₀+a₄, or the first number) and in the node's tooltip (its
// address, the whole expression and its numbers). The one place the view formats values.

#include <cubelab/trace.h>

#include <QString>

#include <string>

namespace cubelab::gui {

class NodeValueText
{
public:
    // a_12 → a₁₂: the lecture's subscripts, shorter and easier to read at a projector.
    static QString withSubscripts(const std::string& text);
    // Whether the value is written as an expression (a symbolic trace's s_i).
    static bool isExpression(const Trace& trace, const NodeValue& value);
    // What the node shows: the expression, else the first number ("…" when there are more);
    // "—" for a node that holds nothing yet.
    static QString onNode(const Trace& trace, const NodeValue& value);
    // The node's tooltip at step k: "Node 101 (id 5)", s₅ = the expression (cut after a few
    // hundred characters) and its numbers.
    static QString tooltip(const Trace& trace, NodeId node, std::size_t step, bool isRoot);
};

} // namespace cubelab::gui
