#pragma once
// The studio's opening book (engine/book/book.h, Buro 1999): loads the shipped book and the user's
// learned book off the GUI thread at start-up, answers the book panel's and the engine player's
// look-ups, and learns games ("Add this game to the book") on a background thread with progress
// and cancel, saving the result atomically to the user's data directory.
//
// Files: the shipped book is found like the CLI finds it ($PROBCUT_BOOK, then
// <prefix>/share/probcut-studio/book/book.pcb beside the installed binary, then the generic data
// directories, then the source tree's resources/book/ for builds run in place); it is not
// embedded because it is 2.4 MB that a packager may want to replace without relinking, and a
// missing or damaged file only costs the book, never the studio. The user's book lives in
// QStandardPaths::AppDataLocation/book.pcb: it starts as a copy of the shipped book plus the
// learned games, and when it loads it is used instead of the shipped one (which is never
// written). A damaged user book is reported and the shipped book is used. Beside it,
// learnedGamesPath() lists the learned games and a hash of the shipped book they were learned
// into: when the shipped book changes (a new version of the studio), the newer shipped book is
// used and the listed games are learned into it again in the background, so an upgrade's book
// is never hidden by an older copy. A user book without that list (made before it existed) is
// kept as it is.
//
// Threads: Book::lookup(…, true) fills caches lazily and is not thread-safe, so every look-up
// goes through this object on the GUI thread. Background jobs never touch the book in use: the
// loader builds a new Book (and warms its caches) before handing it over, and learning works
// on a private copy made from serialize() (which reads no cache) and swaps the result in on the
// GUI thread. The loader is file I/O and parsing, the learning job the book's own loop
// (Book::evaluatePending calls back for each position) and saving: both are plain threads,
// while every search the learning makes runs on the job's Engine, through the facade.
// Created by MainWindow; the book panel, GameController and tests use it.

#include "engine/book/book.h"
#include "engine/eval/evaluator.h"
#include "ui/engine/mailbox.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <thread>
#include <variant>
#include <vector>

namespace probcut {
class Engine;
}

namespace probcut::ui {

class BookStore : public QObject {
    Q_OBJECT

public:
    enum class State { NotLoaded, Loading, Ready, Failed };
    enum class Origin { None, Shipped, User };

    explicit BookStore(QObject* parent = nullptr);
    ~BookStore() override; // cancels learning and joins the worker threads

    // Where the books are read from and the learned book written to (tests use temporary
    // files). Set before load().
    void setPaths(const QString& shippedPath, const QString& userPath);
    QString shippedPath() const { return m_shippedPath; }
    QString userPath() const { return m_userPath; }
    static QString defaultShippedPath();
    static QString defaultUserPath();

    // The evaluation the store's own learning jobs search with (learning the user's games again
    // into a newer shipped book, see above). Without one the user's book is kept as it is.
    // Set before load().
    void setEvaluator(std::shared_ptr<const Evaluator> evaluator) { m_evaluator = std::move(evaluator); }
    // The list of learned games beside a user book.
    static QString learnedGamesPath(const QString& userPath);
    struct LearnedGame {
        std::vector<Square> moves;
        int blackResult = 0; // final disc difference, black - white (estimated when unfinished)
    };
    // The games the user's book holds beyond the shipped one, as far as they are known.
    const std::vector<LearnedGame>& learnedGames() const { return m_learnedGames; }

    // Starts loading in the background; stateChanged() follows.
    void load();
    State state() const { return m_state; }
    Origin origin() const { return m_origin; }
    bool isReady() const { return m_state == State::Ready && m_book; }
    // One line for the status bar: "Book: loading…", "Book: 55,399 positions", or the problem.
    QString statusText() const;
    // The reason the book (or the user's book) could not be used; empty when all is well.
    QString problem() const { return m_problem; }
    // Wall-clock seconds the last load took (read, verify, index), for the report and tests.
    double loadSeconds() const { return m_loadSeconds; }

    // The book in use (nullptr while loading or when there is none). GUI thread only.
    std::shared_ptr<const Book> book() const { return m_book; }
    std::optional<BookPositionInfo> lookup(const Board& board, bool withPositionsBelow = true) const;
    // Book play for the engine player: nullopt when the position is not in the book (or no book).
    std::optional<BookChoice> chooseMove(const Board& board, double randomness);
    // Overall figures of the book in use, computed once per book.
    struct Summary {
        std::uint64_t positions = 0;
        std::uint64_t leaves = 0;
        int deepestPly = 0; // deepest ply that holds a book position
        int maxPly = 0;     // the build's ply limit
    };
    const Summary& summary() const { return m_summary; }

