#pragma once
// LessonPane: a lesson beside the cube (in its dock) or under it on the stage — the lesson's
// title, the scenes to jump to, the scene's title and text (a_0, s_i and **bold** set as the
// lecture sets them), where the scene stands (its steps, its question), the verdict on the
// question (revealed, or the student's check: the right answer and why, or what is wrong), and
// Back, Next, Answer the question, Explore from here / Back to the lesson, and Close. On the
// stage the question and the verdict show with the text. It shows what its LessonPlayer holds
// and hands the clicks to it.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace cubelab {
struct Lesson;
struct LessonScene;
} // namespace cubelab

namespace cubelab::gui {

class LessonPlayer;

class LessonPane : public QWidget
{
    Q_OBJECT

public:
    LessonPane(LessonPlayer* player, QWidget* parent = nullptr);

    // The text as rich text: HTML escaped, a_0 and s_i with subscripts, **bold** in bold.
    static QString richText(const QString& text);

    // On the stage: larger type, the text in one wide block under the cube.
    void setPresentationMode(bool on);

    QString sceneText() const;
    // The height the pane needs at this width to show the scene's title and text whole (on
    // the stage, where the list, the status and the buttons are hidden).
    int stageHeight(int width) const;
    QString status() const;
    // The verdict as shown, plain text (empty while none is shown).
    QString verdictText() const;
    // The keyboard to the verdict, where the student reads it: the window's step keys act
    // there (a label brought by no Tab keeps none of them), and a screen reader reads it.
    // Whether the verdict has the focus now.
    bool focusVerdict();

signals:
    void closeRequested();
    // "Answer the question": the question's exercise is to be brought forward.
    void answerRequested(const QString& exerciseId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setUpWidgets();
    void layOut();
    void connectButtons();
    void refresh();
    void refreshQuestion();
    QString verdictHtml() const;
    void retranslate();
    void speakScene(const Lesson& lesson, const LessonScene& scene);

    LessonPlayer* mPlayer;
    QLabel* mTitle;
    QComboBox* mScenes;
    QLabel* mSceneTitle;
    QLabel* mText;
    QLabel* mStatus;
    QLabel* mQuestion;
    QLabel* mVerdict;
    QPushButton* mAnswer;
    QPushButton* mBack;
    QPushButton* mNext;
    QPushButton* mExplore;
    QPushButton* mClose;
    bool mPresentation = false;
    QString mSpokenScene; // what speakScene said last
};

} // namespace cubelab::gui
