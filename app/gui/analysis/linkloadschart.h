#pragma once
// Link loads: per link number 1..n, the messages (or bytes) the current scenario puts on it —
// in the current step, or up to it — beside the same collective in the other tree order and
// Cube_Do (for Cube_Do: Tree_Do in the lecture's order). The lecture's point: Tree_Down in
// the order 1..n loads link k with 2^(k-1) messages, the reversed order keeps the high links
// almost idle, and Cube_Do loads every link alike.
//
// The comparisons are engine runs (one element each: loads do not depend on values) that the
// session does (Session::companionRuns: kept, and in its worker for large cubes), asked for
// only when the scenario changes and the chart is visible, and only up to n = 16.

#include "common/analysispanel.h"
#include "common/theme.h"
#include "document/session.h"

#include <QWidget>
#include <cubelab/scenario.h>
#include <cubelab/trace.h>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
class QBarSeries;
class QChart;
class QChartView;
class QValueAxis;
QT_END_NAMESPACE
class QLabel;
class QRadioButton;

namespace cubelab::gui {

class LinkLoadsChart : public AnalysisPanel
{
    Q_OBJECT

public:
    // Above this dimension the comparisons are left out: each would run the engine on more
    // than 65,536 nodes, which takes seconds.
    static constexpr int kMaxComparedDimension = 16;

    enum class Quantity
    {
        Messages,
        Bytes
    };
    enum class Range
    {
        ThisStep,
        UpToThisStep
    };

    explicit LinkLoadsChart(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    void setQuantity(Quantity quantity);
    void setRange(Range range);
    Quantity quantity() const { return mQuantity; }
    Range range() const { return mRange; }

    // One row a link and series, for the current step and range: series, link, messages,
    // elements (a message carries m), bytes.
    QString csv() const override;
    // What the chart shows, in words for a screen reader (the chart view's description): each
    // series with its load on every link, the numbers of csv() as the window writes numbers.
    QString summary() const;

    QChart* chart() const { return mChart; }
    // Set 0 is the current scenario, then the comparisons; bar i is link i + 1. Messages are
    // counts; bytes are in byteUnit() bytes.
    QBarSeries* series() const { return mSeries; }
    QValueAxis* valueAxis() const { return mValueAxis; }
    double byteUnit() const { return mByteUnit; }
    // The scenarios compared with the current one (empty above kMaxComparedDimension).
    std::vector<Scenario> comparisonScenarios() const;
    QLabel* noteLabel() const { return mNote; }
    // While a question is posed whose answer another order's loads would give away (a lesson's
    // scene: ShownState::isAnswerWithheld), only this scenario's loads are shown.
    void setComparisonsWithheld(bool on);
    bool comparisonsWithheld() const { return mWithheld; }
    QLabel* legendLabel() const { return mLegend; }
    // How often the session ran the comparisons (they run only when the scenario's messages
    // change).
    int comparisonRuns() const { return mSession->companionRunCount(); }

protected:
    void showEvent(QShowEvent* event) override;

private:
    // Whether the comparisons' bars are shown: run for this scenario, and not withheld.
    bool showsComparisons() const { return !mComparisonsDirty && !mWithheld; }
    void setUpToggles();
    void setUpChart();
    void layOut();
    void scenarioMaybeChanged();
    void runComparisons();
    // Takes the session's runs of the comparisons; false while they are in its worker.
    bool takeComparisons();
    void refresh();
    // What each trace's bars show (messages, or bytes unscaled), per link 1..n.
    std::vector<std::vector<double>>
    shownValues(const std::vector<std::shared_ptr<const Trace>>& traces) const;
    void retranslate() override;
    // The bar sets' names: this scenario's, then the compared ones'.
    void nameSets(const Trace& trace, const std::vector<Scenario>& compared);
    QString noteText(const Trace& trace, const std::vector<Scenario>& compared) const;
    void applyFonts() override;
    void stageChanged() override;
    void applyColours();
    void updateLegend();
    // The loads the chart shows for a trace at the session's step, per link 1..n.
    std::vector<LinkLoad> loadsOf(const Trace& trace) const;
    // The series shown, by name: the current scenario's run, then the comparisons.
    std::vector<std::pair<QString, std::shared_ptr<const Trace>>> curves() const;
    static QString curveName(const Scenario& scenario);
    static Scenario shapeOf(const Scenario& scenario);

    Session* mSession;
    Theme mTheme = Theme::make(ThemeKind::Light);
    Quantity mQuantity = Quantity::Messages;
    Range mRange = Range::ThisStep;
    QRadioButton* mMessagesButton;
    QRadioButton* mBytesButton;
    QRadioButton* mThisStepButton;
    QRadioButton* mCumulativeButton;
    QChart* mChart;
    QChartView* mView;
    QBarSeries* mSeries;
    QBarCategoryAxis* mLinkAxis;
    QValueAxis* mValueAxis;
    QLabel* mLegend;
    QLabel* mNote;
    std::vector<std::shared_ptr<const Trace>> mComparisons; // parallel to comparisonScenarios()
    std::optional<Scenario> mComparedFor; // the scenario the comparisons were run for
    bool mComparisonsDirty = true;
    bool mWithheld = false;
    QString mComparisonError;
    double mByteUnit = 1.0;
    QString mByteSymbol = QStringLiteral("B");
};

} // namespace cubelab::gui
