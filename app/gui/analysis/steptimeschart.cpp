#include "analysis/steptimeschart.h"

#include "analysis/chartstyle.h"
#include "analysis/csvtext.h"
#include "analysis/measuredtexts.h"
#include "analysis/spokentable.h"
#include "common/collectivetexts.h"
#include "common/focusframe.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "common/showntext.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {
constexpr CostLimit kLimits[] = {CostLimit::Latency, CostLimit::LinkBandwidth,
                                 CostLimit::SharedCapacity};

// The measured bars: a grey between text and background, apart from the limits' three hues.
QColor measuredColor(const Theme& theme)
{
    return Theme::blend(theme.text, theme.background, 0.45);
}

// Qt Charts elides an axis label to "..." as soon as its category is lower than a line: the
// links are what tells the steps apart, so a label is "a) 7" under the title "Step) link".
QString shortStepTitle(const Trace& trace, int step)
{
    const Step& s = trace.steps()[static_cast<std::size_t>(step - 1)];
    return StepTimesChart::tr("%1) %2", "step label and its link numbers")
        .arg(QString::fromStdString(s.label), StepCostsModel::linksText(s));
}
} // namespace

StepTimesChart::StepTimesChart(Session* session, QWidget* parent)
    : StepTimesChart(session, new StepCostsModel(session), parent)
{
    mCosts->setParent(this);
}

