#include "window/windowsettings.h"

#include "common/screenfit.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "document/documentfiles.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "window/languageswitcher.h"
#include "window/mainwindow.h"
#include "window/presentationmode.h"
#include "window/windowfiles.h"

#include <QAction>
#include <QActionGroup>
#include <QSettings>
#include <QStatusBar>
#include <cubelab/machinejson.h>
#include <cubelab/moment.h>

namespace cubelab::gui {

namespace {
constexpr int kMessageMs = 10000;
} // namespace

void WindowSettings::save() const
{
    const MainWindow* window = mParts.window;
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), mParts.presentation->normalState());
    settings.setValue(QStringLiteral("window/presentation"), window->isPresentationMode());
    const auto chosen = window->view()->chosenLayout();
    settings.setValue(QStringLiteral("view/chosenLayout"), chosen ? static_cast<int>(*chosen) : -1);
    settings.setValue(QStringLiteral("language"), window->languageSwitcher()->language());
    settings.setValue(QStringLiteral("theme"), Theme::id(window->theme()));
    settings.setValue(QStringLiteral("player/intervalMs"), window->player()->interval());
    saveDocument(settings);
}

void WindowSettings::saveDocument(QSettings& settings) const
{
    const Session* session = mParts.window->session();
    settings.setValue(QStringLiteral("session/machine"),
                      QString::fromStdString(machineToJson(session->machine()).dump()));
    // Changes not saved are not remembered either: at quit they were saved or discarded.
    if (!session->isRecordedTrace()) {
        // A scenario too large to restore at start (restoreScenario) is not remembered either.
        const QString text = DocumentFiles::scenarioText(
            session->isModified() ? session->savedScenario() : session->scenario());
        if (text.size() <= kMaxRememberedScenarioCharacters)
            settings.setValue(QStringLiteral("session/scenario"), text);
        else
            settings.remove(QStringLiteral("session/scenario"));
    }
    settings.setValue(QStringLiteral("session/file"), mParts.files->currentFile());
    // What was shown of it — the step, layout, panel, following, comparison — as its link. A
    // recorded trace, an unsaved change and a cube no link holds are not remembered so.
    QString link;
    if (!session->isRecordedTrace() && !session->isModified()) {
        try {
            link = QString::fromStdString(momentToLink(mParts.window->shown()->toMoment()));
        } catch (const std::exception&) {
        }
    }
    settings.setValue(QStringLiteral("session/moment"), link);
}

void WindowSettings::restore()
{
    QSettings settings;
    restoreWindow(settings);
    // The machine first: a remembered scenario that names a machine brings its own.
    restoreMachine(settings);
    restoreScenario(settings);
}

void WindowSettings::restoreWindow(QSettings& settings)
{
    MainWindow* window = mParts.window;
    // The first start: maximised, on any screen (a 1920 x 1080 one gives the cube and the
    // lesson all of it); restored, kExportSize where the screen has room for it. A remembered
    // geometry is fitted to today's screen (a lecture room's projector may be smaller than the
    // desk's screen).
    window->resize(ScreenFit::fitted(window, MainWindow::kExportSize));
    window->setWindowState(Qt::WindowMaximized);
    if (window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()) &&
        !(window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        window->resize(ScreenFit::fitted(window, window->size()));
    if (!window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
        mParts.docksNotRestored();
    window->setPresentationMode(
        settings.value(QStringLiteral("window/presentation"), false).toBool());
    // Remembered as the view's LayoutMode (-1: the collective's figure).
    const int layout = settings.value(QStringLiteral("view/chosenLayout"), -1).toInt();
    for (const ShownLayout shown :
         {ShownLayout::Figure, ShownLayout::Cube, ShownLayout::Tree, ShownLayout::Weight})
        if (const auto mode = HypercubeView::layoutOf(shown);
            (mode ? static_cast<int>(*mode) : -1) == layout)
            window->shown()->setLayout(shown);
    window->setTheme(
        Theme::fromId(settings.value(QStringLiteral("theme"), QStringLiteral("light")).toString()));
    window->player()->setInterval(
        settings.value(QStringLiteral("player/intervalMs"), 1000).toInt());
    const QString language =
        settings.value(QStringLiteral("language"), QStringLiteral("en")).toString();
    window->setLanguage(LanguageSwitcher::isAvailable(language) ? language : QStringLiteral("en"));
}

void WindowSettings::restoreMachine(QSettings& settings)
{
    const QString machine = settings.value(QStringLiteral("session/machine")).toString();
    if (machine.isEmpty())
        return;
    try {
        mParts.window->session()->applyMachine(parseMachine(machine.toStdString(), "settings"));
    } catch (const std::exception& e) {
        say(tr("The last machine could not be restored: %1").arg(DocumentFiles::message(e)));
    }
}

void WindowSettings::restoreScenario(QSettings& settings)
{
    // What a start restores is bounded, so that a remembered large scenario does not slow
    // every start: a text longer than kMaxRememberedScenarioCharacters, a run beyond the run
    // budget (Session::checkRunFits, the command line's), or a cube whose run the window would
    // hand to its worker (Session::isLongRun), is not run at start; the window opens on the
    // lecture example and says so.
    const QString scenario = settings.value(QStringLiteral("session/scenario")).toString();
    if (scenario.size() > kMaxRememberedScenarioCharacters) {
        say(tr("The last scenario is too large to restore at start; open its file again."));
        return;
    }
    if (scenario.isEmpty())
        return;
    try {
        const Scenario remembered = DocumentFiles::scenarioFromText(scenario);
        Session::checkRunFits(remembered);
        if (Session::isLongRun(remembered))
            say(tr("The last scenario (n = %1) takes a while to run, so the window opens on the "
                   "lecture example; open its file again to continue.")
                    .arg(remembered.dimension));
        else if (mParts.window->session()->resetScenario(remembered))
            mParts.files->restoreFile(settings.value(QStringLiteral("session/file")).toString());
        restoreMomentView(settings.value(QStringLiteral("session/moment")).toString());
    } catch (const std::exception& e) {
        // A remembered scenario this version cannot read: start on the lecture example.
        say(tr("The last scenario could not be restored: %1").arg(DocumentFiles::message(e)));
    }
}

void WindowSettings::restoreMomentView(const QString& link)
{
    if (link.isEmpty())
        return;
    // The view is shown on the scenario restored; one it does not fit (a step it lacks) is
    // left out, the window at the scenario's start.
    try {
        QString why;
        if (std::optional<Shown> view =
                Shown::fromMoment(momentFromLink(link.toStdString()), &why)) {
            view->scenario.reset();
            mParts.window->shown()->show(*view, &why);
        }
    } catch (const std::exception&) {
    }
}

void WindowSettings::say(const QString& message)
{
    mParts.window->statusBar()->showMessage(message, kMessageMs);
}

} // namespace cubelab::gui
