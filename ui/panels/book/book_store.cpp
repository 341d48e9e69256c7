#include "ui/panels/book/book_store.h"

#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/eval/weights.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {

constexpr const char* BookFileName = "book.pcb";
constexpr int DefaultLearnDepth = 8; // the shipped book's leaf depth (resources/book/README.md)
constexpr std::size_t LearnHashMiB = 16;
// The searches never call the exact solver (solveEmpties 0, as the book builds): its table is
// the smallest.
constexpr std::size_t LearnEndgameHashMiB = 1;

std::optional<QByteArray> readAll(const QString& path, QString& error)
{
    QFile file(path);
    if (!file.exists()) {
        error = BookStore::tr("%1 does not exist").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

Result<Book> parseBytes(const QByteArray& bytes)
{
    return Book::parse(
        std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size())));
}

BookStore::Summary summarize(const Book& book)
{
    const BookStats stats = book.stats();
    BookStore::Summary s;
    s.positions = stats.nodes;
    s.leaves = stats.leaves;
    for (std::size_t ply = 0; ply < stats.nodesByPly.size(); ++ply)
        if (stats.nodesByPly[ply] > 0)
            s.deepestPly = int(ply);
    s.maxPly = book.params().maxPly;
    return s;
}

// The list of learned games beside the user's book (BookStore::learnedGamesPath): which shipped
// book they were learned into, whether the list is the whole of what the user's book adds, and
// the games. Text, so a user can read it:
//   base 0123456789abcdef      FNV-1a 64 of the shipped book file's bytes
//   complete yes               no: the user's book holds games the list does not
//   game f5d6c3d3c4 +12        one per game: transcript (passes as "pa"), black - white result
struct GamesFile {
    std::uint64_t base = 0;
    bool complete = true;
    std::vector<BookStore::LearnedGame> games;
};

QByteArray formatGamesFile(const GamesFile& file)
{
    QByteArray out
        = "# ProbCut Studio: the games learned into the opening book beside this file, so they can be "
          "learned again into a newer shipped book\n";
    out += "base " + QByteArray::number(qulonglong(file.base), 16).rightJustified(16, '0') + '\n';
    out += QByteArray("complete ") + (file.complete ? "yes" : "no") + '\n';
    for (const BookStore::LearnedGame& g : file.games)
        out += "game " + QByteArray::fromStdString(formatTranscript(g.moves, true)) + ' '
            + (g.blackResult > 0 ? "+" : "") + QByteArray::number(g.blackResult) + '\n';
    return out;
}

// The file, or why it cannot be used (the line and what is wrong with it).
std::variant<GamesFile, QString> parseGamesFile(const QByteArray& bytes)
{
    GamesFile file;
    bool haveBase = false;
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> words = line.simplified().split(' ');
        auto bad = [&](const QString& what) { return BookStore::tr("line %1: %2").arg(i + 1).arg(what); };
        if (words[0] == "base" && words.size() == 2) {
            bool ok = false;
            file.base = words[1].toULongLong(&ok, 16);
            if (!ok)
                return bad(BookStore::tr("the shipped book's hash is not a hexadecimal number"));
            haveBase = true;
        } else if (words[0] == "complete" && words.size() == 2 && (words[1] == "yes" || words[1] == "no")) {
            file.complete = words[1] == "yes";
        } else if (words[0] == "game" && words.size() == 3) {
            const auto line = parseTranscript(words[1].toStdString());
            if (!line)
                return bad(QString::fromStdString(line.error().message));
            bool ok = false;
            const int result = words[2].toInt(&ok);
            if (!ok || result < -64 || result > 64)
                return bad(BookStore::tr("the result must be a disc difference from -64 to 64"));
            file.games.push_back({line->moves, result});
        } else {
            return bad(BookStore::tr("expected 'base', 'complete' or 'game'"));
        }
    }
    if (!haveBase)
        return BookStore::tr("no 'base' line");
    return file;
}

