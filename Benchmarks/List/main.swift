import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation

// The list workload of issue 24: a UITableView of 100,000 labelled rows (44 points, "Row N" in a default cell)
// filling a 1920×1080 screen, on the real frame pipeline with an offscreen display, flicked by a finger: six frames of
// a drag upward at 60 points a frame, then the deceleration, 2 seconds at 60 Hz in all. Measured per frame of the
// flick, on the wall clock, from the input of the frame to its end (goal ≤ 2 ms), with the cells made in it (goal: none
// after the first screen); and resident memory after one flick against after 100 (goal: within 1 MiB).
// Beside it, the same flick (the same offsets, frame by frame) on Qt 5's QListView with 100,000 rows and uniform item
// sizes (offscreen platform; see qt_list_peer.cpp), when Qt's development files are installed:
// `apt-get install -y qtbase5-dev g++`.
//
//     swift run -c release list-benchmark [--rounds N] [--one-flick]

let (rounds, flags) = roundsOption(
    default: 5, flags: ["--one-flick", "--flick-offsets", "--outline"],
    usage: "list-benchmark [--rounds N] [--one-flick | --flick-offsets | --outline]")

let rowCount = 100_000
let flickFrames = 120

/// A default cell that counts how many were made.
final class CountedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountedCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

struct Frame {
    var milliseconds: Double
    var cellsMade: Int
    var offset: CGFloat
}

@MainActor
struct ListScene {
    let app: HeadlessApp
    let rows = Rows()
    let table: UITableView
    /// The budget table's name for its scrolled frames.
    let workload: String

