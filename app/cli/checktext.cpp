#include "checktext.h"

#include "cubelab/answercheck.h"
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
    std::string text = exercise.title.in(language) + '\n' +
                       std::string(verdictText(result.correct, language)) + '\n';
    for (const FeedbackMessage& message : result.feedback)
        text += exercise.render(message, language) + '\n';
    return text;
}

} // namespace cubelab::cli
