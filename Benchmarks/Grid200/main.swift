import BenchmarkSupport
import CCairo
import FrameKit
import FrameKitTesting
import Foundation

// The grid200 reference workload (docs/BENCHMARK-WORKLOADS.md) with FrameKit views, beside raw Cairo/Pango drawing of
// the same scene and the memcpy floor, all measured in this process. `--first-frame` is the child of measure C.

let width = 1920, height = 1080
let (warmup, runs) = underValgrind ? (3, 15) : (10, 100)

func nowNanoseconds() -> Int64 { MonotonicInstant.now().nanoseconds }

func average(_ body: (Int) -> Int64) -> Double {
    for i in 0..<warmup { _ = body(i) }
    var total: Int64 = 0
    for i in 0..<runs { total += body(i + warmup) }
    return Double(total) / Double(runs) / 1e6
}

func timed(_ body: () -> Void) -> Int64 {
    let start = nowNanoseconds()
    body()
    return nowNanoseconds() - start
}

// MARK: Floor

func memcpyFloor() -> (memset: Double, memcpy: Double) {
    let bytes = width * height * 4
    let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer { a.deallocate(); b.deallocate() }
    let set = average { i in timed { memset(a, Int32(i & 0xFF), bytes) } }
    let copy = average { _ in timed { memcpy(b, a, bytes) } }
    return (set, copy)
}

// MARK: Raw Cairo/Pango

final class RawScene {
    let buffer = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let surface: OpaquePointer
    let cr: OpaquePointer
    var layouts: [OpaquePointer] = []

    init() {
        surface = cairo_image_surface_create_for_data(
            buffer.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(buffer.stride))
        cr = cairo_create(surface)
        let desc = pango_font_description_from_string("DejaVu Sans")
        pango_font_description_set_absolute_size(desc, 14 * Double(PANGO_SCALE))
        for i in 0..<200 {
            let layout = pango_cairo_create_layout(cr)!
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, "Button \(i)", -1)
            layouts.append(layout)
        }
        pango_font_description_free(desc)
    }

    func rgb(_ v: UInt32) -> (Double, Double, Double) {
        (Double((v >> 16) & 0xFF) / 255, Double((v >> 8) & 0xFF) / 255, Double(v & 0xFF) / 255)
    }

    func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func drawButton(_ i: Int, pressed: Bool) {
        let x = Double((i % 20) * 96 + 8), y = Double((i / 20) * 104 + 8)
        let fill = rgb(pressed ? 0x3366CC : 0xE6E6E6)
        roundedRect(x, y, 80, 40, 6)
        cairo_set_source_rgb(cr, fill.0, fill.1, fill.2)
        cairo_fill(cr)
        roundedRect(x + 0.5, y + 0.5, 79, 39, 5.5)
        let border = rgb(0x888888)
        cairo_set_source_rgb(cr, border.0, border.1, border.2)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        var logical = PangoRectangle(), ink = PangoRectangle()
        pango_layout_get_pixel_extents(layouts[i], &ink, &logical)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, x + (80 - Double(logical.width)) / 2, y + (40 - Double(logical.height)) / 2)
        pango_cairo_show_layout(cr, layouts[i])
    }

    func background() {
        let bg = rgb(0x1A2B3C)
        cairo_set_source_rgb(cr, bg.0, bg.1, bg.2)
        cairo_paint(cr)
    }

    func fullRedraw() {
        background()
        for i in 0..<200 { drawButton(i, pressed: false) }
        cairo_surface_flush(surface)
    }

    func partialUpdate(pressed: Bool) {
        pango_layout_set_text(layouts[57], pressed ? "Pressed 57" : "Button 57", -1)
        cairo_save(cr)
        cairo_rectangle(cr, 1640, 216, 80, 40)
        cairo_clip(cr)
        background()
        drawButton(57, pressed: pressed)
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }
}

// MARK: FrameKit

@MainActor
func frameKitMeasures() throws -> (full: Double, fullPresent: Double, partial: Double, partialPresent: Double, png: PixelBuffer) {
    let app = HeadlessApp(size: PixelSize(width: width, height: height))
    let scene = Grid200Scene(in: app.window)
    try app.runUntilIdle()
    var renders: [Int64] = [], presents: [Int64] = []
    let full = average { _ in
        budgetFrame("grid200 full redraw") {
            app.screen.setNeedsFullRedraw()
            try? app.runUntilIdle()
        }
        let s = app.screen.lastFrameStatistics
        presents.append(s.presentNanoseconds)
        return s.updateNanoseconds + s.renderNanoseconds
    }
    let fullPresent = Double(presents.suffix(runs).reduce(0, +)) / Double(runs) / 1e6
    presents.removeAll()
    let partial = average { i in
        let toggle = budgetFrame("grid200 one-button change") {
            let toggle = timed { scene.setPressed(i % 2 == 0) }
            try? app.runUntilIdle()
            return toggle
        }
        let s = app.screen.lastFrameStatistics
        renders.append(s.renderNanoseconds)
        presents.append(s.presentNanoseconds)
        return toggle + s.updateNanoseconds + s.renderNanoseconds
    }
    let partialPresent = Double(presents.suffix(runs).reduce(0, +)) / Double(runs) / 1e6
    scene.setPressed(false)
    app.screen.setNeedsFullRedraw()
    try app.runUntilIdle()
    return (full, fullPresent, partial, partialPresent, app.snapshot())
}

