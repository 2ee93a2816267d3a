import BenchmarkSupport
import FrameKitLayout
import Foundation

// The reference workload "layout" (docs/BENCHMARK-WORKLOADS.md): W1 chain build+solve in the listed and the reversed
// order, W2 edit re-solves, W3 grid rotation re-solves. With kiwisolver installed for python3, the same workloads run
// through kiwi in alternation with these, in this run (W1 up to N = KIWI_MAX_N, default 100: kiwi needs seconds to
// minutes beyond that).


struct Measure {
    let workload: String
    let n: Int
    let order: String
    let samples: [Double]
    var median: Double { samples.sorted()[samples.count / 2] }
    var min: Double { samples.min() ?? 0 }
}

/// One warm-up, then `runs` timed runs.
func measure(_ workload: String, n: Int, order: String = "listed", runs: Int, _ body: () throws -> Double) rethrows
    -> Measure
{
    _ = try body()
    return Measure(workload: workload, n: n, order: order, samples: try (0..<runs).map { _ in try body() })
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

func check(_ ok: Bool, _ what: String) throws {
    if !ok { throw BenchmarkFailure(description: "wrong solution: \(what)") }
}

// MARK: W1

func chainConstraints(_ left: [Variable], _ width: [Variable], right: LinearExpression?) -> [Constraint] {
    let n = left.count
    var list: [Constraint] = [left[0] == 0]
    for i in 1..<n { list.append(left[i] == left[i - 1] + width[i - 1] + 8) }
    for i in 1..<n { list.append(width[i] == width[0]) }
    if let right { list.append(left[n - 1] + width[n - 1] == right) }
    for i in 0..<n { list.append((width[i] >= 10).withStrength(.weak)) }
    return list
}

func w1(n: Int, reversed: Bool) throws -> Double {
    let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
    var list = chainConstraints(left, width, right: LinearExpression(Double(20 * n)))
    if reversed { list.reverse() }
    // The solver outlives the timing: tearing it down is not part of the measure (create, add, read).
    var solver: Solver?
    let ms = try milliseconds {
        solver = Solver()
        for c in list { try solver!.addConstraint(c) }
        solver!.updateVariables()
    }
    withExtendedLifetime(solver) {}
    let expected = Double(20 * n - 8 * (n - 1)) / Double(n)
    try check(width.allSatisfy { abs($0.value - expected) < 1e-6 }, "W1 N=\(n) width")
    return ms
}

// MARK: W2

func w2() throws -> Double {
    let n = 1000
    let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
    let container = Variable("containerWidth")
    let solver = Solver()
    for c in chainConstraints(left, width, right: LinearExpression(container)) { try solver.addConstraint(c) }
    try solver.addEditVariable(container, strength: .strong)
    var last = 0.0
    let ms = try milliseconds {
        for k in 0..<1000 {
            last = Double(20000 + (k % 100) * 50)
            try solver.suggestValue(container, last)
            solver.updateVariables()
        }
    }
    try check(width.allSatisfy { abs($0.value - (last - 8 * 999) / 1000) < 1e-6 }, "W2 width")
    return ms / 1000
}

// MARK: W3

struct Grid {
    let solver = Solver()
    let width = Variable("W"), height = Variable("H")
    var cellWidth: [[Variable]] = [], cellHeight: [[Variable]] = []

    init() throws {
        let n = 30
        func grid(_ name: String) -> [[Variable]] { (0..<n).map { r in (0..<n).map { c in Variable("\(name)[\(r)][\(c)]") } } }
        let left = grid("left"), top = grid("top")
        cellWidth = grid("width")
        cellHeight = grid("height")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for r in 0..<n { try solver.addConstraint(left[r][0] == 0) }
        for c in 0..<n { try solver.addConstraint(top[0][c] == 0) }
        for r in 0..<n {
            for c in 0..<n {
                if c > 0 { try solver.addConstraint(left[r][c] == left[r][c - 1] + cellWidth[r][c - 1] + 4) }
                if r > 0 { try solver.addConstraint(top[r][c] == top[r - 1][c] + cellHeight[r - 1][c] + 4) }
                try solver.addConstraint(cellWidth[r][c] == cellWidth[0][0])
                try solver.addConstraint(cellHeight[r][c] == cellHeight[0][0])
            }
        }
        for r in 0..<n { try solver.addConstraint((left[r][n - 1] + cellWidth[r][n - 1] == width).withStrength(.strong)) }
        for c in 0..<n { try solver.addConstraint((top[n - 1][c] + cellHeight[n - 1][c] == height).withStrength(.strong)) }
        for r in 0..<n {
            for c in 0..<n {
                try solver.addConstraint((cellWidth[r][c] >= 40).withStrength(.medium))
                try solver.addConstraint((cellHeight[r][c] >= 20).withStrength(.medium))
            }
        }
        try resize(1920, 1080)
    }

    func resize(_ w: Double, _ h: Double) throws {
        try solver.suggestValue(width, w)
        try solver.suggestValue(height, h)
        solver.updateVariables()
    }

    func verify(_ w: Double, _ h: Double) throws {
        let cw = max(40, (w - 4 * 29) / 30), ch = max(20, (h - 4 * 29) / 30)
        try check(cellWidth.joined().allSatisfy { abs($0.value - cw) < 1e-6 }, "W3 cell width")
        try check(cellHeight.joined().allSatisfy { abs($0.value - ch) < 1e-6 }, "W3 cell height")
    }
}

func w3() throws -> (build: Measure, rotation: Measure) {
    var grid: Grid?
    let build = try measure("W3 build + first solve", n: 900, runs: 5) {
        try milliseconds { grid = try Grid() }
    }
    try grid!.verify(1920, 1080)
    let rotation = try measure("W3 rotation re-solve", n: 900, runs: 5) {
        try milliseconds {
            for k in 0..<200 { k % 2 == 0 ? try grid!.resize(1080, 1920) : try grid!.resize(1920, 1080) }
        } / 200
    }
    try grid!.verify(1920, 1080)
    return (build, rotation)
}

// MARK: kiwi side by side

/// Runs Benchmarks/Layout/kiwi_layout.py (beside this source) when python3 has kiwisolver; nil otherwise.
func kiwi(_ workload: String, n: Int, order: String) -> Double? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_layout.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, workload, String(n), order]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

