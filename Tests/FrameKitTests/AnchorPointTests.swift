import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// `CALayer.anchorPoint`: the point of the bounds that `position` (a view's `center`) places and that transforms
/// turn about — how iOS code swings a clock hand about its end or opens a door about its hinge.
@MainActor
@Suite struct AnchorPointTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func movingTheAnchorPointKeepsTheCenterAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 200, y: 150) && view.layer.position == CGPoint(x: 200, y: 150))
        #expect(view.frame == CGRect(x: 200, y: 150, width: 200, height: 100))
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.center == CGPoint(x: 10, y: 20), "the frame's top left is where the anchor goes")
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aTransformTurnsAboutTheAnchorPoint() {
        let clock = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let hand = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        clock.addSubview(hand)
        hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        hand.center = CGPoint(x: 150, y: 150)
        #expect(hand.frame == CGRect(x: 145, y: 50, width: 10, height: 100))
        hand.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(hand.frame, CGRect(x: 150, y: 145, width: 100, height: 10)), "\(hand.frame)")
        #expect(close(hand.convert(CGPoint(x: 5, y: 0), to: clock), CGPoint(x: 250, y: 150)), "the tip points to three o'clock")
        #expect(close(hand.convert(CGPoint(x: 5, y: 100), to: clock), CGPoint(x: 150, y: 150)), "the end stays at the centre")
        #expect(clock.hitTest(CGPoint(x: 240, y: 150), with: nil) === hand)
        #expect(clock.hitTest(CGPoint(x: 150, y: 60), with: nil) === clock)
    }

    /// A white window of `size` with a red view at `frame` in it.
    private func redView(_ frame: CGRect, in size: PixelSize) -> (HeadlessApp, UIView) {
        let app = HeadlessApp(size: size, refreshRate: 50)
        app.window.backgroundColor = .white
        let view = UIView(frame: frame)
        view.backgroundColor = .red
        app.window.addSubview(view)
        return (app, view)
    }

    @Test func theHandIsDrawnWhereItTurned() throws {
        let (app, hand) = redView(CGRect(x: 0, y: 0, width: 10, height: 100), in: PixelSize(width: 300, height: 300))
        hand.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        hand.center = CGPoint(x: 150, y: 150)
        try app.runUntilIdle()
        #expect(app.pixel(x: 150, y: 60) == 0xFF0000 && app.pixel(x: 200, y: 150) == 0xFFFFFF)
        hand.transform = CGAffineTransform(rotationAngle: .pi / 2)
        try app.runUntilIdle()
        #expect(app.pixel(x: 150, y: 60) == 0xFFFFFF, "the old place is repainted")
        #expect(app.pixel(x: 200, y: 150) == 0xFF0000 && app.pixel(x: 245, y: 150) == 0xFF0000)
        #expect(app.pixel(x: 255, y: 150) == 0xFFFFFF && app.pixel(x: 140, y: 150) == 0xFFFFFF)
    }

    @Test func aDoorTurnsInDepthAboutItsHinge() throws {
        let (app, door) = redView(CGRect(x: 100, y: 50, width: 200, height: 200), in: PixelSize(width: 400, height: 300))
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.layer.position = CGPoint(x: 100, y: 150)
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 500
        door.layer.transform = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)
        try app.runUntilIdle()
        // The hinge (the left edge) stays put, full height; the free edge swings away and looks shorter.
        #expect(close(door.convert(CGPoint(x: 0, y: 0), to: app.window), CGPoint(x: 100, y: 50)))
        #expect(app.pixel(x: 102, y: 52) == 0xFF0000 && app.pixel(x: 102, y: 248) == 0xFF0000)
        let freeTop = door.convert(CGPoint(x: 200, y: 0), to: app.window)
        #expect(freeTop.x < 200 && freeTop.y > 50, "\(freeTop)")
        #expect(app.pixel(x: Int(freeTop.x) - 3, y: Int(freeTop.y) + 6) == 0xFF0000)
        #expect(app.pixel(x: Int(freeTop.x) + 4, y: 150) == 0xFFFFFF, "past the free edge")
    }

    @Test func aStandaloneLayerIsPlacedByItsAnchorPoint() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200), refreshRate: 50)
        app.window.backgroundColor = .white
        let host = UIView(frame: app.window.bounds)
        app.window.addSubview(host)
        let square = CALayer()
        square.backgroundColor = UIColor.blue.cgColor
        square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.anchorPoint = CGPoint(x: 1, y: 1)
        square.position = CGPoint(x: 100, y: 100)
        host.layer.addSublayer(square)
        #expect(square.frame == CGRect(x: 60, y: 60, width: 40, height: 40))
        try app.runUntilIdle()
        #expect(app.pixel(x: 80, y: 80) == 0x0000FF && app.pixel(x: 110, y: 110) == 0xFFFFFF)
    }

    @Test func aPointThatIsNotFiniteIsRefused() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
