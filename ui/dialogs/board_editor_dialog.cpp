#include "ui/dialogs/board_editor_dialog.h"

#include "ui/board/board_widget.h"
#include "ui/engine/engine_error_text.h"
#include "ui/game/game_text.h"
#include "ui/window/settings.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
enum Tool { Cycle, PutBlack, PutWhite, Erase };
}

BoardEditorDialog::BoardEditorDialog(const Position& position, QWidget* parent)
    : QDialog(parent), m_position(position)
{
    setWindowTitle(tr("Edit Position"));
    setObjectName(QStringLiteral("boardEditor"));
    m_board = new BoardWidget(this);
    m_board->setTheme(boardTheme(ThemeKind(Settings().theme.get())));
    m_board->setMinimumSize(320, 320);
    connect(m_board, &BoardWidget::squareClicked, this, [this](int sq) { applyTool(Square(sq)); });

    m_tool = new QButtonGroup(this);
    auto* tools = new QVBoxLayout;
    const std::pair<Tool, QString> toolNames[] = {{Cycle, tr("Cycle: empty, black, white")},
        {PutBlack, tr("Black disc")}, {PutWhite, tr("White disc")}, {Erase, tr("Remove disc")}};
    for (const auto& [tool, name] : toolNames) {
        auto* button = new QRadioButton(name, this);
        m_tool->addButton(button, tool);
        tools->addWidget(button);
    }
    m_tool->button(Cycle)->setChecked(true);

    m_side = new QComboBox(this);
    m_side->setObjectName(QStringLiteral("sideToMove"));
    m_side->addItem(tr("Black to move"));
    m_side->addItem(tr("White to move"));
    m_side->setCurrentIndex(position.sideToMove == Color::Black ? 0 : 1);
    connect(m_side, &QComboBox::currentIndexChanged, this,
        [this](int index) { setSideToMove(index == 0 ? Color::Black : Color::White); });
    tools->addSpacing(8);
    tools->addWidget(m_side);

    auto* clear = new QPushButton(tr("Clear Board"), this);
    connect(clear, &QPushButton::clicked, this,
        [this] { setPosition(Position::fromColors(0, 0, m_position.sideToMove)); });
    auto* initial = new QPushButton(tr("Start Position"), this);
    connect(initial, &QPushButton::clicked, this, [this] { setPosition(Position::initial()); });
    auto* symmetry = new QToolButton(this);
    symmetry->setText(tr("Symmetry"));
    symmetry->setPopupMode(QToolButton::InstantPopup);
    symmetry->setToolButtonStyle(Qt::ToolButtonTextOnly);
    symmetry->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto* menu = new QMenu(symmetry);
    for (const auto& [s, text] : GameText::symmetryLabels()) {
        const Symmetry sym = s;
        connect(menu->addAction(text), &QAction::triggered, this,
            [this, sym] { setPosition(m_position.transformed(sym)); });
    }
    symmetry->setMenu(menu);
    tools->addSpacing(8);
    tools->addWidget(clear);
    tools->addWidget(initial);
    tools->addWidget(symmetry);
    tools->addStretch(1);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &BoardEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(tools);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(640, 480);
    refresh();
}

void BoardEditorDialog::applyTool(Square square)
{
    if (square < 0 || square > 63)
        return;
    Bitboard black = m_position.black(), white = m_position.white();
    const Bitboard bit = squareBit(square);
    const int tool = m_tool->checkedId();
    const bool isBlack = black & bit, isWhite = white & bit;
    black &= ~bit;
    white &= ~bit;
    if (tool == PutBlack || (tool == Cycle && !isBlack && !isWhite))
        black |= bit;
    else if (tool == PutWhite || (tool == Cycle && isBlack))
        white |= bit;
    setPosition(Position::fromColors(black, white, m_position.sideToMove));
}

void BoardEditorDialog::setSideToMove(Color color)
{
    setPosition(Position::fromColors(m_position.black(), m_position.white(), color));
}

void BoardEditorDialog::setPosition(const Position& position)
{
    m_position = position;
    m_side->blockSignals(true);
    m_side->setCurrentIndex(position.sideToMove == Color::Black ? 0 : 1);
    m_side->blockSignals(false);
    refresh();
}

void BoardEditorDialog::refresh()
{
    m_board->setPosition(m_position);
    m_board->setLegalMoves(m_position.board.legalMoves());
    const int black = __builtin_popcountll(m_position.black());
    const int white = __builtin_popcountll(m_position.white());
    QString text = tr("Black %1, White %2, empty %3.").arg(black).arg(white).arg(64 - black - white);
    if (auto bad = m_position.board.validate())
        text += QLatin1Char(' ') + tr("Not playable yet: %1.").arg(EngineErrorText::message(*bad));
    else if (m_position.board.isGameOver())
        text += QLatin1Char(' ') + tr("Neither side can move: the game would be over.");
    else if (m_position.board.mustPass())
        text += QLatin1Char(' ') + tr("The side to move has no legal move and will pass.");
    m_message->setText(text);
}

void BoardEditorDialog::accept()
{
    if (auto bad = m_position.board.validate()) {
        m_message->setText(
            tr("This position cannot be played: %1. Fix it or cancel.").arg(EngineErrorText::message(*bad)));
        return;
    }
    QDialog::accept();
}

} // namespace probcut::ui
