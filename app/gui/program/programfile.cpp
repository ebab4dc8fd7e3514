#include "program/programfile.h"

#include "document/documentfiles.h"

#include <QFile>
#include <QFileInfo>
#include <cubelab/errors.h>
#include <cubelab/jsondocument.h>

namespace cubelab::gui {

ProgramFile::Read ProgramFile::read(const QString& path)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists())
        return {{}, tr("%1 was not opened: there is no such file.").arg(name)};
    if (!info.isFile())
        return {{},
                tr("%1 was not opened: it is not a regular file (a folder, a device or a pipe); "
                   "a program is a .lua text file.")
                    .arg(name)};
    if (info.size() > kMaxBytes)
        return {
            {},
            tr("%1 was not opened: it holds %2 bytes; a program file may hold at most %3 bytes.")
                .arg(name)
                .arg(info.size())
                .arg(kMaxBytes)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, tr("%1 was not opened: %2.").arg(name, file.errorString())};
    // Read one byte past the limit: a file that grew since it was looked at is still refused.
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes)
        return {{},
                tr("%1 was not opened: a program file may hold at most %2 bytes.")
                    .arg(name)
                    .arg(kMaxBytes)};
    try {
        checkText(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                  QFile::encodeName(path).toStdString());
    } catch (const FileError& e) {
        return {
            {},
            tr("%1 was not opened: it is not UTF-8 text (%2, %3); a program is a .lua text file.")
                .arg(name, QString::fromStdString(e.place()), QString::fromStdString(e.reason()))};
    }
    return {QString::fromUtf8(bytes), {}};
}

QString ProgramFile::write(const QString& path, const QString& text)
{
    try {
        DocumentFiles::writeFile(path, text.toUtf8());
    } catch (const std::exception& e) {
        return DocumentFiles::notWritten(path, e);
    }
    return {};
}

} // namespace cubelab::gui
