// The lessons in the window (WindowLessons): the Lessons menu lists every built-in lesson by its
// title, in the language shown, before "Open lesson file…"; a lesson that is not there is
// refused with the reason in the message bar and the window's file as it was.

#include "common/shownlanguage.h"
#include "guitestutil.h"
#include "lesson/lessonplayer.h"
#include "window/windowfiles.h"

#include <QMenu>
#include <cubelab/lesson.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::freshWindow;

namespace {

// The Lessons menu: the one whose actions include "Open lesson file…".
QList<QAction*> lessonsMenu(MainWindow& w)
{
    QAction* open = w.action(QStringLiteral("openLesson"));
    for (QMenu* menu : w.findChildren<QMenu*>())
        if (menu->actions().contains(open))
            return menu->actions();
    return {};
}

} // namespace

TEST(WindowLessons, TheMenuListsEachBuiltInLessonByItsTitleBeforeOpeningAFile)
{
    auto w = freshWindow();
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
        w->setLanguage(language);
        const QList<QAction*> menu = lessonsMenu(*w);
        const qsizetype open = menu.indexOf(w->action(QStringLiteral("openLesson")));
        ASSERT_GE(open, 0);
        ASSERT_FALSE(builtinLessons().empty());
        for (const Lesson& lesson : builtinLessons()) {
            QAction* a = w->action(QStringLiteral("lesson-") + QString::fromStdString(lesson.id));
            ASSERT_NE(a, nullptr) << lesson.id;
            EXPECT_LT(menu.indexOf(a), open) << lesson.id;
            EXPECT_GE(menu.indexOf(a), 0) << lesson.id;
            EXPECT_EQ(a->text(),
                      QString::fromStdString(language == QLatin1String("de") ? lesson.title.de
                                                                             : lesson.title.en))
                << lesson.id;
        }
    }
}

TEST(WindowLessons, ALessonThatIsNotThereIsRefusedWithTheReason)
{
    auto w = freshWindow();
    w->openLectureExample();
    const QString file = w->files()->currentFile();
    EXPECT_FALSE(w->startLesson(QStringLiteral("no-such-lesson")));
    EXPECT_FALSE(w->errorMessage().isEmpty());
    EXPECT_FALSE(w->lessons()->isActive());
    EXPECT_EQ(w->files()->currentFile(), file);
}
