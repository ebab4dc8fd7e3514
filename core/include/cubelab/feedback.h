#pragma once
// Feedback on an exercise answer, in English and German. A checker never builds sentences:
// it returns message ids with their arguments (link numbers, node lists, …), and the text
// is rendered from a template in the language the user reads. The templates live in a
// core table (every id has both languages) and an exercise file may replace any of them.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cubelab {

enum class Language : unsigned char
{
    English,
    German
};

// "en", "de".
std::string_view languageCode(Language language);
// "en" or "de" (any case); throws InputError naming the two.
Language parseLanguage(std::string_view code);
const std::vector<Language>& allLanguages();

// A text in both languages the program speaks.
struct LocalizedText
{
    std::string en;
    std::string de;

    const std::string& in(Language language) const
    {
        return language == Language::German ? de : en;
    }
    bool operator==(const LocalizedText&) const = default;
};

// One sentence of feedback: what it says (id) and its variable parts. Arguments are
// language-neutral text (numbers, lists of numbers, expressions).
struct FeedbackMessage
{
    std::string id;
    std::vector<std::pair<std::string, std::string>> args;

    // The argument's value, or an empty string.
    std::string_view arg(std::string_view name) const;
    bool operator==(const FeedbackMessage&) const = default;
};

// The core's template for a message id (both languages), or nullptr for an unknown id.
const LocalizedText* builtinFeedbackTemplate(std::string_view id);
// Every id of the core table, in table order.
std::vector<std::string_view> builtinFeedbackIds();

// Replaces each {name} in the template with the argument of that name. A placeholder
// without an argument stays as it is, so a missing argument shows instead of vanishing.
std::string renderFeedback(std::string_view templateText, const FeedbackMessage& message);

} // namespace cubelab