// Fixed-depth searches (exact at few empties) as the book's BookEvaluator, run on the learning
// job's Engine (its worker thread) and waited for on the learning thread, one at a time; the
// engine's table is kept from search to search, as the book build's is.
class LearnSearcher {
public:
    LearnSearcher(Engine& engine, int depth, int exactEmpties, const std::atomic<bool>* stop)
        : m_engine(engine), m_depth(depth), m_exactEmpties(exactEmpties), m_stop(stop)
    {
    }
    std::optional<BookEvaluation> operator()(const Board& board, int reduction)
    {
        SearchLimits limits;
        if (board.emptyCount() <= m_exactEmpties) {
            limits.depth = 60; // to the end: the search solves it
            limits.solveEmpties = 0;
        } else {
            limits.depth = std::max(1, m_depth - reduction);
            limits.solveEmpties = 0;
        }
        if (m_stop->load() || m_engine.setPosition(board))
            return std::nullopt;
        const Result<SearchId> id = m_engine.go(limits);
        if (!id)
            return std::nullopt;
        // BookStore::cancelLearning() raises the flag, then stops the engine: a flag raised
        // before go() is seen here, one raised after it stops this search.
        if (m_stop->load())
            m_engine.stop();
        m_engine.waitForSearchFinished();
        const SearchResult r = m_engine.lastResult();
        if (r.searchId != *id || r.stopReason == StopReason::Stopped || r.depth == 0)
            return std::nullopt;
        return BookEvaluation{
            r.score, r.solved ? BookValueSource::Exact : BookValueSource::Searched, r.depth, r.bestMove};
    }

private:
    Engine& m_engine;
    int m_depth;
    int m_exactEmpties;
    const std::atomic<bool>* m_stop;
};

} // namespace

struct BookStore::Loaded {
    std::shared_ptr<const Book> book;
    Origin origin = Origin::None;
    QString problem;
    double seconds = 0;
    Summary summary;
    std::uint64_t shippedHash = 0;
    std::vector<LearnedGame> games; // the learned-games list
    bool gamesComplete = false;
    bool relearn = false; // the shipped book is newer than the user's: learn `games` into it
};

struct BookStore::Learned {
    std::shared_ptr<const Book> book; // nullptr: failed or cancelled, the book in use stays
    bool ok = false;
    QString message;
    Summary summary;
    std::vector<LearnedGame> games; // the user's book's games after the job
};

// A learning job: the games to learn into `base` (a new book when null), either the user's
// earlier games again (`relearn`, results known) or one new game (`blackResult` nullopt when it
// is unfinished and its result is to be estimated). `kept` are the games already in the user's
// book, listed again beside the saved book with the new ones.
struct BookStore::Job {
    std::shared_ptr<const Book> base;
    std::vector<LearnedGame> kept;
    std::vector<LearnedGame> relearn;
    std::vector<Square> newGame;
    std::optional<int> newResult;
    bool hasNewGame = false;
    std::shared_ptr<const Evaluator> evaluator;
    QString userPath;
    int depthOverride = 0;
    std::uint64_t shippedHash = 0;
    bool gamesComplete = true;
};

BookStore::BookStore(QObject* parent)
    : QObject(parent), m_shippedPath(defaultShippedPath()), m_userPath(defaultUserPath()),
      m_rng(QRandomGenerator::global()->generate64())
{
}

BookStore::~BookStore()
{
    cancelLearning();
    for (std::thread* t : {&m_loadThread, &m_learnThread})
        if (t->joinable())
            t->join();
}

void BookStore::setPaths(const QString& shippedPath, const QString& userPath)
{
    m_shippedPath = shippedPath;
    m_userPath = userPath;
}

