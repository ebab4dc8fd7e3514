// base64url without padding (io/base64url.h), the text of every link: RFC 4648's test vectors,
// every byte there and back, and each text the encoder never writes refused with its fault.

#include "io/base64url.h"

#include <gtest/gtest.h>
#include <string>

using namespace cubelab::detail;

TEST(Base64url, TheRfcTestVectorsEncodeWithoutPaddingAndDecodeBack)
{
    // RFC 4648, section 10, with the padding "=" left out as section 5 allows.
    const std::pair<std::string, std::string> vectors[] = {
        {"", ""},           {"f", "Zg"},          {"fo", "Zm8"},          {"foo", "Zm9v"},
        {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"},
    };
    for (const auto& [bytes, text] : vectors) {
        EXPECT_EQ(base64urlEncode(bytes), text) << bytes;
        const Base64urlDecoded decoded = base64urlDecode(text);
        EXPECT_EQ(decoded.fault, Base64urlDecoded::Fault::None) << text;
        EXPECT_EQ(decoded.bytes, bytes) << text;
    }
}

TEST(Base64url, TheUrlAlphabetReplacesPlusAndSlashAndEveryByteComesBack)
{
    // Standard base64 writes 0xFB 0xFF 0xBF as "+/+/": base64url as "-_-_".
    EXPECT_EQ(base64urlEncode("\xfb\xff\xbf"), "-_-_");
    std::string everyByte;
    for (int b = 0; b < 256; ++b)
        everyByte += static_cast<char>(b);
    for (std::size_t length = 0; length <= everyByte.size(); ++length) {
        const std::string bytes = everyByte.substr(everyByte.size() - length);
        const std::string text = base64urlEncode(bytes);
        EXPECT_EQ(text.size(), (bytes.size() * 4 + 2) / 3);
        EXPECT_EQ(text.find_first_not_of(
                      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
                  std::string::npos);
        EXPECT_EQ(base64urlDecode(text).bytes, bytes) << length;
    }
}

TEST(Base64url, ATextTheEncoderNeverWritesIsRefusedWithItsFault)
{
    using Fault = Base64urlDecoded::Fault;
    EXPECT_EQ(base64urlDecode("Zm9vY").fault, Fault::Length) << "4k + 1 characters";
    const Base64urlDecoded plus = base64urlDecode("Zm9+");
    EXPECT_EQ(plus.fault, Fault::Character);
    EXPECT_EQ(plus.position, 3u);
    EXPECT_EQ(plus.bytes, "");
    EXPECT_EQ(base64urlDecode("Zm9v=").fault, Fault::Length);
    EXPECT_EQ(base64urlDecode("Zm8=").fault, Fault::Character) << "no padding";
    // "Zg" is "f"; "Zh" holds the same byte with a bit set that the encoder writes as zero.
    EXPECT_EQ(base64urlDecode("Zg").fault, Fault::None);
    EXPECT_EQ(base64urlDecode("Zh").fault, Fault::LeftoverBits);
    EXPECT_EQ(base64urlDecode("Zh").bytes, "");
}
