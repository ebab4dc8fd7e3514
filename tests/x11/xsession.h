#pragma once
// A real X session for one test: an X server of its own (Xvfb, at the size of a projector or
// a desk's screen) with a window manager (openbox), the built `cubelab` on it with a home and
// settings of its own, xdotool as the presenter's clicker, and what can be seen from outside:
// the windows' frames (xwininfo, xprop) and the screen itself (Xvfb's frame buffer).
// Waiting polls what it waits for and gives up after a bound; no test asserts a duration.

#include <QImage>
#include <QProcess>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <optional>
#include <vector>

namespace cubelab::x11test {

// A window as the X server and the window manager see it.
struct XWindow
{
    QString id;   // as xdotool prints it (decimal)
    QString name; // its title
    QRect client; // its inside, in screen coordinates
    QRect frame;  // with the window manager's frame (_NET_FRAME_EXTENTS)
    bool fullScreen = false;
    bool maximised = false;
};

class XSession
{
public:
    // The programs the session needs that are not installed, by name; empty when all are.
    static QStringList missingTools();

    explicit XSession(QSize screen);
    ~XSession();
    XSession(const XSession&) = delete;
    XSession& operator=(const XSession&) = delete;

    // Why the X server or the window manager did not start (empty when both run).
    QString error() const { return mError; }
    QSize screen() const { return mScreen; }
    QString display() const { return mDisplay; }

    // Runs an X tool on this display and returns what it printed (nullopt when it failed).
    std::optional<QByteArray> tool(const QString& program, const QStringList& arguments) const;
    // Presses keys as a keyboard (or a clicker) does, in xdotool's names: "Next", "period".
    void key(const QString& keys) const;
    // The whole screen as it is now, and once it has stopped changing (two in a row alike).
    QImage screenshot(QString* error = nullptr) const;
    QImage settledScreenshot() const;
    // The visible windows of a process (its pid), dialogs and menus included.
    std::vector<XWindow> windowsOf(qint64 pid) const;
    std::optional<XWindow> window(const QString& id) const;

    // Starts the built cubelab with the arguments, with a home of its own that persists
    // across starts within this session (its settings, as a user's would); false with
    // error() when it did not show its window.
    bool startCubeLab(const QStringList& arguments);
    qint64 cubeLabPid() const;
    // What cubelab wrote to standard error in this session, for a failure's message.
    QString cubeLabSaid() const;
    // Where cubelab keeps its settings in this session's home (QSettings' file).
    QString settingsFile() const;
    // The main window (title "… – CubeLab").
    std::optional<XWindow> mainWindow() const;
    // Ctrl+Q and waits until the program has ended (it saves its settings on the way).
    bool quitCubeLab();

    // Keeps the picture as PNG in $CUBELAB_X11_SHOTS (when set), named name.
    void keep(const QImage& picture, const QString& name) const;

    // Calls done until it is true, a few times a second, giving up after about limitMs.
    static bool waitFor(const std::function<bool()>& done, int limitMs = 10000);

private:
    QProcessEnvironment environment() const;
    void stop(QProcess& process);

    QSize mScreen;
    QString mDisplay;
    QString mError;
    QTemporaryDir mHome;
    QProcess mServer;
    QProcess mWindowManager;
    std::unique_ptr<QProcess> mCubeLab;
};

// Whether every pixel of the picture is black.
bool isAllBlack(const QImage& picture);
// How many pixels of two pictures of one size differ.
qint64 differingPixels(const QImage& a, const QImage& b);

// A test in a real X session: skipped where a tool the session needs is not installed, and
// failed so in CI (CI=true), where scripts/install-deps has installed them.
class XSessionTest : public ::testing::Test
{
protected:
    void SetUp() override;
};

} // namespace cubelab::x11test
