#pragma once
// The lecture's "Vergleich der Varianten" as a table: Cube_Do, Tree_Do in the scenario's (or
// the lecture's) order and Tree_Do in the best order, with Rabenseifner's and the ring
// all-reduce beside them. The first group of rows is what the lecture states, in its words;
// the second is computed by the core for the current cube, orders, vector length and machine
// (Comparison, VariantMetrics, BestOrder), with the lengths where the fastest of all changes.

#include "analysis/comparisonsetup.h"
#include "common/theme.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QVariant>
#include <array>
#include <cubelab/bestorder.h>
#include <cubelab/comparison.h>
#include <optional>
#include <vector>

namespace cubelab::gui {

class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        LabelColumn,
        CubeColumn,
        TreeColumn,
        BestColumn,
        RabenseifnerColumn,
        RingColumn,
        ColumnCount
    };
    static constexpr std::size_t kVariants = ColumnCount - CubeColumn;
    enum class RowKind
    {
        Section,
        Lecture,
        Computed,
        Note
    };
    enum Role
    {
        KindRole = Qt::UserRole + 1, // int: RowKind
        KeyRole,                     // QString: the row's quantity in csv(), e.g. "link_3_messages"
        NumberRole,                  // the cell's number (qulonglong or double), null for text
    };
    // A cell that covers `columns` columns from `column` on (for QTableView::setSpan).
    struct Span
    {
        int row = 0;
        int column = 0;
        int columns = 1;
    };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    // cubeBest: BestOrder for Cube_Do on the same cube, machine and length.
    void setComparison(const ComparisonSetup& setup, const Comparison& comparison,
                       const BestOrderResult& cubeBest);
    // Only the lecture's rows; the computed group says why (a cube the machine lacks …).
    void clearComparison(const ComparisonSetup& setup, const QString& why);
    const std::optional<Comparison>& comparison() const { return mComparison; }

    void setTheme(const Theme& theme);
    // The font the cells start from (the view's): bold and italic rows derive from it, so
    // presentation mode enlarges them all.
    void setBaseFont(const QFont& font);
    // Every text follows the language.
    void retranslate();

    std::vector<Span> spans() const;
    // The row of a computed quantity (its KeyRole), -1 if there is none.
    int rowOf(const QString& key) const;
    // The computed rows: quantity, unit, then one column per variant; numbers in the C locale
    // with full precision. Empty when nothing is computed.
    QString csv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        RowKind kind = RowKind::Computed;
        QString key;  // csv quantity; empty for rows csv() leaves out
        QString unit; // csv unit
        QString label;
        std::array<QString, kVariants> text;    // per variant
        std::array<QVariant, kVariants> number; // per variant, for csv() and tests
        std::array<QString, kVariants> toolTip;
        int link = 0;           // a link load row: its link
        int firstSpanned = 0;   // the first variant column of a merged cell …
        int spannedColumns = 1; // … and how many columns it covers
        int emphasised = -1;    // the variant shown in bold (the fastest)
    };

    void rebuild();
    void addLectureRows();
    void addComputedRows();
    void addCountRows(const Comparison& c);
    // A row per link and quantity (messages; bytes for the block variants).
    void addLinkLoadRows(const Comparison& c);
    void addTimeRows(const Comparison& c);
    void addOptimalOrdersRow(const Comparison& c);
    // Where the fastest of all variants changes; why the block variants are left out.
    void addFastestRows(const Comparison& c);
    QString csvOptimalOrders() const;

    std::optional<ComparisonSetup> mSetup;
    std::optional<Comparison> mComparison;
    std::optional<BestOrderResult> mCubeBest;
    QString mWhy;
    std::vector<Row> mRows;
    QFont mBaseFont;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
