#include "machine/linkclassmodel.h"

#include "common/machinetexts.h"
#include "common/quantities.h"

#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace cubelab::gui {

namespace {
constexpr QChar kEnDash(0x2013);
constexpr QChar kEmDash(0x2014);
} // namespace

LinkClassModel::LinkClassModel(QObject* parent) : QAbstractTableModel(parent) {}

void LinkClassModel::setMachine(const Machine& machine)
{
    const bool sameShape = machine.linkClasses.size() == mMachine.linkClasses.size();
    if (!sameShape)
        beginResetModel();
    mMachine = machine;
    if (!sameShape) {
        endResetModel();
        return;
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void LinkClassModel::setTheme(const Theme& theme)
{
    mTheme = theme;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

void LinkClassModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0) {
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
}

int LinkClassModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(mMachine.linkClasses.size());
}

int LinkClassModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LinkClassModel::numberText(double value, const QLocale& locale)
{
    // 12 digits hide the last bit of a unit conversion (1e-4 s is 100.00000000000001 µs).
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', 12);
}

QString LinkClassModel::cellText(const LinkClass& lc, int column) const
{
    const QLocale locale;
    switch (column) {
    case LinksColumn:
        return linksText(lc.links);
    case LatencyColumn:
        return numberText(lc.latency * kMicroseconds, locale);
    case BandwidthColumn:
        return numberText(lc.bandwidth / kMegabytes, locale);
    case SharedColumn:
        return lc.sharedBandwidth ? numberText(*lc.sharedBandwidth / kMegabytes, locale)
                                  : QString();
    case DirectionsColumn:
        return lc.sharedDirections == SharedDirections::Each ? tr("each direction")
                                                             : tr("both directions");
    default:
        return {};
    }
}

QVariant LinkClassModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LinkClass& lc = mMachine.linkClasses[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == SharedColumn && !lc.sharedBandwidth)
            return tr("none");
        return cellText(lc, index.column());
    case Qt::EditRole:
        if (index.column() == DirectionsColumn)
            return static_cast<int>(lc.sharedDirections);
        return cellText(lc, index.column());
    case Qt::ForegroundRole:
        // Without a shared capacity, whom it serves does not matter.
        if ((index.column() == SharedColumn || index.column() == DirectionsColumn) &&
            !lc.sharedBandwidth)
            return mTheme.mutedText;
        return {};
    case Qt::AccessibleTextRole:
        // A screen reader moving through the cells hears which class and field each is.
        return tr("Class %1, %2: %3")
            .arg(index.row() + 1)
            .arg(headerData(index.column(), Qt::Horizontal, Qt::DisplayRole).toString(),
                 data(index, Qt::DisplayRole).toString());
    case Qt::AccessibleDescriptionRole:
        return data(index, Qt::ToolTipRole);
    case Qt::TextAlignmentRole:
        if (index.column() == LinksColumn)
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return toolTip(lc, index.column());
    default:
        return {};
    }
}

QVariant LinkClassModel::toolTip(const LinkClass& lc, int column) const
{
    switch (column) {
    case LinksColumn:
        return tr("Links, e.g. 1–4 or 5, 6. Naming a link of another class moves it to this one.");
    case LatencyColumn:
        return tr("Start-up time α of one message: %1").arg(formatSeconds(lc.latency));
    case BandwidthColumn:
        return tr("Bandwidth of one link in one direction: %1").arg(formatRate(lc.bandwidth));
    case SharedColumn:
        return lc.sharedBandwidth ? tr("All links of the class share %1 within one step")
                                        .arg(formatRate(*lc.sharedBandwidth))
                                  : tr("Not shared: every link has its full bandwidth. Type a "
                                       "number to share a capacity, "
                                       "clear the cell for none.");
    case DirectionsColumn:
        return tr("Whom the shared capacity serves: both directions of the links together (one "
                  "pool, as a "
                  "bus), or each direction on its own (as the bisection of full-duplex links). "
                  "Now: %1%2")
            .arg(MachineTexts::sharedDirections(lc.sharedDirections),
                 lc.sharedBandwidth ? QString()
                                    : tr(" (the class shares no capacity, so it does not matter)"));
    default:
        return {};
    }
}

QVariant LinkClassModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Vertical)
        return QString::number(section + 1);
    switch (section) {
    case LinksColumn:
        return tr("Links");
    case LatencyColumn:
        return tr("Latency (µs)");
    case BandwidthColumn:
        return tr("Bandwidth (MB/s)");
    case SharedColumn:
        return tr("Shared capacity (MB/s)");
    case DirectionsColumn:
        return tr("Shared by");
    default:
        return {};
    }
}

