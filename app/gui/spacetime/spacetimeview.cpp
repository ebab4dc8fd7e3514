#include "spacetime/spacetimeview.h"

#include "analysis/stepcostsmodel.h"
#include "common/collectivetexts.h"
#include "common/plaintext.h"
#include "common/quantities.h"
#include "common/valuetext.h"
#include "cube/followmarks.h"
#include "document/follow.h"
#include "document/session.h"
#include "spacetime/spacetimeaccessible.h"

#include <QAccessible>
#include <QEvent>
#include <QFontInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <cubelab/blockranges.h>

namespace cubelab::gui {

SpaceTimeView::SpaceTimeView(Session* session, StepCostsModel* costs, QWidget* parent)
    : QWidget(parent), mSession(session), mCosts(costs)
{
    setObjectName(QStringLiteral("spaceTimeView"));
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // Reached by Tab, for a screen reader's table; a click leaves the keys with the steps.
    setFocusPolicy(Qt::TabFocus);
    SpaceTimeAccessible::installFactory();
    connect(mSession, &Session::traceChanged, this, &SpaceTimeView::invalidate);
    connect(mSession, &Session::traceChanged, this, [this] {
        if (QAccessible::isActive()) {
            QAccessibleTableModelChangeEvent event(this,
                                                   QAccessibleTableModelChangeEvent::ModelReset);
            QAccessible::updateAccessibility(&event);
        }
    });
    connect(mSession, &Session::stepChanged, this, qOverload<>(&QWidget::update));
    connect(mSession, &Session::stepChanged, this, [this] {
        // The current step's column is the table's selected one.
        if (QAccessible::isActive()) {
            QAccessibleEvent event(this, QAccessible::SelectionWithin);
            QAccessible::updateAccessibility(&event);
        }
    });
    connect(mSession, &Session::selectedNodeChanged, this, qOverload<>(&QWidget::update));
    connect(mSession, &Session::followChanged, this, [this] {
        mFollowSteps.reset();
        update();
    });
    // The step costs are computed once, in the model; the axis is drawn anew when they change.
    connect(mCosts, &QAbstractItemModel::modelReset, this, &SpaceTimeView::invalidate);
}

void SpaceTimeView::setTheme(const Theme& theme)
{
    mTheme = theme;
    update();
}

void SpaceTimeView::setAxisKind(SpaceTimeAxis::Kind kind)
{
    if (kind == mKind)
        return;
    mKind = kind;
    invalidate();
}

SpaceTimeAxis SpaceTimeView::axis() const
{
    if (mKind == SpaceTimeAxis::Kind::Time && mCosts->costs() &&
        mCosts->trace() == mSession->trace())
        return SpaceTimeAxis::time(*mCosts->costs(), mCosts->machine().elementBytes);
    if (mKind == SpaceTimeAxis::Kind::Measured && mSession->trace() &&
        mSession->trace()->measured())
        return SpaceTimeAxis::measured(*mSession->trace()->measured());
    return SpaceTimeAxis::steps();
}

QString SpaceTimeView::timeProblem() const
{
    if (mKind != SpaceTimeAxis::Kind::Time || mCosts->costs())
        return {};
    return mCosts->problem();
}

void SpaceTimeView::invalidate()
{
    mLayout.reset();
    update();
}

QFont SpaceTimeView::diagramFont(const QSizeF& size) const
{
    // Larger than the panel's text, and growing with the room the diagram has: the labels
    // are read from the back of a room (a 1920 × 1080 slide gets about 26 px).
    QFont f = font();
    const double base = QFontInfo(f).pixelSize();
    const double fit = std::min(size.height() / 40.0, size.width() / 60.0);
    f.setPixelSize(static_cast<int>(std::lround(std::clamp(fit, base * 1.3, base * 2.2))));
    return f;
}

const SpaceTimeLayout* SpaceTimeView::layout() const
{
    const auto trace = mSession->trace();
    if (!trace)
        return nullptr;
    if (!mLayout || mLayout->size() != QSizeF(size()))
        mLayout = std::make_unique<SpaceTimeLayout>(
            *trace, QSizeF(size()), QFontMetricsF(diagramFont(QSizeF(size())), this), axis());
    return mLayout.get();
}

void SpaceTimeView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    paint(painter, QRectF(rect()));
}

