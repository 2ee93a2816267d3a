import FrameKit
import FrameKitTesting
import Foundation

// The text-view workload of issue 23: a 10,000-line UITextView (about 600 KB of UTF-8) filling a 1920×1080 screen,
// on the real frame pipeline with an offscreen display. Measured on the wall clock:
// - open: setting the text on a new text view in the window to the end of the frame that shows it (goal ≤ 50 ms);
// - keystroke: one character typed into a line in the middle of the screen to the end of the frame that shows it
//   (goal ≤ 2 ms; the edit lays out only the paragraph it touched);
// - scroll frame: scrolling one screen as a fling does, over 30 frames (36 pt a frame at 1080 pt), each frame from
//   the offset's change to its end (goal ≤ 3 ms); beside it, without a goal, a jump of one whole screen in one frame;
// - memory: the heap (malloc) bytes the open added, against the text's UTF-8 size (goal ≤ 8×); the tiles' pixels,
//   which any view that size needs and which FrameKit maps apart from the heap, are printed beside it.
// No GtkTextView or QTextEdit runs here (no GTK or Qt development packages on this machine), so there is no peer
// column; the goals are the comparison.
//
//     swift run -c release text-benchmark [--rounds N]

var rounds = 5
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard option == "--rounds", let value = arguments.popFirst().flatMap(Int.init), value > 0 else {
        FileHandle.standardError.write(Data("usage: text-benchmark [--rounds N]\n".utf8))
        exit(2)
    }
    rounds = value
}

/// Ten thousand lines of about sixty characters, each its own paragraph.
let text: String = (1...10_000).map { n in
    "Line \(String(format: "%05d", n)): the quick brown fox jumps over the lazy dog, again."
}.joined(separator: "\n")
let utf8Size = text.utf8.count

func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func percentile95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
}

struct Round {
    var open: Double
    var keystrokes: [Double]
    var scrollFrames: [Double]
    var jumps: [Double]
    var textMemoryRatio: Double
    var pixelBytes: Int
}

@MainActor
func runRound() throws -> Round {
    let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080))
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
        keystrokes.append(milliseconds {
            textView.insertText("x")
            app.advance(by: frame)
        })
    }

    var scrollFrames: [Double] = []
    let step = textView.bounds.height / 30
    for _ in 0..<90 {
        scrollFrames.append(milliseconds {
            textView.contentOffset.y += step
            app.advance(by: frame)
        })
    }
    var jumps: [Double] = []
    for _ in 0..<10 {
        jumps.append(milliseconds {
            textView.contentOffset.y += textView.bounds.height
            app.advance(by: frame)
        })
    }
    textView.removeFromSuperview()
    return Round(
        open: open, keystrokes: keystrokes, scrollFrames: scrollFrames, jumps: jumps,
        textMemoryRatio: textMemoryRatio, pixelBytes: pixelBytes)
}

let results = try MainActor.assumeIsolated { try (0..<rounds).map { _ in try runRound() } }
let opens = results.map(\.open)
let keystrokes = results.flatMap(\.keystrokes)
let scrollFrames = results.flatMap(\.scrollFrames)
let jumps = results.flatMap(\.jumps)
let memory = median(results.map(\.textMemoryRatio))
let pixelMB = Double(results.map(\.pixelBytes).max() ?? 0) / 1_048_576

let rows: [(String, Double, Double, Double?, String)] = [
    ("open to first frame", median(opens), percentile95(opens), 50, "ms"),
    ("keystroke to frame", median(keystrokes), percentile95(keystrokes), 2, "ms"),
    ("scroll frame (fling)", median(scrollFrames), percentile95(scrollFrames), 3, "ms"),
    ("jump one screen", median(jumps), percentile95(jumps), nil, "ms"),
    ("text memory / UTF-8 size", memory, memory, 8, "×"),
]
print("text-benchmark: 10,000 lines (\(utf8Size / 1024) KB UTF-8), 1920×1080, \(rounds) rounds")
print("measure                      median      p95    goal")
for (name, med, p95, goal, unit) in rows {
    let pad = name.padding(toLength: 26, withPad: " ", startingAt: 0)
    let judged = goal.map { String(format: "%7.1f %@  %@", $0, unit, med <= $0 ? "ok" : "OVER") } ?? "      - \(unit)"
    print(pad + String(format: "%8.2f %8.2f ", med, p95) + judged)
}
print(String(format: "tiles' pixels (not in the text memory): %.1f MB", pixelMB))
let json: [String: Any] = [
    "workload": "text-view-10k-lines", "utf8_bytes": utf8Size, "rounds": rounds,
    "open_ms": ["median": median(opens), "p95": percentile95(opens), "goal": 50],
    "keystroke_ms": ["median": median(keystrokes), "p95": percentile95(keystrokes), "goal": 2],
    "scroll_frame_ms": ["median": median(scrollFrames), "p95": percentile95(scrollFrames), "goal": 3],
    "jump_one_screen_ms": ["median": median(jumps), "p95": percentile95(jumps)],
    "text_memory_ratio": ["median": memory, "goal": 8],
    "tile_pixels_mb": pixelMB,
    "peer": "none: neither GtkTextView nor QTextEdit is installed here",
]
let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
print(String(decoding: data, as: UTF8.self))
