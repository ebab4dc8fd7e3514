// Links to a moment: momentFromLink, as the window does with a link it is given. The input is
// read twice: as a link itself, and as the text inside a link (the harness encodes it), so
// that the search reaches the moment's fields without first finding base64url. A moment that
// is read is written back (momentToLink) and read again: the same link, the same moment
// (unless it holds a NaN, which equals nothing). A moment read never carries or names a node
// program (a link is a moment, not a program: the harness aborts if one is read), and its run
// is checked against the budget the window and the command line keep (Emulator::checkRunFits),
// the whole check the window makes before it runs a link; the harness itself runs nothing.

#include "cubelab/emulator.h"
#include "cubelab/luaprogram.h"
#include "cubelab/moment.h"
#include "fuzzcommon.h"
#include "io/base64url.h"

#include <cstdio>
#include <cstdlib>
#include <string>

using namespace cubelab;

namespace {

std::string asLink(std::string_view bytes)
{
    return "cubelab:1/" + detail::base64urlEncode(bytes);
}

void readAndWriteBack(std::string_view link)
{
    Moment moment;
    if (!fuzz::accepted([&] { moment = momentFromLink(link); }))
        return;
    if (moment.scenario.program || moment.scenario.algorithm == LuaProgram::kCollectiveId) {
        std::fprintf(stderr, "a link was read with a node program\n");
        std::abort();
    }
    (void)fuzz::accepted([&] { Emulator::checkRunFits(moment.scenario); });
    std::string written;
    // A link read may be too long to write (its numbers written in a longer form): refused
    // with a reason, which is what a writer may do.
    if (!fuzz::accepted([&] { written = momentToLink(moment); }))
        return;
    fuzz::expectRoundTrip(
        "link", moment, [](const Moment& m) { return momentToLink(m); },
        [](const std::string& text) { return momentFromLink(text); },
        [](const Moment& read, const Moment& readBack) {
            return read == readBack || momentToJson(read).dump().find("NaN") != std::string::npos;
        });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text = fuzz::textOf(data, size);
    readAndWriteBack(text);
    readAndWriteBack(asLink(text));
    return 0;
}
