#pragma once
// The files the window reads and writes: the core's JSON readers and writers, with Qt's file
// names and messages. Every file the window writes (scenario, trace, PNG, SVG, CSV, machine)
// goes through writeFile, so through the core's one atomic writer: the target holds the old
// content or the new, never a part, and a failed write leaves the old file as it was.

#include <QCoreApplication>
#include <QString>
#include <cubelab/scenario.h>
#include <cubelab/trace.h>
#include <exception>
#include <memory>

namespace cubelab::gui {

class DocumentFiles
{
    Q_DECLARE_TR_FUNCTIONS(DocumentFiles)

public:
    // Each throws FileError (from the core) or std::runtime_error with a message for the user.
    static Scenario readScenario(const QString& path);
    static std::shared_ptr<const Trace> readTrace(const QString& path);
    static void writeScenario(const QString& path, const Scenario& scenario);
    static void writeTrace(const QString& path, const Trace& trace);
    // Replaces path with content through cubelab::writeFileAtomically. A file in the folders
    // CubeLab ships its own files in (isShippedFile) is refused before anything is written.
    // Throws FileError.
    static void writeFile(const QString& path, const QByteArray& content);
    // Throws FileError when path lies in a folder of the files that came with CubeLab.
    static void refuseShipped(const QString& path);
    // Throws FileError, before any work, when path may not be written: refuseShipped, or
    // something there that is not a regular file (cubelab::checkOutputFile: a FIFO, a device,
    // a directory, a dangling link), which is left as it is.
    static void checkOutput(const QString& path);

    // Whether the file at path is a trace (its format says so); false for anything else,
    // a file that cannot be read included. For choosing how to open a recent file.
    static bool isTraceFile(const QString& path);

    // The scenario as the JSON text of a scenario file, and back (for the settings).
    static QString scenarioText(const Scenario& scenario);
    static Scenario scenarioFromText(const QString& text);

    // A message for any error these functions throw.
    static QString message(const std::exception& error);
    // A sentence for a write that failed: the file's name, the reason and, when a file is
    // there, that it is unchanged.
    static QString notWritten(const QString& path, const std::exception& error);
    static QString notWritten(const QString& path, const QString& reason);
};

} // namespace cubelab::gui
