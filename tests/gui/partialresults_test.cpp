#include "cube/codeview.h"
#include "cube/expressiondelegate.h"
#include "cube/partialresultsmodel.h"
#include "window/languageswitcher.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLocale>
#include <QStringList>
#include <QTableView>
#include <algorithm>
#include <cmath>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// Every cell of the table against the trace's own state at every step.
void expectTableFollowsTrace(const std::shared_ptr<const Trace>& trace)
{
    PartialResultsModel model;
    model.setTrace(trace);
    ASSERT_EQ(model.rowCount(), static_cast<int>(trace->nodeCount()));
    for (std::size_t k = 0; k <= trace->stepCount(); ++k) {
        model.setStep(static_cast<int>(k));
        const auto state = trace->stateAt(k);
        const auto changed = k > 0 ? trace->updatedNodes(k) : std::vector<NodeId>{};
        for (int row = 0; row < model.rowCount(); ++row) {
            const NodeValue& v = state[static_cast<std::size_t>(row)];
            const double number =
                model.data(model.index(row, 0), PartialResultsModel::NumberRole).toDouble();
            if (v.present)
                EXPECT_EQ(number, v.elements[0]) << "step " << k << " node " << row;
            else
                EXPECT_TRUE(std::isnan(number)) << "step " << k << " node " << row;
            if (trace->symbolic() && v.present) {
                EXPECT_EQ(model.data(model.index(row, PartialResultsModel::ExpressionColumn))
                              .toString()
                              .toStdString(),
                          trace->format(v.expr, ExprStyle::Lecture))
                    << "step " << k << " node " << row;
            }
            const bool isChanged =
                std::binary_search(changed.begin(), changed.end(), static_cast<NodeId>(row));
            EXPECT_EQ(model.data(model.index(row, 0), PartialResultsModel::ChangedRole).toBool(),
                      isChanged)
                << "step " << k << " node " << row;
        }
    }
}

std::shared_ptr<const Trace> run(Scenario s)
{
    return std::make_shared<const Trace>(Emulator::run(s));
}

} // namespace

TEST(PartialResults, LectureReduceShowsTheLecturesBrackets)
{
    PartialResultsModel model;
    model.setTrace(run(Scenario{}));
    auto expr = [&](int row) {
        return model.data(model.index(row, PartialResultsModel::ExpressionColumn)).toString();
    };
    model.setStep(1);
    EXPECT_EQ(expr(0), QStringLiteral("(a_0+a_4)"));
    EXPECT_EQ(expr(6), QStringLiteral("a_6"));
    model.setStep(2);
    EXPECT_EQ(expr(2), QStringLiteral("(a_2+a_6)"));
    model.setStep(3);
    // Figure 3.14: s_1 = [(a_1+a_5)+(a_3+a_7)], s_0 the complete sum, bare.
    EXPECT_EQ(expr(1), QStringLiteral("[(a_1+a_5)+(a_3+a_7)]"));
    EXPECT_EQ(expr(0), QStringLiteral("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]"));
    EXPECT_EQ(model.data(model.index(0, PartialResultsModel::ValueColumn)).toString(),
              QStringLiteral("36"));
    EXPECT_EQ(model.data(model.index(5, PartialResultsModel::AddressColumn)).toString(),
              QStringLiteral("101"));
}

TEST(PartialResults, TableFollowsTheTraceAtEveryStepOfEveryCollective)
{
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        SCOPED_TRACE(algorithm);
        Scenario s;
        s.algorithm = algorithm;
        s.dimension = 4;
        if (std::string(algorithm) == "cube-allreduce")
            s.root.reset();
        else
            s.root = 5;
        expectTableFollowsTrace(run(s));
    }
}

TEST(PartialResults, TableFollowsANumericTenCube)
{
    Scenario s;
    s.dimension = 10;
    s.values = ValueMode::Numeric;
    s.algorithm = "cube-allreduce";
    expectTableFollowsTrace(run(s));
}

TEST(PartialResults, VectorsShowTheirFirstElements)
{
    Scenario s;
    s.elements = 6;
    PartialResultsModel model;
    model.setTrace(run(s));
    EXPECT_EQ(model.data(model.index(2, PartialResultsModel::ValueColumn)).toString(),
              QStringLiteral("(3; 3; 3; 3; …)"));
}

TEST(PartialResults, ANarrowTableBreaksALongSiAtItsOperatorsInsteadOfCuttingIt)
{
    PartialResultsModel model;
    model.setTrace(std::make_shared<const Trace>(Emulator::run(Scenario{})));
    model.setStep(3);
    QTableView table;
    table.setModel(&model);
    table.horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    ExpressionDelegate::install(&table, PartialResultsModel::ExpressionColumn);
    table.resize(260, 400);
    table.show();
    QApplication::processEvents();
    QApplication::processEvents();

    // The column is no narrower than the widest piece of s_0, and row 0 grows to its lines.
    const int column = PartialResultsModel::ExpressionColumn;
    const QFontMetrics fm(table.font());
    EXPECT_GE(table.columnWidth(column), fm.horizontalAdvance(QStringLiteral("[(a_0+a_4)+")));
    EXPECT_LT(table.columnWidth(column),
              fm.horizontalAdvance(QStringLiteral("[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+")));
    EXPECT_GE(table.rowHeight(0), 2 * fm.height());
    EXPECT_LT(table.rowHeight(4), 2 * fm.height()); // a_4 keeps one line

    // From n = 5 on the table keeps one line a row.
    model.setTrace(std::make_shared<const Trace>(Emulator::run([] {
        Scenario s;
        s.dimension = 5;
        return s;
    }())));
    model.setStep(5);
    QApplication::processEvents();
    QApplication::processEvents();
    EXPECT_LT(table.rowHeight(0), 2 * fm.height());
}

