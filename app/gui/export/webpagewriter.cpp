#include "export/webpagewriter.h"

#include "common/collectivetexts.h"
#include "common/notation.h"
#include "common/theme.h"
#include "cube/expressiondelegate.h"
#include "cube/nodevaluetext.h"
#include "cube/partialresultsmodel.h"
#include "document/session.h"
#include "export/imagefiles.h"
#include "export/stepfigure.h"
#include "export/webquestions.h"
#include "lesson/lessonpane.h"

#include <QBuffer>
#include <QFile>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <array>
#include <cubelab/jsonio.h>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace cubelab::gui {

namespace {

constexpr std::array<ThemeKind, 3> kThemes{ThemeKind::Light, ThemeKind::Dark,
                                           ThemeKind::HighContrast};

std::string utf8(const QString& text)
{
    return text.toStdString();
}

QByteArray pageFile(const QString& name)
{
    QFile file(QStringLiteral(":/web/") + name);
    if (!file.open(QIODevice::ReadOnly))
        throw std::logic_error("the page's file " + name.toStdString() + " is not compiled in");
    return file.readAll();
}

// Bytes deflated (zlib's format, which the browser's DecompressionStream("deflate") reads;
// qCompress puts the length in front) and in base64, as JSON: the page's data a tenth of its
// size, the engine's module a third, and no text in either can close its script element.
QByteArray packed(const QByteArray& bytes)
{
    return QByteArray::fromStdString(
        Json{{"encoding", "deflate-base64"},
             {"size", bytes.size()},
             {"data", qCompress(bytes, 9).mid(4).toBase64().toStdString()}}
            .dump());
}

// The explorer's words (web/page/explorer.js): the page runs the engine on a student's changes.
std::vector<std::pair<const char*, QString>> explorerTexts()
{
    return {
        {"changeThis", WebPageWriter::tr("Change this")},
        {"explorer", WebPageWriter::tr("Your own run")},
        {"settings", WebPageWriter::tr("Settings")},
        {"closeExplorer", WebPageWriter::tr("Back to the page's run")},
        {"collective", WebPageWriter::tr("Collective")},
        {"dimension", WebPageWriter::tr("Cube size n")},
        {"linkOrder", WebPageWriter::tr("Link order")},
        {"secondLinkOrder", WebPageWriter::tr("Second link order")},
        {"linkOrderHint", WebPageWriter::tr("for example 3,2,1")},
        {"operator", WebPageWriter::tr("Operator")},
        {"values", WebPageWriter::tr("Values")},
        {"symbolic", Notation::subscripts(WebPageWriter::tr("symbolic (a_0, a_1, …)"))},
        {"numeric", WebPageWriter::tr("numeric")},
        {"elements", WebPageWriter::tr("Elements m")},
        {"machine", WebPageWriter::tr("Machine")},
        {"noMachine", WebPageWriter::tr("none (steps only, no cost)")},
        {"linkLoads", WebPageWriter::tr("Link loads up to this step")},
        {"linkLoad", WebPageWriter::tr("Link %1: %2 messages, %3 bytes")},
        {"costs", WebPageWriter::tr("Cost on the machine")},
        {"costStep", WebPageWriter::tr("This step: %1")},
        {"costTotal", WebPageWriter::tr("Up to this step: %1")},
        {"costWhole", WebPageWriter::tr("The whole run: %1")},
        {"notPriced", WebPageWriter::tr("Choose a machine to see what the steps cost.")},
        {"moreMessages", WebPageWriter::tr("%1 more messages in this step are not drawn.")},
        {"badLink", WebPageWriter::tr("The address names no run this page can show: %1")},
        {"noEngine", WebPageWriter::tr("This browser cannot run CubeLab's engine: the page shows "
                                       "its own run only.")},
    };
}

// The words of the player, in the language installed now (the keys of docs/web-page.md): all
// it shows, for web/page/player.js writes none of its own.
Json playerTexts()
{
    const std::pair<const char*, QString> texts[] = {
        {"stepOf", WebPageWriter::tr("Step %1 of %2")},
        {"sceneOf", WebPageWriter::tr("Scene %1 of %2")},
        {"next", WebPageWriter::tr("Next step")},
        {"previous", WebPageWriter::tr("Previous step")},
        {"first", WebPageWriter::tr("First step")},
        {"last", WebPageWriter::tr("Last step")},
        {"blank", WebPageWriter::tr("Blank the screen (B)")},
        {"blanked", WebPageWriter::tr("The screen is blank. Press B to show it again.")},
        {"fullScreen", WebPageWriter::tr("Full screen")},
        {"language", WebPageWriter::tr("Language")},
        {"theme", WebPageWriter::tr("Theme")},
        {"light", WebPageWriter::tr("Light")},
        {"dark", WebPageWriter::tr("Dark")},
        {"highContrast", WebPageWriter::tr("High contrast")},
        {"stepSlider", WebPageWriter::tr("Step")},
        {"results", Notation::subscripts(WebPageWriter::tr("Partial results s_i"))},
        {"keysHelp",
         WebPageWriter::tr("Keys: → or Space next, ← back, Home first, End last, B blank")},
        {"question", WebPageWriter::tr("Question")},
        {"check", WebPageWriter::tr("Check")},
        {"showAnswer", WebPageWriter::tr("Show the answer")},
        {"answer", WebPageWriter::tr("Answer")},
        {"yourValue", WebPageWriter::tr("Your answer, in the lecture's brackets")},
        {"yourOrder", WebPageWriter::tr("Link order, the first used first (e.g. 3, 2, 1)")},
        {"answerFirst", WebPageWriter::tr("Write an answer first.")},
        {"notAnOrder", WebPageWriter::tr("Write the links as numbers, separated by commas.")},
        {"engineMissing",
         WebPageWriter::tr("This browser cannot run the page's engine: answers are not checked "
                           "here. Next shows the answer.")},
        {"program", WebPageWriter::tr("Your node program (Lua)")},
        {"run", WebPageWriter::tr("Run")},
        {"ran", WebPageWriter::tr("The program ran: %1 steps.")},
        {"exercises", WebPageWriter::tr("Exercises: node programs")},
        {"continue", WebPageWriter::tr("Continue")},
        {"never", WebPageWriter::tr("Cube_Do is never faster")},
        {"from", WebPageWriter::tr("From")},
        {"to", WebPageWriter::tr("to")},
        {"noEnd", WebPageWriter::tr("no end")},
        {"root", WebPageWriter::tr("Root")},
        {"node", WebPageWriter::tr("Node")},
        {"receivesIn", WebPageWriter::tr("receives in step")},
        {"rootStep", WebPageWriter::tr("0 (the root)")},
        {"chooseOne", WebPageWriter::tr("Choose one answer.")},
        {"scenes", WebPageWriter::tr("Scenes")},
        {"picture", WebPageWriter::tr("The hypercube at %1")},
        {"noData", WebPageWriter::tr("This page holds no CubeLab data.")},
        {"english", QStringLiteral("English")},
        {"german", QStringLiteral("Deutsch")},
    };
    Json ui = Json::object();
    for (const auto& [key, text] : texts)
        ui[key] = utf8(text);
    for (const auto& [key, text] : explorerTexts())
        ui[key] = utf8(text);
    return ui;
}

// The words of a step's heading and line in the language installed now, as the engine in the
// page takes them (cubelab.setWords, cubelab::viewWordsFromJson): the window's own StepWords
// and phase names, and whether numbers take a decimal comma.
Json stepWordsJson()
{
    const StepWords words = CollectiveTexts::stepWords();
    Json phases = Json::object();
    for (Phase phase : {Phase::Reduce, Phase::Broadcast, Phase::Exchange, Phase::Gather,
                        Phase::Scatter, Phase::ReduceScatter, Phase::Allgather})
        phases[std::string(phase.id())] = utf8(CollectiveTexts::phaseName(phase));
    return Json{{"start", words.start},
                {"oneLink", words.oneLink},
                {"severalLinks", words.severalLinks},
                {"noLink", words.noLink},
                {"more", words.more},
                {"noNeighbours", words.noNeighbours},
                {"collectiveByOne", words.collectiveByOne},
                {"collectiveByMany", words.collectiveByMany},
                {"phases", phases},
                {"decimalComma", QLocale().decimalPoint() == QStringLiteral(",")}};
}

// A step's picture as compact inline SVG: no XML declaration, no fixed size (the page sizes it
// by its viewBox), no whitespace between elements.
QByteArray pictureSvg(const StepFigure& figure, int step)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(WebPageWriter::kPictureSize);
        generator.setViewBox(QRect(QPoint(0, 0), WebPageWriter::kPictureSize));
        QPainter painter(&generator);
        figure.paint(painter, QRectF(QPointF(0, 0), QSizeF(WebPageWriter::kPictureSize)), step);
    }
    // Compiled once: every step of every theme and language passes here.
    static const QRegularExpression declaration(QStringLiteral("^<\\?xml[^>]*\\?>\\s*"));
    static const QRegularExpression titles(
        QStringLiteral("<title>[^<]*</title>|<desc>[^<]*</desc>"));
    static const QRegularExpression fixedSize(
        QStringLiteral("<svg\\s+width=\"[^\"]*\"\\s+height=\"[^\"]*\""));
    static const QRegularExpression between(QStringLiteral(">\\s+<"));
    QString svg = QString::fromUtf8(bytes);
    svg.remove(declaration);
    svg.remove(titles);
    svg.replace(fixedSize, QStringLiteral("<svg"));
    svg.replace(between, QStringLiteral("><"));
    // What the generator writes though it changes nothing.
    svg.remove(QStringLiteral(" transform=\"matrix(1,0,0,1,0,0)\""));
    svg.remove(QStringLiteral(" vector-effect=\"none\""));
    // An empty group (a state change with nothing drawn in it) says nothing.
    static const QRegularExpression emptyGroup(QStringLiteral("<g[^>]*></g>"));
    for (qsizetype before = -1; before != svg.size();) {
        before = svg.size();
        svg.remove(emptyGroup);
    }
    return svg.trimmed().toUtf8();
}

