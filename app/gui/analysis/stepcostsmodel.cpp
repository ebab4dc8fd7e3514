#include "analysis/stepcostsmodel.h"

#include "analysis/csvtext.h"
#include "analysis/measuredtexts.h"
#include "common/collectivetexts.h"
#include "common/machinetexts.h"
#include "common/quantities.h"
#include "document/session.h"

#include <QFont>
#include <algorithm>
#include <cubelab/errors.h>

namespace cubelab::gui {

namespace {
QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}
} // namespace

StepCostsModel::StepCostsModel(Session* session, QObject* parent) : QAbstractTableModel(parent)
{
    const auto price = [this, session] { setTrace(session->trace(), session->machine()); };
    connect(session, &Session::traceChanged, this, price);
    connect(session, &Session::machineChanged, this, price);
    connect(session, &Session::stepChanged, this, [this](int step) { setStep(step); });
    price();
    setStep(session->step());
}

void StepCostsModel::setTrace(std::shared_ptr<const Trace> trace, const Machine& machine)
{
    if (mPriced && trace == mTrace && machine == mMachine)
        return;
    mPriced = true;
    beginResetModel();
    mTrace = std::move(trace);
    mMachine = machine;
    mCosts.reset();
    mLacksLinks = false;
    mError.clear();
    if (mTrace) {
        if (mTrace->cube().dimension() > mMachine.maxDimension) {
            mLacksLinks = true;
        } else {
            try {
                ++mEvaluations;
                mCosts = CostModel::evaluate(*mTrace, mMachine);
            } catch (const std::exception& e) {
                mError = QString::fromStdString(e.what());
            }
        }
        mStep = std::clamp(mStep, 0, static_cast<int>(mTrace->stepCount()));
    }
    endResetModel();
}

void StepCostsModel::setStep(int step)
{
    mStep = mTrace ? std::clamp(step, 0, static_cast<int>(mTrace->stepCount())) : 0;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit stepChanged(mStep);
}

void StepCostsModel::setTheme(const Theme& theme)
{
    mTheme = theme;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void StepCostsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QString StepCostsModel::problem() const
{
    if (!mTrace || mCosts)
        return {};
    const QString machineName = MachineTexts::name(mMachine);
    if (!mLacksLinks)
        return tr("The steps cannot be priced on %1: %2").arg(machineName, mError);
    const int n = mTrace->cube().dimension();
    QStringList fitting;
    for (const Machine& m : builtinMachines())
        if (m.maxDimension >= n)
            fitting << MachineTexts::name(m);
    QString text = tr("This %1-cube uses links 1–%1, but %2 has links 1–%3 only: no step costs "
                      "are shown.")
                       .arg(n)
                       .arg(machineName)
                       .arg(mMachine.maxDimension);
    text += QLatin1Char(' ');
    if (fitting.isEmpty())
        text += tr("No machine preset has %1 links: choose a smaller cube (n ≤ %2).")
                    .arg(n)
                    .arg(mMachine.maxDimension);
    else
        text += tr("Choose a smaller cube (n ≤ %1) or a machine with more links: %2.")
                    .arg(mMachine.maxDimension)
                    .arg(fitting.join(QStringLiteral("; ")));
    return text;
}

QString StepCostsModel::limitName(CostLimit limit)
{
    switch (limit) {
    case CostLimit::Latency:
        return tr("latency");
    case CostLimit::LinkBandwidth:
        return tr("link bandwidth");
    case CostLimit::SharedCapacity:
        return tr("shared capacity");
    }
    return {};
}

QColor StepCostsModel::limitColor(const Theme& theme, CostLimit limit)
{
    // Blue, orange and reddish purple of Okabe–Ito: told apart with every common colour
    // vision deficiency, and in grey scale by their lightness.
    switch (limit) {
    case CostLimit::Latency:
        return theme.linkColors[1]; // sky blue
    case CostLimit::LinkBandwidth:
        return theme.linkColors[0]; // orange
    case CostLimit::SharedCapacity:
        return theme.linkColors[6]; // reddish purple
    }
    return theme.text;
}

int StepCostsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !mCosts ? 0 : static_cast<int>(mCosts->steps.size());
}

int StepCostsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : measured() ? MeasuredColumnEnd : ColumnCount;
}

namespace {
QStringList linkNumbers(const Step& step)
{
    QStringList links;
    for (int link : step.links)
        links << QString::number(link);
    return links;
}
} // namespace

QString StepCostsModel::linksText(const Step& step)
{
    return linkNumbers(step).join(QStringLiteral(", "));
}

QString StepCostsModel::linksField(const Step& step)
{
    return linkNumbers(step).join(QLatin1Char(' '));
}

QString StepCostsModel::limitField(CostLimit limit)
{
    return utf8(costLimitName(limit));
}

QString StepCostsModel::slowestText(const StepCost& cost) const
{
    if (cost.transfers == 0)
        return tr("—");
    const Hypercube& cube = mTrace->cube();
    return QStringLiteral("%1→%2").arg(QString::fromStdString(cube.address(cost.slowest.from)),
                                       QString::fromStdString(cube.address(cost.slowest.to)));
}

QVariant StepCostsModel::data(const QModelIndex& index, int role) const
{
    if (!mCosts || !index.isValid() || index.row() >= rowCount())
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const StepCost& cost = mCosts->steps[row];
    const bool current = index.row() == mStep - 1;

    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, index.column());
    case CurrentRole:
        return current;
    case NumberRole:
        return number(row, index.column());
    case Qt::BackgroundRole:
        if (current)
            return Theme::blend(mTheme.background, mTheme.highlight, 0.28);
        return {};
    case Qt::FontRole:
        if (current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == LimitColumn)
            return limitColor(mTheme, cost.limit);
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case MessagesColumn:
        case StartColumn:
        case DurationColumn:
        case MeasuredColumn:
        case MeasuredRangeColumn:
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        if (index.column() == LimitColumn || index.column() == SlowestColumn ||
            index.column() == DurationColumn)
            return toolTip(cost);
        return {};
    default:
        return {};
    }
}

