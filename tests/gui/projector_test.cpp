// A lecture at a 1024 x 768 projector, as the back row sees it: on the stage every s_i of the
// lecture's 3-cubes is set large, the legend is a strip of at most a sixth of the view, the
// partial results show every node at Cube_Do's end, the compared costs are never cut, any
// panel can take the stage, the shipped POWER-GC scenario shows the lecture's claim, German
// is not clipped, and a larger cube's handout reads on paper.

#include "analysis/stepcostsmodel.h"
#include "compare/comparecostsstrip.h"
#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/partialresultsmodel.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "export/lectureexports.h"
#include "guitestutil.h"
#include "machine/linkbandwidthchart.h"
#include "scenario/scenariopanel.h"
#include "window/panelregistry.h"

#include <QBuffer>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTableWidget>
#include <QXmlStreamReader>
#include <cubelab/bestorder.h>
#include <cubelab/costmodel.h>
#include <cubelab/emulator.h>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;
using cubelab::gui::test::kProjector;
using cubelab::gui::test::settle;

namespace {

QString scenarioPath(const QString& file)
{
    return QStringLiteral(CUBELAB_SOURCE_DIR "/resources/scenarios/") + file;
}

// The lecture's scenario on an n-cube with the collective's own link orders.
Scenario lectureScenario(const QString& file, int n)
{
    Scenario s = readScenarioFile(scenarioPath(file).toStdString());
    s.dimension = n;
    s.linkOrder.clear();
    s.secondLinkOrder.clear();
    return normalized(s);
}

// The window on the stage at the projector's size, in a language.
std::unique_ptr<MainWindow> stageWindow(const QString& language)
{
    auto w = freshWindow();
    w->setLanguage(language);
    w->resize(kProjector);
    w->setPresentationMode(true);
    settle();
    return w;
}

struct SvgText
{
    QString text;
    double pixels;
};

// What the view paints, as an SVG at the size it has in the window: each text with the pixel
// size of its type (QSvgGenerator writes the font's pixel size).
std::vector<SvgText> paintedTexts(const HypercubeView& view)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(view.size());
        svg.setViewBox(QRect(QPoint(), view.size()));
        QPainter painter(&svg);
        view.paintScene(painter, QRectF(view.rect()));
    }
    std::vector<SvgText> texts;
    QXmlStreamReader xml(bytes);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            xml.name() == QLatin1String("text")) {
            const double pixels = xml.attributes().value(QLatin1String("font-size")).toDouble();
            texts.push_back({xml.readElementText(QXmlStreamReader::IncludeChildElements), pixels});
        }
    EXPECT_FALSE(xml.hasError()) << xml.errorString();
    return texts;
}

// Whether text, set in font and word-wrapped as an item view does, fits rect whole: no word
// is wider than the rect and the lines are no taller.
bool fitsWhole(const QString& text, const QFont& font, const QRect& rect)
{
    const QFontMetrics metrics(font);
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (metrics.horizontalAdvance(word) > rect.width())
            return false;
    return metrics.boundingRect(rect, Qt::TextWordWrap, text).height() <= rect.height();
}

const QRegularExpression kSubscriptInput(QStringLiteral("a[\\x{2080}-\\x{2089}]"));

} // namespace

