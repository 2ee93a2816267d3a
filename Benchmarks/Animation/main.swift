import BenchmarkSupport
import CCairo
import FrameKit
import FrameKitTesting
import Foundation

// Issue 27's animation workload: 50 layer-backed views (rounded, filled, a label each) at 1920×1080 moving with a
// spring (UIView.animate usingSpringWithDamping 0.6) for 60 frames, measured per frame in FrameKit's pipeline, beside
// the in-process lower bound: raw Cairo/Pango repainting the damaged area of the same scene at the same positions.
// Goal: ≤ 1 ms per frame (FrameKit's pipeline, all phases) on this machine. Beside it, the same spring with a second
// screen: one showing its own window (frames there counted: goal 0) and one mirroring (each mirrored frame timed).

let (rounds, _) = roundsOption(default: 5, usage: "animation-benchmark [--rounds N]")
let width = 1920, height = 1080, count = 50, frames = 60
let size = CGSize(width: 160, height: 100)

func origin(_ i: Int) -> CGPoint { CGPoint(x: CGFloat(i % 10) * 180 + 20, y: CGFloat(i / 10) * 120 + 40) }

/// The workload's 50 rounded cards, each with a label "Card N" when `labelled`, added to `window`.
@MainActor
func addCards(to window: UIWindow, labelled: Bool) -> [UIView] {
    (0..<count).map { i in
        let view = UIView(frame: CGRect(origin: origin(i), size: size))
        view.backgroundColor = UIColor(hue: CGFloat(i) / CGFloat(count), saturation: 0.6, brightness: 0.9, alpha: 1)
        view.layer.cornerRadius = 12
        if labelled {
            let label = UILabel(frame: CGRect(x: 12, y: 36, width: 136, height: 28))
            label.text = "Card \(i)"
            view.addSubview(label)
        }
        window.addSubview(view)
        return view
    }
}

/// One round of FrameKit: per-frame pipeline nanoseconds by phase.
@MainActor
func frameKitRound() throws -> (total: [Double], animations: [Double], render: [Double], damage: [Double]) {
    let app = HeadlessApp(size: PixelSize(width: width, height: height), refreshRate: 60)
    let views = addCards(to: app.window, labelled: true)
    try app.runUntilIdle()
    UIView.animate(withDuration: Double(frames) / 60, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
        for view in views { view.center.y += 400 }
    })
    var total: [Double] = [], animations: [Double] = [], render: [Double] = [], damage: [Double] = []
    for _ in 0..<frames {
        budgetFrame("50-view spring") { app.advance(by: 1.0 / 60) }
        let stats = app.screen.lastFrameStatistics
        total.append(Double(stats.frameNanoseconds) / 1e6)
        animations.append(Double(stats.nanoseconds(in: .animations)) / 1e6)
        render.append(Double(stats.renderNanoseconds) / 1e6)
        damage.append(Double(stats.damagedPixels))
    }
    try app.runUntilIdle()
    return (total, animations, render, damage)
}

/// Beside the workload, what a 3-D flip costs: a 1200 × 700 card (a label on it) turned by
/// `UIView.transition(with:…, options: .transitionFlipFromLeft)` over 60 frames, each frame drawing the card flat and
/// projecting it (no lower bound defined for it).
@MainActor
func flipRound() throws -> [Double] {
    let app = HeadlessApp(size: PixelSize(width: width, height: height), refreshRate: 60)
    app.window.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 360, y: 190, width: 1200, height: 700))
    card.backgroundColor = .systemBlue
    let label = UILabel(frame: CGRect(x: 40, y: 40, width: 600, height: 60))
    label.text = "Front"
    card.addSubview(label)
    app.window.addSubview(card)
    try app.runUntilIdle()
    UIView.transition(with: card, duration: Double(frames) / 60, options: [.transitionFlipFromLeft, .curveLinear], animations: {
        label.text = "Back"
    })
    var total: [Double] = []
    for _ in 0..<frames {
        budgetFrame("3-D flip, 1200x700 card") { app.advance(by: 1.0 / 60) }
        let stats = app.screen.lastFrameStatistics
        total.append(Double(stats.renderNanoseconds + stats.nanoseconds(in: .animations)) / 1e6)
    }
    try app.runUntilIdle()
    return total
}

