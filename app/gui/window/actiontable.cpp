#include "window/actiontable.h"

#include "compare/comparemode.h"
#include "compare/comparestage.h"
#include "cube/hypercubeview.h"
#include "cube/player.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "lesson/lessonmode.h"
#include "lesson/lessonplayer.h"
#include "window/dockfocus.h"
#include "window/mainwindow.h"
#include "window/stagescene.h"
#include "window/windowactions.h"
#include "window/windowdocks.h"
#include "window/windowexports.h"
#include "window/windowfiles.h"
#include "window/windowlessons.h"
#include "window/windowlinks.h"
#include "window/windowstage.h"

#include <QUndoStack>
#include <algorithm>

namespace cubelab::gui {

namespace {

using Key = ActionKey;

} // namespace

// File: a new scenario, and opening one.
void ActionTable::openActions(std::vector<ActionEntry>& table)
{
    table.push_back({.id = ActionId::LectureExample,
                     .name = "lectureExample",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Lecture example"),
                     .keys = {Key::platform(QKeySequence::New)},
                     .run = [](MainWindow& w) { w.mFiles->askLectureExample(); }});
    table.push_back({.id = ActionId::OpenScenario,
                     .name = "openScenario",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Open scenario…"),
                     .keys = {Key::platform(QKeySequence::Open)},
                     .run = [](MainWindow& w) { w.mFiles->askOpenScenario(); }});
    table.push_back({.id = ActionId::OpenTrace,
                     .name = "openTrace",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Open &trace…"),
                     .keys = {Key::plain(Qt::CTRL | Qt::SHIFT | Qt::Key_O)},
                     .run = [](MainWindow& w) { w.mFiles->askOpenTrace(); }});
    table.push_back(
        {.id = ActionId::OpenLink,
         .name = "openLink",
         .menu = MenuId::File,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Open lin&k…"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Open a cubelab: link to a moment, such as one from a course page"),
         .run = [](MainWindow& w) {
             if (w.mFiles->mayDropChanges())
                 w.mLinks->ask();
         }});
}

// File: saving, the exports of the view and the trace, and quitting.
void ActionTable::saveActions(std::vector<ActionEntry>& table)
{
    table.push_back({.id = ActionId::SaveScenario,
                     .name = "saveScenario",
                     .menu = MenuId::File,
                     .separatorBefore = true,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Save scenario"),
                     .keys = {Key::platform(QKeySequence::Save)},
                     .run = [](MainWindow& w) { w.mFiles->save(); }});
    table.push_back({.id = ActionId::SaveScenarioAs,
                     .name = "saveScenarioAs",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Save scenario &as…"),
                     .keys = {Key::platform(QKeySequence::SaveAs)},
                     .run = [](MainWindow& w) { w.mFiles->askSaveAs(); }});
    table.push_back({.id = ActionId::ExportPng,
                     .name = "exportPng",
                     .menu = MenuId::File,
                     .separatorBefore = true,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Export view as P&NG…"),
                     .keys = {Key::plain(Qt::CTRL | Qt::Key_E)},
                     .run = [](MainWindow& w) { w.mExports->askViewPng(); }});
    table.push_back({.id = ActionId::ExportSvg,
                     .name = "exportSvg",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Export view as S&VG…"),
                     .keys = {Key::plain(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
                     .run = [](MainWindow& w) { w.mExports->askViewSvg(); }});
    table.push_back({.id = ActionId::ExportTrace,
                     .name = "exportTrace",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Export trace as &JSON…"),
                     .run = [](MainWindow& w) { w.mExports->askTraceJson(); }});
    table.push_back({.id = ActionId::ExportChromeTrace,
                     .name = "exportChromeTrace",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP(
                         "ActionTable", "Export trace for Perfetto / &chrome://tracing (JSON)…"),
                     .run = [](MainWindow& w) { w.mExports->askChromeTrace(); }});
    table.push_back({.id = ActionId::ExportPajeTrace,
                     .name = "exportPajeTrace",
                     .menu = MenuId::File,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Export &Pajé trace for ViTE…"),
                     .run = [](MainWindow& w) { w.mExports->askPajeTrace(); }});
    table.push_back({.id = ActionId::Quit,
                     .name = "quit",
                     .menu = MenuId::File,
                     .separatorBefore = true,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Quit"),
                     .keys = {Key::platform(QKeySequence::Quit)},
                     .flags = ActionEntry::QuitRole,
                     .run = [](MainWindow& w) { w.close(); }});
}

// File ▸ Export: the lecturer's exports.
void ActionTable::lectureExportActions(std::vector<ActionEntry>& table)
{
    table.push_back(
        {.id = ActionId::ExportHandout,
         .name = "exportHandout",
         .menu = MenuId::Export,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Handout (PDF)…"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Every step on a page: the caption, the cube and the partial results"),
         .run = [](MainWindow& w) { w.mExports->askHandout(); }});
    table.push_back({.id = ActionId::ExportAnimation,
                     .name = "exportAnimation",
                     .menu = MenuId::Export,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Animation (GIF)…"),
                     .help = QT_TRANSLATE_NOOP("ActionTable",
                                               "The stepping as a looping animation for a slide"),
                     .run = [](MainWindow& w) { w.mExports->askAnimation(); }});
    table.push_back(
        {.id = ActionId::ExportTikz,
         .name = "exportTikz",
         .menu = MenuId::Export,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&LaTeX/TikZ figure…"),
         .help = QT_TRANSLATE_NOOP("ActionTable",
                                   "The cube at the current step as a LaTeX document for pdflatex"),
         .run = [](MainWindow& w) { w.mExports->askTikz(); }});
    table.push_back(
        {.id = ActionId::ExportWebPage,
         .name = "exportWebPage",
         .menu = MenuId::Export,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Web page…"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "The lesson, or the scenario, as one HTML file a student steps through "
                            "in any browser, offline"),
         .run = [](MainWindow& w) { w.mExports->askWebPage(); }});
}

