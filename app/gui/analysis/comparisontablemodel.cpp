#include "analysis/comparisontablemodel.h"

#include "analysis/csvtext.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"

#include <QFont>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {

QString spaced(const std::vector<int>& order)
{
    QStringList links;
    for (int link : order)
        links << QString::number(link);
    return links.join(QLatin1Char(' '));
}

// The phase of a BestOrder result, if it has one.
const PhaseOrder* phaseOf(const BestOrderResult& result, Phase phase)
{
    for (const PhaseOrder& p : result.phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

bool sameTime(double a, double b)
{
    return std::abs(a - b) <= BestOrder::kTieTolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace

ComparisonTableModel::ComparisonTableModel(QObject* parent) : QAbstractTableModel(parent)
{
    rebuild();
}

void ComparisonTableModel::setComparison(const ComparisonSetup& setup, const Comparison& comparison,
                                         const BestOrderResult& cubeBest)
{
    mSetup = setup;
    mComparison = comparison;
    mCubeBest = cubeBest;
    mWhy.clear();
    rebuild();
}

void ComparisonTableModel::clearComparison(const ComparisonSetup& setup, const QString& why)
{
    mSetup = setup;
    mComparison.reset();
    mCubeBest.reset();
    mWhy = why;
    rebuild();
}

void ComparisonTableModel::setBaseFont(const QFont& font)
{
    if (font == mBaseFont)
        return;
    mBaseFont = font;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::FontRole});
}

void ComparisonTableModel::setTheme(const Theme& theme)
{
    mTheme = theme;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole, Qt::DecorationRole});
}

