#include "program/codeeditor.h"

#include <QHelpEvent>
#include <QMimeData>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>
#include <cubelab/luaprogram.h>

namespace cubelab::gui {

namespace {

// The column left of the text: it only hands its painting and tooltips to the editor.
class LineNumbers : public QWidget
{
public:
    explicit LineNumbers(CodeEditor* editor) : QWidget(editor), mEditor(editor) {}

    QSize sizeHint() const override { return {mEditor->lineNumberWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { mEditor->paintLineNumbers(event); }
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            const QString tip = mEditor->toolTipAt(help->pos().y());
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(help->globalPos(), CodeEditor::asToolTip(tip), this);
            return true;
        }
        return QWidget::event(event);
    }

private:
    CodeEditor* mEditor;
};

} // namespace

CodeEditor::CodeEditor(QWidget* parent) : QPlainTextEdit(parent), mNumbers(new LineNumbers(this))
{
    setObjectName(QStringLiteral("programText"));
    // A dock beside the cube is narrow: a long comment wraps rather than runs out of sight.
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeEditor::updateNumberWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEditor::updateNumberArea);
    updateNumberWidth();
}

qsizetype CodeEditor::maxBytes()
{
    return static_cast<qsizetype>(LuaProgram::kMaxSourceBytes);
}

void CodeEditor::insertFromMimeData(const QMimeData* source)
{
    // A 5 MB line pasted at once froze the editor for minutes (the highlighter and the
    // layout of one line are not linear); a program can never be so long.
    if (source && source->hasText()) {
        const qsizetype kept =
            toPlainText().toUtf8().size() - textCursor().selectedText().toUtf8().size();
        const qsizetype pasted = source->text().toUtf8().size();
        if (kept + pasted > maxBytes()) {
            emit refused(kept + pasted);
            return;
        }
    }
    QPlainTextEdit::insertFromMimeData(source);
}

QString CodeEditor::refusalText(qsizetype bytes)
{
    return tr("The text was not inserted: with it the program would have %1 bytes, and a program "
              "may have "
              "at most %2.")
        .arg(bytes)
        .arg(maxBytes());
}

void CodeEditor::setTheme(const Theme& theme)
{
    mTheme = theme;
    applyMarks();
    mNumbers->update();
}

int CodeEditor::lineNumberWidth() const
{
    int digits = 2;
    for (int lines = blockCount(); lines >= 100; lines /= 10)
        ++digits;
    // Room for the digits and, left of them, the error marker.
    const QFontMetrics metrics(font());
    return metrics.height() + metrics.horizontalAdvance(QLatin1Char('9')) * digits + 6;
}

void CodeEditor::updateNumberWidth()
{
    setViewportMargins(lineNumberWidth(), 0, 0, 0);
}

void CodeEditor::updateNumberArea(const QRect& rect, int dy)
{
    if (dy != 0)
        mNumbers->scroll(0, dy);
    else
        mNumbers->update(0, rect.y(), mNumbers->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateNumberWidth();
}

void CodeEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    mNumbers->setGeometry(QRect(area.left(), area.top(), lineNumberWidth(), area.height()));
}

void CodeEditor::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * kTabSpaces);
        updateNumberWidth();
        const QRect area = contentsRect();
        mNumbers->setGeometry(QRect(area.left(), area.top(), lineNumberWidth(), area.height()));
    }
}

void CodeEditor::paintLineNumbers(QPaintEvent* event)
{
    QPainter painter(mNumbers);
    painter.fillRect(event->rect(), mTheme.surface);
    painter.setFont(font());
    const QFontMetrics metrics(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        if (block.isVisible() && top + height >= event->rect().top()) {
            const bool error = line == mErrorLine;
            if (error) {
                // A filled disc in the highlight colour: seen without reading the number.
                const int d = metrics.height() * 2 / 3;
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(Qt::NoPen);
                painter.setBrush(mTheme.highlight);
                painter.drawEllipse(QRect(3, top + (metrics.height() - d) / 2, d, d));
            }
            painter.setPen(error ? mTheme.text : mTheme.mutedText);
            QFont numberFont = font();
            numberFont.setBold(error);
            painter.setFont(numberFont);
            painter.drawText(0, top, mNumbers->width() - 4, metrics.height(), Qt::AlignRight,
                             QString::number(line));
        }
        block = block.next();
        top += height;
    }
}

QString CodeEditor::asToolTip(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString CodeEditor::toolTipAt(int y) const
{
    if (mErrorLine <= 0)
        return {};
    const QTextBlock block = cursorForPosition(QPoint(0, y)).block();
    return block.blockNumber() + 1 == mErrorLine ? mErrorMessage : QString();
}

bool CodeEditor::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = toolTipAt(help->pos().y());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), asToolTip(tip), viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void CodeEditor::keyPressEvent(QKeyEvent* event)
{
    // Tab indents here: Ctrl+Tab and Ctrl+Shift+Tab take the keyboard on to the next control and
    // back, as in other editors that keep Tab (no keyboard is kept in the program).
    const bool backtab = event->key() == Qt::Key_Backtab ||
                         (event->key() == Qt::Key_Tab && (event->modifiers() & Qt::ShiftModifier));
    if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) &&
        (event->modifiers() & Qt::ControlModifier)) {
        QWidget::focusNextPrevChild(!backtab);
        return;
    }
    if (event->key() == Qt::Key_Tab && event->modifiers() == Qt::NoModifier && !isReadOnly()) {
        // Spaces to the next multiple of four, so that the program looks the same everywhere.
        const int column = textCursor().positionInBlock();
        insertPlainText(QString(kTabSpaces - column % kTabSpaces, QLatin1Char(' ')));
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void CodeEditor::markError(int line, const QString& message)
{
    mErrorLine = line;
    mErrorMessage = message;
    applyMarks();
    mNumbers->update();
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (line <= 0 || !block.isValid())
        return;
    QTextCursor cursor(block);
    setTextCursor(cursor);
    centerCursor();
}

void CodeEditor::clearError()
{
    mErrorLine = 0;
    mErrorMessage.clear();
    applyMarks();
    mNumbers->update();
}

void CodeEditor::applyMarks()
{
    QList<QTextEdit::ExtraSelection> selections;
    const QTextBlock block = document()->findBlockByNumber(mErrorLine - 1);
    if (mErrorLine > 0 && block.isValid()) {
        QTextEdit::ExtraSelection selection;
        // Opaque and light enough that the syntax colours on it keep their contrast.
        selection.format.setBackground(Theme::blend(mTheme.background, mTheme.highlight, 0.22));
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selection.format.setToolTip(asToolTip(mErrorMessage));
        selection.cursor = QTextCursor(block);
        selections << selection;
    }
    setExtraSelections(selections);
}

} // namespace cubelab::gui
