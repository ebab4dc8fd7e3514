#pragma once
// RunIndicator: the status bar's sign that a large cube runs. While the session's worker or a
// comparison's runs, the window stays live: the indicator says what runs, shows that it is busy
// and offers Cancel, which drops the edit. A run the session does in the window's thread (a
// file, an undo) shows it too, with a wait cursor, before the thread blocks.

#include <QWidget>

class QLabel;
class QToolButton;

namespace cubelab::gui {

class CompareMode;
class Session;

class RunIndicator : public QWidget
{
    Q_OBJECT

public:
    // Hidden until a run starts; put it in the status bar (QStatusBar::addPermanentWidget).
    RunIndicator(Session* session, CompareMode* compare, QWidget* parent);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRun(const QString& what);
    void retranslate();

    Session* mSession;
    QLabel* mLabel;
    QToolButton* mCancel;
};

} // namespace cubelab::gui