// The texts of one step's table and caption in one language.
struct StepTexts
{
    QString label;
    QString caption;
    std::vector<std::array<QString, 4>> rows;
    std::vector<int> changed;
};

struct SceneTexts
{
    std::array<QString, 4> columns;
    std::vector<StepTexts> steps;
};

SceneTexts sceneTexts(const WebScene& scene)
{
    PartialResultsModel model;
    model.setTrace(scene.trace);
    SceneTexts texts;
    for (int c = 0; c < 4; ++c)
        texts.columns[static_cast<std::size_t>(c)] =
            model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (int step = scene.first; step <= scene.last; ++step) {
        model.setStep(step);
        StepTexts s;
        s.label = CollectiveTexts::stepTitle(*scene.trace, static_cast<std::size_t>(step));
        s.caption = CollectiveTexts::shownCaption(*scene.trace, static_cast<std::size_t>(step));
        for (int row = 0; row < model.rowCount(); ++row) {
            std::array<QString, 4> cells;
            for (int c = 0; c < 4; ++c)
                cells[static_cast<std::size_t>(c)] =
                    model.data(model.index(row, c), Qt::DisplayRole).toString();
            cells[PartialResultsModel::ExpressionColumn] =
                ExpressionDelegate::shown(cells[PartialResultsModel::ExpressionColumn]);
            s.rows.push_back(std::move(cells));
            if (model.data(model.index(row, 0), PartialResultsModel::ChangedRole).toBool())
                s.changed.push_back(row);
        }
        texts.steps.push_back(std::move(s));
    }
    return texts;
}

