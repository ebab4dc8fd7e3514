#include "common/plaintext.h"

#include <QFormLayout>
#include <QLabel>
#include <QTextDocument>

namespace cubelab::gui {

void makePlain(std::initializer_list<QLabel*> labels)
{
    for (QLabel* label : labels)
        label->setTextFormat(Qt::PlainText);
}

void makePlain(QFormLayout* form)
{
    for (int row = 0; row < form->rowCount(); ++row)
        if (QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole))
            if (auto* label = qobject_cast<QLabel*>(item->widget()))
                makePlain(label);
}

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

QString plainTip(const QString& text)
{
    return Qt::mightBeRichText(text) ? Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal) : text;
}

} // namespace cubelab::gui
