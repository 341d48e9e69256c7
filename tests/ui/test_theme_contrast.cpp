// Every theme readable (WCAG 2 level AA, 4.5:1 for text): the palette's text roles on their
// backgrounds (move list, tables, labels, buttons, selection, links, captions, moves not yet
// played), the board's annotations on the felt, the frame's coordinates, and the coloured
// values of the tables (good and bad values, mistake kinds) as the models give them.

#include "engine/core/notation.h"
#include "ui/game/game_model.h"
#include "ui/panels/eval_graph/mistake_model.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/window/theme.h"

#include <QGuiApplication>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace probcut;
using namespace probcut::ui;

class TestThemeContrast : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Settings().animationMs.set(0);
    }

    // The move list colours its items from the palette: a theme change recolours them, the
    // played moves in Text and those ahead of the cursor in the disabled Text colour.
    void moveListFollowsTheTheme()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), parseTranscript("f5d6c3d3c4")->moves, 3));
        QListWidget* list = nullptr;
        for (QListWidget* l : window.findChildren<QListWidget*>())
            if (l->count() == 5)
                list = l;
        QVERIFY(list);
        for (int theme : {1, 2, 0}) {
            Settings().theme.set(theme);
            window.applySettings();
            const QPalette p = applicationPalette(ThemeKind(theme));
            QCOMPARE(list->item(0)->foreground().color(), p.color(QPalette::Text));
            QCOMPARE(list->item(4)->foreground().color(), p.color(QPalette::Disabled, QPalette::Text));
        }
    }

    void contrastFormula()
    {
        QCOMPARE(contrastRatio(Qt::black, Qt::white), 21.0);
        QCOMPARE(contrastRatio(Qt::white, Qt::white), 1.0);
        // #767676 on white is the classic AA limit (4.54:1).
        QVERIFY(std::abs(contrastRatio(QColor(0x767676), Qt::white) - 4.54) < 0.01);
        QVERIFY(contrastRatio(readableOn(QColor(234, 179, 8), Qt::white), Qt::white) >= MinTextContrast);
        QVERIFY(contrastRatio(readableOn(QColor(20, 20, 120), QColor(0x202020)), QColor(0x202020))
            >= MinTextContrast);
    }

    void everyThemeReadable_data()
    {
        QTest::addColumn<int>("theme");
        for (int t = 0; t < ThemeCount; ++t)
            QTest::addRow("%s", qPrintable(themeName(ThemeKind(t)))) << t;
    }

    void everyThemeReadable()
    {
        QFETCH(int, theme);
        const QPalette p = applicationPalette(ThemeKind(theme));
        const BoardTheme b = boardTheme(ThemeKind(theme));
        QStringList failures;
        auto check = [&](const char* what, const QColor& text, const QColor& background) {
            const double r = contrastRatio(text, background);
            if (r < MinTextContrast)
                failures << QStringLiteral("%1: %2 on %3 is %4:1")
                                .arg(QLatin1String(what), text.name(), background.name())
                                .arg(r, 0, 'f', 2);
        };
        check("text on base (move list, tables)", p.color(QPalette::Text), p.color(QPalette::Base));
        check("text on alternate rows", p.color(QPalette::Text), p.color(QPalette::AlternateBase));
        check("moves not yet played", p.color(QPalette::Disabled, QPalette::Text), p.color(QPalette::Base));
        check("labels", p.color(QPalette::WindowText), p.color(QPalette::Window));
        check("buttons", p.color(QPalette::ButtonText), p.color(QPalette::Button));
        check("selection", p.color(QPalette::HighlightedText), p.color(QPalette::Highlight));
        check("links", p.color(QPalette::Link), p.color(QPalette::Base));
        check("captions", p.color(QPalette::PlaceholderText), p.color(QPalette::Window));
        check("tooltips", p.color(QPalette::ToolTipText), p.color(QPalette::ToolTipBase));
        check("good values", goodValueColor(p), p.color(QPalette::Base));
        check("bad values", badValueColor(p), p.color(QPalette::Base));
        for (MistakeKind k : {MistakeKind::Inaccuracy, MistakeKind::Mistake, MistakeKind::Blunder})
            check("mistake kind", readableOn(MistakeModel::kindColor(k), p.color(QPalette::Base)),
                p.color(QPalette::Base));
        for (const QColor& felt : {b.feltCentre, b.feltEdge}) {
            check("hint values on the felt", b.hintText, felt);
            check("\"exact\" on the felt", b.hintExact, felt);
        }
        check("best hint", b.hintBestText, b.hintBest);
        for (const QColor& frame : {b.frameTop, b.frameBottom})
            check("coordinates on the frame", b.label, frame);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TestThemeContrast)
#include "test_theme_contrast.moc"
