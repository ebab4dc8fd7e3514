// Every control the keyboard reaches has a name a screen reader says: in the main window, each
// dock, the lesson pane and every dialog the window opens, in English and in German. A
// control's name is what Qt's accessibility gives it (QAccessible::Name: its own accessible
// name, a button's text, a label's buddy); a combo box's name on Linux is its value, so what it
// is for must come from its label (a buddy: a Label relation) or a name of its own.

#include "analysis/comparisonchart.h"
#include "analysis/linkloadschart.h"
#include "analysis/stepcostsmodel.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"
#include "scenario/initialvaluesdialog.h"
#include "spacetime/spacetimeview.h"
#include "window/mainwindow.h"

#include <QAccessible>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <cubelab/exercise.h>
#include <functional>
#include <gtest/gtest.h>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::settle;

namespace {

// Whether Tab can bring the keyboard to the widget (its focus goes to itself, not a proxy).
bool reachedByTab(const QWidget* w)
{
    return w->isVisible() && (w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !w->focusProxy();
}

// What a screen reader says the widget is.
QString spokenName(QWidget* w)
{
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
    if (!a)
        return {};
    if (qobject_cast<QComboBox*>(w)) {
        if (!w->accessibleName().isEmpty())
            return w->accessibleName();
        for (const auto& [label, relation] : a->relations(QAccessible::Label))
            if (const QString name = label->text(QAccessible::Name); !name.trimmed().isEmpty())
                return name;
        return {};
    }
    return a->text(QAccessible::Name);
}

// Where a widget is, for a failure message: its class and the object names up to its window.
QString describe(const QWidget* w)
{
    QStringList path;
    for (const QWidget* p = w; p; p = p->parentWidget()) {
        path.prepend(p->objectName().isEmpty() ? QString::fromLatin1(p->metaObject()->className())
                                               : p->objectName());
        if (p->isWindow())
            break;
    }
    QString text = QString::fromLatin1(w->metaObject()->className()) + QStringLiteral(" at ") +
                   path.join(QStringLiteral(" / "));
    if (!w->toolTip().isEmpty())
        text += QStringLiteral(" (tooltip “%1”)").arg(w->toolTip().left(60));
    return text;
}

// Every control under root that Tab reaches and that has no name.
QStringList unnamed(const QWidget* root)
{
    QStringList found;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(const_cast<QWidget*>(root));
    for (QWidget* w : widgets)
        if (reachedByTab(w) && spokenName(w).trimmed().isEmpty())
            found << describe(w);
    return found;
}

// Shows every dock of the window, each in front of its tabs, and checks what it shows.
QStringList unnamedInDocks(MainWindow& w)
{
    QStringList found;
    for (QDockWidget* dock : w.findChildren<QDockWidget*>()) {
        if (dock->objectName() == QLatin1String("lessonDock") && !w.lessons()->lesson())
            continue; // no lesson: its pane is empty (the lesson's own test shows it)
        dock->show();
        dock->raise();
        settle();
        for (const QString& offender : unnamed(dock))
            found << offender;
    }
    return found;
}

QString joined(const QStringList& list)
{
    QStringList unique = list;
    unique.removeDuplicates();
    return unique.join(QLatin1Char('\n'));
}

// Runs open (which shows a dialog, modal or not) and checks each dialog that appears: its own
// name (its title) and every control in it. seen: the dialogs' titles, in the order they came.
QStringList unnamedInDialogs(const std::function<void()>& open, QStringList* seen)
{
    QStringList found;
    std::set<QWidget*> checked;
    auto inspect = [&] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            auto* dialog = qobject_cast<QDialog*>(top);
            if (!dialog || !dialog->isVisible() || checked.count(dialog))
                continue;
            checked.insert(dialog);
            settle();
            seen->append(dialog->windowTitle());
            if (spokenName(dialog).trimmed().isEmpty())
                found << QStringLiteral("the dialog ") + describe(dialog);
            for (const QString& offender : unnamed(dialog))
                found << QStringLiteral("in “%1”: ").arg(dialog->windowTitle()) + offender;
            dialog->reject();
        }
    };
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, inspect);
    poll.start();
    open();
    inspect(); // a dialog shown without a loop of its own
    settle();
    return found;
}

