// The machine editor: it shows the session's machine, every edit goes through
// Session::editMachine as one undo step, bad cells and broken files are refused with a message
// and leave the machine as it was.

#include "common/machinetexts.h"
#include "document/session.h"
#include "guitestutil.h"
#include "machine/linkclassmodel.h"
#include "machine/machineeditor.h"
#include "window/languageswitcher.h"

#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cubelab/machine.h>
#include <cubelab/machinejson.h>
#include <gtest/gtest.h>

namespace cubelab::gui {
namespace {

using Col = LinkClassModel::Column;

class MachineEditorTest : public ::testing::Test
{
protected:
    void TearDown() override { QLocale::setDefault(QLocale::c()); }

    QString cell(int row, Col column) const
    {
        return editor.model()->data(editor.model()->index(row, column)).toString();
    }
    bool setCell(int row, Col column, const QString& text)
    {
        return editor.model()->setData(editor.model()->index(row, column), text);
    }
    QString lastError() const
    {
        return errors.isEmpty() ? QString() : errors.last().at(0).toString();
    }

    const Machine& powerGc = findMachine("power-gc");
    Session session;
    MachineEditor editor{&session};
    QSignalSpy errors{&editor, &MachineEditor::errorOccurred};
    QSignalSpy sessionErrors{&session, &Session::errorOccurred};
};

TEST_F(MachineEditorTest, TableShowsThePowerGcClassesOfTheLecture)
{
    ASSERT_EQ(session.machine(), powerGc);
    ASSERT_EQ(editor.model()->rowCount(), 3);
    // Links 1–4 fast, 5–6 slower, 7–8 slowest; the upper two classes share the bisection.
    EXPECT_EQ(cell(0, Col::LinksColumn), QStringLiteral("1–4"));
    EXPECT_EQ(cell(1, Col::LinksColumn), QStringLiteral("5, 6"));
    EXPECT_EQ(cell(2, Col::LinksColumn), QStringLiteral("7, 8"));
    for (int row = 0; row < 3; ++row) {
        const LinkClass& lc = powerGc.linkClasses[static_cast<std::size_t>(row)];
        EXPECT_EQ(cell(row, Col::LatencyColumn), QString::number(lc.latency * 1e6, 'g', 12));
        EXPECT_EQ(cell(row, Col::BandwidthColumn), QString::number(lc.bandwidth / 1e6, 'g', 12));
    }
    EXPECT_EQ(cell(0, Col::LatencyColumn), QStringLiteral("100"));
    EXPECT_EQ(cell(0, Col::BandwidthColumn), QStringLiteral("4"));
    EXPECT_EQ(cell(1, Col::BandwidthColumn), QStringLiteral("2"));
    EXPECT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("1"));
    EXPECT_EQ(cell(0, Col::SharedColumn), QStringLiteral("none"));
    EXPECT_EQ(
        editor.model()->data(editor.model()->index(0, Col::SharedColumn), Qt::EditRole).toString(),
        QString());
    EXPECT_EQ(cell(1, Col::SharedColumn), QStringLiteral("16"));
    EXPECT_EQ(cell(2, Col::SharedColumn), QStringLiteral("8"));
    // The bisection of full-duplex links: each direction has the capacity on its own.
    EXPECT_EQ(cell(1, Col::DirectionsColumn), QStringLiteral("each direction"));
    EXPECT_EQ(cell(2, Col::DirectionsColumn), QStringLiteral("each direction"));
    EXPECT_EQ(editor.maxDimensionBox()->value(), 8);
    EXPECT_EQ(editor.elementBytesBox()->value(), 8);
    EXPECT_EQ(editor.combineEdit()->text(), QStringLiteral("20")); // 2e-8 s
    EXPECT_EQ(editor.presetBox()->currentData().toString(), QStringLiteral("power-gc"));
    EXPECT_TRUE(editor.findChild<QLabel*>(QStringLiteral("machineNote"))
                    ->text()
                    .contains(QStringLiteral("illustrative")));
}

TEST_F(MachineEditorTest, HeadersNameTheUnits)
{
    auto header = [&](Col c) {
        return editor.model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    EXPECT_TRUE(header(Col::LatencyColumn).contains(QStringLiteral("µs")));
    EXPECT_TRUE(header(Col::BandwidthColumn).contains(QStringLiteral("MB/s")));
    EXPECT_TRUE(header(Col::SharedColumn).contains(QStringLiteral("MB/s")));
}

TEST_F(MachineEditorTest, EditingACellChangesExactlyThatValueAsOneUndoStep)
{
    ASSERT_TRUE(setCell(1, Col::BandwidthColumn, QStringLiteral("2.5")));
    Machine expected = powerGc;
    expected.linkClasses[1].bandwidth = 2.5e6;
    expected.id = "custom";
    expected.name = powerGc.name + " (edited)";
    EXPECT_EQ(session.machine(), expected);
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_EQ(cell(1, Col::BandwidthColumn), QStringLiteral("2.5"));
    EXPECT_TRUE(errors.isEmpty());

    ASSERT_TRUE(setCell(0, Col::LatencyColumn, QStringLiteral("50")));
    EXPECT_EQ(session.machine().linkClasses[0].latency, 5e-5);
    ASSERT_TRUE(setCell(2, Col::SharedColumn, QString()));
    EXPECT_FALSE(session.machine().linkClasses[2].sharedBandwidth.has_value());
    ASSERT_TRUE(setCell(0, Col::SharedColumn, QStringLiteral("64")));
    EXPECT_EQ(session.machine().linkClasses[0].sharedBandwidth, std::optional<double>(6.4e7));
    EXPECT_EQ(session.undoStack()->count(), 4);
    // The name says "edited" once, however many edits follow.
    EXPECT_EQ(session.machine().name, powerGc.name + " (edited)");
}

// Through the view's own editor, as a user types: the model refreshes while the cell's editor
// commits, once for an edit and once for a refusal.
TEST_F(MachineEditorTest, TypingIntoTheTableEditsThroughTheCellEditor)
{
    editor.resize(520, 700);
    editor.show();
    QTableView* table = editor.table();
    auto type = [&](int row, Col column, const QString& text) {
        const QModelIndex index = editor.model()->index(row, column);
        table->setCurrentIndex(index);
        table->edit(index);
        auto* field = table->viewport()->findChild<QLineEdit*>();
        ASSERT_NE(field, nullptr);
        field->selectAll();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
        test::settle();
    };
    type(2, Col::BandwidthColumn, QStringLiteral("0.25"));
    EXPECT_EQ(session.machine().linkClasses[2].bandwidth, 2.5e5);
    EXPECT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("0.25"));
    type(2, Col::BandwidthColumn, QStringLiteral("0"));
    EXPECT_EQ(session.machine().linkClasses[2].bandwidth, 2.5e5);
    EXPECT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("0.25"));
    EXPECT_TRUE(lastError().contains(QStringLiteral("more than 0 MB/s")))
        << lastError().toStdString();
    EXPECT_EQ(session.undoStack()->count(), 1);
}