    // Learning (Buro 1999): the game's positions up to the book's ply limit become book nodes,
    // their results are counted, new leaves and deviations are searched, and the values are
    // propagated; then the book is saved to userPath() and used. `moves` are played from the
    // start position. `blackResult` is the final disc difference (black − white) of a finished
    // game; for an unfinished one pass nullopt and it is estimated by a search of the last
    // position. `evaluator` is what the searches use (the studio's pattern evaluation).
    // Returns false (and says why in `why`) when a job is already running or there is no book
    // to start from yet. learningFinished() follows.
    bool addGame(const std::vector<Square>& moves, std::optional<int> blackResult,
        std::shared_ptr<const Evaluator> evaluator, QString* why = nullptr);
    void cancelLearning();
    bool isLearning() const { return m_learnThread.joinable(); }
    // Search depth for learning; 0 (the default) uses the book's own build depth.
    void setLearningDepth(int depth) { m_learningDepth = depth; }

signals:
    // Loading finished or failed, or a learned book replaced the one in use.
    void stateChanged();
    // A load() is over (after stateChanged()): the book is in use or the problem is known, and
    // isLearning() tells whether the user's games are being learned into a newer shipped book.
    void loaded();
    void learningProgress(int done, int total, const QString& what);
    void learningFinished(bool ok, const QString& message);

private:
    struct Loaded;
    struct Learned;
    struct Progress {
        int done = 0;
        int total = 0;
        QString what;
    };
    // What the load and learn threads hand to the GUI thread, through m_reports.
    using Report = std::variant<std::shared_ptr<Loaded>, Progress, std::shared_ptr<Learned>>;
    struct Job; // what a learning thread learns (book_store.cpp)
    bool startLearning(std::shared_ptr<Job> job, QString* why);
    // The learning thread's work (book_store.cpp) and its steps.
    void runLearningJob(const Job& job, const std::atomic<bool>* stop, Engine& engine);
    static BookParams newBookParams(const Evaluator& evaluator);
    static std::optional<int> resultOfNewGame(const Job& job, const BookEvaluator& search, QString& estimated,
        QString& problem, const std::function<void(int, int, const QString&)>& progress);
    static QString saveLearnedBook(const Job& job, const Book& book, const std::vector<LearnedGame>& games);
    void deliverReports(std::vector<Report>&& reports); // GUI thread
    void onLoaded(const std::shared_ptr<Loaded>& loaded);
    void onLearned(const std::shared_ptr<Learned>& learned);
    void setBook(std::shared_ptr<const Book> book, Origin origin);

    QString m_shippedPath;
    QString m_userPath;
    State m_state = State::NotLoaded;
    Origin m_origin = Origin::None;
    QString m_problem;
    double m_loadSeconds = 0;
    std::shared_ptr<const Book> m_book;
    Summary m_summary;
    std::mt19937_64 m_rng;

    // The threads post into m_reports (ui/engine/mailbox.h: a std::mutex, which ThreadSanitizer sees)
    // and are std::threads joined here, so TSan also sees the join (QThread::wait and the
    // hand-offs of QtConcurrent's pool are inside uninstrumented Qt). The reports of one thread
    // arrive in order, its result last.
    Mailbox<Report> m_reports{[this](std::vector<Report>&& reports) { deliverReports(std::move(reports)); }};
    std::thread m_loadThread;
    std::thread m_learnThread;
    std::shared_ptr<std::atomic<bool>> m_learnStop;
    // The learning job's searches (one Engine per job, made here so cancelLearning() can stop
    // the running search; the job holds it too).
    std::shared_ptr<Engine> m_learnEngine;
    int m_learningDepth = 0;
    std::shared_ptr<const Evaluator> m_evaluator;
    // The learned-games list: the shipped book's hash it belongs to (0: unknown), its games,
    // and whether they are all the user's book holds (false for a book older than the list).
    std::uint64_t m_shippedHash = 0;
    std::vector<LearnedGame> m_learnedGames;
    bool m_gamesComplete = true;
};

} // namespace probcut::ui