// Edit: undo, redo and the links.
void ActionTable::editActions(std::vector<ActionEntry>& table)
{
    // The texts follow the undo stack's ("Undo Change n"), in the language shown now.
    table.push_back(
        {.id = ActionId::Undo,
         .name = "undo",
         .menu = MenuId::Edit,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Undo"),
         .keys = {Key::everyPlatformBinding(QKeySequence::Undo)},
         .run = [](MainWindow& w) { w.mSession->undoStack()->undo(); },
         .enabled = [](const MainWindow& w) { return w.mSession->undoStack()->canUndo(); },
         .shownText =
             [](const MainWindow& w) {
                 const QUndoStack* stack = w.mSession->undoStack();
                 return stack->canUndo() ? ActionTable::tr("&Undo %1").arg(stack->undoText())
                                         : ActionTable::tr("&Undo");
             }});
    table.push_back(
        {.id = ActionId::Redo,
         .name = "redo",
         .menu = MenuId::Edit,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Redo"),
         .keys = {Key::everyPlatformBinding(QKeySequence::Redo)},
         .run = [](MainWindow& w) { w.mSession->undoStack()->redo(); },
         .enabled = [](const MainWindow& w) { return w.mSession->undoStack()->canRedo(); },
         .shownText =
             [](const MainWindow& w) {
                 const QUndoStack* stack = w.mSession->undoStack();
                 return stack->canRedo() ? ActionTable::tr("&Redo %1").arg(stack->redoText())
                                         : ActionTable::tr("&Redo");
             }});
    table.push_back(
        {.id = ActionId::CopyLink,
         .name = "copyLink",
         .menu = MenuId::Edit,
         .separatorBefore = true,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Copy &link to this moment"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Copy a cubelab: link that opens this scenario at this step, with the "
                            "layout, the panel, what is followed and the comparison shown now"),
         .keys = {Key::plain(Qt::CTRL | Qt::SHIFT | Qt::Key_L)},
         .run = [](MainWindow& w) { w.mLinks->copy(); }});
    table.push_back(
        {.id = ActionId::CopyScene,
         .name = "copyScene",
         .menu = MenuId::Edit,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Copy this moment as a lesson &scene"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Copy this moment as a scene of a lesson file, to paste into a lesson "
                            "and give its title and text (docs/lessons.md)"),
         .run = [](MainWindow& w) { w.mLessons->mode()->copyScene(); }});
}

