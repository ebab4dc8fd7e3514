#pragma once
// What a screen reader says for a button's text: its words without the arrow pictures that
// stand beside them ("◀ Earlier" is "Earlier", "|◀ First" is "First").

#include <QString>

namespace cubelab::gui {

inline QString withoutPictures(QString text)
{
    for (QChar picture : {QChar(u'◀'), QChar(u'▶'), QChar(u'⏸'), QChar(u'|')})
        text.remove(picture);
    return text.trimmed();
}

} // namespace cubelab::gui
