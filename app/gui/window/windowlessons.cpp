#include "window/windowlessons.h"

#include "common/filedialogs.h"
#include "common/shownlanguage.h"
#include "lesson/lessonmode.h"
#include "window/windowactions.h"
#include "window/windowfiles.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <cubelab/lesson.h>

namespace cubelab::gui {

WindowLessons::WindowLessons(Parts parts, QObject* parent)
    : QObject(parent), mParts(parts),
      mMode(new LessonMode({parts.window, parts.shown, parts.exercises, parts.scenarioDock,
                            parts.resultsDock, parts.resultsTable},
                           this))
{
    createMenu();
    connect(mMode, &LessonMode::changed, mParts.files, &WindowFiles::updateTitle);
    connect(mMode, &LessonMode::refused, this, &WindowLessons::errorOccurred);
}

void WindowLessons::createMenu()
{
    WindowActions* actions = mParts.actions;
    // Listed with every dock in the View menu, to bring a closed lesson back.
    actions->menu(MenuId::View)
        ->insertAction(actions->action(ActionId::ResetLayout), mMode->dock()->toggleViewAction());
    QMenu* menu = actions->menu(MenuId::Lessons);
    for (const Lesson& lesson : builtinLessons()) {
        auto* a = new QAction(menu);
        a->setObjectName(QStringLiteral("lesson-") + QString::fromStdString(lesson.id));
        mLessonActions.push_back(a);
        menu->insertAction(actions->placeBefore(ActionId::OpenLesson), a);
        connect(a, &QAction::triggered, this, [this, id = QString::fromStdString(lesson.id)] {
            if (mParts.files->mayDropChanges())
                start(id);
        });
    }
}

void WindowLessons::retranslate()
{
    // One action for each built-in lesson, in their order.
    for (std::size_t i = 0; i < mLessonActions.size(); ++i)
        mLessonActions[i]->setText(shownText(builtinLessons()[i].title));
    mMode->retranslate();
}

bool WindowLessons::start(const QString& idOrFile, std::optional<int> scene)
{
    QString why;
    if (!mMode->start(idOrFile, scene, &why)) {
        emit errorOccurred(why);
        return false;
    }
    mParts.files->forgetFile();
    return true;
}

void WindowLessons::askOpen()
{
    if (!mParts.files->mayDropChanges())
        return;
    const QString path =
        FileDialogs::openFileName(mParts.window, tr("Open lesson"), mParts.files->startDirectory(),
                                  tr("Lessons (*.json);;All files (*)"));
    if (!path.isEmpty())
        start(path);
}

} // namespace cubelab::gui