// Step: the player and its speed.
void ActionTable::playerActions(std::vector<ActionEntry>& table)
{
    table.push_back({.id = ActionId::PlayPause,
                     .name = "playPause",
                     .menu = MenuId::Step,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Play"),
                     .keys = {Key::plain(Qt::Key_Space)},
                     .flags = ActionEntry::RevealsBlank,
                     .run =
                         [](MainWindow& w) {
                             // In a lesson the clicker's keys go through it: its steps, then its
                             // scenes.
                             if (w.lessons()->isActive())
                                 w.lessons()->next();
                             else
                                 w.mPlayer->toggle();
                         },
                     .shownText =
                         [](const MainWindow& w) {
                             return w.mPlayer->isPlaying() ? ActionTable::tr("P&ause")
                                                           : ActionTable::tr("&Play");
                         }});
    table.push_back(
        {.id = ActionId::Slower,
         .name = "slower",
         .menu = MenuId::Step,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Slower"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Slower: more time per step while playing"),
         .keys = {Key::plain(Qt::Key_Less)},
         .run = [](MainWindow& w) { w.mPlayer->slower(); }});
    table.push_back(
        {.id = ActionId::Faster,
         .name = "faster",
         .menu = MenuId::Step,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Fas&ter"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Faster: less time per step while playing"),
         .keys = {Key::plain(Qt::Key_Greater)},
         .run = [](MainWindow& w) { w.mPlayer->faster(); }});
}

// Step: the steps, for the keyboard and a presenter's clicker.
void ActionTable::stepActions(std::vector<ActionEntry>& table)
{
    table.push_back({.id = ActionId::Next,
                     .name = "next",
                     .menu = MenuId::Step,
                     .separatorBefore = true,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Next step"),
                     .keys = {Key::plain(Qt::Key_Right), Key::ofClicker(Qt::Key_PageDown)},
                     .flags = ActionEntry::RevealsBlank,
                     .run = [](MainWindow& w) {
                         w.mPlayer->pause();
                         if (w.lessons()->isActive())
                             w.lessons()->next();
                         else
                             w.mShown->nextStep();
                     }});
    table.push_back({.id = ActionId::Previous,
                     .name = "previous",
                     .menu = MenuId::Step,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Pre&vious step"),
                     .keys = {Key::plain(Qt::Key_Left), Key::ofClicker(Qt::Key_PageUp)},
                     .flags = ActionEntry::RevealsBlank,
                     .run = [](MainWindow& w) {
                         w.mPlayer->pause();
                         if (w.lessons()->isActive())
                             w.lessons()->back();
                         else
                             w.mShown->previousStep();
                     }});
    table.push_back({.id = ActionId::First,
                     .name = "first",
                     .menu = MenuId::Step,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&First step"),
                     .keys = {Key::plain(Qt::Key_Home)},
                     .flags = ActionEntry::RevealsBlank,
                     .run = [](MainWindow& w) { w.mShown->firstStep(); }});
    table.push_back({.id = ActionId::Last,
                     .name = "last",
                     .menu = MenuId::Step,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Last step"),
                     .keys = {Key::plain(Qt::Key_End)},
                     .flags = ActionEntry::RevealsBlank,
                     .run = [](MainWindow& w) { w.mShown->lastStep(); }});
}

// View: the stage, full screen, the blank screen and following.
void ActionTable::stageActions(std::vector<ActionEntry>& table)
{
    table.push_back(
        {.id = ActionId::Presentation,
         .name = "presentation",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Presentation mode"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Presentation mode: the cube, the caption and the partial results "
                            "alone, in large type"),
         .keys = {Key::plain(Qt::Key_F5)},
         .flags = ActionEntry::Checkable,
         .run = [](MainWindow& w) { w.setPresentationMode(!w.isPresentationMode()); },
         .isOn = [](const MainWindow& w) { return w.isPresentationMode(); }});
    // A lesson's scene puts its panel on the stage (StageScene); C gives the cube its place back.
    table.push_back(
        {.id = ActionId::StageSwap,
         .name = "stageSwap",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "S&wap the cube and the scene's panel"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "On the stage: the lesson scene's panel and the cube (or the partial "
                            "results) change places"),
         .keys = {Key::plain(Qt::Key_C)},
         .run = [](MainWindow& w) { w.mStage->scene()->toggle(); },
         .enabled = [](const MainWindow& w) { return w.mStage->scene()->canToggle(); }});
    table.push_back({.id = ActionId::FullScreen,
                     .name = "fullScreen",
                     .menu = MenuId::View,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "F&ull screen"),
                     .keys = {Key::everyPlatformBinding(QKeySequence::FullScreen, Qt::Key_F11)},
                     .flags = ActionEntry::Checkable,
                     .run = [](MainWindow& w) { w.toggleFullScreen(); },
                     .isOn = [](const MainWindow& w) { return w.isFullScreen(); }});
    table.push_back(
        {.id = ActionId::Blank,
         .name = "blank",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Blank screen"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Blank the screen, as a clicker's blank key does; a step key brings "
                            "the picture back"),
         .keys = {Key::plain(Qt::Key_B), Key::plain(Qt::Key_Period)},
         .flags = ActionEntry::Checkable | ActionEntry::RevealsBlank,
         .run = [](MainWindow& w) { w.setBlanked(!w.isBlanked()); },
         .isOn = [](const MainWindow& w) { return w.isBlanked(); }});
    // Esc stops following outside the stage only: Esc's actions are never enabled together.
    table.push_back({.id = ActionId::StopFollowing,
                     .name = "stopFollowing",
                     .menu = MenuId::View,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Stop following"),
                     .help = QT_TRANSLATE_NOOP("ActionTable", "Stop following an input or an s_i"),
                     .keys = {Key::plain(Qt::Key_Escape)},
                     .run = [](MainWindow& w) { w.mSession->stopFollowing(); },
                     .enabled =
                         [](const MainWindow& w) {
                             return !w.isPresentationMode() && w.mSession->follow().active();
                         }});
}

