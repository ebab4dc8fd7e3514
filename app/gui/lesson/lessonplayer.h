#pragma once
// LessonPlayer: a lesson going on in the window (docs/lessons.md). One Next goes through the
// scene's steps and then on to the next scene; Back goes back the same way; a scene with a
// question waits at its last step until the question is answered right or skipped. The scenes'
// moments are shown through the shown state's one setter (the show function given). The
// player remembers, per lesson, the scene reached and the questions answered (QSettings).
// "Explore from here" leaves the lesson with its state in the window; "Back to the lesson"
// shows the scene again at the step the student was at.

#include <QObject>
#include <QString>
#include <cubelab/lesson.h>
#include <functional>
#include <optional>
#include <set>

namespace cubelab::gui {

class ShownState;

class LessonPlayer : public QObject
{
    Q_OBJECT

public:
    using ShowMoment = std::function<bool(const Moment&, QString* why)>;
    // Sets the scene's question up (the Exercises panel at its exercise).
    using AskQuestion = std::function<void(const LessonScene& scene)>;

    LessonPlayer(ShownState* steps, ShowMoment show, AskQuestion ask, QObject* parent);

    // Starts the lesson at scene k (0-based); nothing: the scene remembered for this lesson.
    // False with the reason when the scene's moment cannot be shown.
    bool start(const Lesson& lesson, std::optional<int> scene = std::nullopt,
               QString* why = nullptr);
    void stop();
    bool isActive() const { return mActive; } // a lesson is shown and the keys go to it
    bool hasLesson() const { return mLesson.has_value(); }
    const Lesson* lesson() const { return mLesson ? &*mLesson : nullptr; }
    int scene() const { return mScene; }
    const LessonScene* currentScene() const;

    // The clicker's keys while a lesson is active.
    void next();
    void back();
    bool goToScene(int k, QString* why = nullptr);
    // The scene's question was answered right (an exercise solved), or is skipped.
    void exerciseSolved(const QString& id);
    void skipQuestion();
    // Whether the current scene's question still waits.
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
    void remember() const;
    void recall();

    ShownState* mSteps;
    ShowMoment mShow;
    AskQuestion mAsk;
    std::optional<Lesson> mLesson;
    int mScene = 0;
    int mExploredStep = 0; // the step the student was at when exploring began
    bool mActive = false;
    std::set<int> mAnswered; // the scenes whose question was answered or skipped
};

} // namespace cubelab::gui
