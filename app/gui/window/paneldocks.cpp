#include "window/paneldocks.h"

#include "common/analysispanel.h"
#include "exercise/exercisepanel.h"
#include "program/programpanel.h"
#include "window/dockfocus.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTemporaryDir>

namespace cubelab::gui {

namespace {

// The title with an Alt letter that no other entry of its menu has (used: the letters taken,
// upper case; the one chosen is added): the first letter of a word where one is free, else any
// free letter, else none.
QString withMnemonic(const QString& title, QString& used)
{
    auto freeAt = [&](qsizetype i) {
        return title[i].isLetter() && !used.contains(title[i].toUpper());
    };
    qsizetype at = -1;
    for (qsizetype i = 0; i < title.size() && at < 0; ++i)
        if ((i == 0 || !title[i - 1].isLetterOrNumber()) && freeAt(i))
            at = i;
    for (qsizetype i = 0; i < title.size() && at < 0; ++i)
        if (freeAt(i))
            at = i;
    QString shown = QString(title).replace(QLatin1Char('&'), QStringLiteral("&&"));
    if (at < 0)
        return shown;
    used += title[at].toUpper();
    const qsizetype ampersandsBefore = title.left(at).count(QLatin1Char('&'));
    return shown.insert(at + ampersandsBefore, QLatin1Char('&'));
}

} // namespace

PanelDocks::PanelDocks(QMainWindow* window, const PanelContext& shared, QObject* parent)
    : QObject(parent), mWindow(window), mShared(shared)
{
    for (const PanelEntry& entry : PanelRegistry::entries()) {
        Docked docked;
        docked.entry = &entry;
        docked.widget = make(entry, window, QString());
        docked.dock = new QDockWidget(window);
        docked.dock->setObjectName(entry.id + QStringLiteral("Dock"));
        docked.dock->setWidget(docked.widget);
        mDocked.push_back(docked);
    }
    connectExercises();
}

PanelDocks::~PanelDocks() = default;

AnalysisPanel* PanelDocks::make(const PanelEntry& entry, QWidget* parent,
                                const QString& loneDirectory)
{
    PanelContext context = mShared;
    context.parent = parent;
    context.loneDirectory = loneDirectory;
    AnalysisPanel* widget = entry.make(context);
    widget->setObjectName(entry.id + QStringLiteral("Panel"));
    widget->setTitle(entry.title());
    connect(widget, &AnalysisPanel::errorOccurred, this, &PanelDocks::errorOccurred);
    return widget;
}

std::unique_ptr<AnalysisPanel> PanelDocks::makeLone(const PanelEntry& entry)
{
    if (!mLoneDirectory)
        mLoneDirectory = std::make_unique<QTemporaryDir>();
    return std::unique_ptr<AnalysisPanel>(make(entry, nullptr, mLoneDirectory->path()));
}

void PanelDocks::connectExercises()
{
    auto* exercises = qobject_cast<ExercisePanel*>(panel(QStringLiteral("exercise")));
    auto* program = qobject_cast<ProgramPanel*>(panel(QStringLiteral("program")));
    if (!exercises || !program)
        return;
    connect(exercises, &ExercisePanel::programRunRequested, this,
            [this, program](const QString& source, const QString& name) {
                if (!program->mayDropChanges())
                    return;
                bringForward(QStringLiteral("program"));
                program->runProgram(source, name);
            });
}

const PanelDocks::Docked* PanelDocks::find(const QString& id) const
{
    for (const Docked& docked : mDocked)
        if (docked.entry->id == id)
            return &docked;
    return nullptr;
}

AnalysisPanel* PanelDocks::panel(const QString& id) const
{
    const Docked* found = find(id);
    return found ? found->widget : nullptr;
}

QDockWidget* PanelDocks::dock(const QString& id) const
{
    const Docked* found = find(id);
    return found ? found->dock : nullptr;
}

QString PanelDocks::idOf(const QDockWidget* dock) const
{
    for (const Docked& docked : mDocked)
        if (dock && docked.dock == dock)
            return docked.entry->id;
    return {};
}

void PanelDocks::bringForward(const QString& id) const
{
    if (QDockWidget* found = dock(id)) {
        found->show();
        found->raise();
    }
}

void PanelDocks::addMenus(QMenu* analysis)
{
    for (const Docked& docked : mDocked)
        mMenus.push_back(addMenu(analysis, docked));
}

PanelDocks::Menu PanelDocks::addMenu(QMenu* analysis, const Docked& docked)
{
    const PanelEntry& entry = *docked.entry;
    Menu menu;
    menu.menu = analysis->addMenu(QString());
    menu.menu->setObjectName(entry.id + QStringLiteral("Menu"));
    menu.show = menu.menu->addAction(QString());
    menu.show->setObjectName(entry.id + QStringLiteral("-show"));
    // Shown, in front, with the keyboard in it.
    connect(menu.show, &QAction::triggered, this, [dock = docked.dock] { DockFocus::enter(dock); });
    menu.stage = menu.menu->addAction(QString());
    menu.stage->setObjectName(entry.id + QStringLiteral("-stage"));
    connect(menu.stage, &QAction::triggered, this,
            [this, &entry] { emit stageRequested(entry.id); });
    menu.menu->addSeparator();
    menu.exportPng = addExport(menu.menu, entry, PanelExport::Png);
    menu.exportSvg = addExport(menu.menu, entry, PanelExport::Svg);
    menu.exportCsv = addExport(menu.menu, entry, PanelExport::Csv);
    return menu;
}

QAction* PanelDocks::addExport(QMenu* menu, const PanelEntry& entry, PanelExport kind)
{
    if (!entry.exports.testFlag(kind))
        return nullptr;
    QAction* action = menu->addAction(QString());
    connect(action, &QAction::triggered, this,
            [this, &entry, kind] { emit exportRequested(entry.id, kind); });
    return action;
}

void PanelDocks::retranslate()
{
    QString letters; // each panel's submenu has an Alt letter of its own
    for (std::size_t i = 0; i < mDocked.size(); ++i) {
        const QString title = mDocked[i].entry->title();
        mDocked[i].dock->setWindowTitle(title);
        mDocked[i].widget->setTitle(title);
        if (i >= mMenus.size())
            continue;
        const Menu& menu = mMenus[i];
        menu.menu->setTitle(withMnemonic(title, letters));
        menu.show->setText(tr("&Show"));
        menu.stage->setText(tr("On the s&tage (F5 or Esc gives it back)"));
        if (menu.exportPng)
            menu.exportPng->setText(tr("Export as P&NG…"));
        if (menu.exportSvg)
            menu.exportSvg->setText(tr("Export as S&VG…"));
        if (menu.exportCsv)
            menu.exportCsv->setText(tr("Export as &CSV…"));
    }
}

void PanelDocks::setTheme(const Theme& theme)
{
    for (const Docked& docked : mDocked)
        docked.widget->setTheme(theme);
}

QString PanelDocks::startProblems() const
{
    QStringList problems;
    for (const Docked& docked : mDocked)
        if (const QString p = docked.widget->startProblems(); !p.isEmpty())
            problems << p;
    return problems.join(QLatin1Char('\n'));
}

} // namespace cubelab::gui