// View: comparing two scenarios.
void ActionTable::compareActions(std::vector<ActionEntry>& table)
{
    table.push_back(
        {.id = ActionId::CompareWith,
         .name = "compareWith",
         .menu = MenuId::View,
         .separatorBefore = true,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Compare with…"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Show a second scenario beside this one, stepped by the same timeline"),
         .run = [](MainWindow& w) { w.askComparison(); }});
    // Both halves show the space-time diagram instead of the cube.
    table.push_back(
        {.id = ActionId::CompareSpaceTime,
         .name = "compareSpaceTime",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Compare the space-time &diagrams"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable",
             "While comparing, show both scenarios' space-time diagrams instead of their cubes"),
         .flags = ActionEntry::Checkable,
         .run =
             [](MainWindow& w) {
                 const bool spaceTime =
                     w.mCompareStage->halfView() == CompareStage::HalfView::SpaceTime;
                 w.mCompareStage->setHalfView(spaceTime ? CompareStage::HalfView::Cube
                                                        : CompareStage::HalfView::SpaceTime);
             },
         .enabled = [](const MainWindow& w) { return w.mCompare->isOn(); },
         .isOn =
             [](const MainWindow& w) {
                 return w.mCompareStage->halfView() == CompareStage::HalfView::SpaceTime;
             }});
    // Esc stops comparing where it neither leaves the stage nor stops following first.
    table.push_back(
        {.id = ActionId::StopComparing,
         .name = "stopComparing",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Stop comparing"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Show the current scenario alone again"),
         .keys = {Key::plain(Qt::Key_Escape)},
         .run = [](MainWindow& w) { w.mCompare->stop(); },
         .enabled = [](const MainWindow& w) { return w.mCompare->isOn(); },
         .keysAct =
             [](const MainWindow& w) {
                 return !w.isPresentationMode() && !w.mSession->follow().active();
             }});
}

// View: the zoom, the docks and the keyboard's way through them.
void ActionTable::viewActions(std::vector<ActionEntry>& table)
{
    // Comparing, both halves zoom alike.
    table.push_back({.id = ActionId::ZoomIn,
                     .name = "zoomIn",
                     .menu = MenuId::View,
                     .separatorBefore = true,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Zoom &in"),
                     .keys = {Key::plain(Qt::Key_Plus), Key::platform(QKeySequence::ZoomIn)},
                     .run = [](MainWindow& w) { w.zoom(&HypercubeView::zoomIn); }});
    table.push_back({.id = ActionId::ZoomOut,
                     .name = "zoomOut",
                     .menu = MenuId::View,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Zoom &out"),
                     .keys = {Key::plain(Qt::Key_Minus), Key::platform(QKeySequence::ZoomOut)},
                     .run = [](MainWindow& w) { w.zoom(&HypercubeView::zoomOut); }});
    table.push_back({.id = ActionId::ZoomReset,
                     .name = "zoomReset",
                     .menu = MenuId::View,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Fit to window"),
                     .keys = {Key::plain(Qt::CTRL | Qt::Key_0)},
                     .run = [](MainWindow& w) { w.zoom(&HypercubeView::resetZoom); }});
    table.push_back(
        {.id = ActionId::ResetLayout,
         .name = "resetLayout",
         .menu = MenuId::View,
         .separatorBefore = true,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Reset layout"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Put every panel back in its first place"),
         .run = [](MainWindow& w) { w.mDocks->arrange(); },
         .enabled = [](const MainWindow& w) { return !w.isPresentationMode(); }});
    table.push_back(
        {.id = ActionId::NextPanel,
         .name = "nextPanel",
         .menu = MenuId::View,
         .separatorBefore = true,
         .text = QT_TRANSLATE_NOOP("ActionTable", "&Next panel"),
         .help = QT_TRANSLATE_NOOP(
             "ActionTable", "Move the keyboard into the next panel; after the last one, back to "
                            "the cube"),
         .keys = {Key::plain(Qt::Key_F6)},
         .run = [](MainWindow& w) { w.mDockFocus->next(); }});
    table.push_back(
        {.id = ActionId::PreviousPanel,
         .name = "previousPanel",
         .menu = MenuId::View,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Pre&vious panel"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Move the keyboard into the panel before"),
         .keys = {Key::plain(Qt::SHIFT | Qt::Key_F6)},
         .run = [](MainWindow& w) { w.mDockFocus->previous(); }});
}

