// BoardWidget: the pixel <-> square mapping at several sizes (squares stay square and inside
// the widget), click reporting by simulated mouse events, and that it renders what it is given
// without ever changing the position itself.

#include "engine/core/notation.h"
#include "ui/board/board_widget.h"

#include <QImage>
#include <QSignalSpy>
#include <QTest>

using namespace probcut;
using probcut::ui::BoardWidget;

namespace {
Square sq(const char* name) { return *parseSquare(name); }

bool isGreenish(QRgb c) { return qGreen(c) > qRed(c) + 20 && qGreen(c) > qBlue(c) + 10; }
int brightness(QRgb c) { return (qRed(c) + qGreen(c) + qBlue(c)) / 3; }
} // namespace

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void geometry_data();
    void geometry();
    void clicksReportSquares();
    void dragDoesNotClick();
    void clickOutsideBoardIgnored();
    void rendersPosition();
    void hoverShowsGhostDisc();
    void hoverShowsFlips();
    void hintsDrawnOnSquares();
    void sizeHints();
};

void TestBoardWidget::geometry_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("small square") << QSize(220, 220);
    QTest::newRow("wide") << QSize(900, 500);
    QTest::newRow("tall") << QSize(480, 1000);
    QTest::newRow("large") << QSize(1400, 1300);
    QTest::newRow("odd") << QSize(613, 587);
}

void TestBoardWidget::geometry()
{
    QFETCH(QSize, size);
    BoardWidget board;
    board.resize(size);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QCOMPARE(board.size(), size);

    const QRectF widgetRect(QPointF(0, 0), QSizeF(size));
    const QRectF boardRect = board.boardRect();
    QVERIFY(widgetRect.contains(boardRect));
    QCOMPARE(boardRect.width(), boardRect.height());
    // The board uses most of the short side and is centred.
    const qreal shortSide = qMin(size.width(), size.height());
    QVERIFY2(boardRect.width() > shortSide * 0.8, qPrintable(QString::number(boardRect.width())));
    QVERIFY(qAbs(boardRect.center().x() - widgetRect.center().x()) <= 1.0);
    QVERIFY(qAbs(boardRect.center().y() - widgetRect.center().y()) <= 1.0);

    const qreal cell = board.squareRect(0).width();
    for (Square s = 0; s < 64; ++s) {
        const QRectF r = board.squareRect(s);
        QCOMPARE(r.width(), r.height());
        QCOMPARE(r.width(), cell);
        QVERIFY(boardRect.contains(r));
        QCOMPARE(board.squareAt(r.center()), s);
        // Just inside each corner still maps to the same square.
        QCOMPARE(board.squareAt(r.topLeft() + QPointF(0.5, 0.5)), s);
        QCOMPARE(board.squareAt(r.bottomRight() - QPointF(0.5, 0.5)), s);
        if (columnOf(s) < 7)
            QCOMPARE(r.right(), board.squareRect(s + 1).left()); // tiles without gaps
    }
    QCOMPARE(board.squareRect(sq("a1")).topLeft(), boardRect.topLeft());
    QCOMPARE(board.squareRect(sq("h8")).bottomRight(), boardRect.bottomRight());
    QCOMPARE(board.squareAt(QPointF(0, 0)), NoSquare);
    QCOMPARE(board.squareAt(boardRect.bottomRight() + QPointF(1, 1)), NoSquare);
    QVERIFY(board.squareRect(PassMove).isNull());
}

void TestBoardWidget::clicksReportSquares()
{
    BoardWidget board;
    board.resize(480, 480);
    board.setLegalMoves(Position::initial().board.legalMoves());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy clicked(&board, &BoardWidget::squareClicked);
    // Every square reports a click, legal or not: deciding is the owner's job.
    for (Square s : {sq("a1"), sq("f5"), sq("d4"), sq("h8"), sq("c8")}) {
        clicked.clear();
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.squareRect(s).center().toPoint());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), s);
    }
    // The widget never changes what it shows by itself.
    QCOMPARE(board.position(), Position::initial());
    // Right clicks are not moves.
    clicked.clear();
    QTest::mouseClick(&board, Qt::RightButton, {}, board.squareRect(sq("f5")).center().toPoint());
    QCOMPARE(clicked.count(), 0);
}

void TestBoardWidget::dragDoesNotClick()
{
    BoardWidget board;
    board.resize(400, 400);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy clicked(&board, &BoardWidget::squareClicked);
    QTest::mousePress(&board, Qt::LeftButton, {}, board.squareRect(sq("c4")).center().toPoint());
    QTest::mouseRelease(&board, Qt::LeftButton, {}, board.squareRect(sq("e6")).center().toPoint());
    QCOMPARE(clicked.count(), 0);
}

void TestBoardWidget::clickOutsideBoardIgnored()
{
    BoardWidget board;
    board.resize(800, 400); // wide: empty space left and right of the board
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    QSignalSpy clicked(&board, &BoardWidget::squareClicked);
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(5, 200));
    QTest::mouseClick(&board, Qt::LeftButton, {}, QPoint(795, 200));
    QCOMPARE(clicked.count(), 0);
}

