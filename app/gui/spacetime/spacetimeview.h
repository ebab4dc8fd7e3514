#pragma once
// SpaceTimeView: the space-time diagram of the session's trace (SpaceTimeLayout), the current
// step as a band that follows the timeline and the selected node's row marked. Hovering an arrow
// names its message; clicking a row selects its node in the session (every view follows).
// paint() draws onto any QPaintDevice at any size: the screen, and the pictures made of it.
// A screen reader reads it as a table of nodes by steps (SpaceTimeAccessible); Tab reaches it.

#include "common/theme.h"
#include "spacetime/spacetimelayout.h"

#include <QWidget>
#include <memory>
#include <optional>

namespace cubelab::gui {

class Session;
class StepCostsModel;

class SpaceTimeView : public QWidget
{
    Q_OBJECT

public:
    // costs: where the Time axis takes the steps' times from (the window's shared model).
    SpaceTimeView(Session* session, StepCostsModel* costs, QWidget* parent = nullptr);

    void setTheme(const Theme& theme);
    const Theme& theme() const { return mTheme; }
    Session* session() const { return mSession; }
    // Time falls back to steps while the machine cannot price the trace (timeProblem() says why).
    void setAxisKind(SpaceTimeAxis::Kind kind);
    SpaceTimeAxis::Kind axisKind() const { return mKind; }
    // The axis drawn: Time with the costs, Steps otherwise.
    SpaceTimeAxis axis() const;
    // Why the Time axis cannot be drawn now; empty when it can (or Steps is chosen).
    QString timeProblem() const;

    // The layout at the widget's size (nullptr without a trace).
    const SpaceTimeLayout* layout() const;
    // The diagram at target's size, drawn into target, in the widget's font and theme.
    void paint(QPainter& painter, const QRectF& target) const;
    // The tooltip of an arrow of layout().
    QString messageText(const SpaceTimeLayout::Arrow& arrow) const;
    // A traced program's message: its link (or the links it would cross), its calls, tag,
    // bytes and the values its buffer held.
    static QString tracedMessageText(const TracedMessage& message, const QString& title,
                                     const QString& from, const QString& to, std::size_t count);

    // What is followed (Session::follow), per step: the nodes marked and the messages that carry
    // it, from FollowMarks — the cube view's marks — made once for all steps.
    struct FollowStep
    {
        std::vector<NodeId> nodes;
        std::vector<std::uint64_t> messages; // ascending
    };
    const std::vector<FollowStep>& followSteps() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void invalidate();
    void paintFollow(QPainter& painter, const SpaceTimeLayout& layout) const;
    QFont diagramFont(const QSizeF& size) const;
    void paintLayout(QPainter& painter, const SpaceTimeLayout& layout) const;
    void paintRows(QPainter& painter, const SpaceTimeLayout& layout) const;
    void paintArrows(QPainter& painter, const SpaceTimeLayout& layout) const;
    // A traced program's collectives: a dashed bar across the rows of their ranks, named.
    void paintCollectives(QPainter& painter, const SpaceTimeLayout& layout) const;
    void paintAxes(QPainter& painter, const SpaceTimeLayout& layout) const;
    void paintLegend(QPainter& painter, const SpaceTimeLayout& layout) const;
    void drawArrow(QPainter& painter, const QPointF& tail, const QPointF& head, double width,
                   int link) const;
    QPen activityPen(SpaceTimeLayout::Activity activity, double rowHeight, double em) const;

    Session* mSession;
    StepCostsModel* mCosts;
    Theme mTheme = Theme::make(ThemeKind::Light);
    SpaceTimeAxis::Kind mKind = SpaceTimeAxis::Kind::Steps;
    mutable std::optional<std::vector<FollowStep>> mFollowSteps; // 0 … the trace's steps
    mutable std::unique_ptr<SpaceTimeLayout> mLayout; // at the widget's size, made when first asked
};

} // namespace cubelab::gui
