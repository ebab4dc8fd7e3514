#include "xsession.h"

#include "xwdimage.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QThread>
#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace cubelab::x11test {

namespace {

constexpr int kDisplayFd = 3; // where Xvfb -displayfd writes the display's number
constexpr int kToolLimitMs = 20000;

// The number of a line "  NAME:  VALUE" of xwininfo.
int infoValue(const QByteArray& text, const char* name)
{
    const QRegularExpression pattern(
        QStringLiteral("^\\s*%1:\\s*(-?\\d+)\\s*$").arg(QLatin1String(name)),
        QRegularExpression::MultilineOption);
    return pattern.match(QString::fromUtf8(text)).captured(1).toInt();
}

} // namespace

QStringList XSession::missingTools()
{
    QStringList missing;
    for (const char* program : {"Xvfb", "openbox", "xdotool", "xprop", "xwininfo"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(program)).isEmpty())
            missing << QString::fromLatin1(program);
    return missing;
}

XSession::XSession(QSize screen) : mScreen(screen)
{
    for (QProcess* p : {&mServer, &mWindowManager}) {
        p->setStandardOutputFile(QProcess::nullDevice());
        p->setStandardErrorFile(QProcess::nullDevice());
    }
    // Xvfb picks a free display and writes its number to a pipe once it accepts clients.
    int fds[2];
    if (::pipe(fds) != 0) {
        mError = QStringLiteral("no pipe for Xvfb -displayfd");
        return;
    }
    const int writeEnd = fds[1];
    mServer.setChildProcessModifier([writeEnd] { ::dup2(writeEnd, kDisplayFd); });
    mServer.start(QStringLiteral("Xvfb"),
                  {QStringLiteral("-displayfd"), QString::number(kDisplayFd),
                   QStringLiteral("-screen"), QStringLiteral("0"),
                   QStringLiteral("%1x%2x24").arg(screen.width()).arg(screen.height()),
                   QStringLiteral("-nolisten"), QStringLiteral("tcp"), QStringLiteral("-noreset"),
                   QStringLiteral("-fbdir"), mHome.path()});
    ::close(writeEnd);
    QByteArray number;
    if (mServer.waitForStarted(kToolLimitMs)) {
        QElapsedTimer clock;
        clock.start();
        while (!number.endsWith('\n') && clock.elapsed() < kToolLimitMs) {
            pollfd in{fds[0], POLLIN, 0};
            if (::poll(&in, 1, 200) > 0) {
                char c = 0;
                if (::read(fds[0], &c, 1) != 1)
                    break;
                number += c;
            }
        }
    }
    ::close(fds[0]);
    if (!number.trimmed().toInt() && number.trimmed() != "0") {
        mError = QStringLiteral("Xvfb did not start (%1)").arg(mServer.errorString());
        return;
    }
    mDisplay = QLatin1Char(':') + QString::fromLatin1(number.trimmed());

    QDir(mHome.path()).mkpath(QStringLiteral(".config"));
    QDir(mHome.path()).mkpath(QStringLiteral("runtime"));
    QFile::setPermissions(mHome.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    mWindowManager.setProcessEnvironment(environment());
    mWindowManager.start(QStringLiteral("openbox"), {QStringLiteral("--sm-disable")});
    // openbox manages the screen once it has set the EWMH check window on the root.
    const bool managing = waitFor([this] {
        const auto out =
            tool(QStringLiteral("xprop"),
                 {QStringLiteral("-root"), QStringLiteral("_NET_SUPPORTING_WM_CHECK")});
        return out && out->contains("window id");
    });
    if (!managing)
        mError = QStringLiteral("openbox did not start on %1").arg(mDisplay);
    // The pointer out of the way, in the screen's last pixel: no tooltip, no hover.
    tool(QStringLiteral("xdotool"),
         {QStringLiteral("mousemove"), QString::number(screen.width() - 1),
          QString::number(screen.height() - 1)});
}

XSession::~XSession()
{
    if (mCubeLab)
        stop(*mCubeLab);
    stop(mWindowManager);
    stop(mServer);
}

void XSession::stop(QProcess& process)
{
    if (process.state() == QProcess::NotRunning)
        return;
    process.terminate();
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished(5000);
    }
}

