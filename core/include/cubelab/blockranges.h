#pragma once
// The one rule for naming a set of blocks: ascending block numbers as items, three or more
// consecutive blocks as a range ("0", "4-7"). The CLI writes them as "[0,4-7]", the window's
// tooltips the same; where a list has more than kMaxBlockRangeItems items, both say the count.

#include "cubelab/value.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace cubelab {

// Items of a block list before a text gives the count instead.
inline constexpr std::size_t kMaxBlockRangeItems = 8;

// blocks ascending: "0", "2", "4-7" for {0, 2, 4, 5, 6, 7}.
std::vector<std::string> blockRanges(std::span<const BlockId> blocks);
// The list as the texts write it: "[0,4-7]"; more than kMaxBlockRangeItems items as a count,
// "[32 blocks]".
std::string blockListText(std::span<const BlockId> blocks);

} // namespace cubelab
