#include "common/spokennotice.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>
#include <QStringList>
#include <algorithm>

namespace cubelab::gui {

namespace {

class NoticeAccessible : public QAccessibleWidget
{
public:
    explicit NoticeAccessible(SpokenNotice* notice)
        : QAccessibleWidget(notice, QAccessible::Notification)
    {
    }
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? static_cast<SpokenNotice*>(widget())->text() : QString();
    }
};

QAccessibleInterface* makeInterface(const QString& className, QObject* object)
{
    if (className == QLatin1String(SpokenNotice::staticMetaObject.className()))
        if (auto* notice = qobject_cast<SpokenNotice*>(object))
            return new NoticeAccessible(notice);
    return nullptr;
}

// The main window, also for a widget in a floating dock (a window of its own).
QWidget* mainWindowOf(QWidget* anywhere)
{
    QWidget* window = anywhere->window();
    while (window->parentWidget())
        window = window->parentWidget()->window();
    return window;
}

} // namespace

SpokenNotice::SpokenNotice(QWidget* window) : QWidget(window)
{
    static const bool installed = [] {
        QAccessible::installFactory(&makeInterface);
        return true;
    }();
    (void)installed;
    setObjectName(QStringLiteral("spokenNotice"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setGeometry(0, 0, 1, 1);
    lower();
    show();
    window->installEventFilter(this);
}

SpokenNotice* SpokenNotice::of(QWidget* anywhere)
{
    return anywhere ? mainWindowOf(anywhere)->findChild<SpokenNotice*>(QString(),
                                                                       Qt::FindDirectChildrenOnly)
                    : nullptr;
}

void SpokenNotice::say(QWidget* anywhere, const QString& text, Place place)
{
    if (!anywhere || text.trimmed().isEmpty())
        return;
    SpokenNotice* notice = of(anywhere);
    if (!notice)
        notice = new SpokenNotice(mainWindowOf(anywhere));
    if (notice->mPending.isEmpty())
        QMetaObject::invokeMethod(notice, &SpokenNotice::speak, Qt::QueuedConnection);
    const auto& pending = notice->mPending;
    if (std::any_of(pending.begin(), pending.end(),
                    [&](const Pending& p) { return p.text == text; }))
        return;
    if (place == Place::First)
        notice->mPending.insert(notice->mFirst++, {text, anywhere});
    else
        notice->mPending.append({text, anywhere});
}

void SpokenNotice::withdraw(QWidget* speaker)
{
    SpokenNotice* notice = of(speaker);
    if (!notice)
        return;
    for (qsizetype i = notice->mPending.size() - 1; i >= 0; --i)
        if (notice->mPending.at(i).speaker == speaker) {
            notice->mPending.removeAt(i);
            if (i < notice->mFirst)
                --notice->mFirst;
        }
}

bool SpokenNotice::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::WindowActivate && !mPending.isEmpty())
        QMetaObject::invokeMethod(this, &SpokenNotice::speak, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void SpokenNotice::speak()
{
    if (mPending.isEmpty() || !window()->isActiveWindow())
        return; // said when the window is active (eventFilter)
    QStringList texts;
    for (const Pending& p : mPending)
        texts << p.text;
    mText = texts.join(QLatin1Char(' '));
    mPending.clear();
    mFirst = 0;
    if (QAccessible::isActive()) {
        QAccessibleEvent shown(this, QAccessible::ObjectShow);
        QAccessible::updateAccessibility(&shown);
    }
    emit spoken(mText);
}

} // namespace cubelab::gui
