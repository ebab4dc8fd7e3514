#pragma once
// GifEncoder: frames in, an animated GIF out (giflib), looping forever (the NETSCAPE2.0
// extension), every frame mapped to one 256-colour palette. After the first frame only the
// rectangle that changed is stored, so an animation of a few dozen frames stays small enough
// to mail.

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QSize>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace cubelab::gui {

class GifEncoder
{
public:
    // The palette: the colours given first (exactly, up to 256), then the most frequent
    // colours of the sample frames that are not close to one already taken.
    static std::vector<QRgb> palette(const std::vector<QColor>& exact,
                                     const std::vector<QImage>& samples);

    // Throws std::runtime_error with giflib's reason when the file cannot be begun.
    GifEncoder(QSize size, std::vector<QRgb> palette);
    ~GifEncoder();
    GifEncoder(const GifEncoder&) = delete;
    GifEncoder& operator=(const GifEncoder&) = delete;

    // frame has the encoder's size; it is shown for delay hundredths of a second.
    void addFrame(const QImage& frame, int delayCentiseconds);
    int frameCount() const { return mFrames; }
    // Ends the file and hands its bytes over; throws std::runtime_error on giflib's failure.
    QByteArray finish();

private:
    std::uint8_t indexOf(QRgb colour);
    void check(int result, const char* what) const;

    struct File;
    std::unique_ptr<File> mFile;
    QSize mSize;
    std::vector<QRgb> mPalette;
    std::unordered_map<QRgb, std::uint8_t> mNearest; // colours seen so far and their index
    std::vector<std::uint8_t> mPrevious;             // the last frame's indices
    int mFrames = 0;
};

} // namespace cubelab::gui
