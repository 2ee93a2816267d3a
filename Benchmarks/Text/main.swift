import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation

// The text-view workload of issue 23: a 10,000-line UITextView (about 600 KB of UTF-8) filling a 1920×1080 screen,
// on the real frame pipeline with an offscreen display. Measured on the wall clock:
// - open: setting the text on a new text view in the window to the end of the frame that shows it (goal ≤ 50 ms);
// - keystroke: one character typed into a line in the middle of the screen to the end of the frame that shows it
//   (goal ≤ 2 ms; the edit lays out only the paragraph it touched);
// - scroll frame: scrolling one screen as a fling does, over 30 frames (36 pt a frame at 1080 pt), each frame from
//   the offset's change to its end (goal ≤ 3 ms); beside it, without a goal, a jump of one whole screen in one frame
//   (a frame ends when it is shown: the spare time after it, where the text view lays out the screen below, is not
//   in these times);
// - keystroke, accented text: the keystroke into the same lines with two accented letters each (goal ≤ 2 ms), which
//   Foundation's string edits in time proportional to the whole text (no Qt column: the peer types ASCII only);
// - memory: the heap (malloc) bytes the open added, against the text's UTF-8 size (goal ≤ 8×); the tiles' pixels,
//   which any view that size needs and which FrameKit maps apart from the heap, are printed beside it.
// Beside FrameKit's column, the same workload on Qt 5's QTextEdit and QPlainTextEdit (offscreen platform; see
// qt_text_peer.cpp), when Qt's development files are installed: `apt-get install -y qtbase5-dev g++`. GtkTextView is
// not measured: GTK 3 draws only to a display server (Wayland, X11 or Broadway), Qt has a real offscreen platform.
//
//     swift run -c release text-benchmark [--rounds N]

let rounds = roundsOption(default: 5, usage: "text-benchmark [--rounds N]").rounds

/// Ten thousand lines of about sixty characters, each its own paragraph.
let text: String = (1...10_000).map { n in
    "Line \(String(format: "%05d", n)): the quick brown fox jumps over the lazy dog, again."
}.joined(separator: "\n")
let utf8Size = text.utf8.count
/// The same lines with two accented letters each: Foundation's `NSMutableString` edits text with any character outside
/// ASCII in time proportional to its whole length (see ARCHITECTURE.md), so its keystrokes are measured apart.
let accentedText = text.replacingOccurrences(of: "again.", with: "déjà vu.")

/// A text view's frame to the end of the frame that shows it, in milliseconds: the spare time after it (where the
/// text view lays out the screen below) is left out of the time, and counted apart in the budget table, under the
/// frame's name and ", spare time after it".
@MainActor
func textFrame(_ app: HeadlessApp, _ workload: String, _ work: () -> Void) -> Double {
    let total = milliseconds { budgetFrame(workload, spareTime: workload + ", spare time after it", work) }
    return total - Double(app.screen.lastFrameStatistics.nanoseconds(in: .spareTime)) / 1e6
}

struct Round {
    var open: Double
    var keystrokes: [Double]
    var scrollFrames: [Double]
    var jumps: [Double]
    var accentedKeystrokes: [Double]
    var textMemoryRatio: Double
    var pixelBytes: Int
}

@MainActor
func runRound() throws -> Round {
    let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080))
    // Under callgrind, frames leave spare time as they would on the board, and what the text view does in it (laying
    // out the screen below) counts apart from the frame.
    if underValgrind { app.screen.leaveSpareTimeAfterEveryFrame(telling: budgetFrameSpareTimeStarts) }
    try app.connectKeyboard()  // a hardware keyboard: the on-screen one stays down and out of the numbers
    try app.runUntilIdle()
    let frame = app.display.refreshInterval
    let (before, pixelsBefore) = (ProcessMemory.heapBytes(), app.screen.backingStoreBytes)
    let textView = UITextView(frame: app.window.bounds)
    textView.font = .systemFont(ofSize: 17)
    let open = milliseconds {
        textView.text = text
        app.window.addSubview(textView)
        app.advance(by: frame)
    }
    let pixelBytes = app.screen.backingStoreBytes - pixelsBefore
    let textMemoryRatio = Double(ProcessMemory.heapBytes() - before) / Double(utf8Size)

    // Typing into the middle of the screen: line 20 of the visible text.
    textView.becomeFirstResponder()
    let lineStart = (text as NSString).range(of: "Line 00020").location
    textView.selectedRange = NSRange(location: lineStart + 10, length: 0)
    app.advance(by: 1)
    var keystrokes: [Double] = []
    for _ in 0..<50 {
        keystrokes.append(textFrame(app, "text view keystroke, 10,000 lines") {
            textView.insertText("x")
            app.advance(by: frame)
        })
    }

    var scrollFrames: [Double] = []
    let step = textView.bounds.height / 30
    for _ in 0..<90 {
        scrollFrames.append(textFrame(app, "text view scroll frame") {
            textView.contentOffset.y += step
            app.advance(by: frame)
        })
    }
    var jumps: [Double] = []
    for _ in 0..<10 {
        jumps.append(textFrame(app, "text view one-screen jump") {
            textView.contentOffset.y += textView.bounds.height
            app.advance(by: frame)
        })
    }
    textView.removeFromSuperview()
    return Round(
        open: open, keystrokes: keystrokes, scrollFrames: scrollFrames, jumps: jumps,
        accentedKeystrokes: try accentedKeystrokes(app), textMemoryRatio: textMemoryRatio, pixelBytes: pixelBytes)
}

