// cubelab-gui-bench: what the hypercube view costs, offscreen, painting into a 1920 × 1080
// image the way paintEvent paints the widget (both go through paintScene).
//
//   BM_PaintHypercubeView/<n>  one frame of Cube_Do at step a (its messages drawn), after a
//                              first paint has built the geometry and label caches
//   BM_StepChange/<n>          setStep to another step (the state lookup) and one repaint
//   BM_ResizeHypercubeView/<n> a new size: the view lays its nodes out again (the type that
//                              lets every s_i show whole, up to n = 4) and paints one frame
//   BM_OpenToFirstFrame        a symbolic Cube_Do on 1,024 nodes: run the engine, make the
//                              view, hand it the trace, paint the first frame
//
// Counter: peak_rss, the process's resident high-water mark during the benchmark (see
// memoryprobe.h).

#include "benchmain.h"
#include "cube/hypercubeview.h"
#include "memoryprobe.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <cubelab/emulator.h>
#include <memory>

namespace cubelab::bench {

namespace {

const QRectF kFullHd(0, 0, 1920, 1080);

std::shared_ptr<const Trace> cubeDo(int dimension)
{
    Scenario s;
    s.dimension = dimension;
    s.algorithm = "cube-allreduce";
    return std::make_shared<const Trace>(Emulator::run(s));
}

void paint(const gui::HypercubeView& view, QImage& image)
{
    QPainter painter(&image);
    view.paintScene(painter, kFullHd);
}

// Whether the image shows more than a background: a sample of pixels has several colours.
bool showsSomething(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    return colours.size() > 3;
}

void reportMemory(benchmark::State& state, const MemoryProbe& probe)
{
    state.counters["peak_rss"] =
        benchmark::Counter(static_cast<double>(probe.peakBytes()), benchmark::Counter::kDefaults,
                           benchmark::Counter::OneK::kIs1024);
}

void BM_PaintHypercubeView(benchmark::State& state)
{
    const auto trace = cubeDo(static_cast<int>(state.range(0)));
    gui::HypercubeView view;
    view.resize(kFullHd.size().toSize());
    view.setTrace(trace);
    view.setStep(1);
    QImage image(kFullHd.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    paint(view, image);
    if (!showsSomething(image)) {
        state.SkipWithError("the view painted nothing");
        return;
    }
    const MemoryProbe probe;
    for (auto _ : state)
        paint(view, image);
    reportMemory(state, probe);
    state.counters["nodes"] = static_cast<double>(trace->nodeCount());
}
BENCHMARK(BM_PaintHypercubeView)
    ->ArgName("n")
    ->Arg(3)
    ->Arg(6)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);

void BM_StepChange(benchmark::State& state)
{
    const auto trace = cubeDo(static_cast<int>(state.range(0)));
    gui::HypercubeView view;
    view.resize(kFullHd.size().toSize());
    view.setTrace(trace);
    QImage image(kFullHd.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    paint(view, image);
    const int steps = static_cast<int>(trace->stepCount());
    int step = 0;
    const MemoryProbe probe;
    for (auto _ : state) {
        step = step == steps ? 0 : step + 1; // every step in turn, back to the start
        view.setStep(step);
        paint(view, image);
    }
    if (view.step() != step)
        state.SkipWithError("the view did not take the step");
    reportMemory(state, probe);
}
BENCHMARK(BM_StepChange)->ArgName("n")->Arg(3)->Arg(6)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_ResizeHypercubeView(benchmark::State& state)
{
    const auto trace = cubeDo(static_cast<int>(state.range(0)));
    gui::HypercubeView view;
    view.setTrace(trace);
    view.setStep(static_cast<int>(trace->stepCount())); // every node holds the whole sum
    QImage image(kFullHd.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    int width = 1920;
    const MemoryProbe probe;
    for (auto _ : state) {
        width = width == 1920 ? 1024 : 1920; // the geometry is built again for every size
        QPainter painter(&image);
        view.paintScene(painter, QRectF(0, 0, width, width == 1920 ? 1080 : 768));
    }
    reportMemory(state, probe);
}
BENCHMARK(BM_ResizeHypercubeView)
    ->ArgName("n")
    ->Arg(3)
    ->Arg(4)
    ->Arg(6)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);

void BM_OpenToFirstFrame(benchmark::State& state)
{
    const MemoryProbe probe;
    bool shown = true;
    for (auto _ : state) {
        const auto trace = cubeDo(10);
        gui::HypercubeView view;
        view.resize(kFullHd.size().toSize());
        view.setTrace(trace);
        QImage image(kFullHd.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        paint(view, image);
        state.PauseTiming();
        shown = shown && showsSomething(image);
        state.ResumeTiming();
    }
    if (!shown)
        state.SkipWithError("the first frame showed nothing");
    reportMemory(state, probe);
}
BENCHMARK(BM_OpenToFirstFrame)->Unit(benchmark::kMillisecond);

} // namespace

} // namespace cubelab::bench

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QLocale::setDefault(QLocale::c());
    // The main windows of the window-thread benchmarks keep their settings and progress here,
    // not in the user's.
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("CubeLabBench"));
    QApplication::setApplicationName(QStringLiteral("cubelab-gui-bench"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope,
                       home.filePath(QStringLiteral("config")));
    return cubelab::bench::runBenchmarks(argc, argv);
}
