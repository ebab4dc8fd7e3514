#pragma once
// SolutionView: "show solution" of an exercise — the run as the exercise starts and the run
// of the solution, animated side by side. Each side has its own Session and HypercubeView;
// one ShownState steps both together (the solution its second session, at min(step, its step
// count)), and one set of controls and the Player step that state. Under each side its link loads
// (bars and words) and, when the exercise names a machine, the run's time on it. Both runs are the
// sessions' own (resetScenario): a side that cannot be run is said by loadError(), for the exercise
// panel to report.

#include "common/theme.h"

#include <QDialog>
#include <cubelab/exercisechecker.h>
#include <string>

class QLabel;
class QToolButton;

namespace cubelab::gui {

class HypercubeView;
class LinkLoadBars;
class Player;
class Session;
class ShownState;

class SolutionView : public QDialog
{
    Q_OBJECT

public:
    // machineId: the preset the times are computed for; empty: no times.
    explicit SolutionView(const SideBySide& pair, const std::string& machineId = {},
                          QWidget* parent = nullptr);

    Session* originalSession() const { return mOriginal; }
    Session* solutionSession() const { return mSolution; }
    HypercubeView* originalView() const { return mOriginalView; }
    HypercubeView* solutionView() const { return mSolutionView; }
    LinkLoadBars* originalLoads() const { return mOriginalLoads; }
    LinkLoadBars* solutionLoads() const { return mSolutionLoads; }
    Player* player() const { return mPlayer; }
    // Why a side could not be run, a line each (empty when both ran).
    QString loadError() const { return mLoadError; }

    // Both sides to step k (each clamped to its own steps).
    void setStep(int step);
    int step() const;
    void setTheme(const Theme& theme);

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void nameWidgets();
    void load(const SideBySide& pair);
    void layOut();
    void connectControls();
    void retranslate();
    void updateFonts();
    void showStep(int step, int previous);

    std::string mMachineId;
    Session* mOriginal;
    Session* mSolution;
    ShownState* mSteps;
    HypercubeView* mOriginalView;
    HypercubeView* mSolutionView;
    LinkLoadBars* mOriginalLoads;
    LinkLoadBars* mSolutionLoads;
    QLabel* mOriginalTitle;
    QLabel* mSolutionTitle;
    QLabel* mOriginalTime;
    QLabel* mSolutionTime;
    QLabel* mStepLabel;
    QLabel* mLegend;
    QToolButton* mFirst;
    QToolButton* mBack;
    QToolButton* mPlay;
    QToolButton* mNext;
    QToolButton* mLast;
    Player* mPlayer;
    double mOriginalSeconds = -1.0;
    double mSolutionSeconds = -1.0;
    QString mLoadError;
};

} // namespace cubelab::gui
