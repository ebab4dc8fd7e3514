// The panels' base class: Qt's language, font and locale changes reach a panel's hooks, and
// every panel of the registry says its texts again in the new language through it.

#include "common/analysispanel.h"
#include "document/session.h"
#include "document/shownstate.h"
#include "guitestutil.h"
#include "window/languageswitcher.h"
#include "window/panelregistry.h"

#include <QAbstractButton>
#include <QEvent>
#include <QLabel>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <memory>

using namespace cubelab;
using namespace cubelab::gui;

namespace {

// Counts the hooks the base class calls.
class CountingPanel : public AnalysisPanel
{
public:
    void setTheme(const Theme&) override {}
    int retranslations = 0;
    int fontChanges = 0;
    int localeChanges = 0;

protected:
    void retranslate() override { ++retranslations; }
    void applyFonts() override { ++fontChanges; }
    void localeChanged() override { ++localeChanges; }
};

// The texts a panel shows in its labels and buttons.
QStringList shownTexts(const QWidget& panel)
{
    QStringList texts;
    for (const QLabel* label : panel.findChildren<QLabel*>())
        if (!label->text().isEmpty())
            texts << label->text();
    for (const QAbstractButton* button : panel.findChildren<QAbstractButton*>())
        if (!button->text().isEmpty())
            texts << button->text();
    return texts;
}

} // namespace

TEST(AnalysisPanel, EachChangeReachesItsOwnHook)
{
    CountingPanel panel;
    QEvent language(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&panel, &language);
    EXPECT_EQ(panel.retranslations, 1);
    EXPECT_EQ(panel.fontChanges, 0);

    QFont larger = panel.font();
    larger.setPointSizeF(larger.pointSizeF() * 1.6);
    panel.setFont(larger);
    EXPECT_EQ(panel.fontChanges, 1);
    EXPECT_EQ(panel.retranslations, 1);

    panel.setLocale(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_EQ(panel.localeChanges, 1);
    EXPECT_EQ(panel.retranslations, 1);
}

TEST(AnalysisPanel, WithoutTablesOrProblemsByDefault)
{
    CountingPanel panel;
    EXPECT_TRUE(panel.csv().isEmpty());
    EXPECT_TRUE(panel.startProblems().isEmpty());
}

TEST(AnalysisPanel, EveryRegisteredPanelSaysItsTextsAgainInTheNewLanguage)
{
    Session session;
    ShownState shown(&session);
    QTemporaryDir lone;
    LanguageSwitcher language;
    for (const PanelEntry& entry : PanelRegistry::entries()) {
        SCOPED_TRACE(entry.id.toStdString());
        const std::unique_ptr<AnalysisPanel> panel(entry.make({&shown, nullptr, lone.path()}));
        ASSERT_NE(panel, nullptr);
        panel->setAttribute(Qt::WA_DontShowOnScreen);
        panel->resize(MainWindow::kPanelExportSize);
        panel->show();
        test::settle();
        const QStringList english = shownTexts(*panel);
        ASSERT_FALSE(english.isEmpty());

        ASSERT_TRUE(language.setLanguage(QStringLiteral("de")));
        test::settle();
        const QStringList german = shownTexts(*panel);
        EXPECT_NE(german, english);

        ASSERT_TRUE(language.setLanguage(QStringLiteral("en")));
        test::settle();
        EXPECT_EQ(shownTexts(*panel), english);
    }
}
