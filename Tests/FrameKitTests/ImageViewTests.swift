import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

/// A `width`×`height` image: the left half red, the right half blue.
func halves(width: Int = 40, height: Int = 20, scale: CGFloat = 1) -> UIImage {
    let buffer = PixelBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { buffer[x, y] = x < width / 2 ? 0xFFFF_0000 : 0xFF00_00FF }
    }
    return UIImage(pixelBuffer: buffer, scale: scale)
}

@MainActor
@Suite(.serialized) struct ImageViewTests {
    let app = HeadlessApp(size: PixelSize(width: 300, height: 200))

    /// An image view at (100, 50), 100×100.
    func show(_ view: UIImageView) throws {
        view.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        app.window.addSubview(view)
        try app.runUntilIdle()
    }

    /// Where the 40×20 image lands in the 100×100 view under each content mode (view coordinates).
    static let placements: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.redraw, CGRect(x: 0, y: 0, width: 100, height: 100)),
        (.scaleAspectFit, CGRect(x: 0, y: 25, width: 100, height: 50)),
        (.scaleAspectFill, CGRect(x: -50, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 30, y: 40, width: 40, height: 20)),
        (.top, CGRect(x: 30, y: 0, width: 40, height: 20)),
        (.bottom, CGRect(x: 30, y: 80, width: 40, height: 20)),
        (.left, CGRect(x: 0, y: 40, width: 40, height: 20)),
        (.right, CGRect(x: 60, y: 40, width: 40, height: 20)),
        (.topLeft, CGRect(x: 0, y: 0, width: 40, height: 20)),
        (.topRight, CGRect(x: 60, y: 0, width: 40, height: 20)),
        (.bottomLeft, CGRect(x: 0, y: 80, width: 40, height: 20)),
        (.bottomRight, CGRect(x: 60, y: 80, width: 40, height: 20)),
    ]

    @Test(arguments: 0..<13)
    func everyContentModePlacesTheImageAsUIKitDoes(_ index: Int) throws {
        let (mode, place) = Self.placements[index]
        let view = UIImageView(image: halves())
        view.contentMode = mode
        try show(view)
        let visible = place.intersection(CGRect(x: 0, y: 0, width: 100, height: 100))
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt32 { app.pixel(x: Int(100 + x), y: Int(50 + y)) }
        // Just inside the picture's visible corners: red on the left half, blue on the right.
        #expect(pixel(visible.minX + 1, visible.minY + 1) == (place.minX + 1 < place.midX ? 0xFF0000 : 0x0000FF), "\(mode)")
        #expect(pixel(visible.maxX - 2, visible.maxY - 2) == 0x0000FF, "\(mode)")
        #expect(pixel(place.midX - 4, visible.midY) == 0xFF0000 && pixel(place.midX + 3, visible.midY) == 0x0000FF, "\(mode)")
        // Just outside, inside the view: the white window.
        if place.minY > 0 { #expect(pixel(visible.midX, place.minY - 1) == 0xFFFFFF, "\(mode)") }
        if place.minX > 0 { #expect(pixel(place.minX - 1, visible.midY) == 0xFFFFFF, "\(mode)") }
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
    }

    @Test func aTemplateImageIsDrawnInTheTintAndWithTintColorInItsOwn() throws {
        let view = UIImageView(image: halves().withRenderingMode(.alwaysTemplate))
        view.tintColor = .systemGreen
        try show(view)
        #expect(app.pixel(x: 110, y: 60) == 0x34C759 && app.pixel(x: 190, y: 140) == 0x34C759)
        view.tintColor = .systemOrange
        try app.runUntilIdle()
        #expect(app.pixel(x: 110, y: 60) == 0xFF9500, "a tint change redraws")
        view.image = halves().withTintColor(.black)
        try app.runUntilIdle()
        #expect(app.pixel(x: 110, y: 60) == 0x000000, "the image's own tint wins over the view's")
        view.image = halves()
        try app.runUntilIdle()
        #expect(app.pixel(x: 110, y: 60) == 0xFF0000, "an ordinary image keeps its colours")
    }

    @Test func highlightedImageShowsWhileHighlighted() throws {
        let green = UIImage(pixelBuffer: { let b = PixelBuffer(width: 4, height: 4); b.fill(0xFF00_FF00); return b }())
        let view = UIImageView(image: halves(), highlightedImage: green)
        try show(view)
        #expect(app.pixel(x: 110, y: 60) == 0xFF0000)
        view.isHighlighted = true
        try app.runUntilIdle()
        #expect(app.pixel(x: 110, y: 60) == 0x00FF00)
        view.isHighlighted = false
        try app.runUntilIdle()
        #expect(app.pixel(x: 110, y: 60) == 0xFF0000)
    }

    @Test func animationImagesPlayInTurnForTheRepeatCountAndRedrawOnlyTheView() throws {
        func solid(_ color: UInt32) -> UIImage {
            let buffer = PixelBuffer(width: 2, height: 2)
            buffer.fill(color)
            return UIImage(pixelBuffer: buffer)
        }
        let view = UIImageView(image: solid(0xFFFF_FFFF))
        view.animationImages = [solid(0xFFFF_0000), solid(0xFF00_FF00), solid(0xFF00_00FF)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        try show(view)
        view.startAnimating()
        #expect(view.isAnimating)
        var seen: [UInt32] = []
        for _ in 0..<6 {
            app.advance(by: 0.02)
            seen.append(app.pixel(x: 150, y: 100))
            app.advance(by: 0.08)
        }
        #expect(seen == [0xFF0000, 0x00FF00, 0x0000FF, 0xFF0000, 0x00FF00, 0x0000FF])
        #expect(app.screen.lastFrameStatistics.damagedPixels <= 100 * 100)
        app.advance(by: 0.2)
        #expect(!view.isAnimating && app.pixel(x: 150, y: 100) == 0xFFFFFF, "back to the still image after two passes")
        try app.runUntilIdle()
        #expect(app.loop.isIdle)
    }

    @Test func anAttractLoopOffScreenCostsNoWakeUps() throws {
        let view = UIImageView()
        view.animationImages = [halves(), halves().withTintColor(.black)]
        try show(view)
        view.startAnimating()
        view.removeFromSuperview()
        try app.runUntilIdle()
        #expect(app.loop.isIdle && view.isAnimating)
        app.window.addSubview(view)
        app.advance(by: 0.1)
        #expect(!app.loop.isIdle, "it carries on when back on screen")
        view.stopAnimating()
    }

    @Test func aResizableImageKeepsItsCapsAndTilesOrStretchesTheMiddle() throws {
        // 10×10: a 2-point black frame around a 6×6 middle whose left column is red and the rest white.
        let buffer = PixelBuffer(width: 10, height: 10)
        buffer.fill(0xFF00_0000)
        for y in 2..<8 { for x in 2..<8 { buffer[x, y] = x == 2 ? 0xFFFF_0000 : 0xFFFF_FFFF } }
        let base = UIImage(pixelBuffer: buffer)
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let tiled = UIImageView(image: base.resizableImage(withCapInsets: insets))
        tiled.contentMode = .center  // ignored: a resizable image fills the view
        try show(tiled)
        // Caps stay 2 points wide; the middle repeats every 6 points from x = 2.
        #expect(app.pixel(x: 101, y: 100) == 0x000000 && app.pixel(x: 198, y: 100) == 0x000000)
        #expect(app.pixel(x: 150, y: 51) == 0x000000 && app.pixel(x: 150, y: 148) == 0x000000)
        #expect(app.pixel(x: 102, y: 100) == 0xFF0000 && app.pixel(x: 108, y: 100) == 0xFF0000 && app.pixel(x: 114, y: 100) == 0xFF0000)
        #expect(app.pixel(x: 110, y: 100) == 0xFFFFFF)
        tiled.image = base.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        try app.runUntilIdle()
        // Stretched: the red column is 1/6 of the 96-point middle.
        #expect(app.pixel(x: 105, y: 100) == 0xFF0000 && app.pixel(x: 140, y: 100) == 0xFFFFFF)
        #expect(app.pixel(x: 101, y: 100) == 0x000000)
    }
}
