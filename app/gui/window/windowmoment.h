#pragma once
// WindowMoment: the one place that reads the moment the window shows (cubelab/moment.h: the
// scenario with its machine, the step, the layout, the panel brought forward, what is followed,
// the comparison) and the one place that shows a moment — a link opened now, a lesson's scene
// next. A moment is checked whole before anything changes: a name the window does not have, a
// scenario that does not run, a step it lacks or a comparison it has none for leaves the window
// as it was, with the reason.

#include <QObject>
#include <QString>
#include <cubelab/moment.h>
#include <functional>
#include <memory>
#include <optional>

class QActionGroup;
class QDockWidget;

namespace cubelab {
class Trace;
}

namespace cubelab::gui {

class CompareMode;
class ComparedSteps;
class Session;

class WindowMoment : public QObject
{
    Q_OBJECT

public:
    // The parts of the window a moment is made of. The layouts are the View ▸ Layout actions,
    // named "layout-<name>" ("layout-figure" for the collective's own figure); panelDock
    // finds a panel's dock by its PanelRegistry id (nullptr for none).
    struct Parts
    {
        Session* session = nullptr;
        ComparedSteps* steps = nullptr;
        CompareMode* compare = nullptr;
        QActionGroup* layouts = nullptr;
        std::function<QDockWidget*(const QString&)> panelDock;
        // Whether the window is in presentation mode: the stage holds the cube, the caption,
        // the partial results and a lesson, so a moment's panel is not brought forward there
        // (it is remembered as the moment's all the same).
        std::function<bool()> onStage;
    };

    WindowMoment(Parts parts, QObject* parent);

    // What the window shows now.
    Moment current() const;
    // Shows the moment; false with the reason in *why (the window unchanged). Its scenario is
    // checked against the run budget before it runs (Session::checkRunFits); a long run or a
    // node program's (Session::runsInWorker) goes to the session's worker, with its progress and
    // Cancel: true is returned at once and the moment is shown when the run ends, or refusedLater()
    // says why not.
    bool show(const Moment& moment, QString* why);
    // Shows the moment's view — step, layout, panel, following, comparison — on the scenario or
    // recorded trace the window has open (the moment's scenario is not run): the command line's
    // --step, --follow and --compare, the view remembered at a start. A comparison the moment
    // names as the one shown stays as it is. False with the reason (the window unchanged).
    bool showView(const Moment& moment, QString* why);
    // The panel last brought forward (by a moment or by the user raising its dock).
    void panelBroughtForward(const QString& id) { mPanel = id; }
    // That panel's dock was closed: a moment brings none forward.
    void panelPutAway(const QString& id)
    {
        if (mPanel == id)
            mPanel.clear();
    }

signals:
    // A moment whose run went to the worker is not shown after all: its view does not fit the
    // trace (a step it lacks). The window is as it was.
    void refusedLater(const QString& why);

private:
    struct View;
    std::optional<View> checkView(const Moment& moment, const Scenario& scenario,
                                  const Trace& trace, bool keepsComparison, QString* why) const;
    void apply(const View& view);
    // Shows the moment on its scenario's trace, once the view fits it.
    bool showRun(const Moment& moment, const Scenario& scenario, std::shared_ptr<const Trace> trace,
                 QString* why);

    Parts mParts;
    QString mPanel;
};

} // namespace cubelab::gui
