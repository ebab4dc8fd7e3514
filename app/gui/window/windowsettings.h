#pragma once
// WindowSettings: what the window remembers from one start to the next (QSettings) — its
// geometry and docks, presentation mode, the layout chosen, the theme, the language, the
// player's speed — and the document: the machine, the scenario (unless it has unsaved changes
// or is too large), its file and the moment shown of it, as a link. A start restores them,
// bounded so that a remembered large scenario does not slow every start.

#include <QCoreApplication>
#include <QString>
#include <functional>

class QActionGroup;
class QSettings;

namespace cubelab::gui {

class MainWindow;
class PresentationMode;
class WindowFiles;

class WindowSettings
{
    Q_DECLARE_TR_FUNCTIONS(WindowSettings)

public:
    // The parts of the window the settings are read from and given to, besides its own public
    // functions (the session, the view, the player, the theme, the language, the stage).
    struct Parts
    {
        MainWindow* window = nullptr;
        // The docks' arrangement at the desk, also while the stage is shown.
        PresentationMode* presentation = nullptr;
        WindowFiles* files = nullptr;
        // No arrangement of the docks was remembered: the default one is fitted to the window.
        std::function<void()> docksNotRestored;
    };

    // The longest remembered scenario (its JSON text) that a start restores and a quit keeps:
    // a lecture's scenario is a few hundred characters; one with a million initial values is not
    // read into every start.
    static constexpr qsizetype kMaxRememberedScenarioCharacters = 64 * 1024;

    explicit WindowSettings(Parts parts) : mParts(std::move(parts)) {}

    void save() const;
    void restore();

private:
    void saveDocument(QSettings& settings) const;
    void restoreWindow(QSettings& settings);
    void restoreMachine(QSettings& settings);
    void restoreScenario(QSettings& settings);
    // Shows the view of the moment remembered at the last quit (its link) on the scenario
    // restored.
    void restoreMomentView(const QString& link);
    void say(const QString& message);

    Parts mParts;
};

} // namespace cubelab::gui
