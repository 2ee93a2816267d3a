import Foundation
@testable import FrameKit
import FrameKitTesting

/// Fingers on a 50 Hz headless screen: each step feeds one raw event and runs the one frame (20 ms) that routes it,
/// so recognizer timeouts see real gaps instead of the harness running every timer to idle.
@MainActor
final class Fingers {
    let app: HeadlessApp
    static let frame: TimeInterval = 0.02

    init(width: Int = 400, height: Int = 300) { app = HeadlessApp(size: PixelSize(width: width, height: height), refreshRate: 50) }

    private func native(_ p: CGPoint) -> (Double, Double) {
        let q = app.screen.nativeLocation(of: p)
        return (Double(q.x), Double(q.y))
    }

    func down(_ p: CGPoint, slot: Int = 0) {
        let (x, y) = native(p)
        app.screen.handle(.touchDown(slot: slot, x: x, y: y, kind: .direct, time: app.loop.now))
        app.advance(by: Self.frame)
    }

    func move(_ p: CGPoint, slot: Int = 0) {
        let (x, y) = native(p)
        app.screen.handle(.touchMotion(slot: slot, x: x, y: y, time: app.loop.now))
        app.advance(by: Self.frame)
    }

    /// Moves several fingers in one frame.
    func move(_ positions: [Int: CGPoint]) {
        for (slot, p) in positions.sorted(by: { $0.key < $1.key }) {
            let (x, y) = native(p)
            app.screen.handle(.touchMotion(slot: slot, x: x, y: y, time: app.loop.now))
        }
        app.advance(by: Self.frame)
    }

    func up(slot: Int = 0) {
        app.screen.handle(.touchUp(slot: slot, time: app.loop.now))
        app.advance(by: Self.frame)
    }

    func cancel(slot: Int = 0) {
        app.screen.handle(.touchCancel(slot: slot, time: app.loop.now))
        app.advance(by: Self.frame)
    }

    func tap(_ p: CGPoint) {
        down(p)
        up()
    }

    /// Moves finger `slot` from `a` to `b` in `steps` frames.
    func drag(from a: CGPoint, to b: CGPoint, steps: Int, slot: Int = 0) {
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), slot: slot)
        }
    }

    func wait(_ seconds: TimeInterval) { app.advance(by: seconds) }

    /// A finger that rests for 0.2 s (past a scroll view's content-touch delay), then drags in five steps and lifts.
    func holdThenDrag(from a: CGPoint, to b: CGPoint) {
        down(a)
        wait(0.2)
        drag(from: a, to: b, steps: 5)
        up()
    }

    /// A finger that lands, drags in `steps` frames and lifts, then everything it set moving comes to rest.
    func stroke(from a: CGPoint, to b: CGPoint, steps: Int) throws {
        down(a)
        drag(from: a, to: b, steps: steps)
        up()
        try app.runUntilIdle()
    }

    /// A view with a touch log, added to the window.
    func probe(_ frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 300)) -> TouchLog {
        let view = TouchLog(frame: frame)
        app.window.addSubview(view)
        return view
    }
}

@MainActor
final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
