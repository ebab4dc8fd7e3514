#pragma once
// Large buffers a run writes once from start to end (the trace, the nodes' states, the
// coroutine frames) fault in page by page; on Linux with transparent huge pages set to
// "madvise" (Debian's default) the kernel backs such a buffer with 2 MiB pages only when
// asked. Asking cuts a big run's page faults about tenfold. Elsewhere, and for small
// buffers, this does nothing.
//
// The kernel can only use the whole huge pages inside a buffer: the heap hands out large
// buffers at any 4 KiB boundary, so up to 2 MiB at each end stay in small pages. Buffers
// the run allocates itself come from allocateLarge, which aligns them to 2 MiB.

#include <cstddef>
#include <vector>

namespace cubelab::detail {

void adviseHugePages(void* data, std::size_t bytes) noexcept;

template <typename T>
void adviseHugePages(std::vector<T>& v) noexcept
{
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

// At least `bytes` of uninitialised memory, aligned for any type; from 2 MiB on aligned
// to 2 MiB and advised for huge pages. Throws std::bad_alloc. Give it back with
// releaseLarge and the same byte count.
void* allocateLarge(std::size_t bytes);
void releaseLarge(void* data, std::size_t bytes) noexcept;

} // namespace cubelab::detail