// A cell as the page shows it: the same in both languages, or each language's words marked
// with its lang, the other hidden by the page's style.
std::string cellHtml(const QString& en, const QString& de)
{
    if (en == de)
        return utf8(en.toHtmlEscaped());
    return utf8(QStringLiteral("<span lang=\"en\">%1</span><span lang=\"de\">%2</span>")
                    .arg(en.toHtmlEscaped(), de.toHtmlEscaped()));
}

// A title as plain text, with the lecture's subscripts (s_0 → s₀).
std::string titleText(const std::string& text)
{
    return utf8(Notation::subscripts(QString::fromStdString(text)));
}

Json localized(const QString& en, const QString& de)
{
    return Json{{"en", utf8(en)}, {"de", utf8(de)}};
}

// Identical pictures and tables stored once.
class Store
{
public:
    int add(const std::string& key, Json value)
    {
        const auto [it, added] = mIndex.emplace(key, static_cast<int>(mItems.size()));
        if (added)
            mItems.push_back(std::move(value));
        return it->second;
    }
    Json items() const { return mItems; }

private:
    std::unordered_map<std::string, int> mIndex;
    Json mItems = Json::array();
};

// The lesson's markup as paragraphs of safe HTML.
std::string lessonHtml(const std::string& text)
{
    return utf8(
        QStringLiteral("<p>%1</p>").arg(LessonPane::richText(QString::fromStdString(text))));
}

