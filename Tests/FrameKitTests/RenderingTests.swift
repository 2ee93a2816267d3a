import Foundation
import Testing
@testable import FrameKit
import FrameKitTesting

@MainActor
final class CountingView: UIView {
    var draws = 0
    var fill: UIColor = .red
    override func draw(_ rect: CGRect) {
        draws += 1
        fill.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite struct RenderingTests {
    private var snapshotsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots").path
    }

    @Test func grid200MatchesItsReferenceSnapshot() throws {
        let app = HeadlessApp(size: PixelSize(width: 1920, height: 1080))
        let scene = Grid200Scene(in: app.window)
        try app.runUntilIdle()
        #expect(app.pixel(x: 2, y: 2) == 0x1A2B3C)
        #expect(app.pixel(x: 40, y: 12) == 0xE6E6E6)
        #expect(app.pixel(x: 8 + 40, y: 8) == 0x888888)  // the 1 px border on the top edge
        try app.assertSnapshot(matching: snapshotsDirectory + "/grid200.png", tolerance: 2)
        scene.setPressed(true)
        try app.runUntilIdle()
        #expect(app.pixel(x: 1640 + 4, y: 216 + 4) == 0x3366CC)
    }

    /// A view whose second `draw(_:)` paints only the left half of what it was asked to redraw, over a white window.
    final class HalfPainter: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            (draws == 1 ? UIColor.red : .blue).setFill()
            UIRectFill(draws == 1 ? bounds : CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
        }
    }

