// The lesson on the stage of a 1024 x 768 projector, as the back row reads it (issue 46): a
// scene's panel on the stage, in the cube's place where the cube cannot be read there and beside
// it where it can, its text at least 16 px and no cell cut or broken; everything given back when
// the scene or the stage ends; "Scene k of N" beside the step; the stage's type growing with a
// full-HD stage; the POWER-GC scene's costs and totals whole at every step, not cut to "2." or
// "40,".

#include "common/analysispanel.h"
#include "compare/comparecostsstrip.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/timelinewidget.h"
#include "document/session.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"
#include "window/mainwindow.h"
#include "window/paneldocks.h"
#include "window/stagescene.h"
#include "window/windowdocks.h"
#include "window/windowstage.h"

#include <QAbstractAxis>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDockWidget>
#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <cubelab/lesson.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::kProjector;
using cubelab::gui::test::kSlide;
using cubelab::gui::test::settle;

namespace {

// The window as `cubelab --lesson reduce-allreduce --scene K --presentation` at the projector's
// size: a first start, the lesson at the scene, F5.
std::unique_ptr<MainWindow> onStage(int scene, const QString& language, QSize size = kProjector)
{
    QLocale::setDefault(QLocale::c());
    QSettings().clear();
    QFile::remove(ExercisePanel::defaultProgressPath());
    auto w = std::make_unique<MainWindow>();
    w->setLanguage(language);
    EXPECT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), scene)) << w->errorMessage();
    w->setAttribute(Qt::WA_DontShowOnScreen);
    w->setWindowState(Qt::WindowNoState);
    w->resize(size);
    w->show();
    settle();
    w->setPresentationMode(true);
    w->fitDocks();
    settle();
    w->resize(size);
    settle();
    return w;
}

int sceneTitled(const Lesson& lesson, const char* titleStart)
{
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k)
        if (lesson.scenes[k].title.en.rfind(titleStart, 0) == 0)
            return static_cast<int>(k);
    ADD_FAILURE() << lesson.id << " has no scene titled \"" << titleStart << "…\"";
    return 0;
}