const char* const kLanguages[] = {"en", "de"};

} // namespace

TEST(AccessibleNames, EveryControlOfTheWindowAndItsDocksHasANameInEnglishAndGerman)
{
    auto w = freshWindow();
    // The message bar shows, with its close button.
    EXPECT_FALSE(w->openScenario(QStringLiteral("/no/such/scenario.json")));
    for (const char* language : kLanguages) {
        w->setLanguage(QString::fromLatin1(language));
        settle();
        auto* close = w->findChild<QWidget*>(QStringLiteral("errorBar"))->findChild<QToolButton*>();
        ASSERT_TRUE(close && close->isVisible());
        EXPECT_EQ(spokenName(close), close->toolTip()) << "not the picture ✕";
        QStringList found = unnamed(w.get());
        found << unnamedInDocks(*w);
        EXPECT_TRUE(found.isEmpty()) << "in " << language << ", no name:\n" << joined(found);
    }
}

TEST(AccessibleNames, EveryExerciseAnswerHasANameInEnglishAndGerman)
{
    auto w = freshWindow();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    QDockWidget* dock = w->panelDock(QStringLiteral("exercise"));
    dock->show();
    dock->raise();
    // One exercise of each kind: each kind has its own answer editor.
    std::set<ExerciseKind> kinds;
    QStringList ids;
    for (const Exercise& e : exercises->exercises().exercises)
        if (kinds.insert(e.kind).second)
            ids << QString::fromStdString(e.id);
    ASSERT_GE(ids.size(), 5);
    for (const char* language : kLanguages) {
        w->setLanguage(QString::fromLatin1(language));
        QStringList found;
        for (const QString& id : ids) {
            ASSERT_TRUE(exercises->selectExercise(id));
            settle();
            for (const QString& offender : unnamed(dock))
                found << id + QStringLiteral(": ") + offender;
        }
        EXPECT_TRUE(found.isEmpty()) << "in " << language << ", no name:\n" << joined(found);
    }
}

TEST(AccessibleNames, TheLessonPaneHasNamesAtASceneAndAtAQuestionInEnglishAndGerman)
{
    auto w = freshWindow();
    ASSERT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), 0))
        << w->errorMessage().toStdString();
    LessonPlayer* lesson = w->lessons();
    for (const char* language : kLanguages) {
        w->setLanguage(QString::fromLatin1(language));
        lesson->goToScene(0);
        settle();
        QStringList found = unnamed(w->lessonPane());
        // On to the first question that waits: its buttons show then.
        for (int guard = 0; guard < 200 && !lesson->questionWaits(); ++guard) {
            lesson->next();
            settle();
        }
        ASSERT_TRUE(lesson->questionWaits());
        found << unnamed(w->lessonPane());
        found << unnamedInDocks(*w);
        EXPECT_TRUE(found.isEmpty()) << "in " << language << ", no name:\n" << joined(found);
    }
}

TEST(AccessibleNames, EveryDialogOfTheMenusHasNamesInEnglishAndGerman)
{
    auto w = freshWindow();
    for (const char* language : kLanguages) {
        w->setLanguage(QString::fromLatin1(language));
        settle();
        QStringList found;
        QStringList silent; // actions that showed no dialog
        for (QAction* a : test::dialogActions(*w)) {
            if (!a->isEnabled())
                continue;
            QStringList seen;
            found << unnamedInDialogs([a] { a->trigger(); }, &seen);
            if (seen.isEmpty())
                silent << a->text();
        }
        EXPECT_TRUE(found.isEmpty()) << "in " << language << ", no name:\n" << joined(found);
        EXPECT_TRUE(silent.isEmpty())
            << "in " << language << ", no dialog from: " << silent.join(QStringLiteral(", "));
    }
}

