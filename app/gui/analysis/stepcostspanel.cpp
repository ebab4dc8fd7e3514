#include "analysis/stepcostspanel.h"

#include "analysis/chartstyle.h"
#include "analysis/measuredtexts.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace cubelab::gui {

namespace {
QString linkRange(const std::vector<int>& links)
{
    if (links.empty())
        return {};
    bool contiguous = true;
    for (std::size_t i = 1; i < links.size(); ++i)
        contiguous = contiguous && links[i] == links[i - 1] + 1;
    if (contiguous && links.size() > 1)
        return QStringLiteral("%1–%2").arg(links.front()).arg(links.back());
    QStringList parts;
    for (int link : links)
        parts << QString::number(link);
    return parts.join(QStringLiteral(", "));
}

// The short form of a machine's note: the sentence that says which figures are illustrative
// (what a lecturer must not hide), else the first sentence.
QString shortNote(const QString& note)
{
    const QStringList sentences = note.split(QStringLiteral(". "), Qt::SkipEmptyParts);
    if (sentences.isEmpty())
        return note;
    for (const QString& sentence : sentences) {
        if (sentence.contains(QStringLiteral("illustrativ"), Qt::CaseInsensitive))
            return sentence.endsWith(QLatin1Char('.')) ? sentence : sentence + QLatin1Char('.');
    }
    const QString& first = sentences.first();
    return first.endsWith(QLatin1Char('.')) ? first : first + QLatin1Char('.');
}
} // namespace

StepCostsPanel::StepCostsPanel(Session* session, QWidget* parent)
    : StepCostsPanel(session, new StepCostsModel(session), parent)
{
    mModel->setParent(this);
}

