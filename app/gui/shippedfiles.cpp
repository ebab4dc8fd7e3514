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

} // namespace cubelab::gui
