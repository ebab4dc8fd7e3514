#pragma once
// The text field of the program editor: a plain text editor with line numbers beside it, Tab
// as four spaces (Ctrl+Tab and Ctrl+Shift+Tab leave it), and one marked error — its line tinted, a
// marker beside its number and the message as the line's tooltip. Its text is bounded by what a
// program may be (LuaProgram::kMaxSourceBytes, the limit of every program reader): a paste or a
// drop that would make it longer is refused whole, with refused() saying why, and the text stays.

#include "common/theme.h"

#include <QPlainTextEdit>
#include <QString>

namespace cubelab::gui {

class CodeEditor : public QPlainTextEdit
{
    Q_OBJECT

public:
    static constexpr int kTabSpaces = 4;

    explicit CodeEditor(QWidget* parent = nullptr);

    void setTheme(const Theme& theme);

    // Marks line (from 1; 0 or a line past the end marks nothing but keeps the message) and
    // scrolls to it.
    void markError(int line, const QString& message);
    void clearError();

    // The most bytes (UTF-8) the text may hold.
    static qsizetype maxBytes();
    // Why a paste that would have made a text of `bytes` bytes was refused.
    static QString refusalText(qsizetype bytes);

signals:
    // A paste or drop was refused: with it the text would have had `bytes` bytes.
    void refused(qsizetype bytes);

public:
    int errorLine() const { return mErrorLine; }
    QString errorMessage() const { return mErrorMessage; }

    // The line-number column: its width and its painting (the column widget calls these).
    int lineNumberWidth() const;
    void paintLineNumbers(QPaintEvent* event);
    // The tooltip for a point of the viewport or the number column (its y), empty off the
    // error's line.
    QString toolTipAt(int y) const;
    // A tooltip reads markup: a program's error text is shown escaped (its control characters
    // already are, by the core's displayText).
    static QString asToolTip(const QString& text);

protected:
    void insertFromMimeData(const QMimeData* source) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void updateNumberWidth();
    void updateNumberArea(const QRect& rect, int dy);
    void applyMarks();

    QWidget* mNumbers;
    Theme mTheme = Theme::make(ThemeKind::Light);
    int mErrorLine = 0;
    QString mErrorMessage;
};

} // namespace cubelab::gui