TEST(AccessibleNames, ThePanelsDialogsHaveNamesInEnglishAndGerman)
{
    auto w = freshWindow();
    auto* exercises = qobject_cast<ExercisePanel*>(w->panel(QStringLiteral("exercise")));
    ASSERT_NE(exercises, nullptr);
    for (const char* language : kLanguages) {
        w->setLanguage(QString::fromLatin1(language));
        settle();
        QStringList found;
        QStringList seen;
        // The scenario panel's table of inputs.
        found << unnamedInDialogs(
            [&] {
                InitialValuesDialog dialog({{1.0}, {2.0}}, w.get());
                dialog.exec();
            },
            &seen);
        // The exercise panel's solution, side by side.
        for (const Exercise& e : exercises->exercises().exercises)
            if (e.kind == ExerciseKind::LinkOrderLoad) {
                ASSERT_TRUE(exercises->selectExercise(QString::fromStdString(e.id)));
                break;
            }
        found << unnamedInDialogs([&] { exercises->showSolution(); }, &seen);
        // Every button of a dock that opens a dialog (the machine's files, the program's files,
        // the scenario's table, a traced run to check): its text ends with an ellipsis.
        for (QDockWidget* dock : w->findChildren<QDockWidget*>()) {
            dock->show();
            dock->raise();
            settle();
            for (QPushButton* button : dock->findChildren<QPushButton*>())
                if (button->isVisible() && button->isEnabled() &&
                    button->text().endsWith(QStringLiteral("…")))
                    found << unnamedInDialogs([button] { button->click(); }, &seen);
        }
        EXPECT_GE(seen.size(), 3);
        EXPECT_TRUE(found.isEmpty()) << "in " << language << ", no name:\n" << joined(found);
    }
}

// The space-time diagram is a table to a screen reader: a row a node, a column a step, each
// cell what the node does then; the current step is the selected column.
TEST(ScreenReader, TheSpaceTimeDiagramIsATableOfNodesBySteps)
{
    auto w = freshWindow();
    QDockWidget* dock = w->panelDock(QStringLiteral("space-time"));
    dock->show();
    dock->raise();
    settle();
    auto* view = w->panel(QStringLiteral("space-time"))->findChild<SpaceTimeView*>();
    ASSERT_NE(view, nullptr);
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(view);
    ASSERT_NE(a, nullptr);
    EXPECT_EQ(a->role(), QAccessible::Table);
    EXPECT_EQ(a->text(QAccessible::Name), QStringLiteral("Space-time diagram"));
    QAccessibleTableInterface* table = a->tableInterface();
    ASSERT_NE(table, nullptr);
    // The lecture's reduce: 8 nodes, steps a) link 3, b) link 2, c) link 1 towards node 000.
    ASSERT_EQ(table->rowCount(), 8);
    ASSERT_EQ(table->columnCount(), 3);
    auto cell = [&](int row, int column) {
        return table->cellAt(row, column)->text(QAccessible::Name);
    };
    EXPECT_EQ(cell(4, 0), QStringLiteral("sends to 000 on link 3"));
    EXPECT_EQ(cell(0, 0), QStringLiteral("receives from 100 on link 3"));
    EXPECT_EQ(cell(2, 1), QStringLiteral("sends to 000 on link 2"));
    EXPECT_EQ(cell(0, 2), QStringLiteral("receives from 001 on link 1"));
    EXPECT_EQ(cell(4, 1), QStringLiteral("done")) << "a sender of a reduce is done";
    QAccessibleTableCellInterface* first = table->cellAt(4, 0)->tableCellInterface();
    ASSERT_NE(first, nullptr);
    ASSERT_EQ(first->rowHeaderCells().size(), 1);
    EXPECT_EQ(first->rowHeaderCells().front()->text(QAccessible::Name), QStringLiteral("node 100"));
    ASSERT_EQ(first->columnHeaderCells().size(), 1);
    EXPECT_EQ(first->columnHeaderCells().front()->text(QAccessible::Name),
              QStringLiteral("a) link 3"));
    EXPECT_EQ(a->childCount(), 24);
    EXPECT_EQ(a->indexOfChild(table->cellAt(4, 0)), 12);
    EXPECT_FALSE(table->cellAt(4, 0)->rect().isEmpty());

    // The current step is the selected column.
    EXPECT_TRUE(table->selectedColumns().isEmpty());
    w->shown()->setStep(2);
    settle();
    EXPECT_EQ(table->selectedColumns(), QList<int>{1});
    EXPECT_TRUE(table->cellAt(0, 1)->tableCellInterface()->isSelected());

    // A broadcast has nodes that wait: they are idle until the data reaches them.
    Scenario broadcast;
    broadcast.algorithm = "tree-broadcast";
    ASSERT_TRUE(w->session()->resetScenario(broadcast));
    settle();
    EXPECT_EQ(cell(0, 0), QStringLiteral("sends to 001 on link 1"));
    EXPECT_EQ(cell(2, 0), QStringLiteral("idle"));

    // In German.
    w->setLanguage(QStringLiteral("de"));
    settle();
    EXPECT_EQ(a->text(QAccessible::Name), QStringLiteral("Raum-Zeit-Diagramm"));
    EXPECT_EQ(cell(0, 0), QStringLiteral("sendet an 001 über Link 1"));
    EXPECT_EQ(cell(2, 0), QStringLiteral("untätig"));
}

