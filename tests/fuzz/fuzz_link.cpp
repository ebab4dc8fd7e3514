// Links to a moment: momentFromLink, as the window does with a link it is given. The input is
// read twice: as a link itself, and as the text inside a link (the harness encodes it), so
// that the search reaches the moment's fields without first finding base64url. A moment that
// is read is written back (momentToLink) and read again: the same link, the same moment
// (unless it holds a NaN, which equals nothing).

#include "fuzzcommon.h"

#include "cubelab/moment.h"

#include <string>

using namespace cubelab;

namespace {

std::string asLink(std::string_view bytes)
{
    static constexpr std::string_view kAlphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    std::string out = "cubelab:1/";
    unsigned bits = 0;
    int count = 0;
    for (unsigned char c : bytes) {
        bits = (bits << 8) | c;
        count += 8;
        while (count >= 6) {
            count -= 6;
            out += kAlphabet[(bits >> count) & 63];
        }
    }
    if (count > 0)
        out += kAlphabet[(bits << (6 - count)) & 63];
    return out;
}

void readAndWriteBack(std::string_view link)
{
    Moment moment;
    if (!fuzz::accepted([&] { moment = momentFromLink(link); }))
        return;
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
