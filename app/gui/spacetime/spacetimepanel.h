#pragma once
// The space-time panel: the space-time diagram (SpaceTimeView) with the choice of its time axis
// — the logical steps a), b), c) …, or the time each step takes on the session's machine (the
// step-costs model's figures), remembered in the settings — and why the machine's time cannot be
// shown when it cannot.

#include "common/analysispanel.h"
#include "common/theme.h"
#include "spacetime/spacetimelayout.h"

class QComboBox;
class QLabel;

namespace cubelab::gui {

class Session;
class SpaceTimeView;
class StepCostsModel;

class SpaceTimePanel : public AnalysisPanel
{
    Q_OBJECT

public:
    // Takes the times from costs, the session's step costs shared with the other panels.
    SpaceTimePanel(Session* session, StepCostsModel* costs, QWidget* parent = nullptr);
    // With a model of its own.
    explicit SpaceTimePanel(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;

    // The axis' choices, one item a SpaceTimeAxis::Kind (its int in the item's data).
    QComboBox* axisBox() const { return mAxisBox; }
    SpaceTimeView* view() const { return mView; }
    QLabel* problemLabel() const { return mProblem; }
    void setAxisKind(SpaceTimeAxis::Kind kind);
    // The axis as the settings keep it ("steps", "time"); unknown ids are the steps.
    static QString axisId(SpaceTimeAxis::Kind kind);
    static SpaceTimeAxis::Kind axisFromId(const QString& id);

private:
    void retranslate() override;
    void titleChanged() override;
    void refreshProblem();
    // Offers "Measured time" while the trace carries a measurement, and shows the kind the
    // user chose where the trace offers it.
    void refreshMeasuredChoice();
    // Shows the chosen kind where the trace offers it, else the steps.
    void showAxisKind();

    Session* mSession;
    StepCostsModel* mCosts;
    Theme mTheme = Theme::make(ThemeKind::Light);
    QLabel* mAxisLabel;
    QComboBox* mAxisBox;
    QLabel* mProblem;
    SpaceTimeView* mView;
    SpaceTimeAxis::Kind mWantedKind = SpaceTimeAxis::Kind::Steps; // the user's choice
};

} // namespace cubelab::gui
