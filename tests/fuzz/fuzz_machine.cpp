// Machine files: parseMachine(text, file), as readMachineFile does after reading the file.
// A machine that is read is written back (machineToJson, writeJsonText) and read again: the
// texts and the machines must be equal.

#include "cubelab/jsontext.h"
#include "cubelab/machinejson.h"
#include "fuzzcommon.h"

#include <functional>
#include <sstream>

using namespace cubelab;

namespace {

std::string machineText(const Machine& machine)
{
    std::ostringstream out;
    writeJsonText(out, machineToJson(machine));
    out << '\n';
    return out.str();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    Machine machine;
    if (!fuzz::accepted([&] { machine = parseMachine(text, "fuzz.json"); }))
        return 0;

    fuzz::expectRoundTrip(
        "machine", machine, machineText,
        [](const std::string& written) { return parseMachine(written, "written.json"); },
        std::equal_to<>());
    return 0;
}