// What one language gives the page: the player's words, each scene's texts and each of its
// steps' pictures by theme ({theme: picture}).
struct LanguageParts
{
    Json ui;
    Json stepWords;
    std::vector<SceneTexts> texts;
    std::vector<std::vector<Json>> pictures;
};

// The scene's steps drawn in every theme, in the language installed now.
std::vector<Json> scenePictures(const WebScene& scene, Store& pictures)
{
    std::vector<Json> steps(static_cast<std::size_t>(scene.last - scene.first + 1), Json::object());
    for (ThemeKind kind : kThemes) {
        const StepFigure figure(scene.trace, scene.layout, Theme::make(kind));
        for (int step = scene.first; step <= scene.last; ++step) {
            const std::string svg = pictureSvg(figure, step).toStdString();
            steps[static_cast<std::size_t>(step - scene.first)][utf8(Theme::id(kind))] =
                pictures.add(svg, svg);
        }
    }
    return steps;
}

LanguageParts languageParts(const std::vector<WebScene>& scenes, Store& pictures)
{
    LanguageParts parts{playerTexts(), stepWordsJson(), {}, {}};
    for (const WebScene& scene : scenes) {
        parts.texts.push_back(sceneTexts(scene));
        parts.pictures.push_back(scenePictures(scene, pictures));
    }
    return parts;
}

// Step i's table of partial results, its cells in both languages.
Json tableJson(const SceneTexts& en, const SceneTexts& de, std::size_t i)
{
    const StepTexts& e = en.steps[i];
    const StepTexts& d = de.steps[i];
    Json table{{"columns", {{"en", Json::array()}, {"de", Json::array()}}},
               {"rows", Json::array()},
               {"changed", e.changed}};
    for (std::size_t c = 0; c < 4; ++c) {
        table["columns"]["en"].push_back(utf8(en.columns[c]));
        table["columns"]["de"].push_back(utf8(de.columns[c]));
    }
    for (std::size_t row = 0; row < e.rows.size(); ++row) {
        Json cells = Json::array();
        for (std::size_t c = 0; c < 4; ++c)
            cells.push_back(cellHtml(e.rows[row][c], d.rows[row][c]));
        table["rows"].push_back(std::move(cells));
    }
    return table;
}

// Scene k's steps: each with its label, caption, pictures and table (stored once).
Json stepsJson(const WebScene& scene, std::size_t k, const LanguageParts& en,
               const LanguageParts& de, Store& tables)
{
    Json steps = Json::array();
    for (std::size_t i = 0; i < en.texts[k].steps.size(); ++i) {
        const StepTexts& e = en.texts[k].steps[i];
        const StepTexts& d = de.texts[k].steps[i];
        const Json table = tableJson(en.texts[k], de.texts[k], i);
        steps.push_back(Json{{"step", scene.first + static_cast<int>(i)},
                             {"label", localized(e.label, d.label)},
                             {"caption", localized(e.caption, d.caption)},
                             {"picture", {{"en", en.pictures[k][i]}, {"de", de.pictures[k][i]}}},
                             {"table", tables.add(table.dump(), table)}});
    }
    return steps;
}

Json sceneJson(const WebScene& scene, Json steps, const WebQuestions::Words& words)
{
    Json text = nullptr;
    if (scene.text)
        text = Json{{"en", lessonHtml(scene.text->en)}, {"de", lessonHtml(scene.text->de)}};
    return Json{{"title", {{"en", titleText(scene.title.en)}, {"de", titleText(scene.title.de)}}},
                {"text", text},
                // What the explorer starts from when the student changes this scene.
                {"scenario", scenarioToJson(scene.trace->scenario())},
                {"first", scene.first},
                {"last", static_cast<int>(scene.trace->stepCount())},
                {"steps", std::move(steps)},
                {"question",
                 scene.question ? WebQuestions::question(*scene.question, scene, words) : Json()}};
}

