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

} // namespace

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