void ComparisonTableModel::retranslate()
{
    rebuild();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ComparisonTableModel::rebuild()
{
    beginResetModel();
    mRows.clear();
    addLectureRows();
    addComputedRows();
    endResetModel();
}

void ComparisonTableModel::addLectureRows()
{
    Row section;
    section.kind = RowKind::Section;
    section.label = tr("In the lecture: “Vergleich der Varianten a) und b)”");
    mRows.push_back(section);

    // The lecture's statements in its words (the German is the original). A statement that
    // holds for both variants covers both columns; Tree_Do's cover the tree columns.
    auto lecture = [this](const QString& label, const QString& cube, const QString& tree) {
        Row r;
        r.kind = RowKind::Lecture;
        r.label = label;
        r.text = {cube, tree};
        // The lecture compares Cube_Do and Tree_Do only.
        for (std::size_t v = 3; v < kVariants; ++v) {
            r.text[v] = QStringLiteral("—");
            r.toolTip[v] = tr("The lecture compares only Cube_Do and Tree_Do.");
        }
        r.firstSpanned = tree.isEmpty() ? CubeColumn : TreeColumn;
        r.spannedColumns = tree.isEmpty() ? 3 : 2;
        mRows.push_back(r);
    };
    lecture(tr("Arithmetic work"), tr("The same arithmetic work"), QString());
    lecture(tr("Communications"),
            tr("nCube bidirectional communications, or 2·nCube unidirectional ones"),
            tr("2·nCube unidirectional communications"));
    lecture(tr("Link load"), tr("Equal link load"),
            tr("Link load falling with rising / falling link number"));
    lecture(tr("Ideal when"), tr("Ideal when all links have the same bandwidth"),
            tr("The tree embedded in the hypercube is chosen by the links' bandwidth"));
    lecture(tr("Machine"), tr("Ideal in a physical hypercube, e.g. the nCUBE 2"),
            tr("Larger systems can have lower bandwidths on some links for technological reasons, "
               "e.g. the POWER-GC"));
}

void ComparisonTableModel::addComputedRows()
{
    Row section;
    section.kind = RowKind::Section;
    if (mSetup && mSetup->request.dimension >= 1 && mSetup->request.dimension < 32) {
        const int n = mSetup->request.dimension;
        section.label = tr("Computed for this machine: %1, n = %2 (p = %3), m = %4")
                            .arg(MachineTexts::name(mSetup->machine))
                            .arg(n)
                            .arg(formatCount(std::uint64_t{1} << n))
                            .arg(mSetup->lengthText(mSetup->request.elements));
    } else {
        section.label = tr("Computed for this machine");
    }
    mRows.push_back(section);

    if (!mComparison || !mSetup || !mCubeBest) {
        Row note;
        note.kind = RowKind::Note;
        note.label = mWhy.isEmpty() ? tr("Not computed yet.") : mWhy;
        mRows.push_back(note);
        return;
    }
    const Comparison& c = *mComparison;
    if (c.variants.size() < 3)
        return;
    addCountRows(c);
    addLinkLoadRows(c);
    addTimeRows(c);
    addOptimalOrdersRow(c);
    addFastestRows(c);
}

// The link orders, then the combines and messages of each variant.
void ComparisonTableModel::addCountRows(const Comparison& c)
{
    const std::size_t variants = c.variants.size();
    auto counts = [&](const QString& key, const QString& label,
                      std::uint64_t VariantMetrics::*field, const QString& unit) {
        Row r;
        r.key = key;
        r.unit = unit;
        r.label = label;
        for (std::size_t v = 0; v < variants; ++v) {
            const std::uint64_t value = c.variants[v].*field;
            r.text[v] = formatCount(value);
            r.number[v] = QVariant::fromValue<qulonglong>(value);
        }
        mRows.push_back(r);
    };

    Row orders;
    orders.key = QStringLiteral("link_order");
    orders.label = tr("Link order");
    for (std::size_t v = 0; v < variants; ++v)
        orders.text[v] = ComparisonSetup::ordersText(c.variants[v]);
    orders.toolTip[2] =
        tr("The best orders for %1 on this machine.").arg(mSetup->lengthText(c.elements));
    mRows.push_back(orders);

    counts(QStringLiteral("combines_busiest_node"), tr("Combines on the busiest node"),
           &VariantMetrics::combinesBusiestNode, QStringLiteral("combines"));
    counts(QStringLiteral("combines_all_nodes"), tr("Combines on all nodes together"),
           &VariantMetrics::combinesAllNodes, QStringLiteral("combines"));
    counts(QStringLiteral("messages_one_way_busiest_node"),
           tr("Messages of the busiest node, one way (sent + received)"),
           &VariantMetrics::oneWayBusiestNode, QStringLiteral("messages"));
    counts(QStringLiteral("communications_both_ways_busiest_node"),
           tr("Communications of the busiest node (an exchange counts once)"),
           &VariantMetrics::bothWayBusiestNode, QStringLiteral("communications"));
}

void ComparisonTableModel::addLinkLoadRows(const Comparison& c)
{
    const std::size_t variants = c.variants.size();
    // A row per link: what each variant's load on it is, as fill() writes it into a cell.
    const std::size_t links = c.variants[0].linkLoad.size();
    auto linkRows = [&](const QString& what, const QString& unit, const QString& label, auto fill) {
        for (std::size_t k = 0; k < links; ++k) {
            Row r;
            r.link = c.variants[0].linkLoad[k].link;
            r.key = QStringLiteral("link_%1_%2").arg(r.link).arg(what);
            r.unit = unit;
            r.label = label.arg(r.link);
            for (std::size_t v = 0; v < variants; ++v)
                if (k < c.variants[v].linkLoad.size())
                    fill(r, v, c.variants[v].linkLoad[k]);
            mRows.push_back(r);
        }
    };
    linkRows(QStringLiteral("messages"), QStringLiteral("messages"), tr("Link %1 load (messages)"),
             [](Row& r, std::size_t v, const LinkLoad& load) {
                 r.text[v] = formatCount(load.messages);
                 r.number[v] = QVariant::fromValue<qulonglong>(load.messages);
                 r.toolTip[v] = tr("%1 messages carrying %2 over link %3")
                                    .arg(formatCount(load.messages),
                                         formatBytes(static_cast<double>(load.bytes)))
                                    .arg(r.link);
             });
    // A block variant's messages carry parts of the vector: the bytes say what a link carries.
    if (variants > 3)
        linkRows(QStringLiteral("bytes"), QStringLiteral("B"), tr("Link %1 load (bytes)"),
                 [](Row& r, std::size_t v, const LinkLoad& load) {
                     r.text[v] = formatBytes(static_cast<double>(load.bytes));
                     r.number[v] = QVariant::fromValue<qulonglong>(load.bytes);
                     r.toolTip[v] =
                         tr("%1 elements over link %2").arg(formatCount(load.elements)).arg(r.link);
                 });
}

// The total time, the fastest in bold, and each variant's time against Tree_Do's best order.
void ComparisonTableModel::addTimeRows(const Comparison& c)
{
    const std::size_t variants = c.variants.size();
    const QLocale locale;
    Row time;
    time.key = QStringLiteral("total_time");
    time.unit = QStringLiteral("s");
    time.label = tr("Total time for %1").arg(mSetup->lengthText(c.elements));
    double fastest = c.variants[0].seconds;
    for (std::size_t v = 0; v < variants; ++v) {
        time.text[v] = formatSeconds(c.variants[v].seconds);
        time.number[v] = c.variants[v].seconds;
        time.toolTip[v] = tr("%1 s").arg(locale.toString(c.variants[v].seconds, 'g', 12));
        fastest = std::min(fastest, c.variants[v].seconds);
    }
    for (std::size_t v = 0; v < variants; ++v)
        if (sameTime(c.variants[v].seconds, fastest)) {
            time.emphasised = static_cast<int>(v);
            break;
        }
    mRows.push_back(time);

    const double best = c.variants[2].seconds;
    if (best > 0.0) {
        Row relative;
        relative.key = QStringLiteral("time_relative_to_best_tree");
        relative.unit = QStringLiteral("ratio");
        relative.label = tr("Time relative to Tree_Do (best order)");
        for (std::size_t v = 0; v < variants; ++v) {
            const double ratio = c.variants[v].seconds / best;
            relative.text[v] = tr("%1 ×").arg(locale.toString(ratio, 'f', 2));
            relative.number[v] = ratio;
        }
        mRows.push_back(relative);
    }
}

void ComparisonTableModel::addOptimalOrdersRow(const Comparison& c)
{
    const std::size_t variants = c.variants.size();
    const double best = c.variants[2].seconds;
    // How many orders reach the least time: Cube_Do's (its own BestOrder), the tree's pair.
    Row ties;
    ties.key = QStringLiteral("optimal_orders");
    ties.unit = QStringLiteral("orders");
    ties.label = tr("Orders with the least time");
    auto ofAll = [](const PhaseOrder& p) {
        return p.optimalOrders == p.allOrders
                   ? tr("all %1").arg(formatCount(p.allOrders))
                   : tr("%1 of %2").arg(formatCount(p.optimalOrders), formatCount(p.allOrders));
    };
    if (const PhaseOrder* exchange =
            mCubeBest->phases.empty() ? nullptr : &mCubeBest->phases.front()) {
        ties.text[0] = tr("%1 orders").arg(ofAll(*exchange));
        ties.number[0] = QVariant::fromValue<qulonglong>(exchange->optimalOrders);
    }
    ties.text[1] = sameTime(c.variants[1].seconds, best) ? tr("this order is one of them")
                                                         : tr("this order is not one of them");
    const PhaseOrder* reduce = phaseOf(c.best, Phase::Reduce);
    const PhaseOrder* broadcast = phaseOf(c.best, Phase::Broadcast);
    if (reduce && broadcast) {
        ties.text[2] = tr("reduce: %1 · broadcast: %2").arg(ofAll(*reduce), ofAll(*broadcast));
        ties.number[2] = QVariantList{QVariant::fromValue<qulonglong>(reduce->optimalOrders),
                                      QVariant::fromValue<qulonglong>(broadcast->optimalOrders)};
    }
    const QString method = c.best.method == SearchMethod::Rule
                               ? tr("found by the sorting rule of the cost model (n > %1)")
                                     .arg(BestOrder::kExhaustiveMaxDimension)
                               : tr("found by trying every order");
    ties.toolTip[2] = method;
    // The block variants run in the orders shown above; their best orders are not searched
    // here (best-order does that for one collective at a time).
    for (std::size_t v = 3; v < variants; ++v) {
        ties.text[v] = QStringLiteral("—");
        ties.toolTip[v] =
            tr("Not searched here: cubelab-cli best-order --algorithm %1 finds the best "
               "orders of this variant.")
                .arg(QString::fromStdString(c.variants[v].algorithm));
    }
    mRows.push_back(ties);
}

void ComparisonTableModel::addFastestRows(const Comparison& c)
{
    // Where the fastest of all variants changes over the chart's lengths, in one merged cell.
    if (!c.sweep.empty()) {
        Row fastestRow;
        fastestRow.key = QStringLiteral("fastest_of_all");
        fastestRow.label = tr("Fastest of all variants, by vector length");
        QStringList lines{mSetup->fastestFirstSentence(c)};
        for (const Crossover& change : c.fastestChanges)
            lines << mSetup->fastestSentence(change);
        fastestRow.text[0] = lines.join(QLatin1Char('\n'));
        fastestRow.toolTip[0] = tr("Over the chart's lengths, %1 to %2.")
                                    .arg(mSetup->lengthText(c.sweep.front().elements),
                                         mSetup->lengthText(c.sweep.back().elements));
        fastestRow.firstSpanned = CubeColumn;
        fastestRow.spannedColumns = static_cast<int>(kVariants);
        mRows.push_back(fastestRow);
    }
    if (c.blockVariantsLeftOut) {
        Row note;
        note.kind = RowKind::Note;
        note.label = ComparisonSetup::blockVariantsLeftOutText();
        mRows.push_back(note);
    }
}

std::vector<ComparisonTableModel::Span> ComparisonTableModel::spans() const
{
    std::vector<Span> out;
    for (std::size_t i = 0; i < mRows.size(); ++i) {
        const Row& r = mRows[i];
        const int row = static_cast<int>(i);
        if (r.kind == RowKind::Section || r.kind == RowKind::Note)
            out.push_back({row, LabelColumn, ColumnCount});
        else if (r.spannedColumns > 1)
            out.push_back({row, r.firstSpanned, r.spannedColumns});
    }
    return out;
}

int ComparisonTableModel::rowOf(const QString& key) const
{
    for (std::size_t i = 0; i < mRows.size(); ++i)
        if (mRows[i].key == key)
            return static_cast<int>(i);
    return -1;
}

QString ComparisonTableModel::csv() const
{
    if (!mComparison || !mCubeBest || mComparison->variants.size() < 3)
        return {};
    const Comparison& c = *mComparison;
    using Values = std::array<QString, kVariants>;
    QString out =
        csvRecord({QStringLiteral("quantity"), QStringLiteral("unit"), QStringLiteral("cube_do"),
                   QStringLiteral("tree_do"), QStringLiteral("tree_do_best_order"),
                   QStringLiteral("rabenseifner"), QStringLiteral("ring")});
    auto record = [&](const QString& quantity, const QString& unit, const Values& values) {
        QStringList fields{quantity, unit};
        for (const QString& v : values)
            fields << v;
        out += csvRecord(fields);
    };
    // A variant the comparison left out has empty cells.
    auto each = [&](const auto& value) {
        Values values;
        for (std::size_t v = 0; v < c.variants.size() && v < kVariants; ++v)
            values[v] = value(c.variants[v]);
        return values;
    };
    auto same = [&](const QString& text) {
        return each([&](const VariantMetrics&) { return text; });
    };
    record(QStringLiteral("machine"), QStringLiteral("id"),
           same(QString::fromStdString(c.machine)));
    record(QStringLiteral("dimension"), QString(), same(QString::number(c.dimension)));
    record(QStringLiteral("elements"), QStringLiteral("elements"), same(csvNumber(c.elements)));
    record(QStringLiteral("link_order"), QString(),
           each([](const VariantMetrics& v) { return spaced(v.linkOrder); }));
    record(QStringLiteral("broadcast_link_order"), QString(),
           each([](const VariantMetrics& v) { return spaced(v.secondLinkOrder); }));
    record(QStringLiteral("combines_busiest_node"), QStringLiteral("combines"),
           each([](const VariantMetrics& v) { return csvNumber(v.combinesBusiestNode); }));
    record(QStringLiteral("combines_all_nodes"), QStringLiteral("combines"),
           each([](const VariantMetrics& v) { return csvNumber(v.combinesAllNodes); }));
    record(QStringLiteral("messages_one_way_busiest_node"), QStringLiteral("messages"),
           each([](const VariantMetrics& v) { return csvNumber(v.oneWayBusiestNode); }));
    record(QStringLiteral("communications_both_ways_busiest_node"),
           QStringLiteral("communications"),
           each([](const VariantMetrics& v) { return csvNumber(v.bothWayBusiestNode); }));
    for (std::size_t k = 0; k < c.variants[0].linkLoad.size(); ++k) {
        auto load = [k](const VariantMetrics& v) {
            return k < v.linkLoad.size() ? v.linkLoad[k] : LinkLoad{};
        };
        const int link = c.variants[0].linkLoad[k].link;
        record(QStringLiteral("link_%1_messages").arg(link), QStringLiteral("messages"),
               each([&](const VariantMetrics& v) { return csvNumber(load(v).messages); }));
        record(QStringLiteral("link_%1_bytes").arg(link), QStringLiteral("B"),
               each([&](const VariantMetrics& v) { return csvNumber(load(v).bytes); }));
    }
    record(QStringLiteral("total_time"), QStringLiteral("s"),
           each([](const VariantMetrics& v) { return csvNumber(v.seconds); }));
    return out + csvOptimalOrders();
}

// How many orders reach the least time: Cube_Do's one phase (exchange) stands in the reduce row.
QString ComparisonTableModel::csvOptimalOrders() const
{
    const Comparison& c = *mComparison;
    auto record = [](const QString& quantity, const QString& unit,
                     const std::array<QString, 3>& values) {
        return csvRecord({quantity, unit, values[0], values[1], values[2], QString(), QString()});
    };
    const PhaseOrder* exchange = mCubeBest->phases.empty() ? nullptr : &mCubeBest->phases.front();
    const PhaseOrder* reduce = phaseOf(c.best, Phase::Reduce);
    const PhaseOrder* broadcast = phaseOf(c.best, Phase::Broadcast);
    auto optimal = [](const PhaseOrder* p) { return p ? csvNumber(p->optimalOrders) : QString(); };
    auto all = [](const PhaseOrder* p) { return p ? csvNumber(p->allOrders) : QString(); };
    return record(QStringLiteral("optimal_orders_reduce"), QStringLiteral("orders"),
                  {optimal(exchange), QString(), optimal(reduce)}) +
           record(QStringLiteral("optimal_orders_broadcast"), QStringLiteral("orders"),
                  {QString(), QString(), optimal(broadcast)}) +
           record(QStringLiteral("all_orders"), QStringLiteral("orders"),
                  {all(exchange), QString(), all(reduce)});
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(mRows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Row& r = mRows[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const bool spanned = r.kind == RowKind::Section || r.kind == RowKind::Note;
    const int variant = column - CubeColumn; // -1 for the label column

    switch (role) {
    case KindRole:
        return static_cast<int>(r.kind);
    case KeyRole:
        return r.key;
    case NumberRole:
        return variant >= 0 ? r.number[static_cast<std::size_t>(variant)] : QVariant();
    case Qt::DisplayRole:
        if (column == LabelColumn)
            return r.label;
        if (spanned)
            return {};
        return r.text[static_cast<std::size_t>(variant)];
    case Qt::ToolTipRole:
        if (variant >= 0 && !spanned && !r.toolTip[static_cast<std::size_t>(variant)].isEmpty())
            return plainTip(r.toolTip[static_cast<std::size_t>(variant)]);
        return {};
    case Qt::DecorationRole:
        if (column == LabelColumn && r.link > 0)
            return mTheme.linkColor(r.link);
        return {};
    case Qt::FontRole: {
        QFont f = mBaseFont;
        if (r.kind == RowKind::Section || (r.emphasised >= 0 && r.emphasised == variant))
            f.setBold(true);
        if (r.kind == RowKind::Lecture && column != LabelColumn)
            f.setItalic(true);
        if (r.kind == RowKind::Note)
            f.setItalic(true);
        return f;
    }
    case Qt::BackgroundRole:
        if (r.kind == RowKind::Section)
            return Theme::blend(mTheme.background, mTheme.sender, 0.16);
        if (r.emphasised >= 0 && r.emphasised == variant)
            return mTheme.receiverFill;
        return {};
    case Qt::ForegroundRole:
        if (column == LabelColumn && r.kind != RowKind::Section && r.kind != RowKind::Note)
            return mTheme.mutedText;
        return mTheme.text;
    case Qt::TextAlignmentRole:
        if (column == LabelColumn || r.kind == RowKind::Lecture)
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant(Qt::AlignHCenter | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool fromScenario = mSetup && mSetup->treeFromScenario;
    const bool cubeFromScenario = mSetup && mSetup->cubeFromScenario;
    switch (section) {
    case LabelColumn:
        return QString();
    case CubeColumn:
        return cubeFromScenario ? tr("Cube_Do\nscenario's order") : tr("Cube_Do\n(variant b)");
    case TreeColumn:
        return fromScenario ? tr("Tree_Do\nscenario's order") : tr("Tree_Do\nlecture's order");
    case BestColumn:
        return tr("Tree_Do\nbest order");
    case RabenseifnerColumn:
        return mSetup && mSetup->rabenseifnerFromScenario ? tr("Rabenseifner\nscenario's orders")
                                                          : tr("Rabenseifner\nhalving + doubling");
    case RingColumn:
        return mSetup && mSetup->ringFromScenario ? tr("Ring\nscenario's order")
                                                  : tr("Ring\non a Gray code");
    default:
        return {};
    }
}

} // namespace cubelab::gui