TEST_F(MachineEditorTest, RetypingTheShownValueIsNoEdit)
{
    ASSERT_TRUE(setCell(0, Col::LatencyColumn, QStringLiteral("100")));
    ASSERT_TRUE(setCell(0, Col::LinksColumn, QStringLiteral("1-4")));
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(session.undoStack()->count(), 0);
}

TEST_F(MachineEditorTest, UndoRestoresThePresetAndTheTableFollows)
{
    ASSERT_TRUE(setCell(2, Col::BandwidthColumn, QStringLiteral("0.5")));
    ASSERT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("0.5"));
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("1"));
    EXPECT_EQ(editor.presetBox()->currentData().toString(), QStringLiteral("power-gc"));
    session.undoStack()->redo();
    EXPECT_EQ(session.machine().linkClasses[2].bandwidth, 5e5);
    EXPECT_EQ(cell(2, Col::BandwidthColumn), QStringLiteral("0.5"));
    EXPECT_EQ(session.machine().id, "custom");
}

struct BadCell
{
    int row;
    Col column;
    const char* text;
    const char* said; // a part of the message
};

class MachineEditorRefusal : public MachineEditorTest, public ::testing::WithParamInterface<BadCell>
{
};

TEST_P(MachineEditorRefusal, LeavesTheMachineAndTheCellAsTheyWere)
{
    const BadCell bad = GetParam();
    const QString before = cell(bad.row, bad.column);
    EXPECT_FALSE(setCell(bad.row, bad.column, QString::fromUtf8(bad.text)));
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(session.undoStack()->count(), 0);
    EXPECT_EQ(cell(bad.row, bad.column), before);
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(lastError().contains(QString::fromUtf8(bad.said))) << lastError().toStdString();
    EXPECT_EQ(editor.message(), lastError());
}

