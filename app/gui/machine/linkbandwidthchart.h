#pragma once
// The machine's links at a glance: one bar per link 1..n, as high as the link's bandwidth,
// in the link's colour, the links of a class side by side and the classes set apart, each
// class labelled with its shared capacity. It shows at once what the lecture says of the
// POWER-GC: links 1–4 fast, 5–6 slower, 7–8 slowest.

#include "common/theme.h"

#include <QRectF>
#include <QString>
#include <QWidget>
#include <cubelab/machine.h>
#include <vector>

namespace cubelab::gui {

class LinkBandwidthChart : public QWidget
{
    Q_OBJECT

public:
    explicit LinkBandwidthChart(QWidget* parent = nullptr);

    void setMachine(const Machine& machine);
    void setTheme(const Theme& theme);

    // A text of the chart and where it stands: a class's bandwidth above its bars, a link's
    // number below its bar, a class's shared capacity in the row below the numbers. No two
    // bandwidths or shared capacities cover each other (labels()' test accessor too).
    struct Label
    {
        enum Kind
        {
            Bandwidth,
            Link,
            Shared
        } kind;
        QString text;
        QRectF rect;
        int link = 0;
    };
    std::vector<Label> labels() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Bar
    {
        int link;
        QRectF rect;
    };
    struct Layout
    {
        QRectF title; // empty when there is nothing to draw
        std::vector<Bar> bars;
        std::vector<Label> labels;
        double axisY = 0;
    };
    // A run of consecutive links of one class: drawn together, labelled once.
    struct Group
    {
        int first;
        int last;
        std::size_t linkClass;
    };
    // Where the chart's rows stand, top to bottom, and its width.
    struct Frame
    {
        double line = 0;
        double left = 0;
        double right = 0;
        double barTop = 0;
        double barBottom = 0;
        double numberY = 0;
        double sharedY = 0;
        bool twoRows = false; // the shared capacities take two rows
    };
    Layout layOut() const;
    // The links 1..n in runs of one class; empty when a link has no class.
    std::vector<Group> linkGroups() const;
    // Each group's shared capacity as its label; empty for a class that shares none.
    std::vector<QString> sharedTexts(const std::vector<Group>& groups) const;
    // Each group's bars, link numbers, bandwidth and shared capacity.
    void placeGroups(Layout& out, const std::vector<Group>& groups,
                     const std::vector<QString>& shared, const Frame& frame) const;
    static void spreadApart(std::vector<Label>& labels, Label::Kind kind, const Frame& frame);

    Machine mMachine;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
