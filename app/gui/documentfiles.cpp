#include "documentfiles.h"

#include <cubelab/errors.h>
#include <cubelab/jsonio.h>

#include <QFileInfo>
#include <QSaveFile>

#include <stdexcept>

namespace cubelab::gui {

Scenario DocumentFiles::readScenario(const QString& path)
{
    return readScenarioFile(path.toStdString());
}

std::shared_ptr<const Trace> DocumentFiles::readTrace(const QString& path)
{
    return std::make_shared<const Trace>(readTraceFile(path.toStdString()));
}

void DocumentFiles::writeScenario(const QString& path, const Scenario& scenario)
{
    writeText(path, QByteArray::fromStdString(scenarioFileText(scenario)));
}

void DocumentFiles::writeTrace(const QString& path, const Trace& trace)
{
    writeText(path, QByteArray::fromStdString(traceFileText(trace)));
}

void DocumentFiles::writeText(const QString& path, const QByteArray& content)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw std::runtime_error(tr("Cannot write %1: %2").arg(path, file.errorString()).toStdString());
    if (file.write(content) != content.size() || !file.commit())
        throw std::runtime_error(tr("Cannot write %1: %2 (the old file, if any, is unchanged)")
                                     .arg(path, file.errorString())
                                     .toStdString());
}

QString DocumentFiles::scenarioText(const Scenario& scenario)
{
    return QString::fromStdString(scenarioFileText(scenario));
}

Scenario DocumentFiles::scenarioFromText(const QString& text)
{
    return scenarioFromJson(parseJson(text.toStdString(), "settings"), "settings");
}

QString DocumentFiles::message(const std::exception& error)
{
    if (const auto* file = dynamic_cast<const FileError*>(&error)) {
        const QString name = QFileInfo(QString::fromStdString(file->file())).fileName();
        if (file->place().empty())
            return tr("%1: %2").arg(name, QString::fromStdString(file->reason()));
        return tr("%1, at %2: %3")
            .arg(name, QString::fromStdString(file->place()), QString::fromStdString(file->reason()));
    }
    return QString::fromStdString(error.what());
}

} // namespace cubelab::gui
