// The memory of a Lua state (program/smallblockpool.h): lua_Alloc's contract, whatever class
// or size a block moves between — the content kept up to the smaller size, a freed block
// served again, and large blocks from the C library.

#include "program/smallblockpool.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <set>
#include <vector>

using cubelab::program::SmallBlockPool;

namespace {

void fill(void* block, std::size_t bytes, unsigned char seed)
{
    auto* b = static_cast<unsigned char*>(block);
    for (std::size_t k = 0; k < bytes; ++k)
        b[k] = static_cast<unsigned char>(seed + k);
}

bool holds(const void* block, std::size_t bytes, unsigned char seed)
{
    const auto* b = static_cast<const unsigned char*>(block);
    for (std::size_t k = 0; k < bytes; ++k)
        if (b[k] != static_cast<unsigned char>(seed + k))
            return false;
    return true;
}

} // namespace

TEST(SmallBlockPool, ABlockKeepsItsContentWhenItGrowsOrShrinksAcrossClassesAndIntoTheHeap)
{
    SmallBlockPool pool;
    void* block = pool.reallocate(nullptr, 0, 24);
    ASSERT_NE(block, nullptr);
    fill(block, 24, 7);
    std::size_t size = 24;
    for (const std::size_t next :
         {std::size_t{30}, std::size_t{200}, std::size_t{256}, std::size_t{257}, std::size_t{5000},
          std::size_t{100}, std::size_t{17}}) {
        void* moved = pool.reallocate(block, size, next);
        ASSERT_NE(moved, nullptr) << next;
        EXPECT_TRUE(holds(moved, std::min(size, std::size_t{24}), 7)) << size << " -> " << next;
        block = moved;
        size = next;
    }
    EXPECT_EQ(pool.reallocate(block, size, 0), nullptr);
}

TEST(SmallBlockPool, AGrowthWithinItsClassKeepsTheBlockWhereItIs)
{
    SmallBlockPool pool;
    void* block = pool.reallocate(nullptr, 0, 33);
    EXPECT_EQ(pool.reallocate(block, 33, 48), block);
    EXPECT_NE(pool.reallocate(block, 48, 49), block);
}

TEST(SmallBlockPool, BlocksAreAlignedApartAndAFreedOneIsServedAgain)
{
    SmallBlockPool pool;
    std::vector<void*> blocks;
    std::set<void*> distinct;
    for (int k = 0; k < 10000; ++k) { // more than one chunk
        void* block = pool.reallocate(nullptr, 0, 88);
        ASSERT_NE(block, nullptr);
        EXPECT_EQ(reinterpret_cast<std::uintptr_t>(block) % alignof(std::max_align_t), 0u);
        fill(block, 88, static_cast<unsigned char>(k));
        blocks.push_back(block);
        distinct.insert(block);
    }
    EXPECT_EQ(distinct.size(), blocks.size());
    for (std::size_t k = 0; k < blocks.size(); ++k)
        ASSERT_TRUE(holds(blocks[k], 88, static_cast<unsigned char>(k))) << k;
    pool.reallocate(blocks[500], 88, 0);
    EXPECT_EQ(pool.reallocate(nullptr, 0, 81), blocks[500]);
}
