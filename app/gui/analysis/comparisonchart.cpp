#include "analysis/comparisonchart.h"

#include "analysis/comparisonmodel.h"
#include "analysis/csvtext.h"
#include "common/focusframe.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "common/showntext.h"
#include "document/session.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QStringList>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <cubelab/messagebytes.h>
#include <exception>
#include <limits>

namespace cubelab::gui {

namespace {

// The x axis is in elements with ticks at powers of 16 (1, 16, 256, … 16,777,216): round
// numbers for a vector of doubles, seven labels across the sweep; in a narrow dock at powers
// of 256, four labels that fit.
constexpr double kXBase = 16.0;
constexpr double kNarrowXBase = 256.0;
constexpr int kNarrowWidth = 900;
// Room beside the first and last size, so markers there are not cut in half.
constexpr double kXMargin = 1.3;
constexpr double kYMargin = 1.6;

struct DecadeUnit
{
    double seconds;
    const char* symbol;
};

// The unit whose decade labels read best as plain numbers ("%.6g" writes 10^-4 … 10^5 without
// an exponent): the fewest characters over the labels the range shows.
DecadeUnit decadeUnitFor(double low, double high)
{
    static const DecadeUnit units[] = {{1.0, "s"}, {1e-3, "ms"}, {1e-6, "µs"}, {1e-9, "ns"}};
    DecadeUnit chosen = units[0];
    int chosenCost = std::numeric_limits<int>::max();
    for (const DecadeUnit& u : units) {
        const int first = static_cast<int>(std::ceil(std::log10(low / u.seconds) - 1e-9));
        const int last = static_cast<int>(std::floor(std::log10(high / u.seconds) + 1e-9));
        if (first < -4 || last > 5)
            continue;
        int cost = 0;
        for (int k = first; k <= last; ++k)
            cost += k < 0 ? 2 - k : k + 1; // "0.001" has 5 characters, "1000" 4
        if (cost < chosenCost) {
            chosen = u;
            chosenCost = cost;
        }
    }
    return chosen;
}

// A log axis takes only finite positive values (Qt Charts recurses without end on others);
// the core refuses machines whose times are not finite, and this keeps any other out.
bool plottable(double seconds)
{
    return std::isfinite(seconds) && seconds > 0.0;
}

QPen linePen(const QColor& colour, double width, Qt::PenStyle style)
{
    QPen pen(colour, width, style);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

} // namespace

ComparisonChart::ComparisonChart(Session* session, QWidget* parent)
    : ComparisonChart(new ComparisonModel(session), parent)
{
    mModel->setParent(this);
}

ComparisonChart::ComparisonChart(ComparisonModel* model, QWidget* parent)
    : AnalysisPanel(parent), mModel(model), mSession(model->session()), mTitle(new QLabel(this)),
      mMessage(new QLabel(this)), mCompare(new QPushButton(this)), mView(new QChartView(this)),
      mChart(new QChart), mX(new QLogValueAxis), mY(new QLogValueAxis), mLegend(new QLabel(this)),
      mCaption(new QLabel(this)), mComparison(model->comparison())
{
    setUpLabels();
    setUpChart();
    layOut();
    connect(mCompare, &QPushButton::clicked, this, &ComparisonChart::compareNow);
    mModel->addPanel(this);
    connect(mModel, &ComparisonModel::changed, this, &ComparisonChart::present);

    applyColours();
    applyFonts();
    present();
}

void ComparisonChart::setUpLabels()
{
    setObjectName(QStringLiteral("comparisonChart"));
    mView->setObjectName(QStringLiteral("comparisonChartView"));
    mMessage->setObjectName(QStringLiteral("comparisonChartMessage"));
    mCompare->setObjectName(QStringLiteral("comparisonChartCompare"));
    mCaption->setObjectName(QStringLiteral("comparisonChartCaption"));
    mTitle->setObjectName(QStringLiteral("comparisonChartTitle"));
    mLegend->setObjectName(QStringLiteral("comparisonChartLegend"));

    // Title and legend are labels, not the chart's own: they wrap in a narrow dock.
    mTitle->setWordWrap(true);
    mTitle->setAlignment(Qt::AlignCenter);
    mLegend->setWordWrap(true);
    mLegend->setAlignment(Qt::AlignCenter);
    mLegend->setTextFormat(Qt::RichText);

    makePlain({mTitle, mMessage});
    mMessage->setWordWrap(true);
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setMargin(16);
    mMessage->hide();
    mCompare->hide();
    mCaption->setWordWrap(true);
    mCaption->setTextFormat(Qt::RichText);
    mCaption->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void ComparisonChart::setUpChart()
{
    mChart->setLocalizeNumbers(true);
    mChart->legend()->hide();
    mChart->setMargins(QMargins(4, 4, 12, 4));
    mChart->setBackgroundRoundness(0);
    mX->setBase(kXBase);
    mX->setLabelFormat(QStringLiteral("%.0f"));
    mY->setBase(10.0);
    mY->setLabelFormat(QStringLiteral("%.6g")); // localized formats need a precision
    mY->setMinorTickCount(8);
    // A label cut to "16.777.2…" misleads; one that does not fit is better left out.
    mX->setTruncateLabels(false);
    mY->setTruncateLabels(false);
    mChart->addAxis(mX, Qt::AlignBottom);
    mChart->addAxis(mY, Qt::AlignLeft);
    mView->setChart(mChart);
    mView->setRenderHint(QPainter::Antialiasing);
}

// Everything scrolls together: in a narrow dock with large fonts the words below the chart need
// more room than there is, and the chart keeps a readable height.
void ComparisonChart::layOut()
{
    auto* content = new QWidget;
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("comparisonChartScroll"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Only a holder: Tab goes to what it holds, and the area scrolls it into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    layout->addWidget(mMessage, 1);
    layout->addWidget(mCompare, 0, Qt::AlignHCenter);
    // A frame shows when the keyboard is on the chart (Tab reaches it for its description).
    layout->addWidget(new FocusFrame(mView, content), 1);
    layout->addWidget(mLegend);
    layout->addWidget(mCaption);
}

const std::optional<Comparison>& ComparisonChart::comparison() const
{
    return mComparison;
}

QLineSeries* ComparisonChart::series(ComparisonSetup::Variant variant) const
{
    switch (variant) {
    case ComparisonSetup::Variant::Cube:
        return mCube;
    case ComparisonSetup::Variant::Tree:
        return mTree;
    case ComparisonSetup::Variant::Rabenseifner:
        return mRabenseifner;
    case ComparisonSetup::Variant::Ring:
        return mRing;
    case ComparisonSetup::Variant::TreeBest:
        break;
    }
    return mBest;
}

QList<QPointF> ComparisonChart::fastestChangePoints() const
{
    QList<QPointF> points;
    for (const QScatterSeries* s : mFastestChanges)
        points << s->points();
    return points;
}

QList<QPointF> ComparisonChart::crossoverPoints() const
{
    QList<QPointF> points;
    for (const QScatterSeries* s : mCrossovers)
        points << s->points();
    return points;
}

QList<QPointF> ComparisonChart::lengthPoints() const
{
    return mLengthPoints ? mLengthPoints->points() : QList<QPointF>();
}

QString ComparisonChart::caption() const
{
    return mCaption->isHidden() ? QString() : mCaption->text();
}

QString ComparisonChart::legend() const
{
    return mLegend->isHidden() ? QString() : mLegend->text();
}

QString ComparisonChart::message() const
{
    return mMessage->isHidden() ? QString() : mMessage->text();
}

void ComparisonChart::compareNow()
{
    mModel->compareNow();
}

void ComparisonChart::present()
{
    using State = ComparisonModel::State;
    if (!mModel->hasRequest()) {
        retranslate();
        return;
    }
    const State state = mModel->state();
    mShown = state == State::Ready ? &mModel->setup() : nullptr;
    // While a large cube runs, its text and the (disabled) button stay.
    mPending = state == State::Waiting || state == State::Running ? &mModel->setup() : nullptr;
    mCompare->setEnabled(state != State::Running);
    rebuildSeries();
    switch (state) {
    case State::Problem:
        showMessage(mModel->problem(), false);
        return;
    case State::Waiting:
        showMessage(mModel->setup().largeCubeText(), true);
        return;
    case State::Running:
        showMessage(mModel->setup().runningText(), true);
        return;
    case State::Failed:
        showMessage(tr("The comparison could not be computed: %1").arg(mModel->error()), false);
        return;
    case State::Ready:
        break;
    }
    mMessage->hide();
    mCompare->hide();
    mView->show();
    mLegend->show();
    mCaption->setVisible(!isOnStage());
    retranslate();
}

void ComparisonChart::stageChanged()
{
    // On the stage the chart and its legend; the list of the fastest stays at the desk.
    mCaption->setVisible(!isOnStage() && mView->isVisibleTo(this));
    updateLegend();
    // The chart takes the room the stage leaves it, not the height it would like: the panel's
    // scroll area then has nothing to scroll (its frame is the view's parent, a FocusFrame).
    QWidget* frame = mView->parentWidget();
    QSizePolicy policy = frame->sizePolicy();
    policy.setVerticalPolicy(isOnStage() ? QSizePolicy::Ignored : QSizePolicy::Preferred);
    frame->setSizePolicy(policy);
    applyFonts();
}

void ComparisonChart::showMessage(const QString& text, bool offerCompare)
{
    mMessage->setText(text);
    mMessage->show();
    mCompare->setVisible(offerCompare);
    mView->hide();
    mLegend->hide();
    mCaption->hide();
    retranslate();
}

void ComparisonChart::rebuildSeries()
{
    mChart->removeAllSeries();
    mCube = mTree = mBest = mRabenseifner = mRing = mLengthLine = nullptr;
    mLengthPoints = nullptr;
    mCrossovers.clear();
    mFastestChanges.clear();
    if (!mComparison || mComparison->sweep.empty() || mComparison->variants.size() < 3)
        return;
    const Comparison& c = *mComparison;

    double low = std::numeric_limits<double>::max();
    double high = 0.0;
    for (const SizePoint& p : c.sweep)
        for (double t : p.seconds())
            if (plottable(t)) {
                low = std::min(low, t);
                high = std::max(high, t);
            }
    if (high == 0.0) {
        low = 1e-6;
        high = 1.0;
    }
    low /= kYMargin;
    high *= kYMargin;
    const DecadeUnit unit = decadeUnitFor(low, high);
    mYUnit = unit.seconds;
    mYSymbol = QString::fromUtf8(unit.symbol);

    addVariantLines(c);
    addLengthMarker(c, low, high);
    for (std::size_t i = 0; i < c.crossovers.size(); ++i)
        if (QScatterSeries* s = addMarker(c.crossovers[i].elements, c.crossovers[i].seconds,
                                          QString::number(i + 1)))
            mCrossovers.push_back(s);
    for (std::size_t i = 0; i < c.fastestChanges.size(); ++i)
        if (QScatterSeries* s = addMarker(c.fastestChanges[i].elements, c.fastestChanges[i].seconds,
                                          QString(QChar(u'A' + static_cast<char16_t>(i % 26)))))
            mFastestChanges.push_back(s);

    const double first = static_cast<double>(c.sweep.front().elements);
    const double last = static_cast<double>(c.sweep.back().elements);
    mX->setRange(first / kXMargin, last * kXMargin);
    mY->setRange(low / mYUnit, high / mYUnit);

    applyColours();
    applyFonts();
}

void ComparisonChart::addSeries(QXYSeries* series)
{
    mChart->addSeries(series);
    series->attachAxis(mX);
    series->attachAxis(mY);
}

void ComparisonChart::addVariantLines(const Comparison& c)
{
    auto line = [this](auto value) {
        auto* s = new QLineSeries;
        for (const SizePoint& p : mComparison->sweep)
            if (plottable(value(p)))
                s->append(static_cast<double>(p.elements), value(p) / mYUnit);
        return s;
    };
    // The best order first, so the lecture's dashed line stays visible where they coincide.
    mBest = line([](const SizePoint& p) { return p.treeBest; });
    mCube = line([](const SizePoint& p) { return p.cube; });
    mTree = line([](const SizePoint& p) { return p.treeLecture; });
    std::vector<QLineSeries*> lines{mBest, mCube, mTree};
    if (!c.blockVariantsLeftOut) {
        mRabenseifner = line([](const SizePoint& p) { return p.rabenseifner.value_or(0.0); });
        mRing = line([](const SizePoint& p) { return p.ring.value_or(0.0); });
        lines.insert(lines.end(), {mRabenseifner, mRing});
    }
    for (QLineSeries* s : lines)
        addSeries(s);
}

// The scenario's vector length: a vertical line from low to high and each variant's time there.
void ComparisonChart::addLengthMarker(const Comparison& c, double low, double high)
{
    const double m = static_cast<double>(c.elements);
    mLengthLine = new QLineSeries;
    mLengthLine->append(m, low / mYUnit);
    mLengthLine->append(m, high / mYUnit);
    mLengthPoints = new QScatterSeries;
    for (const VariantMetrics& v : c.variants)
        if (plottable(v.seconds))
            mLengthPoints->append(m, v.seconds / mYUnit);
    addSeries(mLengthLine);
    addSeries(mLengthPoints);
}

QScatterSeries* ComparisonChart::addMarker(std::uint64_t elements, double seconds,
                                           const QString& label)
{
    if (!plottable(seconds))
        return nullptr;
    auto* s = new QScatterSeries;
    s->append(static_cast<double>(elements), seconds / mYUnit);
    s->setPointLabelsFormat(label);
    s->setPointLabelsVisible(true);
    s->setPointLabelsClipping(false);
    addSeries(s);
    return s;
}

void ComparisonChart::retranslate()
{
    mChart->setLocale(QLocale());
    mCompare->setText(mPending ? tr("Compare for n = %1").arg(mPending->request.dimension)
                               : tr("Compare"));
    if (mPending)
        mMessage->setText(mModel->state() == ComparisonModel::State::Running
                              ? mPending->runningText()
                              : mPending->largeCubeText());
    else if (mModel->state() == ComparisonModel::State::Problem && !mMessage->isHidden())
        mMessage->setText(mModel->problem()); // a problem of the old language: say it again
    const int n = mShown ? mShown->request.dimension : mSession->scenario().dimension;
    const Machine& machine = mShown ? mShown->machine : mSession->machine();
    mTitle->setText(tr("All-reduce time by vector length: n = %1 (p = %2) on %3")
                        .arg(n)
                        .arg(n >= 0 && n < 32 ? formatCount(std::uint64_t{1} << n) : QString())
                        .arg(MachineTexts::name(machine)));
    // The title names the chart for a screen reader; the words below it are its description.
    mView->setAccessibleName(mTitle->text());
    mX->setTitleText(tr("Vector length m (elements)"));
    mY->setTitleText(tr("Total time (%1)").arg(mYSymbol));
    if (!mShown || !mComparison || mComparison->variants.size() < 3 || !mCube) {
        mCaption->clear();
        mLegend->clear();
        mView->setAccessibleDescription(QString());
        return;
    }
    nameSeries(*mShown, *mComparison);
    updateLegend();
    mCaption->setText(captionParts(*mShown, *mComparison).join(QStringLiteral("<br>")));
    mView->setAccessibleDescription(
        QTextDocumentFragment::fromHtml(mCaption->text()).toPlainText());
    mCaption->setToolTip(plainTip(shownText(machine.note, kShownTipCharacters)));
}

void ComparisonChart::nameSeries(const ComparisonSetup& setup, const Comparison& c)
{
    mCube->setName(setup.variantName(ComparisonSetup::Variant::Cube));
    mTree->setName(setup.variantName(ComparisonSetup::Variant::Tree));
    mBest->setName(setup.variantName(ComparisonSetup::Variant::TreeBest));
    if (mRabenseifner)
        mRabenseifner->setName(setup.variantName(ComparisonSetup::Variant::Rabenseifner));
    if (mRing)
        mRing->setName(setup.variantName(ComparisonSetup::Variant::Ring));
    mLengthLine->setName(tr("Scenario's m = %1").arg(setup.lengthText(c.elements)));
    mLengthPoints->setName(mLengthLine->name());
    for (QScatterSeries* s : mCrossovers)
        s->setName(tr("Crossover (numbered, see below)"));
    for (QScatterSeries* s : mFastestChanges)
        s->setName(tr("The fastest of all changes (lettered, see below)"));
}

// The caption's paragraphs (HTML): the fastest of all, the crossovers, the orders, the machine.
QStringList ComparisonChart::captionParts(const ComparisonSetup& setup, const Comparison& c) const
{
    QStringList parts;
    // The fastest of all variants first: what a lecturer points at.
    QStringList fastest{setup.fastestFirstSentence(c).toHtmlEscaped()};
    for (std::size_t i = 0; i < c.fastestChanges.size(); ++i)
        fastest << QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2")
                       .arg(QChar(u'A' + static_cast<char16_t>(i % 26)))
                       .arg(setup.fastestSentence(c.fastestChanges[i]).toHtmlEscaped());
    parts << tr("<b>Fastest of all</b> (the lettered points):") + QStringLiteral("<br>") +
                 fastest.join(QStringLiteral("<br>"));
    if (c.blockVariantsLeftOut)
        parts << ComparisonSetup::blockVariantsLeftOutText().toHtmlEscaped();
    if (c.crossovers.empty()) {
        parts << tr("<b>Cube_Do and Tree_Do do not cross</b> between %1 and %2: their order stays "
                    "the same.")
                     .arg(setup.lengthText(c.sweep.front().elements).toHtmlEscaped(),
                          setup.lengthText(c.sweep.back().elements).toHtmlEscaped());
    } else {
        QStringList lines;
        for (std::size_t i = 0; i < c.crossovers.size(); ++i)
            lines << QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2")
                         .arg(i + 1)
                         .arg(setup.crossoverSentence(c.crossovers[i]).toHtmlEscaped());
        parts << tr("<b>Where Cube_Do and Tree_Do cross</b> (the numbered points):") +
                     QStringLiteral("<br>") + lines.join(QStringLiteral("<br>"));
    }
    parts << ordersText(setup, c);
    const Machine& machine = setup.machine;
    if (ComparisonSetup::isIllustrative(machine))
        parts << tr("The figures of “%1” are illustrative, not measurements: the chart shows "
                    "proportions.")
                     .arg(MachineTexts::name(machine))
                     .toHtmlEscaped();
    parts << MachineTexts::choices(machine).toHtmlEscaped();
    return parts;
}

// The two Tree_Do orders (HTML), and whether their lines lie on each other.
QString ComparisonChart::ordersText(const ComparisonSetup& setup, const Comparison& c) const
{
    bool lectureIsBest = true;
    for (const SizePoint& p : c.sweep)
        lectureIsBest =
            lectureIsBest && std::abs(p.treeLecture - p.treeBest) <=
                                 BestOrder::kTieTolerance * std::max(p.treeLecture, p.treeBest);
    QString orders =
        tr("Orders: %1: %2; %3: %4 (best for %5).")
            .arg(setup.variantName(ComparisonSetup::Variant::Tree),
                 ComparisonSetup::ordersText(c.variants[1]),
                 setup.variantName(ComparisonSetup::Variant::TreeBest),
                 ComparisonSetup::ordersText(c.variants[2]), setup.lengthText(c.elements))
            .toHtmlEscaped();
    if (lectureIsBest)
        orders +=
            QLatin1Char(' ') + tr("Here the two Tree_Do orders take the same time at every length: "
                                  "their lines lie on each other.")
                                   .toHtmlEscaped();
    return orders;
}

void ComparisonChart::updateLegend()
{
    if (!mCube || !mTree || !mBest || !mLengthLine) {
        mLegend->clear();
        return;
    }
    // Each entry in the line's own colour and stroke; entries wrap as a whole.
    auto entry = [](const QString& symbol, const QColor& colour, const QString& name) {
        return QStringLiteral("<span style=\"color:%1; font-weight:bold\">%2</span>&nbsp;%3")
            .arg(colour.name(), symbol,
                 name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    };
    QStringList entries;
    entries << entry(QStringLiteral("━━━"), mCube->pen().color(), mCube->name())
            << entry(QStringLiteral("╍╍╍"), mTree->pen().color(), mTree->name())
            << entry(QStringLiteral("<span style=\"font-size:x-large\">━━</span>"),
                     mBest->pen().color(), mBest->name());
    if (mRabenseifner)
        entries << entry(QStringLiteral("━·━"), mRabenseifner->pen().color(),
                         mRabenseifner->name());
    if (mRing)
        entries << entry(QStringLiteral("┅┅┅"), mRing->pen().color(), mRing->name());
    // The marks' entries point to the list below, which stays at the desk.
    if (!mCrossovers.empty() && !isOnStage())
        entries << entry(QStringLiteral("●"), mTheme.text, tr("crossover, numbered as below"));
    if (!mFastestChanges.empty() && !isOnStage())
        entries << entry(QStringLiteral("◆"), mTheme.text,
                         tr("the fastest of all changes, lettered as below"));
    entries << entry(QStringLiteral("┆□"), mTheme.text, mLengthLine->name());
    mLegend->setText(entries.join(QStringLiteral(" &nbsp;&nbsp; ")));
}

void ComparisonChart::setTheme(const Theme& theme)
{
    mTheme = theme;
    applyColours();
    updateLegend();
}

void ComparisonChart::applyColours()
{
    const Theme& t = mTheme;
    mChart->setBackgroundBrush(t.background);
    mChart->setBackgroundPen(Qt::NoPen);
    mChart->setPlotAreaBackgroundVisible(false);
    mChart->setTitleBrush(t.text);
    mChart->legend()->setLabelColor(t.text);
    const QColor grid = Theme::blend(t.background, t.text, 0.2);
    const QColor minorGrid = Theme::blend(t.background, t.text, 0.08);
    for (QLogValueAxis* axis : {mX, mY}) {
        axis->setLabelsColor(t.text);
        axis->setTitleBrush(t.text);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(minorGrid);
        axis->setLinePenColor(Theme::blend(t.background, t.text, 0.6));
    }
    applyLineColours();
    applyMarkerColours();
}

void ComparisonChart::applyLineColours()
{
    const Theme& t = mTheme;
    const bool dark = t.kind != ThemeKind::Light;
    // Okabe–Ito colours that are not the link colours' job here; solid, dashed and thick lines
    // tell the variants apart without colour too.
    const QColor cube = t.sender;
    const QColor tree = dark ? QColor("#E69F00") : QColor("#D55E00");
    const QColor best = QColor("#009E73");
    const QColor rabenseifner = dark ? QColor("#E377C2") : QColor("#CC79A7");
    // The ring in the text colour: no other line is black (white on dark), and an orange
    // would sit too near Tree_Do's vermilion on a projector.
    const QColor ring = t.text;
    if (mCube)
        mCube->setPen(linePen(cube, 3.0, Qt::SolidLine));
    if (mTree)
        mTree->setPen(linePen(tree, 3.0, Qt::DashLine));
    if (mBest)
        mBest->setPen(linePen(best, 6.0, Qt::SolidLine));
    if (mRabenseifner)
        mRabenseifner->setPen(linePen(rabenseifner, 3.5, Qt::DashDotLine));
    if (mRing)
        mRing->setPen(linePen(ring, 3.5, Qt::DotLine));
    if (mLengthLine)
        mLengthLine->setPen(linePen(t.mutedText, 2.0, Qt::DotLine));
}

void ComparisonChart::applyMarkerColours()
{
    const Theme& t = mTheme;
    if (mLengthPoints) {
        mLengthPoints->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        mLengthPoints->setMarkerSize(11.0);
        mLengthPoints->setColor(t.background);
        mLengthPoints->setBorderColor(t.text);
        QPen pen(t.text, 2.0);
        mLengthPoints->setPen(pen);
    }
    for (QScatterSeries* s : mCrossovers) {
        s->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        s->setMarkerSize(15.0);
        s->setColor(t.text);
        s->setBorderColor(t.background);
        s->setPen(QPen(t.background, 2.0));
        s->setPointLabelsColor(t.text);
    }
    for (QScatterSeries* s : mFastestChanges) {
        s->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        s->setMarkerSize(17.0);
        s->setColor(t.text);
        s->setBorderColor(t.background);
        s->setPen(QPen(t.background, 2.0));
        s->setPointLabelsColor(t.text);
    }
}

void ComparisonChart::applyFonts()
{
    // Qt Charts do not inherit the widget's font: presentation mode must reach them here.
    const QFont base = font();
    QFont title = base;
    title.setBold(true);
    title.setPointSizeF(base.pointSizeF() * 1.15);
    mChart->setTitleFont(title);
    mChart->legend()->setFont(base);
    QFont axisTitle = base;
    axisTitle.setBold(true);
    for (QLogValueAxis* axis : {mX, mY}) {
        axis->setLabelsFont(base);
        axis->setTitleFont(axisTitle);
    }
    QFont label = base;
    label.setBold(true);
    label.setPointSizeF(base.pointSizeF() * 1.1);
    for (QScatterSeries* s : mCrossovers)
        s->setPointLabelsFont(label);
    for (QScatterSeries* s : mFastestChanges)
        s->setPointLabelsFont(label);
    QFont message = base;
    message.setPointSizeF(base.pointSizeF() * 1.15);
    mMessage->setFont(message);
    mTitle->setFont(title);
    // On the stage the chart keeps fewer lines' height, so that it and its legend fit the stage
    // whole, unscrolled, in the stage's type.
    mView->setMinimumHeight(std::max(300, QFontMetrics(base).height() * (isOnStage() ? 12 : 18)));
}

void ComparisonChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    mX->setBase(width() < kNarrowWidth ? kNarrowXBase : kXBase);
}

QString ComparisonChart::csv() const
{
    if (!mComparison || mComparison->sweep.empty())
        return {};
    const Comparison& c = *mComparison;
    const std::uint32_t elementBytes = mShown ? mShown->machine.elementBytes : 0;
    QString out =
        csvRecord({QStringLiteral("kind"), QStringLiteral("elements"), QStringLiteral("bytes"),
                   QStringLiteral("cube_do_s"), QStringLiteral("tree_do_s"),
                   QStringLiteral("tree_do_best_order_s"), QStringLiteral("faster"),
                   QStringLiteral("slower"), QStringLiteral("crossover_s"),
                   QStringLiteral("rabenseifner_s"), QStringLiteral("ring_s")});
    auto optional = [](const std::optional<double>& t) { return t ? csvNumber(*t) : QString(); };
    for (const SizePoint& p : c.sweep)
        out += csvRecord({QStringLiteral("sweep"), csvNumber(p.elements),
                          csvNumber(messageBytes(p.elements, elementBytes)), csvNumber(p.cube),
                          csvNumber(p.treeLecture), csvNumber(p.treeBest), QString(), QString(),
                          QString(), optional(p.rabenseifner), optional(p.ring)});
    for (const Crossover& x : c.crossovers)
        out += csvRecord({QStringLiteral("crossover"), csvNumber(x.elements),
                          csvNumber(messageBytes(x.elements, elementBytes)), QString(), QString(),
                          QString(), QString::fromStdString(x.faster),
                          QString::fromStdString(x.slower), csvNumber(x.seconds), QString(),
                          QString()});
    // Where the fastest of all changes: `faster` is the new fastest, `slower` the one before.
    for (const Crossover& x : c.fastestChanges)
        out += csvRecord({QStringLiteral("fastest"), csvNumber(x.elements),
                          csvNumber(messageBytes(x.elements, elementBytes)), QString(), QString(),
                          QString(), QString::fromStdString(x.faster),
                          QString::fromStdString(x.slower), csvNumber(x.seconds), QString(),
                          QString()});
    return out;
}

} // namespace cubelab::gui
