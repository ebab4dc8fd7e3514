// The web page of the lecture's reduce and of the lecture's lesson (WebPageWriter): what the page
// holds is checked here against the lecture and the checker; what a browser does with it is
// tests/web's.

#include "common/collectivetexts.h"
#include "common/notation.h"
#include "cube/nodevaluetext.h"
#include "document/session.h"
#include "export/webpagewriter.h"
#include "export/webquestions.h"
#include "guitestutil.h"
#include "lesson/lessonplayer.h"
#include "program/programtemplates.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cubelab/exerciseanswer.h>
#include <cubelab/exercisechecker.h>
#include <cubelab/lesson.h>
#include <cubelab/pricedrun.h>
#include <cubelab/runview.h>
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

const std::string kFinalS0 = "[(a₀+a₄)+(a₂+a₆)]+[(a₁+a₅)+(a₃+a₇)]";

Json pageData(const QByteArray& page)
{
    return WebPageWriter::dataOf(page);
}

class WebPageTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(mDir.isValid());
        mWindow = gui::test::freshWindow();
        mWindow->openLectureExample();
        ASSERT_EQ(mWindow->session()->stepCount(), 3);
    }

    QString path(const char* name) const { return mDir.filePath(QString::fromLatin1(name)); }

    QTemporaryDir mDir;
    std::unique_ptr<MainWindow> mWindow;
};

TEST_F(WebPageTest, ReduceHoldsEveryStepWithItsCaptionsTheLecturesBracketsAndSharedPictures)
{
    ASSERT_TRUE(mWindow->exportWebPage(path("reduce.html")))
        << mWindow->errorMessage().toStdString();
    const QByteArray page = gui::test::fileContents(path("reduce.html"));
    for (const char* marker : {"@cubelab-", "/*@", "<!--@"})
        EXPECT_FALSE(page.contains(marker)) << marker;
    const Json data = pageData(page);
    ASSERT_TRUE(data.is_object());
    // Nothing the page could fetch: no address but the SVG namespace, in the page or its data.
    QByteArray addresses = page + QByteArray::fromStdString(data.dump());
    addresses.replace("http://www.w3.org/2000/svg", "").replace("http://www.w3.org/1999/xlink", "");
    EXPECT_FALSE(addresses.contains("http://")) << "an address in the page";
    EXPECT_FALSE(addresses.contains("https://")) << "an address in the page";

    EXPECT_EQ(data["format"], "cubelab-web-page");
    EXPECT_EQ(data["language"], "en");
    ASSERT_EQ(data["scenes"].size(), 1u);
    const Json& steps = data["scenes"][0]["steps"];
    ASSERT_EQ(steps.size(), 4u); // the start and a), b), c)
    EXPECT_EQ(steps[3]["step"], 3);
    EXPECT_EQ(steps[3]["label"]["en"], "c) link 1");
    EXPECT_EQ(steps[3]["label"]["de"], "c) Link 1");
    EXPECT_NE(steps[3]["caption"]["en"], steps[3]["caption"]["de"]);
    EXPECT_NE(steps[3]["caption"]["en"].get<std::string>().find("only 000 holds the whole result"),
              std::string::npos);

    // Node 000's s_0 after c) as the lecture writes it, and the nodes step c) changed.
    const Json& table = data["tables"][steps[3]["table"].get<std::size_t>()];
    ASSERT_EQ(table["rows"].size(), 8u);
    EXPECT_EQ(table["rows"][0][1], "000");
    EXPECT_EQ(table["rows"][0][2], kFinalS0);
    EXPECT_EQ(table["changed"], Json::array({0}));

    // Every step in three themes and two languages, each distinct picture once.
    std::set<int> used;
    for (const Json& step : steps)
        for (const char* language : {"en", "de"})
            for (const char* theme : {"light", "dark", "high-contrast"})
                used.insert(step["picture"][language][theme].get<int>());
    EXPECT_EQ(used.size(), data["pictures"].size());
    EXPECT_LE(data["pictures"].size(), 4u * 3u * 2u);
    for (const Json& svg : data["pictures"]) {
        EXPECT_EQ(svg.get<std::string>().rfind("<svg", 0), 0u);
        EXPECT_EQ(svg.get<std::string>().find("<script"), std::string::npos);
    }
    // The window speaks the language it spoke before.
    EXPECT_EQ(CollectiveTexts::stepTitle(*mWindow->session()->trace(), 3),
              QStringLiteral("c) link 1"));
}