// A cell's text whole in it: a table that wraps keeps each word (a number with its decimals)
// within the cell's width and the lines within its height; one that does not, the whole text on
// its one line. Empty when whole, else what was cut.
QString cutCell(const QTableView* table, const QModelIndex& index)
{
    const QString text = index.data().toString();
    if (text.isEmpty())
        return {};
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const QRect cell = table->visualRect(index).adjusted(margin, 0, -margin, 0);
    const QVariant fontData = index.data(Qt::FontRole);
    const QFont font =
        fontData.isValid() ? fontData.value<QFont>().resolve(table->font()) : table->font();
    const QFontMetrics metrics(font);
    bool whole = true;
    if (table->wordWrap()) {
        whole = metrics.boundingRect(cell, Qt::TextWordWrap, text).height() <= cell.height();
        for (const QString& word :
             text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
            whole = whole && metrics.horizontalAdvance(word) <= cell.width();
    } else {
        whole = metrics.horizontalAdvance(text) <= cell.width();
    }
    return whole ? QString()
                 : QStringLiteral("\"%1\" in %2 x %3 px")
                       .arg(text)
                       .arg(cell.width())
                       .arg(cell.height());
}

QString cut(const QTableWidget* table, const QTableWidgetItem* item)
{
    return cutCell(table, table->indexFromItem(item));
}

// What the back row cannot read in a widget on the stage: a text below 16 px, a table's cell
// cut or broken, a row scrolled out of sight, a table wider than its room. One line each.
QStringList unreadable(const QWidget* root)
{
    QStringList found;
    for (const QLabel* label : root->findChildren<QLabel*>())
        if (label->isVisible() && !label->text().isEmpty() &&
            QFontInfo(label->font()).pixelSize() < AnalysisPanel::kLeastStagePixels)
            found << QStringLiteral("label \"%1\": %2 px")
                         .arg(label->text().left(40))
                         .arg(QFontInfo(label->font()).pixelSize());
    for (const QAbstractScrollArea* area : root->findChildren<QAbstractScrollArea*>())
        if (!qobject_cast<const QAbstractItemView*>(area) && area->isVisible() &&
            (area->verticalScrollBar()->isVisible() || area->horizontalScrollBar()->isVisible()))
            found << area->objectName() + QStringLiteral(": scrolls");
    // A chart's titles are cut by the chart itself where they are longer than their room.
    for (const QChartView* view : root->findChildren<QChartView*>()) {
        const QChart* chart = view->chart();
        if (!view->isVisible())
            continue;
        for (const QString& line : chart->title().split(QStringLiteral("<br>")))
            if (QFontMetrics(chart->titleFont()).horizontalAdvance(line) > chart->size().width())
                found << QStringLiteral("chart title \"%1\" cut").arg(line);
        for (const QAbstractAxis* axis : chart->axes()) {
            const bool vertical = axis->orientation() == Qt::Vertical;
            const qreal room = vertical ? chart->plotArea().height() : chart->plotArea().width();
            if (axis->isTitleVisible() &&
                QFontMetrics(axis->titleFont()).horizontalAdvance(axis->titleText()) > room)
                found << QStringLiteral("axis title \"%1\" cut").arg(axis->titleText());
        }
    }
    for (const QTableView* table : root->findChildren<QTableView*>()) {
        if (!table->isVisible())
            continue;
        const QAbstractItemModel* model = table->model();
        if (table->horizontalScrollBar()->isVisible() || table->verticalScrollBar()->isVisible())
            found << table->objectName() + QStringLiteral(": scrolls");
        for (int row = 0; row < model->rowCount(); ++row) {
            if (table->isRowHidden(row))
                continue;
            for (int column = 0; column < model->columnCount(); ++column) {
                if (table->isColumnHidden(column))
                    continue;
                const QModelIndex index = model->index(row, column);
                const QVariant fontData = index.data(Qt::FontRole);
                const QFont font = fontData.isValid()
                                       ? fontData.value<QFont>().resolve(table->font())
                                       : table->font();
                if (!index.data().toString().isEmpty() &&
                    QFontInfo(font).pixelSize() < AnalysisPanel::kLeastStagePixels)
                    found << QStringLiteral("%1 row %2 column %3: %4 px")
                                 .arg(table->objectName())
                                 .arg(row)
                                 .arg(column)
                                 .arg(QFontInfo(font).pixelSize());
                if (const QString c = cutCell(table, index); !c.isEmpty())
                    found << table->objectName() + QStringLiteral(": ") + c;
                if (table->visualRect(index).bottom() > table->viewport()->height())
                    found << QStringLiteral("%1 row %2: below the table's room")
                                 .arg(table->objectName())
                                 .arg(row);
            }
        }
    }
    return found;
}

// Whether a cell's text is wider than its one line (and so wraps, or is cut).
bool wraps(const QTableWidget* table, const QTableWidgetItem* item)
{
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const QRect cell = table->visualItemRect(item).adjusted(margin, 0, -margin, 0);
    return QFontMetrics(item->font().resolve(table->font())).horizontalAdvance(item->text()) >
           cell.width();
}

std::optional<PanelId> panelOf(const LessonScene& scene)
{
    return parsePanel(QString::fromStdString(scene.moment.panel));
}

} // namespace

TEST(StageReadable, ThePowerGcScenesCostsAndTotalsAreWholeAtEveryStep)
{
    const Lesson* lesson = findBuiltinLesson("reduce-allreduce");
    ASSERT_NE(lesson, nullptr);
    const int scene = sceneTitled(*lesson, "The POWER-GC");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = onStage(scene, language);
        // The scene's chart has the stage; the lecturer's swap (C) gives the two cubes theirs back.
        w->action(QStringLiteral("stageSwap"))->trigger();
        settle();
        ASSERT_TRUE(w->panelOnStage().isEmpty()) << language;
        CompareCostsStrip* strip = w->compareStage()->costsStrip();
        QTableWidget* table = strip->table();
        ASSERT_TRUE(table->isVisible()) << language;
        const int total = table->columnCount() - 1;
        ASSERT_GE(total, 14) << language; // Tree_Do's fourteen steps, then the total
        for (int guard = 0; guard < 32; ++guard) {
            const int step = w->session()->step();
            const std::string at = language.toStdString() + " step " + std::to_string(step);
            EXPECT_FALSE(table->isColumnHidden(total)) << at;
            if (strip->currentColumn() >= 0) {
                EXPECT_FALSE(table->isColumnHidden(strip->currentColumn())) << at;
            }
            for (int column = 0; column <= total; ++column)
                for (int row = 0; row < table->rowCount() && !table->isColumnHidden(column);
                     ++row) {
                    EXPECT_EQ(cut(table, table->item(row, column)), QString())
                        << at << " row " << row << " column " << column;
                    // On one line: a cost never broken, not even between number and unit.
                    EXPECT_FALSE(wraps(table, table->item(row, column)))
                        << at << " row " << row << " column " << column;
                }
            if (step >= lesson->scenes[static_cast<std::size_t>(scene)].lastStep)
                break;
            w->lessons()->next();
            settle();
            if (w->session()->step() == step)
                w->lessons()->next(); // the question's answer is revealed first
            settle();
        }
    }
    QLocale::setDefault(QLocale::c());
}

