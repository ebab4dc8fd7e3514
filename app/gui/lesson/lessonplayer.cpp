#include "lesson/lessonplayer.h"

#include "document/shownstate.h"

#include <QSettings>
#include <QStringList>
#include <algorithm>

namespace cubelab::gui {

namespace {

QString key(const Lesson& lesson, const char* what)
{
    return QStringLiteral("lessons/%1/%2")
        .arg(QString::fromStdString(lesson.id), QLatin1String(what));
}

} // namespace

LessonPlayer::LessonPlayer(ShownState* steps, ShowMoment show, AskQuestion ask, QObject* parent)
    : QObject(parent), mSteps(steps), mShow(std::move(show)), mAsk(std::move(ask))
{
}

const LessonScene* LessonPlayer::currentScene() const
{
    return mLesson ? &mLesson->scenes[static_cast<std::size_t>(mScene)] : nullptr;
}

int LessonPlayer::step() const
{
    return mSteps->step();
}

bool LessonPlayer::start(const Lesson& lesson, std::optional<int> scene, QString* why)
{
    const std::optional<Lesson> previous = mLesson;
    mLesson = lesson;
    mAnswered.clear();
    recall();
    const int last = static_cast<int>(lesson.scenes.size()) - 1;
    const int k = std::clamp(scene.value_or(mScene), 0, last);
    mActive = true;
    if (!goToScene(k, why)) {
        mLesson = previous;
        mActive = previous.has_value();
        return false;
    }
    return true;
}

void LessonPlayer::stop()
{
    mActive = false;
    mLesson.reset();
    emit changed();
}

bool LessonPlayer::goToScene(int k, QString* why)
{
    if (!mLesson || k < 0 || k >= static_cast<int>(mLesson->scenes.size()))
        return false;
    const LessonScene& scene = mLesson->scenes[static_cast<std::size_t>(k)];
    QString reason;
    if (!mShow(scene.moment, &reason)) {
        if (why)
            *why = reason;
        emit refused(reason);
        return false;
    }
    mScene = k;
    mActive = true;
    if (scene.asks() && !mAnswered.count(k))
        mAsk(scene);
    remember();
    emit changed();
    return true;
}

bool LessonPlayer::questionWaits() const
{
    const LessonScene* scene = currentScene();
    return scene && scene->asks() && !mAnswered.count(mScene);
}

bool LessonPlayer::atEnd() const
{
    const LessonScene* scene = currentScene();
    return scene && mScene + 1 == static_cast<int>(mLesson->scenes.size()) &&
           step() >= scene->lastStep;
}

void LessonPlayer::next()
{
    const LessonScene* scene = currentScene();
    if (!scene || !mActive)
        return;
    if (step() < scene->lastStep) {
        mSteps->setStep(step() + 1);
        emit changed();
        return;
    }
    if (questionWaits()) {
        mAsk(*scene);
        emit changed();
        return;
    }
    goToScene(mScene + 1);
}

void LessonPlayer::back()
{
    const LessonScene* scene = currentScene();
    if (!scene || !mActive)
        return;
    if (step() > scene->moment.step) {
        mSteps->setStep(step() - 1);
        emit changed();
        return;
    }
    if (mScene > 0 && goToScene(mScene - 1)) {
        mSteps->setStep(currentScene()->lastStep);
        emit changed();
    }
}

void LessonPlayer::exerciseSolved(const QString& id)
{
    const LessonScene* scene = currentScene();
    if (!scene || QString::fromStdString(scene->questionExercise()) != id)
        return;
    mAnswered.insert(mScene);
    remember();
    emit changed();
}

void LessonPlayer::skipQuestion()
{
    if (!questionWaits())
        return;
    mAnswered.insert(mScene);
    remember();
    emit changed();
}

void LessonPlayer::explore()
{
    if (!mActive)
        return;
    mExploredStep = step();
    mActive = false;
    emit changed();
}

void LessonPlayer::backToLesson()
{
    if (!mLesson || mActive)
        return;
    const int at = mExploredStep;
    if (goToScene(mScene))
        mSteps->setStep(std::clamp(at, currentScene()->moment.step, currentScene()->lastStep));
    emit changed();
}

void LessonPlayer::remember() const
{
    if (!mLesson)
        return;
    QSettings settings;
    settings.setValue(key(*mLesson, "scene"), mScene);
    QStringList answered;
    for (int k : mAnswered)
        answered << QString::number(k);
    settings.setValue(key(*mLesson, "answered"), answered);
}

void LessonPlayer::recall()
{
    QSettings settings;
    const int count = static_cast<int>(mLesson->scenes.size());
    mScene = std::clamp(settings.value(key(*mLesson, "scene"), 0).toInt(), 0, count - 1);
    for (const QString& text : settings.value(key(*mLesson, "answered")).toStringList()) {
        bool ok = false;
        const int k = text.toInt(&ok);
        if (ok && k >= 0 && k < count)
            mAnswered.insert(k);
    }
}

} // namespace cubelab::gui