// Item: the back row reads every s_i of the lecture's 3-cubes at 16 px or more.
TEST(Projector, EverySiOfTheLecturesCubesIsSixteenPixelsOrMoreOnTheSmallStage)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = stageWindow(language);
        for (const QString& file :
             {QStringLiteral("lecture-reduce.json"), QStringLiteral("lecture-allreduce.json"),
              QStringLiteral("lecture-cube.json")})
            for (int n = 1; n <= 3; ++n) {
                ASSERT_TRUE(w->session()->resetScenario(lectureScenario(file, n)));
                const int steps = static_cast<int>(w->session()->stepCount());
                for (int step = 0; step <= steps; ++step) {
                    w->shown()->setStep(step);
                    w->view()->setStep(step, false);
                    settle();
                    const std::string where = QStringLiteral("%1 n=%2 step %3 %4, view %5x%6")
                                                  .arg(file)
                                                  .arg(n)
                                                  .arg(step)
                                                  .arg(language)
                                                  .arg(w->view()->width())
                                                  .arg(w->view()->height())
                                                  .toStdString();
                    int values = 0;
                    for (const SvgText& t : paintedTexts(*w->view()))
                        if (t.text.contains(kSubscriptInput)) {
                            EXPECT_GE(t.pixels, 16) << where << ": " << t.text;
                            ++values;
                        }
                    EXPECT_GE(values, 1 << n) << where; // every node's s_i is painted
                    // No node's text runs over its box's border (its padding holds the pen).
                    const auto texts = w->view()->nodeTexts(QRectF(w->view()->rect()));
                    for (NodeId node = 0; node < texts.size(); ++node)
                        EXPECT_FALSE(texts[node].elided) << where << " node " << node;
                }
            }
        w->setLanguage(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
}

// Item: the legend is a strip of at most a sixth of the view, its type readable.
TEST(Projector, TheStageLegendIsAStripOfAtMostASixthOfTheViewInReadableType)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = stageWindow(language);
        for (const QString& file :
             {QStringLiteral("lecture-reduce.json"), QStringLiteral("lecture-allreduce.json"),
              QStringLiteral("lecture-cube.json")}) {
            ASSERT_TRUE(w->openScenario(scenarioPath(file)));
            w->shown()->setStep(static_cast<int>(w->session()->stepCount()));
            settle();
            const QRectF view(w->view()->rect());
            const QRectF legend = w->view()->legendRect(view);
            const std::string where = (file + QLatin1Char(' ') + language).toStdString();
            EXPECT_GE(legend.width(), 0.95 * view.width()) << where << ": a column, not a strip";
            EXPECT_LE(legend.height() * legend.width(), view.height() * view.width() / 6) << where;
            EXPECT_GE(w->view()->legendPixelSize(view), 14) << where;
        }
        w->setLanguage(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
}

// Item: at Cube_Do's end the partial results show all eight nodes, each s_i in at most two lines.
TEST(Projector, AtCubeDosEndThePartialResultsShowEveryNodeOnTheSmallStage)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = stageWindow(language);
        ASSERT_TRUE(w->openScenario(scenarioPath(QStringLiteral("lecture-cube.json"))));
        w->shown()->setStep(static_cast<int>(w->session()->stepCount()));
        settle();
        settle();
        QTableView* table = w->resultsTable();
        ASSERT_TRUE(table->isVisible()) << language;
        const int line = QFontMetrics(table->font()).lineSpacing();
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const int top = table->rowViewportPosition(row);
            EXPECT_GE(top, 0) << language << " row " << row;
            EXPECT_LE(top + table->rowHeight(row), table->viewport()->height())
                << language << " row " << row;
            EXPECT_LE(table->rowHeight(row), 3 * line)
                << language << " row " << row << ": more than two lines";
        }
        w->setLanguage(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
}

// Item: the side-by-side costs are whole ("65,2 ns", never "65,…") on the small stage.
TEST(Projector, TheComparedCostsAreNeverCutOnTheSmallStage)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = stageWindow(language);
        ASSERT_TRUE(w->openScenario(scenarioPath(QStringLiteral("lecture-allreduce.json"))));
        ASSERT_TRUE(w->compareWith(QStringLiteral("cube-vs-tree")));
        settle();
        settle();
        QTableWidget* table = w->compareStage()->costsStrip()->table();
        ASSERT_TRUE(table->isVisible());
        ASSERT_GE(table->columnCount(), 7); // Tree_Do's six steps and the total
        const int margin =
            table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column) {
                QTableWidgetItem* item = table->item(row, column);
                ASSERT_NE(item, nullptr);
                const QRect cell = table->visualItemRect(item).adjusted(margin, 0, -margin, 0);
                EXPECT_TRUE(fitsWhole(item->text(), item->font().resolve(table->font()), cell))
                    << language << " row " << row << " column " << column << ": " << item->text()
                    << " in " << cell.width() << "x" << cell.height();
            }
        w->setLanguage(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
}

