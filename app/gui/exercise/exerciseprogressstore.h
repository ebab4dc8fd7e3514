#pragma once
// ExerciseProgressStore: the student's progress file, apart from the widgets that show it. It
// reads the file (the core's ExerciseProgress::load) and writes it through DocumentFiles, so
// through the one atomic writer: a save that fails leaves the old file as it was. A file that
// cannot be read is reported and left as it is; the first save afterwards moves it aside to
// "<file>.broken" (or, when that is taken by an earlier one, "<file>.broken-2", -3, …: no
// copy is ever deleted) and starts afresh.

#include <QString>
#include <cubelab/errors.h>
#include <cubelab/exerciseanswer.h>
#include <cubelab/exerciseprogress.h>
#include <string>

namespace cubelab::gui {

class ExerciseProgressStore
{
public:
    explicit ExerciseProgressStore(const QString& path);

    const QString& path() const { return mPath; }
    const ExerciseProgress& progress() const { return mProgress; }

    // Reads the file; a missing one is a fresh start. A broken one (or one that cannot be read
    // at all) leaves the progress empty, isBroken() true and error() saying why.
    void load();
    // Writes the progress; a broken file is moved aside first. False when the file could not be
    // written: error() says why and the old file is unchanged.
    bool save();

    // A checked answer, or an answer being typed (not counted). Neither is written yet.
    void record(const std::string& exerciseId, const ExerciseAnswer& answer,
                const CheckResult& result);
    void setDraft(const std::string& exerciseId, const ExerciseAnswer& answer);

    // The file could not be read and has not been replaced yet.
    bool isBroken() const { return mBroken; }
    // Why the file could not be read or written (empty when all is well).
    const QString& error() const { return mError; }
    // Where a broken file goes on the next save: the first free of "<file>.broken",
    // "<file>.broken-2", ….
    QString brokenPath() const;
    // A file error as the panel lists it: the file, the place (when there is one) and the reason.
    static QString describe(const FileError& error);

private:
    QString mPath;
    ExerciseProgress mProgress;
    QString mError;
    bool mBroken = false;
};

} // namespace cubelab::gui
