#include "window/windowlinks.h"

#include "document/shown.h"
#include "document/shownstate.h"
#include "window/windowfiles.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QInputDialog>
#include <QScreen>
#include <QWidget>
#include <algorithm>
#include <cubelab/moment.h>
#include <optional>

namespace cubelab::gui {

WindowLinks::WindowLinks(Parts parts, QObject* parent) : QObject(parent), mParts(parts)
{
    // A link whose run went to the worker and whose view then does not fit its trace.
    connect(mParts.shown, &ShownState::refusedLater, this, &WindowLinks::refuse);
}

bool WindowLinks::open(const QString& link)
{
    QString why;
    try {
        const std::optional<Shown> shown =
            Shown::fromMoment(momentFromLink(link.trimmed().toStdString()), &why);
        if (shown && mParts.shown->show(*shown, &why)) {
            mParts.files->forgetFile();
            return true;
        }
    } catch (const std::exception& e) {
        why = QString::fromStdString(e.what());
    }
    refuse(why);
    return false;
}

void WindowLinks::refuse(const QString& why)
{
    emit errorOccurred(tr("The link was not opened; the current scenario stays. %1").arg(why));
}

void WindowLinks::ask()
{
    // A link copied from a course page is on the clipboard already.
    const QString copied = QGuiApplication::clipboard()->text().trimmed();
    QInputDialog dialog(mParts.window);
    dialog.setWindowTitle(tr("Open link"));
    dialog.setLabelText(tr("A link to a moment (cubelab:1/…):"));
    dialog.setTextValue(looksLikeLink(copied.toStdString()) ? copied : QString());
    dialog.setAccessibleName(tr("Open link"));
    dialog.resize(std::min(640, mParts.window->screen()->availableGeometry().width() - 40),
                  dialog.sizeHint().height());
    if (dialog.exec() == QDialog::Accepted && !dialog.textValue().trimmed().isEmpty())
        open(dialog.textValue());
}

void WindowLinks::copy()
{
    try {
        const QString link = QString::fromStdString(momentToLink(mParts.shown->toMoment()));
        QGuiApplication::clipboard()->setText(link);
        emit statusMessage(
            tr("Link copied: it opens this moment in CubeLab (%1 characters)").arg(link.size()),
            5000);
    } catch (const std::exception& e) {
        emit errorOccurred(tr("No link was made: %1").arg(QString::fromStdString(e.what())));
    }
}

} // namespace cubelab::gui
