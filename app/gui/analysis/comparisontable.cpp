#include "analysis/comparisontable.h"

#include "analysis/comparisonmodel.h"
#include "analysis/comparisontablemodel.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/showntext.h"
#include "document/session.h"

#include <QEvent>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cubelab::gui {

ComparisonTable::ComparisonTable(Session* session, QWidget* parent)
    : ComparisonTable(new ComparisonModel(session), parent)
{
    mComparison->setParent(this);
}

ComparisonTable::ComparisonTable(ComparisonModel* comparison, QWidget* parent)
    : AnalysisPanel(parent), mComparison(comparison), mSession(comparison->session()),
      mModel(new ComparisonTableModel(this)), mTitle(new QLabel(this)), mView(new QTableView(this)),
      mNote(new QLabel(this)), mCompare(new QPushButton(this))
{
    setObjectName(QStringLiteral("comparisonTable"));
    mView->setObjectName(QStringLiteral("comparisonTableView"));
    mTitle->setObjectName(QStringLiteral("comparisonTableTitle"));
    mNote->setObjectName(QStringLiteral("comparisonTableNote"));
    mCompare->setObjectName(QStringLiteral("comparisonTableCompare"));

    mTitle->setWordWrap(true);
    mNote->setWordWrap(true);
    makePlain({mTitle, mNote});
    mCompare->hide();

    mView->setModel(mModel);
    mView->setWordWrap(true);
    mView->setTextElideMode(Qt::ElideNone);
    mView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mView->setSelectionMode(QAbstractItemView::NoSelection);
    // The arrows move in the table, Tab leaves it (it would go round its cells for ever).
    mView->setTabKeyNavigation(false);
    // Reached by Tab (a screen reader walks its cells), not by a click: the clicker's keys stay
    // with the steps.
    mView->setFocusPolicy(Qt::TabFocus);
    mView->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    mView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mView->verticalHeader()->hide();
    mView->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mView->viewport()->installEventFilter(this);
    mView->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    mView->horizontalHeader()->setHighlightSections(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(mTitle);
    layout->addWidget(mView, 1);
    layout->addWidget(mCompare, 0, Qt::AlignLeft);
    layout->addWidget(mNote);

    connect(mModel, &QAbstractItemModel::modelReset, this, [this] {
        applySpans();
        applyStageRows();
        fitRows();
    });
    // Wrapped text needs the rows measured again whenever the columns change width.
    mFitRows.setSingleShot(true);
    mFitRows.setInterval(0);
    connect(&mFitRows, &QTimer::timeout, mView, &QTableView::resizeRowsToContents);
    connect(mView->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this] { mFitRows.start(); });
    connect(mCompare, &QPushButton::clicked, this, &ComparisonTable::compareNow);
    mComparison->addPanel(this);
    connect(mComparison, &ComparisonModel::changed, this, &ComparisonTable::refresh);

    applySpans();
    applyFonts();
    refresh();
}

void ComparisonTable::setTheme(const Theme& theme)
{
    mTheme = theme;
    mModel->setTheme(theme);
    applyStyleSheet();
    QPalette p = mNote->palette();
    p.setColor(QPalette::WindowText, theme.mutedText);
    mNote->setPalette(p);
}

QString ComparisonTable::csv() const
{
    return mModel->csv();
}

void ComparisonTable::compareNow()
{
    mComparison->compareNow();
}

void ComparisonTable::refresh()
{
    using State = ComparisonModel::State;
    if (!mComparison->hasRequest()) {
        retranslate();
        return;
    }
    const ComparisonSetup& setup = mComparison->setup();
    mCompare->hide();
    mShown.reset();
    switch (mComparison->state()) {
    case State::Problem:
        mModel->clearComparison(setup, mComparison->problem());
        break;
    case State::Waiting:
    case State::Running: // the button stays, disabled, while a large cube runs
        mModel->clearComparison(setup, mComparison->state() == State::Running
                                           ? setup.runningText()
                                           : setup.largeCubeText());
        mCompare->setText(tr("Compare for n = %1").arg(setup.request.dimension));
        mCompare->setEnabled(mComparison->state() == State::Waiting);
        mCompare->show();
        break;
    case State::Failed:
        mModel->clearComparison(
            setup, tr("The comparison could not be computed: %1").arg(mComparison->error()));
        break;
    case State::Ready:
        mModel->setComparison(setup, *mComparison->comparison(), *mComparison->cubeBest());
        mShown = setup;
        break;
    }
    retranslate();
}

void ComparisonTable::setBestOrderWithheld(bool on)
{
    if (on == mBestWithheld)
        return;
    mBestWithheld = on;
    mView->setColumnHidden(ComparisonTableModel::BestColumn, on);
    retranslate();
    fitColumns();
}

void ComparisonTable::retranslate()
{
    mTitle->setText(
        tr("Cube_Do or Tree_Do? The lecture's comparison, and the same computed for this machine"));
    const Machine& machine = mShown ? mShown->machine : mSession->machine();
    QString note =
        tr("The upper rows quote the lecture; the lower rows are counted from the engine's "
           "runs and priced by the cost model. “The same arithmetic work” is the busiest "
           "node's: in all, Cube_Do combines on every node in every step.");
    if (ComparisonSetup::isIllustrative(machine))
        note += QLatin1Char(' ') +
                tr("The figures of “%1” are illustrative, not measurements: the times "
                   "show proportions, not what the real machine took.")
                    .arg(MachineTexts::name(machine));
    note += QLatin1Char(' ') + MachineTexts::choices(machine);
    if (mBestWithheld)
        note += QLatin1Char(' ') + tr("The best order is shown once the question is answered.");
    mNote->setText(note);
    mView->setAccessibleName(mTitle->text());
    mView->setAccessibleDescription(note);
    mNote->setToolTip(plainTip(shownText(machine.note, kShownTipCharacters)));
    if (mShown)
        mCompare->setText(tr("Compare for n = %1").arg(mShown->request.dimension));
}

