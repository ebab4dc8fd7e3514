#include "checktext.h"

#include "usageerror.h"

namespace cubelab::cli {

Language feedbackLanguage(const QString& option)
{
    const QString name = option.toLower();
    if (name != QStringLiteral("en") && name != QStringLiteral("de"))
        throw UsageError("unknown language '" + option.toStdString() + "': choose en or de");
    return name == QStringLiteral("de") ? Language::German : Language::English;
}

std::string checkText(const Exercise& exercise, const CheckResult& result, Language language)
{
    const bool german = language == Language::German;
    std::string text = exercise.title.in(language) + '\n' +
                       (result.correct ? (german ? "Richtig." : "Right.")
                                       : (german ? "Noch nicht richtig." : "Not right yet.")) +
                       '\n';
    for (const FeedbackMessage& message : result.feedback)
        text += exercise.render(message, language) + '\n';
    return text;
}

} // namespace cubelab::cli
