// The transport icons (TransportIcons): drawn in the theme's text colour, so they stay visible
// on the dark and high-contrast themes, and play turned into pause while the player plays.

#include "common/theme.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/transporticons.h"

#include <QAction>
#include <QImage>
#include <gtest/gtest.h>
#include <vector>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::settle;

namespace {

using Kind = TransportIcons::Kind;

QImage picture(const QIcon& icon)
{
    return icon.pixmap(32, 32).toImage().convertToFormat(QImage::Format_ARGB32);
}

// Between the two bars of pause, inside the triangle of play.
constexpr QPoint kMiddle{16, 16};

struct Transport
{
    QAction first, previous, playPause, next, last;
    TransportIcons::Actions actions() { return {&first, &previous, &playPause, &next, &last}; }
};

} // namespace

TEST(TransportIcons, EachIconIsItsOwnShapeInTheColourOnATransparentGround)
{
    const QColor colour(200, 40, 90);
    const std::vector<Kind> kinds{Kind::First, Kind::Previous, Kind::Play,
                                  Kind::Pause, Kind::Next,     Kind::Last};
    std::vector<QImage> images;
    for (const Kind kind : kinds) {
        const QImage image = picture(TransportIcons::icon(kind, colour));
        EXPECT_EQ(image.pixelColor(0, 0).alpha(), 0) << "the corner shows the ground";
        bool inColour = false;
        for (int y = 0; y < image.height() && !inColour; ++y)
            for (int x = 0; x < image.width() && !inColour; ++x)
                inColour = image.pixelColor(x, y) == colour;
        EXPECT_TRUE(inColour) << "kind " << static_cast<int>(kind);
        for (const QImage& other : images)
            EXPECT_NE(image, other) << "kind " << static_cast<int>(kind);
        images.push_back(image);
    }
    EXPECT_EQ(picture(TransportIcons::icon(Kind::Play, colour)).pixelColor(kMiddle), colour);
    EXPECT_EQ(picture(TransportIcons::icon(Kind::Pause, colour)).pixelColor(kMiddle).alpha(), 0);
}

TEST(TransportIcons, PlayIsPauseWhileThePlayerPlaysAndEveryIconTakesANewColour)
{
    Session session;
    ShownState shown(&session);
    HypercubeView view;
    Player player(&shown, &view);
    Scenario scenario;
    scenario.dimension = 3;
    ASSERT_TRUE(session.resetScenario(normalized(scenario)));
    settle();
    Transport transport;
    TransportIcons icons(transport.actions(), &player, nullptr);
    const QColor white(Qt::white);
    icons.setColour(white);
    for (QAction* a : {&transport.first, &transport.previous, &transport.playPause, &transport.next,
                       &transport.last})
        EXPECT_FALSE(a->icon().isNull());
    EXPECT_EQ(picture(transport.playPause.icon()).pixelColor(kMiddle), white) << "play";
    EXPECT_EQ(picture(transport.next.icon()), picture(TransportIcons::icon(Kind::Next, white)));

    player.play();
    ASSERT_TRUE(player.isPlaying());
    EXPECT_EQ(picture(transport.playPause.icon()).pixelColor(kMiddle).alpha(), 0) << "pause";
    player.pause();
    EXPECT_EQ(picture(transport.playPause.icon()).pixelColor(kMiddle), white) << "play again";
}

TEST(TransportIcons, TheWindowsTransportFollowsTheTheme)
{
    auto w = test::freshWindow();
    for (const ThemeKind kind : {ThemeKind::Dark, ThemeKind::HighContrast, ThemeKind::Light}) {
        w->setTheme(kind);
        const QColor text = Theme::make(kind).text;
        EXPECT_EQ(picture(w->action(QStringLiteral("last"))->icon()),
                  picture(TransportIcons::icon(Kind::Last, text)))
            << Theme::id(kind);
        EXPECT_EQ(picture(w->action(QStringLiteral("playPause"))->icon()).pixelColor(kMiddle), text)
            << Theme::id(kind);
    }
}
