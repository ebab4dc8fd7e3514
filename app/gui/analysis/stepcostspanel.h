#pragma once
// Step costs: the machine the costs are computed for, chosen from the presets, with what its
// figures are and where they come from; and the time every step takes on it, with what
// limited the step and the slowest message, the current step marked, and the total.

#include "analysis/stepcostsmodel.h"
#include "common/analysispanel.h"
#include "common/theme.h"
#include "document/session.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace cubelab::gui {

class StepCostsPanel : public AnalysisPanel
{
    Q_OBJECT

public:
    // Shows costs, the session's step costs shared with the step-times chart.
    StepCostsPanel(Session* session, StepCostsModel* costs, QWidget* parent = nullptr);
    // With a model of its own.
    explicit StepCostsPanel(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    // The table as CSV (StepCostsModel::csv).
    QString csv() const override;

    QComboBox* machineBox() const { return mMachineBox; }
    StepCostsModel* model() const { return mModel; }
    QTableView* table() const { return mTable; }
    QLabel* problemLabel() const { return mProblem; }
    QLabel* totalLabel() const { return mTotal; }
    // Where and how the trace was measured, checked, and the library's own times (hidden
    // without a measurement).
    QLabel* measuredLabel() const { return mMeasured; }

private:
    void setUpLabels();
    void setUpTable();
    void layOut();
    void connectSignals();
    void refreshMachines();
    void refreshCosts();
    void refreshTexts();
    QString machineSummary(const Machine& machine) const;
    void refreshMeasured();
    void followStep(int step);
    void retranslate() override;
    void titleChanged() override;
    void applyFonts() override;
    void stageChanged() override;

    Session* mSession;
    Theme mTheme = Theme::make(ThemeKind::Light);
    QLabel* mMachineLabel;
    QComboBox* mMachineBox;
    QLabel* mSummary;
    QLabel* mNote;
    QLabel* mProblem;
    QTableView* mTable;
    QLabel* mTotal;
    QLabel* mMeasured;
    StepCostsModel* mModel;
    bool mNoteExpanded = false;
    bool mRefreshing = false;
};

} // namespace cubelab::gui
