#include "document/session.h"
#include "guitestutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <cubelab/costmodel.h>
#include <cubelab/emulator.h>
#include <cubelab/jsonio.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;

namespace {
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}
} // namespace

TEST(MainWindowFiles, ABrokenScenarioFileShowsAnErrorAndKeepsTheCurrentScenario)
{
    auto w = freshWindow();
    QTemporaryDir dir;
    const Scenario before = w->session()->scenario();
    const auto traceBefore = w->session()->trace();
    const QString syntax =
        writeFile(dir, QStringLiteral("broken.json"), "{ \"format\": \"cubelab-scenario\", ");
    EXPECT_FALSE(w->openScenario(syntax));
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("broken.json")))
        << w->errorMessage().toStdString();
    const QString badOrder =
        writeFile(dir, QStringLiteral("order.json"),
                  R"({"format": "cubelab-scenario", "version": 1, "dimension": 3,
                                           "algorithm": "tree-reduce", "linkOrder": [3, 3, 1]})");
    EXPECT_FALSE(w->openScenario(badOrder));
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("order.json")))
        << w->errorMessage().toStdString();
    EXPECT_FALSE(w->openScenario(dir.filePath(QStringLiteral("missing.json"))));
    EXPECT_EQ(w->session()->scenario(), before);
    EXPECT_EQ(w->session()->trace(), traceBefore);
}

TEST(MainWindowFiles, ASavedScenarioOpensAgainAsItWas)
{
    auto w = freshWindow();
    Scenario s = w->session()->scenario();
    s.algorithm = "tree-allreduce";
    s.dimension = 4;
    s.linkOrder = {1, 2, 3, 4};
    s.secondLinkOrder = {4, 3, 2, 1};
    s.root = 6;
    ASSERT_TRUE(w->session()->editScenario(s, QStringLiteral("test")));
    const Scenario saved = w->session()->scenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    ASSERT_TRUE(w->saveScenario(path));
    w->openLectureExample();
    ASSERT_EQ(w->session()->scenario().dimension, 3);
    ASSERT_TRUE(w->openScenario(path));
    EXPECT_EQ(w->session()->scenario(), saved);
    EXPECT_TRUE(w->windowTitle().contains(QStringLiteral("saved.json")));
}

TEST(MainWindowFiles, AnOpenedTraceIsReplayedAsItWasRecorded)
{
    auto w = freshWindow();
    Scenario s;
    s.algorithm = "cube-allreduce";
    s.root.reset();
    const Trace recorded = Emulator::run(s);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("trace.json"),
                                   QByteArray::fromStdString(traceFileText(recorded)));
    ASSERT_TRUE(w->openTrace(path));
    EXPECT_TRUE(w->session()->isRecordedTrace());
    ASSERT_EQ(w->session()->stepCount(), 3);
    for (std::size_t k = 0; k <= 3; ++k)
        for (NodeId node = 0; node < 8; ++node)
            EXPECT_EQ(w->session()->trace()->valueAt(node, k).elements[0],
                      recorded.valueAt(node, k).elements[0]);
}

TEST(MainWindowFiles, TheTraceExportIsATraceFileThatReadsBack)
{
    auto w = freshWindow();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.json"));
    ASSERT_TRUE(w->exportTraceJson(path));
    const Trace back = readTraceFile(path.toStdString());
    EXPECT_EQ(back.stepCount(), 3u);
    EXPECT_EQ(back.format(back.final(0).expr, ExprStyle::Lecture),
              "[(a_0+a_4)+(a_2+a_6)]+[(a_1+a_5)+(a_3+a_7)]");
}

TEST(MainWindowFiles, TheTraceViewerExportsTimeTheStepsByTheSessionsMachine)
{
    auto w = freshWindow();
    QTemporaryDir dir;
    const QString chrome = dir.filePath(QStringLiteral("reduce.json"));
    ASSERT_TRUE(w->exportViewerTrace(chrome, false)) << w->errorMessage().toStdString();
    QFile file(chrome);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const Json doc = Json::parse(file.readAll().toStdString());
    // The lecture's reduce priced on the session's machine: each slice spans its step's cost.
    const CostResult costs = CostModel::evaluate(*w->session()->trace(), w->session()->machine());
    int slices = 0;
    int flows = 0;
    for (const auto& e : doc.at("traceEvents")) {
        if (e["ph"] == "s")
            ++flows;
        if (e["ph"] != "X")
            continue;
        ++slices;
        const StepCost& cost = costs.steps.at(e["args"]["step"].get<std::size_t>() - 1);
        EXPECT_DOUBLE_EQ(e["dur"].get<double>(), cost.duration * 1e6);
    }
    EXPECT_EQ(slices, 14);
    EXPECT_EQ(flows, 7);

    const QString paje = dir.filePath(QStringLiteral("reduce.paje"));
    ASSERT_TRUE(w->exportViewerTrace(paje, true)) << w->errorMessage().toStdString();
    QFile pajeFile(paje);
    ASSERT_TRUE(pajeFile.open(QIODevice::ReadOnly));
    int links = 0;
    for (const QByteArray& line : pajeFile.readAll().split('\n'))
        links += line.startsWith("8 ");
    EXPECT_EQ(links, 7);
    EXPECT_TRUE(w->action(QStringLiteral("exportChromeTrace"))
                    ->text()
                    .contains(QStringLiteral("Perfetto")));
    EXPECT_TRUE(
        w->action(QStringLiteral("exportPajeTrace"))->text().contains(QStringLiteral("ViTE")));
}

TEST(MainWindowFiles, ATraceViewerExportThatCannotBeWrittenSaysSo)
{
    auto w = freshWindow();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/reduce.paje"));
    EXPECT_FALSE(w->exportViewerTrace(path, true));
    EXPECT_TRUE(w->errorMessage().contains(QStringLiteral("reduce.paje")))
        << w->errorMessage().toStdString();
    EXPECT_FALSE(QFile::exists(path));
}