// Help, and the keys that no menu shows.
void ActionTable::helpActions(std::vector<ActionEntry>& table)
{
    table.push_back(
        {.id = ActionId::OpenLesson,
         .name = "openLesson",
         .menu = MenuId::Lessons,
         .separatorBefore = true,
         .text = QT_TRANSLATE_NOOP("ActionTable", "Open lesson &file…"),
         .help = QT_TRANSLATE_NOOP("ActionTable", "Open a lesson file (docs/lessons.md)"),
         .run = [](MainWindow& w) { w.mLessons->askOpen(); }});
    table.push_back({.id = ActionId::Keys,
                     .name = "keys",
                     .menu = MenuId::Help,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&Keys"),
                     .keys = {Key::platform(QKeySequence::HelpContents)},
                     .run = [](MainWindow& w) { w.mActions->showKeys(); }});
    table.push_back({.id = ActionId::About,
                     .name = "about",
                     .menu = MenuId::Help,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "&About CubeLab"),
                     .flags = ActionEntry::AboutRole,
                     .run = [](MainWindow& w) { w.showAbout(); }});
    // Esc leaves the stage; outside it the key is not taken (a disabled action lets it pass).
    table.push_back({.id = ActionId::LeavePresentation,
                     .name = "leavePresentation",
                     .menu = MenuId::None,
                     .text = QT_TRANSLATE_NOOP("ActionTable", "Leave presentation mode"),
                     .keys = {Key::plain(Qt::Key_Escape)},
                     .run = [](MainWindow& w) { w.setPresentationMode(false); },
                     .enabled = [](const MainWindow& w) { return w.isPresentationMode(); }});
}

std::vector<ActionEntry> ActionTable::makeTable()
{
    // In the order of the menus, as Help ▸ Keys reads them; the keys no menu shows last.
    std::vector<ActionEntry> table;
    openActions(table);
    saveActions(table);
    lectureExportActions(table);
    editActions(table);
    playerActions(table);
    stepActions(table);
    stageActions(table);
    compareActions(table);
    viewActions(table);
    helpActions(table);
    return table;
}

const std::vector<ActionEntry>& ActionTable::actions()
{
    static const std::vector<ActionEntry> table = makeTable();
    return table;
}

