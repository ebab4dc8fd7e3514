#pragma once
// MemoryProbe: the process's resident memory around one benchmark run, read from
// /proc/self/status (Linux). Constructing a probe hands freed heap back to the system and
// resets the high-water mark VmHWM to the current resident size (writing "5" to
// /proc/self/clear_refs), so peakBytes() is the largest resident size reached since then.
// Where the mark cannot be reset, peakBytes() is the process's peak since it started;
// resettable() says which.

#include <cstdint>

namespace cubelab::bench {

class MemoryProbe
{
public:
    MemoryProbe();

    bool resettable() const { return mResettable; }
    // Resident bytes when the probe was made.
    std::uint64_t baselineBytes() const { return mBaseline; }
    // The high-water mark of resident bytes since the probe was made (see above).
    std::uint64_t peakBytes() const;
    // peakBytes() − baselineBytes(): what the run itself added at its peak.
    std::uint64_t growthBytes() const;

private:
    bool mResettable = false;
    std::uint64_t mBaseline = 0;
};

} // namespace cubelab::bench