    @Test func clearingBeforeDrawingIsTheDefaultAndAViewThatPaintsEverythingCanTurnItOff() throws {
        for clears in [true, false] {
            let app = HeadlessApp(size: PixelSize(width: 40, height: 20))
            app.window.backgroundColor = .white
            let view = HalfPainter(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            view.isOpaque = false
            #expect(view.clearsContextBeforeDrawing)
            view.clearsContextBeforeDrawing = clears
            app.window.addSubview(view)
            try app.runUntilIdle()
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 20, height: 20))
            try app.runUntilIdle()
            #expect(view.draws == 2)
            #expect(app.pixel(x: 5, y: 10) == 0x0000FF)
            // What the second draw left unpainted: cleared (the window shows through), or the first draw's red.
            #expect(app.pixel(x: 15, y: 10) == (clears ? 0xFFFFFF : 0xFF0000))
            #expect(app.pixel(x: 30, y: 10) == 0xFF0000)
        }
    }

    /// A view that records the rectangles it is asked to draw.
    final class RectRecorder: UIView {
        var rects: [CGRect] = []
        override func draw(_ rect: CGRect) {
            rects.append(rect)
            UIColor.green.setFill()
            UIRectFill(rect)
        }
    }

    /// As a layer's backing store is redrawn in whole device pixels, the rectangle `draw(_:)` gets covers what was
    /// invalidated, rounded out to the screen's pixels, and the pixels it covers are drawn.
    @Test(arguments: [1.0, 2.0]) func partialRedrawsAreRoundedOutToDevicePixels(scale: CGFloat) throws {
        let app = HeadlessApp(size: PixelSize(width: Int(80 * scale), height: Int(40 * scale)), scale: scale)
        app.window.backgroundColor = .white
        let view = RectRecorder(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        app.window.addSubview(view)
        try app.runUntilIdle()
        view.rects = []
        view.setNeedsDisplay(CGRect(x: 10.3, y: 5.2, width: 4.1, height: 3.3))
        try app.runUntilIdle()
        let expected = scale == 1
            ? CGRect(x: 10, y: 5, width: 5, height: 4) : CGRect(x: 10, y: 5, width: 4.5, height: 3.5)
        #expect(view.rects == [expected])
    }

    @Test func drawRunsOnlyForOverridersAndOnlyWhenInvalidated() throws {
        let app = HeadlessApp()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.backgroundColor = .blue
        let custom = CountingView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        app.window.addSubview(plain)
        app.window.addSubview(custom)
        try app.runUntilIdle()
        #expect(custom.draws == 1)
        #expect(plain.render.contentStore == nil)
        #expect(app.pixel(x: 5, y: 5) == 0x0000FF && app.pixel(x: 45, y: 5) == 0xFF0000)
        custom.center.x += 100  // moving recomposes, never redraws
        custom.alpha = 0.5
        custom.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        try app.runUntilIdle()
        #expect(custom.draws == 1)
        custom.bounds.size = CGSize(width: 40, height: 40)  // .scaleToFill stretches the cached content
        try app.runUntilIdle()
        #expect(custom.draws == 1)
        custom.contentMode = .redraw
        custom.bounds.size = CGSize(width: 30, height: 30)
        try app.runUntilIdle()
        #expect(custom.draws == 2)
        custom.setNeedsDisplay()
        custom.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
        try app.runUntilIdle()
        #expect(custom.draws == 3)
    }

    /// A view whose content mode places its cached content draws again at its new size once told to (as a layer
    /// redraws at its current bounds), not into the store of the old size.
    @Test func redrawAfterAResizeDrawsAtTheNewSize() throws {
        let app = HeadlessApp()
        app.window.backgroundColor = .black
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = .topLeft
        app.window.addSubview(view)
        try app.runUntilIdle()
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        try app.runUntilIdle()
        #expect(view.draws == 1 && app.pixel(x: 30, y: 30) == 0x000000)  // the 20×20 content, placed top-left
        view.setNeedsDisplay()
        try app.runUntilIdle()
        #expect(view.draws == 2 && view.render.contentStore?.viewSize == CGSize(width: 40, height: 40))
        #expect(app.pixel(x: 30, y: 30) == 0xFF0000)
    }

    /// Drawn straight into the display's buffers (each redrawing what it missed while the others were shown) or
    /// through a shadow buffer that is copied: every buffer shows the same frames.
    @Test(arguments: [false, true]) func changingOneViewRedrawsOnlyItsRectInEveryBuffer(prefersShadow: Bool) throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100), bufferCount: 3, prefersShadow: prefersShadow)
        let views = (0..<4).map { i in CountingView(frame: CGRect(x: i * 50 + 5, y: 10, width: 40, height: 40)) }
        views.forEach(app.window.addSubview)
        try app.runUntilIdle()
        let before = app.snapshot()
        views[2].fill = .green
        views[2].setNeedsDisplay()
        try app.runUntilIdle()
        #expect(views.map(\.draws) == [1, 1, 2, 1])
        #expect(app.display.lastUpdatedRegion.bounds.contains(PixelRect(x: 105, y: 10, width: 40, height: 40)))
        // Cycle through every buffer: each must show the change and nothing else may differ.
        for _ in 0..<3 {
            views[0].setNeedsDisplay()
            try app.runUntilIdle()
            #expect((app.screen.lastFrame === app.display.frontBuffer) == !prefersShadow)
            let now = app.snapshot()
            for y in 0..<100 {
                for x in 0..<200 {
                    let inChanged = x >= 105 && x < 145 && y >= 10 && y < 50
                    if inChanged {
                        #expect(now[x, y] & 0xFFFFFF == 0x00FF00)
                    } else if now[x, y] != before[x, y] {
                        Issue.record("pixel (\(x),\(y)) changed outside the damaged view")
                        return
                    }
                }
            }
        }
    }

    @Test func rotatedOutputIsTheUnrotatedOneTurned() throws {
        func build(_ app: HeadlessApp) -> (UILabel, UIView) {
            app.window.backgroundColor = UIColor(rgb: 0x203040)
            let box = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 60))
            box.backgroundColor = .orange
            box.layer.cornerRadius = 12
            box.layer.borderWidth = 2
            box.layer.borderColor = .white
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
            label.text = "Rotate"
            box.addSubview(label)
            app.window.addSubview(box)
            // A rounded background without a border: filled but for its corners, which must turn with the panel.
            let badge = UIView(frame: CGRect(x: 160, y: 40, width: 60, height: 90))
            badge.backgroundColor = .systemGreen
            badge.layer.cornerRadius = 14
            app.window.addSubview(badge)
            return (label, box)
        }
        let upright = HeadlessApp(size: PixelSize(width: 240, height: 160))
        _ = build(upright)
        try upright.runUntilIdle()
        let reference = upright.snapshot()
        for rotation in [DisplayRotation.degrees90, .degrees180, .degrees270] {
            let native = rotation.swapsAxes ? PixelSize(width: 160, height: 240) : PixelSize(width: 240, height: 160)
            let app = HeadlessApp(size: native, rotation: rotation)
            #expect(app.screen.bounds.size == CGSize(width: 240, height: 160))
            let (label, box) = build(app)
            try app.runUntilIdle()
            let turned = app.nativeSnapshot().rotated(quarterTurns: -rotation.quarterTurns)
            let diff = SnapshotComparison.difference(turned, reference, tolerance: 0)!
            #expect(diff.count == 0, "rotation \(rotation) differs in \(diff.count) pixels")
            // A touch at the panel's native position of logical (60, 50) lands on the same view.
            let p = CGPoint(x: 60, y: 50).applying(rotation.logicalToNative(native: native))
            var began: UIView?
            let probe = TouchProbe(frame: box.bounds)
            box.addSubview(probe)
            probe.onBegan = { began = $0 }
            try app.send(.touchDown(slot: 0, x: Double(p.x), y: Double(p.y), kind: .direct, time: app.loop.now))
            try app.send(.touchUp(slot: 0, time: app.loop.now))
            #expect(began === probe)
            #expect(probe.lastLocation == CGPoint(x: 40, y: 20))
            _ = label
        }
    }

    @Test func idleScreensRenderNothing() throws {
        let app = HeadlessApp()
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(v)
        try app.runUntilIdle()
        let frames = app.screen.renderedFrames
        app.advance(by: 5)
        #expect(app.screen.renderedFrames == frames)
        #expect(app.loop.isIdle && app.screen.isIdle)
        v.backgroundColor = .green
        try app.runUntilIdle()
        #expect(app.screen.renderedFrames == frames + 1)
    }

    @Test func memoryWarningsPurgeOnlyStoresOfViewsOffScreen() throws {
        let app = HeadlessApp()
        let visible = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let hidden = CountingView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        app.window.addSubview(visible)
        app.window.addSubview(hidden)
        try app.runUntilIdle()
        hidden.isHidden = true
        try app.runUntilIdle()
        let bytes = app.screen.backingStoreBytes
        UIApplication.shared.simulateMemoryWarning()
        #expect(app.screen.backingStoreBytes < bytes)
        #expect(visible.render.contentStore != nil && hidden.render.contentStore == nil)
        hidden.isHidden = false
        try app.runUntilIdle()
        #expect(hidden.draws == 2)  // rebuilt on demand
        #expect(app.pixel(x: 70, y: 10) == 0xFF0000)
    }

    /// Invalidating content alone damages only the content's pixels: a label's old and new glyphs (so fractional
    /// neighbours sharing its edge pixels are not recomposited), the invalidated part of a store redrawn in place;
    /// the screen ends up as a fresh render of the same views.
    @Test func contentChangesDamageOnlyTheContent() throws {
        func grid(_ app: HeadlessApp) -> [UILabel] {
            app.window.backgroundColor = UIColor(rgb: 0x102030)
            return (0..<12).map { i in
                let label = UILabel(frame: CGRect(x: CGFloat(i % 4) * 19.2, y: CGFloat(i / 4) * 10.8, width: 19.2, height: 10.8))
                label.font = .systemFont(ofSize: 8)
                label.textColor = .white
                label.textAlignment = .center
                label.text = "\(i)"
                app.window.addSubview(label)
                return label
            }
        }
        let app = HeadlessApp(size: PixelSize(width: 80, height: 40))
        let labels = grid(app)
        let boxed = CountingView(frame: CGRect(x: 0, y: 33, width: 40, height: 6))
        app.window.addSubview(boxed)
        try app.runUntilIdle()
        labels[5].text = "x"
        try app.runUntilIdle()
        let label = PixelRect(covering: labels[5].frame), damaged = app.screen.lastFrameStatistics.damagedPixels
        #expect(damaged > 0 && damaged < label.area / 2, "\(damaged) pixels damaged for a label of \(label.area)")
        let reference = HeadlessApp(size: PixelSize(width: 80, height: 40))
        grid(reference)[5].text = "x"
        reference.window.addSubview(CountingView(frame: boxed.frame))
        try reference.runUntilIdle()
        #expect(SnapshotComparison.difference(app.snapshot(), reference.snapshot(), tolerance: 0)?.count == 0)
        // Redrawn in place: only the invalidated part.
        boxed.fill = .green
        boxed.setNeedsDisplay(CGRect(x: 10, y: 0, width: 5, height: 6))
        try app.runUntilIdle()
        #expect(boxed.draws == 2)
        #expect(app.screen.lastFrameStatistics.damagedPixels == 5 * 6)
        #expect(app.pixel(x: 12, y: 35) == 0x00FF00 && app.pixel(x: 9, y: 35) == 0xFF0000 && app.pixel(x: 15, y: 35) == 0xFF0000)
    }

    @Test func fractionalFramesCompositePixelForPixel() throws {
        let app = HeadlessApp(size: PixelSize(width: 100, height: 40))
        app.window.backgroundColor = .black
        // 20.6 points wide at x = 10.4: a 21-pixel store, put on at pixel 10, never resampled.
        let view = CountingView(frame: CGRect(x: 10.4, y: 5.5, width: 20.6, height: 10))
        view.fill = UIColor(rgb: 0x3366CC)
        app.window.addSubview(view)
        try app.runUntilIdle()
        for x in 10..<30 { #expect(app.pixel(x: x, y: 10) == 0x3366CC, "x = \(x)") }
        #expect(app.pixel(x: 9, y: 10) == 0x000000)
        #expect(app.pixel(x: 31, y: 10) == 0x000000)
        for y in 5..<15 { #expect(app.pixel(x: 20, y: y) == 0x3366CC, "y = \(y)") }
        #expect(app.pixel(x: 20, y: 4) == 0x000000 && app.pixel(x: 20, y: 16) == 0x000000)
    }

    /// A label's store holds only where its text puts ink, as coverage alone when the text has one colour,
    /// yet the screen must be exactly what a full-colour store of its whole bounds gives: a subclass of `UILabel`
    /// (which may draw anywhere, so it keeps a whole-bounds colour store) drawn beside it is the reference, at both
    /// scales, for every alignment, wrapped and italic text, translucent and several-coloured text, fractional
    /// frames, and after the text changes.
    @Test func labelStoresHoldOnlyTheirTextAndLookTheSame() throws {
        final class WholeBoundsLabel: UILabel {}
        for scale: CGFloat in [1, 2] {
            func render(_ makeLabel: () -> UILabel) throws -> (HeadlessApp, [UILabel]) {
                let app = HeadlessApp(size: PixelSize(width: Int(400 * scale), height: Int(200 * scale)), scale: scale)
                app.window.backgroundColor = UIColor(rgb: 0x203040)
                var labels: [UILabel] = []
                for (i, alignment) in [NSTextAlignment.left, .center, .right, .natural].enumerated() {
                    let label = makeLabel()
                    label.frame = CGRect(x: 10.4, y: 5.5 + CGFloat(i) * 30, width: 180.6, height: 26)
                    label.text = "Åg fjord \(i)"
                    label.textAlignment = alignment
                    label.textColor = .white
                    labels.append(label)
                }
                let wrapped = makeLabel()
                wrapped.frame = CGRect(x: 200, y: 10, width: 120, height: 120)
                wrapped.numberOfLines = 0
                wrapped.text = "Wrapped text over several lines, centred"
                wrapped.textAlignment = .center
                let italic = makeLabel()
                italic.frame = CGRect(x: 200, y: 140, width: 190.3, height: 50)
                italic.font = UIFont.italicSystemFont(ofSize: 30)
                italic.text = "fjf Wy"
                let translucent = makeLabel()
                translucent.frame = CGRect(x: 10, y: 130, width: 180, height: 30)
                translucent.text = "Half see-through"
                translucent.textColor = UIColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 0.5)
                let coloured = makeLabel()
                coloured.frame = CGRect(x: 10, y: 165, width: 180, height: 30)
                let runs = NSMutableAttributedString(string: "Red and green")
                runs.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
                runs.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 8, length: 5))
                coloured.attributedText = runs
                labels += [wrapped, italic, translucent, coloured]
                labels.forEach { app.window.addSubview($0) }
                try app.runUntilIdle()
                return (app, labels)
            }
            let (app, labels) = try render { UILabel() }
            let (reference, wholeLabels) = try render { WholeBoundsLabel() }
            // Translucent text rounds once more through a mask (coverage times alpha, then the colour): one level.
            let translucentArea = PixelRect(covering: labels[6].frame.applying(CGAffineTransform(scaleX: scale, y: scale)))
            func expectSamePixels(_ what: String) throws {
                let found = try #require(SnapshotComparison.difference(app.snapshot(), reference.snapshot(), tolerance: 0))
                var outside = 0
                for y in 0..<found.diff.height {
                    for x in 0..<found.diff.width where found.diff[x, y] == 0xFFFF_0000 && !translucentArea.contains(x: x, y: y) {
                        outside += 1
                    }
                }
                #expect(outside == 0 && found.maximum <= 1, "\(what) at scale \(scale): \(found.count) pixels differ, by up to \(found.maximum)")
            }
            try expectSamePixels("first frame")
            for (label, whole) in zip(labels, wholeLabels) {
                let store = try #require(label.render.contentStore), full = try #require(whole.render.contentStore)
                #expect(store.byteCount < full.byteCount, "\(label.text ?? "")")
                // A mask covers the glyphs' ink, one point wider all round, rounded out to whole pixels.
                let ink = try #require(label.textLayout(width: label.bounds.width, lines: label.numberOfLines)).metrics.inkRect
                if store.buffer.format == .a8 {
                    #expect(store.buffer.width <= Int(ceil((ink.width + 2) * scale)) + 1, "\(label.text ?? "")")
                    #expect(store.buffer.height <= Int(ceil((ink.height + 2) * scale)) + 1, "\(label.text ?? "")")
                }
                #expect(store.buffer.format == (label === labels.last ? .argb8888 : .a8), "\(label.text ?? "")")
                #expect(full.buffer.format == .argb8888)
            }
            for list in [labels, wholeLabels] { list[1].text = "x" }
            try app.runUntilIdle()
            try reference.runUntilIdle()
            try expectSamePixels("after the text shrank")
        }
    }

    /// A rounded, opaque, borderless background is filled but for its corners (compositing only the corner squares
    /// from its picture): every pixel must still be its picture over what is behind, at scale 1 and 2, with the
    /// corners of a capsule, and where only some corners are rounded.
    @Test func aRoundedBackgroundLooksExactlyLikeItsPicture() throws {
        for scale in [1.0, 2.0] {
            let app = HeadlessApp(size: PixelSize(width: Int(400 * scale), height: Int(200 * scale)), scale: scale)
            app.window.backgroundColor = UIColor(rgb: 0x203040)
            let cards = [
                (CGRect(x: 13, y: 11, width: 90, height: 60), 12.0, CACornerMask.all),
                (CGRect(x: 120, y: 20, width: 70, height: 30), 15.0, .all),
                (CGRect(x: 20, y: 110.5, width: 80, height: 50), 20.0, [.layerMinXMinYCorner, .layerMaxXMaxYCorner]),
            ].map { frame, radius, corners in
                let card = UIView(frame: frame)
                card.backgroundColor = .orange
                card.layer.cornerRadius = radius
                card.layer.maskedCorners = corners
                app.window.addSubview(card)
                return card
            }
            try app.runUntilIdle()
            let frame = app.snapshot()
            for card in cards {
                let picture = try #require(card.render.decorationStore).buffer
                let origin = (x: Int((card.frame.minX * scale).rounded(.down)), y: Int((card.frame.minY * scale).rounded(.down)))
                var differing = 0
                for y in 0..<picture.height {
                    for x in 0..<picture.width where frame[origin.x + x, origin.y + y] & 0xFF_FFFF != over(picture[x, y], 0x203040) {
                        differing += 1
                    }
                }
                #expect(differing == 0, "\(card.frame) at scale \(scale): \(differing) pixels differ from the picture")
            }
        }
    }

    /// `pixel` (premultiplied 0xAARRGGBB) over the opaque colour `behind` (0xRRGGBB), as pixman blends.
    private func over(_ pixel: UInt32, _ behind: UInt32) -> UInt32 {
        let a = pixel >> 24
        return [16, 8, 0].reduce(0) { result, shift in
            let under = (behind >> shift) & 0xFF, top = (pixel >> shift) & 0xFF
            let t = under * (255 - a) + 0x80
            return result | (min(255, top + ((t + (t >> 8)) >> 8)) << shift)
        }
    }

    @Test func alikeDecorationsAreDrawnOnceAndShared() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 100))
        app.window.backgroundColor = .black
        func button(x: CGFloat, _ colour: UIColor) -> UIView {
            let v = UIView(frame: CGRect(x: x, y: 10, width: 40, height: 30))
            v.backgroundColor = colour
            v.layer.cornerRadius = 6
            v.layer.borderWidth = 1
            v.layer.borderColor = .white
            app.window.addSubview(v)
            return v
        }
        let a = button(x: 0, .red), b = button(x: 50, .red), c = button(x: 100, .red), d = button(x: 150, .blue)
        try app.runUntilIdle()
        let shared = try #require(a.render.decorationStore)
        #expect(b.render.decorationStore === shared && c.render.decorationStore === shared)
        #expect(d.render.decorationStore !== shared)
        #expect(app.screen.backingStoreBytes == 2 * 40 * 30 * 4, "each look counted once")
        #expect(app.pixel(x: 70, y: 25) == 0xFF0000 && app.pixel(x: 170, y: 25) == 0x0000FF)
        #expect(app.pixel(x: 50, y: 25) == 0xFFFFFF, "the border")
        // Toggling to a look another view has, and back, draws nothing new.
        b.backgroundColor = .blue
        try app.runUntilIdle()
        #expect(b.render.decorationStore === d.render.decorationStore)
        #expect(app.pixel(x: 70, y: 25) == 0x0000FF)
        b.backgroundColor = .red
        try app.runUntilIdle()
        #expect(b.render.decorationStore === shared)
        #expect(app.pixel(x: 70, y: 25) == 0xFF0000)
        // A different border is a different look.
        c.layer.borderColor = .green
        try app.runUntilIdle()
        #expect(c.render.decorationStore !== shared)
        #expect(app.pixel(x: 100, y: 25) == 0x00FF00)
    }

    @Test func layerDecorationsShowUp() throws {
        let app = HeadlessApp(size: PixelSize(width: 100, height: 100))
        app.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        v.backgroundColor = .white
        v.layer.cornerRadius = 20
        v.layer.borderWidth = 4
        v.layer.borderColor = .red
        v.clipsToBounds = true
        let child = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
        child.backgroundColor = .blue
        v.addSubview(child)
        app.window.addSubview(v)
        try app.runUntilIdle()
        #expect(app.pixel(x: 11, y: 11) == 0x000000)  // outside the rounded corner, and the child is clipped
        #expect(app.pixel(x: 40, y: 11) == 0xFF0000)  // border on the top edge
        #expect(app.pixel(x: 40, y: 13) == 0xFF0000 && app.pixel(x: 40, y: 14) == 0xFFFFFF)  // 4 px, inside the bounds
        #expect(app.pixel(x: 69, y: 40) == 0xFF0000 && app.pixel(x: 70, y: 40) == 0x000000)
        #expect(app.pixel(x: 40, y: 40) == 0xFFFFFF)
        #expect(app.pixel(x: 25, y: 25) == 0x0000FF)
        #expect(app.pixel(x: 5, y: 5) == 0x000000)
    }
}

