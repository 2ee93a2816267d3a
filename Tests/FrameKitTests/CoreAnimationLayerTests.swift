import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// The red, green and blue bytes of a pixel.
private func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
}

private func near(_ pixel: UInt32, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 6) -> Bool {
    let c = channels(pixel)
    return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance
}

@MainActor
@Suite struct CoreAnimationLayerTests {
    private func host(_ app: HeadlessApp) throws -> UIView {
        app.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        app.window.addSubview(view)
        try app.runUntilIdle()
        return view
    }

    @Test func anAxialGradientRunsFromStartToEndAtItsLocations() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        try app.runUntilIdle()
        #expect(near(app.pixel(x: 50, y: 0), 255, 0, 0, within: 8) && near(app.pixel(x: 50, y: 99), 0, 0, 255, within: 8))
        #expect(near(app.pixel(x: 10, y: 50), 127, 0, 128, within: 4), "halfway down is half each")
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0.5, 1]
        try app.runUntilIdle()
        #expect(near(app.pixel(x: 25, y: 10), 255, 0, 0) && near(app.pixel(x: 75, y: 10), 127, 0, 128, within: 4))
        #expect(app.pixel(x: 150, y: 10) == 0xFFFFFF, "nothing outside the host view")
    }

    /// The columns and rows where `app`'s pixels in `rect` differ from white: the text's ink.
    private func ink(_ app: HeadlessApp, in rect: CGRect) -> CGRect? {
        let shot = app.snapshot()
        var box: CGRect?
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where shot[x, y] & 0xFFFFFF != 0xFFFFFF {
                let pixel = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(pixel) ?? pixel
            }
        }
        return box
    }

    @Test func aTextLayerDrawsItsStringFromTheTopAlignedAndWrappedAsAsked() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        text.string = "Hi"
        text.fontSize = 20
        text.foregroundColor = UIColor.red.cgColor
        view.layer.addSublayer(text)
        try app.runUntilIdle()
        let left = try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(left.minX < 5 && left.minY < 12 && left.maxY < 30, "at the top left: \(left)")
        #expect(near(app.pixel(x: Int(left.minX) + 1, y: Int(left.midY)), 255, 0, 0, within: 40), "in the foreground colour")

        text.alignmentMode = .center
        try app.runUntilIdle()
        let centred = try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(abs(centred.midX - 50) <= 2 && centred.width == left.width, "centred: \(centred)")
        text.alignmentMode = .right
        try app.runUntilIdle()
        #expect(try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100))).maxX >= 96)

        text.alignmentMode = .left
        text.string = "one two three four five six"
        text.isWrapped = true
        try app.runUntilIdle()
        let wrapped = try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(wrapped.maxY > 50 && wrapped.maxX <= 100, "wrapped onto several lines within the width: \(wrapped)")

        text.isWrapped = false
        text.truncationMode = .end
        try app.runUntilIdle()
        let cut = try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(cut.maxY < 30 && cut.maxX <= 100, "one line, cut to the width: \(cut)")

        text.string = NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 30)])
        try app.runUntilIdle()
        let blue = try #require(ink(app, in: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(blue.height > left.height, "the attributed string's own font")
        #expect(near(app.pixel(x: Int(blue.minX) + 2, y: Int(blue.midY)), 0, 0, 255, within: 60), "and colour")
    }

    @Test func aReplicatorDrawsItsSublayersAgainEachMovedFadedAndLaterThanTheOneBefore() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let replicator = CAReplicatorLayer()
        replicator.frame = view.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.5
        view.layer.addSublayer(replicator)
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 5) == 0xFF0000, "the sublayer itself")
        #expect(near(app.pixel(x: 25, y: 5), 255, 127, 127, within: 2), "the first copy, 20 points on, half opaque")
        #expect(app.pixel(x: 45, y: 5) == 0xFFFFFF, "the second copy, alpha 0")

        // Four ticks round the centre, a quarter turn each.
        replicator.instanceAlphaOffset = 0
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        try app.runUntilIdle()
        for (x, y) in [(5, 5), (95, 5), (95, 95), (5, 95)] { #expect(app.pixel(x: x, y: y) == 0xFF0000, "a tick at (\(x), \(y))") }

        // Each copy's animation half a second after the one before's.
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceDelay = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        app.advance(by: 0.5)
        #expect(near(app.pixel(x: 5, y: 5), 255, 127, 127, within: 10), "half way in: \(String(app.pixel(x: 5, y: 5), radix: 16))")
        #expect(app.pixel(x: 25, y: 5) == 0xFFFFFF, "the copy's fade has not begun (filled backwards: clear)")
        app.advance(by: 0.4)
        #expect(near(app.pixel(x: 5, y: 5), 255, 25, 25, within: 10) && near(app.pixel(x: 25, y: 5), 255, 153, 153, within: 10), "0.9 and 0.4")
    }

    @Test func radialAndConicGradientsSpreadFromTheStartPoint() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = view.bounds
        radial.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        view.layer.addSublayer(radial)
        try app.runUntilIdle()
        #expect(near(app.pixel(x: 50, y: 50), 255, 255, 255, within: 8) && near(app.pixel(x: 99, y: 50), 0, 0, 0, within: 8))
        #expect(near(app.pixel(x: 75, y: 50), 127, 127, 127, within: 8))

        radial.type = .conic
        radial.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        radial.endPoint = CGPoint(x: 1, y: 0.5)
        try app.runUntilIdle()
        // Clockwise from the right: a quarter turn down is a quarter of the way, half a turn (left) is halfway.
        #expect(near(app.pixel(x: 90, y: 51), 255, 0, 0, within: 12))
        #expect(near(app.pixel(x: 10, y: 50), 127, 0, 128, within: 10))
        #expect(near(app.pixel(x: 50, y: 90), 191, 0, 64, within: 10))
    }

    @Test func aShapeLayerFillsStrokesAndDrawsPartOfItsStroke() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let dot = CAShapeLayer()
        dot.frame = view.bounds
        dot.path = UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20)).cgPath
        dot.fillColor = UIColor.green.cgColor
        let line = CAShapeLayer()
        line.frame = view.bounds
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 80))
        path.addLine(to: CGPoint(x: 90, y: 80))
        line.path = path.cgPath
        line.fillColor = nil
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 4
        line.strokeEnd = 0.5
        view.layer.addSublayer(dot)
        view.layer.addSublayer(line)
        try app.runUntilIdle()
        #expect(app.pixel(x: 50, y: 50) == 0x00FF00 && app.pixel(x: 35, y: 50) == 0xFFFFFF)
        #expect(app.pixel(x: 30, y: 80) == 0x0000FF && app.pixel(x: 70, y: 80) == 0xFFFFFF, "the first half only")
        line.strokeStart = 0.5
        line.strokeEnd = 1
        line.lineDashPattern = [10, 10]
        try app.runUntilIdle()
        #expect(app.pixel(x: 30, y: 80) == 0xFFFFFF && app.pixel(x: 55, y: 80) == 0x0000FF && app.pixel(x: 65, y: 80) == 0xFFFFFF)
    }

    @Test func aMaskCutsTheViewAndItsSubviewsOut() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        child.backgroundColor = .blue
        view.addSubview(child)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        view.layer.mask = circle
        try app.runUntilIdle()
        #expect(app.pixel(x: 40, y: 50) == 0xFF0000 && app.pixel(x: 60, y: 50) == 0x0000FF)
        #expect(app.pixel(x: 5, y: 5) == 0xFFFFFF && app.pixel(x: 95, y: 95) == 0xFFFFFF)
        view.layer.mask = nil
        try app.runUntilIdle()
        #expect(app.pixel(x: 5, y: 5) == 0xFF0000)
    }

    @Test func sublayersNestWithOpacityCornersAndMasksToBounds() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        card.backgroundColor = UIColor.black.cgColor
        card.cornerRadius = 20
        card.masksToBounds = true
        card.opacity = 0.5
        let inner = CALayer()
        inner.frame = CGRect(x: -10, y: -10, width: 40, height: 40)
        inner.backgroundColor = UIColor.black.cgColor
        card.addSublayer(inner)
        view.layer.addSublayer(card)
        try app.runUntilIdle()
        #expect(near(app.pixel(x: 40, y: 40), 127, 127, 127, within: 2) && app.pixel(x: 11, y: 11) == 0xFFFFFF, "corners cut the sublayer")
        #expect(near(app.pixel(x: 25, y: 25), 63, 63, 63, within: 3), "the sublayer over the background, both at half")
        #expect(card.sublayers?.count == 1 && inner.superlayer === card)
        inner.removeFromSuperlayer()
        #expect(card.sublayers == nil && inner.superlayer == nil)
    }

    @Test func aLayerChangeRedrawsOnlyItsView() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 200))
        let view = try host(app)
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        try app.runUntilIdle()
        gradient.colors = [UIColor.green.cgColor, UIColor.blue.cgColor]
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 100 * 100)
        #expect(near(app.pixel(x: 50, y: 0), 0, 255, 0, within: 8))
    }
}
