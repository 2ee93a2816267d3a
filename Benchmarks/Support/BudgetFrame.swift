import CBenchmarkProbes

/// Whether the process runs under valgrind (scripts/pi-budget.sh runs the benchmarks under callgrind), where a
/// benchmark measures fewer frames: each runs some fifty times slower.
public let underValgrind = fk_probe_under_valgrind() != 0

/// Runs `work`, one steady-state frame of `workload`. Under callgrind its instructions and cache misses, and only
/// those, are collected and dumped under the workload's name, which is how scripts/pi-budget.sh sets each workload
/// against a Raspberry Pi's frame budget; otherwise it only runs `work`.
public func budgetFrame<Result>(_ workload: String, _ work: () throws -> Result) rethrows -> Result {
    try budgetFrame(named: { _ in workload }, work)
}

/// `budgetFrame`, the workload named once the frame is done: by `name` from its result, or nil for a frame that
/// does not count (a list's frame after the scroll stopped).
public func budgetFrame<Result>(named name: (Result) -> String?, _ work: () throws -> Result) rethrows -> Result {
    guard underValgrind else { return try work() }
    fk_probe_toggle_collection()
    let result = try work()
    fk_probe_toggle_collection()
    if let workload = name(result) { fk_probe_dump(workload) } else { fk_probe_discard() }
    return result
}

/// Ends the count of the frame `budgetFrame(_:spareTime:_:)` runs and starts that of its spare-time work: what a
/// frame pipeline's `spareTimeStarts` calls. Nothing outside such a frame.
@MainActor
public func budgetFrameSpareTimeStarts() {
    spareTimeSplit?()
}

@MainActor
private var spareTimeSplit: (() -> Void)?

/// `budgetFrame`, with the work done in the frame's spare time (which starts at `budgetFrameSpareTimeStarts()`)
/// counted apart as `spareTime`: on the board it runs after the frame is shown, in the time left before the next.
@MainActor
public func budgetFrame<Result>(_ workload: String, spareTime: String, _ work: () throws -> Result) rethrows -> Result {
    try budgetFrame(named: { workload }, spareTime: { _ in spareTime }, work)
}

/// `budgetFrame(_:spareTime:_:)` for a frame named once it is done (nil: it does not count, nor its spare time):
/// `name` is asked as the spare time starts and again at the end.
@MainActor
public func budgetFrame<Result>(
    named name: () -> String?, spareTime: (String) -> String, _ work: () throws -> Result
) rethrows -> Result {
    try withoutActuallyEscaping(name) { name in
        var split = false
        spareTimeSplit = {
            guard underValgrind, !split else { return }
            split = true
            if let workload = name() { fk_probe_dump(workload) } else { fk_probe_discard() }
        }
        defer { spareTimeSplit = nil }
        return try budgetFrame(named: { _ in name().map { split ? spareTime($0) : $0 } }, work)
    }
}

/// Whether `budgetFramePeriod` is counting.
nonisolated(unsafe) private var periodCounting = false

/// For an app whose frames its own main loop runs: counts what the calling thread (and any other thread while
/// collection is on in it: callgrind counts per thread) did from the last call to this one as one frame of
/// `workload`, then counts on to the next call. Nothing outside callgrind.
public func budgetFramePeriod(_ workload: String) {
    guard underValgrind else { return }
    if periodCounting {
        fk_probe_dump(workload)
    } else {
        fk_probe_toggle_collection()
        periodCounting = true
    }
}

