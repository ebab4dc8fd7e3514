#pragma once
// The comparison chart: the total time of Cube_Do, Tree_Do in the scenario's (or the
// lecture's) order, Tree_Do in the best order, Rabenseifner's and the ring all-reduce over the
// vector length, on log–log axes, for the session's cube and machine; the crossovers and the
// lengths where the fastest of all changes marked and said in words, the scenario's vector
// length marked. It presents the ComparisonModel it shares with the comparison table,
// which computes only while one of them is visible.

#include "analysis/comparisonsetup.h"
#include "common/analysispanel.h"
#include "common/theme.h"

#include <QList>
#include <QPointF>
#include <QStringList>
#include <QWidget>
#include <cubelab/comparison.h>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QPushButton;
class QScatterSeries;
class QXYSeries;
QT_END_NAMESPACE

namespace cubelab::gui {

class ComparisonModel;
class Session;

class ComparisonChart : public AnalysisPanel
{
    Q_OBJECT

public:
    // Shows the comparison of model (shared with the other comparison panel).
    explicit ComparisonChart(ComparisonModel* model, QWidget* parent = nullptr);
    // With a model of its own.
    explicit ComparisonChart(Session* session, QWidget* parent = nullptr);

    void setTheme(const Theme& theme) override;
    // The sweep (one row a size) and the crossovers (one row each); empty when nothing is
    // computed. Times in seconds, C locale, full precision.
    QString csv() const override;
    // Computes now for a large cube (what the Compare button does).
    void compareNow();

    // What is shown, for tests and exports.
    const std::optional<Comparison>& comparison() const;
    ComparisonModel* model() const { return mModel; }
    QChart* chart() const { return mChart; }
    QLineSeries* series(ComparisonSetup::Variant variant) const;
    // The crossover markers in the chart's units (x: elements; y: seconds / secondsPerYUnit()),
    // in the order of Comparison::crossovers.
    QList<QPointF> crossoverPoints() const;
    // The markers where the fastest of all variants changes (lettered A, B, …), in the order
    // of Comparison::fastestChanges.
    QList<QPointF> fastestChangePoints() const;
    // The marker of the scenario's vector length: one point per variant.
    QList<QPointF> lengthPoints() const;
    double secondsPerYUnit() const { return mYUnit; }
    QString caption() const;
    // The legend under the chart (Qt's own legend cuts long names off in a narrow dock).
    QString legend() const;
    // Why nothing is drawn (a cube the machine lacks, a large cube); empty when the chart shows.
    QString message() const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void setUpLabels();
    void setUpChart();
    void layOut();
    void present();
    void showMessage(const QString& text, bool offerCompare);
    void rebuildSeries();
    // Adds a series to the chart on its two axes.
    void addSeries(QXYSeries* series);
    void addVariantLines(const Comparison& c);
    void addLengthMarker(const Comparison& c, double low, double high);
    // A labelled marker at (elements, seconds); none (nullptr) where a log axis cannot show it.
    QScatterSeries* addMarker(std::uint64_t elements, double seconds, const QString& label);
    void retranslate() override;
    void nameSeries(const ComparisonSetup& setup, const Comparison& c);
    QStringList captionParts(const ComparisonSetup& setup, const Comparison& c) const;
    QString ordersText(const ComparisonSetup& setup, const Comparison& c) const;
    void updateLegend();
    void applyColours();
    void applyLineColours();
    void applyMarkerColours();
    void applyFonts() override;
    void stageChanged() override;

    ComparisonModel* mModel;
    Session* mSession;
    QLabel* mTitle;
    QLabel* mMessage;
    QPushButton* mCompare;
    QChartView* mView;
    QChart* mChart;
    QLogValueAxis* mX;
    QLogValueAxis* mY;
    QLabel* mLegend;
    QLabel* mCaption;
    QLineSeries* mCube = nullptr;
    QLineSeries* mTree = nullptr;
    QLineSeries* mBest = nullptr;
    QLineSeries* mRabenseifner = nullptr; // absent when the comparison leaves it out
    QLineSeries* mRing = nullptr;
    QLineSeries* mLengthLine = nullptr;
    QScatterSeries* mLengthPoints = nullptr;
    std::vector<QScatterSeries*> mCrossovers;
    std::vector<QScatterSeries*> mFastestChanges;
    const ComparisonSetup* mShown = nullptr;      // what the chart shows (the model's)
    const ComparisonSetup* mPending = nullptr;    // a large cube waiting for the button
    const std::optional<Comparison>& mComparison; // the model's
    double mYUnit = 1.0;
    QString mYSymbol = QStringLiteral("s");
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