QString BookStore::defaultShippedPath()
{
    const QString relative = QStringLiteral("probcut-studio/book/%1").arg(QLatin1String(BookFileName));
    const QString env = qEnvironmentVariable("PROBCUT_BOOK");
    if (!env.isEmpty())
        return env;
    // Installed: <prefix>/bin/probcut-studio and <prefix>/share/probcut-studio/book/book.pcb.
    const QString installed
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/") + relative);
    if (QFileInfo::exists(installed))
        return QDir::cleanPath(installed);
    const QString data = QStandardPaths::locate(QStandardPaths::GenericDataLocation, relative);
    if (!data.isEmpty())
        return data;
#ifdef PROBCUT_SOURCE_DIR
    return QStringLiteral(PROBCUT_SOURCE_DIR "/resources/book/%1").arg(QLatin1String(BookFileName));
#else
    return QDir::cleanPath(installed);
#endif
}

QString BookStore::defaultUserPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QLatin1String(BookFileName));
}

QString BookStore::learnedGamesPath(const QString& userPath) { return userPath + QStringLiteral(".games"); }

void BookStore::load()
{
    if (m_loadThread.joinable())
        return;
    m_state = State::Loading;
    m_problem.clear();
    emit stateChanged();
    const QString shipped = m_shippedPath, user = m_userPath;
    const bool canRelearn = bool(m_evaluator);
    m_loadThread = std::thread([this, shipped, user, canRelearn] {
        QElapsedTimer timer;
        timer.start();
        auto loaded = std::make_shared<Loaded>();
        QString error, shippedError;
        const std::optional<QByteArray> shippedBytes = readAll(shipped, shippedError);
        if (shippedBytes)
            loaded->shippedHash
                = fnv1a64(std::span(reinterpret_cast<const std::uint8_t*>(shippedBytes->constData()),
                    std::size_t(shippedBytes->size())));
        // The list of learned games; without one (no user book yet, or one older than the list)
        // the games are unknown: an existing user book is then kept whatever the shipped book.
        const bool userExists = !user.isEmpty() && QFileInfo::exists(user);
        loaded->gamesComplete = !userExists;
        if (userExists && QFileInfo::exists(learnedGamesPath(user))) {
            QString gamesError;
            if (auto bytes = readAll(learnedGamesPath(user), gamesError)) {
                auto parsed = parseGamesFile(*bytes);
                if (auto* file = std::get_if<GamesFile>(&parsed)) {
                    loaded->games = std::move(file->games);
                    loaded->gamesComplete = file->complete;
                    loaded->relearn
                        = canRelearn && file->complete && shippedBytes && file->base != loaded->shippedHash;
                } else {
                    gamesError = std::get<QString>(parsed);
                }
            }
            if (!gamesError.isEmpty())
                loaded->problem
                    = tr("The list of your learned games %1 is damaged (%2); your book is kept as it "
                         "is.")
                          .arg(QDir::toNativeSeparators(learnedGamesPath(user)), gamesError);
        }
        // A newer shipped book is learned into only if it parses; otherwise the user's book stays.
        std::optional<Book> newer;
        if (loaded->relearn) {
            if (auto book = parseBytes(*shippedBytes))
                newer = std::move(book).value();
            else
                loaded->relearn = false;
        }
        // The user's book first: it is the shipped book plus what was learned (unless the shipped
        // book changed since, and the games are learned again into it).
        if (userExists && !loaded->relearn) {
            if (auto bytes = readAll(user, error)) {
                auto book = parseBytes(*bytes);
                if (book) {
                    loaded->book = std::make_shared<const Book>(std::move(book).value());
                    loaded->origin = Origin::User;
                } else {
                    loaded->problem = tr("Your learned book %1 is damaged (%2); the shipped book is used "
                                         "instead.")
                                          .arg(QDir::toNativeSeparators(user),
                                              QString::fromStdString(book.error().message));
                }
            } else {
                loaded->problem = tr("Your learned book cannot be read (%1); the shipped book is used "
                                     "instead.")
                                      .arg(error);
            }
        }
        if (newer) {
            loaded->book = std::make_shared<const Book>(std::move(*newer));
            loaded->origin = Origin::Shipped;
        } else if (!loaded->book) {
            if (shippedBytes) {
                auto book = parseBytes(*shippedBytes);
                if (book) {
                    loaded->book = std::make_shared<const Book>(std::move(book).value());
                    loaded->origin = Origin::Shipped;
                } else {
                    const QString p = tr("The opening book %1 is damaged (%2); the engine plays without it.")
                                          .arg(QDir::toNativeSeparators(shipped),
                                              QString::fromStdString(book.error().message));
                    loaded->problem = loaded->problem.isEmpty() ? p : loaded->problem + QLatin1Char(' ') + p;
                }
            } else {
                const QString p = tr("No opening book: %1; the engine plays without it.").arg(shippedError);
                loaded->problem = loaded->problem.isEmpty() ? p : loaded->problem + QLatin1Char(' ') + p;
            }
        }
        if (loaded->book) {
            // Warm the look-up caches here, so the GUI thread's first look-up is fast.
            (void)loaded->book->lookup(Position::initial().board, true);
            loaded->summary = summarize(*loaded->book);
        }
        loaded->seconds = double(timer.nsecsElapsed()) / 1e9;
        m_reports.post(std::move(loaded));
    });
}

