#pragma once
// A moment: what CubeLab shows at one instant — a scenario (its machine with it), a step, the
// cube's layout, a panel beside the cube, what is followed and a comparison — and its link,
// `cubelab:1/<text>`, that holds the whole moment in URL-safe characters
// (docs/file-formats.md, "Links to a moment"). The command line writes links
// (`cubelab-cli link`), the window writes and opens them; both read with the same hardening
// as every file: a link is checked whole and either gives a moment or throws InputError
// saying what is wrong and what is allowed.
//
// The core checks what it knows: the scenario, the step's range, the follow's node, and that
// the layout, panel and comparison are names of the right form. Which names the window has
// (its panels, layouts and comparisons) the window checks when it shows the moment.

#include "cubelab/jsondocument.h"
#include "cubelab/scenario.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cubelab {

struct Moment
{
    Scenario scenario;   // as a scenario file holds it; a machine given in full is inline
    int step = 0;        // 0: before the first step
    std::string layout;  // empty: the collective's own figure; else the view's layout name
    std::string panel;   // empty: none brought forward; else a panel's name
    std::string follow;  // empty: nothing followed; else "a_I" or "s_I"
    std::string compare; // empty: alone; else the name of a comparison ("cube-vs-tree")

    bool operator==(const Moment&) const = default;
};

// What a moment follows, read from its text: "a_I" follows input a_I through the steps, "s_I"
// shows what s_I at the moment's step is made of; I is a node's number without leading zeros
// ("a5", as typed on a command line, reads as "a_5"). The one reader of that text: links,
// lessons, the window and the command line use it.
struct Followed
{
    enum class Kind
    {
        Input,
        Value
    };
    Kind kind = Kind::Input;
    NodeId node = 0;

    bool operator==(const Followed&) const = default;
};
// Nothing for any other text (the node is not checked against a cube here).
std::optional<Followed> parseFollow(std::string_view text);
// "a_I" or "s_I".
std::string followText(const Followed& followed);

// The scheme and the version a link starts with: "cubelab:1/".
inline constexpr std::string_view kLinkScheme = "cubelab:";
inline constexpr int kLinkVersion = 1;
// The longest link read: a lecture's moment is a few hundred characters, one with a machine
// given in full about two thousand.
inline constexpr std::size_t kMaxLinkCharacters = 16 * 1024;
// A link opens cubes up to this dimension (4,096 nodes, the symbolic limit): a click on a
// link must not start a run of minutes. Larger cubes go in scenario files.
inline constexpr int kMaxLinkDimension = Scenario::kMaxSymbolicDimension;
// The highest step a link names; the window checks it against the trace's steps.
inline constexpr int kMaxLinkStep = 1 << 20;

// The moment as JSON (docs/file-formats.md): {"scenario": {…}, "step": K, …}, left-out fields
// at their defaults.
Json momentToJson(const Moment& moment);
// Checks every field (InputError naming the place); the scenario is read as a scenario file's.
// It must be there in full: a shipped scenario's name, which a lesson's scene may give, is
// refused, so that a link opens the same moment in every CubeLab.
Moment momentFromJson(const Json& json);

// The link: kLinkScheme, the version, "/", then the moment's JSON text in base64url without
// padding (RFC 4648, section 5). Throws InputError when the moment is not one a link can hold
// (a cube above kMaxLinkDimension, a link longer than kMaxLinkCharacters).
std::string momentToLink(const Moment& moment);
// The link of the scenario (as given) at a step, as `cubelab-cli link` and the web page make it:
// the link is made first (a cube too large for a link, or a program, which no link carries,
// is refused before anything runs), then the scenario is run within the budget the window's
// run of the link has, so that a link names only a step the scenario has (InputError else).
std::string momentLinkAt(const Scenario& scenario, std::int64_t step);
// Reads a link: its scheme, version, characters, length and every field of its moment.
Moment momentFromLink(std::string_view link);
// Whether text starts like a link (the scheme), so a caller can tell a link from a file name.
bool looksLikeLink(std::string_view text);

} // namespace cubelab
