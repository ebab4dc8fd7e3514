#include "document/unsavedchanges.h"

#include <QMessageBox>

namespace cubelab::gui {

UnsavedChanges::Answer UnsavedChanges::ask(QWidget* parent, const QString& documentName,
                                           Document document)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("unsavedChangesQuestion"));
    box.setIcon(QMessageBox::Warning);
    box.setWindowTitle(tr("Unsaved changes"));
    box.setTextFormat(Qt::PlainText); // the document's name is a file's: never markup
    box.setText(document == Document::Program
                    ? tr("The program “%1” has changes that are not saved.").arg(documentName)
                    : tr("The scenario “%1” has changes that are not saved.").arg(documentName));
    box.setInformativeText(tr("Save them before you go on? Changes that are discarded are lost."));
    box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

} // namespace cubelab::gui
