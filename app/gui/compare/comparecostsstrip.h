#pragma once
// CompareCostsStrip: the step costs of the two compared scenarios together, under the two
// halves of the stage: one row a scenario, one column a step and a last column for the total,
// the current step's column marked, and below a sentence saying which one is faster and by
// how much. Where the steps' columns do not all fit whole beside the total (fourteen steps on
// a 1024-pixel stage), they come in pages: the page of the current step. The figures are the
// two StepCostsModels' (CostModel::evaluate's), never computed here.

#include <QStringList>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace cubelab::gui {

class ShownState;
class StepCostsModel;

class CompareCostsStrip : public QWidget
{
    Q_OBJECT

public:
    // first, second: the costs of the two halves, in the order the stage shows them.
    CompareCostsStrip(StepCostsModel* first, StepCostsModel* second, ShownState* steps,
                      QWidget* parent = nullptr);

    // The names of the rows (the halves' headings).
    void setNames(const QString& first, const QString& second);
    QTableWidget* table() const { return mTable; }
    // "Cube_Do is faster: 1.234 ms less (Tree_Do takes 1.50 times as long)".
    QString verdict() const;
    // The column of the current step, -1 at the start (step 0 has no cost).
    int currentColumn() const { return mCurrentColumn; }
    void retranslate();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    // The width a column needs for its header and each cost's widest word.
    int neededWidth(int column) const;
    // The step columns that fit beside the total: all, or the page of the current step.
    void fitColumns();
    // The shown columns' widths: each its need and a share of the rest.
    void shareWidth();
    // The table as high as its two rows' lines and its header.
    void fitHeight();
    void markStep();

    StepCostsModel* mFirst;
    StepCostsModel* mSecond;
    ShownState* mSteps;
    QTableWidget* mTable;
    QLabel* mVerdict;
    QStringList mNames;
    int mCurrentColumn = -1;
};

} // namespace cubelab::gui