// What the page says when a browser cannot read its data: the program's words, written
// outside the data.
std::string noDataText(const Json& data, const std::string& language)
{
    const auto ui = data.find("ui");
    if (ui == data.end() || !ui->is_object() || !ui->contains(language))
        return {};
    return (*ui)[language].value("noData", std::string());
}

} // namespace

std::optional<HypercubeView::LayoutMode> WebScene::layoutNamed(const std::string& name)
{
    if (name == "cube")
        return HypercubeView::LayoutMode::Cube;
    if (name == "tree")
        return HypercubeView::LayoutMode::Tree;
    if (name == "weight")
        return HypercubeView::LayoutMode::Weight;
    return std::nullopt;
}

std::vector<WebScene> WebScene::fromLesson(const Lesson& lesson)
{
    std::vector<WebScene> scenes;
    for (const LessonScene& s : lesson.scenes) {
        WebScene scene;
        scene.title = s.title;
        scene.text = s.text;
        scene.trace = Session::run(normalized(s.moment.scenario)); // within the run budget
        scene.layout = layoutNamed(s.moment.layout);
        const int steps = static_cast<int>(scene.trace->stepCount());
        scene.first = std::clamp(s.moment.step, 0, steps);
        scene.last = std::clamp(s.lastStep, scene.first, steps);
        if (s.question)
            scene.question = *s.question;
        else if (!s.questionId.empty())
            scene.question = WebQuestions::builtinExercise(s.questionId);
        scenes.push_back(std::move(scene));
    }
    return scenes;
}

WebScene WebScene::fromTrace(std::shared_ptr<const Trace> trace,
                             std::optional<HypercubeView::LayoutMode> layout,
                             const UseLanguage& useLanguage)
{
    WebScene scene;
    const std::string& algorithm = trace->scenario().algorithm;
    useLanguage(Language::English);
    scene.title.en = utf8(CollectiveTexts::title(algorithm));
    useLanguage(Language::German);
    scene.title.de = utf8(CollectiveTexts::title(algorithm));
    scene.last = static_cast<int>(trace->stepCount());
    scene.trace = std::move(trace);
    scene.layout = layout;
    return scene;
}

WebPageWriter::WebPageWriter(LocalizedText title, std::vector<WebScene> scenes, Language opening,
                             UseLanguage useLanguage)
    : mTitle(std::move(title)), mScenes(std::move(scenes)), mOpening(opening),
      mUseLanguage(std::move(useLanguage))
{
}

WebPageWriter& WebPageWriter::setLessonId(std::string id)
{
    mLessonId = std::move(id);
    return *this;
}

Json WebPageWriter::data() const
{
    Store pictures;
    Store tables;
    std::map<Language, LanguageParts> parts;
    WebQuestions::Words words;
    for (Language language : {Language::English, Language::German}) {
        mUseLanguage(language);
        words.collect(language);
        parts[language] = languageParts(mScenes, pictures);
    }
    mUseLanguage(mOpening);

    const LanguageParts& en = parts[Language::English];
    const LanguageParts& de = parts[Language::German];
    Json scenes = Json::array();
    for (std::size_t k = 0; k < mScenes.size(); ++k)
        scenes.push_back(sceneJson(mScenes[k], stepsJson(mScenes[k], k, en, de, tables), words));
    return Json{{"format", "cubelab-web-page"},
                {"version", 1},
                {"language", std::string(languageCode(mOpening))},
                {"lesson", mLessonId.empty() ? Json() : Json(mLessonId)},
                {"title", {{"en", titleText(mTitle.en)}, {"de", titleText(mTitle.de)}}},
                {"ui", {{"en", en.ui}, {"de", de.ui}}},
                {"stepWords", {{"en", en.stepWords}, {"de", de.stepWords}}},
                {"pictures", pictures.items()},
                {"tables", tables.items()},
                {"scenes", scenes},
                {"exercises", WebQuestions::programExercises()}};
}

