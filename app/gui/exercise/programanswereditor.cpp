#include "exercise/programanswereditor.h"

#include <cubelab/collective.h>

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace cubelab::gui {

namespace {
QString readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}
} // namespace

ProgramAnswerEditor::ProgramAnswerEditor(Session* session, QWidget* parent)
    : AnswerEditor(session, parent), mHint(new QLabel(this)), mSource(new QPlainTextEdit(this)),
      mTemplate(new QPushButton(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mHint->setWordWrap(true);
    mSource->setObjectName(QStringLiteral("programSource"));
    mSource->setLineWrapMode(QPlainTextEdit::NoWrap);
    mSource->setTabChangesFocus(false);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(mono.pointSizeF(), font().pointSizeF()));
    mSource->setFont(mono);
    mSource->setTabStopDistance(QFontMetricsF(mono).horizontalAdvance(QLatin1Char(' ')) * 4);
    mSource->setMinimumHeight(240);
    mTemplate->setObjectName(QStringLiteral("programTemplate"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(mTemplate);
    buttons->addStretch(1);
    layout->addWidget(mHint);
    layout->addWidget(mSource, 1);
    layout->addLayout(buttons);
    connect(mSource, &QPlainTextEdit::textChanged, this, &ProgramAnswerEditor::changed);
    connect(mTemplate, &QPushButton::clicked, this, &ProgramAnswerEditor::startFromTemplate);
}

bool ProgramAnswerEditor::takes(ExerciseKind kind) const
{
    return kind == ExerciseKind::Program;
}

QString ProgramAnswerEditor::templateFor(const QString& lectureName)
{
    const QDir programs(QStringLiteral(":/programs"));
    const QRegularExpression implements(QStringLiteral("^implements\\s*=\\s*\"([^\"]*)\""),
                                        QRegularExpression::MultilineOption);
    for (const QString& name : programs.entryList({QStringLiteral("*.lua")}, QDir::Files, QDir::Name)) {
        if (name.startsWith(QLatin1String("skeleton")))
            continue;
        const QString text = readResource(programs.filePath(name));
        const QRegularExpressionMatch m = implements.match(text);
        if (m.hasMatch() && m.captured(1).compare(lectureName, Qt::CaseInsensitive) == 0)
            return text;
    }
    // The skeleton's comments are in the language shown.
    return readResource(QLocale().language() == QLocale::German ? QStringLiteral(":/programs/skeleton.de.lua")
                                                                : QStringLiteral(":/programs/skeleton.en.lua"));
}

void ProgramAnswerEditor::startFromTemplate()
{
    if (!hasExercise())
        return;
    try {
        mSource->setPlainText(
            templateFor(QString::fromStdString(findCollective(exercise().scenario.algorithm).lectureName)));
    } catch (const std::exception&) {
        mSource->setPlainText(templateFor(QString()));
    }
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
    mHint->setText(tr("Write the node program here. Check runs it on cubes of several dimensions, "
                      "roots, operators and vector lengths and compares every node with the exercise's "
                      "collective."));
    mTemplate->setText(tr("Start from the template"));
    mTemplate->setToolTip(tr("Replace the program with the lecture's program this exercise changes"));
}

} // namespace cubelab::gui
