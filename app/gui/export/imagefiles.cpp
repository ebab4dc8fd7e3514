#include "export/imagefiles.h"

#include "common/plaintext.h"
#include "document/documentfiles.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QScreen>
#include <QSvgGenerator>
#include <QWidget>
#include <exception>

namespace cubelab::gui {

namespace {

// The logical dots per inch the window lays out its text by (96 where no screen says).
int screenDpi()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    return screen ? qRound(screen->logicalDotsPerInchY()) : 96;
}

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
        // Point-sized fonts at the size the screen shows them: at the generator's own 72 dpi a
        // widget's 14.4 pt label would be written 14.4 px high beside a layout made at 96.
        generator.setResolution(screenDpi());
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
