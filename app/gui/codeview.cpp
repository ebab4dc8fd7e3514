#include "codeview.h"

#include "collectivetexts.h"

#include <cubelab/collective.h>

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QVBoxLayout>

namespace cubelab::gui {

CodeView::CodeView(QWidget* parent)
    : QWidget(parent), mTitle(new QLabel(this)), mText(new QPlainTextEdit(this)), mLegend(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    layout->addWidget(mText, 1);
    layout->addWidget(mLegend);
    mText->setReadOnly(true);
    mText->setLineWrapMode(QPlainTextEdit::NoWrap);
    mText->setObjectName(QStringLiteral("codeText"));
    mLegend->setWordWrap(true);
    // A long collective name must not widen the dock: the title wraps.
    mTitle->setWordWrap(true);
    mLegend->setTextFormat(Qt::RichText);
    scaleFonts();
    retranslate();
}

void CodeView::setTrace(std::shared_ptr<const Trace> trace)
{
    mTrace = std::move(trace);
    mStep = 0;
    QString program;
    if (mTrace) {
        try {
            const Collective& c = findCollective(mTrace->scenario().algorithm);
            QStringList lines;
            for (const std::string& line : c.pseudocode)
                lines << QString::fromStdString(line);
            program = lines.join(QLatin1Char('\n'));
        } catch (const std::exception&) {
            // A trace of a collective this build does not know: no program to show.
        }
    }
    mText->setPlainText(program);
    retranslate();
    refresh();
}

void CodeView::setStep(int step)
{
    mStep = step;
    refresh();
}

void CodeView::setSelectedNode(std::optional<NodeId> node)
{
    mSelected = node;
    refresh();
}

void CodeView::setTheme(const Theme& theme)
{
    mTheme = theme;
    retranslate();
    refresh();
}

QString CodeView::text() const
{
    return mText->toPlainText();
}

void CodeView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        scaleFonts();
    QWidget::changeEvent(event);
}

void CodeView::scaleFonts()
{
    // Explicit fonts do not follow the window's font: they are set again at its size, so the
    // program grows with presentation mode.
    QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    fixed.setPointSizeF(font().pointSizeF());
    mText->setFont(fixed);
    QFont titleFont = font();
    titleFont.setBold(true);
    mTitle->setFont(titleFont);
}

void CodeView::retranslate()
{
    mTitle->setText(mTrace ? tr("Node program of %1")
                                 .arg(CollectiveTexts::title(mTrace->scenario().algorithm))
                           : QString());
    mLegend->setText(tr("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span> senders' line "
                        "&nbsp; <span style='background:%2'>&nbsp;&nbsp;&nbsp;&nbsp;</span> receivers' line. "
                        "Click a node to follow it alone.")
                         .arg(mTheme.sender.name(), mTheme.receiver.name()));
    refresh();
}

void CodeView::refresh()
{
    mSenderLines.clear();
    mReceiverLines.clear();
    if (mTrace && mStep > 0 && mStep <= static_cast<int>(mTrace->stepCount())) {
        const Step& step = mTrace->steps()[static_cast<std::size_t>(mStep - 1)];
        for (const Message& m : mTrace->messages(step)) {
            if (!mSelected || m.from == *mSelected)
                mSenderLines.insert(m.fromLine);
            if (!mSelected || m.to == *mSelected)
                mReceiverLines.insert(m.toLine);
        }
    }

    QList<QTextEdit::ExtraSelection> selections;
    auto mark = [&](int line, QColor colour) {
        const QTextBlock block = mText->document()->findBlockByNumber(line);
        if (!block.isValid())
            return;
        QTextEdit::ExtraSelection selection;
        colour.setAlpha(90);
        selection.format.setBackground(colour);
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selection.cursor = QTextCursor(block);
        selections << selection;
    };
    for (int line : mSenderLines)
        mark(line, mTheme.sender);
    for (int line : mReceiverLines)
        mark(line, mTheme.receiver);
    mText->setExtraSelections(selections);
}

} // namespace cubelab::gui
