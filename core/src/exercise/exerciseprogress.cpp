#include "cubelab/exerciseprogress.h"

#include "base/jsonreader.h"
#include "cubelab/jsondocument.h"
#include "cubelab/luaprogram.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <variant>

namespace cubelab {

using detail::JsonReader;
using detail::pointerChild;

static_assert(ExerciseProgress::kFormat == documentFormat(DocumentKind::Progress));

bool ExerciseProgress::keeps(const ExerciseAnswer& answer)
{
    if (const auto* value = std::get_if<ValueAnswer>(&answer))
        return value->text.size() <= ValueAnswer::kMaxTextLength;
    if (const auto* program = std::get_if<ProgramAnswer>(&answer))
        return program->source.size() <= LuaProgram::kMaxSourceBytes;
    return true;
}

void ExerciseProgress::record(const std::string& exerciseId, const ExerciseAnswer& answer,
                              const CheckResult& result)
{
    Entry& e = mEntries[exerciseId];
    if (keeps(answer))
        e.lastAnswer = answer;
    ++e.attempts;
    e.solved = e.solved || result.correct;
}

void ExerciseProgress::setDraft(const std::string& exerciseId, const ExerciseAnswer& answer)
{
    if (keeps(answer))
        mEntries[exerciseId].lastAnswer = answer;
}

void ExerciseProgress::forget(std::string_view exerciseId)
{
    if (auto it = mEntries.find(exerciseId); it != mEntries.end())
        mEntries.erase(it);
}

const ExerciseProgress::Entry* ExerciseProgress::entry(std::string_view exerciseId) const
{
    auto it = mEntries.find(exerciseId);
    return it == mEntries.end() ? nullptr : &it->second;
}

bool ExerciseProgress::solved(std::string_view exerciseId) const
{
    const Entry* e = entry(exerciseId);
    return e && e->solved;
}

Json ExerciseProgress::toJson() const
{
    Json j = Json::object();
    j["format"] = kFormat;
    j["version"] = kFormatVersion;
    Json exercises = Json::object();
    for (const auto& [id, e] : mEntries) {
        Json entry = Json::object();
        entry["solved"] = e.solved;
        entry["attempts"] = e.attempts;
        entry["answer"] = e.lastAnswer ? answerToJson(*e.lastAnswer) : Json(nullptr);
        exercises[id] = entry;
    }
    j["exercises"] = exercises;
    return j;
}

ExerciseProgress ExerciseProgress::fromJson(const Json& json, const std::string& fileName)
{
    const JsonReader r(fileName);
    r.object(json, "", "a progress file");
    r.checkFormat(json, "", DocumentKind::Progress, kFormatVersion);
    r.allowOnly(json, "", {"format", "version", "exercises"});
    const Json& exercises = r.required(json, "", "exercises", "each exercise's progress by id");
    r.object(exercises, "/exercises", "the exercises' progress by id");

    ExerciseProgress progress;
    for (auto it = exercises.begin(); it != exercises.end(); ++it) {
        const std::string place = pointerChild("/exercises", it.key());
        const Json& j = it.value();
        r.object(j, place, "an exercise's progress");
        r.allowOnly(j, place, {"solved", "attempts", "answer"});
        Entry e;
        e.solved = r.boolean(r.required(j, place, "solved", "true or false"),
                             pointerChild(place, "solved"), "solved");
        e.attempts = static_cast<std::uint32_t>(
            r.integer(r.required(j, place, "attempts", "the answers checked"),
                      pointerChild(place, "attempts"), "attempts", 0, UINT32_MAX));
        const Json& answer = r.required(j, place, "answer", "the last answer, or null");
        if (!answer.is_null())
            e.lastAnswer = answerFromJson(answer, fileName, pointerChild(place, "answer"));
        progress.mEntries.emplace(it.key(), std::move(e));
    }
    return progress;
}

std::string ExerciseProgress::fileText() const
{
    const std::uint64_t limit = maxDocumentBytes(DocumentKind::Progress);
    std::string text = toJson().dump(2) + "\n";
    if (text.size() <= limit)
        return text;
    // Too large for the reader: the largest answers are left out until it fits; the marks
    // (solved, attempts) stay, since they are what a student would miss.
    ExerciseProgress smaller = *this;
    std::vector<std::pair<std::size_t, std::string>> answers;
    for (const auto& [id, e] : mEntries)
        if (e.lastAnswer)
            answers.emplace_back(answerToJson(*e.lastAnswer).dump().size(), id);
    std::sort(answers.begin(), answers.end(), std::greater<>());
    for (const auto& [bytes, id] : answers) {
        if (text.size() <= limit)
            break;
        smaller.mEntries.find(id)->second.lastAnswer.reset();
        text = smaller.toJson().dump(2) + "\n";
    }
    if (text.size() > limit)
        throw FileError("", "",
                        "the progress of " + std::to_string(mEntries.size()) + " exercises takes " +
                            std::to_string(text.size()) +
                            " bytes even without answers, more than the " + std::to_string(limit) +
                            " a progress file may have");
    return text;
}

void ExerciseProgress::save(const std::string& path) const
{
    writeFileAtomically(path, fileText());
}

ExerciseProgressLoad ExerciseProgress::load(const std::string& path)
{
    ExerciseProgressLoad result;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec) && !ec)
        return result;
    try {
        result.progress = fromJson(readJsonFile(path, DocumentKind::Progress), path);
    } catch (const FileError& e) {
        result.progress = ExerciseProgress();
        result.error = e;
    }
    return result;
}

} // namespace cubelab
