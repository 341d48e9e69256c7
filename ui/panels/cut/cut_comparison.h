#pragma once
// "Was it right?": the selective search the user watched, compared with a search without
// forward pruning of the same position to the same nominal depth. Runs (1) the selective search
// again, timing it (T), (2) the exact search, read off at T (depth reached in the same time) and
// continued to the same depth within the cap, (3) exact deep searches of the cut nodes nearest
// the root (CutVerifier), each cut held or contradicted. Used by the ProbCut panel's comparison
// view (CutComparisonView); tested in tests/ui/test_cut_comparison.cpp.
//
// Threads: both searches run on this object's own Engine and the cut checks on the verifier's;
// their listeners post reports through a Mailbox, and each stage starts when the previous one's
// result is delivered, so the GUI thread never waits on a search.

#include "engine/core/board.h"
#include "engine/engine.h"
#include "engine/eval/evaluator.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search_limits.h"
#include "ui/engine/mailbox.h"
#include "ui/panels/cut/cut_verifier.h"

#include <QElapsedTimer>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVector>

#include <cstdint>
#include <memory>
#include <variant>
#include <vector>

namespace probcut::ui {

class CutComparison : public QObject {
    Q_OBJECT

public:
    // Cuts verified per comparison: the exact deep search of each costs up to a full search of
    // its height, so only a few, of every height.
    static constexpr int MaxVerified = 12;

    // One search as compared: its deepest completed iteration and what that cost.
    struct Side {
        int depth = 0;           // deepest completed iteration
        std::uint64_t nodes = 0; // nodes searched (to `seconds`)
        double seconds = 0;
        Square bestMove = NoSquare;
        double value = 0;      // discs, for the side to move at the searched position
        bool finished = false; // the target depth was reached (in the time or the cap)
    };
    // One cut of the watched search and what the exact deep search of its node said.
    struct CutVerdict {
        CutEvent cut;
        bool checked = false;      // the deep search ran (false: the cap came first)
        bool contradicted = false; // the deep value lies on the wrong side of cut.windowBound
        double deepValue = 0;      // discs, for the side to move at the cut's node
    };
    struct Result {
        Position position; // the searched position
        int requestedDepth = 0;
        int depth = 0; // the nominal depth compared: what the selective search completed
        double selectivity = 100;
        double capSeconds = 0;
        Side selective; // with ProbCut, to `depth`
        Side sameTime;  // without pruning, stopped at the selective search's time
        Side sameDepth; // without pruning, to `depth` (finished false: not within the cap)
        QVector<CutVerdict> verdicts;
        int contradictions() const;
    };

    CutComparison(std::shared_ptr<const Evaluator> evaluator, std::shared_ptr<const MpcParams> mpc,
        QObject* parent = nullptr);
    ~CutComparison() override; // the engines stop their searches and join their workers

    // Starts a comparison of `position` searched to `depth` at `selectivity` (below 100), the
    // watched search's `cuts` (check events; pickCuts() chooses those verified).
    // `capSeconds` bounds each stage: the selective search, the exact one, the cut checks. A
    // running comparison is cancelled first. Input that cannot be compared emits failed()
    // before this returns.
    void start(const Position& position, int depth, double selectivity, const std::vector<CutEvent>& cuts,
        double capSeconds);
    // Stops at once; nothing more is emitted for the cancelled comparison.
    void cancel();
    bool isRunning() const { return m_stage != Stage::Idle; }

    // The deciding checks to verify: FailHigh/FailLow checks, one of each height in turn from the
    // lowest (the cheapest to verify) up, each the nearest the root at its height; one per node
    // and bound, at most `max`.
    static std::vector<CutEvent> pickCuts(const std::vector<CutEvent>& cuts, int max = MaxVerified);
    // Whether the exact value `deep` of the cut's node contradicts the cut: a fail-high cut
    // asserted deep >= windowBound, a fail-low one deep <= windowBound.
    static bool contradicts(const CutEvent& cut, double deep);

signals:
    void progress(const QString& text);
    void finished(const probcut::ui::CutComparison::Result& result);
    void failed(const QString& message);

private:
    enum class Stage { Idle, Selective, Exact, Verifying };
    // A report of one of this object's searches, from the engine's worker.
    struct Message {
        quint64 generation = 0;
        Stage stage = Stage::Idle;
        std::variant<SearchInfo, SearchResult> report;
    };
    struct Sample {
        double seconds = 0;
        std::uint64_t nodes = 0;
    };

    void go(Stage stage, const SearchLimits& limits);
    void deliver(std::vector<Message>&& messages); // GUI thread
    void onInfo(const SearchInfo& info);
    void onResult(const SearchResult& result);
    void selectiveDone(const SearchResult& result);
    void exactDone(const SearchResult& result);
    void startVerification();
    void feedVerifier();
    void onVerified(const VerifiedCut& verified);
    void checkVerificationDone();
    void finish();
    void fail(const QString& message);

    std::shared_ptr<const Evaluator> m_evaluator;
    std::shared_ptr<const MpcParams> m_mpc;
    Stage m_stage = Stage::Idle;
    quint64 m_generation = 0; // bumped by cancel(); reports of older generations are dropped
    Result m_result;
    std::vector<CutEvent> m_cuts; // the watched search's, until the verification picks some
    SearchInfo m_lastIteration;   // of the running search: its deepest completed iteration
    // The exact search read off at m_sameTimeBudget: its deepest iteration completed by then and
    // the reports either side of that time (nodes are interpolated between them).
    double m_sameTimeBudget = 0;
    SearchInfo m_sameTimeIteration;
    Sample m_before;
    Sample m_after;
    bool m_haveAfter = false;
    int m_nextCheck = 0; // verdicts handed to the verifier so far
    int m_checksDone = 0;
    QTimer m_deadline; // the verification's share of the cap
    CutVerifier m_verifier;
    Mailbox<Message> m_messages{[this](std::vector<Message>&& messages) { deliver(std::move(messages)); }};
    Engine m_engine; // last: its worker posts into m_messages, so it is joined first
};

} // namespace probcut::ui

Q_DECLARE_METATYPE(probcut::ui::CutComparison::Result)