/// 10,000 labels in 100 rows of 100; one label's text changes per frame.
@MainActor
func tenThousandViews() throws -> Double {
    let (app, labels) = try tenThousandLabels()
    return average { i in
        let toggle = timed { labels[5057].text = i % 2 == 0 ? "x" : "57" }
        try? app.runUntilIdle()
        let s = app.screen.lastFrameStatistics
        return toggle + s.updateNanoseconds + s.renderNanoseconds
    }
}

/// The B' scene, drawn once.
@MainActor
func tenThousandLabels() throws -> (HeadlessApp, [UILabel]) {
    let app = HeadlessApp(size: PixelSize(width: width, height: height))
    var labels: [UILabel] = []
    for r in 0..<100 {
        let row = UIView(frame: CGRect(x: 0, y: CGFloat(r) * 10.8, width: 1920, height: 10.8))
        for c in 0..<100 {
            let label = UILabel(frame: CGRect(x: CGFloat(c) * 19.2, y: 0, width: 19.2, height: 10.8))
            label.font = .systemFont(ofSize: 8)
            label.text = "\(c)"
            row.addSubview(label)
            labels.append(label)
        }
        app.window.addSubview(row)
    }
    try app.runUntilIdle()
    return (app, labels)
}

// MARK: Start-up (measure C)

func peakRSSKiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
}

@MainActor
func firstFrameChild() throws {
    let enteredMain = nowNanoseconds()
    let app = HeadlessApp(size: PixelSize(width: width, height: height))
    _ = Grid200Scene(in: app.window)
    let sceneBuilt = nowNanoseconds()
    try app.runUntilIdle()
    // Interpolation and write(2), not print: print casts its `Any` arguments to protocols at run time, and each first
    // cast scans every conformance record in the binary, which the child's peak RSS would count.
    var line = "\(enteredMain) \(sceneBuilt) \(nowNanoseconds())\n"
    line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    // The measure ends here (process exit is not part of start-up): _exit skips the exit handlers of the ~40 shared
    // libraries Cairo and Pango load, whose first run faults in a page of each library's code (~0.5 MiB more of
    // maxrss) after the first frame is already out. Nothing is left to flush: the line went out through write(2).
    _exit(0)
}

/// Measure C and where its time goes: before `main` (loading and linking the libraries), building the scene, and the
/// first frame.
struct Startup {
    var total: [Double] = [], beforeMain: [Double] = [], scene: [Double] = [], frame: [Double] = []
    var rssKiB = 0

    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
}

/// Spawns this executable with `--first-frame` (posix_spawn, so `wait4` reaps it and reports its own peak RSS).
func startup() throws -> Startup {
    var result = Startup()
    let path = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    for _ in 0..<10 {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup("--first-frame"), nil]
        let start = nowNanoseconds()
        let rc = posix_spawn(&pid, path, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        argv.forEach { free($0) }
        close(fds[1])
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EIO) }
        let out = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let stamps = String(decoding: out, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int64($0) }
        guard stamps.count == 3 else { throw POSIXError(.EIO) }
        let ms = { (from: Int64, to: Int64) in Double(to - from) / 1e6 }
        result.total.append(ms(start, stamps[2]))
        result.beforeMain.append(ms(start, stamps[0]))
        result.scene.append(ms(stamps[0], stamps[1]))
        result.frame.append(ms(stamps[1], stamps[2]))
        result.rssKiB = max(result.rssKiB, usage.ru_maxrss)
    }
    return result
}

// MARK: Main

/// Only measure B (or B' with `tenThousand`), `count` times: a steady loop for a profiler
/// (`perf record … --profile-partial 20000`, `--profile-ten-thousand 20000`).
@MainActor
func profilePartial(count: Int, tenThousand: Bool) throws {
    let app: HeadlessApp, update: (Int) -> Void
    if tenThousand {
        let (scene, labels) = try tenThousandLabels()
        (app, update) = (scene, { i in labels[5057].text = i % 2 == 0 ? "x" : "57" })
    } else {
        app = HeadlessApp(size: PixelSize(width: width, height: height))
        let scene = Grid200Scene(in: app.window)
        try app.runUntilIdle()
        update = { i in scene.setPressed(i % 2 == 0) }
    }
    let start = nowNanoseconds()
    for i in 0..<count {
        update(i)
        try app.runUntilIdle()
    }
    let name = tenThousand ? "B'" : "B"
    print(String(format: "%@ with presents, %d updates: %.4f ms each", name, count, Double(nowNanoseconds() - start) / Double(count) / 1e6))
}

