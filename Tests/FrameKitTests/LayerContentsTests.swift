import Foundation
import FrameKitTesting
import Testing

@testable import FrameKit

/// Layers showing images as iOS code gives them: `layer.contents = image.cgImage`, with a gravity, a scale and a
/// part of the image; Core Graphics images made, cropped and drawn.
@MainActor
@Suite struct LayerContentsTests {
    private static let red: UInt32 = 0xFF0000, blue: UInt32 = 0x0000FF, white: UInt32 = 0xFFFFFF

    /// A renderer of `size` pixels (scale 1).
    private func renderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    /// A 40 × 20-pixel image: red on the left half, blue on the right.
    private func halves() -> CGImage? {
        renderer(CGSize(width: 40, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }.cgImage
    }

    /// A white 300 × 150 window with a 100 × 50 standalone layer at (100, 50) showing `contents`.
    private func show(_ contents: Any?, configure: (CALayer) -> Void = { _ in }) throws -> (HeadlessApp, CALayer) {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 150))
        app.window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 50, width: 100, height: 50)
        layer.contents = contents
        configure(layer)
        app.window.layer.addSublayer(layer)
        try app.runUntilIdle()
        return (app, layer)
    }

    @Test func anImagesCGImageHasItsPixelsAndComesBackAsAnImage() throws {
        let image = try #require(halves())
        #expect(image.width == 40 && image.height == 20 && image.bitsPerPixel == 32 && image.bytesPerRow >= 160)
        let back = UIImage(cgImage: image, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 20, height: 10) && UIImage(cgImage: image).size == CGSize(width: 40, height: 20))
        let right = try #require(image.cropping(to: CGRect(x: 30, y: -5, width: 50, height: 10)))
        #expect(right.width == 10 && right.height == 5 && right.pixels[0, 0] == 0xFF00_00FF && right.pixels[9, 4] == 0xFF00_00FF)
        #expect(image.cropping(to: CGRect(x: 50, y: 0, width: 10, height: 10)) == nil, "nothing of the image there")
    }

    @Test func contentsStretchByDefaultAndOtherGravitiesPlaceThem() throws {
        let image = try #require(halves())
        let (app, _) = try show(image)
        #expect(app.pixel(x: 102, y: 52) == Self.red && app.pixel(x: 148, y: 97) == Self.red, "the left half over the left half")
        #expect(app.pixel(x: 152, y: 52) == Self.blue && app.pixel(x: 198, y: 97) == Self.blue)
        let (fit, _) = try show(image) { $0.contentsGravity = .resizeAspect }
        #expect(fit.pixel(x: 102, y: 75) == Self.red && fit.pixel(x: 198, y: 75) == Self.blue && fit.pixel(x: 140, y: 52) == Self.red,
                "100 × 50 fits a 2:1 image exactly")
        let (centred, _) = try show(image) {
            $0.contentsGravity = .center
            $0.contentsScale = 2
        }
        // 40 × 20 pixels at 2 to a point: 20 × 10 points, centred at (150, 75).
        #expect(centred.pixel(x: 141, y: 71) == Self.red && centred.pixel(x: 158, y: 79) == Self.blue)
        #expect(centred.pixel(x: 138, y: 75) == Self.white && centred.pixel(x: 150, y: 68) == Self.white)
        let (corner, _) = try show(image) { $0.contentsGravity = .bottomRight }
        #expect(corner.pixel(x: 198, y: 98) == Self.blue && corner.pixel(x: 162, y: 82) == Self.red && corner.pixel(x: 158, y: 78) == Self.white)
    }

    @Test func contentsRectShowsPartOfTheImageAndAViewsLayerShowsContentsToo() throws {
        let image = try #require(halves())
        let (app, _) = try show(image) { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1) }
        #expect(app.pixel(x: 102, y: 52) == Self.blue && app.pixel(x: 198, y: 97) == Self.blue, "only the right half, stretched")

        let viewApp = HeadlessApp(size: PixelSize(width: 300, height: 150))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.backgroundColor = .white
        viewApp.window.addSubview(view)
        try viewApp.runUntilIdle()
        view.layer.contents = image
        try viewApp.runUntilIdle()
        #expect(viewApp.pixel(x: 10, y: 20) == Self.red && viewApp.pixel(x: 70, y: 20) == Self.blue)
        view.layer.contents = nil
        try viewApp.runUntilIdle()
        #expect(viewApp.pixel(x: 10, y: 20) == Self.white)
    }

    @Test func aViewWithoutABackgroundShowsItsLayersContents() throws {
        let app = HeadlessApp(size: PixelSize(width: 300, height: 150))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        app.window.addSubview(view)
        view.layer.contents = try #require(halves())
        try app.runUntilIdle()
        #expect(app.pixel(x: 10, y: 20) == Self.red && app.pixel(x: 70, y: 20) == Self.blue && app.pixel(x: 90, y: 20) == Self.white)
    }

    /// A frame made elsewhere (a web page's) replaces the one shown: only the pixels it says changed are composited
    /// again, straight from the image, at any scale; nothing is drawn.
    @Test(arguments: [1, 2] as [CGFloat])
    func contentsReplacedInPlaceRecompositeOnlyWhatChanged(scale: CGFloat) throws {
        let app = HeadlessApp(size: PixelSize(width: Int(300 * scale), height: Int(150 * scale)), scale: scale)
        let view = UIView(frame: CGRect(x: 50, y: 20, width: 200, height: 100))
        app.window.addSubview(view)
        let (width, height) = (Int(200 * scale), Int(100 * scale))
        let first = PixelBuffer(width: width, height: height, format: .xrgb8888)
        first.fill(0xFF00_0000 | Self.red)
        view.layer.contents = CGImage(pixels: first)
        try app.runUntilIdle()
        #expect(app.pixel(x: Int(60 * scale), y: Int(30 * scale)) == Self.red)

        let changed = PixelRect(x: 10, y: 10, width: 8, height: 6)
        let second = PixelBuffer(width: width, height: height, format: .xrgb8888)
        second.copy(second.bounds, from: first)
        second.fill(0xFF00_0000 | Self.blue, in: changed)
        let draws = app.screen.compositor.drawCount
        view.layer.replaceContents(with: CGImage(pixels: second), changed: changed)
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.damagedPixels == changed.area, "the changed pixels alone, not the view's \(width * height)")
        let x = Int(50 * scale) + 10, y = Int(20 * scale) + 10
        #expect(app.pixel(x: x, y: y) == Self.blue && app.pixel(x: x + 7, y: y + 5) == Self.blue)
        #expect(app.pixel(x: x - 1, y: y) == Self.red && app.pixel(x: x + 8, y: y + 5) == Self.red)
        #expect(app.screen.compositor.drawCount == draws, "composited from the image, not drawn")

        // Another size: the whole view.
        view.layer.replaceContents(with: CGImage(pixels: PixelBuffer(width: 4, height: 4, format: .xrgb8888)), changed: changed)
        try app.runUntilIdle()
        #expect(app.screen.lastFrameStatistics.damagedPixels == width * height)
        #expect(app.pixel(x: x, y: y) == 0)
    }

    @Test func aUIImageAsContentsShowsNothingAndSaysWhatToGive() throws {
        LogCapture.shared.start()
        let (app, _) = try show(UIImage(cgImage: try #require(halves())))
        #expect(LogCapture.shared.stop().contains("CALayer.contents takes a CGImage"))
        #expect(app.pixel(x: 120, y: 75) == Self.white)
    }

    @Test func aTransitionAsTheContentsActionFadesOneImageIntoTheNext() throws {
        let image = try #require(halves())
        let (app, layer) = try show(image)
        let fade = CATransition()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["contents": fade]
        layer.contents = image.cropping(to: CGRect(x: 20, y: 0, width: 20, height: 20))
        app.advance(by: 0.5)
        let mixed = app.pixel(x: 120, y: 75)
        #expect(abs(Int(mixed >> 16 & 0xFF) - 128) <= 8 && abs(Int(mixed & 0xFF) - 127) <= 8, "red fading into blue: \(String(mixed, radix: 16))")
        try app.runUntilIdle()
        #expect(app.pixel(x: 120, y: 75) == Self.blue)
    }

    @Test func coreGraphicsDrawsAnImageWithItsFirstRowAtTheBottomAsOnIOS() throws {
        let stripes = renderer(CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
        }
        let cg = try #require(stripes.cgImage)
        let buffer = PixelBuffer(width: 4, height: 8)
        let context = CGContext(buffer: buffer)
        context.draw(cg, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.saveGState()
        context.translateBy(x: 0, y: 8)
        context.scaleBy(x: 1, y: -1)
        context.draw(cg, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.restoreGState()
        let made = try #require(context.makeImage())
        #expect(made.pixels[1, 0] == 0xFF00_00FF && made.pixels[1, 3] == 0xFFFF_0000, "upside down in top-down coordinates")
        #expect(made.pixels[1, 4] == 0xFFFF_0000 && made.pixels[1, 7] == 0xFF00_00FF, "upright in a flipped context")
    }
}
