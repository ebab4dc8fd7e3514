#include "window/windowexports.h"

#include "analysis/stepcostsmodel.h"
#include "common/analysispanel.h"
#include "cube/hypercubeview.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "export/imagefiles.h"
#include "export/lectureexports.h"
#include "export/webpagewriter.h"
#include "spacetime/spacetimeview.h"
#include "window/languageswitcher.h"
#include "window/panelregistry.h"
#include "window/windowfiles.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QWidget>
#include <cubelab/chrometrace.h>
#include <cubelab/lesson.h>
#include <cubelab/pajetrace.h>
#include <memory>

namespace cubelab::gui {

WindowExports::WindowExports(Parts parts, QObject* parent)
    : QObject(parent), mParts(std::move(parts))
{
}

void WindowExports::finishAnimation()
{
    if (mParts.view->isAnimating())
        mParts.view->setStep(mParts.view->step(), false);
}

bool WindowExports::reported(const QString& path, const QString& notExported,
                             const std::function<bool(QString* reason)>& write)
{
    QString reason;
    try {
        if (write(&reason))
            return true;
    } catch (const std::exception& e) {
        reason = DocumentFiles::notWritten(path, e);
    }
    emit errorOccurred(notExported.arg(reason));
    return false;
}

QString WindowExports::pictureNotExported()
{
    return tr("The picture was not exported. %1");
}

bool WindowExports::writePng(const QString& path, const QImage& image)
{
    return reported(path, pictureNotExported(),
                    [&](QString* reason) { return writePngFile(path, image, reason); });
}

bool WindowExports::writeSvg(const QString& path, const QSize& size, const QString& title,
                             const std::function<void(QPainter&)>& paint)
{
    return reported(path, pictureNotExported(), [&](QString* reason) {
        return writeSvgFile(path, size, title, paint, reason);
    });
}

bool WindowExports::exportWindowPng(const QString& path)
{
    finishAnimation();
    return writePng(path, mParts.window->grab().toImage());
}

bool WindowExports::exportWindowSvg(const QString& path)
{
    finishAnimation();
    QWidget* window = mParts.window;
    return writeSvg(path, window->size(), window->windowTitle(),
                    [window](QPainter& painter) { window->render(&painter); });
}

bool WindowExports::exportViewPng(const QString& path)
{
    // A slide figure: the view painted afresh at a slide's size, not a copy of the screen.
    finishAnimation();
    QImage image(kSlideSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(mParts.theme().background);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        mParts.view->paintScene(painter, QRectF(QPointF(0, 0), QSizeF(kSlideSize)));
    }
    if (!writePng(path, image))
        return false;
    emit statusMessage(tr("Exported the view to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool WindowExports::exportViewSvg(const QString& path)
{
    finishAnimation();
    const bool written =
        writeSvg(path, kSlideSize, tr("CubeLab hypercube view"), [this](QPainter& painter) {
            mParts.view->paintScene(painter, QRectF(QPointF(0, 0), QSizeF(kSlideSize)));
        });
    if (written)
        emit statusMessage(tr("Exported the view to %1").arg(QFileInfo(path).fileName()), 5000);
    return written;
}

bool WindowExports::exportTraceJson(const QString& path)
{
    const bool written = reported(path, tr("The trace was not exported. %1"), [&](QString*) {
        DocumentFiles::writeTrace(path, *mParts.session->trace());
        return true;
    });
    if (!written)
        return false;
    emit statusMessage(tr("Exported the trace to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool WindowExports::exportViewerTrace(const QString& path, bool paje)
{
    const bool written = reported(path, tr("The trace was not exported. %1"), [&](QString*) {
        DocumentFiles::checkOutput(path);
        const Trace& trace = *mParts.session->trace();
        const std::optional<CostResult>& costs = mParts.stepCosts->costs();
        const StepTimes times = costs && mParts.stepCosts->trace().get() == &trace
                                    ? StepTimes::machine(trace, *costs)
                                    : StepTimes::logical(trace);
        const std::string file = QFile::encodeName(path).toStdString();
        if (paje)
            writePajeTraceFile(file, trace, times);
        else
            writeChromeTraceFile(file, trace, times);
        return true;
    });
    if (!written)
        return false;
    emit statusMessage(tr("Exported the trace to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool WindowExports::writeExport(const QString& path, const QString& notWritten,
                                const std::function<bool(QString*)>& write)
{
    finishAnimation();
    // Checked before the work: a GIF of a large cube takes a while.
    const bool writable = reported(path, notWritten, [&](QString*) {
        DocumentFiles::checkOutput(path);
        return true;
    });
    if (!writable)
        return false;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = reported(path, notWritten, write);
    QApplication::restoreOverrideCursor();
    if (!written)
        return false;
    emit statusMessage(tr("Exported to %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool WindowExports::exportForLecturers(
    const QString& path, const std::function<bool(const LectureExports&, QString*)>& write)
{
    return writeExport(path, tr("The export was not written. %1"), [&](QString* reason) {
        return write(
            LectureExports(mParts.session->trace(), mParts.view->chosenLayout(), mParts.theme()),
            reason);
    });
}

bool WindowExports::exportHandoutPdf(const QString& path)
{
    return exportForLecturers(
        path, [&](const LectureExports& e, QString* error) { return e.writeHandout(path, error); });
}

bool WindowExports::exportAnimationGif(const QString& path, QSize size)
{
    return exportForLecturers(path, [&](const LectureExports& e, QString* error) {
        return e.writeAnimation(path, size, error);
    });
}

bool WindowExports::exportTikzFigure(const QString& path, QSize size, const QString& panel)
{
    return exportForLecturers(path, [&](const LectureExports& e, QString* error) {
        const int step = mParts.session->step();
        if (panel != LectureExports::tikzPanel())
            return e.writeCubeTikz(path, step, size, error);
        SpaceTimeView diagram(mParts.session, mParts.stepCosts);
        diagram.setTheme(mParts.theme());
        return LectureExports::writeTikz(
            path, size, e.figureTitle(step, tr("the space-time diagram")),
            [&](QPainter& painter) { diagram.paint(painter, QRectF(QPointF(0, 0), QSizeF(size))); },
            error);
    });
}

bool WindowExports::exportWebPage(const QString& path)
{
    return writeExport(path, tr("The web page was not written. %1"),
                       [&](QString* reason) { return writeWebPage(path, reason); });
}

bool WindowExports::writeWebPage(const QString& path, QString* reason)
{
    // The page carries both languages: the window's texts speak each in turn while the
    // pictures and captions are made, and the language shown now again at the end.
    LanguageSwitcher* switcher = mParts.language;
    const QString shown = switcher->language();
    const Language opening = shown == QLatin1String("de") ? Language::German : Language::English;
    const UseLanguage useLanguage = [switcher](Language language) {
        switcher->setLanguage(language == Language::German ? QStringLiteral("de")
                                                           : QStringLiteral("en"));
    };
    bool written = false;
    try {
        if (const Lesson* lesson = mParts.shownLesson()) {
            written =
                WebPageWriter(lesson->title, WebScene::fromLesson(*lesson), opening, useLanguage)
                    .setLessonId(lesson->id)
                    .write(path, reason);
        } else {
            WebScene scene = WebScene::fromTrace(mParts.session->trace(),
                                                 mParts.view->chosenLayout(), useLanguage);
            const LocalizedText title = scene.title;
            std::vector<WebScene> scenes;
            scenes.push_back(std::move(scene));
            written =
                WebPageWriter(title, std::move(scenes), opening, useLanguage).write(path, reason);
        }
    } catch (const std::exception& e) {
        *reason = DocumentFiles::notWritten(path, e);
    }
    switcher->setLanguage(shown);
    return written;
}

bool WindowExports::withLonePanel(const QString& id, QSize size,
                                  const std::function<bool(QWidget*)>& write)
{
    const PanelEntry* entry = PanelRegistry::find(id);
    if (!entry) {
        emit errorOccurred(tr("There is no panel '%1': choose one of %2.")
                               .arg(id, PanelRegistry::ids().join(QStringLiteral(", "))));
        return false;
    }
    const std::unique_ptr<AnalysisPanel> owner(mParts.lonePanel(*entry));
    const Theme theme = mParts.theme();
    owner->setTheme(theme);
    owner->setFont(mParts.window->font());
    owner->setPalette(theme.palette());
    owner->setAttribute(Qt::WA_DontShowOnScreen);
    owner->resize(size);
    owner->show();
    // Charts lay out and panels compute once they are shown: let both settle.
    for (int round = 0; round < 3; ++round)
        QCoreApplication::processEvents();
    if (mParts.session->derivedRunning() > 0) {
        // A large cube's figures come from the session's worker: the picture shows them.
        mParts.session->waitForDerived();
        for (int round = 0; round < 3; ++round)
            QCoreApplication::processEvents();
    }
    return write(owner.get());
}

bool WindowExports::exportPanelPng(const QString& id, const QString& path, QSize size)
{
    return withLonePanel(id, size, [this, &path](QWidget* widget) {
        return reported(path, pictureNotExported(),
                        [&](QString* reason) { return writeWidgetPng(path, widget, reason); });
    });
}

bool WindowExports::exportPanelSvg(const QString& id, const QString& path, QSize size)
{
    return withLonePanel(id, size, [this, &path, &id](QWidget* widget) {
        const QString title = tr("CubeLab: %1").arg(PanelRegistry::find(id)->title());
        return reported(path, pictureNotExported(), [&](QString* reason) {
            return writeWidgetSvg(path, widget, title, reason);
        });
    });
}

bool WindowExports::exportPanelCsv(const QString& id, const QString& path)
{
    const PanelEntry* entry = PanelRegistry::find(id);
    AnalysisPanel* panel = entry ? mParts.dockedPanel(id) : nullptr;
    if (!panel || !entry->exports.testFlag(PanelExport::Csv)) {
        emit errorOccurred(
            tr("The panel “%1” has no table to export as CSV.").arg(entry ? entry->title() : id));
        return false;
    }
    return reported(path, tr("The table was not exported. %1"),
                    [&](QString* reason) { return writeTextFile(path, panel->csv(), reason); });
}

void WindowExports::askThen(const QString& title, const QString& filter, const QString& suffix,
                            const std::function<void(const QString&)>& write, const QString& name)
{
    const QString path = mParts.files->askSavePath(title, filter, suffix, name);
    if (!path.isEmpty())
        write(path);
}

void WindowExports::askViewPng()
{
    askThen(tr("Export the view as PNG"), tr("PNG images (*.png)"), QStringLiteral("png"),
            [this](const QString& path) { exportViewPng(path); });
}

void WindowExports::askViewSvg()
{
    askThen(tr("Export the view as SVG"), tr("SVG images (*.svg)"), QStringLiteral("svg"),
            [this](const QString& path) { exportViewSvg(path); });
}

void WindowExports::askTraceJson()
{
    askThen(tr("Export the trace as JSON"), tr("Traces (*.json)"), QStringLiteral("json"),
            [this](const QString& path) { exportTraceJson(path); });
}

void WindowExports::askChromeTrace()
{
    askThen(tr("Export the trace for Perfetto / chrome://tracing"), tr("Chrome traces (*.json)"),
            QStringLiteral("json"),
            [this](const QString& path) { exportViewerTrace(path, false); });
}

void WindowExports::askPajeTrace()
{
    askThen(tr("Export the trace for ViTE"), tr("Pajé traces (*.paje *.trace)"),
            QStringLiteral("paje"), [this](const QString& path) { exportViewerTrace(path, true); });
}

void WindowExports::askHandout()
{
    askThen(tr("Export a handout as PDF"), tr("PDF documents (*.pdf)"), QStringLiteral("pdf"),
            [this](const QString& path) { exportHandoutPdf(path); });
}

void WindowExports::askAnimation()
{
    askThen(tr("Export the animation as GIF"), tr("GIF animations (*.gif)"), QStringLiteral("gif"),
            [this](const QString& path) { exportAnimationGif(path, LectureExports::kSlideSize); });
}

void WindowExports::askTikz()
{
    askThen(tr("Export a LaTeX/TikZ figure"), tr("LaTeX documents (*.tex)"), QStringLiteral("tex"),
            [this](const QString& path) { exportTikzFigure(path, LectureExports::kSlideSize); });
}

void WindowExports::askWebPage()
{
    const Lesson* lesson = mParts.shownLesson();
    askThen(
        tr("Export a web page"), tr("Web pages (*.html)"), QStringLiteral("html"),
        [this](const QString& path) { exportWebPage(path); },
        lesson ? QString::fromStdString(lesson->id) : QString());
}

void WindowExports::askPanel(const QString& id, PanelExport kind)
{
    if (kind == PanelExport::Png)
        askPanelPng(id);
    else if (kind == PanelExport::Svg)
        askPanelSvg(id);
    else
        askPanelCsv(id);
}

void WindowExports::askPanelPng(const QString& id)
{
    askThen(PanelRegistry::find(id)->title(), tr("PNG images (*.png)"), QStringLiteral("png"),
            [this, id](const QString& path) { exportPanelPng(id, path, kPanelExportSize); });
}

void WindowExports::askPanelSvg(const QString& id)
{
    askThen(PanelRegistry::find(id)->title(), tr("SVG images (*.svg)"), QStringLiteral("svg"),
            [this, id](const QString& path) { exportPanelSvg(id, path, kPanelExportSize); });
}

void WindowExports::askPanelCsv(const QString& id)
{
    askThen(PanelRegistry::find(id)->title(), tr("CSV files (*.csv)"), QStringLiteral("csv"),
            [this, id](const QString& path) { exportPanelCsv(id, path); });
}

} // namespace cubelab::gui
