#pragma once
// LessonPlayer: a lesson going on in the window (docs/lessons.md). One Next goes through the
// scene's steps and then on to the next scene; Back goes back the same way. A scene with a
// question poses it when it is shown, its answering step not played yet; Next then reveals the
// answer (the step plays, or the scene's answer is shown in place of its starting point; the
// verdict says the right answer and why) unless the student answered it right first, and the next
// Next goes on: no scene waits for anything but Next. The verdict — revealed, or the student's
// check, right or wrong — stays with the scene until Next leaves it. The scenes' moments are shown
// through the shown state's one setter (the show function given). The player remembers, per lesson,
// the scene and the step reached (QSettings). "Explore from here" leaves the lesson with its state
// in the window; "Back to the lesson" shows the scene again at the step the student was at.

#include <QObject>
#include <QString>
#include <cubelab/exercise.h>
#include <cubelab/exerciseanswer.h>
#include <cubelab/lesson.h>
#include <functional>
#include <optional>
#include <vector>

namespace cubelab::gui {

class ShownState;

class LessonPlayer : public QObject
{
    Q_OBJECT

public:
    using ShowMoment = std::function<bool(const Moment&, QString* why)>;
    // Sets the scene's question up (the Exercises panel at its exercise).
    using AskQuestion = std::function<void(const LessonScene& scene)>;

    // What is said of the scene's question once it is answered or revealed.
    struct Verdict
    {
        bool revealed = false; // by Next, not answered: the feedback says the right answer
        bool correct = false;
        std::vector<FeedbackMessage> feedback; // rendered by the question's exercise
        QString problem; // why a revealed answer could not be worked out (empty: it was)
        // A revealed answer still being worked out in the session's worker (the feedback
        // follows with changed()).
        bool pending = false;
    };

    LessonPlayer(ShownState* steps, ShowMoment show, AskQuestion ask, QObject* parent);

    // Starts the lesson at scene k (0-based); nothing: the scene and step remembered for this
    // lesson. False with the reason when the scene's moment cannot be shown.
    bool start(const Lesson& lesson, std::optional<int> scene = std::nullopt,
               QString* why = nullptr);
    void stop();
    bool isActive() const { return mActive; } // a lesson is shown and the keys go to it
    bool hasLesson() const { return mLesson.has_value(); }
    const Lesson* lesson() const { return mLesson ? &*mLesson : nullptr; }
    int scene() const { return mScene; }
    const LessonScene* currentScene() const;
    // The exercise the current scene asks (nullptr when it asks none).
    const Exercise* question() const;
    // What is said of it now (nullptr before an answer or a reveal).
    const Verdict* verdict() const { return mVerdict ? &*mVerdict : nullptr; }

    // The clicker's keys while a lesson is active.
    void next();
    void back();
    // Shows scene k from its start, its question posed.
    bool goToScene(int k, QString* why = nullptr);
    // An answer to the exercise with the id was checked: the verdict of the scene's question
    // when it is that exercise; a right one settles it and plays its answering step.
    void answerChecked(const QString& id, const CheckResult& result);
    // Whether the current scene's question is posed and neither answered right nor revealed.
    bool questionWaits() const;
    bool atEnd() const;

    void explore();
    void backToLesson();

signals:
    // The scene or its state (question answered, active or exploring) changed.
    void changed();
    void refused(const QString& why);

private:
    int step() const;
    // Whether the scene shows its answer's moment (settled, and it has one).
    bool showsAnswer() const;
    // The steps the scene goes through now: its own, or its answer's one step.
    int firstStep() const;
    int lastStep() const;
    bool showScene(int k, QString* why);
    void reveal();
    // The verdict of a revealed answer: pending at once, its feedback worked out in the
    // session's worker (a best-order search can take a moment) and handed over with changed().
    void workOutAnswer();
    void playAnswer();
    void resume(int step);
    void remember() const;
    void recall();

    ShownState* mSteps;
    ShowMoment mShow;
    AskQuestion mAsk;
    std::optional<Lesson> mLesson;
    int mScene = 0;
    int mRecalledStep = 0;
    int mExploredStep = 0; // the step the student was at when exploring began
    bool mActive = false;
    bool mSettled = false; // the scene's question was answered right or revealed
    std::optional<Verdict> mVerdict;
    int mVerdictSerial = 0; // a worked-out answer for an older verdict is dropped
};

} // namespace cubelab::gui
