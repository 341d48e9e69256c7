#include "ui/panels/cut/cut_picture.h"

#include "engine/formats/cut_tree_svg.h"
#include "ui/panels/cut/cut_event_format.h"
#include "ui/panels/cut/cut_explanation.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace probcut::ui {

namespace {

constexpr qreal Margin = 4;

QColor toQColor(Rgb c) { return QColor(c.r, c.g, c.b); }

QString moveName(int move) { return QString::fromStdString(squareName(Square(move))); }

QString count(double n) { return QLocale().toString(qint64(std::llround(n))); }

} // namespace

CutPicture::CutPicture(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setFocusPolicy(Qt::ClickFocus);
    setAccessibleName(tr("Search-tree picture"));
    setAccessibleDescription(tr("Each band is one move deeper; a node's width is the work searched under it; "
                                "coloured stubs are the moves Multi-ProbCut cut."));
}

void CutPicture::setTree(CutTree tree)
{
    const std::vector<int> focusPath = m_tree.pathTo(m_focus);
    const std::vector<int> selectedPath = m_selected >= 0 ? m_tree.pathTo(m_selected) : std::vector<int>{};
    const bool hadSelection = m_selected >= 0;
    m_tree = std::move(tree);
    m_focus = m_tree.nodeAt(focusPath);
    if (m_focus < 0 || m_tree.pathTo(m_focus) != focusPath)
        m_focus = 0;
    m_selected = -1;
    if (hadSelection) {
        const int s = m_tree.nodeAt(selectedPath);
        if (s >= 0 && m_tree.pathTo(s) == selectedPath)
            m_selected = s;
    }
    m_hovered = -1;
    setHighlightPath(m_highlightPath);
    relayout();
}

void CutPicture::clear() { setTree(CutTree{}); }

Position CutPicture::positionOf(int node) const
{
    Position pos = m_root;
    for (int move : m_tree.pathTo(node)) {
        if (pos.board.legalMoves() == 0 && !pos.board.isGameOver())
            pos.play(PassMove);
        if (!pos.play(Square(move)))
            break;
    }
    if (pos.board.legalMoves() == 0 && !pos.board.isGameOver())
        pos.play(PassMove);
    return pos;
}

void CutPicture::setFocusNode(int node)
{
    if (node < 0 || node >= int(m_tree.nodes().size()))
        node = 0;
    m_focus = node;
    relayout();
}

void CutPicture::setSelectedNode(int node)
{
    m_selected = node >= 0 && node < int(m_tree.nodes().size()) ? node : -1;
    update();
}

void CutPicture::setHighlightPath(const std::vector<int>& path)
{
    m_highlightPath = path;
    m_highlighted = path.empty() ? -1 : m_tree.nodeAt(path);
    update();
}

QStringList CutPicture::legendEntries(std::vector<QColor>* colours) const
{
    QStringList texts;
    auto add = [&](const QColor& colour, const QString& text) {
        texts << text;
        if (colours)
            colours->push_back(colour);
    };
    add(toQColor(searchedNodeColour(0.6)), tr("searched (darker: more saved by cuts inside)"));
    bool first = true;
    for (int h = 1; h <= CutEvent::CutHeights; ++h) {
        const int index = h % CutEvent::CutHeights;
        const std::uint64_t n = m_tree.cutsAtHeight(index);
        if (n == 0)
            continue;
        const QString height = index == 0 ? tr("end") : QString::number(index);
        add(toQColor(cutHeightColour(index)),
            first ? tr("cut at height %1: %2").arg(height, count(double(n)))
                  : tr("%1: %2").arg(height, count(double(n))));
        first = false;
    }
    if (m_tree.node(0).multiCuts > 0)
        add(toQColor(cutHeightColour(1)), tr("multi-cut: %1").arg(count(double(m_tree.node(0).multiCuts))));
    return texts;
}

// Lays the legend's entries out in rows across `width`; returns each entry's top-left corner.
std::vector<QPointF> CutPicture::legendLayout(qreal width, qreal* height) const
{
    QFont small = font();
    small.setPointSizeF(std::max(7.0, font().pointSizeF() * 0.9));
    const QFontMetricsF fm(small);
    const qreal line = fm.height() + 3;
    std::vector<QPointF> at;
    qreal x = 0, y = 0;
    for (const QString& text : legendEntries(nullptr)) {
        const qreal w = 18 + fm.horizontalAdvance(text) + 12;
        if (x + w > width && x > 0) {
            x = 0;
            y += line;
        }
        at.emplace_back(x, y);
        x += w;
    }
    if (height)
        *height = y + line + 4;
    return at;
}