INSTANTIATE_TEST_SUITE_P(
    MachineEditor, MachineEditorRefusal,
    ::testing::Values(BadCell{0, Col::LatencyColumn, "-5", "must be 0 µs or more, not -5"},
                      BadCell{1, Col::BandwidthColumn, "0", "must be more than 0 MB/s"},
                      BadCell{1, Col::SharedColumn, "-1", "or empty for none"},
                      BadCell{0, Col::LinksColumn, "1-3, 3", "Link 3 is named twice"},
                      BadCell{0, Col::LatencyColumn, "abc", "\"abc\" is not a number"},
                      BadCell{0, Col::LinksColumn, "abc", "e.g. 1–4 or 5, 6"},
                      BadCell{0, Col::LinksColumn, "1-3", "Link 4 would belong to no class"},
                      BadCell{0, Col::LinksColumn, "1-4, 9", "no link 9"},
                      BadCell{0, Col::LinksColumn, "", "at least one link"},
                      BadCell{0, Col::LinksColumn, "1-6", "Class 2 would have no link left"}),
    [](const ::testing::TestParamInfo<BadCell>& info) {
        // A name that stays the same from run to run: the column and the case's place.
        const char* column = info.param.column == Col::LinksColumn       ? "Links"
                             : info.param.column == Col::LatencyColumn   ? "Latency"
                             : info.param.column == Col::BandwidthColumn ? "Bandwidth"
                                                                         : "Shared";
        return std::string(column) + std::to_string(info.index);
    });