QProcessEnvironment XSession::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // Nothing of the developer's desktop or settings: a home, a display and a platform of its own.
    for (const char* name :
         {"WAYLAND_DISPLAY", "QT_QPA_PLATFORMTHEME", "QT_STYLE_OVERRIDE", "QT_SCALE_FACTOR",
          "QT_SCREEN_SCALE_FACTORS", "QT_FONT_DPI", "SESSION_MANAGER", "XAUTHORITY",
          "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "LANGUAGE"})
        env.remove(QString::fromLatin1(name));
    const QString home = mHome.path();
    env.insert(QStringLiteral("DISPLAY"), mDisplay);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home + QStringLiteral("/runtime"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("NO_AT_BRIDGE"), QStringLiteral("1"));
    return env;
}

std::optional<QByteArray> XSession::tool(const QString& program, const QStringList& arguments) const
{
    QProcess process;
    process.setProcessEnvironment(environment());
    process.start(program, arguments);
    if (!process.waitForFinished(kToolLimitMs)) {
        process.kill();
        process.waitForFinished();
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    return process.readAllStandardOutput();
}

void XSession::key(const QString& keys) const
{
    tool(QStringLiteral("xdotool"), {QStringLiteral("key"), keys});
}

QImage XSession::screenshot(QString* error) const
{
    // The screen itself: Xvfb keeps its frame buffer in this file (-fbdir), in XWD format, as
    // the screen shows it — every window as drawn, the mouse pointer included. (xwd -root
    // would compose the windows again and show a window of another visual, a menu or a
    // dialog, as black.)
    QString why;
    QImage picture;
    QFile file(mHome.filePath(QStringLiteral("Xvfb_screen0")));
    if (file.open(QIODevice::ReadOnly))
        picture = readXwd(file.readAll(), &why);
    else
        why = QStringLiteral("no frame buffer file: %1").arg(file.errorString());
    if (error)
        *error = why;
    return picture;
}

QImage XSession::settledScreenshot() const
{
    // An animation, a window being mapped or laid out: wait until two pictures in a row agree.
    QImage last = screenshot();
    for (int round = 0; round < 60; ++round) {
        QThread::msleep(150);
        QImage next = screenshot();
        if (next == last)
            return next;
        last = next;
    }
    return last;
}

std::optional<XWindow> XSession::window(const QString& id) const
{
    // xwininfo, not xdotool's getwindowgeometry: that adds the frame's offset once more for a
    // window the window manager has framed.
    const auto info = tool(QStringLiteral("xwininfo"), {QStringLiteral("-id"), id});
    if (!info)
        return std::nullopt;
    XWindow w;
    w.id = id;
    w.client =
        QRect(infoValue(*info, "Absolute upper-left X"), infoValue(*info, "Absolute upper-left Y"),
              infoValue(*info, "Width"), infoValue(*info, "Height"));
    if (const auto name = tool(QStringLiteral("xdotool"), {QStringLiteral("getwindowname"), id}))
        w.name = QString::fromUtf8(*name).trimmed();
    w.frame = w.client;
    if (const auto props = tool(QStringLiteral("xprop"),
                                {QStringLiteral("-id"), id, QStringLiteral("_NET_FRAME_EXTENTS"),
                                 QStringLiteral("_NET_WM_STATE")})) {
        const QString text = QString::fromUtf8(*props);
        static const QRegularExpression extents(
            QStringLiteral("_NET_FRAME_EXTENTS\\(CARDINAL\\) = (\\d+), (\\d+), (\\d+), (\\d+)"));
        if (const auto m = extents.match(text); m.hasMatch())
            w.frame = w.client.adjusted(-m.captured(1).toInt(), -m.captured(3).toInt(),
                                        m.captured(2).toInt(), m.captured(4).toInt());
        w.fullScreen = text.contains(QStringLiteral("_NET_WM_STATE_FULLSCREEN"));
        w.maximised = text.contains(QStringLiteral("_NET_WM_STATE_MAXIMIZED_VERT")) &&
                      text.contains(QStringLiteral("_NET_WM_STATE_MAXIMIZED_HORZ"));
    }
    return w;
}

std::vector<XWindow> XSession::windowsOf(qint64 pid) const
{
    std::vector<XWindow> windows;
    const auto ids =
        tool(QStringLiteral("xdotool"), {QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                         QStringLiteral("--pid"), QString::number(pid)});
    if (!ids)
        return windows;
    for (const QByteArray& id : ids->split('\n'))
        if (!id.trimmed().isEmpty())
            if (auto w = window(QString::fromLatin1(id.trimmed())))
                windows.push_back(*w);
    return windows;
}

bool XSession::startCubeLab(const QStringList& arguments)
{
    if (mCubeLab)
        stop(*mCubeLab);
    mCubeLab = std::make_unique<QProcess>();
    mCubeLab->setProcessEnvironment(environment());
    mCubeLab->setStandardOutputFile(mHome.filePath(QStringLiteral("cubelab.out")),
                                    QIODevice::Append);
    mCubeLab->setStandardErrorFile(mHome.filePath(QStringLiteral("cubelab.err")),
                                   QIODevice::Append);
    mCubeLab->start(QStringLiteral(CUBELAB_GUI), arguments);
    if (!mCubeLab->waitForStarted(kToolLimitMs)) {
        mError = QStringLiteral("cubelab did not start: %1").arg(mCubeLab->errorString());
        return false;
    }
    if (!waitFor([this] { return mainWindow().has_value(); }, 30000)) {
        mError = QStringLiteral("cubelab showed no window on %1; it said: %2")
                     .arg(mDisplay, cubeLabSaid());
        return false;
    }
    settledScreenshot();
    return true;
}

QString XSession::cubeLabSaid() const
{
    QFile file(mHome.filePath(QStringLiteral("cubelab.err")));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString XSession::settingsFile() const
{
    return mHome.filePath(QStringLiteral(".config/CubeLab/CubeLab.conf"));
}

qint64 XSession::cubeLabPid() const
{
    return mCubeLab ? mCubeLab->processId() : 0;
}

std::optional<XWindow> XSession::mainWindow() const
{
    for (const XWindow& w : windowsOf(cubeLabPid()))
        if (w.name.endsWith(QStringLiteral(" – CubeLab")))
            return w;
    return std::nullopt;
}

bool XSession::quitCubeLab()
{
    if (!mCubeLab)
        return false;
    key(QStringLiteral("ctrl+q"));
    if (mCubeLab->waitForFinished(20000))
        return mCubeLab->exitStatus() == QProcess::NormalExit && mCubeLab->exitCode() == 0;
    stop(*mCubeLab);
    return false;
}

void XSession::keep(const QImage& picture, const QString& name) const
{
    const QString folder = qEnvironmentVariable("CUBELAB_X11_SHOTS");
    if (!folder.isEmpty() && QDir().mkpath(folder))
        picture.save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

bool XSession::waitFor(const std::function<bool()>& done, int limitMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > limitMs)
            return false;
        QThread::msleep(100);
    }
    return true;
}

bool isAllBlack(const QImage& picture)
{
    if (picture.isNull())
        return false;
    const QImage rgb = picture.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if ((line[x] & 0xffffff) != 0)
                return false;
    }
    return true;
}

qint64 differingPixels(const QImage& a, const QImage& b)
{
    if (a.size() != b.size())
        return qint64{a.width()} * a.height();
    const QImage x = a.convertToFormat(QImage::Format_RGB32);
    const QImage y = b.convertToFormat(QImage::Format_RGB32);
    qint64 count = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            count += (p[col] & 0xffffff) != (q[col] & 0xffffff);
    }
    return count;
}

void XSessionTest::SetUp()
{
    const QStringList missing = XSession::missingTools();
    if (missing.isEmpty())
        return;
    const std::string message =
        "not installed: " + missing.join(QStringLiteral(", ")).toStdString() +
        " (scripts/install-deps installs them)";
    if (qEnvironmentVariable("CI") == QLatin1String("true"))
        FAIL() << message;
    GTEST_SKIP() << message;
}

} // namespace cubelab::x11test
