#include "cube/codeview.h"

#include "common/collectivetexts.h"
#include "common/focusframe.h"
#include "common/plaintext.h"

#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>
#include <cubelab/collective.h>

namespace cubelab::gui {

namespace {
// The comments of the built-in programs, so that lupdate offers them for translation; the
// program itself is the lecture's pseudocode and reads the same in both languages.
[[maybe_unused]] const char* const kComments[] = {
    QT_TRANSLATE_NOOP("cubelab::gui::CodeView", "this node is done"),
};
} // namespace

CodeView::CodeView(QWidget* parent)
    : QWidget(parent), mTitle(new QLabel(this)), mText(new QPlainTextEdit(this)),
      mLegend(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    // A frame shows when the keyboard is on the program (read-only: no cursor shows it).
    layout->addWidget(new FocusFrame(mText, this), 1);
    layout->addWidget(mLegend);
    mText->setReadOnly(true);
    mText->setLineWrapMode(QPlainTextEdit::NoWrap);
    mText->setObjectName(QStringLiteral("codeText"));
    mLegend->setWordWrap(true);
    // A long collective name must not widen the dock: the title wraps.
    mTitle->setWordWrap(true);
    makePlain(mTitle);
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
    mProgram = program;
    retranslate();
}

QString CodeView::translatedProgram() const
{
    if (mTrace && mTrace->tracedRun() != nullptr)
        return tr("The program is the student's own,\nin C or Fortran: the trace holds\nwhat its "
                  "ranks sent and received,\n"
                  "not its source.");
    // A comment ("// …") in the language shown; a comment no table knows stays as written.
    QStringList lines = mProgram.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        const qsizetype slashes = line.indexOf(QStringLiteral("// "));
        if (slashes < 0)
            continue;
        const QString comment = line.mid(slashes + 3);
        line = line.left(slashes + 3) + staticMetaObject.tr(comment.toUtf8().constData(), nullptr);
    }
    return lines.join(QLatin1Char('\n'));
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

void CodeView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The marked lines stay in sight when the view shrinks, once its text has the new size.
    QTimer::singleShot(0, this, &CodeView::scrollToMarks);
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
    const QString program = translatedProgram();
    if (program != mText->toPlainText())
        mText->setPlainText(program);
    mTitle->setText(
        mTrace ? tr("Node program of %1").arg(CollectiveTexts::title(mTrace->scenario().algorithm))
               : QString());
    // The title names the program for a screen reader too.
    mText->setAccessibleName(mTitle->text());
    mLegend->setText(
        tr("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span> senders' line "
           "&nbsp; <span style='background:%2'>&nbsp;&nbsp;&nbsp;&nbsp;</span> receivers' line. "
           "Click a node to follow it alone.")
            .arg(mTheme.sender.name(), mTheme.receiver.name()));
    refresh();
}

void CodeView::refresh()
{
    mSenderLines.clear();
    mReceiverLines.clear();
    if (mTrace && mTrace->tracedRun() == nullptr && mStep > 0 &&
        mStep <= static_cast<int>(mTrace->stepCount())) {
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
    // The marks are colours: a screen reader hears the lines instead.
    auto numbers = [](const std::set<int>& lines) {
        QStringList list;
        for (int line : lines)
            list << QString::number(line + 1);
        return list.join(QStringLiteral(", "));
    };
    QStringList marked;
    if (!mSenderLines.empty())
        marked << tr("The senders run line %1.").arg(numbers(mSenderLines));
    if (!mReceiverLines.empty())
        marked << tr("The receivers run line %1.").arg(numbers(mReceiverLines));
    mText->setAccessibleDescription(marked.join(QLatin1Char(' ')));
    scrollToMarks();
}

void CodeView::scrollToMarks()
{
    // A program longer than the view (a student's) scrolls so that the marked lines show: the
    // last one first, then the first, so both are in view when they fit.
    std::set<int> lines = mSenderLines;
    lines.insert(mReceiverLines.begin(), mReceiverLines.end());
    if (lines.empty())
        return;
    for (int line : {*lines.rbegin(), *lines.begin()}) {
        const QTextBlock block = mText->document()->findBlockByNumber(line);
        if (!block.isValid())
            continue;
        mText->setTextCursor(QTextCursor(block));
        mText->ensureCursorVisible();
    }
}

} // namespace cubelab::gui