Qt::ItemFlags LinkClassModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QString LinkClassModel::linksText(const std::vector<int>& links)
{
    std::vector<int> sorted = links;
    std::sort(sorted.begin(), sorted.end());
    QStringList parts;
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1)
            ++j;
        // Three or more in a row read best as a range; two as a list, as the lecture writes
        // "links 5, 6" as often as "5–6".
        if (j >= i + 2)
            parts << QString::number(sorted[i]) + kEnDash + QString::number(sorted[j]);
        else
            for (std::size_t k = i; k <= j; ++k)
                parts << QString::number(sorted[k]);
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

std::optional<std::vector<int>> LinkClassModel::parseLinks(const QString& text, int maxDimension,
                                                           QString* error)
{
    const QString allowed =
        tr("Write links as numbers and ranges, e.g. 1–4 or 5, 6 (links 1 to %1).")
            .arg(maxDimension);
    QString normal = text;
    normal.replace(kEnDash, QLatin1Char('-'))
        .replace(kEmDash, QLatin1Char('-'))
        .replace(QStringLiteral(".."), QStringLiteral("-"));
    // Spaces around a dash belong to the range ("1 - 4").
    normal.replace(QRegularExpression(QStringLiteral("\\s*-\\s*")), QStringLiteral("-"));
    const QStringList items =
        normal.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    if (items.isEmpty()) {
        *error = tr("A link class needs at least one link. %1").arg(allowed);
        return std::nullopt;
    }
    static const QRegularExpression single(QStringLiteral("^(\\d{1,3})$"));
    static const QRegularExpression range(QStringLiteral("^(\\d{1,3})-(\\d{1,3})$"));
    std::vector<int> links;
    for (const QString& item : items) {
        int first = 0;
        int last = 0;
        if (const auto m = single.match(item); m.hasMatch()) {
            first = last = m.captured(1).toInt();
        } else if (const auto r = range.match(item); r.hasMatch()) {
            first = r.captured(1).toInt();
            last = r.captured(2).toInt();
            if (first > last)
                std::swap(first, last);
        } else {
            *error = tr("\"%1\" is not a link or a range of links. %2").arg(item, allowed);
            return std::nullopt;
        }
        for (int link = first; link <= last; ++link) {
            if (link < 1 || link > maxDimension) {
                *error =
                    tr("There is no link %1: this machine has links 1 to %2 (its max dimension).")
                        .arg(link)
                        .arg(maxDimension);
                return std::nullopt;
            }
            if (std::find(links.begin(), links.end(), link) != links.end()) {
                *error =
                    tr("Link %1 is named twice; name every link once. %2").arg(link).arg(allowed);
                return std::nullopt;
            }
            links.push_back(link);
        }
    }
    std::sort(links.begin(), links.end());
    return links;
}

std::optional<double> LinkClassModel::parseNumber(const QString& text, const QLocale& locale,
                                                  QString* error)
{
    QLocale strict = locale;
    strict.setNumberOptions(QLocale::RejectGroupSeparator | QLocale::OmitGroupSeparator);
    bool ok = false;
    const double value = strict.toDouble(text.trimmed(), &ok);
    if (!ok || !std::isfinite(value)) {
        *error = tr("\"%1\" is not a number. Write numbers like %2 or %3.")
                     .arg(text.trimmed(), strict.toString(2.5), strict.toString(100));
        return std::nullopt;
    }
    return value;
}

std::optional<Machine> LinkClassModel::edited(int row, int column, const QString& text,
                                              QString* error) const
{
    if (column == LinksColumn)
        return withLinks(row, text, error);
    return withNumber(row, column, text, error);
}