// Scenes 9-11 (two cubes, a 7-cube) give the stage to their panel in the cube's place; scene 12
// (a 3-cube, readable) keeps the cube and shows its panel beside it, in the partial results'
// place. Each panel readable from the back row, in English and German.
TEST(StageReadable, EveryScenesPanelIsOnTheStageReadableInTheCubesPlaceOrBesideIt)
{
    const Lesson* lesson = findBuiltinLesson("reduce-allreduce");
    ASSERT_NE(lesson, nullptr);
    int inCubesPlace = 0, beside = 0;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        for (std::size_t k = 0; k < lesson->scenes.size(); ++k) {
            const LessonScene& scene = lesson->scenes[k];
            const StageScene::Place place = StageScene::placeOf(scene);
            if (place == StageScene::Place::None)
                continue;
            const std::string at = language.toStdString() + " scene " + std::to_string(k + 1);
            auto w = onStage(static_cast<int>(k), language);
            const QString name = panelName(*panelOf(scene));
            QDockWidget* dock = w->panelDock(name);
            ASSERT_NE(dock, nullptr) << at;
            AnalysisPanel* panel = w->docks()->panels()->panel(name);
            ASSERT_NE(panel, nullptr) << at;
            if (place == StageScene::Place::InCubesPlace) {
                ++inCubesPlace;
                EXPECT_EQ(w->panelOnStage(), name) << at;
                EXPECT_FALSE(w->view()->isVisible()) << at;
            } else {
                ++beside;
                EXPECT_TRUE(w->panelOnStage().isEmpty()) << at;
                EXPECT_EQ(w->stage()->scene()->beside(), dock) << at;
                EXPECT_TRUE(dock->isVisible()) << at;
                EXPECT_TRUE(w->view()->isVisible()) << at;
                EXPECT_FALSE(w->resultsTable()->isVisible()) << at;
            }
            EXPECT_TRUE(panel->isVisible()) << at;
            EXPECT_TRUE(panel->isOnStage()) << at;
            EXPECT_EQ(unreadable(panel), QStringList()) << at;
        }
    }
    EXPECT_EQ(inCubesPlace, 2 * 3); // the comparison table, the chart, the step costs
    EXPECT_EQ(beside, 2 * 1);       // the link loads
    QLocale::setDefault(QLocale::c());
}

