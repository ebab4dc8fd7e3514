#pragma once
// Scenario and trace files as the window reads and writes them: the core's JSON readers and
// writers, with Qt's file names and messages. Writing goes through QSaveFile, so a file is
// replaced whole or not at all.

#include <cubelab/scenario.h>
#include <cubelab/trace.h>

#include <QCoreApplication>
#include <QString>

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
    // Atomically replaces path with content.
    static void writeText(const QString& path, const QByteArray& content);

    // The scenario as the JSON text of a scenario file, and back (for the settings).
    static QString scenarioText(const Scenario& scenario);
    static Scenario scenarioFromText(const QString& text);

    // A message for any error these functions throw.
    static QString message(const std::exception& error);
};

} // namespace cubelab::gui
