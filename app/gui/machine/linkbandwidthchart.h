#pragma once
// The machine's links at a glance: one bar per link 1..n, as high as the link's bandwidth,
// in the link's colour, the links of a class side by side and the classes set apart, each
// class labelled with its shared capacity. It shows at once what the lecture says of the
// POWER-GC: links 1–4 fast, 5–6 slower, 7–8 slowest.

#include "common/theme.h"

#include <cubelab/machine.h>

#include <QWidget>

namespace cubelab::gui {

class LinkBandwidthChart : public QWidget
{
    Q_OBJECT

public:
    explicit LinkBandwidthChart(QWidget* parent = nullptr);

    void setMachine(const Machine& machine);
    void setTheme(const Theme& theme);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    Machine mMachine;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
