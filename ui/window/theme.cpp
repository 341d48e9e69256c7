#include "ui/window/theme.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace probcut::ui {

BoardTheme boardTheme(ThemeKind kind)
{
    BoardTheme t;
    switch (kind) {
    case ThemeKind::Light:
        t.background = QColor(0xf3f1ec);
        t.feltCentre = QColor(0x287848); // dark enough for the hint values (4.5:1)
        t.feltEdge = QColor(0x1f6b3d);
        t.frameTop = QColor(0x1d3b2a);
        t.frameBottom = QColor(0x11271b);
        t.grid = QColor(0x0d3a1f);
        t.label = QColor(0xc9dccf);
        t.lastMove = QColor(0xe8402f);
        t.lastMoveRing = QColor(60, 0, 0, 160);
        t.markerBlack = QColor(0, 0, 0, 105);
        t.markerWhite = QColor(255, 255, 255, 150);
        t.hintText = QColor(0xf4f8f5);
        t.hintBest = QColor(0xffd54a);
        t.hintBestText = QColor(0x1a1400);
        t.hintExact = QColor(0xc8f4ff);
        t.cursor = QColor(0xffd54a);
        break;
    case ThemeKind::Dark:
        t.background = QColor(0x202325);
        t.feltCentre = QColor(0x2a5d43);
        t.feltEdge = QColor(0x1a3f2c);
        t.frameTop = QColor(0x111614);
        t.frameBottom = QColor(0x0a0d0c);
        t.grid = QColor(0x0b2316);
        t.label = QColor(0x9fb3a6);
        t.lastMove = QColor(0xff6b57);
        t.lastMoveRing = QColor(40, 0, 0, 200);
        t.markerBlack = QColor(0, 0, 0, 120);
        t.markerWhite = QColor(255, 255, 255, 120);
        t.hintText = QColor(0xe2ece6);
        t.hintBest = QColor(0xf2c230);
        t.hintBestText = QColor(0x1a1400);
        t.hintExact = QColor(0x9fe3f5);
        t.cursor = QColor(0xf2c230);
        break;
    case ThemeKind::HighContrast:
        // Maximum luminance contrast: black board, yellow grid, white labels; discs outlined so
        // a black disc stands out from the board.
        t.background = QColor(Qt::black);
        t.feltCentre = QColor(0x00501e);
        t.feltEdge = QColor(0x00501e);
        t.frameTop = QColor(Qt::black);
        t.frameBottom = QColor(Qt::black);
        t.grid = QColor(0xffff00);
        t.label = QColor(0xffffff);
        t.lastMove = QColor(0xff00ff);
        t.lastMoveRing = QColor(0xffffff);
        t.markerBlack = QColor(0, 0, 0, 255);
        t.markerWhite = QColor(255, 255, 255, 255);
        t.hintText = QColor(0xffffff);
        t.hintBest = QColor(0xffff00);
        t.hintBestText = QColor(Qt::black);
        t.hintExact = QColor(0x00ffff);
        t.cursor = QColor(0x00ffff);
        t.discOutline = QColor(0xffffff);
        break;
    }
    return t;
}

QPalette applicationPalette(ThemeKind kind)
{
    QPalette p;
    switch (kind) {
    case ThemeKind::Light:
        p = QPalette(QColor(0xefedea), QColor(0xf3f1ec));
        p.setColor(QPalette::Base, Qt::white);
        p.setColor(QPalette::Text, QColor(0x1b1b1b));
        p.setColor(QPalette::WindowText, QColor(0x1b1b1b));
        p.setColor(QPalette::ButtonText, QColor(0x1b1b1b));
        p.setColor(QPalette::Highlight, QColor(0x2a7d4a));
        p.setColor(QPalette::HighlightedText, Qt::white);
        // Moves not yet played in the move list: grey, but readable (4.5:1 on the base).
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x707070));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a9a9a));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a9a9a));
        break;
    case ThemeKind::Dark:
        p.setColor(QPalette::Window, QColor(0x202325));
        p.setColor(QPalette::WindowText, QColor(0xe6e6e6));
        p.setColor(QPalette::Base, QColor(0x2b2f31));
        p.setColor(QPalette::AlternateBase, QColor(0x33383a));
        p.setColor(QPalette::Text, QColor(0xe6e6e6));
        p.setColor(QPalette::Button, QColor(0x33383a));
        p.setColor(QPalette::ButtonText, QColor(0xe6e6e6));
        p.setColor(QPalette::Highlight, QColor(0x2a7d4a));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::ToolTipBase, QColor(0x33383a));
        p.setColor(QPalette::ToolTipText, QColor(0xe6e6e6));
        p.setColor(QPalette::PlaceholderText, QColor(0x9a9a9a));
        // Links (the PV's moves, help texts) light enough to read on the dark base.
        p.setColor(QPalette::Link, QColor(0x7fb8ff));
        p.setColor(QPalette::LinkVisited, QColor(0xc3a6ff));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a9a9a));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x7a7a7a));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x7a7a7a));
        break;
    case ThemeKind::HighContrast:
        p.setColor(QPalette::Window, Qt::black);
        p.setColor(QPalette::WindowText, Qt::white);
        p.setColor(QPalette::Base, Qt::black);
        p.setColor(QPalette::AlternateBase, QColor(0x202020));
        p.setColor(QPalette::Text, Qt::white);
        p.setColor(QPalette::Button, Qt::black);
        p.setColor(QPalette::ButtonText, Qt::white);
        p.setColor(QPalette::Highlight, QColor(0xffff00));
        p.setColor(QPalette::HighlightedText, Qt::black);
        p.setColor(QPalette::ToolTipBase, Qt::black);
        p.setColor(QPalette::ToolTipText, Qt::white);
        p.setColor(QPalette::Light, Qt::white);
        p.setColor(QPalette::Mid, Qt::white);
        p.setColor(QPalette::Dark, Qt::white);
        p.setColor(QPalette::PlaceholderText, QColor(0xc0c0c0)); // captions, e.g. the PV's
        p.setColor(QPalette::Link, QColor(0x00ffff));
        p.setColor(QPalette::LinkVisited, QColor(0xff80ff));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0xa0a0a0));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xa0a0a0));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xa0a0a0));
        break;
    }
    return p;
}

QString themeName(ThemeKind kind)
{
    switch (kind) {
    case ThemeKind::Light: return QCoreApplication::translate("probcut::ui::Theme", "Light (green felt)");
    case ThemeKind::Dark: return QCoreApplication::translate("probcut::ui::Theme", "Dark");
    case ThemeKind::HighContrast: return QCoreApplication::translate("probcut::ui::Theme", "High contrast");
    }
    return {};
}

namespace {
double channel(double c)
{
    // sRGB to linear light (WCAG 2 relative luminance).
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
} // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor& colour, const QColor& background)
{
    QColor c = colour;
    const bool darkBackground = luminance(background) < 0.18;
    for (int step = 0; step < 40 && contrastRatio(c, background) < MinTextContrast; ++step)
        c = darkBackground ? c.lighter(110) : c.darker(110);
    if (contrastRatio(c, background) < MinTextContrast)
        c = darkBackground ? QColor(Qt::white) : QColor(Qt::black);
    return c;
}

QColor goodValueColor(const QPalette& palette)
{
    return readableOn(QColor(24, 128, 56), palette.color(QPalette::Base));
}

QColor badValueColor(const QPalette& palette)
{
    return readableOn(QColor(192, 40, 40), palette.color(QPalette::Base));
}

} // namespace probcut::ui
