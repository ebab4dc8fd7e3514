#include "shippedfiles.h"

#include <QCoreApplication>
#include <QDir>
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

bool isShippedFile(const QString& path)
{
    if (path.isEmpty())
        return false;
    const QFileInfo info(path);
    // A file that is not there yet (or a dangling link) counts by the folder it would be in.
    const QString canonical = info.exists() ? info.canonicalFilePath() : QString();
    const QString where = !canonical.isEmpty()
                              ? canonical
                              : QFileInfo(info.absolutePath()).canonicalFilePath() + QLatin1Char('/') + info.fileName();
    for (ShippedKind kind : {ShippedKind::Scenarios, ShippedKind::Machines}) {
        const QString dir = shippedDirectory(kind);
        if (!dir.isEmpty() && where.startsWith(dir + QLatin1Char('/')))
            return true;
    }
    return false;
}

} // namespace cubelab::gui