// The charts say what they show: their title as the name, their data as the description, in
// the words and numbers of their tables.
TEST(ScreenReader, TheChartsDescribeTheirData)
{
    auto w = freshWindow();
    w->shown()->setStep(1);
    for (const char* id : {"link-loads", "step-times", "comparison"}) {
        QDockWidget* dock = w->panelDock(QString::fromLatin1(id));
        dock->show();
        dock->raise();
        settle();
    }
    w->session()->waitForDerived();
    settle();

    auto* loads = qobject_cast<LinkLoadsChart*>(w->panel(QStringLiteral("link-loads")));
    ASSERT_NE(loads, nullptr);
    auto* loadsView = loads->findChild<QChartView*>(QStringLiteral("linkLoadsView"));
    ASSERT_NE(loadsView, nullptr);
    EXPECT_EQ(spokenName(loadsView), loads->chart()->title());
    const QString loadsSaid =
        QAccessible::queryAccessibleInterface(loadsView)->text(QAccessible::Description);
    // Step a) of the lecture's reduce: four messages on link 3, none on the others.
    EXPECT_TRUE(loadsSaid.contains(QStringLiteral("link 3: 4 messages"))) << loadsSaid;
    EXPECT_TRUE(loadsSaid.contains(QStringLiteral("link 1: 0 messages"))) << loadsSaid;
    EXPECT_TRUE(loadsSaid.contains(QStringLiteral("Cube_Do")))
        << "the comparisons too: " << loadsSaid;

    auto* times = w->panel(QStringLiteral("step-times"))
                      ->findChild<QChartView*>(QStringLiteral("stepTimesView"));
    ASSERT_NE(times, nullptr);
    const QString timesSaid =
        QAccessible::queryAccessibleInterface(times)->text(QAccessible::Description);
    StepCostsModel costs(w->session());
    const QString firstDuration =
        costs.data(costs.index(0, StepCostsModel::DurationColumn), Qt::DisplayRole).toString();
    ASSERT_FALSE(firstDuration.isEmpty());
    EXPECT_TRUE(timesSaid.contains(QStringLiteral("Duration: ") + firstDuration)) << timesSaid;

    auto* comparison = w->panel(QStringLiteral("comparison"))
                           ->findChild<QChartView*>(QStringLiteral("comparisonChartView"));
    ASSERT_NE(comparison, nullptr);
    for (int guard = 0; guard < 100 && QAccessible::queryAccessibleInterface(comparison)
                                           ->text(QAccessible::Description)
                                           .isEmpty();
         ++guard) {
        w->session()->waitForDerived();
        QTest::qWait(20);
    }
    const QString comparisonSaid =
        QAccessible::queryAccessibleInterface(comparison)->text(QAccessible::Description);
    EXPECT_TRUE(comparisonSaid.contains(QStringLiteral("Fastest of all"))) << comparisonSaid;
    EXPECT_TRUE(
        spokenName(comparison).startsWith(QStringLiteral("All-reduce time by vector length")))
        << spokenName(comparison);

    w->setLanguage(QStringLiteral("de"));
    settle();
    const QString loadsGerman =
        QAccessible::queryAccessibleInterface(loadsView)->text(QAccessible::Description);
    EXPECT_TRUE(loadsGerman.contains(QStringLiteral("Link 3: 4 Nachrichten"))) << loadsGerman;
}