TEST(PartialResults, AValueTheTraceKeptInPartSaysSo)
{
    // What a 20-cube of Cube_Do with m = 4 keeps (Trace::kValueBudget), made small: the steps
    // between keep the first element of each value, the start and the end all four.
    Scenario s;
    s.dimension = 2;
    s.algorithm = "cube-allreduce";
    s.values = ValueMode::Numeric;
    s.elements = 4;
    TraceData data = Emulator::run(s).data();
    LargeVector<double> kept;
    for (std::size_t u = 0; u < data.updates.size(); ++u)
        kept.push_back(data.updateValues[u * 4]);
    data.updateValues = kept;
    data.storedElements = 1;
    PartialResultsModel model;
    model.setTrace(std::make_shared<const Trace>(std::move(data)));
    model.setStep(1);
    const QModelIndex value = model.index(0, PartialResultsModel::ValueColumn);
    EXPECT_EQ(model.data(value).toString(),
              QStringLiteral("(4; …)")); // a_0 + a_1 = 1 + 3, not a 1-vector
    EXPECT_TRUE(model.data(value, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("keeps the first 1 of the 4")));
    EXPECT_EQ(model.headerData(PartialResultsModel::ValueColumn, Qt::Horizontal, Qt::DisplayRole)
                  .toString(),
              QStringLiteral("Value (1 of 4 elements kept)"));
    EXPECT_FALSE(model.headerData(PartialResultsModel::ValueColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
    model.setStep(2); // the end is kept whole
    EXPECT_EQ(model.data(value).toString(), QStringLiteral("(10; 10; 10; 10)"));
}

TEST(CodeView, MarksTheSendersAndReceiversLinesOfTheStep)
{
    CodeView view;
    view.setTrace(run(Scenario{}));
    const QStringList lines = view.text().split(QLatin1Char('\n'));
    view.setStep(1);
    ASSERT_EQ(view.senderLines().size(), 1u);
    ASSERT_EQ(view.receiverLines().size(), 1u);
    EXPECT_EQ(lines[*view.senderLines().begin()].trimmed(), QStringLiteral("Send(link, s)"));
    EXPECT_EQ(lines[*view.receiverLines().begin()].trimmed(), QStringLiteral("H := Receive(link)"));
    view.setStep(0);
    EXPECT_TRUE(view.senderLines().empty());
    EXPECT_TRUE(view.receiverLines().empty());
}

TEST(CodeView, TheProgramsCommentFollowsTheLanguage)
{
    CodeView view;
    view.setTrace(run(Scenario{}));
    EXPECT_TRUE(view.text().contains(QStringLiteral("// this node is done")))
        << view.text().toStdString();
    LanguageSwitcher language;
    ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    EXPECT_TRUE(view.text().contains(QStringLiteral("// dieser Knoten ist fertig")))
        << view.text().toStdString();
    EXPECT_TRUE(
        view.text().contains(QStringLiteral("Send(link, s)"))); // the pseudocode itself stays
    ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QLocale::setDefault(QLocale::c());
    EXPECT_TRUE(view.text().contains(QStringLiteral("// this node is done")));
}

TEST(CodeView, FollowsTheSelectedNodeAlone)
{
    CodeView view;
    view.setTrace(run(Scenario{}));
    view.setStep(1);
    view.setSelectedNode(NodeId{4}); // 100 sends across link 3 in step a)
    EXPECT_EQ(view.senderLines().size(), 1u);
    EXPECT_TRUE(view.receiverLines().empty());
    view.setSelectedNode(NodeId{0});
    EXPECT_TRUE(view.senderLines().empty());
    EXPECT_EQ(view.receiverLines().size(), 1u);
    view.setStep(2);
    view.setSelectedNode(NodeId{4}); // done after step a)
    EXPECT_TRUE(view.senderLines().empty());
    EXPECT_TRUE(view.receiverLines().empty());
}

TEST(CodeView, TreeDoMarksTheBroadcastPartInItsSecondPhase)
{
    Scenario s;
    s.algorithm = "tree-allreduce";
    CodeView view;
    view.setTrace(run(s));
    const QStringList lines = view.text().split(QLatin1Char('\n'));
    view.setStep(4); // the first broadcast step
    ASSERT_FALSE(view.receiverLines().empty());
    EXPECT_EQ(lines[*view.receiverLines().begin()].trimmed(), QStringLiteral("s := Receive(link)"));
    EXPECT_GT(*view.senderLines().begin(),
              lines.indexOf(QStringLiteral("Tree_Down(broadcastLinkOrder):")));
}
