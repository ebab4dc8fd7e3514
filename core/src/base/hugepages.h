#pragma once
// Large buffers a run writes once from start to end (the trace, the nodes' states, the
// coroutine frames) fault in page by page; on Linux with transparent huge pages set to
// "madvise" (Debian's default) the kernel backs such a buffer with 2 MiB pages only when
// asked. Asking cuts a big run's page faults about tenfold. Elsewhere, and for small
// buffers, this does nothing.
//
// The kernel can only use the whole huge pages inside a buffer: buffers that should be
// huge pages from end to end come from allocateLarge (cubelab/largebuffer.h).

#include <cstddef>
#include <vector>

namespace cubelab::detail {

void adviseHugePages(void* data, std::size_t bytes) noexcept;

template <typename T> void adviseHugePages(std::vector<T>& v) noexcept
{
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

} // namespace cubelab::detail
