#pragma once
// LinkLoadBars: the messages each link carries, one row a link — a faint bar for the whole
// run, a solid bar for the steps played so far, and the numbers in words. Two of them side by
// side share one scale (setScale) so that equal loads have equal bars.

#include "common/theme.h"

#include <QWidget>
#include <cstdint>
#include <cubelab/trace.h>
#include <vector>

namespace cubelab::gui {

class LinkLoadBars : public QWidget
{
    Q_OBJECT

public:
    explicit LinkLoadBars(QWidget* parent = nullptr);

    // total: Trace::linkLoads() of the run; soFar: of the steps played (empty at step 0).
    void setLoads(const std::vector<LinkLoad>& total, const std::vector<LinkLoad>& soFar);
    // The number of messages a full bar stands for (at least 1).
    void setScale(std::uint64_t messages);
    void setTheme(const Theme& theme);

    // The rows as the widget writes them, e.g. "Link 3: 1 of 1 message".
    QStringList rowTexts() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int rowHeight() const;

    std::vector<LinkLoad> mTotal;
    std::vector<LinkLoad> mSoFar;
    std::uint64_t mScale = 1;
    Theme mTheme = Theme::make(ThemeKind::Light);
};

} // namespace cubelab::gui