StepTimesChart::StepTimesChart(Session* session, StepCostsModel* costs, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mCosts(costs), mChart(new QChart),
      mView(new QChartView(mChart, this)), mSeries(new QHorizontalStackedBarSeries),
      mOffset(new QBarSet(QString())), mMeasuredSet(new QBarSet(QString())),
      mStepAxis(new QCategoryAxis), mTimeAxis(new QValueAxis), mProblem(new QLabel(this)),
      mLegend(new QLabel(this)), mCaption(new QLabel(this))
{
    setUpChart();
    layOut();
    connect(mSeries, &QHorizontalStackedBarSeries::hovered, this, &StepTimesChart::showBarTip);
    // The model follows the session: the chart follows the model.
    connect(mCosts, &QAbstractItemModel::modelReset, this, &StepTimesChart::rebuild);
    connect(mCosts, &StepCostsModel::stepChanged, this, &StepTimesChart::followStep);
    // How many labels fit depends on the plot's height, known once the chart is laid out.
    connect(mChart, &QChart::plotAreaChanged, this, &StepTimesChart::updateStepLabels,
            Qt::QueuedConnection);

    applyFonts();
    applyColours();
    rebuild();
}

void StepTimesChart::setUpChart()
{
    mView->setObjectName(QStringLiteral("stepTimesView"));
    mView->setRenderHint(QPainter::Antialiasing);
    mOffset->setColor(Qt::transparent);
    mOffset->setBorderColor(Qt::transparent);
    mOffset->setSelectedColor(Qt::transparent);
    mSeries->append(mOffset);
    for (std::size_t i = 0; i < 3; ++i) {
        mLimitSets[i] = new QBarSet(QString());
        mSeries->append(mLimitSets[i]);
    }
    mSeries->append(mMeasuredSet);
    mSeries->setBarWidth(0.6);
    mChart->addSeries(mSeries);
    mChart->addAxis(mStepAxis, Qt::AlignLeft);
    mChart->addAxis(mTimeAxis, Qt::AlignBottom);
    mSeries->attachAxis(mStepAxis);
    mSeries->attachAxis(mTimeAxis);
    // A category axis of values rather than a QBarCategoryAxis: its labels can skip steps and
    // each gets the height of its own category, which keeps it whole.
    mStepAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    mStepAxis->setGridLineVisible(false);
    // A legend of our own that wraps in a narrow dock (the chart's own would elide).
    mChart->legend()->setVisible(false);
    mChart->setLocalizeNumbers(true);
    mChart->setMargins(QMargins(4, 4, 4, 4));
}

void StepTimesChart::layOut()
{
    mLegend->setObjectName(QStringLiteral("legend"));
    mLegend->setWordWrap(true);
    mLegend->setTextFormat(Qt::RichText);
    mProblem->setObjectName(QStringLiteral("problem"));
    mProblem->setWordWrap(true);
    mProblem->setVisible(false);
    mCaption->setObjectName(QStringLiteral("caption"));
    mCaption->setWordWrap(true);
    makePlain({mProblem, mCaption});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(mProblem);
    // A frame shows when the keyboard is on the chart (Tab reaches it for its description).
    layout->addWidget(new FocusFrame(mView, this), 1);
    layout->addWidget(mLegend);
    layout->addWidget(mCaption);
    layout->addStretch(); // takes the chart's room while a message stands in for it
}

// A hovered bar says its step's time: predicted (from, to, what limited it) or measured.
void StepTimesChart::showBarTip(bool status, int index, QBarSet* set)
{
    const auto& costs = mCosts->costs();
    const int count = costs ? static_cast<int>(costs->steps.size()) : 0;
    if (!status || set == mOffset || index < 0 || index >= count) {
        QToolTip::hideText();
        return;
    }
    const int rows = rowsPerStep();
    const int step = count - index / rows; // the bars are in reverse
    const QString title =
        CollectiveTexts::stepTitle(*mCosts->trace(), static_cast<std::size_t>(step));
    if (rows == 2 && index % rows == 0) { // a measured bar
        const Measurement& measured = *mCosts->measured();
        QToolTip::showText(
            QCursor::pos(),
            plainTip(tr("%1: measured %2")
                         .arg(title, MeasuredTexts::time(
                                         measured.steps[static_cast<std::size_t>(step - 1)].time))),
            mView);
        return;
    }
    const StepCost& c = costs->steps[static_cast<std::size_t>(step - 1)];
    QToolTip::showText(
        QCursor::pos(),
        plainTip(tr("%1: %2, from %3 to %4, limited by %5")
                     .arg(title, formatSeconds(c.duration), formatSeconds(c.start),
                          formatSeconds(c.start + c.duration), StepCostsModel::limitName(c.limit))),
        mView);
}

void StepTimesChart::setTheme(const Theme& theme)
{
    mTheme = theme;
    applyColours();
    followStep();
}

void StepTimesChart::rebuild()
{
    const auto& costs = mCosts->costs();

    mOffset->remove(0, mOffset->count());
    for (QBarSet* set : mLimitSets)
        set->remove(0, set->count());
    mMeasuredSet->remove(0, mMeasuredSet->count());

    const Measurement* measured = costs ? mCosts->measured() : nullptr;
    // The measured steps laid end to end: step k starts where the medians before it end.
    std::vector<double> measuredStart;
    double measuredEnd = 0;
    if (measured) {
        for (const MeasuredStep& step : measured->steps) {
            measuredStart.push_back(measuredEnd);
            measuredEnd += step.time.median;
        }
    }
    const double longest = std::max(costs ? costs->total : 0.0, measuredEnd);
    const TimeUnit unit = timeUnitFor(longest);
    mUnit = unit.seconds;
    mUnitSymbol = unit.symbol;
    if (costs) {
        // Last step first: a bar series draws its first bar at the bottom. A measured bar
        // stands below its step's predicted one.
        for (std::size_t k = costs->steps.size(); k-- > 0;) {
            const StepCost& c = costs->steps[k];
            if (measured) {
                mOffset->append(measuredStart[k] / mUnit);
                for (QBarSet* set : mLimitSets)
                    set->append(0.0);
                mMeasuredSet->append(measured->steps[k].time.median / mUnit);
            }
            mOffset->append(c.start / mUnit);
            for (std::size_t i = 0; i < 3; ++i)
                mLimitSets[i]->append(c.limit == kLimits[i] ? c.duration / mUnit : 0.0);
            if (measured)
                mMeasuredSet->append(0.0);
        }
        setNiceRange(mTimeAxis, longest / mUnit, 6);
    }
    const QString problem = mCosts->problem();
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    mView->setVisible(problem.isEmpty());
    mLegend->setVisible(problem.isEmpty());
    retranslate();
}

void StepTimesChart::followStep()
{
    const auto& costs = mCosts->costs();
    const auto trace = mCosts->trace();
    const int step = mCosts->step();
    updateStepLabels();
    // The steps other than the current one fade towards the background: the current bar keeps
    // the colour of its limit, as the legend shows it.
    for (QBarSet* set : {mLimitSets[0], mLimitSets[1], mLimitSets[2], mMeasuredSet}) {
        set->deselectAllBars();
        if (step > 0) {
            QList<int> others;
            for (int i = 0; i < set->count(); ++i)
                if (i != predictedBar(step) && i != measuredBar(step))
                    others << i;
            set->selectBars(others);
        }
    }

    if (!costs || !trace) {
        mCaption->setText(QString());
        return;
    }
    QString total =
        tr("Total %1; m = %2, %3 an element; %4.")
            .arg(formatSeconds(costs->total), formatCount(costs->elements),
                 formatBytes(mCosts->machine().elementBytes), shownText(mCosts->machine().name));
    const Measurement* measured = mCosts->measured();
    if (measured)
        total += QLatin1Char(' ') +
                 tr("Grey: %1, total %2.")
                     .arg(MeasuredTexts::source(*measured), MeasuredTexts::time(measured->total)) +
                 QLatin1Char(' ') + MeasuredTexts::ratio(costs->total, measured->total.median);
    if (step == 0) {
        mCaption->setText(tr("Start: no step has run yet. %1").arg(total));
        return;
    }
    const StepCost& c = costs->steps[static_cast<std::size_t>(step - 1)];
    QString current =
        tr("▶ %1: %2, from %3 to %4, limited by %5.")
            .arg(CollectiveTexts::stepTitle(*trace, static_cast<std::size_t>(step)),
                 formatSeconds(c.duration), formatSeconds(c.start),
                 formatSeconds(c.start + c.duration), StepCostsModel::limitName(c.limit));
    if (measured)
        current +=
            QLatin1Char(' ') +
            tr("Measured: %1.")
                .arg(MeasuredTexts::time(measured->steps[static_cast<std::size_t>(step - 1)].time));
    mCaption->setText(current + QLatin1Char(' ') + total);
}

void StepTimesChart::retranslate()
{
    for (std::size_t i = 0; i < 3; ++i)
        mLimitSets[i]->setLabel(tr("limited by %1").arg(StepCostsModel::limitName(kLimits[i])));
    mMeasuredSet->setLabel(tr("measured (median)"));
    updateLegend();
    mChart->setLocale(QLocale());
    const auto& costs = mCosts->costs();
    // The machine's name is long; the caption names it, the title stays short enough for a dock.
    const Measurement* measured = costs ? mCosts->measured() : nullptr;
    if (measured)
        mChart->setTitle(
            tr("Step times: predicted %1, measured %2")
                .arg(formatSeconds(costs->total), formatSeconds(measured->total.median)));
    else
        mChart->setTitle(costs ? tr("Step times: total %1").arg(formatSeconds(costs->total))
                               : tr("Step times"));
    // Short enough for a 500-px dock in presentation mode.
    mTimeAxis->setTitleText(tr("Time since start (%1)").arg(mUnitSymbol));
    mStepAxis->setTitleText(tr("Step) link"));
    if (!mCosts->problem().isEmpty())
        mProblem->setText(mCosts->problem());
    // A screen reader hears the chart's title and its bars as the step-costs table says them.
    mView->setAccessibleName(mChart->title());
    QList<int> spoken{StepCostsModel::StepColumn, StepCostsModel::LinkColumn,
                      StepCostsModel::StartColumn, StepCostsModel::DurationColumn,
                      StepCostsModel::LimitColumn};
    if (measured)
        spoken << StepCostsModel::MeasuredColumn;
    mView->setAccessibleDescription(costs ? SpokenTable::rows(*mCosts, spoken) : mCosts->problem());
    followStep();
}

int StepTimesChart::barOfStep(int step) const
{
    return predictedBar(step);
}

int StepTimesChart::rowsPerStep() const
{
    return mMeasuredSet->count() > 0 ? 2 : 1;
}

int StepTimesChart::predictedBar(int step) const
{
    const int rows = rowsPerStep();
    return mOffset->count() - step * rows + rows - 1;
}

int StepTimesChart::measuredBar(int step) const
{
    return rowsPerStep() == 2 ? mOffset->count() - step * 2 : -1;
}

void StepTimesChart::updateStepLabels()
{
    const auto& costs = mCosts->costs();
    const auto trace = mCosts->trace();
    const int count = costs && trace ? static_cast<int>(costs->steps.size()) : 0;
    const int step = mCosts->step();

    // A label needs a line of its font and the axis' padding. The plot area's height is known
    // once the chart is laid out (plotAreaChanged calls again); until then every step is named.
    const qreal line = QFontMetricsF(mStepAxis->labelsFont()).height() + 12.0;
    const qreal height = mChart->plotArea().height();
    const auto shownAt = [&](int every, int s) {
        return s == step || ((s - 1) % every == 0 && (step < 1 || std::abs(s - step) >= every));
    };
    int every = 1;
    for (; height > 0 && every < std::max(count, 1); ++every) {
        int shown = 0;
        for (int s = 1; s <= count; ++s)
            shown += shownAt(every, s) ? 1 : 0;
        if ((shown + 1) * line <= height)
            break;
    }
    mLabelEvery = every;

    QStringList labels;
    QList<qreal> ends;
    for (int s = count; s >= 1; --s) { // bottom to top
        if (!shownAt(every, s))
            continue;
        const QString title = shortStepTitle(*trace, s);
        // An axis label is markup; the step's label comes from the trace.
        labels << escaped(s == step ? QStringLiteral("▶ ") + title : title);
        // A step's label stands at its bar, or between its two bars.
        ends << (rowsPerStep() == 2 ? predictedBar(s) - 0.5 : predictedBar(s));
    }
    bool same = mStepAxis->categoriesLabels() == labels;
    for (qsizetype i = 0; same && i < labels.size(); ++i)
        same = mStepAxis->endValue(labels[i]) == ends[i];
    if (!same) {
        for (const QString& label : mStepAxis->categoriesLabels())
            mStepAxis->remove(label);
        mStepAxis->setStartValue(-0.5);
        for (qsizetype i = 0; i < labels.size(); ++i)
            mStepAxis->append(labels[i], ends[i]);
    }
    // A bar series spans -0.5 … bars - 0.5 on its category axis.
    mStepAxis->setRange(-0.5, std::max(count * rowsPerStep(), 1) - 0.5);
}

void StepTimesChart::updateLegend()
{
    QList<QPair<QColor, QString>> entries;
    for (std::size_t i = 0; i < 3; ++i)
        entries.append({StepCostsModel::limitColor(mTheme, kLimits[i]),
                        mLimitSets[i]->label().toHtmlEscaped().replace(QLatin1Char(' '),
                                                                       QStringLiteral("&nbsp;"))});
    if (mMeasuredSet->count() > 0)
        entries.append({measuredColor(mTheme), mMeasuredSet->label().toHtmlEscaped().replace(
                                                   QLatin1Char(' '), QStringLiteral("&nbsp;"))});
    mLegend->setText(swatchLegend(mTheme, entries, QStringLiteral(" &nbsp; ")));
}

void StepTimesChart::applyFonts()
{
    applyChartFonts(mChart, font());
    QFont caption = font();
    caption.setBold(true);
    mCaption->setFont(caption);
    mLegend->setFont(font());
}

void StepTimesChart::applyColours()
{
    applyChartTheme(mChart, mTheme);
    mView->setBackgroundBrush(mTheme.background);
    for (std::size_t i = 0; i < 3; ++i) {
        const QColor colour = StepCostsModel::limitColor(mTheme, kLimits[i]);
        mLimitSets[i]->setColor(colour);
        mLimitSets[i]->setBorderColor(Theme::blend(colour, mTheme.text, 0.35));
        mLimitSets[i]->setSelectedColor(Theme::blend(colour, mTheme.background, 0.55));
    }
    const QColor measured = measuredColor(mTheme);
    mMeasuredSet->setColor(measured);
    mMeasuredSet->setBorderColor(Theme::blend(measured, mTheme.text, 0.35));
    mMeasuredSet->setSelectedColor(Theme::blend(measured, mTheme.background, 0.55));
    updateLegend();
    mProblem->setStyleSheet(problemStyleSheet(mTheme));
}

QString StepTimesChart::csv() const
{
    const auto& costs = mCosts->costs();
    const auto trace = mCosts->trace();
    const Measurement* measured = mCosts->measured();
    QStringList header{QStringLiteral("step"),       QStringLiteral("links"),
                       QStringLiteral("limit"),      QStringLiteral("start_s"),
                       QStringLiteral("duration_s"), QStringLiteral("end_s")};
    if (measured)
        header << QStringLiteral("measured_median_s") << QStringLiteral("measured_min_s")
               << QStringLiteral("measured_max_s");
    QString out = csvRecord(header);
    if (!costs || !trace)
        return out;
    auto measuredFields = [&](const TimeSummary& time) {
        return measured
                   ? QStringList{csvNumber(time.median), csvNumber(time.min), csvNumber(time.max)}
                   : QStringList{};
    };
    for (std::size_t i = 0; i < costs->steps.size(); ++i) {
        const StepCost& c = costs->steps[i];
        const Step& s = trace->steps()[i];
        out += csvRecord(QStringList{QString::fromStdString(s.label), StepCostsModel::linksField(s),
                                     StepCostsModel::limitField(c.limit), csvNumber(c.start),
                                     csvNumber(c.duration), csvNumber(c.start + c.duration)} +
                         measuredFields(measured ? measured->steps[i].time : TimeSummary{}));
    }
    out += csvRecord(QStringList{QStringLiteral("total"), QString(), QString(), csvNumber(0.0),
                                 csvNumber(costs->total), csvNumber(costs->total)} +
                     measuredFields(measured ? measured->total : TimeSummary{}));
    return out;
}

} // namespace cubelab::gui
