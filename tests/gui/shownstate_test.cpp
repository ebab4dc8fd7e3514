// The shown state (ShownState, docs/gui.md "The shown state"): a moment and the shown state
// one to one for every field, a refused moment that changes nothing, the one step a compared
// second cube follows, and the modes — the stage and the blank screen — as states of it.

#include "compare/comparedscenario.h"
#include "compare/comparemode.h"
#include "document/session.h"
#include "document/shown.h"
#include "document/shownstate.h"
#include "guitestutil.h"

#include <QSignalSpy>
#include <QStringList>
#include <cubelab/moment.h>
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::settle;

namespace {

Scenario cubeDo(int dimension)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = "cube-allreduce";
    return normalized(s);
}

// A session on a scenario with a shown state and a comparer beside it, as the window has them.
struct Shown3
{
    Session session;
    ShownState shown{&session};
    CompareMode compare{&shown};

    explicit Shown3(const Scenario& scenario)
    {
        EXPECT_TRUE(session.resetScenario(scenario));
        settle();
    }
};

// Every value each field of a moment can take (the scenario's: two of them).
std::vector<Moment> everyField()
{
    std::vector<Moment> moments;
    Moment base;
    base.scenario = cubeDo(3);
    moments.push_back(base);
    for (const char* layout : {"cube", "tree", "weight"}) {
        Moment m = base;
        m.layout = layout;
        moments.push_back(m);
    }
    for (const QString& panel : panelNames()) {
        Moment m = base;
        m.panel = panel.toStdString();
        moments.push_back(m);
    }
    for (const char* follow : {"a_5", "s_0", "a_7"}) {
        Moment m = base;
        m.follow = follow;
        m.step = 2;
        moments.push_back(m);
    }
    for (const QString& comparison : comparisonNames()) {
        Moment m = base;
        m.compare = comparison.toStdString();
        moments.push_back(m);
    }
    Moment tree = base;
    tree.scenario.algorithm = "tree-reduce";
    tree.scenario = normalized(tree.scenario);
    tree.step = 3;
    moments.push_back(tree);
    return moments;
}

} // namespace

TEST(Shown, EveryFieldOfAMomentReadsIntoTheShownStateAndBackUnchanged)
{
    for (const Moment& m : everyField()) {
        QString why;
        const std::optional<Shown> shown = Shown::fromMoment(m, &why);
        ASSERT_TRUE(shown) << why.toStdString();
        EXPECT_EQ(shown->toMoment(m.scenario), m) << m.layout << m.panel << m.follow << m.compare;
    }
    // Every name of the lists the window offers resolves to a typed value of its own.
    EXPECT_EQ(panelNames().size(), static_cast<qsizetype>(allPanels().size()));
    for (PanelId panel : allPanels())
        EXPECT_EQ(parsePanel(panelName(panel)), panel);
    EXPECT_EQ(parseLayout(QString()), ShownLayout::Figure);
    EXPECT_EQ(parseComparison(QStringLiteral("CUBE-vs-tree")), ShownComparison::Counterpart);
}

TEST(Shown, AMomentNamingWhatTheWindowHasNotIsRefusedWithTheNamesAllowed)
{
    Moment m;
    m.scenario = cubeDo(3);
    QString why;
    m.layout = "spiral";
    EXPECT_FALSE(Shown::fromMoment(m, &why));
    EXPECT_TRUE(why.contains(QStringLiteral("cube, tree, weight"))) << why.toStdString();
    m.layout.clear();
    m.panel = "charts";
    EXPECT_FALSE(Shown::fromMoment(m, &why));
    EXPECT_TRUE(why.contains(QStringLiteral("link-loads"))) << why.toStdString();
    m.panel.clear();
    m.follow = "a_8"; // the 3-cube has nodes 0 to 7
    EXPECT_FALSE(Shown::fromMoment(m, &why));
    m.follow.clear();
    m.compare = "cube-vs-ring";
    EXPECT_FALSE(Shown::fromMoment(m, &why));
    EXPECT_TRUE(why.contains(QStringLiteral("reversed-order"))) << why.toStdString();
}

TEST(ShownState, EveryFieldShownIsTheMomentTheStateGivesBack)
{
    for (const Moment& m : everyField()) {
        Shown3 s(cubeDo(2));
        QString why;
        const std::optional<Shown> shown = Shown::fromMoment(m, &why);
        ASSERT_TRUE(shown) << why.toStdString();
        ASSERT_TRUE(s.shown.show(*shown, &why)) << why.toStdString();
        settle();
        Moment back = s.shown.toMoment();
        EXPECT_EQ(back.step, m.step);
        EXPECT_EQ(back.layout, m.layout);
        EXPECT_EQ(back.panel, m.panel);
        EXPECT_EQ(back.follow, m.follow);
        EXPECT_EQ(back.compare, m.compare);
        EXPECT_EQ(back.scenario.algorithm, m.scenario.algorithm);
        EXPECT_EQ(back.scenario.dimension, m.scenario.dimension);
        EXPECT_EQ(s.session.step(), m.step);
        EXPECT_EQ(s.compare.isOn(), !m.compare.empty());
    }
}

