#include "exercise/exerciseprogressstore.h"

#include "document/documentfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <variant>

namespace cubelab::gui {

namespace {

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

ExerciseProgressStore::ExerciseProgressStore(const QString& path) : mPath(path) {}

QString ExerciseProgressStore::describe(const FileError& error)
{
    return error.place().empty()
               ? QStringLiteral("%1: %2").arg(fromStd(error.file()), fromStd(error.reason()))
               : QStringLiteral("%1, %2: %3")
                     .arg(fromStd(error.file()), fromStd(error.place()), fromStd(error.reason()));
}

QString ExerciseProgressStore::brokenPath() const
{
    // A free name: a copy kept from an earlier broken file is never replaced.
    QString path = mPath + QStringLiteral(".broken");
    for (int n = 2; QFileInfo::exists(path) || QFileInfo(path).isSymLink(); ++n)
        path = mPath + QStringLiteral(".broken-%1").arg(n);
    return path;
}

void ExerciseProgressStore::load()
{
    try {
        const ExerciseProgressLoad loaded =
            ExerciseProgress::load(QFile::encodeName(mPath).toStdString());
        mProgress = loaded.progress;
        mBroken = loaded.error.has_value();
        mError = mBroken ? describe(*loaded.error) : QString();
    } catch (const std::exception& e) {
        mProgress = ExerciseProgress();
        mBroken = true;
        mError = describe(FileError(QFile::encodeName(mPath).toStdString(), "",
                                    DocumentFiles::message(e).toStdString()));
    }
}

bool ExerciseProgressStore::save()
{
    try {
        QDir().mkpath(QFileInfo(mPath).absolutePath());
        if (mBroken && QFile::exists(mPath)) {
            // Keep what could not be read: the student (or a teacher) may want to look at it.
            // A copy is never deleted; a later broken file goes beside it under a new number.
            const QString aside = brokenPath();
            if (!QFile::rename(mPath, aside))
                throw FileError(QFile::encodeName(mPath).toStdString(), "",
                                "cannot be moved aside to " +
                                    QFile::encodeName(aside).toStdString() +
                                    ", so it is left as it is");
        }
        DocumentFiles::writeFile(mPath, QByteArray::fromStdString(mProgress.fileText()));
        mBroken = false;
        mError.clear();
        return true;
    } catch (const FileError& error) {
        mError = describe(error);
    } catch (const std::exception& error) {
        mError = DocumentFiles::message(error);
    }
    return false;
}

void ExerciseProgressStore::record(const std::string& exerciseId, const ExerciseAnswer& answer,
                                   const CheckResult& result)
{
    mProgress.record(exerciseId, answer, result);
}

void ExerciseProgressStore::setDraft(const std::string& exerciseId, const ExerciseAnswer& answer)
{
    mProgress.setDraft(exerciseId, answer);
}

} // namespace cubelab::gui
