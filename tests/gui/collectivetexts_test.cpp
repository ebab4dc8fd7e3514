#include "common/collectivetexts.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"

#include <QLocale>
#include <cubelab/emulator.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;

namespace {
Trace lectureReduce()
{
    return Emulator::run(Scenario{});
}
} // namespace

TEST(StepCaption, LectureReduceStepBNamesLinkTwoAndItsSendersAndReceivers)
{
    // Figure 3.14, step b): link 2; 010 sends to 000 and 011 to 001.
    const QString caption = CollectiveTexts::caption(lectureReduce(), 2);
    EXPECT_TRUE(caption.startsWith(QStringLiteral("b) link 2"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("010→000"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("011→001"))) << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("100"))) << caption.toStdString();
}

TEST(StepCaption, LastReduceStepSaysOnlyTheRootHoldsTheResult)
{
    const QString caption = CollectiveTexts::caption(lectureReduce(), 3);
    EXPECT_TRUE(caption.contains(QStringLiteral("001→000"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("only 000 holds the whole result")))
        << caption.toStdString();
}

TEST(StepCaption, ExchangeIsListedOncePerPair)
{
    Scenario s;
    s.algorithm = "cube-allreduce";
    const QString caption = CollectiveTexts::caption(Emulator::run(s), 1);
    EXPECT_TRUE(caption.contains(QStringLiteral("000↔100"))) << caption.toStdString();
    EXPECT_EQ(caption.count(QStringLiteral("↔")), 4) << caption.toStdString();
}

namespace {
Trace run(const char* algorithm, int n)
{
    Scenario s;
    s.algorithm = algorithm;
    s.dimension = n;
    return Emulator::run(s);
}

std::size_t transfers(const Trace& trace, std::size_t step)
{
    const Step& s = trace.steps()[step - 1];
    const std::size_t messages = trace.messages(s).size();
    return s.phase == Phase::Exchange ? messages / 2 : messages;
}

// The sentence that says what the step's nodes do with what they receive.
bool endsWithTheExplanation(const QString& caption, const QStringList& explanations)
{
    for (const QString& e : explanations)
        if (caption.endsWith(e) || caption.contains(e + QLatin1Char(' ')))
            return caption.endsWith(QLatin1Char('.'));
    return false;
}

// Switches the application's language for a test and back to English (and the C locale of
// the test main) at its end.
struct InLanguage
{
    explicit InLanguage(const QString& language) { EXPECT_TRUE(switcher.setLanguage(language)); }
    ~InLanguage()
    {
        switcher.setLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    }
    LanguageSwitcher switcher;
};
} // namespace

TEST(StepCaption, AboveSixTransfersTheCaptionSaysWhoSendsInsteadOfListing)
{
    for (int n = 5; n <= 7; ++n) {
        const Trace trace = run("tree-reduce", n);
        for (std::size_t k = 1; k <= trace.stepCount(); ++k) {
            const QString caption = CollectiveTexts::caption(trace, k);
            const int link = trace.steps()[k - 1].links.front();
            if (transfers(trace, k) <= CollectiveTexts::kListedTransfers) {
                EXPECT_EQ(static_cast<std::size_t>(caption.count(QStringLiteral("→"))),
                          transfers(trace, k))
                    << caption.toStdString();
                continue;
            }
            EXPECT_FALSE(caption.contains(QStringLiteral("→"))) << caption.toStdString();
            EXPECT_TRUE(caption.contains(
                QStringLiteral("the %1 nodes with bit %2 set send to their partners")
                    .arg(transfers(trace, k))
                    .arg(link)))
                << caption.toStdString();
            EXPECT_TRUE(caption.endsWith(QStringLiteral("each receiver combines: s := s + H.")))
                << caption.toStdString();
            // Readable at any size: the summary does not grow with the cube.
            EXPECT_LT(caption.size(), 140) << caption.toStdString();
        }
    }
}

// The ring's steps use several links at once: the summary names them instead of a bit.
TEST(StepCaption, ARingStepNamesTheLinksItsSendersUse)
{
    const Trace trace = run("ring-allreduce", 3);
    const QString caption = CollectiveTexts::caption(trace, 1);
    EXPECT_TRUE(caption.contains(QStringLiteral("8 nodes send, each over one of links 1, 2, 3")))
        << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("partners"))) << caption.toStdString();
}

