#include "analysis/linkloadschart.h"

#include "analysis/chartstyle.h"
#include "analysis/csvtext.h"
#include "common/collectivetexts.h"
#include "common/focusframe.h"
#include "common/plaintext.h"
#include "common/quantities.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QButtonGroup>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cubelab/collective.h>
#include <cubelab/comparison.h>
#include <cubelab/messagebytes.h>

namespace cubelab::gui {

namespace {
QString orderText(const std::vector<int>& order)
{
    QStringList parts;
    for (int link : order)
        parts << QString::number(link);
    return parts.join(QLatin1Char(' '));
}

std::vector<int> reversed(std::vector<int> order)
{
    std::reverse(order.begin(), order.end());
    return order;
}
} // namespace

LinkLoadsChart::LinkLoadsChart(Session* session, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mMessagesButton(new QRadioButton(this)),
      mBytesButton(new QRadioButton(this)), mThisStepButton(new QRadioButton(this)),
      mCumulativeButton(new QRadioButton(this)), mChart(new QChart),
      mView(new QChartView(mChart, this)), mSeries(new QBarSeries), mLinkAxis(new QBarCategoryAxis),
      mValueAxis(new QValueAxis), mLegend(new QLabel(this)), mNote(new QLabel(this))
{
    setUpToggles();
    setUpChart();
    layOut();
    connect(mSession, &Session::traceChanged, this, &LinkLoadsChart::scenarioMaybeChanged);
    connect(mSession, &Session::machineChanged, this, &LinkLoadsChart::refresh);
    connect(mSession, &Session::stepChanged, this, &LinkLoadsChart::refresh);
    connect(mSession, &Session::companionRunsReady, this, [this] {
        if (!mComparisonsDirty && mComparisons.empty() && mComparisonError.isEmpty() &&
            takeComparisons())
            refresh();
    });

    applyFonts();
    applyColours();
    scenarioMaybeChanged();
}

// Messages or bytes; this step or up to it.
void LinkLoadsChart::setUpToggles()
{
    mMessagesButton->setObjectName(QStringLiteral("messages"));
    mBytesButton->setObjectName(QStringLiteral("bytes"));
    mThisStepButton->setObjectName(QStringLiteral("thisStep"));
    mCumulativeButton->setObjectName(QStringLiteral("cumulative"));
    auto* quantity = new QButtonGroup(this);
    quantity->addButton(mMessagesButton);
    quantity->addButton(mBytesButton);
    auto* range = new QButtonGroup(this);
    range->addButton(mThisStepButton);
    range->addButton(mCumulativeButton);
    // Checked once in their groups: four radio buttons of one parent would otherwise be one
    // exclusive set.
    mMessagesButton->setChecked(true);
    mThisStepButton->setChecked(true);
    connect(mMessagesButton, &QRadioButton::toggled, this,
            [this](bool on) { setQuantity(on ? Quantity::Messages : Quantity::Bytes); });
    connect(mThisStepButton, &QRadioButton::toggled, this,
            [this](bool on) { setRange(on ? Range::ThisStep : Range::UpToThisStep); });
}

void LinkLoadsChart::stageChanged()
{
    // On the stage the chart and its legend; the choices and the note stay at the desk.
    for (QWidget* w : std::initializer_list<QWidget*>{mMessagesButton, mBytesButton,
                                                      mThisStepButton, mCumulativeButton, mNote})
        w->setVisible(!isOnStage());
    retranslate();
}

void LinkLoadsChart::setUpChart()
{
    mView->setObjectName(QStringLiteral("linkLoadsView"));
    mView->setRenderHint(QPainter::Antialiasing);
    mSeries->setBarWidth(0.8);
    mChart->addSeries(mSeries);
    mChart->addAxis(mLinkAxis, Qt::AlignBottom);
    mChart->addAxis(mValueAxis, Qt::AlignLeft);
    mSeries->attachAxis(mLinkAxis);
    mSeries->attachAxis(mValueAxis);
    mLinkAxis->setGridLineVisible(false);
    mChart->legend()->setVisible(false);
    mChart->setLocalizeNumbers(true);
    mChart->setMargins(QMargins(4, 4, 4, 4));
}

void LinkLoadsChart::layOut()
{
    mNote->setObjectName(QStringLiteral("note"));
    mLegend->setObjectName(QStringLiteral("legend"));
    mLegend->setWordWrap(true);
    mLegend->setTextFormat(Qt::RichText);
    mNote->setWordWrap(true);
    makePlain(mNote);
    auto* toggles = new QGridLayout;
    toggles->addWidget(mMessagesButton, 0, 0);
    toggles->addWidget(mBytesButton, 0, 1);
    toggles->addWidget(mThisStepButton, 1, 0);
    toggles->addWidget(mCumulativeButton, 1, 1);
    toggles->setColumnStretch(2, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(toggles);
    // A frame shows when the keyboard is on the chart (Tab reaches it for its description).
    layout->addWidget(new FocusFrame(mView, this), 1);
    layout->addWidget(mLegend);
    layout->addWidget(mNote);
}

void LinkLoadsChart::setTheme(const Theme& theme)
{
    mTheme = theme;
    applyColours();
}

void LinkLoadsChart::setQuantity(Quantity quantity)
{
    mQuantity = quantity;
    (quantity == Quantity::Messages ? mMessagesButton : mBytesButton)->setChecked(true);
    refresh();
}

void LinkLoadsChart::setRange(Range range)
{
    mRange = range;
    (range == Range::ThisStep ? mThisStepButton : mCumulativeButton)->setChecked(true);
    refresh();
}

Scenario LinkLoadsChart::shapeOf(const Scenario& scenario)
{
    // What the loads depend on: the messages, not the values, the vector length or the machine.
    Scenario s = scenario;
    s.values = ValueMode::Numeric;
    s.elements = 1;
    s.initial.clear();
    s.machine.clear();
    s.inlineMachine.reset();
    return s;
}

std::vector<Scenario> LinkLoadsChart::comparisonScenarios() const
{
    const Scenario shape = shapeOf(mSession->scenario());
    if (shape.dimension > kMaxComparedDimension)
        return {};
    return linkLoadCompanions(shape);
}

QString LinkLoadsChart::curveName(const Scenario& scenario)
{
    const Collective& c = findCollective(scenario.algorithm);
    const int n = scenario.dimension;
    // Long orders are named by their direction: 16 numbers do not fit a legend.
    auto order = [n](const std::vector<int>& links) {
        if (n > 4 && links == ascendingLinks(n))
            return QStringLiteral("1…%1").arg(n);
        if (n > 4 && links == descendingLinks(n))
            return QStringLiteral("%1…1").arg(n);
        return orderText(links);
    };
    QString links = order(scenario.linkOrder);
    if (c.takesSecondOrder() && !scenario.secondLinkOrder.empty())
        links += QStringLiteral(" | ") + order(scenario.secondLinkOrder);
    const std::vector<int> lecture = c.defaultLinkOrder(n);
    QString which;
    if (n > 1 && scenario.linkOrder == lecture)
        which = tr(" (lecture order)");
    else if (n > 1 && scenario.linkOrder == reversed(lecture))
        which = tr(" (reversed)");
    return tr("%1, links %2%3").arg(QString::fromStdString(c.lectureName), links, which);
}

void LinkLoadsChart::scenarioMaybeChanged()
{
    const Scenario shape = shapeOf(mSession->scenario());
    if (!mComparedFor || !(*mComparedFor == shape)) {
        mComparisonsDirty = true;
        mComparisons.clear();
    }
    if (mComparisonsDirty && isVisible())
        runComparisons();
    refresh();
}

void LinkLoadsChart::runComparisons()
{
    mComparisonsDirty = false;
    mComparedFor = shapeOf(mSession->scenario());
    takeComparisons();
}

bool LinkLoadsChart::takeComparisons()
{
    mComparisons.clear();
    mComparisonError.clear();
    try {
        const auto runs = mSession->companionRuns(comparisonScenarios());
        if (!runs)
            return false; // in the session's worker: companionRunsReady() brings them
        mComparisons = runs->traces;
        mComparisonError = runs->error;
    } catch (const std::exception& e) {
        // A collective the registry does not know (a recorded trace of another build).
        mComparisonError = QString::fromStdString(e.what());
    }
    return true;
}

namespace {

// The elements a link carried: a block collective's messages carry their own blocks
// (LinkLoad::elements); a whole vector's each carry the shown scenario's m (the comparisons
// run with one element and stand for the same vector).
std::uint64_t sentElements(const Trace& trace, const LinkLoad& load, std::uint64_t m)
{
    return trace.hasBlocks() ? load.elements : load.messages * m;
}

double elementsOf(const Trace& trace, const LinkLoad& load, std::uint64_t m)
{
    return trace.hasBlocks() ? static_cast<double>(load.elements)
                             : static_cast<double>(load.messages) * static_cast<double>(m);
}

} // namespace

std::vector<LinkLoad> LinkLoadsChart::loadsOf(const Trace& trace) const
{
    const auto k = static_cast<std::size_t>(std::max(0, mSession->step()));
    // linkLoads clamps to the trace's steps: a comparison with fewer steps shows nothing in
    // "this step" past its end, and its whole run "up to" it.
    return mRange == Range::ThisStep ? trace.linkLoads(k, k) : trace.linkLoads(1, k);
}

void LinkLoadsChart::refresh()
{
    const auto trace = mSession->trace();
    mSeries->clear();
    if (!trace) {
        retranslate();
        return;
    }
    std::vector<std::shared_ptr<const Trace>> traces{trace};
    if (showsComparisons())
        traces.insert(traces.end(), mComparisons.begin(), mComparisons.end());
    const std::vector<std::vector<double>> values = shownValues(traces);
    double max = 0.0;
    for (const std::vector<double>& row : values)
        for (double v : row)
            max = std::max(max, v);
    mByteUnit = 1.0;
    QString unitSymbol = QStringLiteral("B");
    if (mQuantity == Quantity::Bytes) {
        const ByteUnit unit = byteUnitFor(max);
        mByteUnit = unit.bytes;
        unitSymbol = unit.symbol;
    }
    for (std::size_t i = 0; i < traces.size(); ++i) {
        auto* set = new QBarSet(QString());
        for (double v : values[i])
            set->append(mQuantity == Quantity::Bytes ? v / mByteUnit : v);
        mSeries->append(set);
    }

    QStringList links;
    for (int link = 1; link <= trace->cube().dimension(); ++link)
        links << QString::number(link);
    if (mLinkAxis->categories() != links) {
        mLinkAxis->clear();
        mLinkAxis->append(links);
    }
    const double shown = mQuantity == Quantity::Bytes ? max / mByteUnit : max;
    setNiceRange(mValueAxis, shown > 0.0 ? shown : 1.0, 5,
                 mQuantity == Quantity::Messages ? 1.0 : 0.0);
    mByteSymbol = unitSymbol;
    retranslate();
    applyColours();
    applyFonts();
}

std::vector<std::vector<double>>
LinkLoadsChart::shownValues(const std::vector<std::shared_ptr<const Trace>>& traces) const
{
    // Every trace stands for the shown scenario's vector (the first trace's).
    const auto m = static_cast<std::uint64_t>(traces.front()->scenario().elements);
    const std::uint32_t elementBytes = mSession->machine().elementBytes;
    std::vector<std::vector<double>> values;
    for (const auto& t : traces) {
        std::vector<double> row;
        for (const LinkLoad& load : loadsOf(*t))
            row.push_back(mQuantity == Quantity::Messages
                              ? static_cast<double>(load.messages)
                              : approxMessageBytes(elementsOf(*t, load, m), elementBytes));
        values.push_back(std::move(row));
    }
    return values;
}

void LinkLoadsChart::retranslate()
{
    mMessagesButton->setText(tr("&Messages"));
    mBytesButton->setText(tr("&Bytes"));
    mThisStepButton->setText(tr("&This step"));
    mCumulativeButton->setText(tr("&Up to this step"));
    mChart->setLocale(QLocale());
    mLinkAxis->setTitleText(tr("Link"));

    const auto trace = mSession->trace();
    if (!trace)
        return;
    const Machine& machine = mSession->machine();
    // The stage's chart beside the cube is too short for the value axis' title (even
    // "Messages" alone was cut in German): its bars are the link loads its title names, and
    // the choice of quantity and the note stay at the desk.
    mValueAxis->setTitleVisible(!isOnStage());
    if (mQuantity == Quantity::Messages)
        mValueAxis->setTitleText(tr("Messages (an exchange counts as two)"));
    else if (trace->hasBlocks())
        mValueAxis->setTitleText(tr("Data (%1) = elements sent × %2")
                                     .arg(mByteSymbol, formatBytes(machine.elementBytes)));
    else
        mValueAxis->setTitleText(tr("Data (%1) = messages × m × %2")
                                     .arg(mByteSymbol, formatBytes(machine.elementBytes)));

    const int step = mSession->step();
    const QString stepTitle = CollectiveTexts::stepTitle(*trace, static_cast<std::size_t>(step));
    // A chart's title is always markup; the step's label comes from the trace.
    if (mRange == Range::ThisStep)
        mChart->setTitle(escaped(step == 0 ? tr("Link loads at the start: no messages yet")
                                           : tr("Link loads in step %1").arg(stepTitle)));
    else
        mChart->setTitle(escaped(step == 0 ? tr("Link loads at the start: no messages yet")
                                           : tr("Link loads up to step %1").arg(stepTitle)));

    std::vector<Scenario> compared;
    try {
        if (showsComparisons() && mComparisonError.isEmpty())
            compared = comparisonScenarios();
    } catch (const std::exception&) {
        compared.clear();
    }
    // On the stage's narrower column the title breaks after its colon rather than being cut.
    if (isOnStage())
        mChart->setTitle(mChart->title().replace(QStringLiteral(": "), QStringLiteral(":<br>")));
    nameSets(*trace, compared);
    mNote->setText(noteText(*trace, compared));
    updateLegend();
    // A screen reader hears the chart's title and what its bars say.
    mView->setAccessibleName(mChart->title());
    mView->setAccessibleDescription(summary());
}

void LinkLoadsChart::nameSets(const Trace& trace, const std::vector<Scenario>& compared)
{
    const auto sets = mSeries->barSets();
    QString own;
    try {
        own = tr("This scenario: %1").arg(curveName(trace.scenario()));
    } catch (const std::exception&) {
        own = tr("This scenario");
    }
    // A bar set's label is markup: the chart's legend lays it out as HTML even while hidden,
    // and a program's file name is in it.
    if (!sets.isEmpty())
        sets[0]->setLabel(escaped(own));
    for (qsizetype i = 1; i < sets.size() && static_cast<std::size_t>(i - 1) < compared.size(); ++i)
        sets[i]->setLabel(escaped(curveName(compared[static_cast<std::size_t>(i - 1)])));
}

// What a message carries, and what the comparisons show (or why they are left out).
QString LinkLoadsChart::noteText(const Trace& trace, const std::vector<Scenario>& compared) const
{
    const Machine& machine = mSession->machine();
    const std::uint64_t m = trace.scenario().elements;
    QStringList notes;
    if (mQuantity == Quantity::Bytes && trace.hasBlocks())
        notes << tr("A message carries only its blocks: the vector of m = %1 elements is cut into "
                    "%2 blocks, %3 an "
                    "element (the machine's element size).")
                     .arg(formatCount(m), formatCount(trace.blockCount()),
                          formatBytes(machine.elementBytes));
    else if (mQuantity == Quantity::Bytes)
        notes << tr("A message carries the whole vector: m = %1, %2 an element (the machine's "
                    "element size).")
                     .arg(formatCount(m), formatBytes(machine.elementBytes));
    else
        notes << tr("Each message is counted once; in an exchange both partners send, so it counts "
                    "as two.");
    if (mWithheld) {
        notes << tr("The other link orders' loads are shown once the question is answered.");
    } else if (trace.cube().dimension() > kMaxComparedDimension) {
        notes << tr("The comparisons are left out above n = %1: each would run the engine on 2^n "
                    "nodes, "
                    "which takes seconds.")
                     .arg(kMaxComparedDimension);
    } else if (!mComparisonError.isEmpty()) {
        notes << tr("The comparisons could not be run: %1").arg(mComparisonError);
    } else if (!mComparisons.empty()) {
        QStringList counts;
        for (std::size_t i = 0; i < mComparisons.size() && i < compared.size(); ++i)
            counts << tr("%1 has %2 steps")
                          .arg(QString::fromStdString(
                              findCollective(compared[i].algorithm).lectureName))
                          .arg(mComparisons[i]->stepCount());
        notes << tr("The comparisons are shown at the same step number (%1).")
                     .arg(counts.join(QStringLiteral(", ")));
    }
    return notes.join(QLatin1Char(' '));
}

void LinkLoadsChart::updateLegend()
{
    // A legend of our own: it wraps in a narrow dock, where the chart's legend would elide.
    const QColor colours[] = {mTheme.sender, mTheme.linkColors[0], mTheme.linkColors[2]};
    QList<QPair<QColor, QString>> entries;
    const auto sets = mSeries->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i)
        entries.append({colours[std::min<qsizetype>(i, 2)], sets[i]->label()}); // escaped already
    mLegend->setText(swatchLegend(mTheme, entries, QStringLiteral("<br>")));
}

void LinkLoadsChart::applyFonts()
{
    applyChartFonts(mChart, font());
    QFont bold = font();
    bold.setBold(true);
    mLegend->setFont(bold);
}

void LinkLoadsChart::applyColours()
{
    applyChartTheme(mChart, mTheme);
    mView->setBackgroundBrush(mTheme.background);
    const QColor colours[] = {mTheme.sender, mTheme.linkColors[0], mTheme.linkColors[2]};
    const auto sets = mSeries->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i) {
        const QColor c = colours[std::min<qsizetype>(i, 2)];
        sets[i]->setColor(c);
        sets[i]->setBorderColor(Theme::blend(c, mTheme.text, 0.35));
    }
    updateLegend();
}

std::vector<std::pair<QString, std::shared_ptr<const Trace>>> LinkLoadsChart::curves() const
{
    std::vector<std::pair<QString, std::shared_ptr<const Trace>>> shown;
    const auto trace = mSession->trace();
    if (!trace)
        return shown;
    try {
        shown.emplace_back(curveName(trace->scenario()), trace);
        if (showsComparisons() && mComparisonError.isEmpty()) {
            const std::vector<Scenario> compared = comparisonScenarios();
            for (std::size_t i = 0; i < mComparisons.size() && i < compared.size(); ++i)
                shown.emplace_back(curveName(compared[i]), mComparisons[i]);
        }
    } catch (const std::exception&) {
        shown.assign(1, {QStringLiteral("this scenario"), trace});
    }
    return shown;
}

QString LinkLoadsChart::csv() const
{
    QString out =
        csvRecord({QStringLiteral("series"), QStringLiteral("link"), QStringLiteral("messages"),
                   QStringLiteral("elements"), QStringLiteral("bytes")});
    const auto trace = mSession->trace();
    if (!trace)
        return out;
    const auto m = static_cast<std::uint64_t>(trace->scenario().elements);
    const std::uint32_t elementBytes = mSession->machine().elementBytes;
    for (const auto& [name, t] : curves())
        for (const LinkLoad& load : loadsOf(*t))
            out += csvRecord({name, QString::number(load.link), csvNumber(load.messages),
                              csvNumber(sentElements(*t, load, m)),
                              csvNumber(messageBytes(sentElements(*t, load, m), elementBytes))});
    return out;
}

QString LinkLoadsChart::summary() const
{
    const auto trace = mSession->trace();
    if (!trace)
        return {};
    const auto m = static_cast<std::uint64_t>(trace->scenario().elements);
    const std::uint32_t elementBytes = mSession->machine().elementBytes;
    QStringList sentences;
    for (const auto& [name, t] : curves()) {
        QStringList links;
        for (const LinkLoad& load : loadsOf(*t)) {
            const QString amount =
                mQuantity == Quantity::Messages
                    ? (load.messages == 1 ? tr("1 message")
                                          : tr("%1 messages").arg(formatCount(load.messages)))
                    : formatBytes(static_cast<double>(
                          messageBytes(sentElements(*t, load, m), elementBytes)));
            links << tr("link %1: %2").arg(load.link).arg(amount);
        }
        sentences << tr("%1: %2.").arg(name, links.isEmpty() ? tr("no links")
                                                             : links.join(QStringLiteral(", ")));
    }
    return sentences.join(QLatin1Char(' '));
}

void LinkLoadsChart::setComparisonsWithheld(bool on)
{
    if (on == mWithheld)
        return;
    mWithheld = on;
    refresh();
}

void LinkLoadsChart::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (mComparisonsDirty)
        scenarioMaybeChanged();
}

} // namespace cubelab::gui
