#include "program/programpanel.h"

#include "common/collectivetexts.h"
#include "common/filedialogs.h"
#include "common/plaintext.h"
#include "document/session.h"
#include "document/unsavedchanges.h"
#include "program/codeeditor.h"
#include "program/luahighlighter.h"
#include "program/programfile.h"
#include "program/programtemplates.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <cubelab/errors.h>
#include <cubelab/luaprogram.h>
#include <cubelab/scenarioprogram.h>
#include <optional>

namespace cubelab::gui {

ProgramPanel::ProgramPanel(Session* session, QWidget* parent)
    : AnalysisPanel(parent), mSession(session), mEditor(new CodeEditor(this)),
      mHighlighter(new LuaHighlighter(mEditor->document())), mRun(new QAction(this)),
      mCancel(new QAction(this)), mOpen(new QAction(this)), mSave(new QAction(this)),
      mSaveAs(new QAction(this)), mTemplates(new QToolButton(this)), mTemplateMenu(new QMenu(this)),
      mFileLabel(new QLabel(this)), mMessage(new QLabel(this))
{
    QToolBar* bar = makeToolBar();
    layOut(bar);
    connectActions();
    applyFonts();
    retranslate();
    // The lecture's reduce to start from: a prepared example beats an empty page.
    loadTemplate(ProgramTemplates::lecturePrograms().constFirst());
}

// The tool bar: run and cancel, the templates, open and save; its buttons reached by Tab.
QToolBar* ProgramPanel::makeToolBar()
{
    auto* bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(mRun);
    bar->addAction(mCancel);
    mCancel->setObjectName(QStringLiteral("programCancel"));
    mCancel->setVisible(false); // only while a run is under way
    mTemplates->setMenu(mTemplateMenu);
    mTemplates->setPopupMode(QToolButton::InstantPopup);
    mTemplates->setObjectName(QStringLiteral("programTemplates"));
    bar->addWidget(mTemplates);
    bar->addAction(mOpen);
    bar->addAction(mSave);
    bar->addAction(mSaveAs);
    // A tool bar's buttons take no focus by themselves: here they are the only way to open and
    // save a program, so Tab reaches them, in the bar's order, and then the program.
    QList<QWidget*> chain;
    for (QAction* a : bar->actions())
        if (QWidget* button = bar->widgetForAction(a)) {
            button->setFocusPolicy(Qt::TabFocus);
            chain << button;
        }
    chain << mEditor;
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
    mRun->setObjectName(QStringLiteral("programRun"));
    mRun->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    // Ctrl+R belongs to the program while the panel has the focus: no other shortcut is hit.
    mRun->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(mRun);
    mSave->setShortcut(QKeySequence::Save);
    mSave->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(mSave);
    return bar;
}

void ProgramPanel::layOut(QToolBar* bar)
{
    mFileLabel->setObjectName(QStringLiteral("programFile"));
    mFileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mMessage->setObjectName(QStringLiteral("programMessage"));
    mMessage->setWordWrap(true);
    makePlain({mFileLabel, mMessage}); // a program's file name and error text are never markup
    mMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(bar);
    layout->addWidget(mFileLabel);
    layout->addWidget(mEditor, 1);
    layout->addWidget(mMessage);
}

void ProgramPanel::connectActions()
{
    connect(mEditor, &CodeEditor::refused, this, [this](qsizetype bytes) {
        showMessage([bytes] { return CodeEditor::refusalText(bytes); }, true);
    });

    connect(mRun, &QAction::triggered, this, [this] { run(); });
    connect(mCancel, &QAction::triggered, this, &ProgramPanel::cancelRun);
    connect(mOpen, &QAction::triggered, this, &ProgramPanel::openAsked);
    connect(mSave, &QAction::triggered, this, &ProgramPanel::saveAsked);
    connect(mSaveAs, &QAction::triggered, this, &ProgramPanel::saveAsAsked);
    connect(mEditor->document(), &QTextDocument::modificationChanged, this,
            &ProgramPanel::updateTitle);
}

void ProgramPanel::setTheme(const Theme& theme)
{
    mTheme = theme;
    mEditor->setTheme(theme);
    mHighlighter->setTheme(theme);
    renderMessage();
}

bool ProgramPanel::isModified() const
{
    return mEditor->document()->isModified();
}

QString ProgramPanel::message() const
{
    return mMessage->text();
}

QString ProgramPanel::programName() const
{
    return mName.isEmpty() ? QStringLiteral("program.lua") : mName;
}

// What a run in the worker hands back: its trace, or the program's error with its place.
struct ProgramPanel::RunOutcome
{
    std::shared_ptr<const Trace> trace;
    bool failed = false;
    QString error;
    int line = 0;
    std::int64_t node = -1;
};

bool ProgramPanel::run()
{
    cancelRun(); // a new run supersedes one under way
    mEditor->clearError();
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    std::optional<LuaProgram> program;
    Scenario scenario = mSession->scenario();
    try {
        ProgramLimits limits;
        limits.cancel = cancel;
        program.emplace(LuaProgram::compile(mEditor->toPlainText().toStdString(),
                                            programName().toStdString(), limits));
        scenario.algorithm = std::string(LuaProgram::kCollectiveId);
        // The run carries its program: its trace and scenario files read alone, and an undo
        // to it shows this program.
        scenario.program = ScenarioProgram::textOf(*program);
    } catch (const ProgramError& e) {
        showProgramError(QString::fromStdString(e.what()), e.line(), e.node());
        return false;
    }
    // Every run goes to the worker, whatever the cube: a program's Lua is bounded by its clock
    // alone (seconds), and the window stays live meanwhile.
    const std::uint64_t id = ++mRunId;
    mCancelFlag = cancel;
    setRunning(true);
    const quint64 nodes = quint64{1} << scenario.dimension;
    showMessage([nodes] { return tr("Running on %1 nodes…").arg(nodes); }, false);
    // The program runs before it is installed: a program that fails changes nothing the window
    // shows.
    mSession->derive<RunOutcome>(
        this, true,
        [program = *program, scenario] {
            RunOutcome outcome;
            try {
                outcome.trace = std::make_shared<const Trace>(program.run(scenario));
            } catch (const ProgramError& e) {
                outcome.failed = true;
                outcome.error = QString::fromStdString(e.what());
                outcome.line = e.line();
                outcome.node = e.node();
            }
            return outcome;
        },
        [this, id, program = *program](Session::Derived<RunOutcome> done) {
            if (id != mRunId)
                return; // cancelled or superseded
            mCancelFlag.reset();
            setRunning(false);
            if (!done.value) {
                // A scenario the program cannot run on (InputError), or memory.
                const QString what = done.error;
                showMessage([what] { return tr("The program did not run: %1").arg(what); }, true);
                return;
            }
            finishRun(program, *done.value);
        });
    return true;
}

void ProgramPanel::finishRun(const LuaProgram& program, const RunOutcome& outcome)
{
    if (outcome.failed) {
        showProgramError(outcome.error, outcome.line, outcome.node);
        return;
    }
    mSession->waitForWorkerIdle(); // install() must not meet a run of the program before
    program.install();
    mSession->showProgramRun(outcome.trace, tr("Run %1").arg(programName()));
    const std::size_t steps = outcome.trace->stepCount();
    const NodeId nodes = outcome.trace->nodeCount();
    showMessage(
        [steps, nodes] {
            return steps == 1 ? tr("Ran on %1 nodes: 1 step.").arg(nodes)
                              : tr("Ran on %1 nodes: %2 steps.").arg(nodes).arg(steps);
        },
        false);
}

void ProgramPanel::showProgramError(const QString& what, int line, std::int64_t node)
{
    mEditor->markError(line, what);
    showMessage(
        [what, line, node] {
            if (node >= 0 && line > 0)
                return tr("Node %1, line %2: %3").arg(node).arg(line).arg(what);
            if (line > 0)
                return tr("Line %1: %2").arg(line).arg(what);
            if (node >= 0)
                return tr("Node %1: %2").arg(node).arg(what);
            return what;
        },
        true);
}

void ProgramPanel::cancelRun()
{
    if (!mCancelFlag)
        return;
    mCancelFlag->store(true);
    mCancelFlag.reset();
    ++mRunId; // what the stopped run hands back is dropped
    setRunning(false);
    showMessage([] { return tr("The run was cancelled; the window shows what it showed before."); },
                false);
}

void ProgramPanel::setRunning(bool running)
{
    mCancel->setVisible(running);
    mCancel->setEnabled(running);
}

void ProgramPanel::showMessage(const QString& text, bool error)
{
    showMessage([text] { return text; }, error);
}

void ProgramPanel::showMessage(std::function<QString()> text, bool error)
{
    mMessageText = std::move(text);
    mMessageIsError = error;
    renderMessage();
}

void ProgramPanel::renderMessage()
{
    mMessage->setText(mMessageText ? mMessageText() : QString());
    QPalette palette = mMessage->palette();
    // The Okabe–Ito vermilion, moved towards the text colour until it reads as text.
    palette.setColor(QPalette::WindowText,
                     mMessageIsError ? Theme::blend(mTheme.linkColor(6), mTheme.text, 0.25)
                                     : mTheme.text);
    mMessage->setPalette(palette);
    QFont font = mMessage->font();
    font.setBold(mMessageIsError);
    mMessage->setFont(font);
}

void ProgramPanel::setText(const QString& text, const QString& path, const QString& name)
{
    mEditor->clearError();
    mEditor->setPlainText(text);
    mEditor->document()->setModified(false);
    mPath = path;
    mName = name;
    updateTitle();
}

bool ProgramPanel::runProgram(const QString& text, const QString& name)
{
    setText(text, {}, name);
    mEditor->document()->setModified(true); // it was saved nowhere
    updateTitle();
    return run();
}

void ProgramPanel::loadTemplate(const QString& resource)
{
    const QString text = ProgramTemplates::text(resource);
    if (text.isEmpty()) {
        showMessage(
            tr("The template %1 is missing from this build.").arg(QFileInfo(resource).fileName()),
            true);
        return;
    }
    setText(text, {}, QFileInfo(resource).fileName());
    showMessage(QString(), false);
}

QString ProgramPanel::skeletonResource() const
{
    return ProgramTemplates::skeleton(locale());
}

bool ProgramPanel::openFile(const QString& path)
{
    const ProgramFile::Read read = ProgramFile::read(path);
    if (!read.error.isEmpty()) {
        showMessage(read.error, true);
        emit errorOccurred(read.error);
        return false;
    }
    setText(read.text, path, QFileInfo(path).fileName());
    showMessage(QString(), false);
    return true;
}

bool ProgramPanel::saveTo(const QString& path)
{
    const QString error = ProgramFile::write(path, mEditor->toPlainText());
    if (!error.isEmpty()) {
        showMessage(error, true);
        emit errorOccurred(error);
        return false;
    }
    mPath = path;
    mName = QFileInfo(path).fileName();
    mEditor->document()->setModified(false);
    updateTitle();
    showMessage([name = mName] { return tr("Saved %1.").arg(name); }, false);
    return true;
}

bool ProgramPanel::mayDropChanges()
{
    if (!isModified())
        return true;
    switch (UnsavedChanges::ask(this, programName(), UnsavedChanges::Document::Program)) {
    case UnsavedChanges::Answer::Save:
        return saveAsked();
    case UnsavedChanges::Answer::Discard:
        return true;
    case UnsavedChanges::Answer::Cancel:
        break;
    }
    return false;
}

void ProgramPanel::openAsked()
{
    if (!mayDropChanges())
        return;
    const QString path =
        FileDialogs::openFileName(this, tr("Open program"), QFileInfo(mPath).path(),
                                  tr("Lua programs (*.lua);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool ProgramPanel::saveAsked()
{
    if (mPath.isEmpty())
        return saveAsAsked();
    return saveTo(mPath);
}

bool ProgramPanel::saveAsAsked()
{
    QString path =
        FileDialogs::saveFileName(this, tr("Save program"), mPath.isEmpty() ? programName() : mPath,
                                  tr("Lua programs (*.lua)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".lua");
    return saveTo(path);
}

void ProgramPanel::updateTitle()
{
    const QString name =
        mPath.isEmpty() && !mName.isEmpty() ? tr("%1 (template)").arg(mName) : programName();
    mFileLabel->setText(isModified() ? tr("%1 — modified").arg(name) : name);
    mEditor->setAccessibleDescription(mFileLabel->text());
}

void ProgramPanel::fillTemplates()
{
    mTemplateMenu->clear();
    for (const QString& resource : ProgramTemplates::lecturePrograms()) {
        const std::string collective = ProgramTemplates::collectiveOf(resource);
        const QString title = collective.empty() ? QFileInfo(resource).fileName()
                                                 : CollectiveTexts::title(collective);
        mTemplateMenu->addAction(title, this, [this, resource] {
            if (mayDropChanges())
                loadTemplate(resource);
        });
    }
    mTemplateMenu->addSeparator();
    mTemplateMenu->addAction(tr("Empty program"), this, [this] {
        if (mayDropChanges())
            loadTemplate(skeletonResource());
    });
}

void ProgramPanel::retranslate()
{
    mRun->setText(tr("Run"));
    mRun->setToolTip(tr("Run the program on every node of the current scenario (Ctrl+R)"));
    mCancel->setText(tr("Cancel run"));
    mCancel->setToolTip(tr("Stop the run under way; the window keeps what it shows"));
    mTemplates->setText(tr("New from template"));
    mOpen->setText(tr("Open…"));
    mSave->setText(tr("Save"));
    mSaveAs->setText(tr("Save As…"));
    mEditor->setAccessibleName(tr("Node program (Lua)"));
    fillTemplates();
    updateTitle();
    renderMessage(); // the last outcome, said again in the language shown
}

void ProgramPanel::applyFonts()
{
    // As the code view: a fixed font at the panel's size, so the program grows with
    // presentation mode.
    QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    fixed.setPointSizeF(font().pointSizeF());
    mEditor->setFont(fixed);
}

} // namespace cubelab::gui