QRectF CutPicture::pictureArea() const
{
    qreal legend = 0;
    legendLayout(width() - 2 * Margin, &legend);
    return QRectF(Margin, Margin, width() - 2 * Margin, std::max(40.0, height() - 2 * Margin - legend));
}

void CutPicture::relayout()
{
    const QRectF area = pictureArea();
    CutTreeLayoutOptions o;
    o.width = area.width();
    o.bandHeight = area.height() / o.bands;
    o.minStubWidth = 4;
    m_rects = layoutCutTree(m_tree, m_focus, o);
    for (CutTreeRect& r : m_rects) {
        r.x += area.left();
        r.y += area.top();
    }
    update();
}

int CutPicture::nodeAt(QPointF point) const
{
    for (auto it = m_rects.rbegin(); it != m_rects.rend(); ++it)
        if (QRectF(it->x, it->y, it->w, it->h).contains(point))
            return it->node;
    return -1;
}

QRectF CutPicture::nodeRect(int node) const
{
    for (const CutTreeRect& r : m_rects)
        if (r.node == node)
            return QRectF(r.x, r.y, r.w, r.h);
    return {};
}

QString CutPicture::describe(int node) const
{
    if (node < 0 || node >= int(m_tree.nodes().size()))
        return {};
    const CutTreeNode& n = m_tree.node(node);
    QStringList path;
    for (int m : m_tree.pathTo(node))
        path << moveName(m);
    const Position pos = positionOf(node);
    const QString side = pos.sideToMove == Color::Black ? tr("Black") : tr("White");
    QString text = node == 0 ? tr("The searched position") : tr("After %1").arg(path.join(QLatin1Char(' ')));
    text += QLatin1Char('\n');
    if (n.isCut()) {
        CutEvent e = n.cut;
        e.height = n.height;
        text += CutExplanation::plainWords(e, n.savedNodes, pos.sideToMove == Color::Black);
        return text;
    }
    text += tr("%1 positions searched (%2 to move there)").arg(count(double(n.nodes)), side);
    if (node > 0) {
        // A null-window search proves a bound only: say which.
        const QString result = n.value >= n.beta ? tr("at least %1").arg(formatDiscs(n.value))
            : n.value <= n.alpha                 ? tr("at most %1").arg(formatDiscs(n.value))
                                                 : formatDiscs(n.value);
        text += QLatin1Char('\n')
            + tr("Searched %1 plies deep with the window %2 to %3; result %4 for %5")
                  .arg(n.height)
                  .arg(formatDiscs(n.alpha), formatDiscs(n.beta), result, side);
    }
    if (n.cuts() > 0)
        text += QLatin1Char('\n')
            + tr("%1 cuts inside, saving about %2 positions")
                  .arg(count(double(n.cuts())), count(n.savedNodes));
    else
        text += QLatin1Char('\n') + tr("Nothing was cut inside.");
    return text;
}

std::string CutPicture::svg(const std::string& title, const std::vector<std::string>& subtitle) const
{
    CutTreeSvgOptions o;
    o.title = title;
    o.subtitle = subtitle;
    return cutTreeSvg(m_tree, m_focus, o);
}

void CutPicture::resizeEvent(QResizeEvent*) { relayout(); }