void BookStore::deliverReports(std::vector<Report>&& reports)
{
    for (Report& report : reports) {
        if (auto* loaded = std::get_if<std::shared_ptr<Loaded>>(&report))
            onLoaded(*loaded);
        else if (const auto* progress = std::get_if<Progress>(&report))
            emit learningProgress(progress->done, progress->total, progress->what);
        else
            onLearned(std::get<std::shared_ptr<Learned>>(report));
    }
}

void BookStore::onLoaded(const std::shared_ptr<Loaded>& loaded)
{
    if (m_loadThread.joinable())
        m_loadThread.join(); // it has just posted its last report
    m_problem = loaded->problem;
    m_loadSeconds = loaded->seconds;
    m_summary = loaded->summary;
    m_book = loaded->book;
    m_origin = loaded->origin;
    m_state = m_book ? State::Ready : State::Failed;
    m_shippedHash = loaded->shippedHash;
    m_learnedGames = loaded->games;
    m_gamesComplete = loaded->gamesComplete;
    emit stateChanged();
    // (With no games listed the newer shipped book is simply used: nothing to learn again.)
    if (loaded->relearn && !loaded->games.empty() && m_book && m_evaluator) {
        auto job = std::make_shared<Job>();
        job->relearn = loaded->games;
        job->evaluator = m_evaluator;
        startLearning(std::move(job), nullptr);
    }
    emit this->loaded(); // this->: the parameter shadows the signal
}

void BookStore::setBook(std::shared_ptr<const Book> book, Origin origin)
{
    m_book = std::move(book);
    m_origin = origin;
    m_state = m_book ? State::Ready : State::Failed;
}

QString BookStore::statusText() const
{
    const QLocale locale;
    switch (m_state) {
    case State::NotLoaded: return tr("Book: not loaded");
    case State::Loading: return tr("Book: loading…");
    case State::Failed: return tr("Book: none");
    case State::Ready: break;
    }
    return m_origin == Origin::User
        ? tr("Book: %1 positions (yours)").arg(locale.toString(qulonglong(m_summary.positions)))
        : tr("Book: %1 positions").arg(locale.toString(qulonglong(m_summary.positions)));
}

std::optional<BookPositionInfo> BookStore::lookup(const Board& board, bool withPositionsBelow) const
{
    if (!m_book)
        return std::nullopt;
    return m_book->lookup(board, withPositionsBelow);
}

std::optional<BookChoice> BookStore::chooseMove(const Board& board, double randomness)
{
    if (!m_book)
        return std::nullopt;
    return m_book->chooseMove(board, randomness, m_rng);
}

bool BookStore::addGame(const std::vector<Square>& moves, std::optional<int> blackResult,
    std::shared_ptr<const Evaluator> evaluator, QString* why)
{
    if (!evaluator) {
        if (why)
            *why = tr("No evaluation to search the new positions with.");
        return false;
    }
    auto job = std::make_shared<Job>();
    job->newGame = moves;
    job->newResult = blackResult;
    job->hasNewGame = true;
    job->evaluator = std::move(evaluator);
    return startLearning(std::move(job), why);
}