void ComparisonTable::languageChanged()
{
    if (mModel->comparison()) {
        mModel->retranslate();
        retranslate();
    } else {
        refresh(); // the reason shown is a sentence of the old language: say it again
    }
}

void ComparisonTable::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitColumns();
}

bool ComparisonTable::eventFilter(QObject* watched, QEvent* event)
{
    // The viewport narrows when the vertical scroll bar comes: the columns follow.
    if (watched == mView->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void ComparisonTable::fitColumns()
{
    // The row names get a little more than a variant; the variants shown share the rest, the
    // last taking what rounding leaves.
    const int width = mView->viewport()->width();
    std::vector<int> shown;
    for (int column = ComparisonTableModel::CubeColumn; column < ComparisonTableModel::ColumnCount;
         ++column)
        if (!mView->isColumnHidden(column))
            shown.push_back(column);
    const int count = static_cast<int>(shown.size());
    const int label = width * (count > 3 ? 2 : 3) / 10;
    const int variant = (width - label) / count;
    QHeaderView* header = mView->horizontalHeader();
    header->resizeSection(ComparisonTableModel::LabelColumn, label);
    for (int i = 0; i < count; ++i)
        header->resizeSection(shown[static_cast<std::size_t>(i)],
                              i + 1 < count ? variant : width - label - (count - 1) * variant);
    fitRows();
    fitStageType();
}

void ComparisonTable::fitStageType()
{
    // On the stage the rows fit the table's room, never scrolled: the cells' type goes down
    // from the stage's, in steps, to no less than kLeastStagePixels. At the desk, the panel's.
    QFont cells = font();
    mModel->setBaseFont(cells);
    if (!isOnStage())
        return;
    const int room = mView->viewport()->height();
    for (int guard = 0; guard < 20; ++guard) {
        mView->resizeRowsToContents();
        if (mView->verticalHeader()->length() <= room)
            return;
        QFont smaller = cells;
        smaller.setPointSizeF(cells.pointSizeF() * 0.95);
        if (QFontInfo(smaller).pixelSize() < kLeastStagePixels)
            return;
        cells = smaller;
        mModel->setBaseFont(cells);
    }
}

void ComparisonTable::applyStyleSheet()
{
    // The grid in the theme's colours too: the style darkens the background for it, which
    // vanishes on the dark and high-contrast themes. Under a style sheet the header keeps the
    // font size the sheet gives it, so the sheet carries the panel's size (presentation mode).
    mView->setStyleSheet(
        QStringLiteral("QTableView { gridline-color: %1; } QHeaderView { font-size: %2pt; }")
            .arg(Theme::blend(mTheme.background, mTheme.text, 0.35).name())
            .arg(font().pointSizeF()));
}

void ComparisonTable::applyFonts()
{
    applyStyleSheet();
    // Header views keep a font of their own; the title stays a little larger and bold.
    mView->horizontalHeader()->setFont(font());
    mModel->setBaseFont(font());
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.15);
    mTitle->setFont(title);
    fitRows();
    fitStageType();
}

void ComparisonTable::stageChanged()
{
    // On the stage: the lecture's comparison of its two variants, a) and b), and their total
    // time on this machine, in the stage's type, whole; the note, the best order, the block
    // variants and the other computed rows stay at the desk (the scene's title names it).
    mTitle->setVisible(!isOnStage());
    mNote->setVisible(!isOnStage());
    applyStageRows();
    mView->setColumnHidden(ComparisonTableModel::BestColumn, isOnStage());
    mView->setColumnHidden(ComparisonTableModel::RingColumn, !isOnStage());
    applySpans();
}

void ComparisonTable::applyStageRows()
{
    using Kind = ComparisonTableModel::RowKind;
    for (int row = 0; row < mModel->rowCount(); ++row) {
        const QModelIndex index = mModel->index(row, ComparisonTableModel::LabelColumn);
        const auto kind = static_cast<Kind>(index.data(ComparisonTableModel::KindRole).toInt());
        const bool detail =
            kind == Kind::Note ||
            (kind == Kind::Computed &&
             index.data(ComparisonTableModel::KeyRole).toString() != QLatin1String("total_time"));
        mView->setRowHidden(row, isOnStage() && detail);
    }
    fitRows();
}

void ComparisonTable::applySpans()
{
    // Rabenseifner and the ring take columns only when the comparison has them (and never on
    // the stage).
    const std::optional<Comparison>& c = mModel->comparison();
    const bool leftOut = (c && c->blockVariantsLeftOut) || isOnStage();
    if (mView->isColumnHidden(ComparisonTableModel::RingColumn) != leftOut) {
        mView->setColumnHidden(ComparisonTableModel::RabenseifnerColumn, leftOut);
        mView->setColumnHidden(ComparisonTableModel::RingColumn, leftOut);
    }
    fitColumns();
    mView->clearSpans();
    for (const ComparisonTableModel::Span& s : mModel->spans())
        mView->setSpan(s.row, s.column, 1, s.columns);
}

void ComparisonTable::fitRows()
{
    mView->resizeRowsToContents();
    mFitRows.start();
}

} // namespace cubelab::gui
