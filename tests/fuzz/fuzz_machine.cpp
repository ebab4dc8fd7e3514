// Machine files: parseMachine(text, file), as readMachineFile does after reading the file.
// A machine that is read is written back (machineToJson, writeJsonText) and read again: the
// texts and the machines must be equal.

#include "fuzzcommon.h"

#include "cubelab/jsonio.h"
#include "cubelab/machinejson.h"

#include <exception>
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

    const std::string written = machineText(machine);
    Machine again;
    try {
        again = parseMachine(written, "written.json");
    } catch (const std::exception& e) {
        fuzz::roundTripDiffers(std::string("machine refused when read back: ") + e.what(),
                               written, "");
    }
    const std::string writtenAgain = machineText(again);
    if (writtenAgain != written)
        fuzz::roundTripDiffers("machine", written, writtenAgain);
    if (!(again == machine))
        fuzz::roundTripDiffers("machine (equal texts, unequal machines)", written, writtenAgain);
    return 0;
}
