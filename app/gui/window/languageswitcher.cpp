#include "window/languageswitcher.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace cubelab::gui {

LanguageSwitcher::LanguageSwitcher(QObject* parent)
    : QObject(parent), mLanguage(QStringLiteral("en"))
{
}

LanguageSwitcher::~LanguageSwitcher()
{
    if (mAppInstalled)
        QCoreApplication::removeTranslator(&mApp);
    if (mQtInstalled)
        QCoreApplication::removeTranslator(&mQt);
}

QStringList LanguageSwitcher::available()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

bool LanguageSwitcher::isAvailable(const QString& language)
{
    return available().contains(language);
}

bool LanguageSwitcher::setLanguage(const QString& language)
{
    if (!isAvailable(language))
        return false;
    if (language == mLanguage && (mAppInstalled || language == QLatin1String("en")))
        return true;
    if (mAppInstalled)
        QCoreApplication::removeTranslator(&mApp);
    if (mQtInstalled)
        QCoreApplication::removeTranslator(&mQt);
    mAppInstalled = mQtInstalled = mQtLoaded = false;

    mLanguage = language;
    // Numbers in the tables follow the language too (a decimal comma in German).
    QLocale::setDefault(
        QLocale(language == QLatin1String("de") ? QLocale::German : QLocale::English,
                language == QLatin1String("de") ? QLocale::Germany : QLocale::UnitedStates));
    if (language != QLatin1String("en")) {
        // English is the source language: it needs no translator.
        if (mApp.load(QStringLiteral(":/i18n/cubelab_%1.qm").arg(language)))
            mAppInstalled = QCoreApplication::installTranslator(&mApp);
        mQtLoaded = mQt.load(QStringLiteral("qtbase_%1").arg(language),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        if (mQtLoaded)
            mQtInstalled = QCoreApplication::installTranslator(&mQt);
    } else {
        // Nothing was installed: tell the widgets anyway so they show English again.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    emit languageChanged(mLanguage);
    return true;
}

} // namespace cubelab::gui
