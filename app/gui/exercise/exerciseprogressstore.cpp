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

bool ExerciseProgressStore::canKeep(const ExerciseAnswer& answer)
{
    // The answer field's limit counts characters, which take up to three bytes each.
    const auto* value = std::get_if<ValueAnswer>(&answer);
    return !value || value->text.size() <= ValueAnswer::kMaxTextLength;
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
            QFile::remove(brokenPath());
            QFile::rename(mPath, brokenPath());
        }
        DocumentFiles::writeFile(mPath,
                                 QByteArray::fromStdString(mProgress.toJson().dump(2) + "\n"));
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
