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
#include "window/mainwindow.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cubelab/exercisechecker.h>
#include <cubelab/lesson.h>
#include <cubelab/pricedrun.h>
#include <cubelab/runview.h>
#include <gtest/gtest.h>
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
    for (const char* name : {":/web/player.js", ":/web/explorer.js"}) {
        QFile file(QString::fromLatin1(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << name;
        script += QString::fromUtf8(file.readAll());
    }
    // t("key"), and the keys of its tables: [el.first, "first"], ["en", "english"].
    static const QRegularExpression keys(
        QString::fromLatin1(R"re(\bt\("(\w+)"|\[\s*(?:el\.\w+|"[\w-]+")\s*,\s*"(\w+)"\s*\])re"));
    std::set<std::string> used;
    for (const QRegularExpressionMatch& m : keys.globalMatch(script))
        used.insert((m.captured(1).isEmpty() ? m.captured(2) : m.captured(1)).toStdString());
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
        const Json& q = shown["question"];
        const std::string form = q["form"];
        if (form == "choice") {
            // One option at least is right, at least one is wrong and says why.
            int right = 0;
            int wrong = 0;
            for (const Json& option : q["options"]) {
                (option["result"]["correct"].get<bool>() ? right : wrong) += 1;
                EXPECT_FALSE(option["result"]["feedback"]["de"].empty()) << k;
                // A right answer's first message says so itself ("Richtig: …"): the page
                // heads the feedback with it rather than say the verdict twice.
                EXPECT_EQ(option["result"].value("saysRight", false),
                          option["result"]["correct"].get<bool>())
                    << k;
            }
            EXPECT_GE(right, 1) << scene.questionExercise();
            EXPECT_GE(wrong, 1) << scene.questionExercise();
        } else if (form == "broadcast") {
            for (const auto& [root, result] : q["right"].items()) {
                EXPECT_TRUE(result["correct"].get<bool>()) << root;
                EXPECT_TRUE(result.value("saysRight", false)) << root;
            }
            // A prediction is right exactly where the broadcast reaches the node in that step.
            const Exercise exercise = WebQuestions::builtinExercise(scene.questionExercise());
            const std::vector<std::size_t> truth = ExerciseChecker::broadcastSteps(exercise, 5);
            for (NodeId node = 0; node < 8; ++node)
                for (std::size_t step = 0; step <= 3; ++step)
                    EXPECT_EQ(q["nodeResults"]["5/" + std::to_string(node) + "/" +
                                               std::to_string(step)]["correct"],
                              truth[node] == step)
                        << node << " " << step;
        } else if (form == "range") {
            std::size_t right = 0;
            for (const auto& [answer, result] : q["results"].items())
                right += result["correct"].get<bool>() ? 1 : 0;
            EXPECT_GE(right, 1u);
            EXPECT_FALSE(q["results"]["never"]["correct"].get<bool>());
        } else {
            ADD_FAILURE() << "scene " << k << ": unexpected form " << form;
        }
    }
    // The lecture's question of scene 3: what node 000 holds after b).
    const Json& predict = data["scenes"][2]["question"];
    ASSERT_EQ(predict["form"], "choice");
    bool found = false;
    for (const Json& option : predict["options"])
        if (option["result"]["correct"].get<bool>())
            found = option["label"]["en"] == "[(a₀+a₄)+(a₂+a₆)]" ||
                    option["label"]["en"] == "(a₀+a₄)+(a₂+a₆)";
    EXPECT_TRUE(found) << predict["options"].dump();
    EXPECT_EQ(mWindow->lessons()->isActive(), true);
}

// The page checks every answer it offers when it is written: a broadcast prediction from any
// root on 1,024 nodes made about 11.5 million checks (six hours; 34 s on 128 nodes). The page's
// budget is counted before anything is checked or drawn, and the page is refused with the reason.
TEST_F(WebPageTest, AQuestionBeyondThePagesBudgetIsRefusedBeforeItIsChecked)
{
    Exercise large = WebQuestions::builtinExercise("broadcast-any-root");
    ASSERT_EQ(large.kind, ExerciseKind::BroadcastPrediction);
    ASSERT_EQ(large.scenario.dimension, 3);
    EXPECT_TRUE(WebQuestions::overBudget(large).isEmpty())
        << WebQuestions::overBudget(large).toStdString();
    large.scenario.dimension = 10;
    large.scenario.linkOrder.clear();
    EXPECT_EQ(WebQuestions::answerChecks(large), 1024u * (1 + 1024u * 11));

    WebScene scene;
    scene.title = {"Broadcast", "Broadcast"};
    scene.trace = mWindow->session()->trace();
    scene.last = static_cast<int>(scene.trace->stepCount());
    scene.question = large;
    std::vector<WebScene> scenes{scene};
    const WebPageWriter writer({"Broadcast", "Broadcast"}, std::move(scenes), Language::English,
                               [](Language) {});
    QString error;
    EXPECT_FALSE(writer.write(path("large.html"), &error));
    EXPECT_TRUE(error.contains(
        QStringLiteral("The question “broadcast-any-root” would check 11535360 answers on 1024 "
                       "nodes before the page is written")))
        << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path("large.html")));
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
