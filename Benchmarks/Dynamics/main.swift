import BenchmarkSupport
import FrameKit
import FrameKitTesting
import Foundation

// Issue 45's dynamics workload: 100 views of 40 × 40 points at 1920×1080 under UIGravityBehavior and one
// UICollisionBehavior (each other and the screen's edges), with some bounce (elasticity 0.3), dropped from a 10 × 10
// grid so they fall, land and pile up; 180 frames (3 s) measured per frame in FrameKit's pipeline: the animations
// phase (the physics steps and the views moved) and the whole frame. Goal: the physics ≤ 1 ms per frame on this
// machine. Then the frames until the animator pauses and the frames after it (goal 0). No lower bound is defined.

let (rounds, _) = roundsOption(default: 5, usage: "dynamics-benchmark [--rounds N]")
let width = 1920, height = 1080, columns = 10, rows = 10, frames = 180

/// One round: per-frame milliseconds of the animations phase and of the frame, frames until the pause, frames after.
@MainActor
func round() throws -> (physics: [Double], total: [Double], framesToRest: Int, framesAtRest: Int) {
    let app = HeadlessApp(size: PixelSize(width: width, height: height), refreshRate: 60)
    let boxes = (0..<columns * rows).map { i -> UIView in
        let (column, row) = (i % columns, i / columns)
        let view = UIView(frame: CGRect(x: 300 + column * 130 + row * 7, y: 40 + row * 60, width: 40, height: 40))
        view.backgroundColor = UIColor(hue: CGFloat(i) / 100, saturation: 0.6, brightness: 0.9, alpha: 1)
        app.window.addSubview(view)
        return view
    }
    try app.runUntilIdle()
    let animator = UIDynamicAnimator(referenceView: app.window)
    let collision = UICollisionBehavior(items: boxes)
    collision.translatesReferenceBoundsIntoBoundary = true
    let bounce = UIDynamicItemBehavior(items: boxes)
    bounce.elasticity = 0.3
    bounce.friction = 0.4
    for behavior in [UIGravityBehavior(items: boxes), collision, bounce] { animator.addBehavior(behavior) }
    var physics: [Double] = [], total: [Double] = []
    for _ in 0..<frames {
        budgetFrame("100 items under UIKit Dynamics") { app.advance(by: 1.0 / 60) }
        let stats = app.screen.lastFrameStatistics
        total.append(Double(stats.frameNanoseconds) / 1e6)
        physics.append(Double(stats.nanoseconds(in: .animations)) / 1e6)
    }
    var toRest = frames
    while animator.isRunning && toRest < 60 * 60 {
        app.advance(by: 1.0 / 60)
        toRest += 1
    }
    let before = app.display.presentedFrames
    app.advance(by: 5)
    return (physics, total, toRest, app.display.presentedFrames - before)
}

var physics: [Double] = [], total: [Double] = [], toRest: [Double] = [], atRest = 0
for _ in 0..<rounds {
    let result = try MainActor.assumeIsolated { try round() }
    physics += result.physics
    total += result.total
    toRest.append(Double(result.framesToRest))
    atRest += result.framesAtRest
}

func format(_ values: [Double]) -> String { String(format: "%6.3f  %6.3f", median(values), percentile95(values)) }
print("dynamics-benchmark: \(columns * rows) items falling and piling at \(width)×\(height), \(frames) frames, \(rounds) rounds; ms per frame")
print("measure                           median     p95")
print("physics (animations phase)        \(format(physics))")
print("FrameKit frame (all phases)       \(format(total))")
print(String(format: "frames until the animator paused: %.0f (median); frames in 5 s after: %d (goal 0)", median(toRest), atRest))
print("goal ≤ 1 ms of physics per frame (p95): \(percentile95(physics) <= 1 ? "met" : "not met")")
let json: [String: Any] = [
    "rounds": rounds, "items": columns * rows, "frames": frames,
    "physicsMilliseconds": ["median": median(physics), "p95": percentile95(physics)],
    "frameMilliseconds": ["median": median(total), "p95": percentile95(total)],
    "framesUntilPaused": median(toRest), "framesAtRest": atRest,
]
print(String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self))
