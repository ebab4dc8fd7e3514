#pragma once
// The command line of `cubelab`:
//   cubelab [LINK] [--lesson ID|FILE [--scene K]] [--scenario FILE] [--trace FILE] [--step K]
//   [--language de|en] [--theme T]
//           [--machine ID|FILE] [--exercise ID] [--compare cube-vs-tree|reversed-order|FILE]
//           [--panel ID] [--size WxH]
//           [--follow a_I|s_I]
//           [--export-png FILE | --export-svg FILE | --export-pdf FILE | --export-gif FILE |
//            --export-tikz FILE | --export-html FILE]
// With an export the main window (or with --panel that one panel) is rendered at step K into
// the file, at a slide's 1920 × 1080 or the --size given, and the program ends. The lecturer's
// exports (LectureExports) write every step as a PDF handout, the stepping as an animated GIF
// (at 1280 × 720 or --size) or the view at step K as a LaTeX/TikZ figure; --export-html writes
// the scenario, or with --lesson the whole lesson, as one web page (WebPageWriter). --exercise
// opens the Exercises panel at that exercise (in a picture of the panel too). --follow a_I
// follows input a_I through the steps, --follow s_I shows what s_I at step K is made of.

// --compare shows a second scenario beside the first (View ▸ Compare with…); --step is then the
// shared step.

#include "document/follow.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

namespace cubelab::gui {

struct CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    QString scenarioFile;
    QString traceFile;
    QString link;             // a link to a moment (cubelab:1/…), the one argument without a flag
    QString lesson;           // --lesson: a built-in lesson's id or a lesson file
    std::optional<int> scene; // --scene K, 0-based here (1-based on the command line)
    std::optional<int> step;  // checked against the trace once it is loaded
    QString language;         // empty: the remembered one
    QString theme;            // empty: the remembered one
    bool presentation = false;
    std::optional<QString> machine; // a preset id or a machine file; none: the remembered one
    QString exercise;               // an exercise id; checked once the exercises are loaded
    QString compare;                // a ComparedScenario pair id or a scenario file; empty: alone
    QString panel;                  // a PanelRegistry id; only with an export
    Follow follow; // its node is checked against the trace; a value's step is --step's
    QString exportPng;
    QString exportSvg;
    QString exportPdf;  // every step, so without --step, --size or --panel
    QString exportGif;  // every step, so without --step or --panel
    QString exportTikz; // the view at --step, without --panel
    QString
        exportHtml; // every step (of every scene of --lesson), so without --step, --size or --panel
    std::optional<QSize> size; // --size; only with an export

    // The sizes --size accepts: from a small projector's 640 × 360 up to 8K (7680 × 4320).
    static constexpr QSize kMinExportSize{640, 360};
    static constexpr QSize kMaxExportSize{7680, 4320};

    bool exports() const { return !exportPng.isEmpty() || !exportSvg.isEmpty() || lectureExport(); }
    // --export-pdf, --export-gif, --export-tikz or --export-html.
    bool lectureExport() const
    {
        return !exportPdf.isEmpty() || !exportGif.isEmpty() || !exportTikz.isEmpty() ||
               !exportHtml.isEmpty();
    }

    // Parses the arguments (the first is the program). On a bad command line returns nothing
    // and sets *error to a message that says what is wrong and what is allowed; --help and
    // --version set *error to their text and *exitCode to 0; an export's output that may not
    // be written (DocumentFiles::checkOutput) sets *exitCode to 1, as a failed export does.
    static std::optional<CommandLine> parse(const QStringList& arguments, QString* error,
                                            int* exitCode);
};

} // namespace cubelab::gui
