#include "window/transporticons.h"

#include "cube/player.h"

#include <QAction>
#include <QPainter>
#include <QPixmap>

namespace cubelab::gui {

TransportIcons::TransportIcons(Actions actions, const Player* player, QObject* parent)
    : QObject(parent), mActions(actions), mPlayer(player)
{
    connect(player, &Player::playingChanged, this, &TransportIcons::update);
    update();
}

void TransportIcons::setColour(const QColor& colour)
{
    mColour = colour;
    update();
}

void TransportIcons::update()
{
    mActions.first->setIcon(icon(Kind::First, mColour));
    mActions.previous->setIcon(icon(Kind::Previous, mColour));
    mActions.playPause->setIcon(icon(mPlayer->isPlaying() ? Kind::Pause : Kind::Play, mColour));
    mActions.next->setIcon(icon(Kind::Next, mColour));
    mActions.last->setIcon(icon(Kind::Last, mColour));
}

QIcon TransportIcons::icon(Kind kind, const QColor& colour)
{
    constexpr int kSize = 32;
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    auto triangle = [&](double left, double right) { // pointing right when left < right
        p.drawPolygon(QPolygonF({QPointF(left, 7), QPointF(right, 16), QPointF(left, 25)}));
    };
    switch (kind) {
    case Kind::Play:
        triangle(9, 25);
        break;
    case Kind::Pause:
        p.drawRect(QRectF(9, 7, 5, 18));
        p.drawRect(QRectF(18, 7, 5, 18));
        break;
    case Kind::Next:
        triangle(5, 16);
        triangle(16, 27);
        break;
    case Kind::Previous:
        triangle(16, 5);
        triangle(27, 16);
        break;
    case Kind::Last:
        triangle(6, 20);
        p.drawRect(QRectF(21, 7, 4, 18));
        break;
    case Kind::First:
        triangle(26, 12);
        p.drawRect(QRectF(7, 7, 4, 18));
        break;
    }
    return QIcon(pixmap);
}

} // namespace cubelab::gui