std::optional<Machine> LinkClassModel::withLinks(int row, const QString& text, QString* error) const
{
    Machine m = mMachine;
    LinkClass& lc = m.linkClasses[static_cast<std::size_t>(row)];
    const auto links = parseLinks(text, m.maxDimension, error);
    if (!links)
        return std::nullopt;
    // Links named here leave the classes that held them.
    for (std::size_t c = 0; c < m.linkClasses.size(); ++c) {
        if (static_cast<int>(c) == row)
            continue;
        auto& others = m.linkClasses[c].links;
        others.erase(std::remove_if(others.begin(), others.end(),
                                    [&](int l) {
                                        return std::find(links->begin(), links->end(), l) !=
                                               links->end();
                                    }),
                     others.end());
        if (others.empty()) {
            *error =
                tr("Class %1 would have no link left. Give it other links first, or remove it.")
                    .arg(static_cast<int>(c) + 1);
            return std::nullopt;
        }
    }
    lc.links = *links;
    for (int link = 1; link <= m.maxDimension; ++link) {
        const bool held =
            std::any_of(m.linkClasses.begin(), m.linkClasses.end(), [&](const LinkClass& c) {
                return std::find(c.links.begin(), c.links.end(), link) != c.links.end();
            });
        if (!held) {
            *error = tr("Link %1 would belong to no class: every link 1 to %2 belongs to "
                        "exactly one class. "
                        "To move it, name it in the class it should join.")
                         .arg(link)
                         .arg(m.maxDimension);
            return std::nullopt;
        }
    }
    return m;
}

std::optional<Machine> LinkClassModel::withNumber(int row, int column, const QString& text,
                                                  QString* error) const
{
    const QLocale locale;
    Machine m = mMachine;
    LinkClass& lc = m.linkClasses[static_cast<std::size_t>(row)];
    const int classNumber = row + 1;
    if (column == SharedColumn && text.trimmed().isEmpty()) {
        lc.sharedBandwidth.reset();
        return m;
    }
    const auto value = parseNumber(text, locale, error);
    if (!value)
        return std::nullopt;
    switch (column) {
    case LatencyColumn:
        if (*value < 0.0) {
            *error = tr("The latency of class %1 must be 0 µs or more, not %2.")
                         .arg(classNumber)
                         .arg(text.trimmed());
            return std::nullopt;
        }
        // Dividing exact figures rounds once: 100 µs becomes exactly the double 1e-4.
        lc.latency = *value / kMicroseconds;
        break;
    case BandwidthColumn:
        if (*value <= 0.0) {
            *error = tr("The bandwidth of class %1 must be more than 0 MB/s, not %2.")
                         .arg(classNumber)
                         .arg(text.trimmed());
            return std::nullopt;
        }
        lc.bandwidth = *value * kMegabytes;
        break;
    case SharedColumn:
        if (*value <= 0.0) {
            *error = tr("The shared capacity of class %1 must be more than 0 MB/s, or empty for "
                        "none, not %2.")
                         .arg(classNumber)
                         .arg(text.trimmed());
            return std::nullopt;
        }
        lc.sharedBandwidth = *value * kMegabytes;
        break;
    default:
        return std::nullopt;
    }
    return m;
}

bool LinkClassModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount())
        return false;
    if (index.column() == DirectionsColumn)
        return setDirections(index.row(), value);
    const QString text = value.toString();
    const LinkClass& current = mMachine.linkClasses[static_cast<std::size_t>(index.row())];
    // The text shown, typed again, is no edit (12 digits may not give back the last bit).
    if (text.trimmed() == cellText(current, index.column()))
        return true;
    QString error;
    const std::optional<Machine> machine = edited(index.row(), index.column(), text, &error);
    if (!machine) {
        emit refused(error);
        return false;
    }
    if (*machine == mMachine)
        return true;
    QString description;
    const int classNumber = index.row() + 1;
    switch (index.column()) {
    case LinksColumn:
        description = tr("Change the links of class %1").arg(classNumber);
        break;
    case LatencyColumn:
        description = tr("Change the latency of class %1").arg(classNumber);
        break;
    case BandwidthColumn:
        description = tr("Change the bandwidth of class %1").arg(classNumber);
        break;
    default:
        description = tr("Change the shared capacity of class %1").arg(classNumber);
        break;
    }
    emit editRequested(*machine, description);
    return true;
}

bool LinkClassModel::setDirections(int row, const QVariant& value)
{
    bool ok = false;
    const int choice = value.toInt(&ok);
    if (!ok || (choice != static_cast<int>(SharedDirections::Both) &&
                choice != static_cast<int>(SharedDirections::Each))) {
        emit refused(tr("class %1 shares its capacity for both directions together or for each "
                        "direction on its own; "
                        "choose one of the two.")
                         .arg(row + 1));
        return false;
    }
    Machine m = mMachine;
    LinkClass& lc = m.linkClasses[static_cast<std::size_t>(row)];
    if (lc.sharedDirections == static_cast<SharedDirections>(choice))
        return true;
    lc.sharedDirections = static_cast<SharedDirections>(choice);
    emit editRequested(m, tr("Change whom the shared capacity of class %1 serves").arg(row + 1));
    return true;
}

} // namespace cubelab::gui
