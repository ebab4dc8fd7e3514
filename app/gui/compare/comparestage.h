#pragma once
// CompareStage: the window's central area. Alone it holds the window's view as before; while
// comparing it shows the two halves side by side, each headed by its scenario's short name in
// large type and whether it is done, and the two step costs together below them
// (CompareCostsStrip). What a half shows is a view kind (HalfView): the hypercube now; another
// kind (the space-time diagram) is one more entry there, made for both halves alike.

#include <QWidget>

class QGridLayout;
class QLabel;

namespace cubelab::gui {

class CompareCostsStrip;
class CompareMode;
class ComparedSteps;
class HypercubeView;
class StepCostsModel;

class CompareStage : public QWidget
{
    Q_OBJECT

public:
    // What each half shows.
    enum class HalfView { Cube };

    // firstHalf: the window's view in its frame (taken into this widget's layout);
    // firstCosts: the window's step costs.
    CompareStage(QWidget* firstHalf, CompareMode* mode, ComparedSteps* steps, StepCostsModel* firstCosts,
                 QWidget* parent = nullptr);

    // The second half's view (the window keeps it in its theme, fonts, layout and animation).
    HypercubeView* secondView() const { return mSecondView; }
    CompareCostsStrip* costsStrip() const { return mStrip; }
    QString heading(int half) const;
    void setPresentationMode(bool on);
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void showStep(int step, int previous);
    void scaleHeadings();

    QWidget* mFirstHalf;
    QGridLayout* mGrid;
    CompareMode* mMode;
    ComparedSteps* mSteps;
    QLabel* mHeadings[2];
    HypercubeView* mSecondView;
    QWidget* mSecondHalf;
    CompareCostsStrip* mStrip;
    bool mPresentation = false;
};

} // namespace cubelab::gui