/// Beside the workload, a second screen (issue 48): the same spring on the main screen while a second 1280×720
/// screen shows a window of its own — frames and draws it runs meanwhile are counted (goal: none) — or mirrors the
/// main one, each mirrored frame's cost measured beside its lower bound: Cairo scaling the same damaged rectangles
/// of the main frame into a 1280×720 buffer.
@MainActor
func secondScreenRound(mirroring: Bool) throws -> (otherFrames: Int, otherDraws: Int, mirror: [Double], bound: [Double]) {
    let app = HeadlessApp(size: PixelSize(width: width, height: height), refreshRate: 60)
    let views = addCards(to: app.window, labelled: false)
    let other = app.connectScreen(size: PixelSize(width: 1280, height: 720), mirrorsMainScreen: mirroring)
    if !mirroring {
        let window = UIWindow(frame: other.bounds)
        window.screen = other
        window.backgroundColor = .darkGray
        let label = UILabel(frame: CGRect(x: 40, y: 40, width: 600, height: 60))
        label.text = "Your order: €12.50"
        window.addSubview(label)
        window.isHidden = false
    }
    try app.runUntilIdle()
    let (frames0, draws0) = (other.renderedFrames, other.drawCount)
    UIView.animate(withDuration: Double(frames) / 60, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
        for view in views { view.center.y += 400 }
    })
    var mirror: [Double] = [], bound: [Double] = []
    let scaled = PixelBuffer(width: 1280, height: 720, format: .xrgb8888)
    for _ in 0..<frames {
        let before = other.renderedFrames
        app.advance(by: 1.0 / 60)
        guard mirroring, other.renderedFrames > before, let picture = app.screen.lastFrame else { continue }
        let stats = other.lastFrameStatistics
        mirror.append(Double(stats.renderNanoseconds) / 1e6)
        bound.append(cairoScale(picture, into: scaled, damage: app.screen.lastFrameStatistics.damagedPixels))
    }
    try app.runUntilIdle()
    return (other.renderedFrames - frames0, other.drawCount - draws0, mirror, bound)
}

/// Cairo scaling `source` by 2/3 (bilinear, as the mirror does) into `target` over a band of the same number of pixels as the main frame's damage
/// (full width, as the spring's damage is): the least a mirrored frame can do.
func cairoScale(_ source: PixelBuffer, into target: PixelBuffer, damage: Int) -> Double {
    func surface(_ buffer: PixelBuffer) -> OpaquePointer {
        cairo_image_surface_create_for_data(
            buffer.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(buffer.width),
            Int32(buffer.height), Int32(buffer.stride))!
    }
    let (from, to) = (surface(source), surface(target))
    let cr = cairo_create(to)!
    defer { cairo_destroy(cr); cairo_surface_destroy(to); cairo_surface_destroy(from) }
    let band = Double(damage) / Double(width) * 2 / 3
    return milliseconds {
        cairo_rectangle(cr, 0, 0, 1280, band)
        cairo_clip(cr)
        cairo_scale(cr, 2.0 / 3, 2.0 / 3)
        cairo_set_source_surface(cr, from, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
    }
}

/// The lower bound: the same cards drawn with Cairo and Pango at the spring's positions, each frame repainting the
/// union of the cards' old and new rectangles (what changed) over the background.
func cairoRound() -> [Double] {
    let buffer = PixelBuffer(width: width, height: height, format: .xrgb8888)
    let surface = cairo_image_surface_create_for_data(
        buffer.baseAddress.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(buffer.stride))!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    let desc = pango_font_description_from_string("DejaVu Sans")
    pango_font_description_set_absolute_size(desc, 17 * Double(PANGO_SCALE))
    let layouts = (0..<count).map { i -> OpaquePointer in
        let layout = pango_cairo_create_layout(cr)!
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, "Card \(i)", -1)
        return layout
    }
    pango_font_description_free(desc)
    let spring = DampedSpringCurve(dampingRatio: 0.6)
    var previous = (0..<count).map { Double(origin($0).y) }
    var times: [Double] = []
    for frame in 1...frames {
        let progress = spring.value(at: Double(frame) / Double(frames))
        times.append(milliseconds { budgetFrame("50-view spring, raw Cairo/Pango") {
            let offsets = (0..<count).map { Double(origin($0).y) + 400 * progress }
            // The damaged band: every card's old and new rows.
            let top = min(previous.min()!, offsets.min()!), bottom = max(previous.max()!, offsets.max()!) + Double(size.height)
            cairo_rectangle(cr, 0, top, Double(width), bottom - top)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_fill(cr)
            for i in 0..<count {
                let x = Double(origin(i).x), y = Double(offsets[i]), r = 12.0
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + 160 - r, y + r, r, -Double.pi / 2, 0)
                cairo_arc(cr, x + 160 - r, y + 100 - r, r, 0, Double.pi / 2)
                cairo_arc(cr, x + r, y + 100 - r, r, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
                cairo_set_source_rgb(cr, 0.9, 0.5 + Double(i) / 200, 0.4)
                cairo_fill(cr)
                cairo_move_to(cr, x + 12, y + 36)
                cairo_set_source_rgb(cr, 0, 0, 0)
                pango_cairo_show_layout(cr, layouts[i])
            }
            previous = offsets
        } })
    }
    layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
    return times
}

