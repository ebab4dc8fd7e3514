#include "export/gifencoder.h"

#include <algorithm>
#include <array>
#include <gif_lib.h>
#include <limits>
#include <stdexcept>
#include <string>

namespace cubelab::gui {

namespace {
constexpr std::size_t kColours = 256;
// Two colours closer than this (squared RGB distance) take one palette entry.
constexpr int kCloseColours = 3 * 10 * 10;

int distance(QRgb a, QRgb b)
{
    const int dr = qRed(a) - qRed(b);
    const int dg = qGreen(a) - qGreen(b);
    const int db = qBlue(a) - qBlue(b);
    return dr * dr + dg * dg + db * db;
}

int appendBytes(GifFileType* gif, const GifByteType* data, int length)
{
    static_cast<QByteArray*>(gif->UserData)->append(reinterpret_cast<const char*>(data), length);
    return length;
}
} // namespace

struct GifEncoder::File
{
    QByteArray bytes;
    GifFileType* gif = nullptr;
};

std::vector<QRgb> GifEncoder::palette(const std::vector<QColor>& exact,
                                      const std::vector<QImage>& samples)
{
    std::vector<QRgb> chosen;
    auto take = [&chosen](QRgb colour, int apart) {
        colour |= 0xff000000u;
        if (chosen.size() >= kColours)
            return;
        for (QRgb c : chosen)
            if (distance(c, colour) < apart)
                return;
        chosen.push_back(colour);
    };
    for (const QColor& c : exact)
        if (c.isValid())
            take(c.rgb(), 1);
    std::unordered_map<QRgb, int> counts;
    for (const QImage& sample : samples) {
        const QImage image = sample.convertToFormat(QImage::Format_RGB32);
        for (int y = 0; y < image.height(); y += 2) {
            const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < image.width(); x += 2)
                ++counts[line[x] | 0xff000000u];
        }
    }
    std::vector<std::pair<int, QRgb>> byCount;
    byCount.reserve(counts.size());
    for (const auto& [colour, count] : counts)
        byCount.emplace_back(count, colour);
    std::sort(byCount.begin(), byCount.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (const auto& entry : byCount)
        take(entry.second, kCloseColours);
    if (chosen.empty())
        chosen.push_back(0xff000000u);
    return chosen;
}

GifEncoder::GifEncoder(QSize size, std::vector<QRgb> palette)
    : mFile(std::make_unique<File>()), mSize(size), mPalette(std::move(palette))
{
    mPalette.resize(kColours, mPalette.empty() ? 0xff000000u : mPalette.front());
    int error = 0;
    mFile->gif = EGifOpen(&mFile->bytes, appendBytes, &error);
    if (mFile->gif == nullptr)
        throw std::runtime_error(GifErrorString(error));
    EGifSetGifVersion(mFile->gif, true);
    std::array<GifColorType, kColours> colours{};
    for (std::size_t i = 0; i < kColours; ++i)
        colours[i] = {static_cast<GifByteType>(qRed(mPalette[i])),
                      static_cast<GifByteType>(qGreen(mPalette[i])),
                      static_cast<GifByteType>(qBlue(mPalette[i]))};
    ColorMapObject* map = GifMakeMapObject(static_cast<int>(kColours), colours.data());
    if (map == nullptr)
        throw std::runtime_error("out of memory");
    const int put = EGifPutScreenDesc(mFile->gif, size.width(), size.height(), 8, 0, map);
    GifFreeMapObject(map);
    check(put, "screen");
    // Loop for ever: NETSCAPE2.0, sub-block 1, a loop count of 0.
    check(EGifPutExtensionLeader(mFile->gif, APPLICATION_EXT_FUNC_CODE), "loop");
    check(EGifPutExtensionBlock(mFile->gif, 11, "NETSCAPE2.0"), "loop");
    const GifByteType loop[3] = {1, 0, 0};
    check(EGifPutExtensionBlock(mFile->gif, 3, loop), "loop");
    check(EGifPutExtensionTrailer(mFile->gif), "loop");
}

GifEncoder::~GifEncoder()
{
    if (mFile->gif != nullptr) {
        int error = 0;
        EGifCloseFile(mFile->gif, &error);
    }
}

void GifEncoder::check(int result, const char* what) const
{
    if (result != GIF_OK)
        throw std::runtime_error(
            std::string("GIF ") + what + ": " +
            (GifErrorString(mFile->gif->Error) ? GifErrorString(mFile->gif->Error) : "error"));
}

std::uint8_t GifEncoder::indexOf(QRgb colour)
{
    const auto found = mNearest.find(colour);
    if (found != mNearest.end())
        return found->second;
    std::size_t best = 0;
    int bestDistance = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < mPalette.size() && bestDistance > 0; ++i) {
        const int d = distance(mPalette[i], colour);
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    const auto index = static_cast<std::uint8_t>(best);
    mNearest.emplace(colour, index);
    return index;
}

void GifEncoder::addFrame(const QImage& frame, int delayCentiseconds)
{
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    const int w = mSize.width();
    const int h = mSize.height();
    std::vector<std::uint8_t> indices(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < w; ++x)
            indices[static_cast<std::size_t>(y) * w + x] = indexOf(line[x] | 0xff000000u);
    }
    // Only the rectangle that differs from the frame before (the whole first frame); a frame
    // like the one before keeps one pixel, as a GIF frame cannot be empty.
    int left = 0, top = 0, right = w - 1, bottom = h - 1;
    if (!mPrevious.empty()) {
        left = w;
        top = h;
        right = -1;
        bottom = -1;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x)
                if (indices[static_cast<std::size_t>(y) * w + x] !=
                    mPrevious[static_cast<std::size_t>(y) * w + x]) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                    bottom = std::max(bottom, y);
                }
        if (right < 0)
            left = top = right = bottom = 0;
    }
    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::max(2, delayCentiseconds);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    EGifGCBToExtension(&control, extension);
    check(EGifPutExtension(mFile->gif, GRAPHICS_EXT_FUNC_CODE, 4, extension), "frame");
    const int width = right - left + 1;
    check(EGifPutImageDesc(mFile->gif, left, top, width, bottom - top + 1, false, nullptr),
          "frame");
    for (int y = top; y <= bottom; ++y)
        check(
            EGifPutLine(mFile->gif, indices.data() + static_cast<std::size_t>(y) * w + left, width),
            "frame");
    mPrevious = std::move(indices);
    ++mFrames;
}

QByteArray GifEncoder::finish()
{
    int error = 0;
    const int closed = EGifCloseFile(mFile->gif, &error);
    mFile->gif = nullptr;
    if (closed != GIF_OK)
        throw std::runtime_error(std::string("GIF: ") +
                                 (GifErrorString(error) ? GifErrorString(error) : "error"));
    return std::move(mFile->bytes);
}

} // namespace cubelab::gui