// The next scene, the scene before, the lecturer's C and leaving the stage give back what a
// scene's panel took: the cube, the partial results, the panel's dock at the desk as it was.
TEST(StageReadable, TheSceneOrTheStageEndingGivesTheCubeAndThePanelsBack)
{
    const Lesson* lesson = findBuiltinLesson("reduce-allreduce");
    ASSERT_NE(lesson, nullptr);
    const int comparing = sceneTitled(*lesson, "Comparing the variants");
    auto w = onStage(comparing, QStringLiteral("en"));
    ASSERT_EQ(w->panelOnStage(), QStringLiteral("comparison-table"));
    QDockWidget* tableDock = w->panelDock(QStringLiteral("comparison-table"));
    AnalysisPanel* table = w->docks()->panels()->panel(QStringLiteral("comparison-table"));
    ASSERT_NE(table, nullptr);
    // C: the two cubes back; C again: the table.
    w->action(QStringLiteral("stageSwap"))->trigger();
    settle();
    EXPECT_TRUE(w->panelOnStage().isEmpty());
    EXPECT_TRUE(w->view()->isVisible());
    EXPECT_EQ(tableDock->widget(), table);
    EXPECT_FALSE(table->isOnStage());
    w->action(QStringLiteral("stageSwap"))->trigger();
    settle();
    EXPECT_EQ(w->panelOnStage(), QStringLiteral("comparison-table"));
    // The scene before names no panel: the cube and the partial results are back.
    ASSERT_TRUE(w->lessons()->goToScene(comparing - 1));
    settle();
    EXPECT_TRUE(w->panelOnStage().isEmpty());
    EXPECT_TRUE(w->view()->isVisible());
    EXPECT_TRUE(w->resultsTable()->isVisible());
    EXPECT_EQ(tableDock->widget(), table);
    EXPECT_FALSE(table->isOnStage());
    EXPECT_FALSE(w->action(QStringLiteral("stageSwap"))->isEnabled());

    // The last scene's link loads beside the cube, given back by the scene before and the desk.
    const int last = static_cast<int>(lesson->scenes.size()) - 1;
    ASSERT_TRUE(w->lessons()->goToScene(last));
    settle();
    QDockWidget* loads = w->panelDock(QStringLiteral("link-loads"));
    ASSERT_EQ(w->stage()->scene()->beside(), loads);
    ASSERT_TRUE(w->lessons()->goToScene(last - 1));
    settle();
    EXPECT_EQ(w->stage()->scene()->beside(), nullptr);
    EXPECT_FALSE(loads->isVisible());
    EXPECT_FALSE(w->docks()->panels()->panel(QStringLiteral("link-loads"))->isOnStage());
    EXPECT_EQ(w->panelOnStage(), QStringLiteral("step-costs"));
    ASSERT_TRUE(w->lessons()->goToScene(last));
    settle();
    ASSERT_EQ(w->stage()->scene()->beside(), loads);
    w->setPresentationMode(false);
    settle();
    EXPECT_EQ(w->stage()->scene()->beside(), nullptr);
    EXPECT_TRUE(loads->titleBarWidget() == nullptr);
    EXPECT_FALSE(w->docks()->panels()->panel(QStringLiteral("link-loads"))->isOnStage());
    EXPECT_TRUE(w->view()->isVisible());
    EXPECT_TRUE(w->docks()->timeline()->note().isEmpty());
    QLocale::setDefault(QLocale::c());
}

// "Scene k of N" stands beside "Step k / N" on the stage, in the language shown; not at the desk.
TEST(StageReadable, TheStageSaysWhichSceneItShows)
{
    auto w = onStage(8, QStringLiteral("de"));
    auto* note = w->findChild<QLabel*>(QStringLiteral("stageNote"));
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    EXPECT_EQ(note->text(), QStringLiteral("Szene 9 von 12"));
    w->lessons()->goToScene(2);
    settle();
    EXPECT_EQ(note->text(), QStringLiteral("Szene 3 von 12"));
    w->setLanguage(QStringLiteral("en"));
    settle();
    EXPECT_EQ(note->text(), QStringLiteral("Scene 3 of 12"));
    w->setPresentationMode(false);
    settle();
    EXPECT_FALSE(note->isVisible());
    QLocale::setDefault(QLocale::c());
}

// At 1024 x 768 the stage's type is the desk's times kFontScale; a full-HD stage's grows with it,
// the lesson's text included; the desk's stays.
TEST(StageReadable, TheStagesTypeGrowsWithAFullHdStage)
{
    EXPECT_DOUBLE_EQ(WindowStage::fontScale(kProjector), WindowStage::kFontScale);
    EXPECT_DOUBLE_EQ(WindowStage::fontScale(QSize(800, 600)), WindowStage::kFontScale);
    const auto textPixels = [](MainWindow& w) {
        return QFontInfo(w.findChild<QLabel*>(QStringLiteral("lessonText"))->font()).pixelSize();
    };
    auto small = onStage(3, QStringLiteral("en"), kProjector);
    const int projector = textPixels(*small);
    auto large = onStage(3, QStringLiteral("en"), kSlide);
    const int slide = textPixels(*large);
    // 1080 / 768 = 1.41 in tenths: 1.4 times the projector's type.
    EXPECT_GE(slide, projector * 13 / 10) << projector << " px at 1024 x 768";
    const QFont desk = QApplication::font();
    large->setPresentationMode(false);
    settle();
    EXPECT_DOUBLE_EQ(large->font().pointSizeF(), desk.pointSizeF());
    QLocale::setDefault(QLocale::c());
}
