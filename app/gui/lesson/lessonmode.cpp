#include "lesson/lessonmode.h"

#include "common/spokennotice.h"
#include "document/documentfiles.h"
#include "document/shownstate.h"
#include "exercise/exercisepanel.h"
#include "lesson/lessonpane.h"
#include "lesson/lessonplayer.h"

#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLayout>
#include <QMainWindow>
#include <QStatusBar>
#include <QStringList>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <cubelab/jsontext.h>
#include <cubelab/lesson.h>
#include <exception>
#include <sstream>

namespace cubelab::gui {

LessonMode::LessonMode(Parts parts, QObject* parent) : QObject(parent), mParts(std::move(parts))
{
    mPlayer = new LessonPlayer(
        mParts.shown,
        [this](const Moment& moment, QString* why) {
            const std::optional<Shown> shown = Shown::fromMoment(moment, why);
            return shown && mParts.shown->show(*shown, why);
        },
        [this](const LessonScene& scene) { askQuestion(scene); }, this);
    if (mParts.exercises)
        connect(mParts.exercises, &ExercisePanel::answerChecked, this, &LessonMode::answerChecked);
    connect(mPlayer, &LessonPlayer::refused, this,
            [this](const QString& why) { emit refused(sceneRefused(why)); });

    mPane = new LessonPane(mPlayer);
    mDock = new QDockWidget(mParts.window);
    mDock->setObjectName(QStringLiteral("lessonDock"));
    mDock->setWidget(mPane);
    mDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
    mParts.window->addDockWidget(Qt::LeftDockWidgetArea, mDock);
    mDock->hide();
    // There is nothing to bring back before a lesson is started.
    mDock->toggleViewAction()->setEnabled(false);
    connect(mPlayer, &LessonPlayer::changed, this, [this] {
        mDock->toggleViewAction()->setEnabled(mPlayer->hasLesson());
        mParts.shown->setAnswerWithheld(mPlayer->isActive() && mPlayer->questionWaits());
        // A new scene brings the lesson forward again (a question brought the Exercises panel).
        if (mPlayer->isActive() && mPlayer->scene() != mSceneShown)
            showDock();
        else if (mParts.shown->isPresentation())
            // A question posed or revealed changes what the stage's text needs.
            QTimer::singleShot(0, this, &LessonMode::fitStage);
        mSceneShown = mPlayer->isActive() ? mPlayer->scene() : -1;
        emit changed();
    });
    connect(mPane, &LessonPane::answerRequested, this, &LessonMode::answerRequested);
    // Once the window has brought the Exercises panel forward, the keyboard goes to the answer:
    // the button that asked for it is hidden behind the panel.
    connect(mPane, &LessonPane::answerRequested, this, [this] {
        if (mParts.exercises)
            QTimer::singleShot(0, mParts.exercises, &ExercisePanel::focusAnswer);
    });
    connect(mPane, &LessonPane::closeRequested, this, [this] {
        mPlayer->stop();
        mDock->hide();
    });
    retranslate();
}

QString LessonMode::sceneRefused(const QString& why)
{
    return tr("The lesson's scene cannot be shown: %1").arg(why);
}

void LessonMode::askQuestion(const LessonScene& scene)
{
    // The Exercises panel holds the question; the lesson stays in front, its "Answer the
    // question" brings the panel forward.
    if (!mParts.exercises)
        return;
    if (scene.question)
        mParts.exercises->selectExercise(*scene.question);
    else
        mParts.exercises->selectExercise(QString::fromStdString(scene.questionId));
}

void LessonMode::answerChecked(const QString& id, const CheckResult& result)
{
    const LessonScene* scene = mPlayer->currentScene();
    if (!mPlayer->isActive() || !scene || QString::fromStdString(scene->questionExercise()) != id)
        return;
    mPlayer->answerChecked(id, result);
    // The verdict shows in the lesson, right or wrong, and the keyboard goes with it: the
    // answer's field is hidden behind the lesson and keeps no key from the steps.
    showDock();
    // The screen reader says the verdict where the focus lands; the Exercises panel's notice
    // of the same verdict and feedback would say it a second time.
    if (mPane->focusVerdict())
        SpokenNotice::withdraw(mParts.exercises);
}

bool LessonMode::start(const QString& idOrFile, std::optional<int> scene, QString* why)
{
    std::optional<Lesson> lesson;
    if (const Lesson* builtin = findBuiltinLesson(idOrFile.toStdString())) {
        lesson = *builtin;
    } else {
        try {
            lesson = readLessonFile(idOrFile.toStdString());
        } catch (const std::exception& e) {
            QStringList ids;
            for (const Lesson& l : builtinLessons())
                ids << QString::fromStdString(l.id);
            *why = tr("The lesson was not opened: %1 (the built-in lessons are %2).")
                       .arg(DocumentFiles::message(e), ids.join(QStringLiteral(", ")));
            return false;
        }
    }
    if (scene && (*scene < 0 || *scene >= static_cast<int>(lesson->scenes.size()))) {
        *why =
            tr("The lesson has scenes 1 to %1, not %2.").arg(lesson->scenes.size()).arg(*scene + 1);
        return false;
    }
    QString reason;
    if (!mPlayer->start(*lesson, scene, &reason)) {
        *why = sceneRefused(reason);
        return false;
    }
    showDock();
    return true;
}

void LessonMode::showDock()
{
    QMainWindow* window = mParts.window;
    if (mParts.shown->isPresentation()) {
        // Both out of the desk's tab groups first (a dock split off a tabbed one becomes
        // another tab); leaving the stage restores the desk's arrangement whole.
        const Qt::DockWidgetArea area = window->dockWidgetArea(mParts.resultsDock);
        const bool resultsShown = mParts.resultsDock->isVisible();
        window->removeDockWidget(mDock);
        window->removeDockWidget(mParts.resultsDock);
        window->addDockWidget(area, mParts.resultsDock);
        mParts.resultsDock->setVisible(resultsShown);
        window->addDockWidget(area, mDock);
        window->splitDockWidget(mParts.resultsDock, mDock, Qt::Vertical);
        if (!mDock->titleBarWidget())
            mDock->setTitleBarWidget(new QWidget(mDock));
        mDock->show();
        QTimer::singleShot(0, this, &LessonMode::fitStage);
        return;
    }
    // At the desk the lesson takes the left column's full height, a tab beside the scenario.
    if (QWidget* blank = mDock->titleBarWidget()) {
        mDock->setTitleBarWidget(nullptr);
        delete blank;
    }
    if (!mDock->isVisible() || !window->tabifiedDockWidgets(mParts.scenarioDock).contains(mDock)) {
        mDock->show();
        window->tabifyDockWidget(mParts.scenarioDock, mDock);
    }
    mDock->show();
    mDock->raise();
    mRaiseWhenShown = !window->isVisible();
}

void LessonMode::setStageAbove(QDockWidget* dock)
{
    mStageAbove = dock;
    if (mParts.shown->isPresentation())
        QTimer::singleShot(0, this, &LessonMode::fitStage);
}

void LessonMode::fitStage()
{
    // The lesson's text is what the room reads: it gets the height it needs, whole; the
    // partial results the rest (at least their header and two rows; they scroll), or the
    // height of their rows where the column has more room than both need. A panel above the
    // text (a scene's, beside the cube) gets all the rest.
    QDockWidget* above = mStageAbove ? mStageAbove.data() : mParts.resultsDock;
    if (!mParts.shown->isPresentation() || !mPlayer->hasLesson() || !above->isVisible() ||
        !mDock->isVisible())
        return;
    mParts.window->layout()->activate();
    const QTableView* table = mParts.resultsTable;
    const int header = table->horizontalHeader()->height() + 2 * table->frameWidth() + 4;
    const int rows = header + table->verticalHeader()->length();
    const int leastRows = header + 2 * std::max(1, table->verticalHeader()->defaultSectionSize());
    const int column = above->height() + mDock->height();
    const int text = std::min(mPane->stageHeight(mDock->width()), std::max(0, column - leastRows));
    const int aboveHeight = mStageAbove
                                ? column - text
                                : std::clamp(rows, leastRows, std::max(leastRows, column - text));
    mParts.window->resizeDocks({above, mDock}, {aboveHeight, std::max(0, column - aboveHeight)},
                               Qt::Vertical);
}

void LessonMode::setPresentationMode(bool on)
{
    mPane->setPresentationMode(on);
    // A lesson stays on the stage, under the partial results beside the cube, and goes back
    // to the desk's tab after it.
    if (mPlayer->hasLesson())
        showDock();
}

void LessonMode::windowShown()
{
    // A tab raised before the window was shown is not in front once it is (Qt 6.4).
    if (!mRaiseWhenShown)
        return;
    mRaiseWhenShown = false;
    mDock->raise();
    QTimer::singleShot(0, mDock, [dock = mDock] { dock->raise(); });
}

void LessonMode::copyScene()
{
    LessonScene scene;
    scene.moment = mParts.shown->toMoment();
    scene.lastStep = scene.moment.step;
    // Placeholders the lecturer replaces; a lesson with them still reads.
    scene.title = {"(the scene's title)", "(Titel der Szene)"};
    scene.text = {"(what the scene says)", "(was die Szene sagt)"};
    std::ostringstream text;
    writeJsonText(text, sceneToJson(scene));
    QGuiApplication::clipboard()->setText(QString::fromStdString(text.str()));
    mParts.window->statusBar()->showMessage(tr("The scene is on the clipboard: paste it into a "
                                               "lesson's \"scenes\" and write its title and text"),
                                            5000);
}

void LessonMode::retranslate()
{
    mDock->setWindowTitle(tr("Lesson"));
}

} // namespace cubelab::gui
