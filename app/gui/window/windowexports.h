#pragma once
// WindowExports: everything the window writes out besides the scenario — the window and the
// view as PNG and SVG, the trace as JSON and for trace viewers, the lecturer's handout, GIF and
// TikZ figure (LectureExports), the web page (WebPageWriter), and a panel alone as PNG, SVG or
// CSV — for the File and Analysis menus (the ask… functions: a save dialog, then the export)
// and for the command line and the tests (the export… functions: the path given). Each
// returns false when nothing was written; the reason goes out through errorOccurred (the
// window's message bar), the file written through statusMessage.

#include "common/theme.h"
#include "window/panelregistry.h"

#include <QObject>
#include <QSize>
#include <QString>
#include <functional>

class QImage;
class QPainter;
class QWidget;

namespace cubelab {
struct Lesson;
}

namespace cubelab::gui {

class AnalysisPanel;
class HypercubeView;
class LanguageSwitcher;
class LectureExports;
class Session;
class StepCostsModel;
class WindowFiles;
struct PanelEntry;

class WindowExports : public QObject
{
    Q_OBJECT

public:
    struct Parts
    {
        // The window, exported whole; the dialogs' parent.
        QWidget* window = nullptr;
        Session* session = nullptr;
        HypercubeView* view = nullptr;
        StepCostsModel* stepCosts = nullptr;
        // The web page speaks both languages in turn through it.
        LanguageSwitcher* language = nullptr;
        // Where a save dialog starts and the name it proposes.
        WindowFiles* files = nullptr;
        std::function<Theme()> theme;
        // The lesson shown now, else nullptr: the web page is the lesson's.
        std::function<const Lesson*()> shownLesson;
        // The docked panel of a PanelRegistry id (its CSV is the table shown), nullptr for none.
        std::function<AnalysisPanel*(const QString&)> dockedPanel;
        // A fresh panel of the entry without a parent, as the window shows it; the caller
        // owns it.
        std::function<AnalysisPanel*(const PanelEntry&)> lonePanel;
    };

    // A panel's picture alone (--panel, the Analysis menu) unless --size chooses another.
    static constexpr QSize kPanelExportSize{1600, 900};

    WindowExports(Parts parts, QObject* parent);

    // Renders the whole window at its current size (PNG through grab, SVG through render).
    bool exportWindowPng(const QString& path);
    bool exportWindowSvg(const QString& path);
    // The hypercube view alone, through its paint routine, at a slide's size (kSlideSize).
    bool exportViewPng(const QString& path);
    bool exportViewSvg(const QString& path);
    bool exportTraceJson(const QString& path);
    // The trace for a trace viewer: Chrome trace event JSON (Perfetto) or, with paje, Pajé
    // (ViTE); the machine's step times where it prices the trace, else one unit a step.
    bool exportViewerTrace(const QString& path, bool paje);
    // The lecturer's exports (LectureExports): every step as a PDF handout, the stepping as an
    // animated GIF, the view at the current step as a LaTeX/TikZ figure.
    bool exportHandoutPdf(const QString& path);
    // size: the GIF's frames and the figure's canvas (the menu: LectureExports::kSlideSize).
    bool exportAnimationGif(const QString& path, QSize size);
    // panel: empty for the cube view, or LectureExports::tikzPanel() for the space-time diagram.
    bool exportTikzFigure(const QString& path, QSize size, const QString& panel = {});
    // The lesson shown now (every scene), else the scenario, as one web page (WebPageWriter).
    bool exportWebPage(const QString& path);
    // A fresh instance of the panel alone, at size with the window's theme, font and language,
    // rendered into the file (--panel). The docked panel is left as it is.
    bool exportPanelPng(const QString& id, const QString& path, QSize size);
    bool exportPanelSvg(const QString& id, const QString& path, QSize size);
    // The docked panel's table as CSV; false (with a message) for a panel whose registry entry
    // offers no CSV.
    bool exportPanelCsv(const QString& id, const QString& path);

    // The menus' entries: a save dialog that proposes the document's name, then the export.
    void askViewPng();
    void askViewSvg();
    void askTraceJson();
    void askChromeTrace();
    void askPajeTrace();
    void askHandout();
    void askAnimation();
    void askTikz();
    // The lesson's page is named by the lesson (reduce-allreduce.html), else by the document.
    void askWebPage();
    // The panel's picture (at kPanelExportSize) or table, as its Analysis submenu offers.
    void askPanel(const QString& id, PanelExport kind);
    void askPanelPng(const QString& id);
    void askPanelSvg(const QString& id);
    void askPanelCsv(const QString& id);

signals:
    void errorOccurred(const QString& message);
    void statusMessage(const QString& message, int timeoutMs);

private:
    // The save dialog; write runs on the path chosen, nothing when the dialog is cancelled.
    void askThen(const QString& title, const QString& filter, const QString& suffix,
                 const std::function<void(const QString&)>& write, const QString& name = {});
    // A picture of the window shows the step as it ends, not tokens caught on their way.
    void finishAnimation();
    // The one way an export's failure is told: write runs; when it fails (false with the reason,
    // or a refusal thrown) the message bar says notExported with the reason in its %1.
    bool reported(const QString& path, const QString& notExported,
                  const std::function<bool(QString* reason)>& write);
    static QString pictureNotExported();
    // Both write through DocumentFiles::writeFile and report a failure in the message bar.
    bool writePng(const QString& path, const QImage& image);
    bool writeSvg(const QString& path, const QSize& size, const QString& title,
                  const std::function<void(QPainter&)>& paint);
    // Every export's frame: an output that is no file refused before any work, a wait cursor
    // while write runs, its reason (in notWritten's %1) when it fails, the file's name when done.
    bool writeExport(const QString& path, const QString& notWritten,
                     const std::function<bool(QString*)>& write);
    // Writes through write, with the window's trace, layout and theme.
    bool exportForLecturers(const QString& path,
                            const std::function<bool(const LectureExports&, QString*)>& write);
    bool writeWebPage(const QString& path, QString* reason);
    // Shows the panel alone, off screen, for an export, and hands it to write.
    bool withLonePanel(const QString& id, QSize size, const std::function<bool(QWidget*)>& write);

    Parts mParts;
};

} // namespace cubelab::gui
