#pragma once
// ErrorBar: the message bar above the view. A refused edit or a bad file says so here, without
// a modal dialog that would stop a lecture; the text can be selected (a file's or a link's
// error quotes its text, shown as plain text), and ✕ closes the bar.

#include <QWidget>

class QColor;
class QLabel;
class QToolButton;

namespace cubelab::gui {

class ErrorBar : public QWidget
{
    Q_OBJECT

public:
    explicit ErrorBar(QWidget* parent);

    // Shows the bar with the message, on a faint tint of the theme's highlight.
    void showMessage(const QString& message, const QColor& highlight);
    // Hides the bar and forgets its message.
    void clear();
    // The message shown, empty while the bar is hidden.
    QString message() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* mLabel;
    QToolButton* mClose;
};

} // namespace cubelab::gui
