#include "lessoncommand.h"

#include "arguments.h"
#include "cubelab/lesson.h"
#include "usageerror.h"

#include <iostream>

namespace cubelab::cli {

namespace {

int list()
{
    for (const Lesson& lesson : builtinLessons())
        std::cout << lesson.id << "  " << lesson.title.en << " (" << lesson.scenes.size()
                  << " scenes)\n";
    return 0;
}

int check(const std::string& fileOrId)
{
    const Lesson* builtin = findBuiltinLesson(fileOrId);
    const Lesson lesson = builtin ? *builtin : readLessonFile(fileOrId);
    const std::vector<std::string> problems = lessonProblems(lesson);
    for (const std::string& problem : problems)
        std::cout << fileOrId << ": " << problem << '\n';
    if (!problems.empty())
        return 1;
    int questions = 0;
    for (const LessonScene& scene : lesson.scenes)
        questions += scene.asks() ? 1 : 0;
    std::cout << fileOrId << ": " << lesson.scenes.size() << " scenes, " << questions
              << (questions == 1 ? " question" : " questions") << ", every scene runs\n";
    return 0;
}

} // namespace

LessonCommand::LessonCommand()
{
    mParser.setApplicationDescription(summary());
    mParser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                         QStringLiteral("Show this help.")));
    mParser.addPositionalArgument(QStringLiteral("action"),
                                  QStringLiteral("list, or check FILE|ID."));
}

QString LessonCommand::summary()
{
    return QStringLiteral("List the built-in lessons, or check a lesson file.");
}

int LessonCommand::run(const QStringList& arguments)
{
    if (parseAsksForHelp(mParser, QStringLiteral("lesson"), arguments)) {
        std::cout << commandHelp(mParser, QStringLiteral("cubelab-cli lesson list | check FILE|ID"),
                                 QStringLiteral("  cubelab-cli lesson list\n"
                                                "  cubelab-cli lesson check my-lesson.json\n"
                                                "  cubelab-cli lesson check reduce-allreduce\n"));
        return 0;
    }
    const QStringList positional = mParser.positionalArguments();
    if (positional.value(0) == QStringLiteral("list") && positional.size() == 1)
        return list();
    if (positional.value(0) == QStringLiteral("check") && positional.size() == 2)
        return check(positional.at(1).toStdString());
    if (positional.value(0) == QStringLiteral("check"))
        throw UsageError("lesson check needs one lesson: a file or the id of a built-in lesson");
    throw UsageError("lesson needs list, or check FILE|ID" +
                     (positional.isEmpty()
                          ? std::string()
                          : "; got '" + positional.join(' ').left(200).toStdString() + "'"));
}

} // namespace cubelab::cli
