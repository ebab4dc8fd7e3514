// The window's thread (docs/performance.md, "The window's thread"): for each action that may
// take long, the longest time the window's thread is away from its event loop, from the
// action's call until its result is shown in a main window (offscreen, 1920 × 1080, every
// panel in its dock). A watch turns the event loop after the action and times each turn; the
// action's own call is the first stretch.
//
//   BM_WindowThread_ProgramRun/<n>      the program editor's Run of the lecture's Tree_Do (Lua)
//   BM_WindowThread_ProgramCheck        Check of the program exercise
//   "program-tree-down-high-links"
//                                       with its solution (every cube and root it names)
//   BM_WindowThread_FollowBlocks/<n>    following a_0 through an allgather (a block collective)
//   BM_WindowThread_Compare/<n>         View ▸ Compare with Cube_Do beside Tree_Do
//   BM_WindowThread_Edit/<n>            a built-in edit (Tree_Do's link order reversed), for
//   comparison
//
// Counters: longest_block_ms (the goal: under 100 ms), call_ms (the action's own call, the
// first stretch), until_shown_ms (the whole wait).

#include "benchmain.h"
#include "compare/comparemode.h"
#include "document/session.h"
#include "exercise/exercisepanel.h"
#include "program/codeeditor.h"
#include "program/programpanel.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>
#include <algorithm>
#include <benchmark/benchmark.h>
#include <functional>
#include <memory>
#include <string>

