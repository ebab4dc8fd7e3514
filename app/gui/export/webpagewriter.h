#pragma once
// WebPageWriter: a scenario, or a whole lesson, as one self-contained HTML page a student opens
// in any browser (docs/web-page.md). Every step of every scene is drawn ahead of time — the
// view as SVG (StepFigure) in each theme and language, identical pictures stored once — with
// its caption (CollectiveTexts), the partial results s_i as text (PartialResultsModel), the
// lesson's texts and its questions with the checker's answers (WebQuestions). The page's
// markup, style and player are the project's files web/page/ (compiled in as resources); the
// writer fills their markers with the data (format "cubelab-web-page" version 1).

#include "cube/hypercubeview.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <cubelab/exercise.h>
#include <cubelab/feedback.h>
#include <cubelab/jsondocument.h>
#include <cubelab/lesson.h>
#include <cubelab/trace.h>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cubelab::gui {

// Makes the texts of the window (tr()) speak a language for a while: the writer asks for
// English and German in turn, and the language the page opens in at the end.
using UseLanguage = std::function<void(Language)>;

// One scene of the page: a trace and the steps it goes through, with a lesson's texts and
// question where it has them.
struct WebScene
{
    LocalizedText title;               // plain text
    std::optional<LocalizedText> text; // a lesson's markup (a_0, **bold**)
    std::shared_ptr<const Trace> trace;
    std::optional<HypercubeView::LayoutMode> layout; // nullopt: the collective's own figure
    int first = 0;                                   // the steps shown, first…last of the trace's
    int last = 0;
    std::optional<Exercise> question;

    // The lesson's scenes, each scenario run. Throws what the engine throws for a scene that
    // does not run (a built-in lesson always does).
    static std::vector<WebScene> fromLesson(const Lesson& lesson);
    // A scenario's run alone, titled with its collective's name in both languages.
    static WebScene fromTrace(std::shared_ptr<const Trace> trace,
                              std::optional<HypercubeView::LayoutMode> layout,
                              const UseLanguage& useLanguage);
    // A layout's name as moments and lessons write it ("cube", "tree", "weight"; "" the figure).
    static std::optional<HypercubeView::LayoutMode> layoutNamed(const std::string& name);
};

class WebPageWriter
{
    Q_DECLARE_TR_FUNCTIONS(WebPageWriter)

public:
    // The canvas a step's picture is drawn on; the SVG scales to the page.
    static constexpr QSize kPictureSize{960, 720};
    // title: the page's (plain text); opening: the language the page opens in.
    WebPageWriter(LocalizedText title, std::vector<WebScene> scenes, Language opening,
                  UseLanguage useLanguage);

    // A lesson's page keeps the student's progress in the browser under the lesson's id.
    WebPageWriter& setLessonId(std::string id);

    // The page's data, as the player reads it.
    Json data() const;
    // The whole page: web/page/page.html with the style, the data and the player filled in.
    QByteArray html() const;
    // Empty when the page fits its budget, counted before anything is drawn or checked: its
    // questions' checks (WebQuestions::overBudget) and its pictures (StepFigure::overBudget);
    // else why not, in the window's language.
    QString overBudget() const;
    // Writes html() atomically; false with *error saying why (a file that was there is kept):
    // a page beyond its budget is refused before it is made.
    bool write(const QString& path, QString* error) const;

    // The page around given data: the markers of page.html replaced, the data deflated and in
    // base64 ({"encoding": "deflate-base64", "size": bytes, "data": …}; docs/web-page.md).
    static QByteArray assemble(const Json& data);
    // The data of a page assemble() made; null when the page holds none.
    static Json dataOf(const QByteArray& page);

private:
    LocalizedText mTitle;
    std::vector<WebScene> mScenes;
    Language mOpening;
    UseLanguage mUseLanguage;
    std::string mLessonId;
};

} // namespace cubelab::gui
