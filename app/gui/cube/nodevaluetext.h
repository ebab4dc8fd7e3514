#pragma once
// NodeValueText: how the hypercube view writes a node's s_i — on the node (the lecture's
// brackets with subscript digits, a₀+a₄ (common/notation.h), or the first number) and in the node's
// tooltip (its address, the whole expression and its numbers). The one place the view formats
// values. A block collective's node holds some of the p blocks: on the node a strip of p cells
// (drawn by the painter in place of the strip line) and, up to kMaxBlockLinesDimension and
// kMaxBlockLines blocks, a line per block it holds ("b₂: a₀+a₁"); its tooltip lists every block.

#include <QString>
#include <cubelab/trace.h>
#include <string>
#include <vector>

namespace cubelab::gui {

class NodeValueText
{
public:
    // Whether the value is written as an expression (a symbolic trace's s_i).
    static bool isExpression(const Trace& trace, const NodeValue& value);
    // What the node shows: the expression, else the first number ("…" when there are more);
    // "—" for a node that holds nothing yet.
    static QString onNode(const Trace& trace, const NodeValue& value);
    // The node's tooltip at step k: "Node 101 (id 5)", s₅ = the expression (cut after a few
    // hundred characters) and its numbers.
    static QString tooltip(const Trace& trace, NodeId node, std::size_t step, bool isRoot);
    // The node's s_i at step k in the lecture's plain form, for a screen reader and a braille
    // display (docs/gui.md, "Accessibility of the cube"): "s_0 = [(a_0+a_4)+(a_2+a_6)]+…;
    // value 36", a numeric trace's "s_3 = 4.5", "s_3 = nothing yet", a traced MPI program's
    // "s_3 = not recorded", a block collective's "s_3 holds 2 of the 8 blocks: b_2: a_0+a_1; …".
    // Cut where the tooltip cuts.
    static QString plainText(const Trace& trace, NodeId node, std::size_t step);

    // Block collectives. The node's text is the strip line, then (up to this dimension, and
    // while the node holds at most kMaxBlockLines blocks) one line per block held; the lines
    // are separated by '\n'. More lines would shrink the type below what a back row reads.
    static constexpr int kMaxBlockLinesDimension = 3;
    static constexpr std::size_t kMaxBlockLines = 4;
    // The first line of a block node's text: p cells' room (at most kStripCells), which the
    // painter fills with the strip.
    static constexpr int kStripCells = 16;
    static QString stripLine(const Trace& trace);
    // One held block: "b₂: a₀+a₁" (its expression) or "b₂: 1.5 …" (its first number).
    static QString blockText(const Trace& trace, const BlockValue& block);
    // The same with plain subscripts: "b_2: a_0+a_1".
    static QString plainBlockText(const Trace& trace, const BlockValue& block);
    // How far each of the p blocks is combined at the node: 0 = not held; else the share of
    // the p inputs its expression combines (leaves over p), or 1 for a held block of a
    // numeric trace, which keeps no expressions.
    static std::vector<float> blockShares(const Trace& trace, const NodeValue& value);
};

} // namespace cubelab::gui
