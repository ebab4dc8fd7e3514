#pragma once
// ActionTable: every action of the window written once — its id and object name, its text and
// help, its keys, its menu and place there, whether it is checkable, when it is enabled, when
// its keys act, and what it does. The menus, their retranslation, Help ▸ Keys, the keys the
// stage routes (KeyRouter, BlankScreen) and the keyboard tests are all made from this table
// (WindowActions makes the QActions and menus); nothing else lists the window's actions.
// The actions a registry makes (a panel's, a lesson's, a language's, a theme's or a layout's)
// are made from that registry and placed in the menus the table names.

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>
#include <optional>
#include <vector>

namespace cubelab::gui {

class MainWindow;

enum class ActionId
{
    First,
    Previous,
    PlayPause,
    Next,
    Last,
    Slower,
    Faster,
    ZoomIn,
    ZoomOut,
    ZoomReset,
    FullScreen,
    Blank,
    Presentation,
    StageSwap,
    LeavePresentation,
    StopFollowing,
    ResetLayout,
    NextPanel,
    PreviousPanel,
    CompareWith,
    CompareSpaceTime,
    StopComparing,
    Undo,
    Redo,
    LectureExample,
    OpenScenario,
    OpenTrace,
    OpenLink,
    OpenLesson,
    CopyLink,
    CopyScene,
    SaveScenario,
    SaveScenarioAs,
    ExportPng,
    ExportSvg,
    ExportTrace,
    ExportChromeTrace,
    ExportPajeTrace,
    ExportHandout,
    ExportAnimation,
    ExportTikz,
    ExportWebPage,
    Quit,
    Keys,
    About
};

// The window's menus; the menu bar shows the top-level ones in this order.
enum class MenuId
{
    None, // an action with keys only (Esc leaving the stage)
    File,
    Recent,
    Export,
    Edit,
    Step,
    View,
    Layout,
    Theme,
    Analysis,
    Language,
    Help,
    Lessons
};

// One key of an action: a key of its own, or the platform's standard binding.
struct ActionKey
{
    QKeyCombination key{}; // Qt::Key_unknown: none
    QKeySequence::StandardKey standard = QKeySequence::UnknownKey;
    bool everyBinding = false; // every binding the platform has for standard, not its first
    // A presenter's clicker sends it: it steps even while a single-line field is being typed in.
    bool clicker = false;

    static constexpr ActionKey plain(QKeyCombination key) { return {key}; }
    static constexpr ActionKey ofClicker(QKeyCombination key) { return {key, {}, false, true}; }
    static constexpr ActionKey platform(QKeySequence::StandardKey standard)
    {
        return {{}, standard};
    }
    // Every binding of the platform; key where the platform has none (two bindings for one key
    // make a shortcut ambiguous, and it stops firing).
    static constexpr ActionKey everyPlatformBinding(QKeySequence::StandardKey standard,
                                                    QKeyCombination otherwise = {})
    {
        return {otherwise, standard, true};
    }
};

struct ActionEntry
{
    enum Flag
    {
        Checkable = 0x1,
        // While the screen is blank, its keys bring the picture back and act on it (reveal()).
        RevealsBlank = 0x2,
        QuitRole = 0x4, // the platform's places for Quit and About (macOS's application menu)
        AboutRole = 0x8,
    };

    ActionId id;
    const char* name; // the QAction's objectName (MainWindow::action, the tests, settings)
    MenuId menu = MenuId::None;
    bool separatorBefore = false;
    const char* text = nullptr; // QT_TRANSLATE_NOOP: with its Alt letter (the spoken name: without)
    const char* help = nullptr; // the tool tip and Help ▸ Keys; nullptr: the text says it
    QList<ActionKey> keys = {};
    int flags = 0;
    void (*run)(MainWindow& window) = nullptr;
    bool (*enabled)(const MainWindow& window) = nullptr;      // nullptr: always
    bool (*keysAct)(const MainWindow& window) = nullptr;      // nullptr: whenever it is enabled
    bool (*isOn)(const MainWindow& window) = nullptr;         // whether a checkable one is checked
    QString (*shownText)(const MainWindow& window) = nullptr; // a text that follows the state
};

// A menu: in the menu bar, or a submenu of parent after the action after (nothing: first).
struct MenuEntry
{
    MenuId id;
    MenuId parent; // None: in the menu bar
    const char* name;
    const char* title;
    std::optional<ActionId> after = {};
    bool separatorBefore = false;
};

class ActionTable
{
    Q_DECLARE_TR_FUNCTIONS(ActionTable)

public:
    // Every action, in the order of its menu (and the menus in the order of menus()).
    static const std::vector<ActionEntry>& actions();
    static const std::vector<MenuEntry>& menus();
    static const ActionEntry& entry(ActionId id);
    static const MenuEntry& menu(MenuId id);

    // The entry's shortcuts as the platform binds them.
    static QList<QKeySequence> shortcuts(const ActionEntry& entry);
    // The entry's text and help, translated; the keys as the platform names them ("Ctrl+O").
    static QString text(const ActionEntry& entry);
    static QString help(const ActionEntry& entry);
    static QString keysText(const ActionEntry& entry);
    static QString toolTip(const ActionEntry& entry, const QString& shownText);
    static QString title(const MenuEntry& menu);

    // Whether the key (Qt::Key, modifiers aside) is a clicker's: it reaches the steps even while a
    // single-line field is being typed in (KeyRouter).
    static bool isClickerKey(int key);
    // Whether the key (Qt::Key, modifiers aside) brings a blank screen back (BlankScreen): a key
    // of an action that says so.
    static bool revealsBlank(int key);
    // Brings the picture back for the key (Qt::Key; 0: a click on the black) and, for a step key,
    // does its action on it: one press reveals and steps (docs/gui.md, "Blank").
    static void reveal(MainWindow& window, int key);

private:
    static bool bindsKey(const ActionEntry& entry, int key);
    // The rows, by menu; their handlers and rules reach into the window (a friend of it).
    static std::vector<ActionEntry> makeTable();
    static void openActions(std::vector<ActionEntry>& table);
    static void saveActions(std::vector<ActionEntry>& table);
    static void lectureExportActions(std::vector<ActionEntry>& table);
    static void editActions(std::vector<ActionEntry>& table);
    static void playerActions(std::vector<ActionEntry>& table);
    static void stepActions(std::vector<ActionEntry>& table);
    static void stageActions(std::vector<ActionEntry>& table);
    static void compareActions(std::vector<ActionEntry>& table);
    static void viewActions(std::vector<ActionEntry>& table);
    static void helpActions(std::vector<ActionEntry>& table);
};

} // namespace cubelab::gui