const std::vector<MenuEntry>& ActionTable::menus()
{
    // A submenu stands after the action named, before the next one (and its separator).
    static const std::vector<MenuEntry> table{
        {MenuId::File, MenuId::None, "fileMenu", QT_TRANSLATE_NOOP("ActionTable", "&File")},
        {MenuId::Recent, MenuId::File, "recentMenu",
         QT_TRANSLATE_NOOP("ActionTable", "Open &recent"), ActionId::OpenLink},
        {MenuId::Export, MenuId::File, "exportMenu", QT_TRANSLATE_NOOP("ActionTable", "E&xport"),
         ActionId::ExportPajeTrace},
        {MenuId::Edit, MenuId::None, "editMenu", QT_TRANSLATE_NOOP("ActionTable", "&Edit")},
        {MenuId::Step, MenuId::None, "stepMenu", QT_TRANSLATE_NOOP("ActionTable", "&Step")},
        {MenuId::View, MenuId::None, "viewMenu", QT_TRANSLATE_NOOP("ActionTable", "&View")},
        {MenuId::Layout, MenuId::View, "layoutMenu", QT_TRANSLATE_NOOP("ActionTable", "&Layout"),
         ActionId::ZoomReset, true},
        {MenuId::Theme, MenuId::View, "themeMenu", QT_TRANSLATE_NOOP("ActionTable", "&Theme"),
         ActionId::ZoomReset},
        {MenuId::Analysis, MenuId::None, "analysisMenu",
         QT_TRANSLATE_NOOP("ActionTable", "&Analysis")},
        {MenuId::Language, MenuId::None, "languageMenu",
         QT_TRANSLATE_NOOP("ActionTable", "&Language")},
        {MenuId::Help, MenuId::None, "helpMenu", QT_TRANSLATE_NOOP("ActionTable", "&Help")},
        {MenuId::Lessons, MenuId::Help, "lessonsMenu",
         QT_TRANSLATE_NOOP("ActionTable", "&Lessons")}};
    return table;
}

const ActionEntry& ActionTable::entry(ActionId id)
{
    const auto& table = actions();
    return *std::find_if(table.begin(), table.end(),
                         [id](const ActionEntry& e) { return e.id == id; });
}

const MenuEntry& ActionTable::menu(MenuId id)
{
    const auto& table = menus();
    return *std::find_if(table.begin(), table.end(),
                         [id](const MenuEntry& m) { return m.id == id; });
}

QList<QKeySequence> ActionTable::shortcuts(const ActionEntry& entry)
{
    QList<QKeySequence> keys;
    for (const ActionKey& key : entry.keys) {
        QList<QKeySequence> bound;
        if (key.standard != QKeySequence::UnknownKey)
            bound = key.everyBinding ? QKeySequence::keyBindings(key.standard)
                                     : QList<QKeySequence>{QKeySequence(key.standard)};
        bound.removeAll(QKeySequence());
        if (bound.isEmpty() && key.key.key() != Qt::Key_unknown)
            bound << QKeySequence(key.key);
        keys << bound;
    }
    return keys;
}

QString ActionTable::text(const ActionEntry& entry)
{
    return tr(entry.text);
}

QString ActionTable::help(const ActionEntry& entry)
{
    return entry.help ? tr(entry.help) : text(entry).remove(QLatin1Char('&'));
}

QString ActionTable::keysText(const ActionEntry& entry)
{
    QStringList names;
    for (const QKeySequence& key : shortcuts(entry))
        names << key.toString(QKeySequence::NativeText);
    return names.join(QStringLiteral(", "));
}

QString ActionTable::toolTip(const ActionEntry& entry, const QString& shownText)
{
    const QString what = entry.help ? tr(entry.help) : QString(shownText).remove(QLatin1Char('&'));
    const QString keys = keysText(entry);
    return keys.isEmpty() ? what : tr("%1 (%2)").arg(what, keys);
}

QString ActionTable::title(const MenuEntry& menu)
{
    return tr(menu.title);
}

bool ActionTable::isClickerKey(int key)
{
    for (const ActionEntry& entry : actions())
        for (const ActionKey& k : entry.keys)
            if (k.clicker && k.key.key() == key)
                return true;
    return false;
}

bool ActionTable::bindsKey(const ActionEntry& entry, int key)
{
    const QList<QKeySequence> keys = shortcuts(entry);
    return std::any_of(keys.begin(), keys.end(),
                       [key](const QKeySequence& k) { return !k.isEmpty() && k[0].key() == key; });
}

bool ActionTable::revealsBlank(int key)
{
    const auto& table = actions();
    return std::any_of(table.begin(), table.end(), [key](const ActionEntry& entry) {
        return (entry.flags & ActionEntry::RevealsBlank) && bindsKey(entry, key);
    });
}

void ActionTable::reveal(MainWindow& window, int key)
{
    window.setBlanked(false);
    // The step keys act on the picture brought back, seen: one press reveals and steps. The
    // blank's own keys (and a click, key 0) only bring the picture back.
    for (const ActionEntry& entry : actions())
        if ((entry.flags & ActionEntry::RevealsBlank) && entry.id != ActionId::Blank &&
            bindsKey(entry, key)) {
            if ((!entry.enabled || entry.enabled(window)) &&
                (!entry.keysAct || entry.keysAct(window)))
                entry.run(window);
            return;
        }
}

} // namespace cubelab::gui