// Item: the shipped POWER-GC scenario shows the lecture's claim at once — Tree_Do in its best
// link orders beats Cube_Do on the machine — priced by the cost model, not read off the window.
TEST(Projector, TheShippedPowerGcScenarioIsTreeDoInItsBestOrdersAndBeatsCubeDo)
{
    const Scenario tree =
        readScenarioFile(scenarioPath(QStringLiteral("power-gc-tree-do.json")).toStdString());
    ASSERT_EQ(tree.algorithm, "tree-allreduce");
    const Machine machine = findMachine(tree.machine);
    ASSERT_EQ(machine.id, "power-gc");
    const double treeTotal = CostModel::evaluate(Emulator::run(tree), machine).total;

    // Its orders are among the best the search finds (every order is priced for n = 7).
    const BestOrderResult best = BestOrder::find(machine, tree.algorithm, tree.dimension,
                                                 tree.elements, SearchMethod::Exhaustive);
    EXPECT_NEAR(treeTotal, best.seconds, best.seconds * 1e-9);
    // The slow, high links near the root: the reduce uses link 7 last, the broadcast first.
    EXPECT_EQ(tree.linkOrder.back(), 7);
    EXPECT_EQ(tree.secondLinkOrder.front(), 7);

    Scenario cube = tree;
    cube.algorithm = "cube-allreduce";
    cube.root.reset();
    cube.secondLinkOrder.clear();
    const double cubeTotal = CostModel::evaluate(Emulator::run(normalized(cube)), machine).total;
    EXPECT_LT(treeTotal, cubeTotal);

    // The window opened on it, beside Cube_Do, names Tree_Do the faster at once.
    auto w = freshWindow();
    ASSERT_TRUE(w->openScenario(scenarioPath(QStringLiteral("power-gc-tree-do.json"))));
    ASSERT_TRUE(w->compareWith(QStringLiteral("cube-vs-tree")));
    settle();
    const QString verdict = w->compareStage()->costsStrip()->verdict();
    EXPECT_TRUE(verdict.startsWith(QStringLiteral("Tree_Do"))) << verdict;
}

// Item: any panel can take the stage, in place of the cube, and goes back to its dock.
TEST(Projector, AnyPanelTakesTheStageAndGoesBackToItsDock)
{
    auto w = freshWindow();
    w->resize(kProjector);
    settle();
    // Where every dock is: its area, floating or not, closed or not, the docks tabbed with it.
    // (Which tab of a group is in front may change: the panel that was on the stage is.)
    const auto docks = [&w] {
        QStringList places;
        for (QDockWidget* d : w->findChildren<QDockWidget*>()) {
            QStringList tabbed;
            for (QDockWidget* other : w->tabifiedDockWidgets(d))
                tabbed << other->objectName();
            tabbed.sort();
            places << QStringLiteral("%1 area %2 floating %3 closed %4 with %5")
                          .arg(d->objectName())
                          .arg(static_cast<int>(w->dockWidgetArea(d)))
                          .arg(d->isFloating())
                          .arg(d->isHidden())
                          .arg(tabbed.join(QLatin1Char(',')));
        }
        places.sort();
        return places;
    };
    const QStringList before = docks();
    for (const PanelEntry& entry : PanelRegistry::entries()) {
        QDockWidget* dock = w->panelDock(entry.id);
        ASSERT_NE(dock, nullptr) << entry.id;
        QWidget* panel = dock->widget();
        ASSERT_NE(panel, nullptr) << entry.id;
        QAction* stage = w->action(entry.id + QStringLiteral("-stage"));
        ASSERT_NE(stage, nullptr) << entry.id;
        stage->trigger();
        settle();
        EXPECT_TRUE(w->isPresentationMode()) << entry.id;
        EXPECT_EQ(w->panelOnStage(), entry.id);
        EXPECT_TRUE(panel->isVisible()) << entry.id;
        EXPECT_FALSE(w->view()->isVisible()) << entry.id;
        // It has the cube's room and the partial results' too: the whole width, most of the height.
        EXPECT_GE(panel->width(), w->width() * 95 / 100) << entry.id;
        EXPECT_GE(panel->height(), w->height() * 60 / 100) << entry.id;
        EXPECT_FALSE(w->resultsTable()->isVisible()) << entry.id;
        // The clicker still steps.
        const int step = w->session()->step();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
        EXPECT_EQ(w->session()->step(),
                  std::min(step + 1, static_cast<int>(w->session()->stepCount())))
            << entry.id;
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        settle();
        EXPECT_FALSE(w->isPresentationMode()) << entry.id;
        EXPECT_TRUE(w->panelOnStage().isEmpty());
        EXPECT_EQ(dock->widget(), panel) << entry.id;
        EXPECT_TRUE(w->view()->isVisible()) << entry.id;
        EXPECT_EQ(docks(), before) << entry.id;
        w->shown()->setStep(0);
    }
}