TEST_F(MachineEditorTest, NamingALinkOfAnotherClassMovesIt)
{
    ASSERT_TRUE(setCell(1, Col::LinksColumn, QStringLiteral("4–6")));
    EXPECT_EQ(session.machine().linkClasses[0].links, (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(session.machine().linkClasses[1].links, (std::vector<int>{4, 5, 6}));
    EXPECT_EQ(cell(0, Col::LinksColumn), QStringLiteral("1–3"));
    EXPECT_EQ(cell(1, Col::LinksColumn), QStringLiteral("4–6"));
    EXPECT_EQ(session.undoStack()->count(), 1);
}

TEST_F(MachineEditorTest, LinkListsAcceptRangesAndListsInAnyNotation)
{
    QString error;
    EXPECT_EQ(LinkClassModel::parseLinks(QStringLiteral("5, 6"), 8, &error),
              (std::vector<int>{5, 6}));
    EXPECT_EQ(LinkClassModel::parseLinks(QStringLiteral("1–3 ; 7"), 8, &error),
              (std::vector<int>{1, 2, 3, 7}));
    EXPECT_EQ(LinkClassModel::parseLinks(QStringLiteral("4 - 2"), 8, &error),
              (std::vector<int>{2, 3, 4}));
    EXPECT_EQ(LinkClassModel::parseLinks(QStringLiteral("8 1..2"), 8, &error),
              (std::vector<int>{1, 2, 8}));
    EXPECT_FALSE(LinkClassModel::parseLinks(QStringLiteral("0"), 8, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("links 1 to 8"))) << error.toStdString();
    EXPECT_EQ(LinkClassModel::linksText({1, 2, 3, 4, 7, 8, 10}), QStringLiteral("1–4, 7, 8, 10"));
}

TEST_F(MachineEditorTest, GermanNumbersUseTheDecimalComma)
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    editor.model()->retranslate();
    ASSERT_TRUE(setCell(1, Col::BandwidthColumn, QStringLiteral("2,5")));
    EXPECT_EQ(session.machine().linkClasses[1].bandwidth, 2.5e6);
    EXPECT_EQ(cell(1, Col::BandwidthColumn), QStringLiteral("2,5"));
    // "2.5" is no German number (the point groups thousands): refused, not taken for 25.
    EXPECT_FALSE(setCell(1, Col::BandwidthColumn, QStringLiteral("2.5")));
    EXPECT_EQ(session.machine().linkClasses[1].bandwidth, 2.5e6);
    EXPECT_TRUE(lastError().contains(QStringLiteral("2,5"))) << lastError().toStdString();
    editor.combineEdit()->setText(QStringLiteral("0,5"));
    emit editor.combineEdit()->editingFinished();
    EXPECT_EQ(session.machine().combineSeconds, 0.5 / 1e9);
}

TEST_F(MachineEditorTest, MachineWideFieldsAreEditsOfTheirOwn)
{
    editor.combineEdit()->setText(QStringLiteral("50"));
    emit editor.combineEdit()->editingFinished();
    EXPECT_EQ(session.machine().combineSeconds, 5e-8);
    editor.elementBytesBox()->setValue(4);
    EXPECT_EQ(session.machine().elementBytes, 4u);
    editor.duplexBox()->setCurrentIndex(1);
    emit editor.duplexBox()->activated(1);
    EXPECT_EQ(session.machine().duplex, Duplex::Half);
    editor.nameEdit()->setText(QStringLiteral("Our cluster"));
    emit editor.nameEdit()->editingFinished();
    EXPECT_EQ(session.machine().name, "Our cluster");
    EXPECT_EQ(session.machine().id, "custom");
    EXPECT_EQ(session.undoStack()->count(), 4);

    editor.combineEdit()->setText(QStringLiteral("-1"));
    emit editor.combineEdit()->editingFinished();
    EXPECT_EQ(session.machine().combineSeconds, 5e-8);
    EXPECT_TRUE(lastError().contains(QStringLiteral("0 ns or more"))) << lastError().toStdString();
    EXPECT_EQ(editor.combineEdit()->text(), QStringLiteral("50"));
    EXPECT_EQ(session.undoStack()->count(), 4);
}

TEST_F(MachineEditorTest, SharedDirectionsIsAColumnEditedThroughItsListAndUndone)
{
    const SharedDirections start = powerGc.linkClasses[2].sharedDirections;
    const SharedDirections other =
        start == SharedDirections::Both ? SharedDirections::Each : SharedDirections::Both;
    auto shown = [](SharedDirections d) {
        return d == SharedDirections::Each ? QStringLiteral("each direction")
                                           : QStringLiteral("both directions");
    };
    EXPECT_EQ(cell(2, Col::DirectionsColumn), shown(start));
    EXPECT_EQ(
        editor.model()->data(editor.model()->index(2, Col::DirectionsColumn), Qt::EditRole).toInt(),
        static_cast<int>(start));

    // Through the view's own editor: a list of the two choices; choosing is the edit.
    editor.resize(700, 700);
    editor.show();
    QTableView* table = editor.table();
    const QModelIndex index = editor.model()->index(2, Col::DirectionsColumn);
    table->setCurrentIndex(index);
    table->edit(index);
    auto* list = table->viewport()->findChild<QComboBox*>(QStringLiteral("sharedDirectionsEditor"));
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 2);
    EXPECT_EQ(list->currentData().toInt(), static_cast<int>(start));
    const int choice = list->findData(static_cast<int>(other));
    list->setCurrentIndex(choice);
    emit list->activated(choice);
    test::settle();

    Machine expected = powerGc;
    expected.linkClasses[2].sharedDirections = other;
    expected.id = "custom";
    expected.name = powerGc.name + " (edited)";
    EXPECT_EQ(session.machine(), expected);
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_EQ(cell(2, Col::DirectionsColumn), shown(other));
    EXPECT_TRUE(session.undoStack()->undoText().contains(QStringLiteral("class 3")))
        << session.undoStack()->undoText().toStdString();

    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(cell(2, Col::DirectionsColumn), shown(start));
    session.undoStack()->redo();
    EXPECT_EQ(session.machine().linkClasses[2].sharedDirections, other);

    // The same choice again is no edit; a value that is neither is refused.
    ASSERT_TRUE(editor.model()->setData(editor.model()->index(2, Col::DirectionsColumn),
                                        static_cast<int>(other)));
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_FALSE(editor.model()->setData(editor.model()->index(2, Col::DirectionsColumn), 7));
    EXPECT_EQ(session.machine().linkClasses[2].sharedDirections, other);
    EXPECT_TRUE(lastError().contains(QStringLiteral("each direction on its own")))
        << lastError().toStdString();
    EXPECT_EQ(session.undoStack()->count(), 1);
}