namespace cubelab::bench {

namespace {

struct Watched
{
    double callMs = 0; // the action's own call
    double longestBlockMs = 0;
    double untilShownMs = 0;
    bool shown = false;
};

// Calls action in this thread, then turns the event loop until done() (at most a minute).
Watched watchWindowThread(const std::function<void()>& action, const std::function<bool()>& done)
{
    QElapsedTimer clock;
    clock.start();
    action();
    const qint64 call = clock.nsecsElapsed();
    qint64 longest = call;
    while (!done() && clock.elapsed() < 60'000) {
        const qint64 start = clock.nsecsElapsed();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        longest = std::max(longest, clock.nsecsElapsed() - start);
        QThread::usleep(500); // the worker has the core meanwhile
    }
    return {static_cast<double>(call) / 1e6, static_cast<double>(longest) / 1e6,
            static_cast<double>(clock.nsecsElapsed()) / 1e6, done()};
}

// A main window as the user sees it; one for each benchmark.
std::unique_ptr<gui::MainWindow> openWindow()
{
    auto w = std::make_unique<gui::MainWindow>();
    w->setWindowState(Qt::WindowNoState);
    w->resize(1920, 1080);
    w->show();
    QCoreApplication::processEvents();
    return w;
}

// Shows the scenario (outside the measurement); false when the engine refuses it.
bool showScenario(gui::MainWindow& window, const std::string& algorithm, int dimension)
{
    gui::Session* session = window.session();
    window.compareMode()->stop();
    session->stopFollowing();
    Scenario s;
    s.dimension = dimension;
    s.algorithm = algorithm;
    if (dimension > 12)
        s.values = ValueMode::Numeric; // symbolic values serve cubes up to n = 12
    const bool ok = session->resetScenario(s);
    session->waitForDerived();
    QCoreApplication::processEvents();
    return ok;
}

void report(benchmark::State& state, const Watched& watched)
{
    if (!watched.shown)
        state.SkipWithError("the result was not shown within a minute");
    state.counters["call_ms"] = watched.callMs;
    state.counters["longest_block_ms"] = watched.longestBlockMs;
    state.counters["until_shown_ms"] = watched.untilShownMs;
}

void BM_WindowThread_ProgramRun(benchmark::State& state)
{
    const int n = static_cast<int>(state.range(0));
    const auto window = openWindow();
    auto* program = qobject_cast<gui::ProgramPanel*>(window->panel(QStringLiteral("program")));
    if (!program || !showScenario(*window, "Tree_Do", n)) {
        state.SkipWithError("no program editor, or the scenario was refused");
        return;
    }
    program->loadTemplate(QStringLiteral(":/programs/tree-do.lua"));
    Watched watched;
    for (auto _ : state) {
        watched = watchWindowThread([program] { program->run(); },
                                    [program] { return !program->isRunning(); });
    }
    if (program->messageIsError())
        state.SkipWithError(program->message().toStdString().c_str());
    report(state, watched);
}
BENCHMARK(BM_WindowThread_ProgramRun)
    ->ArgName("n")
    ->Arg(3)
    ->Arg(10)
    ->Arg(12)
    ->Arg(14)
    ->Arg(16)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

// For comparison: a built-in edit (the link order reversed), whose run is in the worker from
// n = 14 on; what remains in the window's thread is showing the new trace.
void BM_WindowThread_Edit(benchmark::State& state)
{
    const int n = static_cast<int>(state.range(0));
    const auto window = openWindow();
    gui::Session* session = window->session();
    if (!showScenario(*window, "Tree_Do", n)) {
        state.SkipWithError("the scenario was refused");
        return;
    }
    Scenario edited = session->scenario();
    std::reverse(edited.linkOrder.begin(), edited.linkOrder.end());
    Watched watched;
    for (auto _ : state) {
        watched = watchWindowThread(
            [session, &edited] { session->editScenario(edited, QStringLiteral("reverse")); },
            [session, &edited] {
                return !session->isRunning() && session->scenario().linkOrder == edited.linkOrder;
            });
    }
    report(state, watched);
}
BENCHMARK(BM_WindowThread_Edit)
    ->ArgName("n")
    ->Arg(12)
    ->Arg(14)
    ->Arg(16)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void BM_WindowThread_ProgramCheck(benchmark::State& state)
{
    const auto window = openWindow();
    auto* exercises = qobject_cast<gui::ExercisePanel*>(window->panel(QStringLiteral("exercise")));
    QFile solution(QStringLiteral(CUBELAB_SOURCE_DIR "/tests/data/programs/high-links-first.lua"));
    if (!exercises || !exercises->selectExercise(QStringLiteral("program-tree-down-high-links")) ||
        !solution.open(QIODevice::ReadOnly)) {
        state.SkipWithError("no exercise panel, exercise or solution");
        return;
    }
    auto* editor = exercises->findChild<gui::CodeEditor*>(QStringLiteral("programSource"));
    if (!editor) {
        state.SkipWithError("no program answer editor");
        return;
    }
    editor->setPlainText(QString::fromUtf8(solution.readAll()));
    Watched watched;
    for (auto _ : state) {
        watched = watchWindowThread([exercises] { exercises->check(); },
                                    [exercises] { return !exercises->isChecking(); });
    }
    if (!exercises->lastResult() || !exercises->lastResult()->correct)
        state.SkipWithError("the solution was not judged right");
    report(state, watched);
}
BENCHMARK(BM_WindowThread_ProgramCheck)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_WindowThread_FollowBlocks(benchmark::State& state)
{
    const int n = static_cast<int>(state.range(0));
    const auto window = openWindow();
    gui::Session* session = window->session();
    if (!showScenario(*window, "allgather", n)) {
        state.SkipWithError("the scenario was refused");
        return;
    }
    Watched watched;
    for (auto _ : state) {
        session->stopFollowing();
        QCoreApplication::processEvents();
        watched = watchWindowThread([session] { session->setFollow(gui::Follow::input(0)); },
                                    [session] { return session->follow().active(); });
    }
    report(state, watched);
}
BENCHMARK(BM_WindowThread_FollowBlocks)
    ->ArgName("n")
    ->Arg(6)
    ->Arg(10)
    ->Arg(12)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

void BM_WindowThread_Compare(benchmark::State& state)
{
    const int n = static_cast<int>(state.range(0));
    const auto window = openWindow();
    gui::CompareMode* compare = window->compareMode();
    if (!showScenario(*window, "Tree_Do", n)) {
        state.SkipWithError("the scenario was refused");
        return;
    }
    Watched watched;
    for (auto _ : state) {
        compare->stop();
        QCoreApplication::processEvents();
        watched = watchWindowThread(
            [compare] { compare->start(gui::ComparedScenario::Pair::Counterpart); },
            [compare] { return compare->isOn() && !compare->isRunning(); });
    }
    compare->stop();
    report(state, watched);
}
BENCHMARK(BM_WindowThread_Compare)
    ->ArgName("n")
    ->Arg(3)
    ->Arg(10)
    ->Arg(12)
    ->Arg(14)
    ->Arg(16)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

} // namespace

} // namespace cubelab::bench
