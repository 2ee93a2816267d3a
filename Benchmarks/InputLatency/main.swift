import FrameKit
import FrameKitEmbedded
import Foundation

// Input latency on the real pipeline and the real clock: a touchscreen's events (stamped with CLOCK_MONOTONIC as
// the kernel stamps them) drag a square through a pan recognizer on an 800x480 screen with 40 labels, on the
// offscreen display paced at 60 Hz. Each latency runs from the earliest event a frame handled to the flip that put
// the frame on screen. The goal (issue 6): the next frame, one refresh interval plus the render time.
//
// The first second is warm-up and not counted.
//
//     swift run -c release input-latency-benchmark [--seconds 5] [--touch-rate 125]

var seconds = 5.0, touchRate = 125.0
let warmup = 1.0
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst().flatMap(Double.init), value > 0 else {
        FileHandle.standardError.write(Data("usage: input-latency-benchmark [--seconds S] [--touch-rate HZ]\n".utf8))
        exit(2)
    }
    if option == "--seconds" { seconds = value } else if option == "--touch-rate" { touchRate = value } else { exit(2) }
}

let loop = DispatchMainLoop()
let refreshRate = 60.0
let display = OffscreenDisplay(size: PixelSize(width: 800, height: 480), refreshRate: refreshRate, loop: loop)
let screen = MainActor.assumeIsolated { UIScreen(display: display, loop: loop) }

@MainActor
func buildScene() -> UIView {
    UIScreen.main = screen
    let window = UIWindow(screen: screen)
    window.backgroundColor = .white
    for i in 0..<40 {
        let label = UILabel(frame: CGRect(x: 10 + (i % 4) * 195, y: 10 + (i / 4) * 46, width: 185, height: 40))
        label.text = "Label \(i): the quick brown fox"
        window.addSubview(label)
    }
    let square = UIView(frame: CGRect(x: 100, y: 200, width: 60, height: 60))
    square.backgroundColor = .systemBlue
    let pan = UIPanGestureRecognizer()
    pan.addAction { g in
        let pan = g as! UIPanGestureRecognizer
        let t = pan.translation(in: nil)
        square.center = CGPoint(x: square.center.x + t.x, y: square.center.y + t.y)
        pan.setTranslation(.zero, in: nil)
    }
    square.addGestureRecognizer(pan)
    window.addSubview(square)
    window.makeKeyAndVisible()
    return square
}

@MainActor
func report(_ latencies: [TimeInterval], frames: [TimeInterval]) -> Never {
    let sorted = latencies.sorted()
    func ms(_ s: TimeInterval) -> Double { (s * 1e5).rounded() / 100 }
    func at(_ q: Double) -> Double { sorted.isEmpty ? 0 : ms(sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]) }
    let render = frames.isEmpty ? 0 : frames.reduce(0, +) / Double(frames.count)
    let goal = 1 / refreshRate + render
    let rows: [(String, Double)] = [
        ("latency min", at(0)), ("latency median", at(0.5)), ("latency p95", at(0.95)),
        ("latency max", sorted.last.map(ms) ?? 0), ("refresh interval", ms(1 / refreshRate)),
        ("frame time (input+layout+render+present) avg", ms(render)), ("goal: refresh + frame time", ms(goal)),
    ]
    print("Input latency, \(sorted.count) frames with touch input, \(Int(touchRate)) Hz touch, \(Int(refreshRate)) Hz display")
    for (name, value) in rows { print(name.padding(toLength: 48, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", value)) }
    let within = sorted.isEmpty ? 0 : Double(sorted.filter { $0 <= goal }.count) / Double(sorted.count) * 100
    print(String(format: "frames within the goal: %.1f%%", within))
    let json = rows.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    print("{\"benchmark\": \"input-latency\", \"frames\": \(sorted.count), \(json), \"percent_within_goal\": \(within)}")
    exit(sorted.isEmpty ? 1 : 0)
}

MainActor.assumeIsolated {
    let square = buildScene()
    var latencies: [TimeInterval] = []
    var frames: [TimeInterval] = []
    let start = MonotonicInstant.now()
    screen.addFlipObserver {
        guard let latency = screen.lastFrameInputLatency else { return }
        // The first second warms up (font loading, first layouts) and is not counted.
        guard MonotonicInstant.now().seconds - start.seconds >= warmup else { return }
        latencies.append(latency)
        frames.append(screen.recentFrameDurations.last ?? 0)
    }
    // The finger goes down on the square, then circles at touch-panel rate.
    screen.handle(.touchDown(slot: 0, x: 130, y: 230, kind: .direct, time: start))
    var step = 0
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now() + 1 / touchRate, repeating: 1 / touchRate, leeway: .nanoseconds(0))
    timer.setEventHandler {
        MainActor.assumeIsolated {
            step += 1
            let angle = Double(step) / touchRate * 2 * .pi
            let now = MonotonicInstant.now()
            screen.handle(.touchMotion(slot: 0, x: 400 + 150 * cos(angle), y: 240 + 150 * sin(angle), time: now))
            if now.seconds - start.seconds >= seconds {
                timer.cancel()
                screen.handle(.touchUp(slot: 0, time: now))
                withExtendedLifetime(square) {}
                report(latencies, frames: frames)
            }
        }
    }
    timer.resume()
}
dispatchMain()
