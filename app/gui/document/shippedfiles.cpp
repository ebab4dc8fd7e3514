#include "document/shippedfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace cubelab::gui {

QString shippedDirectory(ShippedKind kind)
{
    const QString name =
        kind == ShippedKind::Scenarios ? QStringLiteral("scenarios") : QStringLiteral("machines");
    const QDir dir(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/cubelab/") +
                   name);
    return dir.exists() ? QFileInfo(dir.absolutePath()).canonicalFilePath() : QString();
}

namespace {

// A build tree's share/cubelab/ holds copies of the source tree's resources/, and names that
// folder in the file "source" (resources/CMakeLists.txt; an installed copy has none): the
// originals are the lecture's examples as much as the copies.
QString sourceDirectory(ShippedKind kind)
{
    QFile file(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/cubelab/source"));
    if (!file.open(QIODevice::ReadOnly) || file.size() > 4096)
        return {};
    const QString resources = QString::fromUtf8(file.readAll()).trimmed();
    const QDir dir(resources + (kind == ShippedKind::Scenarios ? QStringLiteral("/scenarios")
                                                               : QStringLiteral("/machines")));
    return !resources.isEmpty() && dir.exists() ? QFileInfo(dir.absolutePath()).canonicalFilePath()
                                                : QString();
}

} // namespace

bool isShippedFile(const QString& path)
{
    if (path.isEmpty())
        return false;
    const QFileInfo info(path);
    // A file that is not there yet (or a dangling link) counts by the folder it would be in.
    const QString canonical = info.exists() ? info.canonicalFilePath() : QString();
    const QString where = !canonical.isEmpty()
                              ? canonical
                              : QFileInfo(info.absolutePath()).canonicalFilePath() +
                                    QLatin1Char('/') + info.fileName();
    for (ShippedKind kind : {ShippedKind::Scenarios, ShippedKind::Machines})
        for (const QString& dir : {shippedDirectory(kind), sourceDirectory(kind)})
            if (!dir.isEmpty() && where.startsWith(dir + QLatin1Char('/')))
                return true;
    return false;
}

} // namespace cubelab::gui
