#pragma once
// SpokenNotice: what a screen reader is to say now, wherever the focus is: a step's caption, a
// scene's title and text, a check's verdict (docs/accessibility.md, "What Orca says").
//
// Qt 6.4 cannot announce a text: it has no QAccessibleAnnouncementEvent (Qt 6.8 has), and its
// AT-SPI bridge sends a name or description change with the object instead of the new text, so
// Orca 43 speaks nothing for them ("bad content sent to speak()"). What Orca 43 does speak,
// wherever its focus is and without moving it, is a notification that is shown: this widget is
// one, an object of role Notification named by the text, and say() sends that it was shown.
// It takes no room, no focus and no click, and paints nothing.
//
// Everything said in one turn of the event loop is said once, joined in the order it was said
// (what is said First before the rest): a scene that also changes the step is one utterance, its
// title and text before the step's caption, not one cut off by the next. What a widget said can
// be taken back within the turn, when another voice says it (the focus moved to where it is
// shown: a screen reader reads it there). Before the window is active nothing is said: the
// screen reader would cut it off with the window's title and focus; it is said once the window
// is active.

#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

namespace cubelab::gui {

class SpokenNotice : public QWidget
{
    Q_OBJECT

public:
    enum class Place
    {
        Last,
        First
    };

    // Says the text through the notice of the anywhere's window (made at the first call).
    static void say(QWidget* anywhere, const QString& text, Place place = Place::Last);
    // Takes back what the speaker said (say's anywhere) in this turn, not yet said.
    static void withdraw(QWidget* speaker);
    // The window's notice, if anything was said in it.
    static SpokenNotice* of(QWidget* anywhere);

    // What the notice says now (its accessible name).
    QString text() const { return mText; }

signals:
    // The notice was shown to a screen reader with this text.
    void spoken(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit SpokenNotice(QWidget* window);
    void speak();

    struct Pending
    {
        QString text;
        QPointer<QWidget> speaker;
    };
    QList<Pending> mPending;
    int mFirst = 0; // how many of mPending were said First
    QString mText;
};

} // namespace cubelab::gui
