#include "xwdimage.h"

#include <QtEndian>
#include <array>
#include <bit>
#include <cstdint>

namespace cubelab::x11test {

namespace {

// The fields of XWDFileHeader (X11/XWDFile.h), in their order.
enum Field
{
    HeaderSize,
    FileVersion,
    PixmapFormat,
    PixmapDepth,
    PixmapWidth,
    PixmapHeight,
    XOffset,
    ByteOrder,
    BitmapUnit,
    BitmapBitOrder,
    BitmapPad,
    BitsPerPixel,
    BytesPerLine,
    VisualClass,
    RedMask,
    GreenMask,
    BlueMask,
    BitsPerRgb,
    ColormapEntries,
    ColourCount,
    FieldCount = 25
};
constexpr std::uint32_t kZPixmap = 2;
constexpr std::uint32_t kTrueColor = 4;
constexpr std::uint32_t kDirectColor = 5;
constexpr std::uint32_t kColourEntryBytes = 12;

// The mask's value scaled to 0..255.
int channel(std::uint32_t pixel, std::uint32_t mask)
{
    if (mask == 0)
        return 0;
    const int shift = std::countr_zero(mask);
    const std::uint32_t top = mask >> shift;
    return static_cast<int>(((pixel & mask) >> shift) * 255U / top);
}

} // namespace

QImage readXwd(const QByteArray& bytes, QString* error)
{
    const auto fail = [error](const QString& why) {
        *error = why;
        return QImage();
    };
    if (bytes.size() < FieldCount * 4)
        return fail(QStringLiteral("too short for an XWD header (%1 bytes)").arg(bytes.size()));
    std::array<std::uint32_t, FieldCount> h{};
    for (int i = 0; i < FieldCount; ++i)
        h[static_cast<std::size_t>(i)] = qFromBigEndian<std::uint32_t>(bytes.constData() + 4 * i);
    if (h[FileVersion] != 7)
        return fail(QStringLiteral("XWD version %1, not 7").arg(h[FileVersion]));
    if (h[PixmapFormat] != kZPixmap ||
        (h[VisualClass] != kTrueColor && h[VisualClass] != kDirectColor))
        return fail(QStringLiteral("not a true-colour ZPixmap (format %1, visual class %2)")
                        .arg(h[PixmapFormat])
                        .arg(h[VisualClass]));
    const std::uint32_t bpp = h[BitsPerPixel];
    if (bpp != 24 && bpp != 32)
        return fail(QStringLiteral("%1 bits a pixel; only 24 and 32 are read").arg(bpp));
    const std::uint64_t width = h[PixmapWidth];
    const std::uint64_t height = h[PixmapHeight];
    const std::uint64_t line = h[BytesPerLine];
    const std::uint64_t start =
        std::uint64_t{h[HeaderSize]} + std::uint64_t{h[ColourCount]} * kColourEntryBytes;
    if (width == 0 || height == 0 || width > 16384 || height > 16384 || line < width * (bpp / 8) ||
        start + line * height > static_cast<std::uint64_t>(bytes.size()))
        return fail(
            QStringLiteral(
                "the header's %1 x %2 pixels (%3 bytes a line) do not fit the file's %4 bytes")
                .arg(width)
                .arg(height)
                .arg(line)
                .arg(bytes.size()));
    const bool msbFirst = h[ByteOrder] == 1;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.constData()) + start;
    QImage image(static_cast<int>(width), static_cast<int>(height), QImage::Format_RGB32);
    const std::uint32_t bytesPerPixel = bpp / 8;
    for (std::uint64_t y = 0; y < height; ++y) {
        auto* out = reinterpret_cast<QRgb*>(image.scanLine(static_cast<int>(y)));
        const unsigned char* row = data + y * line;
        for (std::uint64_t x = 0; x < width; ++x) {
            const unsigned char* p = row + x * bytesPerPixel;
            std::uint32_t pixel = 0;
            for (std::uint32_t b = 0; b < bytesPerPixel; ++b) {
                const std::uint32_t byte = p[b];
                pixel |= msbFirst ? byte << (8 * (bytesPerPixel - 1 - b)) : byte << (8 * b);
            }
            out[x] = qRgb(channel(pixel, h[RedMask]), channel(pixel, h[GreenMask]),
                          channel(pixel, h[BlueMask]));
        }
    }
    return image;
}

} // namespace cubelab::x11test
