#include "blocktext.h"

#include "textreport.h"

#include <algorithm>

namespace cubelab::cli {

std::string BlockText::blockList(std::span<const BlockId> blocks)
{
    return blockListText(blocks);
}

std::string BlockText::value(const BlockValue& block) const
{
    std::string text;
    if (mTrace.symbolic() && block.expr != kNoExpr)
        text += mTrace.format(block.expr, ExprStyle::Lecture) + " = ";
    const std::uint64_t size = blockSize(block.block, mTrace.elements(), mTrace.blockCount());
    return text + TextReport::formatVector(block.elements, size);
}

bool BlockText::sameBlocks(const std::vector<BlockValue>& a, const std::vector<BlockValue>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const BlockValue& x, const BlockValue& y) {
                          return x.block == y.block && x.expr == y.expr &&
                                 std::equal(x.elements.begin(), x.elements.end(),
                                            y.elements.begin(), y.elements.end());
                      });
}

std::string BlockText::describe(const std::string& name, const std::vector<BlockValue>& blocks,
                                std::span<const BlockId> dropped) const
{
    std::string text;
    std::size_t entries = 0;
    std::size_t left = 0; // blocks not shown
    for (std::size_t i = 0; i < blocks.size();) {
        std::vector<BlockId> ids{blocks[i].block};
        const std::string shown = value(blocks[i]);
        std::size_t next = i + 1;
        for (; next < blocks.size(); ++next) {
            const bool alike =
                blocks[next].expr == blocks[i].expr &&
                std::equal(blocks[next].elements.begin(), blocks[next].elements.end(),
                           blocks[i].elements.begin(), blocks[i].elements.end()) &&
                blockSize(blocks[next].block, mTrace.elements(), mTrace.blockCount()) ==
                    blockSize(blocks[i].block, mTrace.elements(), mTrace.blockCount());
            if (!alike)
                break;
            ids.push_back(blocks[next].block);
        }
        if (++entries <= kMaxEntries)
            text += (text.empty() ? "" : "; ") + name + blockList(ids) + " = " + shown;
        else
            left += ids.size();
        i = next;
    }
    if (left > 0)
        text += "; … and " + std::to_string(left) + (left == 1 ? " more block" : " more blocks");
    if (!dropped.empty())
        text += (text.empty() ? "" : "; ") + name + blockList(dropped) + " dropped";
    if (text.empty())
        text = name + " holds nothing";
    return text;
}

std::vector<BlockValue> BlockText::changedBlocks(std::uint64_t updateIndex) const
{
    std::vector<BlockValue> blocks;
    const auto changes = mTrace.blockChanges(updateIndex);
    const std::uint64_t first = mTrace.data().changeBegin[updateIndex];
    for (std::size_t i = 0; i < changes.size(); ++i)
        if (!changes[i].dropped)
            blocks.push_back({changes[i].block, changes[i].expr, mTrace.changeElements(first + i)});
    return blocks;
}

std::vector<BlockId> BlockText::droppedBlocks(std::uint64_t updateIndex) const
{
    std::vector<BlockId> dropped;
    for (const BlockChange& change : mTrace.blockChanges(updateIndex))
        if (change.dropped)
            dropped.push_back(change.block);
    return dropped;
}

} // namespace cubelab::cli
