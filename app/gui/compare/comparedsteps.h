#pragma once
// ComparedSteps: the window's one step. Alone it is the session's step; with a second session
// beside it (a comparison) it runs 0..max(steps of the first, steps of the second) and sets
// each session to it, a session with fewer steps staying at its last step (done) beyond its
// end. The window's step keys, the timeline and the player talk to it, never to a session's
// step directly; a step set on the first session by anything else is taken over.
// It owns neither session.

#include <QObject>

namespace cubelab::gui {

class Session;

class ComparedSteps : public QObject
{
    Q_OBJECT

public:
    explicit ComparedSteps(Session* first, QObject* parent = nullptr);

    Session* first() const { return mFirst; }
    Session* second() const { return mSecond; }
    // nullptr: the first session alone.
    void setSecond(Session* second);

    int step() const { return mStep; }
    int stepCount() const;
    // Whether the session has no step left at the shared step: its last step is behind it.
    bool isDone(const Session* session) const;

    void setStep(int step);
    void nextStep() { setStep(mStep + 1); }
    void previousStep() { setStep(mStep - 1); }
    void firstStep() { setStep(0); }
    void lastStep() { setStep(stepCount()); }

signals:
    // previous: the step before (previous == step - 1: one step forward).
    void stepChanged(int step, int previous);
    // The number of steps changed (a new trace in either session, a second one came or went).
    void stepCountChanged(int count);

private:
    void applyToSessions();
    void onTraceChanged();
    void onFirstStepChanged(int step);

    Session* mFirst;
    Session* mSecond = nullptr;
    int mStep = 0;
    int mCount = 0;
    bool mApplying = false;
};

} // namespace cubelab::gui
