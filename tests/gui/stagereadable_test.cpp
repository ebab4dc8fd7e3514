// The lesson on the stage of a 1024 x 768 projector, as the back row reads it (issue 46): the
// POWER-GC scene's costs and totals are whole at every step, not cut to "2." or "40,".

#include "compare/comparecostsstrip.h"
#include "compare/comparestage.h"
#include "document/session.h"
#include "exercise/exercisepanel.h"
#include "guitestutil.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QFontInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QStyle>
#include <QTableWidget>
#include <cubelab/lesson.h>
#include <gtest/gtest.h>

using namespace cubelab;
using namespace cubelab::gui;
using cubelab::gui::test::settle;

namespace {

const QSize kProjector(1024, 768);
const QSize kSlide(1920, 1080);

// The window as `cubelab --lesson reduce-allreduce --scene K --presentation` at the projector's
// size: a first start, the lesson at the scene, F5.
std::unique_ptr<MainWindow> onStage(int scene, const QString& language, QSize size = kProjector)
{
    QLocale::setDefault(QLocale::c());
    QSettings().clear();
    QFile::remove(ExercisePanel::defaultProgressPath());
    auto w = std::make_unique<MainWindow>();
    w->setLanguage(language);
    EXPECT_TRUE(w->startLesson(QStringLiteral("reduce-allreduce"), scene)) << w->errorMessage();
    w->setAttribute(Qt::WA_DontShowOnScreen);
    w->setWindowState(Qt::WindowNoState);
    w->resize(size);
    w->show();
    settle();
    w->setPresentationMode(true);
    w->fitDocks();
    settle();
    w->resize(size);
    settle();
    return w;
}

int sceneTitled(const Lesson& lesson, const char* titleStart)
{
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k)
        if (lesson.scenes[k].title.en.rfind(titleStart, 0) == 0)
            return static_cast<int>(k);
    ADD_FAILURE() << lesson.id << " has no scene titled \"" << titleStart << "…\"";
    return 0;
}

// Each word of a cell within its width, the lines it wraps to within its height.
QString cut(const QTableWidget* table, const QTableWidgetItem* item)
{
    const int margin =
        table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    const QRect cell = table->visualItemRect(item).adjusted(margin, 0, -margin, 0);
    const QFontMetrics metrics(item->font().resolve(table->font()));
    bool whole =
        metrics.boundingRect(cell, Qt::TextWordWrap, item->text()).height() <= cell.height();
    for (const QString& word : item->text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        whole = whole && metrics.horizontalAdvance(word) <= cell.width();
    return whole ? QString()
                 : QStringLiteral("\"%1\" in %2 x %3 px")
                       .arg(item->text())
                       .arg(cell.width())
                       .arg(cell.height());
}

} // namespace

TEST(StageReadable, ThePowerGcScenesCostsAndTotalsAreWholeAtEveryStep)
{
    const Lesson* lesson = findBuiltinLesson("reduce-allreduce");
    ASSERT_NE(lesson, nullptr);
    const int scene = sceneTitled(*lesson, "The POWER-GC");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        auto w = onStage(scene, language);
        CompareCostsStrip* strip = w->compareStage()->costsStrip();
        QTableWidget* table = strip->table();
        ASSERT_TRUE(table->isVisible()) << language;
        const int total = table->columnCount() - 1;
        ASSERT_GE(total, 14) << language; // Tree_Do's fourteen steps, then the total
        for (int guard = 0; guard < 32; ++guard) {
            const int step = w->session()->step();
            const std::string at = language.toStdString() + " step " + std::to_string(step);
            EXPECT_FALSE(table->isColumnHidden(total)) << at;
            if (strip->currentColumn() >= 0) {
                EXPECT_FALSE(table->isColumnHidden(strip->currentColumn())) << at;
            }
            for (int column = 0; column <= total; ++column)
                for (int row = 0; row < table->rowCount() && !table->isColumnHidden(column); ++row)
                    EXPECT_EQ(cut(table, table->item(row, column)), QString())
                        << at << " row " << row << " column " << column;
            if (step >= lesson->scenes[static_cast<std::size_t>(scene)].lastStep)
                break;
            w->lessons()->next();
            settle();
            if (w->session()->step() == step)
                w->lessons()->next(); // the question's answer is revealed first
            settle();
        }
    }
    QLocale::setDefault(QLocale::c());
}
