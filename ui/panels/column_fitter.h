#pragma once
// Columns fitted to their contents when the contents change, not at every layout.
// QHeaderView::ResizeToContents measures the text of every visible row (text shaping, the most
// expensive part of a table's layout) each time the view is laid out, so every step of a window
// resize measured every table again. fitColumnsToContents() leaves the columns Interactive (the
// user may widen one) and measures them when the model's rows or data change (on the next pass
// of the event loop, then at most every FitIntervalMs), when the view is shown and when its font
// or style changes. Columns set to
// Stretch, and a stretched last section, keep that mode.

#include <vector>

class QHeaderView;
class QTableView;
class QTreeView;

namespace probcut::ui {

inline constexpr int FitIntervalMs = 200;

void fitColumnsToContents(QTableView* view);
void fitColumnsToContents(QTreeView* view);

// A table's minimum height: its header and `rows` rows (QAbstractScrollArea's default minimum,
// about 70 pixels, would otherwise hold a squeezed panel's layout at that height).
void setMinimumRows(QTableView* view, int rows);

// In a view too narrow for all its columns, the least important are hidden instead of a
// horizontal scroll bar, and come back when it widens. `priority` lists the columns most
// important first (any left out come last, in model order); the `elastic` column, when it does
// not fit whole, is narrowed to what is left, its text elided, down to `elasticMinimum` pixels.
// A column once hidden hides all after it in `priority`, so what shows is a prefix.
void hideColumnsThatDoNotFit(
    QTableView* view, std::vector<int> priority, int elastic = -1, int elasticMinimum = 80);

} // namespace probcut::ui