bool BookStore::startLearning(std::shared_ptr<Job> job, QString* why)
{
    if (m_learnThread.joinable()) {
        if (why)
            *why = tr("A game is being added to the book already.");
        return false;
    }
    if (m_state == State::Loading) {
        if (why)
            *why = tr("The book is still loading.");
        return false;
    }
    // The job starts from the book in use, or from an empty book when there is none.
    job->base = m_book;
    job->kept = job->relearn.empty() ? m_learnedGames : std::vector<LearnedGame>{};
    job->userPath = m_userPath;
    job->depthOverride = m_learningDepth;
    job->shippedHash = m_shippedHash;
    job->gamesComplete = m_gamesComplete;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_learnStop = stop;
    EngineOptions options;
    options.hashMiB = LearnHashMiB;
    options.endgameHashMiB = LearnEndgameHashMiB;
    auto engine = std::make_shared<Engine>(options);
    engine->setEvaluator(job->evaluator);
    m_learnEngine = engine;
    // This thread runs the book's learning loop, not a search: it waits on `engine` for each.
    m_learnThread = std::thread([this, job, stop, engine] { runLearningJob(*job, stop.get(), *engine); });
    return true;
}

// The learning thread: the job's games into a private copy of the book, the new positions
// searched, the book and its games list saved; the outcome is posted last.
void BookStore::runLearningJob(const Job& job, const std::atomic<bool>* stop, Engine& engine)
{
    auto learned = std::make_shared<Learned>();
    const auto progress = [this](int done, int total, const QString& what) {
        m_reports.post(Progress{done, total, what});
    };
    const auto fail = [this, learned](const QString& message) {
        learned->message = message;
        m_reports.post(learned);
    };
    Book book;
    if (job.base) {
        progress(0, 0, tr("Copying the book…"));
        // A private copy: serialize() reads only the nodes, which nothing changes meanwhile.
        auto copy = Book::parse(job.base->serialize());
        if (!copy)
            return fail(QString::fromStdString(copy.error().message));
        book = std::move(copy).value();
    } else {
        book.setParams(newBookParams(*job.evaluator));
    }
    const int depth = job.depthOverride > 0 ? job.depthOverride
        : book.params().searchDepth > 0     ? book.params().searchDepth
                                            : DefaultLearnDepth;
    LearnSearcher searcher(engine, depth, book.params().exactEmpties, stop);
    const BookEvaluator search
        = [&searcher](const Board& b, int reduction) { return searcher(b, reduction); };
    const std::size_t before = book.size();
    std::vector<LearnedGame> games = job.kept;

    // The user's earlier games, learned again into a newer shipped book (results known); a
    // game the book rejects is left out of the list.
    if (!job.relearn.empty())
        progress(0, 0, tr("The opening book was updated: learning your games into it again…"));
    for (const LearnedGame& game : job.relearn)
        if (book.addGame(game.moves, game.blackResult))
            games.push_back(game);

    QString estimated;
    if (job.hasNewGame) {
        QString problem;
        const std::optional<int> result = resultOfNewGame(job, search, estimated, problem, progress);
        if (!result)
            return fail(problem);
        const auto added = book.addGame(job.newGame, *result);
        if (!added)
            return fail(QString::fromStdString(added.error().message));
        games.push_back({job.newGame, *result});
    }
    const bool complete
        = book.evaluatePending(search, stop, [&progress](std::size_t done, std::size_t total) {
              progress(int(done), int(total), tr("Searching new positions…"));
          });
    if (!complete)
        return fail(tr("Cancelled; the book is unchanged."));
    progress(0, 0, tr("Saving…"));
    if (const QString problem = saveLearnedBook(job, book, games); !problem.isEmpty())
        return fail(problem);
    (void)book.lookup(Position::initial().board, true); // warm the caches off the GUI thread
    learned->summary = summarize(book);
    learned->book = std::make_shared<const Book>(std::move(book));
    learned->ok = true;
    learned->games = std::move(games);
    const int newPositions = int(learned->book->size() - before);
    learned->message = job.hasNewGame
        ? tr("The game was added to your book: %n new position(s)", nullptr, newPositions) + estimated
            + QLatin1Char('.')
        : tr("The opening book was updated: your %n learned game(s) are in it again.", nullptr,
            int(learned->games.size()));
    m_reports.post(learned);
}

