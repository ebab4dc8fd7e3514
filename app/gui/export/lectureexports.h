#pragma once
// LectureExports: the three exports a lecturer carries away, for the window's menu and the
// command line — a PDF handout of every step (HandoutWriter), an animated GIF of the stepping
// (AnimationWriter) and a LaTeX/TikZ figure of the view at one step (TikzPaintDevice). Each
// file is written atomically: a failed export leaves a file that was there as it was.

#include "common/theme.h"
#include "cube/hypercubeview.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <cubelab/trace.h>
#include <functional>
#include <memory>
#include <optional>

class QPainter;

namespace cubelab::gui {

class LectureExports
{
    Q_DECLARE_TR_FUNCTIONS(LectureExports)

public:
    // A 16:9 slide at 720p: the GIF's frame and the TikZ figure's canvas unless --size says
    // otherwise. The figure is printed kTikzWidthCm wide, a Beamer slide's width.
    static constexpr QSize kSlideSize{1280, 720};
    static constexpr double kTikzWidthCm = 16.0;

    // theme: the window's; the handout is printed and always takes the light theme.
    LectureExports(std::shared_ptr<const Trace> trace,
                   std::optional<HypercubeView::LayoutMode> layout, const Theme& theme);

    // Each returns false and sets *error to a sentence naming the file and the reason.
    bool writeHandout(const QString& path, QString* error) const;
    bool writeAnimation(const QString& path, QSize size, QString* error) const;
    // The one panel a TikZ figure is made of besides the cube view (`--panel space-time
    // --export-tikz`): the space-time diagram, which paints itself through QPainter.
    static QString tikzPanel() { return QStringLiteral("space-time"); }
    // The cube view at step k.
    bool writeCubeTikz(const QString& path, int step, QSize size, QString* error) const;

    // Any view that paints through QPainter as a TikZ document: paint draws on a
    // size.width() × size.height() canvas (like writeSvgFile).
    static bool writeTikz(const QString& path, QSize size, const QString& title,
                          const std::function<void(QPainter&)>& paint, QString* error);
    // The title of a figure of a view at step k: "Tree_UpDo – Reduce, c) link 1: <view>".
    QString figureTitle(int step, const QString& view) const;

private:
    std::shared_ptr<const Trace> mTrace;
    std::optional<HypercubeView::LayoutMode> mLayout;
    Theme mTheme;
};

} // namespace cubelab::gui