// MARK: UIKit level

@MainActor
func stackViews() throws -> (first: Measure, rotation: Measure) {
    var workload: StackViewWorkload?
    let first = measure("UIKit stacks first layout", n: 1002, runs: 5) {
        workload = nil  // tearing the last tree down is not part of building and laying out the next
        return milliseconds {
            budgetFrame("1,002-view stack-view screen, first layout") {
                workload = StackViewWorkload()
                workload!.layout()
            }
        }
    }
    try workload!.verify()
    let (landscape, portrait) = (CGSize(width: 1280, height: 800), CGSize(width: 800, height: 1280))
    let rotation = measure("UIKit stacks rotation", n: 1002, runs: 5) {
        milliseconds {
            for k in 0..<20 {
                budgetFrame("1,002-view stack-view screen, rotation") {
                    workload!.rotate(to: k % 2 == 0 ? portrait : landscape)
                }
            }
        } / 20
    }
    try workload!.verify()
    return (first, rotation)
}

// MARK: Main

/// Workloads to run (arguments W1, W2, W3, UIKit); all when none are given.
let selected = Set(CommandLine.arguments.dropFirst())
func runs(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }
let kiwiLimit = ProcessInfo.processInfo.environment["KIWI_MAX_N"].flatMap(Int.init) ?? 100
var results: [Measure] = []
var kiwiResults: [String: Double] = [:]
if runs("W1") {
    // The sizes take turns, run by run, so the N = 5000 / N = 1000 ratio compares runs under the same machine load;
    // 21 runs each keep the medians, and so the ratio, from swinging with this machine's noise.
    let sizes = [100, 1000, 5000]
    for reversed in [false, true] {
        let order = reversed ? "reversed" : "listed"
        for n in sizes { _ = try w1(n: n, reversed: reversed) }
        var samples = Array(repeating: [Double](), count: sizes.count)
        for _ in 0..<21 {
            for (i, n) in sizes.enumerated() { samples[i].append(try w1(n: n, reversed: reversed)) }
        }
        for (i, n) in sizes.enumerated() {
            results.append(Measure(workload: "W1 chain build + solve", n: n, order: order, samples: samples[i]))
            if n <= kiwiLimit, let k = kiwi("W1", n: n, order: order) { kiwiResults["W1 \(n) \(order)"] = k }
        }
    }
}
if runs("W2") {
    results.append(try measure("W2 suggest + read", n: 1000, runs: 5) { try w2() })
    if let k = kiwi("W2", n: 1000, order: "listed") { kiwiResults["W2 1000 listed"] = k }
}
if runs("W3") {
    let (build, rotation) = try w3()
    results += [build, rotation]
    if let k = kiwi("W3", n: 900, order: "listed") { kiwiResults["W3 900 listed"] = k }
}
if runs("UIKit") {
    let (first, rotation) = try stackViews()
    results += [first, rotation]
}

let pad = { (s: String, w: Int) in s.padding(toLength: w, withPad: " ", startingAt: 0) }
print(pad("workload", 28) + pad("N", 7) + pad("order", 10) + pad("median ms", 12) + pad("min ms", 12) + "kiwi ms")
for r in results {
    let key = "\(r.workload.prefix(2)) \(r.n) \(r.order)"
    let k = r.workload.hasPrefix("W3 build") ? nil : kiwiResults[key]
    print(
        pad(r.workload, 28) + pad("\(r.n)", 7) + pad(r.order, 10) + pad(String(format: "%.4f", r.median), 12)
            + pad(String(format: "%.4f", r.min), 12) + (k.map { String(format: "%.4f", $0) } ?? "-"))
}
if kiwiResults.isEmpty { print("kiwi: not measured (pip install kiwisolver for a side-by-side run)") }
for order in ["listed", "reversed"] {
    let w1 = { (n: Int) in results.first { $0.workload.hasPrefix("W1") && $0.n == n && $0.order == order }?.median }
    if let small = w1(1000), let large = w1(5000) {
        print(String(format: "W1 N=5000 / N=1000 (%@): %.2fx (goal <= 6x)", order, large / small))
    }
}
let json: [String: Any] = [
    "workload": "layout",
    "results": results.map {
        ["workload": $0.workload, "n": $0.n, "order": $0.order, "median_ms": $0.median, "min_ms": $0.min,
         "runs": $0.samples.count] as [String: Any]
    },
    "kiwi_ms": kiwiResults,
]
let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
