// The Qt peers' side of scripts/pi-budget.sh: `budgetFrame` counts one frame's instructions under callgrind as
// BenchmarkSupport's BudgetFrame.swift does for FrameKit's (collection on for the frame, then a dump named by the
// workload), so the budget table has the peer's frames beside FrameKit's. Outside valgrind, or without its headers,
// it only runs the frame.
#pragma once

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

/// How long a peer waits for a change to paint before calling the measure broken: two seconds, or two minutes under
/// valgrind, which runs everything some fifty times slower (opening the 10,000-line document took over two seconds).
inline int paintWaitMilliseconds() { return RUNNING_ON_VALGRIND ? 120000 : 2000; }

template <typename Frame> auto budgetFrame(const char *workload, Frame frame) {
    if (!RUNNING_ON_VALGRIND) return frame();
    CALLGRIND_TOGGLE_COLLECT;
    auto result = frame();
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(workload);
    return result;
}
#else
inline int paintWaitMilliseconds() { return 2000; }
template <typename Frame> auto budgetFrame(const char *, Frame frame) { return frame(); }
#endif