void SpaceTimeView::paint(QPainter& painter, const QRectF& target) const
{
    painter.save();
    painter.fillRect(target, mTheme.background);
    const auto trace = mSession->trace();
    if (trace) {
        painter.translate(target.topLeft());
        painter.setFont(diagramFont(target.size()));
        painter.setRenderHint(QPainter::Antialiasing);
        if (target.size() == QSizeF(size()) && painter.device() == this) {
            paintLayout(painter, *layout());
        } else {
            const SpaceTimeLayout other(*trace, target.size(),
                                        QFontMetricsF(painter.font(), painter.device()), axis());
            paintLayout(painter, other);
        }
    }
    painter.restore();
}

const std::vector<SpaceTimeView::FollowStep>& SpaceTimeView::followSteps() const
{
    if (!mFollowSteps) {
        mFollowSteps.emplace();
        const auto trace = mSession->trace();
        const Follow& follow = mSession->follow();
        if (trace && follow.active()) {
            const auto spread = mSession->inputSpread();
            const auto sources = mSession->valueSources();
            for (std::size_t k = 0; k <= trace->stepCount(); ++k) {
                const FollowMarks marks = FollowMarks::make(*trace, follow, spread.get(),
                                                            sources.get(), static_cast<int>(k));
                FollowStep step{marks.nodes(), marks.messages()};
                std::sort(step.messages.begin(), step.messages.end());
                mFollowSteps->push_back(std::move(step));
            }
        }
    }
    return *mFollowSteps;
}

