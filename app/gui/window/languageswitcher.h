#pragma once
// Switches the language of the whole application at run time: CubeLab's own texts (from the
// translations built into the program) and Qt's (qtbase_*.qm from the Qt installation), so
// Qt's dialogs follow. Installing a translator makes Qt send LanguageChange to every widget;
// the widgets retranslate themselves.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace cubelab::gui {

class LanguageSwitcher : public QObject
{
    Q_OBJECT

public:
    explicit LanguageSwitcher(QObject* parent = nullptr);
    ~LanguageSwitcher() override;

    // "en" and "de".
    static QStringList available();
    static bool isAvailable(const QString& language);

    QString language() const { return mLanguage; }
    // Returns false (and changes nothing) for a language CubeLab does not have.
    bool setLanguage(const QString& language);
    // Whether Qt's own translation was found for the current language.
    bool hasQtTranslation() const { return mQtLoaded; }

signals:
    void languageChanged(const QString& language);

private:
    QString mLanguage;
    QTranslator mApp;
    QTranslator mQt;
    bool mAppInstalled = false;
    bool mQtInstalled = false;
    bool mQtLoaded = false;
};

} // namespace cubelab::gui
