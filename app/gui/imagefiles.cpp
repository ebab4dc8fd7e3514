#include "imagefiles.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

namespace cubelab::gui {

namespace {

bool fail(QString* error, const QString& reason)
{
    if (error)
        *error = reason;
    return false;
}

} // namespace

bool writePngFile(const QString& path, const QImage& image, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
        return fail(error, file.errorString());
    return true;
}

bool writeSvgFile(const QString& path, const QSize& size, const QString& title,
                  const std::function<void(QPainter&)>& paint, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, file.errorString());
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
    } // the painter ends, and the generator writes the closing tags, before the commit
    if (!file.commit())
        return fail(error, file.errorString());
    return true;
}

bool writeTextFile(const QString& path, const QString& text, QString* error)
{
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(error, file.errorString());
    return true;
}

bool writeWidgetPng(const QString& path, QWidget* widget, QString* error)
{
    return writePngFile(path, widget->grab().toImage(), error);
}

bool writeWidgetSvg(const QString& path, QWidget* widget, const QString& title, QString* error)
{
    return writeSvgFile(path, widget->size(), title, [widget](QPainter& painter) { widget->render(&painter); },
                        error);
}

} // namespace cubelab::gui
