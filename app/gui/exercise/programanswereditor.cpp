#include "exercise/programanswereditor.h"

#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "program/codeeditor.h"
#include "program/luahighlighter.h"
#include "program/programtemplates.h"

#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cubelab/collective.h>

namespace cubelab::gui {

ProgramAnswerEditor::ProgramAnswerEditor(ShownState* shown, QWidget* parent)
    : AnswerEditor(shown, parent), mHint(new QLabel(this)), mSource(new CodeEditor(this)),
      mHighlighter(new LuaHighlighter(mSource->document())), mTemplate(new QPushButton(this)),
      mRun(new QPushButton(this)), mTraced(new QPushButton(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mHint->setWordWrap(true);
    makePlain(mHint);
    mSource->setObjectName(QStringLiteral("programSource"));
    mSource->setMinimumHeight(260);
    mTemplate->setObjectName(QStringLiteral("programTemplate"));
    mRun->setObjectName(QStringLiteral("programRunInWindow"));
    mTraced->setObjectName(QStringLiteral("programCheckTracedRun"));
    // One button a row: side by side they would widen the narrow dock in German.
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(mTemplate, 0, Qt::AlignLeft);
    buttons->addWidget(mRun, 0, Qt::AlignLeft);
    buttons->addWidget(mTraced, 0, Qt::AlignLeft);
    layout->addWidget(mHint);
    layout->addWidget(mSource, 1);
    layout->addLayout(buttons);
    // textChanged also comes when the highlighter colours the text or the theme changes: only
    // another text is a change of the answer.
    connect(mSource, &CodeEditor::textChanged, this, [this] {
        QString text = mSource->toPlainText();
        if (text == mText)
            return;
        mText = std::move(text);
        mSource->clearError();
        changed();
    });
    connect(mSource, &CodeEditor::refused, this,
            [this](qsizetype bytes) { mHint->setText(CodeEditor::refusalText(bytes)); });
    connect(mTemplate, &QPushButton::clicked, this, &ProgramAnswerEditor::startFromTemplate);
    connect(mTraced, &QPushButton::clicked, this, &ProgramAnswerEditor::chooseTracedRun);
    connect(mRun, &QPushButton::clicked, this, [this] {
        const auto program = std::get<ProgramAnswer>(answer());
        emit runInWindowRequested(QString::fromStdString(program.source),
                                  QString::fromStdString(program.fileName));
    });
}

void ProgramAnswerEditor::chooseTracedRun()
{
    const QString path = FileDialogs::openFileName(this, tr("Check a traced MPI program"),
                                                   QString(), tr("Traces (*.json)"));
    if (!path.isEmpty())
        emit tracedRunCheckRequested(path);
}

void ProgramAnswerEditor::setTheme(const Theme& theme)
{
    AnswerEditor::setTheme(theme);
    mSource->setTheme(theme);
    mHighlighter->setTheme(theme);
}

void ProgramAnswerEditor::showResult(const CheckResult& result)
{
    mSource->clearError();
    for (const FeedbackMessage& message : result.feedback) {
        const std::string_view lineText = message.arg("line");
        const int line =
            QString::fromUtf8(lineText.data(), static_cast<qsizetype>(lineText.size())).toInt();
        if (line > 0) {
            const std::string_view text = message.arg("message");
            mSource->markError(line,
                               QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())));
            return;
        }
    }
}

bool ProgramAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::Program;
}

void ProgramAnswerEditor::startFromTemplate()
{
    if (!hasExercise())
        return;
    std::string collective;
    try {
        collective = findCollective(exercise().scenario.algorithm).id;
    } catch (const std::exception&) {
        // An exercise of a collective this build lacks starts from the skeleton.
    }
    mSource->setPlainText(
        ProgramTemplates::text(ProgramTemplates::forCollective(collective, QLocale())));
}

void ProgramAnswerEditor::fill(const std::optional<ExerciseAnswer>& saved)
{
    const auto* answer = saved ? std::get_if<ProgramAnswer>(&*saved) : nullptr;
    if (answer)
        mSource->setPlainText(QString::fromStdString(answer->source));
    else
        startFromTemplate();
}

ExerciseAnswer ProgramAnswerEditor::answer() const
{
    ProgramAnswer answer;
    answer.fileName = (hasExercise() ? exercise().id : std::string("program")) + ".lua";
    answer.source = mSource->toPlainText().toStdString();
    return answer;
}

void ProgramAnswerEditor::retranslate()
{
    mHint->setText(
        tr("Write the node program here. Check runs it on cubes of several dimensions, "
           "roots, operators and vector lengths and compares every node with the exercise's "
           "collective."));
    mSource->setAccessibleName(tr("Your node program (Lua)"));
    mSource->setAccessibleDescription(mHint->text());
    mTemplate->setText(tr("Start from the template"));
    mTemplate->setToolTip(
        tr("Replace the program with the lecture's program this exercise changes"));
    mRun->setText(tr("Run in the window"));
    mRun->setToolTip(
        tr("Open the program in the program editor and run it on the cube shown, step by step"));
    mTraced->setText(tr("Check a traced MPI program…"));
    mTraced->setToolTip(
        tr("Check your own MPI program in C or Fortran instead: the trace file cubelab-mpi trace "
           "--output wrote of its run"));
}

} // namespace cubelab::gui