// The player and the explorer write no word of their own (web/page/player.js, explorer.js;
// their lint refuses one): every key they look up is in the page's table, in both languages,
// and the words for a page whose data a browser cannot read are filled in outside the data, in
// the page's language.
TEST_F(WebPageTest, EveryWordThePlayerShowsIsTheProgramsInBothLanguages)
{
    ASSERT_TRUE(mWindow->exportWebPage(path("reduce.html")))
        << mWindow->errorMessage().toStdString();
    Json data = pageData(gui::test::fileContents(path("reduce.html")));
    ASSERT_TRUE(data.is_object());
    QString script;
    for (const char* name : {":/web/player.js", ":/web/questions.js", ":/web/explorer.js"}) {
        QFile file(QString::fromLatin1(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name;
        script += QString::fromUtf8(file.readAll());
    }
    // t("key"), a hint's key (hint: "answerFirst", shown as t(hint)), and the keys of its
    // tables: [el.first, "first"], ["en", "english"].
    static const QRegularExpression keys(QString::fromLatin1(
        R"re(\bt\("(\w+)"|\bhint: "(\w+)"|\[\s*(?:el\.\w+|"[\w-]+")\s*,\s*"(\w+)"\s*\])re"));
    std::set<std::string> used;
    for (const QRegularExpressionMatch& m : keys.globalMatch(script))
        for (int group = 1; group <= 3; ++group)
            if (!m.captured(group).isEmpty())
                used.insert(m.captured(group).toStdString());
    EXPECT_GE(used.size(), 60u);
    for (const std::string& key : used)
        for (const char* language : {"en", "de"}) {
            const Json& ui = data["ui"][language];
            ASSERT_TRUE(ui.contains(key)) << language << ": " << key;
            EXPECT_FALSE(ui[key].get<std::string>().empty()) << language << ": " << key;
        }
    data["language"] = "de";
    const QByteArray german = WebPageWriter::assemble(data);
    EXPECT_TRUE(german.contains(
        QStringLiteral("<p id=\"no-data\" hidden>Diese Seite enthält keine Daten von CubeLab.</p>")
            .toUtf8()))
        << "the German words for a page without data";
}

// The engine in the page words a step's heading and line in German with the window's own words,
// which the program writes into the page (data.stepWords, cubelab.setWords).
TEST_F(WebPageTest, ThePageCarriesTheWindowsStepWordsInBothLanguages)
{
    ASSERT_TRUE(mWindow->exportWebPage(path("reduce.html")))
        << mWindow->errorMessage().toStdString();
    const Json data = pageData(gui::test::fileContents(path("reduce.html")));
    ASSERT_TRUE(data.is_object());
    const Json& de = data["stepWords"]["de"];
    EXPECT_EQ(de["oneLink"], "%1) Link %2");
    EXPECT_NE(de["phases"]["reduce"], "reduce");
    EXPECT_EQ(de["decimalComma"], true);
    EXPECT_EQ(data["stepWords"]["en"]["oneLink"], "%1) link %2");
    EXPECT_EQ(data["stepWords"]["en"]["decimalComma"], false);

    const RunView run(runPriced(mWindow->session()->trace()->scenario(), false));
    const Json& steps = data["scenes"][0]["steps"];
    for (const char* language : {"en", "de"}) {
        const ViewWords words = viewWordsFromJson(data["stepWords"][language].dump());
        for (std::size_t k = 0; k < steps.size(); ++k)
            EXPECT_EQ(Json::parse(run.step(k, words))["heading"], steps[k]["label"][language])
                << language << " step " << k;
        EXPECT_NE(run.caption(1, words).find(data["stepWords"][language]["phases"]["reduce"]),
                  std::string::npos)
            << language;
    }
}

TEST_F(WebPageTest, ATextInTheDataCannotEndItsScript)
{
    Json data{{"format", "cubelab-web-page"},
              {"language", "en"},
              {"title", {{"en", "</script><script>alert(1)</script>"}, {"de", "x"}}},
              {"scenes", Json::array()}};
    const QByteArray page = WebPageWriter::assemble(data);
    EXPECT_FALSE(page.contains("<script>alert(1)")) << page.left(400).toStdString();
    EXPECT_TRUE(
        page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"));
    EXPECT_EQ(pageData(page)["title"]["en"], "</script><script>alert(1)</script>");
}

TEST_F(WebPageTest, AnOutputThatIsNoFileIsRefusedAndNothingIsWritten)
{
    EXPECT_FALSE(mWindow->exportWebPage(mDir.path()));
    EXPECT_TRUE(mWindow->errorMessage().contains(QStringLiteral("web page was not written")))
        << mWindow->errorMessage().toStdString();
    EXPECT_FALSE(mWindow->exportWebPage(path("missing/dir/page.html")));
    EXPECT_FALSE(QFileInfo::exists(path("missing/dir/page.html")));
}

TEST_F(WebPageTest, TheMenuEntryProposesTheLessonsNameAndWritesTheWholeLesson)
{
    ASSERT_TRUE(mWindow->startLesson(QStringLiteral("reduce-allreduce"), 0))
        << mWindow->errorMessage().toStdString();
    QString proposed;
    const QString target = path("from-the-menu.html");
    gui::test::ModalDialogs dialogs([&](QWidget* dialog) {
        if (auto* files = qobject_cast<QFileDialog*>(dialog)) {
            proposed = files->selectedFiles().value(0);
            files->selectFile(target);
            static_cast<QDialog*>(files)->accept();
        }
    });
    mWindow->action(QStringLiteral("exportWebPage"))->trigger();
    EXPECT_EQ(QFileInfo(proposed).fileName(), QStringLiteral("reduce-allreduce.html"));
    const Json data = pageData(gui::test::fileContents(target));
    ASSERT_TRUE(data.is_object()) << mWindow->errorMessage().toStdString();
    EXPECT_EQ(data["scenes"].size(), findBuiltinLesson("reduce-allreduce")->scenes.size());
}

TEST_F(WebPageTest, LessonHasEverySceneAndItsQuestionsAnswersAreTheCheckers)
{
    ASSERT_TRUE(mWindow->startLesson(QStringLiteral("reduce-allreduce"), 0))
        << mWindow->errorMessage().toStdString();
    mWindow->setLanguage(QStringLiteral("de"));
    ASSERT_TRUE(mWindow->exportWebPage(path("lesson.html")))
        << mWindow->errorMessage().toStdString();
    const Json data = pageData(gui::test::fileContents(path("lesson.html")));
    const Lesson& lesson = *findBuiltinLesson("reduce-allreduce");
    ASSERT_EQ(data["scenes"].size(), lesson.scenes.size());
    EXPECT_EQ(data["language"], "de");
    for (std::size_t k = 0; k < lesson.scenes.size(); ++k) {
        const LessonScene& scene = lesson.scenes[k];
        const Json& shown = data["scenes"][k];
        EXPECT_EQ(shown["title"]["de"],
                  Notation::subscripts(QString::fromStdString(scene.title.de)).toStdString());
        EXPECT_EQ(shown["steps"].front()["step"], scene.moment.step) << k;
        EXPECT_EQ(shown["steps"].back()["step"], scene.lastStep) << k;
        EXPECT_EQ(shown["question"].is_null(), !scene.asks()) << k;
        if (!scene.asks())
            continue;
        // The page checks a free answer with its engine: it carries the exercise's id, the
        // parts the scene fixes and the answer Next reveals, never a result worked out ahead.
        const Json& q = shown["question"];
        const Exercise exercise = WebQuestions::builtinExercise(scene.questionExercise());
        EXPECT_EQ(q["exercise"], exercise.id) << k;
        EXPECT_FALSE(q.contains("options") || q.contains("results") || q.contains("nodeResults"))
            << k;
        const std::string form = q["form"];
        const std::map<ExerciseKind, std::string> forms{
            {ExerciseKind::LinkOrderLoad, "order"},
            {ExerciseKind::BestOrder, "order"},
            {ExerciseKind::PredictValue, "value"},
            {ExerciseKind::PredictBlocks, "value"},
            {ExerciseKind::CubeWinsRange, "range"},
            {ExerciseKind::BroadcastPrediction, "broadcast"},
            {ExerciseKind::Program, "program"}};
        EXPECT_EQ(form, forms.at(exercise.kind)) << k;
        // The answer revealed is the checker's right one, said in both languages.
        const ExerciseAnswer revealed =
            answerFromJson(q["reveal"]["answer"], "the page", "/reveal/answer");
        EXPECT_TRUE(ExerciseChecker::check(exercise, revealed).correct) << k;
        EXPECT_FALSE(q["reveal"]["said"]["en"].empty()) << k;
        EXPECT_FALSE(q["reveal"]["said"]["de"].empty()) << k;
        EXPECT_NE(q["reveal"]["said"]["en"], q["reveal"]["said"]["de"]) << k;
        if (form == "broadcast") {
            // What the exercise leaves open is the scene's, as in the window: its root 101.
            EXPECT_EQ(q["root"], 5) << k;
            EXPECT_EQ(std::get<BroadcastAnswer>(revealed).root, 5u) << k;
            EXPECT_EQ(q["nodes"].size(), 8u) << k;
        }
    }
    // The lecture's question of scene 3: what node 000 holds after b), written with brackets.
    const Json& predict = data["scenes"][2]["question"];
    ASSERT_EQ(predict["form"], "value");
    EXPECT_EQ(predict["step"], 2);
    EXPECT_EQ(predict["node"], 0);
    const std::string text = predict["reveal"]["answer"]["text"];
    EXPECT_TRUE(text == "[(a_0+a_4)+(a_2+a_6)]" || text == "(a_0+a_4)+(a_2+a_6)") << text;
    // Every page offers the shipped program exercises, each with the template the window's
    // "Start from the template" gives (the lecture's Tree_Down for a broadcast).
    std::set<std::string> programs;
    for (const Json& exercise : data["exercises"]) {
        programs.insert(exercise["exercise"].get<std::string>());
        EXPECT_EQ(exercise["template"]["fileName"], "tree-down.lua");
        EXPECT_EQ(exercise["template"]["source"],
                  ProgramTemplates::text(QStringLiteral(":/programs/tree-down.lua")).toStdString());
        EXPECT_EQ(exercise["scenario"]["algorithm"], "tree-broadcast");
    }
    EXPECT_EQ(programs, (std::set<std::string>{"program-tree-down-high-links",
                                               "program-broadcast-any-root"}));
    EXPECT_EQ(data["lesson"], "reduce-allreduce");
    EXPECT_EQ(mWindow->lessons()->isActive(), true);
}

// The page no longer checks answers when it is written (a broadcast prediction from any root on
// 1,024 nodes made about 11.5 million checks ahead, six hours, and was refused): the answer is
// checked in the browser, and only the revealed answer is worked out, once.
TEST_F(WebPageTest, AQuestionOnAThousandNodesIsWrittenWithItsRevealedAnswer)
{
    Exercise large = WebQuestions::builtinExercise("broadcast-any-root");
    ASSERT_EQ(large.kind, ExerciseKind::BroadcastPrediction);
    large.id = "broadcast-1024"; // given in full: not a shipped exercise
    large.scenario.dimension = 10;
    large.scenario.linkOrder.clear();

    WebScene scene;
    scene.title = {"Broadcast", "Broadcast"};
    scene.trace = mWindow->session()->trace();
    scene.last = static_cast<int>(scene.trace->stepCount());
    scene.question = large;
    std::vector<WebScene> scenes{scene};
    const WebPageWriter writer({"Broadcast", "Broadcast"}, std::move(scenes), Language::English,
                               [](Language) {});
    EXPECT_TRUE(writer.overBudget().isEmpty()) << writer.overBudget().toStdString();
    const Json q = writer.data()["scenes"][0]["question"];
    // The page's engine knows the shipped exercises alone: this one shows its answer.
    EXPECT_EQ(q["form"], "reveal");
    const ExerciseAnswer revealed =
        answerFromJson(q["reveal"]["answer"], "the page", "/reveal/answer");
    EXPECT_EQ(std::get<BroadcastAnswer>(revealed).steps.size(), 1024u);
    EXPECT_TRUE(ExerciseChecker::check(large, revealed).correct);
}

// The page draws every step in each theme and language, the handout every step on a page: a
// ring on 1,024 nodes, 2,046 steps of 1,024 nodes, is more than an export may draw, and each is
// refused before a picture is made.
TEST_F(WebPageTest, AnExportOfMorePicturesThanItsBudgetIsRefusedBeforeOneIsDrawn)
{
    Scenario ring;
    ring.algorithm = "ring-allreduce";
    ring.dimension = 10;
    ring.values = ValueMode::Numeric;
    ASSERT_TRUE(mWindow->session()->resetScenario(ring));
    mWindow->session()->waitForRun();
    ASSERT_EQ(mWindow->session()->stepCount(), 2046);
    EXPECT_FALSE(mWindow->exportWebPage(path("ring.html")));
    EXPECT_TRUE(mWindow->errorMessage().contains(
        QStringLiteral("The export would draw 12282 pictures of the cube, 12576768 nodes in all, "
                       "more than the 1048576")))
        << mWindow->errorMessage().toStdString();
    EXPECT_FALSE(QFileInfo::exists(path("ring.html")));
    EXPECT_FALSE(mWindow->exportHandoutPdf(path("ring.pdf")));
    EXPECT_TRUE(mWindow->errorMessage().contains(
        QStringLiteral("The export would draw 2047 pictures of the cube, 2096128 nodes in all")))
        << mWindow->errorMessage().toStdString();
    EXPECT_FALSE(QFileInfo::exists(path("ring.pdf")));
}

} // namespace