/// The spring FrameKit fits to the duration, written out for the Cairo side (ζ 0.6, released from rest).
struct DampedSpringCurve {
    let dampingRatio: Double
    let settling: Double

    init(dampingRatio: Double) {
        self.dampingRatio = dampingRatio
        var t = 60.0
        while t > 0, abs(Self.displacement(dampingRatio, t)) < 0.001 { t -= 0.01 }
        settling = t + 0.01
    }

    static func displacement(_ zeta: Double, _ t: Double) -> Double {
        let damped = (1 - zeta * zeta).squareRoot()
        return exp(-zeta * t) * (cos(damped * t) + zeta / damped * sin(damped * t))
    }

    func value(at x: Double) -> Double { x >= 1 ? 1 : 1 - Self.displacement(dampingRatio, x * settling) }
}

var frameKit: (total: [Double], animations: [Double], render: [Double], damage: [Double]) = ([], [], [], [])
var cairo: [Double] = []
var flip: [Double] = []
var idleScreen = (frames: 0, draws: 0)
var mirrorFrames: [Double] = [], mirrorBound: [Double] = []
for _ in 0..<rounds {
    let own = try MainActor.assumeIsolated { try secondScreenRound(mirroring: false) }
    idleScreen = (idleScreen.frames + own.otherFrames, idleScreen.draws + own.otherDraws)
    let mirrored = try MainActor.assumeIsolated { try secondScreenRound(mirroring: true) }
    mirrorFrames += mirrored.mirror
    mirrorBound += mirrored.bound
    flip += try MainActor.assumeIsolated { try flipRound() }
    let round = try MainActor.assumeIsolated { try frameKitRound() }
    frameKit.total += round.total
    frameKit.animations += round.animations
    frameKit.render += round.render
    frameKit.damage += round.damage
    cairo += cairoRound()
}

func format(_ values: [Double]) -> String { String(format: "%6.3f  %6.3f", median(values), percentile95(values)) }
print("animation-benchmark: \(count) views, spring of \(frames) frames at \(width)×\(height), \(rounds) rounds; ms per frame")
print("measure                           median     p95")
print("FrameKit frame (all phases)       \(format(frameKit.total))")
print("  animations phase                \(format(frameKit.animations))")
print("  display + composite             \(format(frameKit.render))")
print("raw Cairo/Pango, same damage      \(format(cairo))")
print("3-D flip, 1200×700 card          \(format(flip))")
print("second 1280×720 screen mirroring  \(format(mirrorFrames))")
print("  Cairo scaling the same band     \(format(mirrorBound))")
print("second screen with its own window: \(idleScreen.frames) frames, \(idleScreen.draws) draws while the first animated (goal 0)")
print(String(format: "FrameKit / lower bound: %.2f×; goal ≤ 1 ms per frame: %@", median(frameKit.total) / median(cairo),
             percentile95(frameKit.total) <= 1 ? "met" : "not met"))
let json: [String: Any] = [
    "rounds": rounds, "views": count, "frames": frames,
    "frameKitFrameMilliseconds": ["median": median(frameKit.total), "p95": percentile95(frameKit.total)],
    "animationsPhaseMilliseconds": median(frameKit.animations), "renderMilliseconds": median(frameKit.render),
    "damagedPixelsPerFrame": median(frameKit.damage),
    "cairoFrameMilliseconds": ["median": median(cairo), "p95": percentile95(cairo)],
    "flipFrameMilliseconds": ["median": median(flip), "p95": percentile95(flip)],
    "mirrorFrameMilliseconds": ["median": median(mirrorFrames), "p95": percentile95(mirrorFrames)],
    "mirrorLowerBoundMilliseconds": ["median": median(mirrorBound), "p95": percentile95(mirrorBound)],
    "otherScreenFramesWhileAnimating": idleScreen.frames, "otherScreenDrawsWhileAnimating": idleScreen.draws,
]
print(String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self))
