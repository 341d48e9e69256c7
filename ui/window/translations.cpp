#include "ui/window/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace probcut::ui {

QStringList availableTranslations()
{
    return {QStringLiteral("fr"), QStringLiteral("de"), QStringLiteral("ja")};
}

QString translationPath(const QString& language)
{
    return QStringLiteral(":/i18n/probcut-studio_%1.qm").arg(language);
}

namespace {
// Translators installed here are children of the application with this name, so a language
// switch can find and remove them without any global state.
constexpr auto TranslatorName = "probcut-translator";

QTranslator* makeTranslator()
{
    auto* translator = new QTranslator(QCoreApplication::instance());
    translator->setObjectName(QLatin1String(TranslatorName));
    return translator;
}

void removeInstalledTranslators()
{
    const auto translators = QCoreApplication::instance()->findChildren<QTranslator*>(
        QLatin1String(TranslatorName), Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : translators) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// English needs a translation too, but only for its plural forms ("%n move(s)" -> "1 move",
// "2 moves"); probcut-studio_en.ts is made with lupdate -pluralonly.
void installEnglishPlurals()
{
    auto* english = makeTranslator();
    if (english->load(translationPath(QStringLiteral("en"))))
        QCoreApplication::installTranslator(english);
    else
        delete english;
}
} // namespace

QString installTranslations(const QString& requested)
{
    removeInstalledTranslators();
    QString language = requested;
    if (language.isEmpty()) {
        // The first of the user's UI languages we have a translation for.
        language = QStringLiteral("en");
        for (const QString& name : QLocale::system().uiLanguages()) {
            const QString code = name.left(2).toLower();
            if (availableTranslations().contains(code)) {
                language = code;
                break;
            }
            if (code == QLatin1String("en"))
                break;
        }
    }
    if (!availableTranslations().contains(language)) {
        installEnglishPlurals();
        return QStringLiteral("en");
    }
    auto* studio = makeTranslator();
    if (!studio->load(translationPath(language))) {
        delete studio;
        installEnglishPlurals();
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(studio);
    // Qt's own strings (OK/Cancel, file dialogs) where the system has them.
    auto* qt = makeTranslator();
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(QLocale(language));
    return language;
}

} // namespace probcut::ui