TEST(StepCaption, EveryStepEndsWithWhatTheNodesDoWithWhatTheyReceive)
{
    const QStringList explanations{
        QStringLiteral("The senders are done; each receiver combines: s := s + H."),
        QStringLiteral("Each receiver takes the data: s := H."),
        QStringLiteral("Both partners combine what they receive: s := s + H.")};
    for (const char* algorithm :
         {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"})
        for (int n = 5; n <= 7; ++n) {
            const Trace trace = run(algorithm, n);
            for (std::size_t k = 1; k <= trace.stepCount(); ++k) {
                const QString caption = CollectiveTexts::caption(trace, k);
                EXPECT_TRUE(endsWithTheExplanation(caption, explanations))
                    << algorithm << " n=" << n << ": " << caption.toStdString();
            }
        }
}

TEST(StepCaption, BroadcastAndExchangeSummariesNameTheSendersBitOrAllNodes)
{
    // Tree_Down, links 1..5: in step e) the 16 nodes with bit 5 clear hold the data and send.
    const Trace down = run("tree-broadcast", 5);
    EXPECT_TRUE(CollectiveTexts::caption(down, 5).contains(
        QStringLiteral("the 16 nodes with bit 5 clear send")))
        << CollectiveTexts::caption(down, 5).toStdString();
    const Trace cube = run("cube-allreduce", 5);
    EXPECT_TRUE(CollectiveTexts::caption(cube, 1).contains(
        QStringLiteral("all 32 nodes exchange with their partners")))
        << CollectiveTexts::caption(cube, 1).toStdString();
}

TEST(StepCaption, TheToolTipListsEveryMessageOfASummarisedStep)
{
    for (int n = 5; n <= 7; ++n) {
        const Trace trace = run("tree-reduce", n);
        const QString tip = CollectiveTexts::captionToolTip(trace, 1);
        EXPECT_EQ(static_cast<std::size_t>(tip.count(QStringLiteral("→"))), transfers(trace, 1))
            << n;
        EXPECT_FALSE(tip.contains(QStringLiteral("more"))) << tip.toStdString();
    }
    // A listed step needs no tooltip; a step of an 8-cube lists the first 64 and counts the rest.
    EXPECT_TRUE(CollectiveTexts::captionToolTip(lectureReduce(), 1).isEmpty());
    const QString big = CollectiveTexts::captionToolTip(run("tree-reduce", 8), 1);
    EXPECT_EQ(big.count(QStringLiteral("→")), 64);
    EXPECT_TRUE(big.contains(QStringLiteral("and 64 more"))) << big.toStdString();
}

TEST(StepCaption, GermanSummaryNamesTheBitAndEndsWithTheExplanation)
{
    InLanguage german(QStringLiteral("de"));
    const Trace trace = run("tree-reduce", 6);
    const QString caption = CollectiveTexts::caption(trace, 1); // 32 messages across link 6
    EXPECT_TRUE(caption.startsWith(QStringLiteral("a) Link 6"))) << caption.toStdString();
    EXPECT_TRUE(caption.contains(
        QStringLiteral("die 32 Knoten, deren Bit 6 gesetzt ist, senden an ihre Partner")))
        << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("→"))) << caption.toStdString();
    EXPECT_TRUE(caption.endsWith(QStringLiteral("jeder Empfänger verknüpft: s := s + H.")))
        << caption.toStdString();
    EXPECT_FALSE(CollectiveTexts::captionToolTip(trace, 1).isEmpty());
    const QString cube = CollectiveTexts::caption(run("cube-allreduce", 7), 1);
    EXPECT_TRUE(cube.contains(QStringLiteral("alle 128 Knoten tauschen mit ihren Partnern aus")))
        << cube.toStdString();
}

TEST(StepCaption, BroadcastStartSaysOnlyTheRootHoldsData)
{
    // The table shows "no data yet" for every node but the root: the caption says the same.
    Scenario s;
    s.algorithm = "tree-broadcast";
    s.root = 5;
    const QString caption = CollectiveTexts::caption(Emulator::run(s), 0);
    EXPECT_TRUE(caption.contains(QStringLiteral("only node 101 holds data, its input a_5")))
        << caption.toStdString();
    EXPECT_TRUE(caption.contains(QStringLiteral("no data yet"))) << caption.toStdString();
    EXPECT_FALSE(caption.contains(QStringLiteral("every node"))) << caption.toStdString();
    {
        InLanguage german(QStringLiteral("de"));
        const QString de = CollectiveTexts::caption(Emulator::run(s), 0);
        EXPECT_TRUE(de.contains(QStringLiteral("nur Knoten 101"))) << de.toStdString();
    }
    EXPECT_TRUE(CollectiveTexts::caption(lectureReduce(), 0)
                    .contains(QStringLiteral("every node i holds its input a_i")));
}

TEST(StepCaption, StartPreviewsTheFirstStep)
{
    const QString caption = CollectiveTexts::caption(lectureReduce(), 0);
    EXPECT_TRUE(caption.contains(QStringLiteral("a) link 3"))) << caption.toStdString();
}

TEST(CollectiveTexts, EveryBuiltinCollectiveHasATitleWithItsLectureName)
{
    for (const char* id : {"tree-reduce", "tree-broadcast", "tree-allreduce", "cube-allreduce"}) {
        const QString title = CollectiveTexts::title(id);
        EXPECT_FALSE(CollectiveTexts::summary(id).isEmpty()) << id;
        EXPECT_TRUE(title.contains(QStringLiteral("_"))) << id; // Tree_UpDo, Cube_Do, …
    }
    EXPECT_TRUE(CollectiveTexts::title("tree-reduce").startsWith(QStringLiteral("Tree_UpDo")));
    EXPECT_TRUE(CollectiveTexts::title("cube-allreduce").startsWith(QStringLiteral("Cube_Do")));
}
