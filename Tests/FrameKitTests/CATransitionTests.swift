import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Hears a transition stop.
@MainActor
private final class StopRecorder: CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

@MainActor
@Suite struct CATransitionTests {
    private static let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF, white: UInt32 = 0xFFFFFF

    /// A 100×50 red panel at (100, 50) of a white 300×150 window, shown.
    private func redPanel(turned: Bool = false) throws -> (HeadlessApp, UIView) {
        let app = turned
            ? HeadlessApp(size: PixelSize(width: 150, height: 300), rotation: .degrees90)
            : HeadlessApp(size: PixelSize(width: 300, height: 150))
        #expect(app.screen.bounds.size == CGSize(width: 300, height: 150))
        app.window.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 50))
        panel.backgroundColor = .red
        app.window.addSubview(panel)
        try app.runUntilIdle()
        return (app, panel)
    }

    /// A one-second linear transition of `type` from `subtype`.
    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    @Test(arguments: [false, true])
    func aPushFromTheRightMovesTheOldContentOutAndTheNewInBeyondTheBounds(onATurnedPanel turned: Bool) throws {
        let (app, panel) = try redPanel(turned: turned)
        let recorder = StopRecorder()
        let push = transition(.push, .fromRight)
        push.delegate = recorder
        panel.layer.add(push, forKey: kCATransition)
        panel.backgroundColor = .blue
        app.advance(by: 0.5)
        #expect(panel.layer.animation(forKey: kCATransition) === push)
        #expect(app.pixel(x: 60, y: 75) == Self.red, "the old half a width to the left, outside the bounds")
        #expect(app.pixel(x: 120, y: 75) == Self.red)
        #expect(app.pixel(x: 170, y: 75) == Self.blue, "the new half a width in from the right")
        #expect(app.pixel(x: 230, y: 75) == Self.blue, "still coming, beyond the right edge")
        #expect(app.pixel(x: 40, y: 75) == Self.white && app.pixel(x: 260, y: 75) == Self.white)
        try app.runUntilIdle()
        #expect(app.pixel(x: 120, y: 75) == Self.blue && app.pixel(x: 60, y: 75) == Self.white && app.pixel(x: 230, y: 75) == Self.white)
        #expect(recorder.stops == [true] && panel.layer.animation(forKey: kCATransition) == nil)
        let frames = app.display.presentedFrames
        app.advance(by: 1)
        #expect(app.display.presentedFrames == frames, "no frames once it is over")
    }

    @Test func aFadeCrossDissolvesTheOldIntoTheNew() throws {
        let (app, panel) = try redPanel()
        panel.layer.add(transition(.fade), forKey: nil)
        panel.backgroundColor = .blue
        app.advance(by: 0.5)
        let mixed = app.pixel(x: 150, y: 75)
        let (r, b) = (Int(mixed >> 16 & 0xFF), Int(mixed & 0xFF))
        #expect(abs(r - 128) <= 6 && abs(b - 127) <= 6 && mixed & 0x00FF00 == 0, "half red, half blue (within a frame): \(String(mixed, radix: 16))")
        #expect(app.pixel(x: 150, y: 40) == Self.white, "a fade stays within the view")
        try app.runUntilIdle()
        #expect(app.pixel(x: 150, y: 75) == Self.blue)
    }

    @Test func moveInFromTheTopCoversTheOldAndRevealFromTheBottomUncoversTheNew() throws {
        let (app, panel) = try redPanel()
        panel.layer.add(transition(.moveIn, .fromTop), forKey: nil)
        panel.backgroundColor = .blue
        app.advance(by: 0.5)
        #expect(app.pixel(x: 150, y: 55) == Self.blue, "the new content's lower half has come down over the top")
        #expect(app.pixel(x: 150, y: 95) == Self.red, "the old stays put underneath")
        #expect(app.pixel(x: 150, y: 40) == Self.blue, "the new content's upper half is still above the view")
        try app.runUntilIdle()

        panel.layer.add(transition(.reveal, .fromBottom), forKey: nil)
        panel.backgroundColor = .red
        app.advance(by: 0.5)
        #expect(app.pixel(x: 150, y: 55) == Self.blue, "the old (blue) half-way up and out")
        #expect(app.pixel(x: 150, y: 40) == Self.blue, "above the view now")
        #expect(app.pixel(x: 150, y: 95) == Self.red, "the new (red) uncovered beneath")
        try app.runUntilIdle()
        #expect(app.pixel(x: 150, y: 55) == Self.red && app.pixel(x: 150, y: 40) == Self.white)
    }

    @Test func aLabelsNewTextPushesUpAndTheSubviewsComeWithIt() throws {
        let (app, panel) = try redPanel()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 50))
        badge.backgroundColor = .green
        panel.addSubview(badge)
        try app.runUntilIdle()
        panel.layer.add(transition(.push, .fromBottom), forKey: kCATransition)
        badge.frame.origin.x = 80
        app.advance(by: 0.5)
        // The old picture (badge on the left) half-way up, the new one (badge on the right) half-way in from below.
        #expect(app.pixel(x: 105, y: 30) == 0x00FF00 && app.pixel(x: 185, y: 30) == Self.red)
        #expect(app.pixel(x: 105, y: 110) == Self.red && app.pixel(x: 185, y: 110) == 0x00FF00)
        try app.runUntilIdle()
        #expect(app.pixel(x: 185, y: 75) == 0x00FF00 && app.pixel(x: 105, y: 75) == Self.red)
    }

    @Test func removingATransitionEndsItAtOnceUnfinished() throws {
        let (app, panel) = try redPanel()
        let recorder = StopRecorder()
        let push = transition(.push, .fromLeft)
        push.delegate = recorder
        panel.layer.add(push, forKey: "slide")
        panel.backgroundColor = .blue
        app.advance(by: 0.3)
        panel.layer.removeAnimation(forKey: "slide")
        try app.runUntilIdle()
        #expect(recorder.stops == [false])
        #expect(app.pixel(x: 150, y: 75) == Self.blue && app.pixel(x: 230, y: 75) == Self.white)
    }

    /// A red 100×50 standalone layer at (100, 50) of a white 300×150 window, in a clear view that fills it.
    private func redLayer() throws -> (HeadlessApp, CALayer) {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 150))
        app.window.backgroundColor = .white
        let host = UIView(frame: app.window.bounds)
        app.window.addSubview(host)
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 50, width: 100, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        host.layer.addSublayer(layer)
        try app.runUntilIdle()
        return (app, layer)
    }

    @Test func aStandaloneLayersPushMovesItsOldContentOutAndTheNewIn() throws {
        let (app, layer) = try redLayer()
        let recorder = StopRecorder()
        let push = transition(.push, .fromRight)
        push.delegate = recorder
        layer.add(push, forKey: kCATransition)
        layer.backgroundColor = UIColor.blue.cgColor
        app.advance(by: 0.5)
        #expect(app.pixel(x: 60, y: 75) == Self.red && app.pixel(x: 120, y: 75) == Self.red, "the old half a width to the left")
        #expect(app.pixel(x: 170, y: 75) == Self.blue && app.pixel(x: 230, y: 75) == Self.blue, "the new half a width in from the right")
        #expect(app.pixel(x: 40, y: 75) == Self.white && app.pixel(x: 260, y: 75) == Self.white && app.pixel(x: 150, y: 40) == Self.white)
        try app.runUntilIdle()
        #expect(app.pixel(x: 120, y: 75) == Self.blue && app.pixel(x: 60, y: 75) == Self.white && app.pixel(x: 230, y: 75) == Self.white)
        #expect(recorder.stops == [true] && layer.animation(forKey: kCATransition) == nil)
        let frames = app.display.presentedFrames
        app.advance(by: 1)
        #expect(app.display.presentedFrames == frames, "no frames once it is over")
    }

    @Test func aTransitionInTheLayersActionsRunsOnTheChangeFromWhatWasShown() throws {
        let (app, layer) = try redLayer()
        layer.actions = ["backgroundColor": transition(.moveIn, .fromTop)]
        layer.backgroundColor = UIColor.blue.cgColor
        #expect(layer.animation(forKey: "backgroundColor") is CATransition)
        app.advance(by: 0.5)
        #expect(app.pixel(x: 150, y: 55) == Self.blue, "the new content's lower half has come down over the top")
        #expect(app.pixel(x: 150, y: 95) == Self.red, "the old, as it was before the change, stays put underneath")
        #expect(app.pixel(x: 150, y: 40) == Self.blue, "the new content's upper half is still above the layer")
        try app.runUntilIdle()
        #expect(app.pixel(x: 150, y: 95) == Self.blue && app.pixel(x: 150, y: 40) == Self.white)

        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        text.backgroundColor = UIColor.white.cgColor
        text.foregroundColor = UIColor.black.cgColor
        text.string = "■■■"
        layer.addSublayer(text)
        try app.runUntilIdle()
        text.actions = ["string": transition(.fade)]
        let inked = (0..<100).filter { app.pixel(x: 100 + $0, y: 70) != Self.white }.count
        #expect(inked > 10, "the squares show")
        text.string = ""
        #expect(text.animation(forKey: "string") is CATransition)
        app.advance(by: 0.5)
        let faded = (0..<100).map { app.pixel(x: 100 + $0, y: 70) }.filter { $0 != Self.white }
        let halfway = faded.filter { $0 & 0xFF > 0x60 && $0 & 0xFF < 0xA0 }
        #expect(halfway.count >= inked - 6 && faded.allSatisfy { $0 & 0xFF > 0x60 }, "half faded: \(faded.map { String($0, radix: 16) })")
        try app.runUntilIdle()
        #expect((0..<100).allSatisfy { app.pixel(x: 100 + $0, y: 70) == Self.white })
    }
}
