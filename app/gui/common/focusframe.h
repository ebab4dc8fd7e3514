#pragma once
// FocusFrame: holds one widget and draws a frame round it, in the palette's highlight colour,
// while that widget has the keyboard focus: a presenter sees that the keys go to it.

#include <QWidget>

namespace cubelab::gui {

class FocusFrame : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kWidth = 3;

    // The frame takes the child into its layout; the child keeps its own focus policy. The frame
    // is hidden and shown with the child.
    explicit FocusFrame(QWidget* child, QWidget* parent = nullptr);

    // Whether the frame is drawn now: the child has the focus.
    bool isLit() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QWidget* mChild;
};

} // namespace cubelab::gui