void TestBoardWidget::rendersPosition()
{
    BoardWidget board;
    board.resize(480, 480);
    Position position = Position::initial();
    QVERIFY(position.play(sq("f5")));
    board.setPosition(position);
    board.setLastMove(sq("f5"));
    board.setLegalMoves(position.board.legalMoves());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));

    const QImage image = board.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size() / image.devicePixelRatio(), board.size());
    const qreal dpr = image.devicePixelRatio();
    auto pixel = [&](QPointF p) { return image.pixel((p * dpr).toPoint()); };
    auto offCentre = [&](Square s) {
        // A point on the disc away from the centre (where a last-move dot could be).
        const QRectF r = board.squareRect(s);
        return r.center() + QPointF(-r.width() * 0.2, r.height() * 0.1);
    };
    QVERIFY(brightness(pixel(offCentre(sq("e4")))) < 80);  // black disc
    QVERIFY(brightness(pixel(offCentre(sq("d4")))) > 180); // white disc
    QVERIFY(isGreenish(pixel(offCentre(sq("a1")))));       // empty felt
    // The last-move dot is red.
    const QRgb last = pixel(board.squareRect(sq("f5")).center() - QPointF(1, 1));
    QVERIFY2(qRed(last) > 150 && qGreen(last) < 120, qPrintable(QColor(last).name()));
    // A legal-move marker for White makes its square's centre lighter than plain felt.
    const Square legal = *bits(position.board.legalMoves()).begin();
    QVERIFY(brightness(pixel(board.squareRect(legal).center())) > brightness(pixel(offCentre(sq("a1")))));
}

void TestBoardWidget::hoverShowsFlips()
{
    // With the option on, hovering f5 rings e5 (the disc it would flip); off, nothing changes.
    BoardWidget board;
    board.resize(480, 480);
    board.setLegalMoves(Position::initial().board.legalMoves());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QRectF flipped = board.squareRect(sq("e5"));
    // On the ring (radius 0.17 cell), left of the centre of the white disc.
    const QPoint probe = (flipped.center() - QPointF(flipped.width() * 0.17, 0)).toPoint();
    QTest::mouseMove(&board, board.squareRect(sq("f5")).center().toPoint());
    const QRgb off = board.grab().toImage().pixel(probe);
    board.setShowFlipsOnHover(true);
    const QRgb on = board.grab().toImage().pixel(probe);
    QVERIFY(brightness(on) < brightness(off) - 60); // a dark ring (Black to move) on white
}

void TestBoardWidget::hintsDrawnOnSquares()
{
    BoardWidget board;
    board.resize(480, 480);
    board.setLegalMoves(Position::initial().board.legalMoves());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QImage before = board.grab().toImage();
    probcut::ui::MoveHints hints{};
    hints[sq("f5")] = probcut::ui::MoveHint{0.4, 6, false};
    hints[sq("d3")] = probcut::ui::MoveHint{-1.6, 6, false};
    board.setHints(hints, sq("f5"));
    QCOMPARE(board.bestHint(), sq("f5"));
    const QImage after = board.grab().toImage();
    // The best move's square is filled with the highlight colour.
    const QPoint corner = (board.squareRect(sq("f5")).topLeft() + QPointF(12, 12)).toPoint();
    QVERIFY(before.pixel(corner) != after.pixel(corner));
    QCOMPARE(BoardWidget::hintText(0.4), QStringLiteral("0"));
    QCOMPARE(BoardWidget::hintText(-1.6), QStringLiteral("\u22122"));
    QCOMPARE(BoardWidget::hintText(3.5), QStringLiteral("+4"));
    board.clearHints();
    QCOMPARE(board.bestHint(), NoSquare);
}

void TestBoardWidget::hoverShowsGhostDisc()
{
    BoardWidget board;
    board.resize(480, 480);
    board.setLegalMoves(Position::initial().board.legalMoves());
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const QRectF target = board.squareRect(sq("f5"));
    const QPointF probe = target.center() + QPointF(-target.width() * 0.25, 0);
    auto brightnessAt = [&] {
        const QImage image = board.grab().toImage();
        return brightness(image.pixel((probe * image.devicePixelRatio()).toPoint()));
    };
    const int before = brightnessAt();
    QTest::mouseMove(&board, target.center().toPoint());
    QCOMPARE(board.cursor().shape(), Qt::PointingHandCursor);
    // A faint black disc now covers most of the square, so off-centre points get darker.
    QVERIFY(brightnessAt() < before - 10);
    QTest::mouseMove(&board, board.squareRect(sq("a1")).center().toPoint());
    QCOMPARE(board.cursor().shape(), Qt::ArrowCursor);
    QCOMPARE(brightnessAt(), before);
}

void TestBoardWidget::sizeHints()
{
    BoardWidget board;
    QVERIFY(board.hasHeightForWidth());
    QCOMPARE(board.heightForWidth(300), 300);
    QVERIFY(board.sizeHint().width() >= 400);
    QVERIFY(board.minimumSizeHint().width() >= 150);
    QVERIFY(board.minimumSizeHint().width() <= board.sizeHint().width());
}

QTEST_MAIN(TestBoardWidget)
#include "test_board_widget.moc"
