#include "program/programtemplates.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <cubelab/luaprogram.h>

namespace cubelab::gui {

QStringList ProgramTemplates::lecturePrograms()
{
    return {QStringLiteral(":/programs/tree-updo.lua"), QStringLiteral(":/programs/tree-down.lua"),
            QStringLiteral(":/programs/tree-do.lua"), QStringLiteral(":/programs/cube-do.lua")};
}

QString ProgramTemplates::skeleton(const QLocale& locale)
{
    return locale.language() == QLocale::German ? QStringLiteral(":/programs/skeleton.de.lua")
                                                : QStringLiteral(":/programs/skeleton.en.lua");
}

QString ProgramTemplates::text(const QString& resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

std::string ProgramTemplates::collectiveOf(const QString& resource)
{
    // The templates are part of the build: what they implement does not change while it runs.
    static QHash<QString, std::string> known;
    if (const auto it = known.constFind(resource); it != known.constEnd())
        return *it;
    std::string id;
    try {
        id = LuaProgram::compile(text(resource).toStdString(),
                                 QFileInfo(resource).fileName().toStdString())
                 .reference()
                 .id;
    } catch (const std::exception&) {
        // A template this build cannot compile implements nothing; Run says what is wrong.
    }
    known.insert(resource, id);
    return id;
}

QString ProgramTemplates::forCollective(const std::string& collectiveId, const QLocale& locale)
{
    for (const QString& resource : lecturePrograms())
        if (collectiveOf(resource) == collectiveId)
            return resource;
    return skeleton(locale);
}

} // namespace cubelab::gui