TEST_F(MachineEditorTest, ExchangeLatencyIsEnabledForHalfDuplexAndUndoable)
{
    QComboBox* latency = editor.exchangeLatencyBox();
    ASSERT_NE(latency, nullptr);
    ASSERT_EQ(latency->count(), 2);
    EXPECT_EQ(latency->currentData().toInt(), static_cast<int>(ExchangeLatency::Add));
    // POWER-GC is full duplex: nothing to overlap, and the row is not even shown.
    EXPECT_FALSE(latency->isEnabled());
    EXPECT_TRUE(latency->isHidden());

    editor.duplexBox()->setCurrentIndex(1);
    emit editor.duplexBox()->activated(1);
    ASSERT_EQ(session.machine().duplex, Duplex::Half);
    EXPECT_TRUE(latency->isEnabled());
    EXPECT_FALSE(latency->isHidden());

    const int overlap = latency->findData(static_cast<int>(ExchangeLatency::Overlap));
    latency->setCurrentIndex(overlap);
    emit latency->activated(overlap);
    EXPECT_EQ(session.machine().exchangeLatency, ExchangeLatency::Overlap);
    EXPECT_EQ(session.undoStack()->count(), 2);

    session.undoStack()->undo();
    EXPECT_EQ(session.machine().exchangeLatency, ExchangeLatency::Add);
    EXPECT_EQ(latency->currentData().toInt(), static_cast<int>(ExchangeLatency::Add));
    EXPECT_TRUE(latency->isEnabled());
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_FALSE(latency->isEnabled());
    EXPECT_TRUE(latency->isHidden());
    session.undoStack()->redo();
    session.undoStack()->redo();
    EXPECT_EQ(latency->currentData().toInt(), static_cast<int>(ExchangeLatency::Overlap));

    // Saved and loaded back, both choices survive.
    ASSERT_TRUE(editor.model()->setData(editor.model()->index(1, Col::DirectionsColumn),
                                        static_cast<int>(SharedDirections::Each)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("choices.json"));
    ASSERT_TRUE(editor.saveFile(path));
    const Machine saved = session.machine();
    session.undoStack()->undo();
    ASSERT_TRUE(editor.loadFile(path));
    EXPECT_EQ(session.machine().exchangeLatency, ExchangeLatency::Overlap);
    EXPECT_EQ(session.machine().linkClasses[1].sharedDirections, SharedDirections::Each);
    EXPECT_EQ(session.machine(), saved);
}

TEST_F(MachineEditorTest, MaxDimensionGivesNewLinksToTheHighestClass)
{
    editor.maxDimensionBox()->setValue(10);
    EXPECT_EQ(session.machine().maxDimension, 10);
    EXPECT_EQ(session.machine().linkClasses[2].links, (std::vector<int>{7, 8, 9, 10}));
    editor.maxDimensionBox()->setValue(5);
    ASSERT_EQ(session.machine().linkClasses.size(), 2u); // 7–8's class had no link left
    EXPECT_EQ(session.machine().linkClasses[1].links, (std::vector<int>{5}));
    EXPECT_EQ(editor.model()->rowCount(), 2);
    session.undoStack()->undo();
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(editor.maxDimensionBox()->value(), 8);
    EXPECT_EQ(editor.model()->rowCount(), 3);
}

TEST_F(MachineEditorTest, AddAndRemoveAClass)
{
    editor.addClass();
    ASSERT_EQ(session.machine().linkClasses.size(), 4u);
    EXPECT_EQ(session.machine().linkClasses[2].links, (std::vector<int>{7}));
    EXPECT_EQ(session.machine().linkClasses[3].links, (std::vector<int>{8}));
    EXPECT_EQ(session.machine().linkClasses[3].bandwidth, powerGc.linkClasses[2].bandwidth);
    EXPECT_EQ(editor.model()->rowCount(), 4);

    editor.table()->setCurrentIndex(editor.model()->index(1, 0));
    editor.removeClass();
    ASSERT_EQ(session.machine().linkClasses.size(), 3u);
    EXPECT_EQ(session.machine().linkClasses[0].links, (std::vector<int>{1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(session.undoStack()->count(), 2);

    Machine one = powerGc;
    one.linkClasses = {powerGc.linkClasses[0]};
    one.linkClasses[0].links = {1, 2, 3, 4, 5, 6, 7, 8};
    ASSERT_TRUE(session.editMachine(one, QStringLiteral("one class")));
    editor.removeClass();
    EXPECT_EQ(session.machine(), one);
    EXPECT_TRUE(lastError().contains(QStringLiteral("at least one link class")))
        << lastError().toStdString();
}

TEST_F(MachineEditorTest, PresetChoiceIsOneUndoableEditAndShowsTheNote)
{
    const Machine& origin = findMachine("origin2000");
    const int index = editor.presetBox()->findData(QStringLiteral("origin2000"));
    ASSERT_GE(index, 0);
    editor.presetBox()->setCurrentIndex(index);
    emit editor.presetBox()->activated(index);
    EXPECT_EQ(session.machine(), origin);
    EXPECT_EQ(session.undoStack()->count(), 1);
    EXPECT_EQ(editor.model()->rowCount(), 2);
    EXPECT_EQ(cell(1, Col::LinksColumn), QStringLiteral("8, 9"));
    EXPECT_EQ(cell(1, Col::SharedColumn), QStringLiteral("9600"));
    EXPECT_EQ(editor.findChild<QLabel*>(QStringLiteral("machineNote"))->text(),
              QString::fromStdString(origin.note));
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(editor.presetBox()->currentData().toString(), QStringLiteral("power-gc"));
}

TEST_F(MachineEditorTest, AnEditedPresetGetsADistinctIdAndAPresetIdIsAlwaysThePreset)
{
    EXPECT_EQ(MachineEditor::distinguished(powerGc), powerGc);
    Machine edited = powerGc;
    edited.elementBytes = 4;
    const Machine marked = MachineEditor::distinguished(edited);
    EXPECT_EQ(marked.id, "custom");
    EXPECT_EQ(marked.name, powerGc.name + " (edited)");
    for (const Machine& preset : builtinMachines())
        EXPECT_NE(marked.id, preset.id);
    Machine own = edited;
    own.id = "my-cluster";
    EXPECT_EQ(MachineEditor::distinguished(own), own);
    ASSERT_TRUE(setCell(0, Col::BandwidthColumn, QStringLiteral("8")));
    EXPECT_EQ(editor.presetBox()->currentIndex(), editor.presetBox()->count() - 1);
    EXPECT_EQ(editor.presetBox()->currentText(),
              QString::fromStdString(powerGc.name + " (edited)"));
}

TEST_F(MachineEditorTest, SaveAndLoadRoundTripAMachineFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("fast-links.json"));
    ASSERT_TRUE(setCell(0, Col::BandwidthColumn, QStringLiteral("12.5")));
    const Machine saved = session.machine();
    ASSERT_TRUE(editor.saveFile(path));
    EXPECT_EQ(readMachineFile(path.toStdString()), saved);

    session.undoStack()->undo();
    ASSERT_EQ(session.machine(), powerGc);
    const int before = session.undoStack()->index();
    ASSERT_TRUE(editor.loadFile(path));
    EXPECT_EQ(session.machine(), saved);
    EXPECT_EQ(cell(0, Col::BandwidthColumn), QStringLiteral("12.5"));
    EXPECT_EQ(session.undoStack()->index(), before + 1);
    session.undoStack()->undo();
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_TRUE(errors.isEmpty());
}

TEST_F(MachineEditorTest, ABrokenFileIsRefusedWithItsPlaceAndTheMachineStays)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    std::string text = [&] {
        nlohmann::ordered_json json = machineToJson(powerGc);
        json["linkClasses"][1]["bandwidth"] = -2;
        return json.dump(2);
    }();
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text.c_str());
    file.close();

    EXPECT_FALSE(editor.loadFile(path));
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_EQ(session.undoStack()->count(), 0);
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(lastError().contains(QStringLiteral("broken.json"))) << lastError().toStdString();
    EXPECT_TRUE(lastError().contains(QStringLiteral("/linkClasses/1/bandwidth")))
        << lastError().toStdString();

    const QString syntax = dir.filePath(QStringLiteral("syntax.json"));
    QFile bad(syntax);
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{\n  \"format\": \"cubelab-machine\",\n  \"version\": 1,,\n}\n");
    bad.close();
    EXPECT_FALSE(editor.loadFile(syntax));
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_TRUE(lastError().contains(QStringLiteral("line 3"))) << lastError().toStdString();

    EXPECT_FALSE(editor.loadFile(dir.filePath(QStringLiteral("missing.json"))));
    EXPECT_EQ(session.machine(), powerGc);
    EXPECT_TRUE(lastError().contains(QStringLiteral("missing.json"))) << lastError().toStdString();
}

TEST_F(MachineEditorTest, SavingIntoAMissingFolderFailsWithAMessage)
{
    QTemporaryDir dir;
    EXPECT_FALSE(editor.saveFile(dir.filePath(QStringLiteral("no/such/folder/m.json"))));
    ASSERT_EQ(errors.count(), 1);
    EXPECT_TRUE(lastError().contains(QStringLiteral("not saved"))) << lastError().toStdString();
}

TEST_F(MachineEditorTest, CsvHoldsTheClassesInSiUnits)
{
    const QString csv = editor.csv();
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 4);
    EXPECT_EQ(lines[0],
              QStringLiteral(
                  "links,latency_s,bandwidth_B_per_s,shared_capacity_B_per_s,shared_directions"));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("\"1,2,3,4\",")));
    EXPECT_TRUE(lines[2].startsWith(QStringLiteral("\"5,6\",")));
    // Every number reads back exactly in the C locale; an unshared class has an empty field.
    for (int row = 0; row < 3; ++row) {
        const LinkClass& lc = powerGc.linkClasses[static_cast<std::size_t>(row)];
        const QStringList fields =
            lines[row + 1].section(QLatin1Char('"'), 2).split(QLatin1Char(','));
        ASSERT_EQ(fields.size(), 5) << lines[row + 1].toStdString();
        EXPECT_EQ(fields[4].toStdString(), sharedDirectionsName(lc.sharedDirections));
        EXPECT_EQ(fields[1].toDouble(), lc.latency);
        EXPECT_EQ(fields[2].toDouble(), lc.bandwidth);
        if (lc.sharedBandwidth)
            EXPECT_EQ(fields[3].toDouble(), *lc.sharedBandwidth);
        else
            EXPECT_TRUE(fields[3].isEmpty());
    }
}

