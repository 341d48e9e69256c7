#pragma once
// Loads the studio's translation (and Qt's own, for standard dialog buttons) for a language
// code ("fr", "de", "ja"; "" = the system locale; "en" = none). The .qm files are compiled from
// translations/*.ts by qt_add_translations and embedded as resources under :/i18n. Called by
// main() once at start-up and by the translation tests.

#include <QString>
#include <QStringList>

class QTranslator;

namespace probcut::ui {

// The languages with a studio translation.
QStringList availableTranslations();
// Resource path of the studio's .qm for `language`.
QString translationPath(const QString& language);
// Installs translators for `language` on the application, replacing those of an earlier call
// (a language switch); returns the language actually used ("en" when none matched).
QString installTranslations(const QString& language);

} // namespace probcut::ui
