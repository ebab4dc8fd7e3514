#pragma once
// The comparison table panel: the lecture's "Vergleich der Varianten" beside the same
// comparison computed for the session's cube, link orders, vector length and machine. It
// computes only while it is visible and only when one of those changed; large cubes wait for
// the Compare button.

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

class ComparisonTableModel;
class Session;

class ComparisonTable : public AnalysisPanel
{
    Q_OBJECT

public:
    explicit ComparisonTable(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    // The computed rows (see ComparisonTableModel::csv); empty when nothing is computed.
    QString csv() const override;

    ComparisonTableModel* model() const { return mModel; }
    QTableView* view() const { return mView; }
    // Computes now for a large cube (what the Compare button does).
    void compareNow();

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh(bool asked = false);
    void languageChanged() override;
    void retranslate() override;
    void applyFonts() override;
    void applyStyleSheet();
    void applySpans();
    void fitColumns();
    void fitRows();

    Session* mSession;
    ComparisonTableModel* mModel;
    QLabel* mTitle;
    QTableView* mView;
    QLabel* mNote;
    QPushButton* mCompare;
    std::optional<ComparisonSetup> mShown; // what the computed rows are for
    QTimer mFitRows; // wrapped rows are measured again once the columns have settled
    bool mDirty = true;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
