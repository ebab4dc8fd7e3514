#pragma once
// TransportIcons: the player's buttons (first, previous, play/pause, next, last) drawn in the
// theme's text colour. The style's own icons are dark and vanish on the dark and high-contrast
// themes; these follow the theme (setColour) and the player (play becomes pause while it plays).

#include <QColor>
#include <QIcon>
#include <QObject>

class QAction;

namespace cubelab::gui {

class Player;

class TransportIcons : public QObject
{
    Q_OBJECT

public:
    enum class Kind
    {
        First,
        Previous,
        Play,
        Pause,
        Next,
        Last
    };

    struct Actions
    {
        QAction* first = nullptr;
        QAction* previous = nullptr;
        QAction* playPause = nullptr;
        QAction* next = nullptr;
        QAction* last = nullptr;
    };

    // Draws the actions' icons now, in black until setColour, and again whenever the player
    // starts or stops.
    TransportIcons(Actions actions, const Player* player, QObject* parent);

    void setColour(const QColor& colour);
    QColor colour() const { return mColour; }

    // The icon of that kind, 32 pixels square, drawn in colour on a transparent ground.
    static QIcon icon(Kind kind, const QColor& colour);

private:
    void update();

    Actions mActions;
    const Player* mPlayer;
    QColor mColour = Qt::black;
};

} // namespace cubelab::gui