QByteArray WebPageWriter::assemble(const Json& data)
{
    QByteArray page = pageFile(QStringLiteral("page.html"));
    const QByteArray json = QByteArray::fromStdString(data.dump());
    const std::string language = data.value("language", std::string("en"));
    const QString title = QString::fromStdString(data["title"].value(language, std::string()));
    const QString noData = QString::fromStdString(noDataText(data, language));
    const std::pair<QByteArray, QByteArray> markers[] = {
        {QByteArrayLiteral("<!--@cubelab-title@-->"), title.toHtmlEscaped().toUtf8()},
        {QByteArrayLiteral("<!--@cubelab-no-data@-->"), noData.toHtmlEscaped().toUtf8()},
        {QByteArrayLiteral("@cubelab-lang@"), QByteArray::fromStdString(language)},
        {QByteArrayLiteral("/*@cubelab-style@*/"), pageFile(QStringLiteral("player.css"))},
        {QByteArrayLiteral("/*@cubelab-data@*/"), packed(json)},
        {QByteArrayLiteral("/*@cubelab-engine-wasm@*/"),
         packed(pageFile(QStringLiteral("cubelab-engine.wasm")))},
        {QByteArrayLiteral("/*@cubelab-engine@*/"), pageFile(QStringLiteral("cubelab-engine.js")) +
                                                        '\n' +
                                                        pageFile(QStringLiteral("engine.js"))},
        {QByteArrayLiteral("/*@cubelab-script@*/"),
         pageFile(QStringLiteral("questions.js")) + '\n' + pageFile(QStringLiteral("player.js"))},
        {QByteArrayLiteral("/*@cubelab-explorer@*/"), pageFile(QStringLiteral("explorer.js"))},
    };
    // Each marker is filled once, at the place page.html has it: what is filled in is never
    // searched for markers again.
    QByteArray out;
    qsizetype from = 0;
    std::vector<std::pair<qsizetype, std::size_t>> places;
    for (std::size_t m = 0; m < std::size(markers); ++m) {
        const qsizetype at = page.indexOf(markers[m].first);
        if (at < 0)
            throw std::logic_error("web/page/page.html lacks the marker " +
                                   markers[m].first.toStdString());
        places.emplace_back(at, m);
    }
    std::sort(places.begin(), places.end());
    for (const auto& [at, m] : places) {
        out += page.mid(from, at - from);
        out += markers[m].second;
        from = at + markers[m].first.size();
    }
    out += page.mid(from);
    return out;
}

Json WebPageWriter::dataOf(const QByteArray& page)
{
    const QByteArray open =
        QByteArrayLiteral("<script type=\"application/json\" id=\"cubelab-data\">");
    const qsizetype from = page.indexOf(open);
    const qsizetype to = page.indexOf("</script>", from);
    if (from < 0 || to < 0)
        return nullptr;
    const Json held = Json::parse(
        page.mid(from + open.size(), to - from - open.size()).toStdString(), nullptr, false);
    if (!held.is_object() || held.value("encoding", std::string()) != "deflate-base64" ||
        !held["size"].is_number_unsigned() || !held["data"].is_string())
        return held.is_discarded() ? Json(nullptr) : held;
    // qUncompress wants the length in front, as qCompress writes it.
    const auto size = held["size"].get<std::uint32_t>();
    QByteArray zlib(4, '\0');
    for (int i = 0; i < 4; ++i)
        zlib[i] = static_cast<char>((size >> (24 - 8 * i)) & 0xff);
    zlib += QByteArray::fromBase64(QByteArray::fromStdString(held["data"].get<std::string>()));
    const Json data = Json::parse(qUncompress(zlib).toStdString(), nullptr, false);
    return data.is_discarded() ? Json(nullptr) : data;
}

QByteArray WebPageWriter::html() const
{
    return assemble(data());
}

QString WebPageWriter::overBudget() const
{
    std::uint64_t pictures = 0;
    std::uint64_t nodes = 0;
    for (const WebScene& scene : mScenes) {
        if (scene.question)
            if (const QString reason = WebQuestions::overBudget(*scene.question); !reason.isEmpty())
                return reason;
        // Every step in each theme and language.
        const std::uint64_t shown =
            static_cast<std::uint64_t>(scene.last - scene.first + 1) * std::size(kThemes) * 2;
        pictures += shown;
        nodes += shown * StepFigure::drawnNodes(*scene.trace);
    }
    return StepFigure::overBudget(pictures, nodes);
}

bool WebPageWriter::write(const QString& path, QString* error) const
{
    mUseLanguage(mOpening); // the reason in the language the window speaks
    if (const QString reason = overBudget(); !reason.isEmpty()) {
        *error = reason;
        return false;
    }
    return writeBytes(path, html(), error);
}

} // namespace cubelab::gui
