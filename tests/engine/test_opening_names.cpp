// Opening names: every line of the table replays legally from the start and ends in a position
// no other line reaches (up to symmetry); known lines get their names in all eight orientations
// and by transposition; a position off the named lines has no name; along a game the deepest
// name wins and stays after the game leaves the named lines; the moves of a match are given in
// the game's orientation.
#include "engine/book/opening_names.h"
#include "engine/core/notation.h"

#include <QtTest>

#include <set>
#include <string>

using namespace probcut;

namespace {

MoveLine replay(const char* transcript)
{
    auto line = parseTranscript(transcript);
    if (!line.ok())
        qFatal("bad transcript %s: %s", transcript, line.error().describe().c_str());
    return *line;
}

// The positions of a game from the start, for lastNamedOpening().
std::vector<Position> path(const char* transcript)
{
    const MoveLine line = replay(transcript);
    std::vector<Position> positions{line.start};
    Position p = line.start;
    for (const Square sq : line.moves) {
        p.play(sq);
        positions.push_back(p);
    }
    return positions;
}

QString nameAt(const Position& position)
{
    const auto match = namedOpeningAt(position);
    return match ? QString::fromUtf8(match->opening->name.data(), qsizetype(match->opening->name.size()))
                 : QString();
}

QString transformed(const char* transcript, Symmetry s)
{
    std::vector<Square> moves;
    for (const Square sq : replay(transcript).moves)
        moves.push_back(transform(sq, s));
    return QString::fromStdString(formatTranscript(moves));
}

} // namespace

class TestOpeningNames : public QObject {
    Q_OBJECT

private slots:
    void everyLineReplaysAndIsUnique()
    {
        const auto openings = namedOpenings();
        QVERIFY(openings.size() >= 70);
        std::set<std::pair<int, std::pair<Bitboard, Bitboard>>> seen;
        std::set<std::string_view> names;
        for (const NamedOpening& opening : openings) {
            const std::string moves(opening.moves);
            auto line = parseTranscript(moves);
            QVERIFY2(line.ok(),
                qPrintable(QStringLiteral("%1: %2").arg(
                    QString::fromStdString(std::string(opening.name)), QString::fromStdString(moves))));
            QVERIFY2(line->moves.front() == *parseSquare("f5"), moves.c_str());
            QVERIFY2(std::find(line->moves.begin(), line->moves.end(), PassMove) == line->moves.end(),
                moves.c_str());
            const Board canonical = line->end.board.canonical();
            QVERIFY2(seen.insert({int(line->end.sideToMove), {canonical.player, canonical.opponent}}).second,
                qPrintable(QStringLiteral("%1 reaches a position another line names")
                               .arg(QString::fromStdString(std::string(opening.name)))));
            QVERIFY2(names.insert(opening.name).second, std::string(opening.name).c_str());
            // Every line's own end is named by it.
            const auto match = namedOpeningAt(line->end);
            QVERIFY(match);
            QCOMPARE(match->opening, &opening);
            QCOMPARE(match->symmetry, Symmetry::Identity);
        }
    }

