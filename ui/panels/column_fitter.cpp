#include "ui/panels/column_fitter.h"

#include <QAbstractItemModel>
#include <QElapsedTimer>
#include <QEvent>
#include <QHeaderView>
#include <QPointer>
#include <QTableView>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <functional>

namespace probcut::ui {

namespace {

// Owned by the view; watches its model (also one set later) and its font and style.
class ColumnFitter : public QObject {
public:
    ColumnFitter(QAbstractItemView* view, QHeaderView* header, std::function<void(int)> fitColumn)
        : QObject(view), m_view(view), m_header(header), m_fitColumn(std::move(fitColumn))
    {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &ColumnFitter::fit);
        m_header->setSectionResizeMode(QHeaderView::Interactive); // every section
        view->installEventFilter(this);
        watch(view->model());
        // setModel() replaces the header's model too: follow it there.
        connect(m_header, &QHeaderView::sectionCountChanged, this, [this] {
            watch(m_view->model());
            schedule();
        });
    }

    // The first change after a quiet spell is fitted on the next pass of the event loop, later
    // ones at most every FitIntervalMs.
    void schedule()
    {
        if (m_timer.isActive())
            return;
        const qint64 since = m_lastFit.isValid() ? m_lastFit.elapsed() : FitIntervalMs;
        m_timer.start(int(std::max<qint64>(0, FitIntervalMs - since)));
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view
            && (event->type() == QEvent::Show || event->type() == QEvent::FontChange
                || event->type() == QEvent::StyleChange))
            schedule();
        return QObject::eventFilter(watched, event);
    }

private:
    void watch(QAbstractItemModel* model)
    {
        if (model == m_model)
            return;
        if (m_model)
            disconnect(m_model, nullptr, this, nullptr);
        m_model = model;
        if (!model)
            return;
        const auto later = [this] { schedule(); };
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::layoutChanged, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::rowsRemoved, this, later);
        connect(model, &QAbstractItemModel::dataChanged, this, later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, later);
    }

    void fit()
    {
        if (!m_view->isVisible())
            return; // measured when shown
        m_lastFit.start();
        const int last = m_header->count() - 1;
        for (int c = 0; c < m_header->count(); ++c) {
            if (m_header->isSectionHidden(c) || m_header->sectionResizeMode(c) == QHeaderView::Stretch
                || (c == last && m_header->stretchLastSection()))
                continue;
            m_fitColumn(c);
        }
    }

    QAbstractItemView* m_view;
    QHeaderView* m_header;
    std::function<void(int)> m_fitColumn;
    QPointer<QAbstractItemModel> m_model;
    QTimer m_timer;
    QElapsedTimer m_lastFit;
};

// Owned by the view; decides which columns show whenever the viewport's width, the model or a
// column's width (the fitter's measure) changes. The columns' text is measured only when the
// model, the font or the style changes, not at each step of a resize.
class ColumnDropper : public QObject {
public:
    ColumnDropper(QTableView* view, std::vector<int> priority, int elastic, int elasticMinimum)
        : QObject(view), m_view(view), m_priority(std::move(priority)), m_elastic(elastic),
          m_elasticMinimum(elasticMinimum)
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        connect(&m_timer, &QTimer::timeout, this, &ColumnDropper::apply);
        view->viewport()->installEventFilter(this);
        view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view->setTextElideMode(Qt::ElideRight);
        QHeaderView* header = view->horizontalHeader();
        connect(header, &QHeaderView::sectionResized, this, [this] {
            if (!m_applying)
                m_timer.start();
        });
        const auto remeasure = [this] {
            m_natural.clear();
            m_timer.start();
        };
        connect(header, &QHeaderView::sectionCountChanged, this, remeasure);
        if (QAbstractItemModel* model = view->model()) {
            connect(model, &QAbstractItemModel::modelReset, this, remeasure);
            connect(model, &QAbstractItemModel::layoutChanged, this, remeasure);
            connect(model, &QAbstractItemModel::dataChanged, this, remeasure);
            connect(model, &QAbstractItemModel::headerDataChanged, this, remeasure);
        }
        view->installEventFilter(this);
        header->installEventFilter(this);
        m_timer.start();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view->viewport() && event->type() == QEvent::Resize)
            m_timer.start();
        // The header's own change counts too: its section size hints follow its font and style,
        // which a theme switch sets after the view's.
        if ((watched == m_view || watched == m_view->horizontalHeader())
            && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
                || event->type() == QEvent::Polish || event->type() == QEvent::Show)) {
            m_natural.clear();
            m_timer.start();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void apply()
    {
        if (!m_view->isVisible())
            return; // measured when shown: a hidden view's text metrics are not yet its own
        QHeaderView* header = m_view->horizontalHeader();
        const int count = header->count();
        if (int(m_natural.size()) != count) {
            m_natural.resize(std::size_t(count));
            // QTableView makes sizeHintForColumn protected; QAbstractItemView has it public.
            for (int c = 0; c < count; ++c)
                m_natural[std::size_t(c)]
                    = std::max(static_cast<QAbstractItemView*>(m_view)->sizeHintForColumn(c),
                        header->sectionSizeHint(c));
        }
        std::vector<int> order;
        for (int c : m_priority)
            if (c >= 0 && c < count)
                order.push_back(c);
        for (int c = 0; c < count; ++c)
            if (std::find(order.begin(), order.end(), c) == order.end())
                order.push_back(c);
        int stretched = -1; // the last shown section, stretched to the viewport's edge
        if (header->stretchLastSection())
            for (int v = count - 1; v >= 0 && stretched < 0; --v)
                if (!header->isSectionHidden(header->logicalIndex(v)))
                    stretched = header->logicalIndex(v);
        m_applying = true;
        int left = m_view->viewport()->width();
        bool full = false;
        for (int c : order) {
            const int natural = m_natural[std::size_t(c)];
            // A column keeps a width the fitter or the user gave it.
            int width = header->isSectionHidden(c) || c == stretched
                ? natural
                : std::max(natural, header->sectionSize(c));
            bool show = !full && width <= left;
            if (!show && !full && c == m_elastic && left >= m_elasticMinimum) {
                show = true;
                width = left;
            }
            full = full || !show;
            header->setSectionHidden(c, !show);
            if (show && c != stretched && header->sectionSize(c) != width) // the stretch sizes that one
                header->resizeSection(c, width);
            if (show)
                left -= width;
        }
        m_applying = false;
    }

    QTableView* m_view;
    std::vector<int> m_priority;
    int m_elastic;
    int m_elasticMinimum;
    QTimer m_timer;
    bool m_applying = false;
    std::vector<int> m_natural; // each column's text width; empty: to be measured
};

} // namespace

void hideColumnsThatDoNotFit(QTableView* view, std::vector<int> priority, int elastic, int elasticMinimum)
{
    new ColumnDropper(view, std::move(priority), elastic, elasticMinimum);
}

void fitColumnsToContents(QTableView* view)
{
    auto* fitter = new ColumnFitter(
        view, view->horizontalHeader(), [view](int column) { view->resizeColumnToContents(column); });
    fitter->schedule();
}

void fitColumnsToContents(QTreeView* view)
{
    auto* fitter = new ColumnFitter(
        view, view->header(), [view](int column) { view->resizeColumnToContents(column); });
    fitter->schedule();
}

void setMinimumRows(QTableView* view, int rows)
{
    const int header
        = view->horizontalHeader()->isHidden() ? 0 : view->horizontalHeader()->sizeHint().height();
    view->setMinimumHeight(
        header + rows * view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
}

} // namespace probcut::ui