TEST_F(MachineEditorTest, LabelsAndHeadersAreGermanAfterTheLanguageSwitch)
{
    LanguageSwitcher language;
    auto bandwidthHeader = [&] {
        return editor.model()
            ->headerData(Col::BandwidthColumn, Qt::Horizontal, Qt::DisplayRole)
            .toString();
    };
    const QString english = bandwidthHeader();
    const QString addEnglish =
        editor.findChild<QPushButton*>(QStringLiteral("addLinkClass"))->text();
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    test::settle();
    EXPECT_NE(bandwidthHeader(), english);
    EXPECT_TRUE(bandwidthHeader().contains(QStringLiteral("Bandbreite")))
        << bandwidthHeader().toStdString();
    EXPECT_NE(editor.findChild<QPushButton*>(QStringLiteral("addLinkClass"))->text(), addEnglish);
    EXPECT_EQ(cell(0, Col::SharedColumn), QStringLiteral("keine"));
    EXPECT_EQ(cell(1, Col::DirectionsColumn),
              powerGc.linkClasses[1].sharedDirections == SharedDirections::Each
                  ? QStringLiteral("je Richtung")
                  : QStringLiteral("beide Richtungen"));
    EXPECT_EQ(editor.model()
                  ->headerData(Col::DirectionsColumn, Qt::Horizontal, Qt::DisplayRole)
                  .toString(),
              QStringLiteral("Geteilt von"));
    EXPECT_EQ(editor.exchangeLatencyBox()->itemText(0),
              QStringLiteral("addieren sich (2α: eine Richtung nach der anderen)"));
    // Numbers in German notation once the language has switched.
    ASSERT_TRUE(setCell(1, Col::BandwidthColumn, QStringLiteral("1,5")));
    EXPECT_EQ(cell(1, Col::BandwidthColumn), QStringLiteral("1,5"));
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(bandwidthHeader(), english);
}

