#include "export/imagefiles.h"

#include "common/plaintext.h"
#include "document/documentfiles.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QWidget>
#include <exception>

namespace cubelab::gui {

namespace {

bool fail(QString* error, const QString& reason)
{
    if (error)
        *error = reason;
    return false;
}

} // namespace

bool writeBytes(const QString& path, const QByteArray& bytes, QString* error)
{
    try {
        DocumentFiles::writeFile(path, bytes);
    } catch (const std::exception& e) {
        return fail(error, DocumentFiles::notWritten(path, e));
    }
    return true;
}

bool writePngFile(const QString& path, const QImage& image, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return fail(error, DocumentFiles::notWritten(
                               path, QCoreApplication::translate(
                                         "ImageFiles", "the picture could not be encoded as PNG")));
    buffer.close();
    return writeBytes(path, bytes, error);
}

bool writeSvgFile(const QString& path, const QSize& size, const QString& title,
                  const std::function<void(QPainter&)>& paint, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(escaped(title)); // Qt writes it into the SVG as it is, markup and all
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
    } // the painter ends, and the generator writes the closing tags, before the bytes are written
    buffer.close();
    return writeBytes(path, bytes, error);
}

bool writeTextFile(const QString& path, const QString& text, QString* error)
{
    return writeBytes(path, text.toUtf8(), error);
}

bool writeWidgetPng(const QString& path, QWidget* widget, QString* error)
{
    return writePngFile(path, widget->grab().toImage(), error);
}

bool writeWidgetSvg(const QString& path, QWidget* widget, const QString& title, QString* error)
{
    return writeSvgFile(
        path, widget->size(), title, [widget](QPainter& painter) { widget->render(&painter); },
        error);
}

} // namespace cubelab::gui
