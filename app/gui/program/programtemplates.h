#pragma once
// The programs CubeLab ships in resources/programs/ (as :/programs/…): the lecture's four
// node programs and the empty skeleton in English and German. The program editor's template
// menu and a program exercise's "Start from the template" both take them from here.

#include <QLocale>
#include <QString>
#include <QStringList>
#include <string>

namespace cubelab::gui {

class ProgramTemplates
{
public:
    // The lecture's programs, in the lecture's order (":/programs/tree-updo.lua", …).
    static QStringList lecturePrograms();
    // The empty program with comments in the locale's language.
    static QString skeleton(const QLocale& locale);
    // The resource's text; empty when this build lacks it.
    static QString text(const QString& resource);
    // The id of the collective the program says it implements (empty when it does not
    // compile); each template is compiled once.
    static std::string collectiveOf(const QString& resource);
    // The lecture program that implements the collective (an id), else the skeleton.
    static QString forCollective(const std::string& collectiveId, const QLocale& locale);
};

} // namespace cubelab::gui