// The parameters of a book begun from nothing (no shipped book in use).
BookParams BookStore::newBookParams(const Evaluator& evaluator)
{
    BookParams params;
    params.maxPly = 24;
    params.searchDepth = DefaultLearnDepth;
    params.exactEmpties = 14;
    params.evaluator = evaluator.name();
    params.sources = "games played in ProbCut Studio";
    return params;
}

// The new game's result for Black: the given one, the end of a finished game, or what a search
// expects of an unfinished one (`estimated` then says so). nullopt and `problem` for an illegal
// move or a cancelled search.
std::optional<int> BookStore::resultOfNewGame(const Job& job, const BookEvaluator& search, QString& estimated,
    QString& problem, const std::function<void(int, int, const QString&)>& progress)
{
    // Replay, to validate the moves and to find the last position.
    Position pos = Position::initial();
    for (Square sq : job.newGame) {
        if (sq != PassMove && pos.board.mustPass())
            pos.play(PassMove);
        if (!pos.play(sq)) {
            problem = tr("The game has an illegal move (%1).").arg(QString::fromStdString(squareName(sq)));
            return std::nullopt;
        }
    }
    if (job.newResult)
        return *job.newResult;
    if (pos.board.isGameOver())
        return pos.finalScoreBlack();
    // Unfinished: the result a search expects, so the game's W/D/L count is meaningful.
    progress(0, 0, tr("Estimating the result of the unfinished game…"));
    Board b = pos.board;
    const bool passed = b.mustPass();
    if (passed)
        b = b.passed();
    const auto e = search(b, 0);
    if (!e) {
        problem = tr("Cancelled; the book is unchanged.");
        return std::nullopt;
    }
    // The value is for the side to move of `b`: after a forced pass, the other colour.
    const bool blackMoves = (pos.sideToMove == Color::Black) != passed;
    const int result = int(std::lround(blackMoves ? e->value : -e->value));
    estimated = tr(" (the game is unfinished: a search expects it to end %1 for Black)")
                    .arg(result > 0 ? QStringLiteral("+%1").arg(result) : QString::number(result));
    return result;
}

// Saved atomically: QSaveFile writes a temporary file and renames it over the old one; the
// book first, then the list of its games with the shipped book it was learned into. Returns
// the problem, or an empty string.
QString BookStore::saveLearnedBook(const Job& job, const Book& book, const std::vector<LearnedGame>& games)
{
    QDir().mkpath(QFileInfo(job.userPath).absolutePath());
    const std::vector<std::uint8_t> bytes = book.serialize();
    const QByteArray list = formatGamesFile({job.shippedHash, job.gamesComplete, games});
    for (const auto& [path, data] :
        {std::pair{job.userPath,
             QByteArray::fromRawData(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()))},
            std::pair{learnedGamesPath(job.userPath), list}}) {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
            return tr("The book could not be saved to %1: %2")
                .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return {};
}

void BookStore::cancelLearning()
{
    // The flag first (LearnSearcher relies on the order), then the search running now.
    if (m_learnStop)
        m_learnStop->store(true);
    if (m_learnEngine)
        m_learnEngine->stop();
}

void BookStore::onLearned(const std::shared_ptr<Learned>& learned)
{
    if (m_learnThread.joinable())
        m_learnThread.join(); // it has just posted its last report
    m_learnStop.reset();
    m_learnEngine.reset(); // idle: its worker is joined at once
    if (learned->ok && learned->book) {
        m_learnedGames = learned->games;
        m_summary = learned->summary;
        setBook(learned->book, Origin::User);
        m_problem.clear();
        emit stateChanged();
    }
    emit learningFinished(learned->ok, learned->message);
}

} // namespace probcut::ui
