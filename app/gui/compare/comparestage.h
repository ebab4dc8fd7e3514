#pragma once
// CompareStage: the window's central area. Alone it holds the window's view as before; while
// comparing it shows the two halves side by side, each headed by its scenario's short name in
// large type and whether it is done, and the two step costs together below them
// (CompareCostsStrip). What the halves show is one choice (HalfView): the hypercubes or the
// space-time diagrams; a view kind is one entry there and one case in halfWidget(), made for
// both halves alike.

#include "common/theme.h"

#include <QWidget>
#include <map>

class QGridLayout;
class QLabel;
class QStackedWidget;

namespace cubelab::gui {

class CompareCostsStrip;
class CompareMode;
class ShownState;
class HypercubeView;
class StepCostsModel;

class CompareStage : public QWidget
{
    Q_OBJECT

public:
    // What both halves show.
    enum class HalfView
    {
        Cube,
        SpaceTime
    };

    // firstHalf: the window's view in its frame (taken into this widget's layout);
    // firstCosts: the window's step costs.
    CompareStage(QWidget* firstHalf, CompareMode* mode, ShownState* steps,
                 StepCostsModel* firstCosts, QWidget* parent = nullptr);

    // The second half's view (the window keeps it in its theme, fonts, layout and animation).
    HypercubeView* secondView() const { return mSecondView; }
    CompareCostsStrip* costsStrip() const { return mStrip; }
    QString heading(int half) const;
    HalfView halfView() const { return mHalfView; }
    void setHalfView(HalfView kind);
    // The widget half 0 or 1 shows now.
    QWidget* currentHalf(int half) const;
    void setPresentationMode(bool on);
    // The theme of the halves made here (the window keeps the second cube in its theme itself).
    void setTheme(const Theme& theme);
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void showStep(int step, int previous);
    void scaleHeadings();
    // The widget that shows half 0 (the window's session) or 1 (the second) as kind: the
    // window's own view for the first cube, made once for the others and kept.
    QWidget* halfWidget(HalfView kind, int half);

    QWidget* mFirstHalf;
    QGridLayout* mGrid;
    CompareMode* mMode;
    ShownState* mSteps;
    QLabel* mHeadings[2];
    HypercubeView* mSecondView;
    QWidget* mSecondHalf;
    QStackedWidget* mHalves[2];
    std::map<HalfView, QWidget*> mMade[2];
    HalfView mHalfView = HalfView::Cube;
    CompareCostsStrip* mStrip;
    StepCostsModel* mFirstCosts;
    Theme mTheme = Theme::make(ThemeKind::Light);
    bool mPresentation = false;
};

} // namespace cubelab::gui