TEST_F(MachineEditorTest, PresetNotesAreTranslated)
{
    LanguageSwitcher language;
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    test::settle();
    // A preset whose note changed in its file shows up here until the note is translated again.
    for (const Machine& preset : builtinMachines()) {
        const QString shown = MachineTexts::note(preset.note);
        EXPECT_NE(shown, QString::fromStdString(preset.note)) << preset.id;
        EXPECT_TRUE(shown.contains(QStringLiteral("illustrativ"))) << preset.id;
    }
    EXPECT_EQ(editor.findChild<QLabel*>(QStringLiteral("machineNote"))->text(),
              MachineTexts::note(powerGc.note));
    // Other notes stay as written.
    EXPECT_EQ(MachineTexts::note("Our own figures"), QStringLiteral("Our own figures"));
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(MachineTexts::note(powerGc.note), QString::fromStdString(powerGc.note));
}

TEST_F(MachineEditorTest, PresetNamesAreTranslatedAndNoRename)
{
    LanguageSwitcher language;
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    test::settle();
    auto* presets = editor.findChild<QComboBox*>(QStringLiteral("machinePreset"));
    for (const Machine& preset : builtinMachines()) {
        const QString shown = MachineTexts::name(preset);
        EXPECT_NE(shown, QString::fromStdString(preset.name)) << preset.id;
        EXPECT_TRUE(shown.contains(QStringLiteral("illustrative Zahlen"))) << preset.id;
        EXPECT_GE(presets->findText(shown), 0) << shown.toStdString();
    }
    auto* name = editor.findChild<QLineEdit*>(QStringLiteral("machineName"));
    EXPECT_EQ(name->text(), MachineTexts::name(powerGc));
    // Leaving the field that shows the translated name renames nothing.
    emit name->editingFinished();
    EXPECT_EQ(session.undoStack()->count(), 0);
    EXPECT_EQ(session.machine().name, powerGc.name);
    // A machine of one's own keeps its name.
    Machine own = powerGc;
    own.name = "Our cluster";
    EXPECT_EQ(MachineTexts::name(own), QStringLiteral("Our cluster"));
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    test::settle();
    EXPECT_EQ(MachineTexts::name(powerGc), QString::fromStdString(powerGc.name));
}

TEST_F(MachineEditorTest, TheLinksColumnKeepsItsTitleInANarrowDock)
{
    editor.resize(300, 700);
    editor.show();
    test::settle();
    auto* table = editor.findChild<QTableView*>(QStringLiteral("linkClassTable"));
    QHeaderView* header = table->horizontalHeader();
    const QString title =
        editor.model()->headerData(Col::LinksColumn, Qt::Horizontal, Qt::DisplayRole).toString();
    EXPECT_GE(header->sectionSize(Col::LinksColumn),
              header->fontMetrics().horizontalAdvance(title)); // not ".inks"
}

} // namespace
} // namespace cubelab::gui