void SpaceTimeView::paintFollow(QPainter& painter, const SpaceTimeLayout& layout) const
{
    const std::vector<FollowStep>& steps = followSteps();
    if (steps.empty())
        return;
    // Under the lines and arrows: a wide band in the follow colour along each row that holds
    // (or feeds) what is followed once the step is done, and a halo under the step's arrows
    // that carry it — the cube view's rings and halos, drawn along time.
    const auto& rows = layout.rows();
    const double rowHeight = rows.size() > 1 ? rows[1].y - rows[0].y : layout.plot().height();
    const double em = QFontMetricsF(painter.font(), painter.device()).height();
    const double band = std::clamp(std::min(em * 0.45, rowHeight * 0.45), 3.0, 14.0);
    const QColor colour = Theme::blend(mTheme.follow, mTheme.background, 0.25);
    std::vector<std::uint8_t> marked(rows.size());
    for (const SpaceTimeLayout::Column& c : layout.columns()) {
        const auto k = static_cast<std::size_t>(c.step);
        if (k >= steps.size())
            continue;
        std::fill(marked.begin(), marked.end(), 0);
        for (NodeId node : steps[k].nodes)
            marked[static_cast<std::size_t>(layout.rowOf(node))] = 1;
        painter.setPen(QPen(colour, band, Qt::SolidLine, Qt::FlatCap));
        for (std::size_t r = 0; r < rows.size(); ++r)
            if (marked[r])
                painter.drawLine(QPointF(c.left, rows[r].y), QPointF(c.right, rows[r].y));
    }
    for (const SpaceTimeLayout::Arrow& arrow : layout.arrows()) {
        const auto k = static_cast<std::size_t>(arrow.step);
        if (k >= steps.size())
            continue;
        const auto& carried = steps[k].messages;
        // A grouped arrow stands for its messages from arrow.message on; it is marked when one
        // of them carries what is followed.
        const auto first = std::lower_bound(carried.begin(), carried.end(), arrow.message);
        if (first == carried.end() || *first >= arrow.message + arrow.count)
            continue;
        painter.setPen(QPen(colour, arrow.width + band, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(arrow.tail, arrow.head);
    }
    // The legend's line for it, left below the plot where the axis title leaves room.
    const QString text = tr("wide line: %1").arg(FollowMarks::what(mSession->follow()));
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double y = layout.axisTitleY();
    const double swatch = em * 1.6;
    const double x = layout.plot().left();
    painter.setPen(QPen(mTheme.follow, band, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(QPointF(x, y - metrics.ascent() * 0.35),
                     QPointF(x + swatch, y - metrics.ascent() * 0.35));
    const double room =
        layout.plot().width() / 2 - metrics.horizontalAdvance(layout.axisTitle()) / 2 - swatch - em;
    painter.setPen(mTheme.text);
    painter.drawText(QPointF(x + swatch + em * 0.3, y),
                     metrics.elidedText(text, Qt::ElideRight, std::max(0.0, room)));
}

void SpaceTimeView::paintLayout(QPainter& painter, const SpaceTimeLayout& layout) const
{
    // The current step's band and the selected node's row under everything else.
    const int step = mSession->step();
    for (const SpaceTimeLayout::Column& c : layout.columns())
        if (c.step == step)
            painter.fillRect(
                QRectF(c.left, layout.plot().top(), c.right - c.left, layout.plot().height()),
                Theme::blend(mTheme.highlight, mTheme.background, 0.82));
    if (const auto node = mSession->selectedNode();
        node && *node < mSession->trace()->nodeCount()) {
        const QRectF band = layout.rows()[static_cast<std::size_t>(layout.rowOf(*node))].band;
        // In the highlight colour, as the cube view rings the selected node.
        const QRectF row(1.5, band.top(), band.right() - 1.5, band.height());
        painter.fillRect(row, Theme::blend(mTheme.highlight, mTheme.background, 0.88));
        painter.setPen(QPen(mTheme.highlight, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(row);
    }
    paintFollow(painter, layout);
    paintRows(painter, layout);
    paintArrows(painter, layout);
    paintCollectives(painter, layout);
    paintAxes(painter, layout);
    paintLegend(painter, layout);
}

QPen SpaceTimeView::activityPen(SpaceTimeLayout::Activity activity, double rowHeight,
                                double em) const
{
    // Bold enough for the back of the room, thinner where 64 rows share the height.
    const double bold = std::clamp(std::min(em * 0.12, rowHeight * 0.12), 1.0, 4.0);
    switch (activity) {
    case SpaceTimeLayout::Activity::Active:
        return QPen(mTheme.text, bold, Qt::SolidLine, Qt::FlatCap);
    case SpaceTimeLayout::Activity::Idle:
        return QPen(mTheme.mutedText, std::max(1.0, bold * 0.7), Qt::DashLine, Qt::FlatCap);
    case SpaceTimeLayout::Activity::Done:
        break;
    }
    return QPen(Theme::blend(mTheme.mutedText, mTheme.background, 0.15), 1.5, Qt::DotLine,
                Qt::FlatCap);
}

void SpaceTimeView::paintRows(QPainter& painter, const SpaceTimeLayout& layout) const
{
    const QFontMetricsF fm(painter.font(), painter.device());
    const std::optional<NodeId> selected = mSession->selectedNode();
    for (std::size_t r = 0; r < layout.rows().size(); ++r) {
        const SpaceTimeLayout::Row& row = layout.rows()[r];
        for (const SpaceTimeLayout::Column& c : layout.columns()) {
            painter.setPen(activityPen(layout.activity(static_cast<int>(r), c.step),
                                       row.band.height(), layout.lineHeight()));
            painter.drawLine(QPointF(c.left, row.y), QPointF(c.right, row.y));
        }
        const bool isSelected = selected && layout.rowOf(*selected) == static_cast<int>(r);
        if (!row.labelShown && !isSelected)
            continue;
        QFont f = painter.font();
        f.setBold(isSelected);
        painter.setFont(f);
        painter.setPen(mTheme.text);
        const double wide = QFontMetricsF(f, painter.device()).horizontalAdvance(row.label);
        painter.drawText(QPointF(layout.plot().left() - layout.lineHeight() * 0.4 - wide,
                                 row.y + (fm.ascent() - fm.descent()) / 2),
                         row.label);
        f.setBold(false);
        painter.setFont(f);
    }
}

void SpaceTimeView::drawArrow(QPainter& painter, const QPointF& tail, const QPointF& head,
                              double width, int link) const
{
    const QPointF d = head - tail;
    const double length = std::hypot(d.x(), d.y());
    if (length < 1e-6)
        return;
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    const double headLength = std::min(length * 0.45, std::max(7.0, width * 3.2));
    const double headHalf = std::max(3.5, width * 1.7);
    const QPointF base = head - u * headLength;
    // A traced program's message between non-neighbours is on no link: dashed, the text's colour.
    const QColor colour = link == kNoLink ? mTheme.text : mTheme.linkColor(link);
    // The light palette's yellow fades into a white background: a casing under it.
    if (mTheme.linkCasing.isValid()) {
        painter.setPen(QPen(mTheme.linkCasing, width + 2.0, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(tail, base);
    }
    QPen pen(colour, width,
             link == kNoLink || mTheme.linkDashed(link) ? Qt::DashLine : Qt::SolidLine,
             Qt::FlatCap);
    if (const QList<qreal> dashes = Theme::linkDashes(link); !dashes.isEmpty())
        pen.setDashPattern(dashes); // the link's line style, as in the cube and its legend
    painter.setPen(pen);
    painter.drawLine(tail, base + u * 0.5);
    QPainterPath tip;
    tip.moveTo(head);
    tip.lineTo(base + n * headHalf);
    tip.lineTo(base - n * headHalf);
    tip.closeSubpath();
    painter.setPen(mTheme.linkCasing.isValid() ? QPen(mTheme.linkCasing, 1.0) : Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPath(tip);
    painter.setBrush(Qt::NoBrush);
}

void SpaceTimeView::paintArrows(QPainter& painter, const SpaceTimeLayout& layout) const
{
    for (const SpaceTimeLayout::Arrow& a : layout.arrows()) {
        if (a.fromRow == a.toRow) {
            // Within one row's group (above 64 nodes): a dot in the link's colour on the row.
            painter.setPen(Qt::NoPen);
            painter.setBrush(mTheme.linkColor(a.link));
            painter.drawEllipse((a.tail + a.head) / 2, a.width * 1.2, a.width * 1.2);
            painter.setBrush(Qt::NoBrush);
            continue;
        }
        drawArrow(painter, a.tail, a.head, a.width, a.link);
    }
}

void SpaceTimeView::paintCollectives(QPainter& painter, const SpaceTimeLayout& layout) const
{
    const auto trace = mSession->trace();
    if (!trace || trace->tracedRun() == nullptr || layout.rows().empty())
        return;
    const QFontMetricsF fm(painter.font(), painter.device());
    for (const SpaceTimeLayout::Column& column : layout.columns()) {
        const auto calls = trace->tracedRun()->collectivesIn(static_cast<std::size_t>(column.step));
        double x = (column.left + column.right) / 2;
        for (const TracedCollective* c : calls) {
            double top = layout.plot().bottom(), bottom = layout.plot().top();
            for (int rank : c->ranks) {
                const double y =
                    layout.rows()[static_cast<std::size_t>(layout.rowOf(static_cast<NodeId>(rank)))]
                        .y;
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
            painter.setPen(QPen(mTheme.text, 3.0, Qt::DashLine, Qt::FlatCap));
            painter.drawLine(QPointF(x, top - 4), QPointF(x, bottom + 4));
            for (int rank : c->ranks) {
                const double y =
                    layout.rows()[static_cast<std::size_t>(layout.rowOf(static_cast<NodeId>(rank)))]
                        .y;
                painter.setPen(Qt::NoPen);
                painter.setBrush(mTheme.text);
                painter.drawEllipse(QPointF(x, y), 3.5, 3.5);
            }
            painter.setBrush(Qt::NoBrush);
            painter.setPen(mTheme.text);
            const QString name = QString::fromStdString(c->name);
            painter.save();
            painter.translate(x + fm.height() * 0.3, top);
            painter.rotate(90);
            painter.drawText(QPointF(0, -fm.descent()),
                             fm.elidedText(name, Qt::ElideRight, bottom - top));
            painter.restore();
            x += fm.height() * 1.2;
        }
    }
}

void SpaceTimeView::paintAxes(QPainter& painter, const SpaceTimeLayout& layout) const
{
    const QFontMetricsF fm(painter.font(), painter.device());
    const int step = mSession->step();
    const QRectF plot = layout.plot();
    const SpaceTimeLayout::Column* current = nullptr;
    for (const SpaceTimeLayout::Column& c : layout.columns()) {
        // The borders between the steps, faint.
        painter.setPen(QPen(Theme::blend(mTheme.outline, mTheme.background, 0.6), 1.0));
        painter.drawLine(QPointF(c.right, plot.top()), QPointF(c.right, plot.bottom()));
        if (c.step == step)
            current = &c;
        else if (c.labelShown) {
            painter.setPen(mTheme.text);
            painter.drawText(QPointF((c.left + c.right) / 2 - fm.horizontalAdvance(c.label) / 2,
                                     layout.headerY()),
                             c.label);
        }
    }
    // The current step's label is always there, in bold: where its neighbours' labels crowd it
    // (narrow columns of the time axis), it stands on a plate of its own above them, kept
    // inside the plot's width.
    if (current) {
        QFont f = painter.font();
        f.setBold(true);
        painter.setFont(f);
        const QFontMetricsF bold(f, painter.device());
        const double wide = bold.horizontalAdvance(current->label);
        const double x = std::clamp((current->left + current->right) / 2 - wide / 2, plot.left(),
                                    std::max(plot.left(), plot.right() - wide));
        if (!current->labelShown) {
            const double pad = bold.height() * 0.15;
            painter.fillRect(QRectF(x - pad, layout.headerY() - bold.ascent() - pad, wide + 2 * pad,
                                    bold.height() + 2 * pad),
                             mTheme.background);
        }
        painter.setPen(mTheme.text);
        painter.drawText(QPointF(x, layout.headerY()), current->label);
        f.setBold(false);
        painter.setFont(f);
    }
    painter.setPen(QPen(mTheme.outline, 1.0));
    painter.drawLine(QPointF(plot.left(), plot.top()), QPointF(plot.left(), plot.bottom()));
    for (const SpaceTimeLayout::Tick& t : layout.ticks()) {
        painter.setPen(QPen(mTheme.outline, 1.0));
        painter.drawLine(QPointF(t.x, plot.bottom()),
                         QPointF(t.x, plot.bottom() + fm.height() * 0.25));
        painter.setPen(mTheme.text);
        painter.drawText(QPointF(t.x - fm.horizontalAdvance(t.label) / 2, layout.tickY()), t.label);
    }
    painter.setPen(mTheme.mutedText);
    painter.drawText(QPointF(plot.center().x() - fm.horizontalAdvance(layout.axisTitle()) / 2,
                             layout.axisTitleY()),
                     layout.axisTitle());
}

void SpaceTimeView::paintLegend(QPainter& painter, const SpaceTimeLayout& layout) const
{
    for (const SpaceTimeLayout::LegendEntry& e : layout.legend()) {
        const QRectF s = e.swatch;
        const QPointF left(s.left(), s.center().y());
        const QPointF right(s.right(), s.center().y());
        switch (e.kind) {
        case SpaceTimeLayout::LegendKind::Active:
            painter.setPen(activityPen(SpaceTimeLayout::Activity::Active, s.height() * 2,
                                       layout.lineHeight()));
            painter.drawLine(left, right);
            break;
        case SpaceTimeLayout::LegendKind::Idle:
            painter.setPen(
                activityPen(SpaceTimeLayout::Activity::Idle, s.height() * 2, layout.lineHeight()));
            painter.drawLine(left, right);
            break;
        case SpaceTimeLayout::LegendKind::Done:
            painter.setPen(
                activityPen(SpaceTimeLayout::Activity::Done, s.height() * 2, layout.lineHeight()));
            painter.drawLine(left, right);
            break;
        case SpaceTimeLayout::LegendKind::Message: {
            // Two arrows, a thin and a thick one, in the text's colour.
            painter.setPen(QPen(mTheme.text, 1.2));
            painter.drawLine(QPointF(s.left(), s.top() + s.height() * 0.3),
                             QPointF(s.right(), s.top() + s.height() * 0.3));
            painter.setPen(QPen(mTheme.text, std::max(3.0, s.height() * 0.22)));
            painter.drawLine(QPointF(s.left(), s.top() + s.height() * 0.75),
                             QPointF(s.right(), s.top() + s.height() * 0.75));
            break;
        }
        case SpaceTimeLayout::LegendKind::Link:
            drawArrow(painter, left, right, std::max(2.0, s.height() * 0.15), e.link);
            break;
        case SpaceTimeLayout::LegendKind::Within:
            painter.setPen(Qt::NoPen);
            painter.setBrush(mTheme.text);
            painter.drawEllipse(s.center(), s.height() * 0.18, s.height() * 0.18);
            painter.setBrush(Qt::NoBrush);
            break;
        case SpaceTimeLayout::LegendKind::Note:
            break;
        }
        painter.setPen(mTheme.text);
        painter.drawText(e.textAt, e.text);
    }
}

QString SpaceTimeView::tracedMessageText(const TracedMessage& m, const QString& title,
                                         const QString& from, const QString& to, std::size_t count)
{
    const QString where = m.neighbour() ? tr("on link %1").arg(m.links.front())
                                        : CollectiveTexts::noNeighboursText(m);
    QString text = count > 1 ? tr("%1: %2 messages between these rows, such as %3 → %4 %5")
                                   .arg(title, formatCount(count), from, to, where)
                             : tr("%1: %2 → %3 %4").arg(title, from, to, where);
    text += QLatin1Char('\n') +
            tr("%1 → %2, tag %3, %4")
                .arg(QString::fromStdString(m.sendCall), QString::fromStdString(m.receiveCall))
                .arg(m.tag)
                .arg(formatBytes(static_cast<double>(m.bytes)));
    if (!m.values.empty()) {
        QStringList values;
        for (double v : m.values)
            values << formatValueNumber(v, kFullValueDigits);
        text += QLatin1Char('\n') +
                tr("%1 buffer: %2")
                    .arg(QString::fromStdString(m.type), values.join(QStringLiteral("; ")));
    }
    return text;
}

QString SpaceTimeView::messageText(const SpaceTimeLayout::Arrow& arrow) const
{
    const auto trace = mSession->trace();
    if (!trace)
        return {};
    const Hypercube& cube = trace->cube();
    const QString from = QString::fromStdString(cube.address(arrow.from));
    const QString to = QString::fromStdString(cube.address(arrow.to));
    const QString title = CollectiveTexts::stepTitle(*trace, static_cast<std::size_t>(arrow.step));
    if (const TracedRun* run = trace->tracedRun())
        return tracedMessageText(run->messages.at(arrow.message), title, from, to, arrow.count);
    QString text = arrow.count > 1
                       ? tr("%1: %2 messages between these rows, such as %3 → %4 on link %5")
                             .arg(title, formatCount(arrow.count), from, to)
                             .arg(arrow.link)
                       : tr("%1: %2 → %3 on link %4").arg(title, from, to).arg(arrow.link);
    text +=
        QLatin1Char('\n') +
        (arrow.elements == 1
             ? tr("1 element, %1").arg(formatBytes(arrow.bytes))
             : tr("%1 elements, %2").arg(formatCount(arrow.elements), formatBytes(arrow.bytes)));
    if (trace->hasBlocks()) {
        const auto blocks = trace->messageBlocks(arrow.message);
        const std::vector<std::string> ranges = blockRanges(blocks);
        QString list;
        if (ranges.size() > kMaxBlockRangeItems) {
            list = tr("%1 blocks").arg(blocks.size());
        } else {
            QStringList items;
            for (const std::string& r : ranges)
                items << QString::fromStdString(r);
            list = QStringLiteral("[%1]").arg(items.join(QLatin1Char(',')));
        }
        text += QLatin1Char('\n') + tr("carries blocks %1 (%2 of %3)")
                                        .arg(list)
                                        .arg(blocks.size())
                                        .arg(trace->blockCount());
    }
    return text;
}

void SpaceTimeView::mousePressEvent(QMouseEvent* event)
{
    const SpaceTimeLayout* l = layout();
    if (event->button() != Qt::LeftButton || !l) {
        QWidget::mousePressEvent(event);
        return;
    }
    if (const auto row = l->rowAt(event->position())) {
        mSession->setSelectedNode(l->rows()[static_cast<std::size_t>(*row)].first);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

bool SpaceTimeView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const SpaceTimeLayout* l = layout();
        const auto arrow = l ? l->arrowAt(QPointF(help->pos()), 4.0) : std::nullopt;
        if (arrow) {
            QToolTip::showText(help->globalPos(), plainTip(messageText(l->arrows()[*arrow])), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void SpaceTimeView::resizeEvent(QResizeEvent* event)
{
    mLayout.reset();
    QWidget::resizeEvent(event);
}

void SpaceTimeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange ||
        event->type() == QEvent::LocaleChange)
        invalidate();
    QWidget::changeEvent(event);
}

QSize SpaceTimeView::sizeHint() const
{
    const int em = QFontMetrics(font()).height();
    return {em * 40, em * 28};
}

QSize SpaceTimeView::minimumSizeHint() const
{
    // Small enough for a narrow dock: the layout fits what it gets.
    const int em = QFontMetrics(font()).height();
    return {em * 12, em * 10};
}

} // namespace cubelab::gui
