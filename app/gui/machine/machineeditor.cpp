#include "machine/machineeditor.h"

#include "common/filedialogs.h"
#include "common/machinetexts.h"
#include "common/plaintext.h"
#include "common/showntext.h"
#include "document/documentfiles.h"
#include "document/shippedfiles.h"
#include "machine/directionsdelegate.h"
#include "machine/linkbandwidthchart.h"
#include "machine/linkclassmodel.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <algorithm>
#include <cubelab/hypercube.h>
#include <cubelab/machinejson.h>
#include <filesystem>

namespace cubelab::gui {

namespace {
// From this width on the form and the table stand side by side.
constexpr int kSideBySideWidth = 1000;

QString fullPrecision(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}
} // namespace

MachineEditor::MachineEditor(Session* session, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mModel(new LinkClassModel(this)),
      mForm(new QFormLayout), mPreset(new QComboBox(this)), mLoad(new QPushButton(this)),
      mSave(new QPushButton(this)), mNote(new QLabel(this)), mName(new QLineEdit(this)),
      mMaxDimension(new QSpinBox(this)), mDuplex(new QComboBox(this)),
      mExchangeLatency(new QComboBox(this)), mElementBytes(new QSpinBox(this)),
      mCombine(new QLineEdit(this)), mClassesTitle(new QLabel(this)), mTable(new QTableView(this)),
      mChart(new LinkBandwidthChart(this)), mLinksHelp(new QLabel(this)),
      mAddClass(new QPushButton(this)), mRemoveClass(new QPushButton(this)),
      mMessage(new QLabel(this))
{
    nameWidgets();
    setUpFields();
    setUpTable();
    layOut();
    connectEditors();
    retranslate();
}

void MachineEditor::nameWidgets()
{
    setObjectName(QStringLiteral("machineEditor"));
    mPreset->setObjectName(QStringLiteral("machinePreset"));
    mLoad->setObjectName(QStringLiteral("loadMachine"));
    mSave->setObjectName(QStringLiteral("saveMachine"));
    mNote->setObjectName(QStringLiteral("machineNote"));
    mName->setObjectName(QStringLiteral("machineName"));
    mMaxDimension->setObjectName(QStringLiteral("maxDimension"));
    mDuplex->setObjectName(QStringLiteral("duplex"));
    mExchangeLatency->setObjectName(QStringLiteral("exchangeLatency"));
    mElementBytes->setObjectName(QStringLiteral("elementBytes"));
    mCombine->setObjectName(QStringLiteral("combineTime"));
    mTable->setObjectName(QStringLiteral("linkClassTable"));
    mAddClass->setObjectName(QStringLiteral("addLinkClass"));
    mRemoveClass->setObjectName(QStringLiteral("removeLinkClass"));
    mMessage->setObjectName(QStringLiteral("machineMessage"));
    makePlain({mNote, mClassesTitle, mLinksHelp, mMessage});
}

void MachineEditor::setUpFields()
{
    for (const Machine& preset : builtinMachines())
        mPreset->addItem(MachineTexts::name(preset), QString::fromStdString(preset.id));
    mPreset->addItem(QString()); // the current machine when it is no preset
    if (auto* items = qobject_cast<QStandardItemModel*>(mPreset->model()))
        items->item(mPreset->count() - 1)->setEnabled(false);
    mPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mPreset->setMinimumContentsLength(12);

    mNote->setWordWrap(true);
    mNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mLinksHelp->setWordWrap(true);
    mMessage->setWordWrap(true);
    mMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mMessage->setAutoFillBackground(true);
    mMessage->setMargin(6);
    mMessage->hide();
    QFont title = mClassesTitle->font();
    title.setBold(true);
    mClassesTitle->setFont(title);

    mMaxDimension->setRange(1, Hypercube::kMaxDimension);
    mMaxDimension->setKeyboardTracking(false);
    mElementBytes->setRange(1, 1 << 20);
    mElementBytes->setKeyboardTracking(false);
    // Its long items ("full (both directions at once)") would widen the dock beyond a 1024-pixel
    // projector; the open list shows them whole.
    mDuplex->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mDuplex->setMinimumContentsLength(12);
    mDuplex->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed); // whole where there is room
    mDuplex->addItem(QString(), static_cast<int>(Duplex::Full));
    mDuplex->addItem(QString(), static_cast<int>(Duplex::Half));
    mExchangeLatency->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mExchangeLatency->setMinimumContentsLength(12);
    mExchangeLatency->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    mExchangeLatency->addItem(QString(), static_cast<int>(ExchangeLatency::Add));
    mExchangeLatency->addItem(QString(), static_cast<int>(ExchangeLatency::Overlap));
}

void MachineEditor::setUpTable()
{
    mTable->setModel(mModel);
    mTable->setItemDelegate(new DirectionsDelegate(mTable));
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    mTable->setWordWrap(false);
    // The arrows move in the table and F2 edits a cell; Tab leaves it (it would go round its
    // cells for ever).
    mTable->setTabKeyNavigation(false);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setSectionResizeMode(LinkClassModel::LinksColumn,
                                                     QHeaderView::Stretch);
    mTable->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

// The form and the note on one side, the link classes on the other; stacked when narrow.
void MachineEditor::layOut()
{
    auto* presetRow = new QHBoxLayout;
    presetRow->addWidget(mPreset, 1);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(mLoad);
    fileRow->addWidget(mSave);
    fileRow->addStretch(1);
    mForm->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    mForm->addRow(QStringLiteral("-"), presetRow);
    // Below the preset across the whole width: beside the labels the two buttons would make
    // the dock (German: "Verknüpfungszeit (ns):", "Datei speichern …") too wide for 1024 pixels.
    mForm->addRow(fileRow);
    mForm->addRow(mNote);
    mForm->addRow(QStringLiteral("-"), mName);
    mForm->addRow(QStringLiteral("-"), mMaxDimension);
    mForm->addRow(QStringLiteral("-"), mDuplex);
    mForm->addRow(QStringLiteral("-"), mExchangeLatency);
    mForm->addRow(QStringLiteral("-"), mElementBytes);
    mForm->addRow(QStringLiteral("-"), mCombine);
    makePlain(mForm);
    mCombine->setMaximumWidth(mCombine->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    // The preset's row holds a layout: its label names the box by a buddy.
    if (auto* presetLabel =
            qobject_cast<QLabel*>(mForm->itemAt(0, QFormLayout::LabelRole)->widget()))
        presetLabel->setBuddy(mPreset);

    auto* machineSide = new QVBoxLayout;
    machineSide->addLayout(mForm);
    machineSide->addStretch(1);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(mAddClass);
    buttons->addWidget(mRemoveClass);
    buttons->addStretch(1);
    auto* classSide = new QVBoxLayout;
    classSide->addWidget(mClassesTitle);
    classSide->addWidget(mTable);
    classSide->addWidget(mLinksHelp);
    classSide->addLayout(buttons);
    classSide->addWidget(mChart, 1);

    mSides = new QBoxLayout(QBoxLayout::TopToBottom);
    mSides->addLayout(machineSide);
    mSides->addLayout(classSide, 1);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(mMessage);
    outer->addLayout(mSides, 1);
}

void MachineEditor::connectEditors()
{
    connect(mPreset, &QComboBox::activated, this, [this](int index) {
        const QString id = mPreset->itemData(index).toString();
        if (id.isEmpty())
            return;
        const Machine& preset = findMachine(id.toStdString());
        edit(preset, tr("Load the machine preset %1").arg(MachineTexts::name(preset)));
    });
    connect(mLoad, &QPushButton::clicked, this, &MachineEditor::askLoad);
    connect(mSave, &QPushButton::clicked, this, &MachineEditor::askSave);
    connect(mName, &QLineEdit::editingFinished, this, &MachineEditor::editName);
    connect(mMaxDimension, &QSpinBox::valueChanged, this, &MachineEditor::editMaxDimension);
    connect(mDuplex, &QComboBox::activated, this, [this](int index) {
        Machine m = mSession->machine();
        m.duplex = static_cast<Duplex>(mDuplex->itemData(index).toInt());
        edit(m, tr("Change the duplex mode"));
    });
    connect(mExchangeLatency, &QComboBox::activated, this, [this](int index) {
        Machine m = mSession->machine();
        m.exchangeLatency = static_cast<ExchangeLatency>(mExchangeLatency->itemData(index).toInt());
        edit(m, tr("Change how a half-duplex exchange's start-ups count"));
    });
    connect(mElementBytes, &QSpinBox::valueChanged, this, [this](int bytes) {
        Machine m = mSession->machine();
        m.elementBytes = static_cast<std::uint32_t>(bytes);
        edit(m, tr("Change the element size"));
    });
    connect(mCombine, &QLineEdit::editingFinished, this, &MachineEditor::editCombine);
    connect(mAddClass, &QPushButton::clicked, this, &MachineEditor::addClass);
    connect(mRemoveClass, &QPushButton::clicked, this, &MachineEditor::removeClass);
    connect(
        mModel, &LinkClassModel::editRequested, this,
        [this](const Machine& edited, const QString& description) { edit(edited, description); });
    connect(mModel, &LinkClassModel::refused, this, &MachineEditor::refuse);

    connect(mSession, &Session::machineChanged, this, &MachineEditor::refresh);
    // The session tells the window why it refused an edit; the panel shows it too, beside the
    // field that was refused, but only for its own edits.
    connect(mSession, &Session::errorOccurred, this, [this](const QString& message) {
        if (mEditing)
            showMessage(message, true);
    });
}

Machine MachineEditor::distinguished(Machine edited)
{
    for (const Machine& preset : builtinMachines()) {
        if (edited.id != preset.id || edited == preset)
            continue;
        edited.id = kCustomId;
        if (edited.name == preset.name)
            edited.name = tr("%1 (edited)").arg(QString::fromStdString(preset.name)).toStdString();
        break;
    }
    return edited;
}

bool MachineEditor::edit(const Machine& edited, const QString& description)
{
    if (mRefreshing)
        return false;
    mEditing = true;
    const bool made = mSession->editMachine(distinguished(edited), description);
    mEditing = false;
    if (made)
        mMessage->hide();
    return made;
}

void MachineEditor::refuse(const QString& message)
{
    showMessage(tr("The machine was not changed: %1").arg(message), true);
    emit errorOccurred(mMessage->text());
    refresh(); // the field that showed the refused text goes back
}

void MachineEditor::showMessage(const QString& message, bool error)
{
    QPalette p = mMessage->palette();
    QColor background = error ? mTheme.highlight : mTheme.receiver;
    background.setAlpha(60);
    p.setColor(QPalette::Window, background);
    p.setColor(QPalette::WindowText, mTheme.text);
    mMessage->setPalette(p);
    mMessage->setText(message);
    mMessageIsError = error;
    mMessage->show();
}

QString MachineEditor::message() const
{
    return mMessage->isHidden() ? QString() : mMessage->text();
}

void MachineEditor::editName()
{
    const QString name = mName->text().trimmed();
    const Machine& current = mSession->machine();
    if (name == MachineTexts::name(current))
        return;
    if (name.isEmpty()) {
        refuse(tr("the name must not be empty; give the machine a name to tell it by."));
        return;
    }
    Machine m = current;
    m.name = name.toStdString();
    edit(m, tr("Rename the machine"));
}

void MachineEditor::editMaxDimension(int n)
{
    Machine m = mSession->machine();
    if (n == m.maxDimension)
        return;
    // New links join the class of the highest link; links beyond n leave their classes, and
    // a class left without links goes with them.
    if (n > m.maxDimension) {
        LinkClass& top = m.linkClasses[m.classOf(m.maxDimension)];
        for (int link = m.maxDimension + 1; link <= n; ++link)
            top.links.push_back(link);
    } else {
        for (LinkClass& lc : m.linkClasses)
            lc.links.erase(
                std::remove_if(lc.links.begin(), lc.links.end(), [n](int l) { return l > n; }),
                lc.links.end());
        m.linkClasses.erase(std::remove_if(m.linkClasses.begin(), m.linkClasses.end(),
                                           [](const LinkClass& lc) { return lc.links.empty(); }),
                            m.linkClasses.end());
    }
    m.maxDimension = n;
    edit(m, tr("Change the max dimension"));
}

void MachineEditor::editCombine()
{
    const Machine& current = mSession->machine();
    const QLocale locale;
    const QString text = mCombine->text().trimmed();
    if (text == LinkClassModel::numberText(current.combineSeconds * kNanoseconds, locale))
        return;
    QString error;
    const auto value = LinkClassModel::parseNumber(text, locale, &error);
    if (!value) {
        refuse(error);
        return;
    }
    if (*value < 0.0) {
        refuse(tr("the combine time must be 0 ns or more, not %1.").arg(text));
        return;
    }
    Machine m = current;
    m.combineSeconds = *value / kNanoseconds;
    edit(m, tr("Change the combine time"));
}

void MachineEditor::addClass()
{
    Machine m = mSession->machine();
    // The new class takes the highest link of the last class that has more than one; it
    // starts with that class's figures, ready to be changed.
    for (auto c = m.linkClasses.rbegin(); c != m.linkClasses.rend(); ++c) {
        if (c->links.size() < 2)
            continue;
        LinkClass added = *c;
        added.links = {c->links.back()};
        c->links.pop_back();
        m.linkClasses.push_back(added);
        if (edit(m, tr("Add a link class"))) {
            const int row = static_cast<int>(mSession->machine().linkClasses.size()) - 1;
            mTable->setCurrentIndex(mModel->index(row, LinkClassModel::LinksColumn));
        }
        return;
    }
    refuse(tr("every link has a class of its own already. Raise the max dimension to add links."));
}

void MachineEditor::removeClass()
{
    Machine m = mSession->machine();
    if (m.linkClasses.size() < 2) {
        refuse(tr("a machine needs at least one link class; this is the last one."));
        return;
    }
    int row = mTable->currentIndex().isValid() ? mTable->currentIndex().row()
                                               : static_cast<int>(m.linkClasses.size()) - 1;
    row = std::clamp(row, 0, static_cast<int>(m.linkClasses.size()) - 1);
    const auto removed = m.linkClasses.begin() + row;
    LinkClass& heir = m.linkClasses[static_cast<std::size_t>(row == 0 ? 1 : row - 1)];
    heir.links.insert(heir.links.end(), removed->links.begin(), removed->links.end());
    std::sort(heir.links.begin(), heir.links.end());
    m.linkClasses.erase(removed);
    edit(m, tr("Remove link class %1").arg(row + 1));
}

bool MachineEditor::loadFile(const QString& path)
{
    Machine loaded;
    try {
        loaded = readMachineFile(std::filesystem::path(path.toStdU16String()));
    } catch (const std::exception& e) {
        showMessage(tr("The machine file was not loaded; the current machine stays. %1")
                        .arg(DocumentFiles::message(e)),
                    true);
        emit errorOccurred(mMessage->text());
        return false;
    }
    mLastDirectory = QFileInfo(path).absolutePath();
    if (!edit(loaded, tr("Load the machine file %1").arg(QFileInfo(path).fileName())))
        return false;
    showMessage(tr("Loaded %1 from %2.").arg(shownText(mSession->machine().name), path), false);
    return true;
}

bool MachineEditor::saveFile(const QString& path)
{
    try {
        DocumentFiles::checkOutput(path); // the presets that came with CubeLab stay as they are
        writeMachineFile(QFile::encodeName(path).toStdString(), mSession->machine());
    } catch (const std::exception& e) {
        showMessage(tr("The machine was not saved. %1").arg(DocumentFiles::notWritten(path, e)),
                    true);
        emit errorOccurred(mMessage->text());
        return false;
    }
    mLastDirectory = QFileInfo(path).absolutePath();
    showMessage(tr("Saved the machine to %1.").arg(path), false);
    return true;
}

void MachineEditor::askLoad()
{
    const QString start =
        mLastDirectory.isEmpty() ? shippedDirectory(ShippedKind::Machines) : mLastDirectory;
    const QString path = FileDialogs::openFileName(this, tr("Load a machine file"), start,
                                                   tr("Machine files (*.json);;All files (*)"));
    if (!path.isEmpty())
        loadFile(path);
}

void MachineEditor::askSave()
{
    // Not into the folder of the presets that came with CubeLab: nothing may be written there.
    const QString start =
        isShippedFile(QDir(mLastDirectory).filePath(QStringLiteral("machine.json")))
            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
            : mLastDirectory;
    QString path = FileDialogs::saveFileName(this, tr("Save the machine"), start,
                                             tr("Machine files (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    saveFile(path);
}

QString MachineEditor::csv() const
{
    QStringList lines{QStringLiteral(
        "links,latency_s,bandwidth_B_per_s,shared_capacity_B_per_s,shared_directions")};
    for (const LinkClass& lc : mSession->machine().linkClasses) {
        QStringList links;
        for (int link : lc.links)
            links << QString::number(link);
        // The links hold commas: quoted, as RFC 4180 asks.
        lines << QStringLiteral("\"%1\",%2,%3,%4,%5")
                     .arg(links.join(QLatin1Char(',')), fullPrecision(lc.latency),
                          fullPrecision(lc.bandwidth),
                          lc.sharedBandwidth ? fullPrecision(*lc.sharedBandwidth) : QString(),
                          QString::fromUtf8(sharedDirectionsName(lc.sharedDirections)));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void MachineEditor::setTheme(const Theme& theme)
{
    mTheme = theme;
    mModel->setTheme(theme);
    mChart->setTheme(theme);
    for (QLabel* label : {mNote, mLinksHelp}) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, theme.mutedText);
        label->setPalette(p);
    }
    if (!mMessage->isHidden())
        showMessage(mMessage->text(), mMessageIsError); // the same message in the new colours
}

void MachineEditor::fitTable()
{
    // The stretched column shrinks with a narrow dock, but never below its title ("Links", not
    // ".inks"): the table scrolls instead.
    QHeaderView* header = mTable->horizontalHeader();
    const QString links =
        mModel->headerData(LinkClassModel::LinksColumn, Qt::Horizontal, Qt::DisplayRole).toString();
    header->setMinimumSectionSize(
        header->fontMetrics().horizontalAdvance(links) +
        2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 8);
    // As high as its rows: a machine has a handful of classes, and the room below is the chart's.
    mTable->resizeRowsToContents();
    int height = mTable->horizontalHeader()->sizeHint().height() + 2 * mTable->frameWidth();
    for (int row = 0; row < mModel->rowCount(); ++row)
        height += mTable->rowHeight(row);
    if (mTable->horizontalScrollBar()->isVisible())
        height += mTable->horizontalScrollBar()->sizeHint().height();
    mTable->setFixedHeight(height + 2);
}

void MachineEditor::resizeEvent(QResizeEvent* event)
{
    const auto direction = event->size().width() >= kSideBySideWidth ? QBoxLayout::LeftToRight
                                                                     : QBoxLayout::TopToBottom;
    if (mSides->direction() != direction) {
        mSides->setDirection(direction);
        // Side by side, the form keeps its width and the table takes the rest.
        mSides->setStretch(0, direction == QBoxLayout::LeftToRight ? 2 : 0);
        mSides->setStretch(1, direction == QBoxLayout::LeftToRight ? 3 : 1);
    }
    QWidget::resizeEvent(event);
}

void MachineEditor::applyFonts()
{
    // Header views keep a font of their own; presentation mode must reach them too.
    mTable->horizontalHeader()->setFont(font());
    fitTable();
}

void MachineEditor::retranslate()
{
    auto label = [this](QWidget* field) {
        return qobject_cast<QLabel*>(mForm->labelForField(field));
    };
    label(mName)->setText(tr("Name:"));
    label(mMaxDimension)->setText(tr("Max dimension n:"));
    label(mDuplex)->setText(tr("Duplex:"));
    label(mExchangeLatency)->setText(tr("Exchange:"));
    label(mElementBytes)->setText(tr("Element size:"));
    label(mCombine)->setText(tr("Combine time (ns):"));
    if (auto* presetLabel =
            qobject_cast<QLabel*>(mForm->itemAt(0, QFormLayout::LabelRole)->widget()))
        presetLabel->setText(tr("Machine:"));
    for (int i = 0; i + 1 < mPreset->count(); ++i)
        mPreset->setItemText(
            i, MachineTexts::name(findMachine(mPreset->itemData(i).toString().toStdString())));
    mLoad->setText(tr("Load file…"));
    mSave->setText(tr("Save file…"));
    mLoad->setToolTip(tr("Load a machine file (format cubelab-machine); the current machine stays "
                         "if it cannot be read"));
    mSave->setToolTip(tr("Save the machine as a file (format cubelab-machine)"));
    mMaxDimension->setToolTip(tr("The machine has links 1 to n: cubes up to 2^n nodes"));
    mElementBytes->setSuffix(tr(" bytes"));
    mElementBytes->setToolTip(tr("Bytes of one vector element on the wire"));
    mCombine->setPlaceholderText(tr("ns per element"));
    mCombine->setToolTip(
        tr("Time to combine one element (one application of the operator), in nanoseconds"));
    mDuplex->setItemText(0, tr("full (both directions at once)"));
    mDuplex->setItemText(1, tr("half (one direction at a time)"));
    mExchangeLatency->setItemText(0, tr("add (2α: one direction after the other)"));
    mExchangeLatency->setItemText(1, tr("overlap (α: both directions share the link)"));
    mExchangeLatency->setToolTip(
        tr("Over a half-duplex link an exchange sends both ways: its two start-ups add "
           "(2α + 2Nβ) or overlap (α + 2Nβ). Full-duplex links send both ways at once, "
           "so this matters only for half duplex."));
    mClassesTitle->setText(tr("Link classes"));
    mTable->setAccessibleName(mClassesTitle->text());
    mLinksHelp->setText(
        tr("Double-click a cell (or press F2) to edit it. Links: numbers and ranges, e.g. 1–4 or "
           "5, 6; naming a "
           "link of another class moves it here. Shared capacity: what all links of the class "
           "carry together in one step; empty for none."));
    mTable->setAccessibleDescription(mLinksHelp->text());
    mAddClass->setText(tr("Add class"));
    mRemoveClass->setText(tr("Remove class"));
    mAddClass->setToolTip(
        tr("A new class takes the highest link of the last class that has more than one"));
    mRemoveClass->setToolTip(tr("The selected class's links join the class above"));
    mModel->retranslate();
    refresh();
}

void MachineEditor::refresh()
{
    mRefreshing = true;
    const Machine& m = mSession->machine();
    const QLocale locale;
    {
        const QSignalBlocker b1(mPreset), b2(mMaxDimension), b3(mDuplex), b4(mElementBytes),
            b5(mExchangeLatency);
        int presetIndex = mPreset->count() - 1;
        for (int i = 0; i + 1 < mPreset->count(); ++i)
            if (findMachine(mPreset->itemData(i).toString().toStdString()) == m)
                presetIndex = i;
        const bool custom = presetIndex == mPreset->count() - 1;
        // An edited machine shows its own name; the note below says it is no preset.
        mPreset->setItemText(mPreset->count() - 1,
                             custom ? MachineTexts::name(m) : tr("(not a preset)"));
        mPreset->setCurrentIndex(presetIndex);
        mName->setText(MachineTexts::name(m));
        mName->setCursorPosition(0); // the beginning of a long name, not its end
        mName->setToolTip(plainTip(tr("Id: %1").arg(QString::fromStdString(m.id))));
        mMaxDimension->setValue(m.maxDimension);
        mDuplex->setCurrentIndex(mDuplex->findData(static_cast<int>(m.duplex)));
        mExchangeLatency->setCurrentIndex(
            mExchangeLatency->findData(static_cast<int>(m.exchangeLatency)));
        // Only half-duplex links have an exchange whose start-ups could overlap. The row is
        // shown only then, too, so that the form of a full-duplex machine stays as short as
        // before on a 1024 x 768 projector.
        mExchangeLatency->setEnabled(m.duplex == Duplex::Half);
        mForm->setRowVisible(mExchangeLatency, m.duplex == Duplex::Half);
        mElementBytes->setValue(static_cast<int>(m.elementBytes));
        mCombine->setText(LinkClassModel::numberText(m.combineSeconds * kNanoseconds, locale));
        QString note = m.note.empty()
                           ? tr("This machine has no note on where its figures come from.")
                           : MachineTexts::note(m.note);
        if (custom)
            note = tr("Not a preset (id \"%1\"). %2").arg(QString::fromStdString(m.id), note);
        mNote->setText(note);
    }
    mModel->setMachine(m);
    mChart->setMachine(m);
    fitTable();
    mRemoveClass->setEnabled(m.linkClasses.size() > 1);
    mRefreshing = false;
}

} // namespace cubelab::gui
