#pragma once
// AnalysisPanel: what every panel beside the view (step costs, the charts, the comparison, the
// machine editor, the exercises) is to the window. The window knows its panels only through this
// class and the panel registry (window/panelregistry.h): it gives them its theme, shows their
// errors and start problems, and exports their tables. The language and font changes that Qt
// sends reach a panel's hooks here, once for all panels.

#include "common/theme.h"

#include <QString>
#include <QWidget>

namespace cubelab::gui {

class AnalysisPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    virtual void setTheme(const Theme& theme) = 0;
    // The panel's table as CSV, for the panels whose registry entry offers CSV; empty here.
    virtual QString csv() const;
    // What the panel could not load when it started, a line each for the window's message bar;
    // empty when all was read (and for panels that load nothing).
    virtual QString startProblems() const;
    // The panel's title as its dock shows it (the window's, from the panel registry): a panel
    // names its main view by it for a screen reader, where no visible label does.
    void setTitle(const QString& title);
    QString title() const { return mTitle; }
    // On the stage (in the cube's place or beside it) a panel shows what the back row reads:
    // its picture or table whole in the stage's type, its explanations and settings left at
    // the desk (stageChanged()).
    void setOnStage(bool on);
    // The least type a panel's text takes on the stage to fit its room, in pixels.
    static constexpr int kLeastStagePixels = 16;
    bool isOnStage() const { return mOnStage; }

signals:
    // Something the panel refused or could not read or write, and why; the window shows it in
    // its message bar.
    void errorOccurred(const QString& message);

protected:
    // Says every text of the panel again in the current language.
    virtual void retranslate() = 0;
    // A LanguageChange: retranslate(), unless a panel has more to say again (what it computed
    // in words of the old language).
    virtual void languageChanged();
    // A FontChange: what does not follow the panel's font by itself (charts, header views,
    // windows of its own) takes it here.
    virtual void applyFonts();
    // A LocaleChange (the window's locale follows the language): numbers written in the old one.
    virtual void localeChanged();
    // The title changed (setTitle): what is named by it takes it here.
    virtual void titleChanged();
    // The panel went on the stage or came back (setOnStage): what it hides there, here.
    virtual void stageChanged();

    void changeEvent(QEvent* event) override;

private:
    QString mTitle;
    bool mOnStage = false;
};

} // namespace cubelab::gui
