#pragma once
// Text from a file, a link, a program or a trace is never markup. A QLabel, a tooltip and a
// message box take a text that looks like HTML as HTML (Qt::AutoText), and `<img src=PATH>`
// makes the window read PATH (a FIFO blocks it for good, `width=60000` asks for a window of
// gigabytes). So every label is plain unless it is rich on purpose (makePlain); a rich label
// takes such text escaped (escaped); a tooltip or a message shows it as it is (plainTip).

#include <QString>
#include <initializer_list>

class QFormLayout;
class QLabel;

namespace cubelab::gui {

// The labels show their text as it is, whatever it looks like.
void makePlain(std::initializer_list<QLabel*> labels);
inline void makePlain(QLabel* label)
{
    makePlain({label});
}
// The labels QFormLayout made for the form's rows.
void makePlain(QFormLayout* form);

// A piece of such text inside a rich label's markup.
QString escaped(const QString& text);

// A tooltip, what's-this or message text that shows `text` as it is: unchanged when Qt would
// take it as plain text anyway, else as rich text holding it escaped (line breaks kept).
QString plainTip(const QString& text);

} // namespace cubelab::gui
