#pragma once
// RunView: a run as the web page draws it (docs/web-page.md, "The JavaScript API"), the page's
// cubelab.layout and cubelab.view. The run's derived facts (TraceFacts, the link loads step by
// step, the nodes' expressions as text) are kept with it, so a step's view costs the step's
// nodes and messages only. Every word comes from the core: the step's heading and line from
// StepText in the words given (ViewWords: English by default, the program's German written
// into the page), a node's text as the window writes it on the node, plain (a_0, not a₀).

#include "cubelab/cubelayout.h"
#include "cubelab/jsondocument.h"
#include "cubelab/pricedrun.h"
#include "cubelab/steptext.h"
#include "cubelab/trace.h"
#include "cubelab/tracefacts.h"

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cubelab {

// The words of a view in one language: the step's words and the phases' names by id
// ("reduce"); a phase without a word is named by its id.
struct ViewWords
{
    StepWords step;
    std::map<std::string, std::string, std::less<>> phases;
    bool decimalComma = false; // numbers as German writes them: 0,5
};

// Reads words given as JSON text: {"start", "oneLink", "severalLinks", "noLink", "more",
// "noNeighbours", "collectiveByOne", "collectiveByMany": the StepWords patterns, "phases":
// {id: word}, "decimalComma": bool}; left-out fields keep their English defaults. Refuses
// (InputError) anything else, and a pattern that loses one of its default's markers %1, %2.
ViewWords viewWordsFromJson(std::string_view text);

// The layout's name on the page and in a link: "cube", "tree", "weight"; InputError for
// another.
CubeLayout::Mode layoutModeNamed(std::string_view name);

class RunView
{
public:
    // A node's text is cut after this many characters, with "…": a box on the node shows a
    // few dozen, and a 10-cube's result has 1,024 leaves.
    static constexpr std::size_t kMaxNodeText = 240;
    // The messages a step's view lists; the rest are counted.
    static constexpr std::size_t kMaxMessages = 4096;
    // The transfers a step's line lists, as the command line's report lists them.
    static constexpr std::size_t kListedTransfers = 16;

    explicit RunView(PricedRun run);

    const Trace& trace() const { return mRun.trace; }
    const TraceFacts& facts() const { return mFacts; }

    // {"dimension", "mode", "nodes": [{"id", "address", "x", "y"}], "edges": [{"a", "b",
    // "link"}]}: the window's positions in the unit square; the cube's edges, or the tree
    // layout's edges of the figure's binomial tree (a < b in both).
    Json layout(CubeLayout::Mode mode) const;

    // Step k (0..steps; InputError beyond): {"step", "steps", "heading", "caption", "nodes":
    // [{"id", "text", "role", "done"} (and "blocks", the blocks held, for a block
    // collective)], "messages": [{"from", "to", "link"}] up to kMaxMessages, "moreMessages",
    // "linkLoads": [{"link", "messages", "bytes"}] over steps 1..k, "cost": null or {"step",
    // "total", "whole"} in seconds}, as compact JSON text.
    std::string step(std::size_t step, const ViewWords& words) const;

    // What the node shows after step k: the expression in the lecture's brackets (cut at
    // kMaxNodeText), else the first number ("1.5 …" for a vector), "—" when it holds nothing.
    std::string nodeText(NodeId node, std::size_t step, const ViewWords& words) const;
    // The step's line: the command line's report line in the words (a traced program's step
    // its traced line); words.step.start at step 0.
    std::string caption(std::size_t step, const ViewWords& words) const;

private:
    std::string expressionText(ExprId expr) const;
    std::string blockText(const BlockValue& block, const ViewWords& words) const;
    Json costOf(std::size_t step) const;

    PricedRun mRun;
    TraceFacts mFacts;
    // The link loads over steps 1..k, for every k (k = 0: none), links 1..n.
    std::vector<std::vector<LinkLoad>> mLoads;
    // Expressions as text, each formatted once (hash-consed: a Cube_Do's nodes share them).
    mutable std::unordered_map<ExprId, std::string> mExpressions;
};

} // namespace cubelab