    /// `shadow`: frames drawn in a shadow buffer (as on a DRM driver that asks for one, or `FRAMEKIT_DRM_SHADOW=on`),
    /// where a scroll moves the pixels it has (see `ScrollCopy`), and copied to the display's buffer as they present.
    init(shadow: Bool = false) throws {
        app = HeadlessApp(size: PixelSize(width: 1920, height: 1080), prefersShadow: shadow)
        // Under callgrind, frames leave spare time as they would on the board, and what the table does in it
        // (preparing the row about to scroll in) counts apart from the frame.
        if underValgrind { app.screen.leaveSpareTimeAfterEveryFrame(telling: budgetFrameSpareTimeStarts) }
        workload = shadow ? "list flick, scrolled frame, through a shadow buffer" : "list flick, scrolled frame"
        table = UITableView(frame: app.window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        app.window.addSubview(table)
        try app.runUntilIdle()
    }

    /// One flick: a drag of six frames, then frames until 2 seconds have passed; each frame timed.
    func flick() -> [Frame] {
        let interval = app.display.refreshInterval
        var frames: [Frame] = []
        func frame(_ event: InputEvent?) {
            let made = CountedCell.made
            let offset = table.contentOffset.y
            let ms = budgetFrame(named: { table.contentOffset.y != offset ? workload : nil }, spareTime: { $0 + ", spare time after it" }) {
                milliseconds {
                    if let event { app.screen.handle(event) }
                    app.advance(by: interval)
                }
            }
            frames.append(Frame(milliseconds: ms, cellsMade: CountedCell.made - made, offset: table.contentOffset.y))
        }
        var y = 900.0
        frame(.touchDown(slot: 0, x: 960, y: y, kind: .direct, time: app.loop.now))
        for _ in 0..<6 {
            y -= 60
            frame(.touchMotion(slot: 0, x: 960, y: y, time: app.loop.now))
        }
        frame(.touchUp(slot: 0, time: app.loop.now))
        while frames.count < flickFrames { frame(nil) }
        return frames
    }

    /// Whatever is left of the deceleration, unmeasured.
    func settle() { app.advance(by: 3) }
}

struct Round {
    var frames: [Frame]
    var firstScreenCells: Int
    /// Cells made and resident memory added by flicks 2…100 (the first round only).
    var laterCells: Int?
    var rssGrowth: Int?
}

@MainActor
func runRound(hundredFlicks: Bool) throws -> Round {
    CountedCell.made = 0
    let scene = try ListScene()
    let firstScreen = CountedCell.made
    let frames = scene.flick()
    scene.settle()
    guard hundredFlicks else { return Round(frames: frames, firstScreenCells: firstScreen) }
    let (cells, afterOne) = (CountedCell.made, ProcessMemory.residentBytes() ?? 0)
    for _ in 1..<100 {
        _ = scene.flick()
        scene.settle()
    }
    return Round(
        frames: frames, firstScreenCells: firstScreen, laterCells: CountedCell.made - cells,
        rssGrowth: (ProcessMemory.residentBytes() ?? 0) - afterOne)
}

/// The content offset after each frame, one per line, as the Qt peer reads them.
func offsetLines(_ frames: [Frame]) -> String {
    frames.map { String(format: "%.2f", Double($0.offset)) }.joined(separator: "\n")
}

// For profilers: one flick's 120 frames and nothing else, e.g. a frame's instructions under callgrind (Debian 12's
// valgrind cannot read the binary's DWARF 5: profile a copy without it):
//   objcopy --strip-debug .build/release/list-benchmark /tmp/lb && valgrind --tool=callgrind --demangle=no \
//     --collect-atstart=no --toggle-collect='*SceneV5flick*' /tmp/lb --one-flick     (then: Ir / 120)
// `--flick-offsets` prints that flick's content offset after each frame, one per line: the input of the Qt peer
// (scripts/pi-budget.sh runs QListView on it under callgrind, where the benchmark cannot start the peer itself).
// `--one-flick` flicks once more through a shadow buffer.
if flags.contains("--one-flick") || flags.contains("--flick-offsets") {
    let frames = try MainActor.assumeIsolated { try ListScene().flick() }
    if flags.contains("--flick-offsets") {
        print(offsetLines(frames))
    } else {
        let shadowFrames = try MainActor.assumeIsolated { try ListScene(shadow: true).flick() }
        print("list-benchmark: one flick, \(frames.count) frames, and \(shadowFrames.count) through a shadow buffer")
    }
    exit(0)
}

// For profilers: the outline's expand and collapse only.
if flags.contains("--outline") {
    let (expand, collapse) = try MainActor.assumeIsolated { () throws -> (Double, Double) in
        let scene = try OutlineScene()
        let (expand, collapse) = (try scene.toggle(), try scene.toggle())
        print(String(format: "list-benchmark: the longest frames of their animations: %.2f, %.2f ms", expand.animation, collapse.animation))
        return (expand.first, collapse.first)
    }
    print(String(format: "list-benchmark: outline expand %.2f ms, collapse %.2f ms", expand, collapse))
    exit(0)
}

let results = try MainActor.assumeIsolated { try (0..<rounds).map { try runRound(hundredFlicks: $0 == 0) } }
let moving = results.flatMap { $0.frames.filter { frame in frame.milliseconds > 0 } }
let scrolled = results.flatMap { round in
    zip(round.frames, [Frame(milliseconds: 0, cellsMade: 0, offset: 0)] + round.frames).filter { $0.offset != $1.offset }.map(\.0)
}
let frameTimes = scrolled.map(\.milliseconds)
/// The same flick through a shadow buffer, where scrolling copies pixels (scrolled frames only).
let shadowFrameTimes = try MainActor.assumeIsolated {
    try (0..<rounds).flatMap { _ in
        let frames = try ListScene(shadow: true).flick()
        return zip(frames, [Frame(milliseconds: 0, cellsMade: 0, offset: 0)] + frames).filter { $0.offset != $1.offset }.map(\.0.milliseconds)
    }
}
let cellsAfterFirstScreen = moving.reduce(0) { $0 + $1.cellsMade }
let rssGrowth = results[0].rssGrowth ?? 0
let laterCells = results[0].laterCells ?? 0
let offsets = offsetLines(results[0].frames)

let outlineTimes = try MainActor.assumeIsolated {
    try (0..<rounds).map { _ -> (expand: (first: Double, animation: Double), collapse: (first: Double, animation: Double)) in
        let scene = try OutlineScene()
        return (try scene.toggle(), try scene.toggle())
    }
}
let (expandTimes, collapseTimes) = (outlineTimes.map(\.expand.first), outlineTimes.map(\.collapse.first))
let outlineAnimationFrames = outlineTimes.flatMap { [$0.expand.animation, $0.collapse.animation] }

let peer = QtPeer.run(source: "List/qt_list_peer.cpp", arguments: [String(rounds)], input: offsets)
let qtFrame = try? peer.get().median("QListView", "frame_ms")
let qtShownFrame = try? peer.get().median("QListView", "shown_frame_ms")
print("list-benchmark: \(rowCount) rows of 44 pt, 1920×1080, a 2 s flick at 60 Hz (\(flickFrames) frames), \(rounds) rounds")
print("measure                          FrameKit      p95    goal           QListView    shown")
print(String(format: "scrolled frame (%4d frames)     %6.2f ms %6.2f   ≤ 2 ms %@   %@ %@", frameTimes.count, median(frameTimes),
    percentile95(frameTimes), median(frameTimes) <= 2 ? "ok  " : "OVER",
    qtFrame.map { String(format: "%8.2f ms", $0) } ?? "       -", qtShownFrame.map { String(format: "%6.2f ms", $0) } ?? "     -"))
print(String(format: "  through a shadow buffer         %6.2f ms %6.2f   ≤ 2 ms %@", median(shadowFrameTimes),
    percentile95(shadowFrameTimes), median(shadowFrameTimes) <= 2 ? "ok" : "OVER"))
print(String(format: "cells made in the first flick     %6d        0 %@", cellsAfterFirstScreen / rounds,
    cellsAfterFirstScreen == 0 ? "ok" : "OVER"))
print(String(format: "cells made in flicks 2…100       %6d        0 %@", laterCells, laterCells == 0 ? "ok" : "OVER"))
print(String(format: "cells for the first screen        %6d  (rows on it and rows prepared ahead)", results[0].firstScreenCells))
print(String(format: "RSS growth, flick 1 → 100        %6.2f MiB       ≤ 1 MiB %@", Double(rssGrowth) / 1_048_576,
    rssGrowth <= 1_048_576 ? "ok" : "OVER"))
print(String(format: "outline of 10,000: expand 1,000    %6.2f ms %6.2f   ≤ 16 ms %@", median(expandTimes), percentile95(expandTimes),
    percentile95(expandTimes) <= 16 ? "ok" : "OVER"))
print(String(format: "outline of 10,000: collapse 1,000  %6.2f ms %6.2f   ≤ 16 ms %@", median(collapseTimes), percentile95(collapseTimes),
    percentile95(collapseTimes) <= 16 ? "ok" : "OVER"))
print(String(format: "  longest frame of their animation %6.2f ms", outlineAnimationFrames.max() ?? 0))
switch peer {
case .success(let qt):
    print("Qt \(qt.version) QListView (uniform item sizes, per-pixel scrolling), offscreen, the same offsets per frame, in this run;")
    print("  shown: with its copy of what it flushed to a screen, where FrameKit's frame ends (Support/peer_screen.h)")
case .failure(let unavailable): print("Qt: not measured: \(unavailable.reason)")
}
var json: [String: Any] = [
    "workload": "table-100k-rows-flick", "rows": rowCount, "frames_per_flick": flickFrames, "rounds": rounds,
    "scrolled_frame_ms": ["median": median(frameTimes), "p95": percentile95(frameTimes), "goal": 2],
    "scrolled_frame_through_shadow_buffer_ms": ["median": median(shadowFrameTimes), "p95": percentile95(shadowFrameTimes), "goal": 2],
    "cells_made_in_first_flick": ["value": cellsAfterFirstScreen / rounds, "goal": 0],
    "cells_made_in_flicks_2_to_100": ["value": laterCells, "goal": 0],
    "first_screen_cells": results[0].firstScreenCells,
    "rss_growth_bytes_1_to_100_flicks": ["value": rssGrowth, "goal": 1_048_576],
    "outline_expand_1000_of_10000_ms": ["median": median(expandTimes), "p95": percentile95(expandTimes), "goal": 16],
    "outline_collapse_1000_of_10000_ms": ["median": median(collapseTimes), "p95": percentile95(collapseTimes), "goal": 16],
    "outline_longest_animation_frame_ms": outlineAnimationFrames.max() ?? 0,
]
switch peer {
case .success(let qt): json["peer"] = ["qt": qt.version, "widgets": qt.widgets] as [String: Any]
case .failure(let unavailable): json["peer"] = unavailable.reason
}
let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