QVariant StepCostsModel::number(std::size_t row, int column) const
{
    const StepCost& cost = mCosts->steps[row];
    switch (column) {
    case MessagesColumn:
        return static_cast<double>(mTrace->steps()[row].messageCount);
    case StartColumn:
        return cost.start;
    case DurationColumn:
        return cost.duration;
    case MeasuredColumn:
        return measured() ? QVariant(measured()->steps[row].time.median) : QVariant();
    default:
        return {};
    }
}

QVariant StepCostsModel::displayText(std::size_t row, int column) const
{
    const StepCost& cost = mCosts->steps[row];
    const Step& step = mTrace->steps()[row];
    switch (column) {
    case StepColumn:
        return QStringLiteral("%1)").arg(QString::fromStdString(step.label));
    case LinkColumn:
        return linksText(step);
    case PhaseColumn:
        return CollectiveTexts::phaseName(step.phase);
    case MessagesColumn:
        return formatCount(step.messageCount);
    case StartColumn:
        return formatSeconds(cost.start);
    case DurationColumn:
        return formatSeconds(cost.duration);
    case LimitColumn:
        return limitName(cost.limit);
    case SlowestColumn:
        return slowestText(cost);
    case MeasuredColumn:
        return measured() ? formatSeconds(measured()->steps[row].time.median) : QString();
    case MeasuredRangeColumn:
        return measured() ? MeasuredTexts::range(measured()->steps[row].time) : QString();
    default:
        return {};
    }
}

QString StepCostsModel::toolTip(const StepCost& cost) const
{
    // Where the class shares its capacity for each direction, k counts one direction.
    const bool perDirection =
        cost.linkClass < mMachine.linkClasses.size() &&
        mMachine.linkClasses[cost.linkClass].sharedBandwidth &&
        mMachine.linkClasses[cost.linkClass].sharedDirections == SharedDirections::Each;
    if (perDirection)
        return tr("The slowest message took %1 at %2 (%3 messages shared its link class in "
                  "its direction); "
                  "combining took %4.")
            .arg(formatSeconds(cost.messageSeconds), formatRate(cost.effectiveBandwidth),
                 formatCount(cost.concurrent), formatSeconds(cost.combineSeconds));
    return tr("The slowest message took %1 at %2 (%3 messages shared its link class); "
              "combining took %4.")
        .arg(formatSeconds(cost.messageSeconds), formatRate(cost.effectiveBandwidth),
             formatCount(cost.concurrent), formatSeconds(cost.combineSeconds));
}

QVariant StepCostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StepColumn:
        return tr("Step");
    case LinkColumn:
        return tr("Link");
    case PhaseColumn:
        return tr("Phase");
    case MessagesColumn:
        return tr("Messages");
    case StartColumn:
        return tr("Start");
    case DurationColumn:
        return tr("Duration");
    case LimitColumn:
        return tr("Limited by");
    case SlowestColumn:
        return tr("Slowest message");
    case MeasuredColumn:
        return tr("Measured (median)");
    case MeasuredRangeColumn:
        return tr("Fastest – slowest run");
    default:
        return {};
    }
}

QString StepCostsModel::csv() const
{
    // Machine-readable words (the core's names), not the translated ones: a CSV file reads
    // the same whatever language wrote it.
    const Measurement* measuredRun = measured();
    // A measurement's three columns, for a step or the total.
    auto measuredFields = [&](const TimeSummary& time) {
        return measuredRun
                   ? QStringList{csvNumber(time.median), csvNumber(time.min), csvNumber(time.max)}
                   : QStringList{};
    };
    QStringList header{
        QStringLiteral("step"),     QStringLiteral("links"),        QStringLiteral("phase"),
        QStringLiteral("messages"), QStringLiteral("start_s"),      QStringLiteral("duration_s"),
        QStringLiteral("limit"),    QStringLiteral("slowest_from"), QStringLiteral("slowest_to")};
    if (measuredRun)
        header << QStringLiteral("measured_median_s") << QStringLiteral("measured_min_s")
               << QStringLiteral("measured_max_s");
    QString out = csvRecord(header);
    if (!mCosts)
        return out;
    const Hypercube& cube = mTrace->cube();
    std::uint64_t messages = 0;
    for (std::size_t i = 0; i < mCosts->steps.size(); ++i) {
        const StepCost& cost = mCosts->steps[i];
        const Step& step = mTrace->steps()[i];
        messages += step.messageCount;
        const bool any = cost.transfers > 0;
        out += csvRecord(
            QStringList{QString::fromStdString(step.label), linksField(step),
                        utf8(phaseName(step.phase)), csvNumber(step.messageCount),
                        csvNumber(cost.start), csvNumber(cost.duration), limitField(cost.limit),
                        any ? QString::fromStdString(cube.address(cost.slowest.from)) : QString(),
                        any ? QString::fromStdString(cube.address(cost.slowest.to)) : QString()} +
            measuredFields(measuredRun ? measuredRun->steps[i].time : TimeSummary{}));
    }
    out += csvRecord(QStringList{QStringLiteral("total"), QString(), QString(), csvNumber(messages),
                                 csvNumber(0.0), csvNumber(mCosts->total), QString(), QString(),
                                 QString()} +
                     measuredFields(measuredRun ? measuredRun->total : TimeSummary{}));
    return out;
}

} // namespace cubelab::gui
