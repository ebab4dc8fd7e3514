#pragma once
// Reads a screen in the X Window Dump format (Xvfb -fbdir keeps its frame buffer so): a header of
// 32-bit fields in network order, the window's name, the colour map, then the pixels in the X
// server's byte order. Only what an X server with 24-bit true colour gives (Xvfb -screen
// WxHx24): 24 or 32 bits a pixel, with red, green and blue masks.

#include <QByteArray>
#include <QImage>
#include <QString>

namespace cubelab::x11test {

// The picture, or a null image with *error set to why it could not be read.
QImage readXwd(const QByteArray& bytes, QString* error);

} // namespace cubelab::x11test
