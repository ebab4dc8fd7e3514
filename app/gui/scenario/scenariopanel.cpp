#include "scenario/scenariopanel.h"

#include "common/collectivetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "document/session.h"
#include "scenario/initialvaluesdialog.h"
#include "scenario/linkordereditor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <cubelab/collective.h>
#include <random>

namespace cubelab::gui {

namespace {
QLabel* rowLabel(QFormLayout* form, QWidget* field)
{
    return qobject_cast<QLabel*>(form->labelForField(field));
}
} // namespace

ScenarioPanel::ScenarioPanel(Session* session, QWidget* parent)
    : QWidget(parent), mSession(session), mForm(new QFormLayout(this)),
      mDimension(new QSpinBox(this)), mNodeCount(new QLabel(this)), mAlgorithm(new QComboBox(this)),
      mSummary(new QLabel(this)), mLinkOrder(new LinkOrderEditor(this)),
      mBroadcastOrder(new LinkOrderEditor(this)), mRoot(new QSpinBox(this)),
      mRootAddress(new QLabel(this)), mOperator(new QComboBox(this)), mElements(new QSpinBox(this)),
      mValues(new QComboBox(this)), mInitial(new QComboBox(this)), mSeed(new QSpinBox(this)),
      mEditTable(new QPushButton(this))
{
    setUpFields();
    layOutForm();
    connectDimension();
    connectEditors();
    connect(mSession, &Session::scenarioChanged, this, &ScenarioPanel::refresh);
    retranslate();
}

void ScenarioPanel::setUpFields()
{
    for (QComboBox* combo : {mAlgorithm, mOperator, mValues, mInitial}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    mDimension->setRange(0, Hypercube::kMaxDimension);
    // A typed number is one edit when it is committed (Enter, leaving the field), not one per
    // key: "14" must not run the 1-cube on the way, nor reset the order, root and inputs.
    for (QSpinBox* box : {mDimension, mRoot, mElements, mSeed})
        box->setKeyboardTracking(false);
    makePlain({mNodeCount, mSummary, mRootAddress});
    for (const Collective& c : knownCollectives())
        mAlgorithm->addItem(QString(), QString::fromStdString(c.id));
    mSummary->setWordWrap(true);
    // "(keine: jeder Knoten hat am Ende das Ergebnis)" is wider than the dock at 1024 px: it
    // breaks into lines rather than being cut.
    mRootAddress->setWordWrap(true);
    for (Operator op : allOperators())
        mOperator->addItem(QString(), static_cast<int>(op));
    mElements->setRange(1, 1 << 20);
    mValues->addItem(QString(), static_cast<int>(ValueMode::Symbolic));
    mValues->addItem(QString(), static_cast<int>(ValueMode::Numeric));
    mInitial->addItem(QString(), static_cast<int>(InitialMode::Default));
    mInitial->addItem(QString(), static_cast<int>(InitialMode::Random));
    mInitial->addItem(QString(), static_cast<int>(InitialMode::Table));
    mSeed->setRange(0, 999999);
    mSeed->setValue(1);

    mDimension->setObjectName(QStringLiteral("dimension"));
    mNodeCount->setObjectName(QStringLiteral("nodeCount"));
    mAlgorithm->setObjectName(QStringLiteral("algorithm"));
    mSummary->setObjectName(QStringLiteral("collectiveSummary"));
    mRootAddress->setObjectName(QStringLiteral("rootAddress"));
    mRoot->setObjectName(QStringLiteral("root"));
    mElements->setObjectName(QStringLiteral("elements"));
    mSeed->setObjectName(QStringLiteral("seed"));
    mInitial->setObjectName(QStringLiteral("initialValues"));
    mEditTable->setObjectName(QStringLiteral("editInitialValues"));
}

void ScenarioPanel::layOutForm()
{
    mForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels above their fields: the panel stays narrow, and in presentation mode too.
    mForm->setRowWrapPolicy(QFormLayout::WrapAllRows);
    mDimensionRow = new QHBoxLayout;
    mDimensionRow->addWidget(mDimension);
    mDimensionRow->addWidget(mNodeCount, 1);
    mRootRow = new QHBoxLayout;
    mRootRow->addWidget(mRoot);
    mRootRow->addWidget(mRootAddress, 1);
    mInitialRow = new QGridLayout;
    mInitialRow->addWidget(mInitial, 0, 0, 1, 2);
    mInitialRow->addWidget(mSeed, 1, 0);
    mInitialRow->addWidget(mEditTable, 1, 1);

    mForm->addRow(QStringLiteral("-"), mDimensionRow);
    mForm->addRow(QStringLiteral("-"), mAlgorithm);
    mForm->addRow(mSummary);
    mForm->addRow(QStringLiteral("-"), mLinkOrder);
    mForm->addRow(QStringLiteral("-"), mBroadcastOrder);
    mForm->addRow(QStringLiteral("-"), mRootRow);
    mForm->addRow(QStringLiteral("-"), mOperator);
    mForm->addRow(QStringLiteral("-"), mElements);
    mForm->addRow(QStringLiteral("-"), mValues);
    mForm->addRow(QStringLiteral("-"), mInitialRow);
    makePlain(mForm);
    // A row that holds more than its field names the field by its label (a screen reader's
    // name for it, and Alt with the label's letter).
    qobject_cast<QLabel*>(mForm->labelForField(mDimensionRow))->setBuddy(mDimension);
    qobject_cast<QLabel*>(mForm->labelForField(mRootRow))->setBuddy(mRoot);
    qobject_cast<QLabel*>(mForm->labelForField(mInitialRow))->setBuddy(mInitial);
}

void ScenarioPanel::connectDimension()
{
    // Clicking a spin box from 12 up to 20 must not run every cube on the way: edits that
    // make long runs wait until the box has rested for a moment.
    mDimensionRest.setSingleShot(true);
    mDimensionRest.setInterval(kRestMs);
    connect(&mDimensionRest, &QTimer::timeout, this,
            [this] { editDimension(mDimension->value()); });
    // A typed number is committed: it need not rest first.
    connect(mDimension, &QSpinBox::editingFinished, this, [this] {
        if (mDimensionRest.isActive()) {
            mDimensionRest.stop();
            editDimension(mDimension->value());
        }
    });
    connect(mDimension, &QSpinBox::valueChanged, this, [this](int n) {
        Scenario probe = mSession->scenario();
        probe.dimension = n;
        if (Session::isLongRun(probe)) {
            mDimensionRest.start();
            return;
        }
        mDimensionRest.stop();
        editDimension(n);
    });
}

void ScenarioPanel::connectEditors()
{
    connect(mAlgorithm, &QComboBox::currentIndexChanged, this, &ScenarioPanel::editAlgorithm);
    connect(mLinkOrder, &LinkOrderEditor::orderEdited, this, [this](const std::vector<int>& order) {
        Scenario s = mSession->scenario();
        s.linkOrder = order;
        edit(s, tr("Change the link order"), Session::Field::LinkOrder);
    });
    connect(mBroadcastOrder, &LinkOrderEditor::orderEdited, this,
            &ScenarioPanel::editSecondLinkOrder);
    connect(mRoot, &QSpinBox::valueChanged, this, [this](int root) {
        Scenario s = mSession->scenario();
        s.root = root;
        edit(s, tr("Change the root"), Session::Field::Root);
    });
    connect(mOperator, &QComboBox::currentIndexChanged, this, [this](int index) {
        Scenario s = mSession->scenario();
        s.op = static_cast<Operator>(mOperator->itemData(index).toInt());
        edit(s, tr("Change the operator"), Session::Field::Operator);
    });
    connect(mElements, &QSpinBox::valueChanged, this, [this](int m) {
        Scenario s = mSession->scenario();
        s.elements = m;
        s.initial = inputsFor(s);
        edit(s, tr("Change the vector length"), Session::Field::Elements);
    });
    connect(mValues, &QComboBox::currentIndexChanged, this, [this](int index) {
        Scenario s = mSession->scenario();
        s.values = static_cast<ValueMode>(mValues->itemData(index).toInt());
        edit(s, tr("Change symbolic/numeric"), Session::Field::Values);
    });
    connect(mInitial, &QComboBox::currentIndexChanged, this, &ScenarioPanel::editInitialMode);
    connect(mSeed, &QSpinBox::valueChanged, this, [this] {
        if (mInitialMode != InitialMode::Random)
            return;
        Scenario s = mSession->scenario();
        s.initial = inputsFor(s);
        edit(s, tr("Change the random seed"), Session::Field::Seed);
    });
    connect(mEditTable, &QPushButton::clicked, this, &ScenarioPanel::editTable);
}

void ScenarioPanel::editAlgorithm(int index)
{
    Scenario s = mSession->scenario();
    const Collective& c = findCollective(mAlgorithm->itemData(index).toString().toStdString());
    const Collective* before = nullptr;
    try {
        before = &findCollective(s.algorithm);
    } catch (const std::exception&) {
    }
    s.algorithm = c.id;
    if (!before || before->data != c.data) {
        // Blocks and whole vectors have their own default length (p, or one element):
        // the core fills it in; inputs of the old length follow the new one.
        s.elements = 0;
        if (!s.initial.empty()) {
            Scenario probe = s;
            probe.initial.clear();
            probe.linkOrder.clear();
            probe.secondLinkOrder.clear();
            probe.root = c.takesRoot ? std::optional<std::int64_t>(0) : std::nullopt;
            try {
                s.elements = normalized(probe).elements;
            } catch (const std::exception&) {
                s.elements = 1; // the session refuses the scenario and says why
            }
            s.initial = inputsFor(s);
        }
    }
    s.linkOrder.clear(); // the new collective's lecture order
    s.secondLinkOrder.clear();
    s.root = c.takesRoot ? std::optional<std::int64_t>(s.root.value_or(0)) : std::nullopt;
    edit(s, tr("Change the collective"), Session::Field::Algorithm);
}

void ScenarioPanel::editSecondLinkOrder(const std::vector<int>& order)
{
    Scenario s = mSession->scenario();
    s.secondLinkOrder = order;
    const Collective* c = nullptr;
    try {
        c = &findCollective(s.algorithm);
    } catch (const std::exception&) {
    }
    const QString phase = c && c->takesSecondOrder()
                              ? CollectiveTexts::phaseName(c->linkOrders.back().phase)
                              : CollectiveTexts::phaseName(Phase::Broadcast);
    edit(s, tr("Change the %1 link order").arg(phase), Session::Field::SecondLinkOrder);
}

void ScenarioPanel::editInitialMode(int index)
{
    const auto mode = static_cast<InitialMode>(mInitial->itemData(index).toInt());
    const InitialMode before = mInitialMode;
    mInitialMode = mode;
    if (mode == InitialMode::Table) {
        editTable();
        if (mInitialMode == InitialMode::Table && mSession->scenario().initial.empty())
            mInitialMode = before; // the table was cancelled
        refresh();
        return;
    }
    Scenario s = mSession->scenario();
    s.initial = inputsFor(s);
    edit(s, tr("Change the initial values"), Session::Field::Initial);
}

std::vector<std::vector<double>>
ScenarioPanel::randomValues(std::uint32_t seed, std::uint32_t nodes, std::int64_t elements)
{
    std::mt19937 engine(seed);
    std::vector<std::vector<double>> values(
        nodes, std::vector<double>(static_cast<std::size_t>(elements)));
    for (auto& node : values)
        for (double& v : node)
            v = static_cast<double>(1 + engine() % 99);
    return values;
}

std::vector<std::vector<double>> ScenarioPanel::inputsFor(const Scenario& s) const
{
    if (s.dimension < 0 || s.dimension > Hypercube::kMaxDimension || s.elements < 1)
        return {};
    const std::uint32_t p = Hypercube(s.dimension).nodeCount();
    const std::uint64_t cells = std::uint64_t{p} * static_cast<std::uint64_t>(s.elements);
    switch (mInitialMode) {
    case InitialMode::Default:
        return {};
    case InitialMode::Random:
        if (cells > Scenario::kMaxValues)
            return {};
        return randomValues(static_cast<std::uint32_t>(mSeed->value()), p, s.elements);
    case InitialMode::Table: {
        // Keep what was typed; new nodes and elements start at the default i+1.
        std::vector<std::vector<double>> values = mSession->scenario().initial;
        values.resize(p);
        for (std::uint32_t i = 0; i < p; ++i)
            values[i].resize(static_cast<std::size_t>(s.elements), static_cast<double>(i) + 1.0);
        return values;
    }
    }
    return {};
}

void ScenarioPanel::editDimension(int n)
{
    Scenario s = mSession->scenario();
    s.dimension = n;
    s.linkOrder.clear();
    s.secondLinkOrder.clear();
    if (s.root && *s.root >= (std::int64_t{1} << n))
        s.root = 0;
    s.initial = inputsFor(s);
    edit(s, tr("Change the dimension"), Session::Field::Dimension);
}

void ScenarioPanel::editTable()
{
    const Scenario& current = mSession->scenario();
    const std::uint64_t cells = std::uint64_t{Hypercube(current.dimension).nodeCount()} *
                                static_cast<std::uint64_t>(current.elements);
    if (cells > InitialValuesDialog::kMaxCells) {
        QMessageBox::information(
            this, tr("Initial values"),
            tr("A table of %1 values is too large to edit by hand (at most %2). "
               "Use the default inputs or random ones, or load a scenario file.")
                .arg(cells)
                .arg(InitialValuesDialog::kMaxCells));
        mInitialMode = current.initial.empty() ? InitialMode::Default : mInitialMode;
        refresh();
        return;
    }
    std::vector<std::vector<double>> values = current.initial;
    if (values.empty()) {
        values.assign(Hypercube(current.dimension).nodeCount(), {});
        for (std::size_t i = 0; i < values.size(); ++i)
            values[i].assign(static_cast<std::size_t>(current.elements),
                             static_cast<double>(i) + 1.0);
    }
    InitialValuesDialog dialog(values, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Scenario s = current;
    s.initial = dialog.values();
    mInitialMode = InitialMode::Table;
    edit(s, tr("Edit the initial values"), Session::Field::Initial);
}

void ScenarioPanel::edit(const Scenario& edited, const QString& description, Session::Field field)
{
    if (mRefreshing)
        return;
    mSession->editScenario(edited, description, field);
}

void ScenarioPanel::setTheme(const Theme& theme)
{
    mLinkOrder->setTheme(theme);
    mBroadcastOrder->setTheme(theme);
}

void ScenarioPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScenarioPanel::retranslate()
{
    rowLabel(mForm, mAlgorithm)->setText(tr("Collective:"));
    rowLabel(mForm, mOperator)->setText(tr("Operator:"));
    rowLabel(mForm, mElements)->setText(tr("Vector length m:"));
    rowLabel(mForm, mValues)->setText(tr("Values:"));
    qobject_cast<QLabel*>(mForm->labelForField(mDimensionRow))->setText(tr("Dimension n:"));
    qobject_cast<QLabel*>(mForm->labelForField(mRootRow))->setText(tr("Root:"));
    qobject_cast<QLabel*>(mForm->labelForField(mInitialRow))->setText(tr("Inputs a_i:"));
    for (int i = 0; i < mAlgorithm->count(); ++i)
        mAlgorithm->setItemText(
            i, CollectiveTexts::title(mAlgorithm->itemData(i).toString().toStdString()));
    for (int i = 0; i < mOperator->count(); ++i)
        mOperator->setItemText(i, CollectiveTexts::operatorName(
                                      static_cast<Operator>(mOperator->itemData(i).toInt())));
    mValues->setItemText(0, tr("symbolic (expressions and numbers)"));
    mValues->setItemText(1, tr("numeric (numbers only)"));
    mInitial->setItemText(0, tr("i + 1 (default)"));
    mInitial->setItemText(1, tr("random, seed:"));
    mInitial->setItemText(2, tr("own values (table)"));
    mEditTable->setText(tr("Edit…"));
    mSeed->setToolTip(tr("The same seed gives the same inputs"));
    mSeed->setAccessibleName(tr("Seed of the random inputs"));
    mEditTable->setAccessibleDescription(tr("Edit every node's input a_i in a table"));
    mDimension->setToolTip(tr("The cube has p = 2^n nodes. The view draws up to n = 10; symbolic "
                              "values go up to n = 12."));
    refresh();
}

QString ScenarioPanel::noRootText(const Collective* collective)
{
    // What a collective without a root leaves, by its outcome.
    if (collective && collective->outcome == Outcome::EachNodeHoldsItsReducedBlock)
        return tr("(none: node i ends with block i of the result)");
    if (collective && collective->outcome == Outcome::EveryNodeHoldsAllBlocks)
        return tr("(none: every node ends with every node's block)");
    return tr("(none: every node ends with the result)");
}

void ScenarioPanel::refresh()
{
    mRefreshing = true;
    const Scenario& s = mSession->scenario();
    const Collective* collective = nullptr;
    try {
        collective = &findCollective(s.algorithm);
    } catch (const std::exception&) {
    }
    refreshFields(s, collective);
    refreshLinkOrders(s, collective);
    // A traced MPI program's run is shown as recorded: nothing of it can be run again.
    const bool traced = s.algorithm == kTracedProgramId;
    for (QWidget* field :
         std::initializer_list<QWidget*>{mDimension, mAlgorithm, mOperator, mElements, mValues,
                                         mInitial, mEditTable, mLinkOrder, mBroadcastOrder})
        field->setEnabled(!traced);
    if (traced) {
        mRoot->setEnabled(false);
        mSeed->setEnabled(false);
        mAlgorithm->setPlaceholderText(CollectiveTexts::title(s.algorithm));
        mSummary->setText(
            tr("A traced MPI program's run, shown as its ranks recorded it. It cannot be edited or "
               "run again here: trace the program again (cubelab-mpi trace), or open a scenario."));
        mRootAddress->setText(tr("(none: the program's own)"));
    }
    mRefreshing = false;
}

void ScenarioPanel::refreshFields(const Scenario& s, const Collective* collective)
{
    const std::uint32_t p = Hypercube(s.dimension).nodeCount();
    const QSignalBlocker b1(mDimension), b2(mAlgorithm), b3(mRoot), b4(mOperator), b5(mElements),
        b6(mValues), b7(mInitial), b8(mSeed);
    mDimension->setValue(s.dimension);
    mNodeCount->setText(p == 1 ? tr("p = 1 node") : tr("p = %1 nodes").arg(formatCount(p)));
    mAlgorithm->setCurrentIndex(mAlgorithm->findData(QString::fromStdString(s.algorithm)));
    mSummary->setText(CollectiveTexts::summary(s.algorithm));
    mRoot->setRange(0, static_cast<int>(p - 1));
    mRoot->setValue(static_cast<int>(s.root.value_or(0)));
    mRoot->setEnabled(collective && collective->takesRoot);
    mRootAddress->setText(
        collective && collective->takesRoot
            ? QString::fromStdString(
                  Hypercube(s.dimension).address(static_cast<NodeId>(s.root.value_or(0))))
            : noRootText(collective));
    mOperator->setCurrentIndex(mOperator->findData(static_cast<int>(s.op)));
    mElements->setValue(static_cast<int>(s.elements));
    mValues->setCurrentIndex(mValues->findData(static_cast<int>(s.values)));
    if (s.initial.empty())
        mInitialMode = InitialMode::Default;
    else if (mInitialMode == InitialMode::Default)
        mInitialMode = InitialMode::Table;
    mInitial->setCurrentIndex(mInitial->findData(static_cast<int>(mInitialMode)));
    mSeed->setEnabled(mInitialMode == InitialMode::Random);
}

void ScenarioPanel::refreshLinkOrders(const Scenario& s, const Collective* collective)
{
    mLinkOrder->setOrder(s.linkOrder);
    if (collective && collective->defaultLinkOrder)
        mLinkOrder->setLectureOrder(collective->defaultLinkOrder(s.dimension));
    const bool broadcast = collective && collective->takesSecondOrder();
    mBroadcastOrder->setOrder(s.secondLinkOrder);
    mBroadcastOrder->setLectureOrder(std::vector<int>(s.linkOrder.rbegin(), s.linkOrder.rend()));
    mBroadcastOrder->setVisible(broadcast);
    if (QWidget* label = mForm->labelForField(mBroadcastOrder))
        label->setVisible(broadcast);
    // The orders are named for the phases they order: "Broadcast order:" for Tree_UpDo's
    // second one, "Allgather order:" for Rabenseifner's; the ring all-reduce's lays out its
    // ring.
    const bool ring = collective && !collective->linkOrders.empty() &&
                      collective->linkOrders.front().meaning == OrderMeaning::RingLayout;
    rowLabel(mForm, mLinkOrder)->setText(ring ? tr("Ring link order:") : tr("Link order:"));
    mLinkOrder->setName(rowLabel(mForm, mLinkOrder)->text());
    if (broadcast) {
        QString phase = CollectiveTexts::phaseName(collective->linkOrders.back().phase);
        if (!phase.isEmpty())
            phase[0] = phase[0].toUpper();
        rowLabel(mForm, mBroadcastOrder)
            ->setText(tr("%1 order:", "a link order named for its phase").arg(phase));
        mBroadcastOrder->setName(rowLabel(mForm, mBroadcastOrder)->text());
    }
}

} // namespace cubelab::gui
