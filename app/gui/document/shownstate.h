#pragma once
// ShownState: the one owner of what the window shows (docs/gui.md, "The shown state"). It
// holds the session — the scenario, its trace and what is followed are the session's — and
// owns the rest: the step (one for the window, and its only writer: each session's step is
// derived from it, min(step, its step count), and set by it alone), the cube's layout, the panel
// brought forward, the comparison, and the modes — the stage (presentation, the panel on it) and
// the blank screen. Views observe its signals and keep no copy; the window only reacts to them.
//
// show() is the one way to set what a moment holds (a link, a lesson's scene, the command
// line, the view remembered at a start): it checks the whole Shown before anything changes.

#include "document/shown.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

namespace cubelab {
class Trace;
}

namespace cubelab::gui {

class Session;

class ShownState : public QObject
{
    Q_OBJECT

public:
    // Who runs a comparison's second cube (CompareMode): the shown state asks it whether a
    // comparison can be shown, and to start or stop one; it reports what it shows through
    // setSecond.
    class Comparer
    {
    public:
        virtual ~Comparer() = default;
        // The second scenario of a derived comparison for this first one (normalized); throws
        // InputError saying why there is none.
        virtual Scenario secondOf(ShownComparison comparison, const Scenario& first,
                                  const Trace& firstTrace) = 0;
        virtual void startComparing(ShownComparison comparison) = 0;
        virtual void stopComparing() = 0;
    };

    explicit ShownState(Session* session, QObject* parent = nullptr);

    Session* session() const { return mSession; }
    void setComparer(Comparer* comparer) { mComparer = comparer; }

    // The step: 0..stepCount(). Alone, the session's; with a second cube beside it, it runs to
    // the end of the longer, each session at min(step, its step count).
    int step() const { return mStep; }
    int stepCount() const;
    // Whether the session has no step left at the shown step: its last step is behind it.
    bool isDone(const Session* session) const;
    void setStep(int step);
    void nextStep() { setStep(mStep + 1); }
    void previousStep() { setStep(mStep - 1); }
    void firstStep() { setStep(0); }
    void lastStep() { setStep(stepCount()); }

    ShownLayout layout() const { return mLayout; }
    void setLayout(ShownLayout layout);
    // The panel last brought forward (by a moment, or by the user raising its dock).
    std::optional<PanelId> panel() const { return mPanel; }
    void setPanel(std::optional<PanelId> panel);

    // The comparison and its second cube (nullptr alone). Set by the Comparer when a second
    // cube is shown or goes.
    ShownComparison comparison() const { return mComparison; }
    Session* second() const { return mSecond; }
    void setSecond(Session* second, ShownComparison comparison);

    // The stage: presentation mode, and the panel given the cube's place there (nothing: the
    // cube). Leaving the stage gives the panel back.
    bool isPresentation() const { return mPresentation; }
    void setPresentation(bool on);
    std::optional<PanelId> stagePanel() const { return mStagePanel; }
    // Presentation mode with the panel where the cube stood.
    void putOnStage(PanelId panel);
    // The cube where it stood again, the panel back in its dock; the stage stays.
    void putCubeOnStage();
    bool isBlank() const { return mBlank; }
    void setBlank(bool on);
    // Whether a question is posed and neither answered right nor revealed (a lesson's scene):
    // the views that would state its answer — another link order's loads, the best order found
    // — leave it out until then. It is not part of a moment: a link never withholds anything.
    bool isAnswerWithheld() const { return mAnswerWithheld; }
    void setAnswerWithheld(bool on);

    // What is shown now, and its moment (the machine the costs are computed for with it: a
    // preset by its id, any other in full).
    Shown current() const;
    Moment toMoment() const;
    // Shows it: its scenario run afresh (nothing: on the scenario or trace open now, and a
    // comparison the same as the one shown stays as it is). Checked whole first: a scenario
    // beyond the run budget, a step the trace lacks, a comparison that has no second scenario
    // leave everything as it was, false with the reason in *why. A run for the worker
    // (Session::runsInWorker) goes there: true at once, and the rest is shown when it ends, or
    // refusedLater() says why not.
    bool show(const Shown& shown, QString* why);

signals:
    // previous: the step before (previous == step - 1: one step forward; -1: a new trace).
    void stepChanged(int step, int previous);
    void stepCountChanged(int count);
    void layoutChanged(ShownLayout layout);
    void panelChanged(std::optional<PanelId> panel);
    // The comparison started, stopped or changed its second cube.
    void comparisonChanged();
    void presentationChanged(bool on);
    void stagePanelChanged(std::optional<PanelId> panel);
    void blankChanged(bool on);
    void answerWithheldChanged(bool on);
    // A shown Shown whose run went to the worker does not fit its trace after all.
    void refusedLater(const QString& why);

private:
    bool showRun(const Shown& shown, const Scenario& scenario, std::shared_ptr<const Trace> trace,
                 QString* why);
    bool check(const Shown& shown, const Scenario& scenario, const Trace& trace,
               bool keepsComparison, QString* why);
    void apply(const Shown& shown, bool keepsComparison);
    void applyToSessions();
    void onTraceChanged();

    Session* mSession;
    Session* mSecond = nullptr;
    Comparer* mComparer = nullptr;
    int mStep = 0;
    int mCount = 0;
    std::optional<int> mStartStep; // the step a trace being shown comes at (showRun)
    ShownLayout mLayout = ShownLayout::Figure;
    std::optional<PanelId> mPanel;
    ShownComparison mComparison = ShownComparison::None;
    bool mPresentation = false;
    std::optional<PanelId> mStagePanel;
    bool mBlank = false;
    bool mAnswerWithheld = false;
};

} // namespace cubelab::gui