void CutPicture::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QRectF area = pictureArea();
    if (m_tree.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
            tr("No picture yet: it shows the last finished iteration of a selective search.\n"
               "Start an analysis or an engine move with Multi-ProbCut on (confidence below 100 %)."));
        return;
    }
    QFont small = font();
    small.setPointSizeF(std::max(7.0, font().pointSizeF() * 0.9));
    painter.setFont(small);
    const QFontMetricsF fm(small);
    for (const CutTreeRect& r : m_rects) {
        const CutTreeNode& n = m_tree.node(r.node);
        const QRectF box(r.x, r.y, r.w, r.h - 2);
        QColor fill;
        bool lightFill = true;
        if (n.isCut()) {
            const int h = n.cut.decision == CutDecision::MultiCut ? 1 : n.height;
            fill = toQColor(cutHeightColour(h < CutEvent::CutHeights ? h : 0));
            lightFill = cutHeightColourIsLight(h < CutEvent::CutHeights ? h : 0);
        } else {
            const double share = n.savedNodes > 0 ? n.savedNodes / (n.savedNodes + double(n.nodes)) : 0.0;
            fill = toQColor(searchedNodeColour(share));
        }
        painter.fillRect(box, fill);
        painter.setPen(QPen(palette().color(QPalette::Base), 0.5));
        painter.drawRect(box);
        if (box.width() >= fm.horizontalAdvance(QStringLiteral("Wm")) + 4) {
            QString label = r.node == 0 ? tr("position") : moveName(n.move);
            const QString extra = n.isCut() ? tr("cut") : QString::fromStdString(shortCount(double(n.nodes)));
            if (fm.horizontalAdvance(label + QLatin1Char(' ') + extra) + 6 < box.width())
                label += QLatin1Char(' ') + extra;
            painter.setPen(lightFill ? QColor(17, 17, 17) : QColor(255, 255, 255));
            painter.drawText(box.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft, label);
        }
    }
    auto outline = [&](int node, const QColor& colour, qreal width) {
        const QRectF r = nodeRect(node);
        if (r.isEmpty())
            return;
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(r.adjusted(width / 2, width / 2, -width / 2, -2 - width / 2));
    };
    const QColor accent = palette().color(QPalette::Highlight);
    outline(m_hovered, palette().color(QPalette::Text), 1);
    outline(m_selected, accent, 2);
    if (m_highlighted >= 0) {
        // The deepest drawn node on the way to the highlighted one.
        int shown = m_highlighted;
        while (shown > 0 && nodeRect(shown).isEmpty())
            shown = m_tree.node(shown).parent;
        outline(shown, palette().color(QPalette::Text), 3);
        outline(shown, accent, 1.5);
        // A marker from the top, so a narrow node deep down is found at a glance.
        const QRectF r = nodeRect(shown);
        if (!r.isEmpty()) {
            const qreal x = r.center().x();
            painter.setPen(QPen(accent, 2, Qt::DashLine));
            painter.drawLine(QPointF(x, area.top()), QPointF(x, r.top()));
            painter.setPen(Qt::NoPen);
            painter.setBrush(accent);
            painter.drawPolygon(QPolygonF{
                QPointF(x - 6, area.top()), QPointF(x + 6, area.top()), QPointF(x, area.top() + 8)});
        }
    }
    paintLegend(
        painter, QRectF(Margin, area.bottom() + 6, width() - 2 * Margin, height() - area.bottom() - 6));
}

void CutPicture::paintLegend(QPainter& painter, const QRectF& area) const
{
    const QFontMetricsF fm(painter.font());
    std::vector<QColor> colours;
    const QStringList texts = legendEntries(&colours);
    const std::vector<QPointF> at = legendLayout(area.width(), nullptr);
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QPointF p = area.topLeft() + at[std::size_t(i)];
        painter.fillRect(QRectF(p.x(), p.y() + 2, 14, fm.height() - 4), colours[std::size_t(i)]);
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QPointF(p.x() + 18, p.y() + fm.ascent()), texts[i]);
    }
}

void CutPicture::mouseMoveEvent(QMouseEvent* event)
{
    const int node = nodeAt(event->position());
    if (node != m_hovered) {
        m_hovered = node;
        emit nodeHovered(node);
        update();
    }
}

void CutPicture::leaveEvent(QEvent*)
{
    if (m_hovered >= 0) {
        m_hovered = -1;
        emit nodeHovered(-1);
        update();
    }
}

void CutPicture::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int node = nodeAt(event->position());
    if (node < 0)
        return;
    if (node == m_focus && node != 0) {
        setFocusNode(m_tree.node(node).parent); // the top band zooms out
    } else if (!m_tree.node(node).children.empty()) {
        setFocusNode(node);
    }
    m_selected = node;
    emit nodeSelected(node);
    update();
}

bool CutPicture::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const int node = nodeAt(help->pos());
        if (node >= 0)
            QToolTip::showText(help->globalPos(), describe(node), this);
        else if (help->pos().y() > pictureArea().bottom())
            QToolTip::showText(help->globalPos(),
                tr("The colours of the cut stubs: the height of a cut is how many moves deep the search it "
                   "skipped would have gone; higher cuts skip more work. The numbers count the cuts of "
                   "the whole iteration, deeper ones included."),
                this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(e);
}

} // namespace probcut::ui