TEST(ShownState, ARefusedShownChangesNothing)
{
    Shown3 s(cubeDo(3));
    Shown before;
    before.step = 2;
    before.layout = ShownLayout::Tree;
    before.panel = PanelId::StepCosts;
    before.follow = Follow::input(3);
    QString why;
    ASSERT_TRUE(s.shown.show(before, &why)) << why.toStdString();
    const Moment was = s.shown.toMoment();
    QSignalSpy steps(&s.shown, &ShownState::stepChanged);
    QSignalSpy layouts(&s.shown, &ShownState::layoutChanged);
    QSignalSpy panels(&s.shown, &ShownState::panelChanged);
    QSignalSpy comparisons(&s.shown, &ShownState::comparisonChanged);

    // Every field changed, and the step beyond the 3-cube's three steps: nothing of it shown.
    Shown refused;
    refused.scenario = cubeDo(3);
    refused.scenario->algorithm = "tree-reduce";
    refused.step = 4;
    refused.layout = ShownLayout::Weight;
    refused.panel = PanelId::Machine;
    refused.comparison = ShownComparison::ReversedOrder;
    EXPECT_FALSE(s.shown.show(refused, &why));
    EXPECT_TRUE(why.contains(QStringLiteral("0 to 3"))) << why.toStdString();
    refused.scenario.reset(); // the view alone, on the scenario open: refused the same
    EXPECT_FALSE(s.shown.show(refused, &why));
    settle();
    EXPECT_EQ(s.shown.toMoment(), was);
    EXPECT_EQ(s.session.scenario().algorithm, "cube-allreduce");
    EXPECT_FALSE(s.compare.isOn());
    EXPECT_EQ(steps.count() + layouts.count() + panels.count() + comparisons.count(), 0);
}

TEST(ShownState, TheStepHasOneOwnerThatACompared2ndCubeFollows)
{
    // Cube_Do on the 3-cube has 3 steps; its counterpart Tree_Do, a reduce and a broadcast, 6.
    Shown3 s(cubeDo(3));
    ASSERT_TRUE(s.compare.start(ComparedScenario::Pair::Counterpart));
    settle();
    Session* second = s.shown.second();
    ASSERT_NE(second, nullptr);
    ASSERT_EQ(s.shown.comparison(), ShownComparison::Counterpart);
    ASSERT_EQ(s.session.stepCount(), 3);
    ASSERT_EQ(second->stepCount(), 6);
    EXPECT_EQ(s.shown.stepCount(), 6);
    for (int step : {0, 2, 3, 5, 6, 1}) {
        s.shown.setStep(step);
        EXPECT_EQ(s.shown.step(), step);
        EXPECT_EQ(s.session.step(), std::min(step, 3));
        EXPECT_EQ(second->step(), step);
        EXPECT_EQ(s.shown.isDone(&s.session), step > 3);
    }
    // Stopped: the step is the first cube's alone again, within its steps.
    s.shown.setStep(5);
    s.compare.stop();
    EXPECT_EQ(s.shown.second(), nullptr);
    EXPECT_EQ(s.shown.comparison(), ShownComparison::None);
    EXPECT_EQ(s.shown.stepCount(), 3);
    EXPECT_EQ(s.shown.step(), 3);
}

TEST(ShownState, TheStageAndTheBlankScreenAreStatesOfIt)
{
    Session session;
    ShownState shown(&session);
    QSignalSpy presentation(&shown, &ShownState::presentationChanged);
    QSignalSpy stage(&shown, &ShownState::stagePanelChanged);
    QSignalSpy blank(&shown, &ShownState::blankChanged);
    QStringList order;
    QObject::connect(&shown, &ShownState::presentationChanged,
                     [&](bool on) { order << (on ? "stage" : "desk"); });
    QObject::connect(&shown, &ShownState::stagePanelChanged, [&](std::optional<PanelId> panel) {
        order << (panel ? panelName(*panel) : QStringLiteral("cube"));
    });

    shown.putOnStage(PanelId::SpaceTime);
    EXPECT_TRUE(shown.isPresentation());
    EXPECT_EQ(shown.stagePanel(), PanelId::SpaceTime);
    shown.setPresentation(true); // already on the stage: nothing changes
    EXPECT_EQ(shown.stagePanel(), PanelId::SpaceTime);
    // Leaving the stage gives its panel back first, then the docks.
    shown.setPresentation(false);
    EXPECT_FALSE(shown.isPresentation());
    EXPECT_EQ(shown.stagePanel(), std::nullopt);
    EXPECT_EQ(order, QStringList({"stage", "space-time", "cube", "desk"}));
    EXPECT_EQ(presentation.count(), 2);
    EXPECT_EQ(stage.count(), 2);

    shown.setBlank(true);
    shown.setBlank(true);
    EXPECT_TRUE(shown.isBlank());
    shown.setBlank(false);
    EXPECT_EQ(blank.count(), 2);
    EXPECT_FALSE(shown.isBlank());
}
