#include "ui/dialogs/wthor_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace probcut::ui {

WthorDialog::WthorDialog(const WthorFile& file, const std::vector<std::string>& players,
    const std::vector<std::string>& tournaments, const QString& fileName, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Choose a Game — %1").arg(fileName));
    setObjectName(QStringLiteral("wthorDialog"));
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by player or tournament"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, &WthorDialog::filter);

    m_table = new QTableWidget(int(file.games.size()), 5, this);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Black"), tr("White"), tr("Score"), tr("Tournament")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    for (int row = 0; row < int(file.games.size()); ++row) {
        const WthorGame& g = file.games[std::size_t(row)];
        auto* number = new QTableWidgetItem(QString::number(row + 1));
        number->setData(Qt::UserRole, row);
        m_table->setItem(row, 0, number);
        m_table->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(wthorName(players, g.black))));
        m_table->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(wthorName(players, g.white))));
        m_table->setItem(
            row, 3, new QTableWidgetItem(QStringLiteral("%1–%2").arg(g.blackDiscs).arg(64 - g.blackDiscs)));
        m_table->setItem(
            row, 4, new QTableWidgetItem(QString::fromStdString(wthorName(tournaments, g.tournament))));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);

    auto* info = new QLabel(
        tr("%n game(s) played in %1.", nullptr, int(file.games.size())).arg(file.header.gamesYear), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(info);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 480);
}

int WthorDialog::selectedGame() const
{
    const QList<QTableWidgetItem*> selected = m_table->selectedItems();
    for (QTableWidgetItem* item : selected)
        if (item->column() == 0)
            return item->data(Qt::UserRole).toInt();
    const int row = m_table->currentRow();
    return row >= 0 && m_table->item(row, 0) ? m_table->item(row, 0)->data(Qt::UserRole).toInt() : -1;
}

void WthorDialog::filter(const QString& text)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        bool match = text.isEmpty();
        for (int column : {1, 2, 4})
            match = match || m_table->item(row, column)->text().contains(text, Qt::CaseInsensitive);
        m_table->setRowHidden(row, !match);
    }
}

} // namespace probcut::ui
