#pragma once
// The link classes of a machine as an editable table: links, latency (µs), bandwidth (MB/s),
// shared capacity (MB/s, empty for none) and whom it serves (both directions together or
// each on its own; edited with a list, DirectionsDelegate), one row per class. The model shows a
// copy of the machine; an edited cell is parsed here and, if it makes sense, handed on as the whole
// edited machine (editRequested) for the session to check and apply. A cell that cannot be
// read is refused (refused) and keeps its value.
//
// Links are typed as numbers, ranges and lists ("1–4", "5, 6", "1-3, 7"). Naming a link that
// another class holds moves it here: otherwise moving a link between classes would need a
// step in which the machine is invalid (a link in two classes, or in none), which is refused.

#include "common/theme.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <cubelab/machine.h>
#include <optional>
#include <vector>

namespace cubelab::gui {

class LinkClassModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LinksColumn,
        LatencyColumn,
        BandwidthColumn,
        SharedColumn,
        DirectionsColumn,
        ColumnCount
    };

    // The units the table shows; the machine keeps seconds and bytes a second.
    static constexpr double kMicroseconds = 1e6;
    static constexpr double kMegabytes = 1e6;

    explicit LinkClassModel(QObject* parent = nullptr);

    // Shows the machine. With the same number of classes the cells are updated in place, so
    // an edit in progress survives a refresh.
    void setMachine(const Machine& machine);
    const Machine& machine() const { return mMachine; }
    void setTheme(const Theme& theme);
    // Headers follow the language, numbers the locale (a decimal comma in German).
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // "1–4", "5, 6", "1–3, 7": runs of consecutive links as ranges.
    static QString linksText(const std::vector<int>& links);
    // Reads a list of links and ranges (separated by commas, semicolons or spaces; ranges with
    // '-', '–' or '..'), each link 1..maxDimension and named once. Ascending on success;
    // nullopt and *error says what is wrong and what is allowed.
    static std::optional<std::vector<int>> parseLinks(const QString& text, int maxDimension,
                                                      QString* error);
    // A number in the locale's notation (group separators refused, so "2.5" in German is not
    // taken for 25); nullopt and *error names the text and shows the right notation.
    static std::optional<double> parseNumber(const QString& text, const QLocale& locale,
                                             QString* error);
    // A number as the table shows it: up to 12 significant digits, the locale's notation.
    static QString numberText(double value, const QLocale& locale);

signals:
    void editRequested(const Machine& edited, const QString& description);
    void refused(const QString& message);

private:
    QString cellText(const LinkClass& lc, int column) const;
    QVariant toolTip(const LinkClass& lc, int column) const;
    // The directions cell: a SharedDirections value as an int.
    bool setDirections(int row, const QVariant& value);
    // Builds the machine with the cell changed; nullopt (and *error) if the text is refused.
    std::optional<Machine> edited(int row, int column, const QString& text, QString* error) const;
    // The links cell: links named here leave the classes that held them.
    std::optional<Machine> withLinks(int row, const QString& text, QString* error) const;
    // A number cell: latency, bandwidth or shared capacity (empty for none).
    std::optional<Machine> withNumber(int row, int column, const QString& text,
                                      QString* error) const;

    Machine mMachine;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
