#pragma once
// Picks one game from a WTHOR database: a table of the games (number, players, result,
// tournament) with a filter box on the names. Opened by MainWindow when a .wtb file is opened.

#include "engine/formats/wthor.h"

#include <QDialog>

#include <string>
#include <vector>

class QLineEdit;
class QTableWidget;

namespace probcut::ui {

class WthorDialog : public QDialog {
    Q_OBJECT

public:
    WthorDialog(const WthorFile& file, const std::vector<std::string>& players,
        const std::vector<std::string>& tournaments, const QString& fileName, QWidget* parent = nullptr);
    // Index into file.games of the chosen game, or -1.
    int selectedGame() const;
    QTableWidget* table() const { return m_table; }

private:
    void filter(const QString& text);
    QTableWidget* m_table;
    QLineEdit* m_filter;
};

} // namespace probcut::ui
