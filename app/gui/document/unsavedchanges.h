#pragma once
// The question the window asks before it drops a scenario with unsaved changes (quit, New, open
// another scenario or trace): Save, Discard or Cancel, in the window's language. Escape and
// closing the box mean Cancel: nothing is dropped unless the user says so.

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace cubelab::gui {

class UnsavedChanges
{
    Q_DECLARE_TR_FUNCTIONS(UnsavedChanges)

public:
    enum class Answer
    {
        Save,
        Discard,
        Cancel
    };
    // What has the changes: the scenario, or the node program in the program editor.
    enum class Document
    {
        Scenario,
        Program
    };

    // documentName: the file's name, or what the title says instead ("lecture example").
    static Answer ask(QWidget* parent, const QString& documentName,
                      Document document = Document::Scenario);
};

} // namespace cubelab::gui
