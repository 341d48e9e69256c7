#!/usr/bin/env bash
# The test suite under the sanitizers (issue 9), in the presets' build trees:
#
#   scripts/sanitize.sh asan [CTEST ARGS...]   build/asan: everything, GUI included, with
#                                              AddressSanitizer + UndefinedBehaviorSanitizer
#                                              (leak detection on); the WHOLE suite
#   scripts/sanitize.sh tsan [CTEST ARGS...]   build/tsan: the threaded units under
#                                              ThreadSanitizer: the engine facade and search,
#                                              the engine soak, the protocols (NBoard searches
#                                              in the background) and the studio's play tests
#                                              (engine controller, game controller), the
#                                              PV panel, evaluation graph and cut panel, fed by
#                                              live engine threads, the book panel (book load
#                                              and learning threads) and the regression panel
#                                              (the live cut verifier)
#
# Any report fails the test that printed it (halt_on_error; UBSan does not recover: see the
# presets in CMakePresets.json). Tests that cannot run under a sanitizer are left out here,
# each with its reason below. Extra arguments go to ctest (e.g. -R test_engine, -j2).
#
# Run them one at a time on a shared 2-core machine:  nice -n 5 scripts/sanitize.sh asan -j1
# (about 5 minutes of tests on a quiet machine, after a build of ~140 steps at -j2).
# In sanitized trees every test gets three times its time limit (tests/CMakeLists.txt), and
# the few latency checks (engine stop, time limits, event-loop hangs) scale their bounds under
# __SANITIZE_ADDRESS__/__SANITIZE_THREAD__; what they check in the normal build is unchanged.
# ThreadSanitizer cannot see Qt's own synchronisation (Qt is not instrumented): a hand-off from
# a worker thread to the GUI thread must not go through Qt's event queue at all (a functor or
# even a call by name queued with QMetaObject::invokeMethod: Qt allocates the event on the
# worker and appends it to the GUI thread's list under its own lock); use ui/engine/mailbox.h
# (a std::mutex-guarded queue, the GUI thread woken through an eventfd). Threads of ours are
# std::threads (joined, so TSan sees the join; QThread::wait is inside Qt). Suppressions
# (scripts/sanitizers/*.supp) are only for reports inside libraries we do not build, each with
# its reason.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
kind="${1:-}"
shift || true
case "$kind" in
asan)
    cmake --preset asan >/dev/null
    cmake --build --preset asan
    # portable_cpu_*: qemu-user cannot give an ASan binary the fixed shadow-memory mapping it
    # needs; the same code runs natively under ASan in every other test.
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=1:strict_init_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    exec ctest --preset asan -E '^portable_cpu_' "$@"
    ;;
tsan)
    tests=(test_endgame test_engine test_search test_engine_soak test_gtp test_nboard test_studio_play test_pv_panel
        test_eval_graph test_cut_panel test_book_panel test_regression_panel)
    cmake --preset tsan >/dev/null
    cmake --build --preset tsan --target "${tests[@]}"
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$here/scripts/sanitizers/tsan.supp${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
    regex="^($(IFS='|'; echo "${tests[*]}"))\$"
    exec ctest --preset tsan -R "$regex" "$@"
    ;;
*)
    echo "usage: scripts/sanitize.sh asan|tsan [ctest arguments]" >&2
    exit 2
    ;;
esac