StepCostsPanel::StepCostsPanel(Session* session, StepCostsModel* costs, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mMachineLabel(new QLabel(this)),
      mMachineBox(new QComboBox(this)), mSummary(new QLabel(this)), mNote(new QLabel(this)),
      mProblem(new QLabel(this)), mTable(new QTableView(this)), mTotal(new QLabel(this)),
      mMeasured(new QLabel(this)), mModel(costs)
{
    setUpLabels();
    setUpTable();
    layOut();
    connectSignals();
    retranslate();
    applyFonts();
    refreshCosts();
}

void StepCostsPanel::setUpLabels()
{
    mMachineBox->setObjectName(QStringLiteral("machine"));
    mMachineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mMachineBox->setMinimumContentsLength(16);
    mMachineLabel->setBuddy(mMachineBox);
    mSummary->setObjectName(QStringLiteral("machineSummary"));
    mSummary->setWordWrap(true);
    mNote->setObjectName(QStringLiteral("machineNote"));
    mNote->setWordWrap(true);
    mNote->setTextFormat(Qt::RichText);
    mProblem->setObjectName(QStringLiteral("problem"));
    mProblem->setWordWrap(true);
    mProblem->setVisible(false);
    mTotal->setObjectName(QStringLiteral("total"));
    mTotal->setWordWrap(true);
    mMeasured->setObjectName(QStringLiteral("measured"));
    mMeasured->setWordWrap(true);
    makePlain({mMachineLabel, mSummary, mProblem, mTotal, mMeasured});
}

void StepCostsPanel::setUpTable()
{
    mTable->setObjectName(QStringLiteral("stepCosts"));
    mTable->setModel(mModel);
    mTable->setSelectionMode(QAbstractItemView::NoSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The arrows move in a table, Tab leaves it (it would go round its cells for ever).
    mTable->setTabKeyNavigation(false);
    mTable->verticalHeader()->setVisible(false);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->setWordWrap(false);
}

void StepCostsPanel::layOut()
{
    auto* machineRow = new QHBoxLayout;
    machineRow->addWidget(mMachineLabel);
    machineRow->addWidget(mMachineBox, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(machineRow);
    layout->addWidget(mSummary);
    layout->addWidget(mNote);
    layout->addWidget(mProblem);
    layout->addWidget(mTable, 1);
    layout->addWidget(mTotal);
    layout->addWidget(mMeasured);
    layout->addStretch(); // takes the table's room while a message stands in for it
}

void StepCostsPanel::connectSignals()
{
    connect(mMachineBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (mRefreshing)
            return;
        const QString id = mMachineBox->itemData(index).toString();
        if (id.isEmpty())
            return; // the edited machine is the current one already
        const Machine& preset = findMachine(id.toStdString());
        if (!mSession->editMachine(preset, tr("Machine: %1").arg(MachineTexts::name(preset))))
            refreshMachines(); // refused: show the machine that stays
    });
    connect(mNote, &QLabel::linkActivated, this, [this] {
        mNoteExpanded = !mNoteExpanded;
        refreshTexts();
    });
    // The model follows the session: the panel follows the model.
    connect(mSession, &Session::machineChanged, this, &StepCostsPanel::refreshMachines);
    connect(mModel, &QAbstractItemModel::modelReset, this, &StepCostsPanel::refreshCosts);
    connect(mModel, &StepCostsModel::stepChanged, this, &StepCostsPanel::followStep);
}

void StepCostsPanel::setTheme(const Theme& theme)
{
    mTheme = theme;
    mModel->setTheme(theme);
    refreshTexts();
}

QString StepCostsPanel::csv() const
{
    return mModel->csv();
}

void StepCostsPanel::refreshMachines()
{
    mRefreshing = true;
    const QSignalBlocker block(mMachineBox);
    mMachineBox->clear();
    const Machine& current = mSession->machine();
    int selected = -1;
    for (const Machine& m : builtinMachines()) {
        mMachineBox->addItem(MachineTexts::name(m), QString::fromStdString(m.id));
        if (m == current)
            selected = mMachineBox->count() - 1;
    }
    if (selected < 0) {
        // Not a preset: the machine editor names an edited one "<preset> (edited)" and a loaded
        // one carries its file's name; a changed preset that kept the preset's name (from a
        // scenario file, say) is marked here, so the list never shows one name twice.
        QString name = MachineTexts::name(current);
        for (const Machine& preset : builtinMachines())
            if (preset.name == current.name)
                name = tr("%1 (edited)").arg(name);
        mMachineBox->addItem(name, QString());
        selected = mMachineBox->count() - 1;
    }
    mMachineBox->setCurrentIndex(selected);
    mRefreshing = false;
    refreshTexts();
}

void StepCostsPanel::refreshCosts()
{
    refreshTexts();
    followStep(mModel->step());
}

void StepCostsPanel::followStep(int step)
{
    if (step >= 1 && step <= mModel->rowCount())
        mTable->scrollTo(mModel->index(step - 1, 0));
}

void StepCostsPanel::refreshTexts()
{
    const Machine& machine = mSession->machine();
    mSummary->setText(machineSummary(machine));

    // The note says which figures are illustrative: shown short, in full on request.
    const QString note = MachineTexts::note(machine.note); // the presets' notes translated
    const QString link = QStringLiteral(" <a href=\"note\" style=\"color:%1\">%2</a>")
                             .arg(mTheme.sender.name(), mNoteExpanded ? tr("less") : tr("more"));
    const QString shortText = shortNote(note);
    const bool longNote = shortText != note;
    mNote->setText(QStringLiteral("<span style=\"color:%1\">%2</span>%3")
                       .arg(mTheme.mutedText.name(),
                            (mNoteExpanded || !longNote ? note : shortText).toHtmlEscaped(),
                            longNote ? link : QString()));
    mNote->setToolTip(plainTip(note));
    mNote->setVisible(!note.isEmpty() && !isOnStage());

    const QString problem = mModel->problem();
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    mProblem->setStyleSheet(problemStyleSheet(mTheme));
    mTable->setVisible(problem.isEmpty());

    if (const auto& costs = mModel->costs()) {
        mTotal->setText(tr("Total: %1 — steps: %2, vector length m = %3, %4 an element, on %5.")
                            .arg(formatSeconds(costs->total), formatCount(costs->steps.size()),
                                 formatCount(costs->elements), formatBytes(machine.elementBytes),
                                 MachineTexts::name(machine)));
    } else {
        mTotal->setText(tr("Total: —"));
    }

    refreshMeasured();
}

// The machine in one sentence: each link class, the duplex mode, the element and combine time.
QString StepCostsPanel::machineSummary(const Machine& machine) const
{
    QStringList classes;
    for (const LinkClass& c : machine.linkClasses) {
        QString text =
            tr("links %1: %2, start-up %3")
                .arg(linkRange(c.links), formatRate(c.bandwidth), formatSeconds(c.latency));
        if (c.sharedBandwidth)
            text += tr(", %1 shared by the class, %2")
                        .arg(formatRate(*c.sharedBandwidth),
                             MachineTexts::sharedDirections(c.sharedDirections));
        classes << text;
    }
    const QString duplex = MachineTexts::duplex(machine);
    return tr("%1; %2; %3 an element, %4 to combine one.")
        .arg(classes.join(QStringLiteral("; ")), duplex, formatBytes(machine.elementBytes),
             formatSeconds(machine.combineSeconds));
}

// The measured total beside the modelled one, for a trace that carries measurements.
void StepCostsPanel::refreshMeasured()
{
    const Measurement* measured = mModel->measured();
    mMeasured->setVisible(measured != nullptr);
    if (measured) {
        const auto& costs = mModel->costs();
        QString text =
            tr("Measured total: %1, %2.")
                .arg(MeasuredTexts::time(measured->total), MeasuredTexts::source(*measured));
        if (costs)
            text += QLatin1Char(' ') + MeasuredTexts::ratio(costs->total, measured->total.median);
        text += QLatin1Char(' ') + MeasuredTexts::check(*measured);
        const QString library = MeasuredTexts::library(*measured);
        if (!library.isEmpty())
            text += QLatin1Char(' ') + library;
        mMeasured->setText(text);
    }
}

void StepCostsPanel::retranslate()
{
    mMachineLabel->setText(tr("&Machine:"));
    mMachineBox->setToolTip(
        tr("The machine the step costs are computed for. Its figures are "
           "illustrative: the lecture gives proportions, not absolute numbers."));
    mTable->setToolTip(
        tr("The time each step takes on the chosen machine; the current step is marked."));
    refreshMachines();
    mModel->retranslate();
    refreshTexts();
}

void StepCostsPanel::titleChanged()
{
    mTable->setAccessibleName(title());
}

void StepCostsPanel::stageChanged()
{
    // On the stage: each step's link, duration and what limited it, and the total, whole in
    // the stage's type; the machine's choice and description, and the columns that say the
    // same in every row of a lecture's collective, stay at the desk.
    const bool on = isOnStage();
    for (QWidget* w : std::initializer_list<QWidget*>{mMachineLabel, mMachineBox, mSummary, mNote})
        w->setVisible(!on);
    for (int column : {StepCostsModel::PhaseColumn, StepCostsModel::MessagesColumn,
                       StepCostsModel::StartColumn, StepCostsModel::SlowestColumn})
        mTable->setColumnHidden(column, on);
}

void StepCostsPanel::applyFonts()
{
    QFont bold = font();
    bold.setBold(true);
    mTotal->setFont(bold);
    mTable->horizontalHeader()->setFont(font());
}

} // namespace cubelab::gui
