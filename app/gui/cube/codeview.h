#pragma once
// The collective's node program in the lecture's pseudocode style, with the lines that run
// in the current step marked: the senders' line and the receivers' line, or the selected
// node's line alone.

#include "common/theme.h"

#include <QWidget>
#include <cubelab/trace.h>
#include <memory>
#include <optional>
#include <set>

class QLabel;
class QPlainTextEdit;

namespace cubelab::gui {

class CodeView : public QWidget
{
    Q_OBJECT

public:
    explicit CodeView(QWidget* parent = nullptr);

    void setTrace(std::shared_ptr<const Trace> trace);
    void setStep(int step);
    void setSelectedNode(std::optional<NodeId> node);
    void setTheme(const Theme& theme);

    // The marked lines, for tests and for the legend.
    const std::set<int>& senderLines() const { return mSenderLines; }
    const std::set<int>& receiverLines() const { return mReceiverLines; }
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void scrollToMarks();
    void retranslate();
    void scaleFonts();
    // The program with its comments in the language shown.
    QString translatedProgram() const;

    QLabel* mTitle;
    QPlainTextEdit* mText;
    QLabel* mLegend;
    std::shared_ptr<const Trace> mTrace;
    QString mProgram; // as the collective describes it, in English
    int mStep = 0;
    std::optional<NodeId> mSelected;
    Theme mTheme = Theme::make(ThemeKind::Light);
    std::set<int> mSenderLines;
    std::set<int> mReceiverLines;
};

} // namespace cubelab::gui
