#include "memoryprobe.h"

#include <fstream>
#include <malloc.h>
#include <string>

namespace cubelab::bench {

namespace {

// A "Name:   1234 kB" line of /proc/self/status, in bytes; 0 when absent.
std::uint64_t statusBytes(const std::string& name)
{
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == name + ":") {
            std::uint64_t kib = 0;
            status >> kib;
            return kib * 1024;
        }
        status.ignore(1 << 12, '\n');
    }
    return 0;
}

} // namespace

MemoryProbe::MemoryProbe()
{
    // Without this, heap freed by an earlier run still counts as resident.
    malloc_trim(0);
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
    clear.flush();
    mResettable = clear.good();
    mBaseline = statusBytes("VmRSS");
}

std::uint64_t MemoryProbe::peakBytes() const
{
    return statusBytes("VmHWM");
}

std::uint64_t MemoryProbe::growthBytes() const
{
    const std::uint64_t peak = peakBytes();
    return peak > mBaseline ? peak - mBaseline : 0;
}

} // namespace cubelab::bench
