#pragma once
// The comparison table panel: the lecture's "Vergleich der Varianten" beside the same
// comparison computed for the session's cube, link orders, vector length and machine. It
// presents the ComparisonModel it shares with the comparison chart, which computes only while
// one of them is visible.

#include "analysis/comparisonsetup.h"
#include "common/analysispanel.h"
#include "common/theme.h"

#include <QTimer>
#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace cubelab::gui {

class ComparisonModel;
class ComparisonTableModel;
class Session;

class ComparisonTable : public AnalysisPanel
{
    Q_OBJECT

public:
    // Shows the comparison of comparison (shared with the other comparison panel).
    explicit ComparisonTable(ComparisonModel* comparison, QWidget* parent = nullptr);
    // With a comparison model of its own.
    explicit ComparisonTable(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    // The computed rows (see ComparisonTableModel::csv); empty when nothing is computed.
    QString csv() const override;

    ComparisonTableModel* model() const { return mModel; }
    ComparisonModel* comparisonModel() const { return mComparison; }
    QTableView* view() const { return mView; }
    // While a question is posed whose answer is the best order (a lesson's scene:
    // ShownState::isAnswerWithheld), its column is left out.
    void setBestOrderWithheld(bool on);
    // Computes now for a large cube (what the Compare button does).
    void compareNow();

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Presents the comparison model's state.
    void refresh();
    void languageChanged() override;
    void retranslate() override;
    void applyFonts() override;
    void stageChanged() override;
    void applyStyleSheet();
    void applySpans();
    void applyStageRows();
    void fitStageType();
    void fitColumns();
    void fitRows();

    ComparisonModel* mComparison;
    Session* mSession;
    ComparisonTableModel* mModel;
    QLabel* mTitle;
    QTableView* mView;
    QLabel* mNote;
    bool mBestWithheld = false;
    QPushButton* mCompare;
    std::optional<ComparisonSetup> mShown; // what the computed rows are for
    QTimer mFitRows; // wrapped rows are measured again once the columns have settled
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
