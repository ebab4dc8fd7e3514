#include "document/documentfiles.h"

#include "document/shippedfiles.h"

#include <QFile>
#include <QFileInfo>
#include <cubelab/errors.h>
#include <cubelab/jsonio.h>
#include <new>
#include <string_view>

namespace cubelab::gui {

Scenario DocumentFiles::readScenario(const QString& path)
{
    return readScenarioFile(QFile::encodeName(path).toStdString());
}

std::shared_ptr<const Trace> DocumentFiles::readTrace(const QString& path)
{
    return std::make_shared<const Trace>(readTraceFile(QFile::encodeName(path).toStdString()));
}

void DocumentFiles::writeScenario(const QString& path, const Scenario& scenario)
{
    writeFile(path, QByteArray::fromStdString(scenarioFileText(scenario)));
}

void DocumentFiles::writeTrace(const QString& path, const Trace& trace)
{
    writeFile(path, QByteArray::fromStdString(traceFileText(trace)));
}

void DocumentFiles::writeFile(const QString& path, const QByteArray& content)
{
    checkOutput(path);
    writeFileAtomically(
        QFile::encodeName(path).toStdString(),
        std::string_view(content.constData(), static_cast<std::size_t>(content.size())));
}

void DocumentFiles::checkOutput(const QString& path)
{
    refuseShipped(path);
    checkOutputFile(QFile::encodeName(path).toStdString());
}

void DocumentFiles::refuseShipped(const QString& path)
{
    if (isShippedFile(path))
        throw FileError(
            QFile::encodeName(path).toStdString(), "",
            tr("this folder holds the files that came with CubeLab, which are kept as they "
               "are; choose a folder of your own")
                .toStdString());
}

bool DocumentFiles::isTraceFile(const QString& path)
{
    // Regular files only: reading a FIFO would wait for a writer.
    if (!QFileInfo(path).isFile())
        return false;
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(4096).contains("\"cubelab-trace\"");
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
            .arg(name, QString::fromStdString(file->place()),
                 QString::fromStdString(file->reason()));
    }
    if (dynamic_cast<const std::bad_alloc*>(&error))
        return tr("there is not enough memory for it");
    return QString::fromStdString(error.what());
}

QString DocumentFiles::notWritten(const QString& path, const std::exception& error)
{
    if (const auto* file = dynamic_cast<const FileError*>(&error))
        return notWritten(path, QString::fromStdString(file->reason()));
    return notWritten(path, message(error));
}

QString DocumentFiles::notWritten(const QString& path, const QString& reason)
{
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return tr("%1 was not written: %2. What was there before is unchanged.")
            .arg(info.fileName(), reason);
    return tr("%1 was not written: %2.").arg(info.fileName(), reason);
}

} // namespace cubelab::gui
