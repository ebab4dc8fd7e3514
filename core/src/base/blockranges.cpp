#include "cubelab/blockranges.h"

namespace cubelab {

std::vector<std::string> blockRanges(std::span<const BlockId> blocks)
{
    std::vector<std::string> items;
    for (std::size_t i = 0; i < blocks.size();) {
        std::size_t last = i;
        while (last + 1 < blocks.size() && blocks[last + 1] == blocks[last] + 1)
            ++last;
        if (last - i >= 2) {
            items.push_back(std::to_string(blocks[i]) + "-" + std::to_string(blocks[last]));
            i = last + 1;
        } else {
            items.push_back(std::to_string(blocks[i]));
            ++i;
        }
    }
    return items;
}

std::string blockListText(std::span<const BlockId> blocks)
{
    const std::vector<std::string> items = blockRanges(blocks);
    if (items.size() > kMaxBlockRangeItems)
        return "[" + std::to_string(blocks.size()) + " blocks]";
    std::string text = "[";
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i == 0 ? "" : ",") + items[i];
    return text + "]";
}

} // namespace cubelab