// Item: German is not clipped at 1024 px — the scenario panel's summary of Cube_Do is whole.
TEST(Projector, TheGermanSummaryOfACollectiveIsWholeAt1024Pixels)
{
    auto w = freshWindow();
    w->setLanguage(QStringLiteral("de"));
    w->resize(kProjector);
    w->findChild<QDockWidget*>(QStringLiteral("scenarioDock"))->raise();
    settle();
    QComboBox* algorithm = w->scenarioPanel()->findChild<QComboBox*>(QStringLiteral("algorithm"));
    ASSERT_NE(algorithm, nullptr);
    for (const char* name : {"collectiveSummary", "rootAddress"})
        for (int i = 0; i < algorithm->count(); ++i) {
            auto* summary = w->scenarioPanel()->findChild<QLabel*>(QLatin1String(name));
            ASSERT_NE(summary, nullptr) << name;
            algorithm->setCurrentIndex(i);
            settle();
            settle();
            const QString text = summary->text();
            // Every line the label breaks its text into fits the width it has, and the label is
            // as tall as its lines, within what the dock shows.
            EXPECT_LE(summary->heightForWidth(summary->contentsRect().width()),
                      summary->contentsRect().height())
                << algorithm->currentText() << ": " << text;
            for (const QString& word : text.split(QLatin1Char(' ')))
                EXPECT_LE(summary->fontMetrics().horizontalAdvance(word),
                          summary->contentsRect().width())
                    << word;
            const QRect shown = summary->visibleRegion().boundingRect();
            EXPECT_EQ(shown.width(), summary->width())
                << algorithm->currentText() << ": cut at the right";
        }
    w->setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

// Item: the machine chart's labels never cover each other ("geteilt 16 MB/s" over "geteilt 8
// MB/s").
TEST(Projector, TheMachineChartsLabelsNeverCoverEachOther)
{
    auto w = freshWindow();
    w->setLanguage(QStringLiteral("de"));
    w->resize(kProjector);
    settle();
    auto* chart = w->findChild<LinkBandwidthChart*>();
    ASSERT_NE(chart, nullptr);
    for (const char* id : {"power-gc", "origin2000", "ideal-hypercube"}) {
        chart->setMachine(findMachine(id));
        for (const int width : {220, 260, 300, 400, 600}) {
            chart->resize(width, 260);
            const auto labels = chart->labels();
            int shared = 0;
            for (std::size_t i = 0; i < labels.size(); ++i) {
                shared += labels[i].kind == LinkBandwidthChart::Label::Shared;
                EXPECT_GE(labels[i].rect.left(), 0) << id << " " << labels[i].text;
                EXPECT_LE(labels[i].rect.right(), width) << id << " " << labels[i].text;
                EXPECT_GE(labels[i].rect.width(),
                          chart->fontMetrics().horizontalAdvance(labels[i].text))
                    << id << " " << labels[i].text;
                for (std::size_t j = 0; j < i; ++j)
                    EXPECT_FALSE(labels[i].rect.intersects(labels[j].rect))
                        << id << " at " << width << " px: " << labels[i].text << " covers "
                        << labels[j].text;
            }
            if (std::string(id) == "power-gc") {
                EXPECT_EQ(shared, 2);
            }
        }
    }
    w->setLanguage(QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

namespace {

QString runTool(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitCode() != 0)
        return QStringLiteral("(failed)");
    return QString::fromUtf8(process.readAllStandardOutput());
}

} // namespace

// Item: a 7-cube's handout reads on paper — each s_i named by its inputs, values whole, the
// legend's hint for paper, every header in one size.
TEST(Projector, ALargerCubesHandoutShowsItsSiAndWholeValuesOnPaper)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty()) {
        if (qEnvironmentVariable("CI") == QLatin1String("true"))
            FAIL() << "pdftotext is missing in CI: scripts/install-deps installs it";
        GTEST_SKIP() << "pdftotext is not installed";
    }
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = freshWindow();
        w->setLanguage(language);
        ASSERT_TRUE(w->openScenario(scenarioPath(QStringLiteral("power-gc-tree-do.json"))));
        ASSERT_EQ(w->session()->trace()->nodeCount(), 128u);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("handout.pdf"));
        QString error;
        ASSERT_TRUE(LectureExports(w->session()->trace(), w->view()->chosenLayout(),
                                   Theme::make(ThemeKind::Light))
                        .writeHandout(path, &error))
            << error;
        const QString text =
            runTool(pdftotext, {QStringLiteral("-layout"), path, QStringLiteral("-")});
        ASSERT_NE(text, QStringLiteral("(failed)"));
        EXPECT_FALSE(text.contains(QStringLiteral("(numeric)"))) << language;
        EXPECT_FALSE(text.contains(QStringLiteral("(numerisch)"))) << language;
        EXPECT_FALSE(text.contains(QStringLiteral("Point at"))) << language;
        EXPECT_FALSE(text.contains(QStringLiteral("zeigen"))) << language;
        // At the end node 0 holds the sum of all 128 inputs; after a) two of them.
        EXPECT_TRUE(text.contains(QStringLiteral("a_0+a_1+…+a_127"))) << language;
        // No number is cut: every "…" in a value stands for elements, after "; ".
        static const QRegularExpression cutNumber(QStringLiteral("\\d…"));
        EXPECT_FALSE(text.contains(cutNumber))
            << language << ": " << text.mid(text.indexOf(cutNumber) - 40, 60);

        // The headers are set in one size: their words are equally tall.
        const QString boxes = runTool(pdftotext, {QStringLiteral("-bbox"), QStringLiteral("-f"),
                                                  QStringLiteral("1"), QStringLiteral("-l"),
                                                  QStringLiteral("1"), path, QStringLiteral("-")});
        PartialResultsModel model;
        std::map<QString, double> heights;
        for (const int column :
             {PartialResultsModel::AddressColumn, PartialResultsModel::ValueColumn}) {
            const QString header =
                model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            const QRegularExpression word(
                QStringLiteral("yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">%1<")
                    .arg(QRegularExpression::escape(header)));
            const auto match = word.match(boxes);
            ASSERT_TRUE(match.hasMatch()) << header;
            heights[header] = match.captured(2).toDouble() - match.captured(1).toDouble();
        }
        ASSERT_EQ(heights.size(), 2u);
        EXPECT_NEAR(heights.begin()->second, heights.rbegin()->second, 0.01) << language;
        w->setLanguage(QStringLiteral("en"));
    }
    QLocale::setDefault(QLocale::c());
}
