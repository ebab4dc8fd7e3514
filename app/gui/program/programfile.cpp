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
    // The core's one reader of a user's file reads it (opened without waiting, checked again
    // once open); the checks above only put the common refusals in the window's language.
    std::string bytes;
    try {
        bytes = readRegularFile(QFile::encodeName(path).toStdString(),
                                static_cast<std::uint64_t>(kMaxBytes), "a Lua program");
    } catch (const FileError& e) {
        return {{}, tr("%1 was not opened: %2.").arg(name, QString::fromStdString(e.reason()))};
    }
    try {
        checkText(bytes, QFile::encodeName(path).toStdString());
    } catch (const FileError& e) {
        return {
            {},
            tr("%1 was not opened: it is not UTF-8 text (%2, %3); a program is a .lua text file.")
                .arg(name, QString::fromStdString(e.place()), QString::fromStdString(e.reason()))};
    }
    return {QString::fromStdString(bytes), {}};
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
