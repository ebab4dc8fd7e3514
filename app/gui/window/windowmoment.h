#pragma once
// WindowMoment: the one place that reads the moment the window shows (cubelab/moment.h: the
// scenario with its machine, the step, the layout, the panel brought forward, what is followed,
// the comparison) and the one place that shows a moment — a link opened now, a lesson's scene
// next. A moment is checked whole before anything changes: a name the window does not have, a
// scenario that does not run, a step it lacks or a comparison it has none for leaves the window
// as it was, with the reason.

#include <cubelab/moment.h>

#include <QObject>
#include <QString>

#include <functional>

class QActionGroup;
class QDockWidget;

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
    };

    WindowMoment(Parts parts, QObject* parent);

    // What the window shows now.
    Moment current() const;
    // Shows the moment; false with the reason in *why (the window unchanged).
    bool show(const Moment& moment, QString* why);
    // The panel last brought forward (by a moment or by the user raising its dock).
    void panelBroughtForward(const QString& id) { mPanel = id; }
    // That panel's dock was closed: a moment brings none forward.
    void panelPutAway(const QString& id)
    {
        if (mPanel == id)
            mPanel.clear();
    }

private:
    Parts mParts;
    QString mPanel;
};

} // namespace cubelab::gui
