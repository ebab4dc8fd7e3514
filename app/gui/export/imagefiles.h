#pragma once
// Writing what the window exports: PNG and SVG pictures and text (CSV). A picture is rendered
// into memory first and then written, like every file the window writes, by
// DocumentFiles::writeFile (the core's atomic writer): a file is replaced whole or not at all.
// On failure the functions return false and set *error to a sentence that names the file, says
// why and that a file that was there is unchanged (DocumentFiles::notWritten).

#include <QSize>
#include <QString>
#include <functional>

class QImage;
class QPainter;
class QWidget;

namespace cubelab::gui {

// A slide's 16:9 at full HD: the size of an exported figure of the window or the view
// (--export-png, --export-svg, File ▸ Export view) unless --size chooses another.
inline constexpr QSize kSlideSize{1920, 1080};

bool writePngFile(const QString& path, const QImage& image, QString* error);
// paint draws into a painter on a size.width() × size.height() canvas.
bool writeSvgFile(const QString& path, const QSize& size, const QString& title,
                  const std::function<void(QPainter&)>& paint, QString* error);
// Any bytes (a PDF, a GIF), through the same atomic writer.
bool writeBytes(const QString& path, const QByteArray& bytes, QString* error);
// UTF-8, as it is.
bool writeTextFile(const QString& path, const QString& text, QString* error);

// A widget as it is on screen (QWidget::grab, at the screen's pixel ratio) and through
// QWidget::render as vectors (charts stay sharp in SVG).
bool writeWidgetPng(const QString& path, QWidget* widget, QString* error);
bool writeWidgetSvg(const QString& path, QWidget* widget, const QString& title, QString* error);

} // namespace cubelab::gui
