#include "common/filedialogs.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QLabel>

namespace cubelab::gui::FileDialogs {

namespace {

// Qt's dialog builds its widgets when it first shows, so they are named then.
class FieldNamer : public QObject
{
public:
    explicit FieldNamer(QFileDialog* dialog) : QObject(dialog) { dialog->installEventFilter(this); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Show)
            if (auto* dialog = qobject_cast<QFileDialog*>(watched))
                for (const auto& [label, field] : {std::pair{"lookInLabel", "lookInCombo"},
                                                   std::pair{"fileTypeLabel", "fileTypeCombo"}}) {
                    auto* l = dialog->findChild<QLabel*>(QLatin1String(label));
                    auto* f = dialog->findChild<QComboBox*>(QLatin1String(field));
                    if (l && f && !l->buddy())
                        l->setBuddy(f);
                }
        return QObject::eventFilter(watched, event);
    }
};

QString ask(QFileDialog& dialog)
{
    nameFields(dialog);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return dialog.selectedFiles().value(0);
}

} // namespace

void nameFields(QFileDialog& dialog)
{
    new FieldNamer(&dialog);
}

QString openFileName(QWidget* parent, const QString& caption, const QString& directory,
                     const QString& filter)
{
    QFileDialog dialog(parent, caption, directory, filter);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return ask(dialog);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& directory,
                     const QString& filter)
{
    QFileDialog dialog(parent, caption, directory, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    return ask(dialog);
}

} // namespace cubelab::gui::FileDialogs
