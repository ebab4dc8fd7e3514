#include "window/windowfiles.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "common/shownlanguage.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shippedfiles.h"
#include "document/unsavedchanges.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QWidget>
#include <cubelab/lesson.h>

namespace cubelab::gui {

namespace {
constexpr int kMaxRecentFiles = 8;
const QString kRecentKey = QStringLiteral("files/recent");
} // namespace

WindowFiles::WindowFiles(Parts parts, QObject* parent) : QObject(parent), mParts(std::move(parts))
{
}

void WindowFiles::forgetFile()
{
    mCurrentFile.clear();
    updateTitle();
}

bool WindowFiles::openScenario(const QString& path)
{
    Scenario scenario;
    try {
        scenario = DocumentFiles::readScenario(path);
    } catch (const std::exception& e) {
        emit errorOccurred(tr("The scenario was not opened; the current one stays. %1")
                               .arg(DocumentFiles::message(e)));
        return false;
    }
    // A long run goes to the worker: the file is the current one once its scenario is shown.
    return mParts.session->resetScenario(scenario, [this, path] { becomeCurrent(path); });
}

bool WindowFiles::openTrace(const QString& path)
{
    try {
        mParts.session->resetToTrace(DocumentFiles::readTrace(path));
    } catch (const std::exception& e) {
        emit errorOccurred(tr("The trace was not opened; the current scenario stays. %1")
                               .arg(DocumentFiles::message(e)));
        return false;
    }
    becomeCurrent(path);
    emit statusMessage(
        tr("Showing the recorded trace %1 as it was recorded.").arg(QFileInfo(path).fileName()),
        8000);
    return true;
}

void WindowFiles::openLectureExample()
{
    if (mParts.session->resetScenario(Scenario{}))
        forgetFile();
}

bool WindowFiles::saveScenario(const QString& path)
{
    try {
        DocumentFiles::writeScenario(path, mParts.session->scenario());
    } catch (const std::exception& e) {
        emit errorOccurred(
            tr("The scenario was not saved. %1").arg(DocumentFiles::notWritten(path, e)));
        return false;
    }
    mParts.session->markSaved();
    becomeCurrent(path);
    emit statusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void WindowFiles::becomeCurrent(const QString& path)
{
    mCurrentFile = path;
    addRecentFile(path);
    updateTitle();
}

bool WindowFiles::hasUnsavedWork() const
{
    // In a lesson the window shows its scene, no document: what answering changed there (a link
    // order that follows the answer's) is the exercise's, kept with its progress.
    const bool lesson = mParts.shownLesson && mParts.shownLesson();
    return mParts.session->isModified() && !lesson;
}

bool WindowFiles::mayDropChanges()
{
    if (!hasUnsavedWork())
        return true;
    switch (UnsavedChanges::ask(mParts.window, documentName())) {
    case UnsavedChanges::Answer::Save:
        return save();
    case UnsavedChanges::Answer::Discard:
        return true;
    case UnsavedChanges::Answer::Cancel:
        break;
    }
    return false;
}

void WindowFiles::askLectureExample()
{
    if (mayDropChanges())
        openLectureExample();
}

void WindowFiles::askOpenScenario()
{
    if (!mayDropChanges())
        return;
    const QString path =
        FileDialogs::openFileName(mParts.window, tr("Open scenario"), startDirectory(),
                                  tr("Scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenario(path);
}

void WindowFiles::askOpenTrace()
{
    if (!mayDropChanges())
        return;
    const QString path = FileDialogs::openFileName(
        mParts.window, tr("Open trace"), startDirectory(), tr("Traces (*.json);;All files (*)"));
    if (!path.isEmpty())
        openTrace(path);
}

bool WindowFiles::save()
{
    // A new name for what must not be written over: a recorded trace (the file is not a
    // scenario) and the files that came with CubeLab (the lecture's examples).
    const bool ownScenarioFile = !mCurrentFile.isEmpty() && !mParts.session->isRecordedTrace() &&
                                 !isShippedFile(mCurrentFile) &&
                                 !DocumentFiles::isTraceFile(mCurrentFile);
    if (ownScenarioFile)
        return saveScenario(mCurrentFile);
    const QString path =
        askSavePath(tr("Save scenario"), tr("Scenarios (*.json)"), QStringLiteral("json"));
    return !path.isEmpty() && saveScenario(path);
}

void WindowFiles::askSaveAs()
{
    const QString path =
        askSavePath(tr("Save scenario"), tr("Scenarios (*.json)"), QStringLiteral("json"));
    if (!path.isEmpty())
        saveScenario(path);
}

void WindowFiles::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
}

void WindowFiles::keepRecentMenu(QMenu* menu)
{
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fillRecentMenu(menu); });
}

void WindowFiles::fillRecentMenu(QMenu* menu)
{
    menu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (const QString& file : files) {
        QAction* a = menu->addAction(QFileInfo(file).fileName());
        a->setToolTip(plainTip(file));
        connect(a, &QAction::triggered, this, [this, file] {
            if (!mayDropChanges())
                return;
            // A recent file may be a scenario or a trace: the file says which.
            if (DocumentFiles::isTraceFile(file))
                openTrace(file);
            else
                openScenario(file);
        });
    }
    if (files.isEmpty())
        menu->addAction(tr("(none)"))->setEnabled(false);
}

void WindowFiles::updateTitle()
{
    // [*]: where Qt shows the modified mark (Session::isModified). In a lesson the lesson names
    // what is shown.
    const Lesson* lesson = mParts.shownLesson ? mParts.shownLesson() : nullptr;
    mParts.window->setWindowTitle(
        tr("%1[*] – CubeLab").arg(lesson ? shownText(lesson->title) : documentName()));
    mParts.window->setWindowModified(hasUnsavedWork());
}

QString WindowFiles::documentName() const
{
    if (!mCurrentFile.isEmpty())
        return QFileInfo(mCurrentFile).fileName();
    if (mParts.session->scenario() == normalized(Scenario{}))
        return tr("lecture example");
    return tr("unsaved scenario");
}

QString WindowFiles::startDirectory() const
{
    if (!mCurrentFile.isEmpty())
        return QFileInfo(mCurrentFile).path();
    return shippedDirectory(ShippedKind::Scenarios);
}

QString WindowFiles::proposedSavePath(const QString& suffix, const QString& given) const
{
    // The folder of the user's own file; else the documents folder, where there is one (a
    // fresh account may have none: the dialog would take "Documents" for the file's name and
    // open wherever it was last); else home. Never the folder of the files that came with
    // CubeLab, where nothing may be written.
    const QFileInfo current(mCurrentFile);
    QString folder;
    if (!mCurrentFile.isEmpty() && !isShippedFile(mCurrentFile) &&
        QFileInfo(current.absolutePath()).isDir()) {
        folder = current.absolutePath();
    } else {
        const QString documents =
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        folder =
            !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
    }
    // The document's own name: "lecture-reduce.pdf" for the handout of lecture-reduce.json.
    QString name = current.completeBaseName();
    if (!given.isEmpty())
        name = given;
    else if (mCurrentFile.isEmpty())
        name = mParts.session->scenario() == normalized(Scenario{})
                   ? tr("lecture-example", "a file name")
                   : tr("scenario", "a file name");
    QString path = QDir(folder).filePath(name + QLatin1Char('.') + suffix);
    // A recorded trace is not written over by its scenario.
    if (QFileInfo(path).absoluteFilePath() == current.absoluteFilePath() &&
        (mParts.session->isRecordedTrace() || DocumentFiles::isTraceFile(mCurrentFile)))
        path = QDir(folder).filePath(name + tr("-scenario", "added to a file name") +
                                     QLatin1Char('.') + suffix);
    return path;
}

QString WindowFiles::askSavePath(const QString& title, const QString& filter, const QString& suffix,
                                 const QString& name)
{
    QFileDialog dialog(mParts.window, title, proposedSavePath(suffix, name), filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    FileDialogs::nameFields(dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

} // namespace cubelab::gui
