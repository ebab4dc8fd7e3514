#include "lesson/lessonplayer.h"

#include "document/session.h"
#include "document/shownstate.h"

#include <QSettings>
#include <algorithm>
#include <cubelab/exerciseio.h>
#include <cubelab/revealedanswer.h>
#include <exception>

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
    // The step reached is remembered with the scene, so that a start resumes at both.
    connect(mSteps, &ShownState::stepChanged, this, [this] {
        if (mActive)
            remember();
    });
}

const LessonScene* LessonPlayer::currentScene() const
{
    return mLesson ? &mLesson->scenes[static_cast<std::size_t>(mScene)] : nullptr;
}

const Exercise* LessonPlayer::question() const
{
    const LessonScene* scene = currentScene();
    if (!scene || !scene->asks())
        return nullptr;
    if (scene->question)
        return &*scene->question;
    static const ExerciseSet shipped = builtinExercises(); // loaded once, kept
    return shipped.find(scene->questionId);
}

int LessonPlayer::step() const
{
    return mSteps->step();
}

bool LessonPlayer::showsAnswer() const
{
    const LessonScene* scene = currentScene();
    return scene && mSettled && scene->answer.has_value();
}

int LessonPlayer::firstStep() const
{
    return showsAnswer() ? currentScene()->answer->step : currentScene()->moment.step;
}

int LessonPlayer::lastStep() const
{
    // A scene's answer is one picture, at its step: the scene ends there.
    return showsAnswer() ? currentScene()->answer->step : currentScene()->lastStep;
}

bool LessonPlayer::start(const Lesson& lesson, std::optional<int> scene, QString* why)
{
    const std::optional<Lesson> previous = mLesson;
    mLesson = lesson;
    recall();
    const int last = static_cast<int>(lesson.scenes.size()) - 1;
    const int k = std::clamp(scene.value_or(mScene), 0, last);
    const int recalledStep = mRecalledStep;
    mActive = true;
    if (!goToScene(k, why)) {
        mLesson = previous;
        mActive = previous.has_value();
        return false;
    }
    if (!scene)
        resume(recalledStep);
    return true;
}

void LessonPlayer::stop()
{
    mActive = false;
    mLesson.reset();
    emit changed();
}

bool LessonPlayer::showScene(int k, QString* why)
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
    if (scene.asks())
        mAsk(scene);
    return true;
}

bool LessonPlayer::goToScene(int k, QString* why)
{
    if (!showScene(k, why))
        return false;
    // Its question posed afresh: nothing said of it yet, its answering step not played.
    mSettled = false;
    ++mVerdictSerial;
    mVerdict.reset();
    remember();
    emit changed();
    return true;
}

void LessonPlayer::resume(int at)
{
    // The step remembered, within the scene; its question is behind it once a step is played.
    const LessonScene* scene = currentScene();
    const int k = std::clamp(at, scene->moment.step, scene->lastStep);
    if (k == step())
        return;
    if (scene->asks() && k > scene->moment.step) {
        mSettled = true;
        workOutAnswer();
        if (scene->answer) {
            playAnswer();
            emit changed();
            return;
        }
    }
    mSteps->setStep(k);
    emit changed();
}

bool LessonPlayer::questionWaits() const
{
    const LessonScene* scene = currentScene();
    return scene && scene->asks() && !mSettled;
}

bool LessonPlayer::atEnd() const
{
    const LessonScene* scene = currentScene();
    return scene && mScene + 1 == static_cast<int>(mLesson->scenes.size()) && !questionWaits() &&
           step() >= lastStep();
}

void LessonPlayer::next()
{
    const LessonScene* scene = currentScene();
    if (!scene || !mActive)
        return;
    if (questionWaits()) {
        reveal();
        return;
    }
    if (step() < lastStep()) {
        mSteps->setStep(step() + 1);
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
    if (step() > firstStep()) {
        mSteps->setStep(step() - 1);
        emit changed();
        return;
    }
    if (mScene > 0 && goToScene(mScene - 1)) {
        // Back into a scene: at its end, its question behind it, answered.
        const LessonScene* before = currentScene();
        if (before->asks()) {
            mSettled = true;
            workOutAnswer();
        }
        if (showsAnswer())
            playAnswer();
        else
            mSteps->setStep(before->lastStep);
        emit changed();
    }
}

void LessonPlayer::workOutAnswer()
{
    const int serial = ++mVerdictSerial;
    mVerdict = Verdict{};
    mVerdict->revealed = true;
    mVerdict->correct = true;
    const Exercise* exercise = question();
    if (!exercise)
        return;
    mVerdict->pending = true;
    // What the exercise leaves open, from the scene: its root and its last step.
    const LessonScene& scene = *currentScene();
    AnswerChoice choice;
    choice.root =
        static_cast<NodeId>(std::max<std::int64_t>(0, scene.moment.scenario.root.value_or(0)));
    choice.step = static_cast<std::size_t>(std::max(1, scene.lastStep));
    using Answer = std::optional<RevealedAnswer>;
    mSteps->session()->derive<Answer>(
        this, true, [exercise = *exercise, choice] { return revealAnswer(exercise, choice); },
        [this, serial](Session::Derived<Answer> result) {
            if (serial != mVerdictSerial || !mVerdict)
                return; // the scene or its verdict has moved on
            mVerdict->pending = false;
            if (result.value && *result.value)
                mVerdict->feedback = (*result.value)->feedback;
            mVerdict->problem = result.error;
            emit changed();
        });
}

void LessonPlayer::reveal()
{
    mSettled = true;
    workOutAnswer();
    playAnswer();
    emit changed();
}

void LessonPlayer::playAnswer()
{
    const LessonScene* scene = currentScene();
    // A scene with an answer of its own shows it in place of the question's starting point.
    if (scene->answer) {
        QString why;
        if (!mShow(*scene->answer, &why))
            emit refused(why);
        return;
    }
    // The question was posed before the scene's steps: its first step answers it.
    if (step() == scene->moment.step && step() < scene->lastStep)
        mSteps->setStep(step() + 1);
}

void LessonPlayer::answerChecked(const QString& id, const CheckResult& result)
{
    const LessonScene* scene = currentScene();
    if (!scene || !mActive || QString::fromStdString(scene->questionExercise()) != id)
        return;
    ++mVerdictSerial;
    mVerdict = Verdict{false, result.correct, result.feedback, {}, false};
    if (result.correct && !mSettled) {
        mSettled = true;
        playAnswer();
    }
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
    // The scene as it was left: its question and verdict as they were (its answer shown).
    if (showScene(mScene, nullptr)) {
        if (showsAnswer())
            playAnswer();
        mSteps->setStep(std::clamp(at, firstStep(), lastStep()));
    }
    remember();
    emit changed();
}

void LessonPlayer::remember() const
{
    if (!mLesson)
        return;
    QSettings settings;
    settings.setValue(key(*mLesson, "scene"), mScene);
    settings.setValue(key(*mLesson, "step"), step());
}

void LessonPlayer::recall()
{
    QSettings settings;
    const int count = static_cast<int>(mLesson->scenes.size());
    mScene = std::clamp(settings.value(key(*mLesson, "scene"), 0).toInt(), 0, count - 1);
    mRecalledStep = settings.value(key(*mLesson, "step"), 0).toInt();
}

} // namespace cubelab::gui
