#pragma once
// The window's file dialogs, in one place: the platform's own where it has one, else Qt's, whose
// "Look in" and "Files of type" boxes get their labels as buddies, so that a screen reader names
// them (Qt's dialog leaves them without). The same arguments and results as QFileDialog's
// static functions.

#include <QString>

class QFileDialog;
class QWidget;

namespace cubelab::gui::FileDialogs {

// The file chosen to open, or empty when cancelled.
QString openFileName(QWidget* parent, const QString& caption, const QString& directory,
                     const QString& filter);
// The file chosen to save into, or empty when cancelled.
QString saveFileName(QWidget* parent, const QString& caption, const QString& directory,
                     const QString& filter);
// Names the boxes of Qt's dialog once it shows (nothing for the platform's own).
void nameFields(QFileDialog& dialog);

} // namespace cubelab::gui::FileDialogs