    void knownLines_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("name");
        QTest::newRow("diagonal") << "f5f6"
                                  << "Diagonal Opening";
        QTest::newRow("perpendicular") << "f5d6"
                                       << "Perpendicular Opening";
        QTest::newRow("parallel") << "f5f4"
                                  << "Parallel Opening";
        QTest::newRow("tiger") << "f5d6c3d3c4"
                               << "Tiger";
        QTest::newRow("rose") << "f5d6c5f4e3c6d3f6e6d7"
                              << "Rose";
        QTest::newRow("buffalo") << "f5f6e6f4c3"
                                 << "Buffalo / Kenichi Variation";
        QTest::newRow("cow") << "f5f6e6f4e3"
                             << "Cow";
        QTest::newRow("heath") << "f5f6e6f4g5"
                               << "Heath / Tobidashi";
        QTest::newRow("snake") << "f5f6e6f4g6"
                               << "Snake / Peasant";
        QTest::newRow("aubrey") << "f5d6c3d3c4b3"
                                << "Aubrey / Tanaka";
        QTest::newRow("leader's tiger") << "f5d6c3d3c4f4e6"
                                        << "Leader's Tiger";
        QTest::newRow("iago") << "f5d6c5f4e3c6e6f6"
                              << "Iago";
    }

    void knownLines()
    {
        QFETCH(QString, moves);
        QFETCH(QString, name);
        const QByteArray text = moves.toLatin1();
        QCOMPARE(nameAt(replay(text.constData()).end), name);
        // The same line played in every orientation the start position allows (c4, d3 and e6
        // first: the symmetries that leave the start position as it is).
        for (const Symmetry s : AllSymmetries) {
            // Any of the eight applied to the position itself (a game from an edited start).
            QCOMPARE(nameAt(replay(text.constData()).end.transformed(s)), name);
            if (Position::initial().transformed(s) != Position::initial())
                continue;
            const QByteArray turned = transformed(text.constData(), s).toLatin1();
            const MoveLine line = replay(turned.constData());
            const auto match = namedOpeningAt(line.end);
            QVERIFY2(match, turned.constData());
            QCOMPARE(
                QString::fromUtf8(match->opening->name.data(), qsizetype(match->opening->name.size())), name);
            // The match gives the line as played on this board.
            QCOMPARE(match->movesOnBoard(), line.moves);
        }
    }

    void tigerFromEachFirstMove()
    {
        // The four first moves, written out: f5 d6 c3 d3 c4 turned half round and reflected in
        // the two diagonals.
        for (const char* line : {"f5d6c3d3c4", "c4e3f6e6f5", "e6f4c3c4d3", "d3c5f6f5e6"})
            QCOMPARE(nameAt(replay(line).end), QStringLiteral("Tiger"));
    }

    void transpositionIsNamed()
    {
        // c4 before c3: a different order that reaches the Tiger's discs.
        QCOMPARE(nameAt(replay("f5d6c4d3c3").end), QStringLiteral("Tiger"));
        QCOMPARE(nameAt(replay("f5d6c4d3").end), QString()); // on the way: not a named position
    }

    void unnamedPositions()
    {
        QCOMPARE(nameAt(Position::initial()), QString());
        QCOMPARE(nameAt(replay("f5").end), QString());
        QCOMPARE(nameAt(replay("f5d6c3").end), QString());
        QVERIFY(!lastNamedOpening(path("f5")));
        QVERIFY(!lastNamedOpening(path("")));
        // Colours swapped with the same discs (as after a pass) is another position.
        const Position tiger = replay("f5d6c3d3c4").end;
        const Position swapped{tiger.board, opposite(tiger.sideToMove)};
        QCOMPARE(nameAt(swapped), QString());
    }

    void deepestNameWins()
    {
        // f5 d6 (Perpendicular) c3 d3 c4 (Tiger) f4 f6 (Stephenson) g5 (No-Kung) e3 (not named).
        const std::vector<Position> game = path("f5d6c3d3c4f4f6g5e3");
        auto at = [&game](std::size_t plies) {
            const auto m = lastNamedOpening(std::span(game).first(plies + 1));
            return m ? std::string(m->opening->name) : std::string();
        };
        QCOMPARE(at(2), std::string("Perpendicular Opening"));
        QCOMPARE(at(3), std::string("Perpendicular Opening"));
        QCOMPARE(at(5), std::string("Tiger"));
        QCOMPARE(at(6), std::string("Tiger")); // f4: not named on its own, the Tiger stays
        QCOMPARE(at(7), std::string("Stephenson"));
        QCOMPARE(at(8), std::string("No-Kung"));
        const auto last = lastNamedOpening(game);
        QVERIFY(last);
        QCOMPARE(std::string(last->opening->name), std::string("No-Kung"));
        QCOMPARE(last->index, 8); // left the named lines at the ninth move, keeps the name
        // A game that leaves after the Tiger keeps the Tiger.
        const std::vector<Position> left = path("f5d6c3d3c4f4c5b4e3");
        const auto tiger = lastNamedOpening(left);
        QVERIFY(tiger);
        QCOMPARE(std::string(tiger->opening->name), std::string("Tiger"));
        QCOMPARE(tiger->index, 5);
    }
};

QTEST_APPLESS_MAIN(TestOpeningNames)
#include "test_opening_names.moc"