@MainActor
func main() throws {
    if CommandLine.arguments.contains("--first-frame") { return try firstFrameChild() }
    for (option, tenThousand) in [("--profile-partial", false), ("--profile-ten-thousand", true)] {
        guard let flag = CommandLine.arguments.firstIndex(of: option) else { continue }
        let count = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 10_000
        return try profilePartial(count: count, tenThousand: tenThousand)
    }
    // First, while this process is small: Linux reports the pre-exec high-water mark in a spawned child's maxrss.
    let start = try startup()
    let floor = memcpyFloor()
    let raw = RawScene()
    let rawFull = average { _ in timed { budgetFrame("grid200 full redraw, raw Cairo/Pango") { raw.fullRedraw() } } }
    let rawPartial = average { i in
        timed { budgetFrame("grid200 one-button change, raw Cairo/Pango") { raw.partialUpdate(pressed: i % 2 == 0) } }
    }
    raw.fullRedraw()
    let fk = try frameKitMeasures()
    let tenK = try tenThousandViews()
    let rss = peakRSSKiB()
    let results = FileManager.default.currentDirectoryPath + "/results"
    try? FileManager.default.createDirectory(atPath: results, withIntermediateDirectories: true)
    try fk.png.writePNG(to: URL(fileURLWithPath: results + "/framekit.png"))
    try raw.buffer.writePNG(to: URL(fileURLWithPath: results + "/raw-cairo-pango.png"))

    let rows: [(String, Double, String)] = [
        ("memset floor (ms)", floor.memset, ""),
        ("memcpy floor (ms)", floor.memcpy, ""),
        ("A raw Cairo/Pango full redraw (ms)", rawFull, "1.00x raw"),
        ("A FrameKit full redraw (ms)", fk.full, String(format: "%.2fx raw, goal <= 0.60x", fk.full / rawFull)),
        ("  + present (ms)", fk.fullPresent, "drawn in the display's buffer: no copy"),
        ("B raw Cairo/Pango partial update (ms)", rawPartial, ""),
        ("B FrameKit partial update (ms)", fk.partial, String(format: "%.2fx raw, goal <= 0.05 ms + row copy", fk.partial / rawPartial)),
        ("  + present (ms)", fk.partialPresent, ""),
        ("B' 10,000 views, one label changes (ms)", tenK, String(format: "%.2fx the 200-view B", tenK / fk.partial)),
        ("C start to first frame, median (ms)", Startup.median(start.total),
         String(format: "min %.2f ms, goal <= 40 ms", start.total.min() ?? 0)),
        ("  before main (ms)", Startup.median(start.beforeMain), "exec, loading and linking the libraries"),
        ("  building the scene (ms)", Startup.median(start.scene), "views, labels (fontconfig loads meanwhile)"),
        ("  first frame (ms)", Startup.median(start.frame), "waiting for fonts, text, backing stores, frame buffer"),
        ("D peak RSS, start-up child (MiB)", Double(start.rssKiB) / 1024, "goal <= 25 MiB"),
        ("D peak RSS, benchmark process (MiB)", Double(rss) / 1024, "includes raw scene, 10k views"),
    ]
    print(String(repeating: "-", count: 100))
    for (name, value, note) in rows {
        print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%10.3f", value) + "   " + note)
    }
    print(String(repeating: "-", count: 100))
    let json: [String: Any] = [
        "workload": "grid200", "runs": runs, "warmup": warmup,
        "floor_ms": ["memset": floor.memset, "memcpy": floor.memcpy],
        "raw_cairo_pango_ms": ["full": rawFull, "partial": rawPartial],
        "framekit_ms": ["full": fk.full, "full_present": fk.fullPresent, "partial": fk.partial,
                        "partial_present": fk.partialPresent, "partial_10k_views": tenK],
        "ratios": ["full_vs_raw": fk.full / rawFull, "partial_vs_raw": fk.partial / rawPartial,
                   "full_vs_memcpy": fk.full / floor.memcpy, "tenk_vs_200": tenK / fk.partial],
        "startup_ms": ["median": Startup.median(start.total), "min": start.total.min() ?? 0,
                       "before_main_median": Startup.median(start.beforeMain),
                       "scene_median": Startup.median(start.scene), "first_frame_median": Startup.median(start.frame)],
        "peak_rss_mib": ["startup_child": Double(start.rssKiB) / 1024, "benchmark": Double(rss) / 1024],
    ]
    let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

try MainActor.assumeIsolated { try main() }
