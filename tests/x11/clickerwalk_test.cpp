// The lecturer with only a clicker at a 1024 × 768 projector (issue 46): the lesson on the
// stage, Page Down and nothing else, from its first scene to the last step of its last scene,
// in English and in German. No scene may wait for the mouse (a question is posed, then Next
// reveals its answer, then Next goes on), so the walk needs at most the lesson's steps, one
// press for each question's reveal and one for each scene change, counted from the lesson file.
// Where the walk got to is read from outside, from the settings the program writes as it goes
// (the scene and the step a start resumes at). Once on the way the screen is blanked (B), and
// the next Page Down brings the picture back and steps on: no press is lost.

#include "xsession.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <gtest/gtest.h>
#include <iostream>
#include <ostream>
#include <string>
#include <vector>

using namespace cubelab::x11test;

namespace {

const QString kLesson = QStringLiteral("reduce-allreduce");

// A scene as the clicker meets it: the step it starts at, the step it goes to, its question.
struct Scene
{
    int first = 0;
    int last = 0;
    bool asks = false;
};

// The scenes of the shipped lesson with the id, read from its file (resources/lessons).
std::vector<Scene> scenesOf(const QString& id)
{
    const QDir folder(QStringLiteral(CUBELAB_SOURCE_DIR "/resources/lessons"));
    for (const QString& name : folder.entryList({QStringLiteral("*.json")})) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject lesson = QJsonDocument::fromJson(file.readAll()).object();
        if (lesson.value(QStringLiteral("id")).toString() != id)
            continue;
        std::vector<Scene> scenes;
        for (const QJsonValue& value : lesson.value(QStringLiteral("scenes")).toArray()) {
            const QJsonObject s = value.toObject();
            Scene scene;
            scene.first = s.value(QStringLiteral("step")).toInt(0);
            scene.last = s.value(QStringLiteral("until")).toInt(scene.first);
            scene.asks = s.contains(QStringLiteral("question"));
            scenes.push_back(scene);
        }
        return scenes;
    }
    return {};
}

// The presses the walk may take: every step, a reveal for each question, each scene change.
int pressesAllowed(const std::vector<Scene>& scenes)
{
    int presses = static_cast<int>(scenes.size()) - 1;
    for (const Scene& scene : scenes)
        presses += scene.last - scene.first + (scene.asks ? 1 : 0);
    return presses;
}

// Where the lesson is, as the program has written it (scene and step; -1 before it wrote).
struct Reached
{
    int scene = -1;
    int step = -1;
    bool operator==(const Reached&) const = default;
};

Reached reached(const XSession& x)
{
    const QSettings settings(x.settingsFile(), QSettings::IniFormat);
    const QString key = QStringLiteral("lessons/%1/").arg(kLesson);
    return {settings.value(key + QStringLiteral("scene"), -1).toInt(),
            settings.value(key + QStringLiteral("step"), -1).toInt()};
}

std::string describe(const Reached& r)
{
    return "scene " + std::to_string(r.scene + 1) + ", step " + std::to_string(r.step);
}

void PrintTo(const Reached& r, std::ostream* out)
{
    *out << describe(r);
}

// Whether the next press certainly plays the next step (no question waits in the scene).
bool nextPressSteps(const std::vector<Scene>& scenes, const Reached& now)
{
    if (now.scene < 0 || now.scene >= static_cast<int>(scenes.size()))
        return false;
    const Scene& scene = scenes[static_cast<std::size_t>(now.scene)];
    return !scene.asks && now.step < scene.last;
}

// B blanks the screen; one Page Down brings it back and plays the next step.
void expectBlankThenOnePressStepsOn(XSession& x, const Reached& before)
{
    x.key(QStringLiteral("b"));
    EXPECT_TRUE(isAllBlack(x.settledScreenshot())) << "B did not blank the screen";
    x.key(QStringLiteral("Next"));
    const QImage after = x.settledScreenshot();
    EXPECT_FALSE(isAllBlack(after)) << "Page Down after B did not bring the picture back";
    const Reached now = reached(x);
    EXPECT_EQ(now, (Reached{before.scene, before.step + 1}))
        << "after B, one Page Down went from " << describe(before) << " to " << describe(now);
}

void walkTheLessonWithPageDownAlone(const QString& language)
{
    const std::vector<Scene> scenes = scenesOf(kLesson);
    ASSERT_FALSE(scenes.empty()) << "no lesson " << kLesson.toStdString();
    const int allowed = pressesAllowed(scenes);
    const Reached end{static_cast<int>(scenes.size()) - 1, scenes.back().last};

    XSession x(QSize(1024, 768));
    ASSERT_TRUE(x.error().isEmpty()) << x.error().toStdString();
    ASSERT_TRUE(
        x.startCubeLab({QStringLiteral("--lesson"), kLesson, QStringLiteral("--presentation"),
                        QStringLiteral("--language"), language}))
        << x.error().toStdString();
    Reached now = reached(x);
    ASSERT_EQ(now, (Reached{0, scenes.front().first})) << describe(now);
    int presses = 0;
    bool blanked = false;
    while (!(now == end) && presses < allowed) {
        ++presses;
        if (!blanked && nextPressSteps(scenes, now)) {
            blanked = true;
            expectBlankThenOnePressStepsOn(x, now);
        } else {
            x.key(QStringLiteral("Next"));
            x.settledScreenshot();
        }
        now = reached(x);
    }
    std::cout << "Page Down pressed " << presses << " times of the " << allowed << " allowed\n";
    x.keep(x.settledScreenshot(), QStringLiteral("clicker-walk-end-1024x768-") + language);
    EXPECT_EQ(now, end) << "Page Down alone got to " << describe(now) << " in " << presses
                        << " presses, not to the last step of the last scene";
    EXPECT_TRUE(blanked) << "the lesson has no step to blank before";
    EXPECT_TRUE(x.quitCubeLab()) << x.cubeLabSaid().toStdString();
    EXPECT_EQ(reached(x), end) << "the lesson resumes elsewhere";
}

class ClickerWalk : public XSessionTest
{
};

} // namespace

TEST_F(ClickerWalk, PageDownAloneReachesTheLessonsLastStepOnTheStageAt1024x768)
{
    walkTheLessonWithPageDownAlone(QStringLiteral("en"));
}

TEST_F(ClickerWalk, PageDownAloneReachesTheLessonsLastStepOnTheStageAt1024x768InGerman)
{
    walkTheLessonWithPageDownAlone(QStringLiteral("de"));
}