/// Ten keystrokes into the accented text, where the others go.
@MainActor
func accentedKeystrokes(_ app: HeadlessApp) throws -> [Double] {
    let textView = UITextView(frame: app.window.bounds)
    textView.font = .systemFont(ofSize: 17)
    textView.text = accentedText
    app.window.addSubview(textView)
    defer { textView.removeFromSuperview() }
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: (accentedText as NSString).range(of: "Line 00020").location + 10, length: 0)
    try app.runUntilIdle()
    return (0..<10).map { _ in
        textFrame(app, "text view keystroke, 10,000 lines with accents") {
            textView.insertText("x")
            app.advance(by: app.display.refreshInterval)
        }
    }
}

let results = try MainActor.assumeIsolated { try (0..<rounds).map { _ in try runRound() } }
let opens = results.map(\.open)
let keystrokes = results.flatMap(\.keystrokes)
let scrollFrames = results.flatMap(\.scrollFrames)
let jumps = results.flatMap(\.jumps)
let accented = results.flatMap(\.accentedKeystrokes)
let memory = median(results.map(\.textMemoryRatio))
let pixelMB = Double(results.map(\.pixelBytes).max() ?? 0) / 1_048_576

let peer = QtPeer.run(source: "Text/qt_text_peer.cpp", arguments: [String(rounds)])
let rows: [(name: String, key: String, median: Double, p95: Double, goal: Double?, unit: String)] = [
    ("open to first frame", "open_ms", median(opens), percentile95(opens), 50, "ms"),
    ("keystroke to frame", "keystroke_ms", median(keystrokes), percentile95(keystrokes), 2, "ms"),
    ("scroll frame (fling)", "scroll_frame_ms", median(scrollFrames), percentile95(scrollFrames), 3, "ms"),
    ("jump one screen", "jump_one_screen_ms", median(jumps), percentile95(jumps), nil, "ms"),
    ("keystroke, accented text", "accented_keystroke_ms", median(accented), percentile95(accented), 2, "ms"),
    ("text memory / UTF-8 size", "text_memory_ratio", memory, memory, 8, "×"),
]
/// Qt's columns: each widget's paint, and QPlainTextEdit's frame shown (with its copy to the screen, where FrameKit's
/// frame ends: Support/peer_screen.h).
let qtColumns = [("QTextEdit", ""), ("QPlainTextEdit", ""), ("QPlainTextEdit", "_shown")]
print("text-benchmark: 10,000 lines (\(utf8Size / 1024) KB UTF-8), 1920×1080, \(rounds) rounds")
print("measure                      median      p95    goal      QTextEdit       QPlainTextEdit  shown")
for row in rows {
    let pad = row.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    let judged = row.goal.map { String(format: "%7.1f %@  %@", $0, row.unit, row.median <= $0 ? "ok  " : "OVER") }
        ?? "      - \(row.unit)      "
    let qt = qtColumns.map { widget, suffix in
        let key = suffix.isEmpty ? row.key : row.key.hasSuffix("_ms") ? row.key.dropLast(3) + suffix + "_ms" : ""
        return (try? peer.get().median(widget, key)).map { String(format: "%10.2f      ", $0) } ?? "         -      "
    }
    print(pad + String(format: "%8.2f %8.2f ", row.median, row.p95) + judged + "  " + qt.joined())
}
print(String(format: "tiles' pixels (not in the text memory): %.1f MB", pixelMB))
switch peer {
case .success(let qt):
    print("Qt \(qt.version), offscreen platform, same text, size and steps, in this run (medians); shown: with the copy of what")
    print("  QPlainTextEdit flushed to a screen, where FrameKit's frame ends (Support/peer_screen.h)")
case .failure(let unavailable): print("Qt: not measured: \(unavailable.reason)")
}
var json: [String: Any] = [
    "workload": "text-view-10k-lines", "utf8_bytes": utf8Size, "rounds": rounds,
    "text_memory_ratio": ["median": memory, "goal": 8],
    "tile_pixels_mb": pixelMB,
]
for row in rows where row.key != "text_memory_ratio" {
    json[row.key] = ["median": row.median, "p95": row.p95, "goal": row.goal.map { $0 as Any } ?? NSNull()]
}
switch peer {
case .success(let qt): json["peer"] = ["qt": qt.version, "widgets": qt.widgets] as [String: Any]
case .failure(let unavailable): json["peer"] = unavailable.reason
}
let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
