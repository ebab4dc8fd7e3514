#pragma once
// Reading and writing the .lua files of the program editor. A file is read only when it is a
// regular file (a FIFO or a device is refused before it is opened, so nothing waits), at most
// kMaxBytes long and UTF-8 text without NUL bytes; anything else is refused with a message
// and nothing is loaded. Saving goes through the window's one atomic writer
// (DocumentFiles::writeFile): a failed save leaves the old file as it was.

#include <QCoreApplication>
#include <QString>
#include <cubelab/luaprogram.h>

namespace cubelab::gui {

class ProgramFile
{
    Q_DECLARE_TR_FUNCTIONS(ProgramFile)

public:
    // The largest program file, as for the command line.
    static constexpr qint64 kMaxBytes = static_cast<qint64>(LuaProgram::kMaxSourceBytes);

    struct Read
    {
        QString text;
        QString error; // empty when the file was read
    };
    static Read read(const QString& path);
    // An empty string, or why the file was not written (and that the old one is unchanged).
    static QString write(const QString& path, const QString& text);
};

} // namespace cubelab::gui