@MainActor
final class TouchProbe: UIView {
    var onBegan: ((UIView) -> Void)?
    var lastLocation: CGPoint?
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onBegan?(self)
        lastLocation = touches.first?.location(in: self)
        log.append("began")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }

    @Test func maskedCornersRoundOnlyTheCornersTheyName() throws {
        let app = HeadlessApp(size: PixelSize(width: 200, height: 120))
        app.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        card.backgroundColor = UIColor(rgb: 0xFF0000)
        card.layer.cornerRadius = 20
        card.layer.maskedCorners = [.layerMaxXMaxYCorner]
        app.window.addSubview(card)
        try app.runUntilIdle()
        #expect(app.pixel(x: 20, y: 20) == 0xFF0000 && app.pixel(x: 119, y: 20) == 0xFF0000 && app.pixel(x: 20, y: 79) == 0xFF0000)
        #expect(app.pixel(x: 119, y: 79) == 0xFFFFFF, "the bottom-right corner is rounded")
        // The clip follows the same outline.
        card.layer.maskedCorners = [.layerMinXMinYCorner]
        card.layer.masksToBounds = true
        let child = UIView(frame: card.bounds)
        child.backgroundColor = UIColor(rgb: 0x0000FF)
        card.addSubview(child)
        try app.runUntilIdle()
        #expect(app.pixel(x: 20, y: 20) == 0xFFFFFF && app.pixel(x: 119, y: 79) == 0x0000FF)
    }
}
