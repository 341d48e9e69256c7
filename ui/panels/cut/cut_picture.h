#pragma once
// The search-tree picture of the ProbCut panel: the icicle of engine/search/cut_tree.h painted
// with QPainter (the same layout and palette as `probcut analyse --cut-tree`), a legend of the cut
// heights with their counts below it. Hovering a node shows a tooltip; clicking selects it and
// zooms into it (clicking the top band zooms out); a step-through highlights one node. Tested in
// tests/ui/test_cut_picture.cpp.

#include "engine/core/board.h"
#include "engine/search/cut_tree.h"

#include <QWidget>

#include <vector>

namespace probcut::ui {

class CutPicture : public QWidget {
    Q_OBJECT

public:
    explicit CutPicture(QWidget* parent = nullptr);

    // Shows `tree` (kept by value; the panel hands over a copy at most a few times a second).
    // The zoom and the selection are kept when their nodes' paths still exist.
    void setTree(CutTree tree);
    const CutTree& tree() const { return m_tree; }
    // The searched position (the tree's root), for the nodes' positions and points of view.
    void setRoot(const Position& root) { m_root = root; }
    const Position& root() const { return m_root; }
    // The position of a node: the root with the node's moves played (passes in between).
    Position positionOf(int node) const;
    void clear();

    int focusNode() const { return m_focus; }
    void setFocusNode(int node); // zoom into `node` (0: the whole tree)
    int selectedNode() const { return m_selected; }
    void setSelectedNode(int node);
    // Outlines `node`, or the deepest drawn node on its way (the step-through's current cut); -1: none.
    void setHighlightPath(const std::vector<int>& path);
    int highlightedNode() const { return m_highlighted; }

    // The node drawn at a point (widget coordinates), or -1.
    int nodeAt(QPointF point) const;
    // Where `node` is drawn (empty when it is not).
    QRectF nodeRect(int node) const;
    // A node's tooltip: its moves, what was searched or cut, and the numbers.
    QString describe(int node) const;
    // The picture as SVG (the CLI's writer), for "Save Picture".
    std::string svg(const std::string& title, const std::vector<std::string>& subtitle) const;

    QSize sizeHint() const override { return {560, 300}; }
    QSize minimumSizeHint() const override { return {260, 140}; }

signals:
    void nodeSelected(int node);
    void nodeHovered(int node); // -1 when the mouse leaves the nodes

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override; // tooltips

private:
    void relayout();
    QRectF pictureArea() const;
    void paintLegend(QPainter& painter, const QRectF& area) const;
    QStringList legendEntries(std::vector<QColor>* colours) const;
    std::vector<QPointF> legendLayout(qreal width, qreal* height) const;

    CutTree m_tree;
    Position m_root;
    std::vector<CutTreeRect> m_rects; // widget coordinates
    int m_focus = 0;
    int m_selected = -1;
    int m_hovered = -1;
    int m_highlighted = -1;
    std::vector<int> m_highlightPath;
};

} // namespace probcut::ui
