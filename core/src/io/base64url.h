#pragma once
// base64url without padding (RFC 4648, section 5): the text of a link (cubelab/moment.h). The
// link's reader words the faults decode finds; the tests and the link fuzzer make links with
// encode. Private to the core.

#include <cstddef>
#include <string>
#include <string_view>

namespace cubelab::detail {

std::string base64urlEncode(std::string_view bytes);

struct Base64urlDecoded
{
    enum class Fault
    {
        None,
        Length,      // a length no encoding has (4k + 1 characters)
        Character,   // a character outside A-Z, a-z, 0-9, "-", "_" (at `position`)
        LeftoverBits // the last character holds bits the encoder writes as zero, set
    };

    std::string bytes; // when fault is None
    Fault fault = Fault::None;
    std::size_t position = 0; // of the bad character, from 0
};

// Refuses what encode never writes, so that a text has one decoding and a byte string one text.
Base64urlDecoded base64urlDecode(std::string_view text);

} // namespace cubelab::detail
