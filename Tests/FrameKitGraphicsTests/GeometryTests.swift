import Foundation
import Testing
@testable import FrameKitGraphics

@Suite struct GeometryTests {
    @Test func transformInitialisersAndConcatenationOrder() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))  // translate first, then scale
        let s = CGAffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 22, y: 2))  // translatedBy applies before self
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(r) == CGPoint(x: 0, y: 1))  // exact, clockwise on a y-down screen
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!r.isIdentity)
        #expect(CGAffineTransform.identity.rotated(by: .pi / 2) == r)
    }

    @Test func inversionRoundTripsAndSingularStaysPut() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3.5, y: -2).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3.5) < 1e-9 && abs(p.y + 2) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func applyingToSizesAndRects() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGSize(width: 10, height: 4).applying(r) == CGSize(width: -4, height: 10))
        let box = CGRect(x: 0, y: 0, width: 10, height: 4).applying(r)
        #expect(box == CGRect(x: -4, y: 0, width: 4, height: 10))
        let rot45 = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(rot45.width - 2 * 2.0.squareRoot()) < 1e-9)
    }

    @Test func edgeInsetsShrinkRects() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func colorsClampAndConvert() {
        let c = UIColor(red: 2, green: -1, blue: 0.5, alpha: 1)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0.5)
        #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
        #expect(UIColor(rgb: 0x1A2B3C).premultipliedARGB == 0xFF1A_2B3C)
        #expect(UIColor(white: 1, alpha: 0.5).premultipliedARGB == 0x8080_8080)
        #expect(UIColor.black.interpolated(to: .white, fraction: 0.5) == UIColor(white: 0.5, alpha: 1))
    }

    @Test func bezierPathContainsAndBounds() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)))
        #expect(!oval.contains(CGPoint(x: 2, y: 2)))  // the corner is outside the ellipse
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 10)
        #expect(!rounded.contains(CGPoint(x: 11, y: 11)))
        #expect(rounded.contains(CGPoint(x: 30, y: 11)))
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 15, y: 15)))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
    }
}

@Suite struct PixelTests {
    @Test func pngRoundTripKeepsPixels() throws {
        let buffer = PixelBuffer(width: 3, height: 2, format: .argb8888)
        buffer[0, 0] = 0xFFFF_0000
        buffer[2, 1] = 0x8000_0080  // half-transparent blue, premultiplied
        let decoded = try PixelBuffer.decodePNG(try buffer.pngData())
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded[0, 0] == 0xFFFF_0000)
        #expect(decoded[2, 1] == 0x8000_0080)
        #expect(decoded[1, 0] == 0)
    }

    @Test func badPNGDataIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PixelBuffer.decodePNG(Data("not a png".utf8)) }
        var truncated = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        truncated.append(contentsOf: [0, 0, 0, 13])
        #expect(throws: PNGError.self) { try PixelBuffer.decodePNG(truncated) }
        #expect(throws: PNGError.self) { try PixelBuffer.readPNG(from: URL(fileURLWithPath: "/nonexistent/x.png")) }
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }

    @Test func wrapsForeignMemoryWithStride() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 64 * 4)
        let buffer = PixelBuffer(wrapping: memory, width: 10, height: 4, stride: 64, format: .xrgb8888)
        buffer.fill(0xFF12_3456, in: PixelRect(x: 2, y: 1, width: 3, height: 2))
        #expect(memory.load(fromByteOffset: 64 + 8, as: UInt32.self) == 0xFF12_3456)
        #expect(memory.load(fromByteOffset: 64 + 4, as: UInt32.self) == 0)
        #expect(buffer[4, 2] == 0xFF12_3456)
    }

    /// A frame-sized buffer is pages of its own, never malloc's: page-aligned, and nothing resident until drawn into
    /// (malloc, once a big free has raised its mmap threshold, hands out heap memory that calloc clears page by page).
    @Test func largeBuffersArePagesOfTheirOwnUntouchedUntilDrawn() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        func resident(_ buffer: PixelBuffer, page index: Int) -> Bool {
            var flag: UInt8 = 0
            return mincore(buffer.baseAddress + index * page, page, &flag) == 0 && flag & 1 == 1
        }
        _ = PixelBuffer(width: 2048, height: 1024)  // freed at once: under malloc this raised its threshold
        let frame = PixelBuffer(width: 1920, height: 1080)
        #expect(Int(bitPattern: frame.baseAddress) % page == 0)
        let row = 500, drawn = 500 * frame.stride / page
        #expect(!resident(frame, page: 100) && !resident(frame, page: drawn))
        frame[0, row] = 0xFF00_FF00
        #expect(!resident(frame, page: 100) && resident(frame, page: drawn))
        #expect(frame[0, 0] == 0 && frame[0, row] == 0xFF00_FF00)
        // Small buffers stay malloc's: one may fall on a page boundary by chance, eight will not all.
        let labels = (0..<8).map { _ in PixelBuffer(width: 60, height: 15, format: .a8) }
        #expect(labels.contains { Int(bitPattern: $0.baseAddress) % page != 0 })
    }

    @Test func rotationTurnsClockwise() {
        let b = PixelBuffer(width: 2, height: 1)
        b[0, 0] = 1
        b[1, 0] = 2
        let r = b.rotated(quarterTurns: 1)
        #expect(r.width == 1 && r.height == 2)
        #expect(r[0, 0] == 1 && r[0, 1] == 2)
        #expect(b.rotated(quarterTurns: 4)[1, 0] == 2)
    }

    /// An alpha-only buffer keeps a byte per pixel, reads as 0xAA000000, and draws as its coverage of a colour.
    @Test func masksKeepCoverageAndDrawInTheirTint() {
        let mask = PixelBuffer(width: 5, height: 2, format: .a8)
        #expect(mask.stride == 8 && mask.byteCount == 16)
        mask.fill(0x8000_0000, in: PixelRect(x: 1, y: 0, width: 2, height: 2))
        mask[4, 1] = 0xFF12_3456
        #expect(mask.baseAddress.load(fromByteOffset: 1, as: UInt8.self) == 0x80)
        #expect(mask[2, 1] == 0x8000_0000 && mask[0, 0] == 0 && mask[4, 1] == 0xFF00_0000)
        #expect(mask.rotated(quarterTurns: 1)[0, 4] == 0xFF00_0000)
        #expect(mask.copy()[1, 1] == 0x8000_0000)
        let colour = PixelBuffer(width: 5, height: 2, format: .argb8888)
        colour[3, 1] = 0x4010_2030
        mask.copyAlpha(from: colour)
        #expect(mask[3, 1] == 0x4000_0000 && mask[1, 0] == 0, "coverage is the colour buffer's alpha, everywhere")
        mask.fill(0x8000_0000, in: PixelRect(x: 1, y: 0, width: 2, height: 2))
        mask[4, 1] = 0xFF00_0000

        let target = PixelBuffer(width: 5, height: 2, format: .xrgb8888)
        target.fill(0xFF00_0000)
        let context = CGContext(buffer: target)
        context.draw(mask, in: CGRect(x: 0, y: 0, width: 5, height: 2), tint: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(target[4, 1] & 0xFF_FFFF == 0xFF_0000, "full coverage: the tint")
        #expect(target[1, 0] & 0xFF_FFFF == 0x80_0000, "half coverage over black: half the tint")
        #expect(target[0, 0] & 0xFF_FFFF == 0, "no coverage: untouched")
    }

    @Test func regionMergesOverlapsAndStaysSmall() {
        var region = Region(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.formUnion(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
        region.formUnion(PixelRect(x: 100, y: 100, width: 5, height: 5))
        #expect(region.rects.count == 2)
        #expect(region.contains(x: 101, y: 101) && !region.contains(x: 50, y: 50))
        for i in 0..<100 { region.formUnion(PixelRect(x: i * 20, y: 300, width: 4, height: 4)) }
        #expect(region.rects.count <= Region.maximumRects)
        for i in 0..<100 { #expect(region.contains(x: i * 20 + 1, y: 301)) }
        let clipped = region.intersection(PixelRect(x: 0, y: 0, width: 12, height: 12))
        #expect(clipped.rects == [PixelRect(x: 0, y: 0, width: 12, height: 12)])
        #expect(clipped.translatedBy(dx: 5, dy: -2).bounds == PixelRect(x: 5, y: -2, width: 12, height: 12))
        #expect(Region().isEmpty)
    }

    @Test func regionLessARectangleKeepsEverythingAroundIt() {
        let square = Region(PixelRect(x: 0, y: 0, width: 10, height: 10))
        let holed = square.subtracting(PixelRect(x: 3, y: 4, width: 4, height: 4))
        #expect(holed.area == 84 && !holed.contains(x: 3, y: 4) && !holed.contains(x: 6, y: 7))
        #expect(holed.contains(x: 2, y: 5) && holed.contains(x: 7, y: 5) && holed.contains(x: 5, y: 3) && holed.contains(x: 5, y: 8))
        #expect(square.subtracting(PixelRect(x: 0, y: 5, width: 20, height: 20)).rects == [PixelRect(x: 0, y: 0, width: 10, height: 5)])
        #expect(square.subtracting(PixelRect(x: 20, y: 20, width: 5, height: 5)) == square)
        #expect(square.subtracting(PixelRect(x: -1, y: -1, width: 12, height: 12)).isEmpty)
    }
}

@Suite struct TextTests {
    @Test func fontMetricsAndLookup() throws {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.pointSize == 20)
        #expect(font.ascender > 10 && font.ascender < 25)
        #expect(font.descender < 0)
        #expect(font.lineHeight >= font.ascender - font.descender - 0.01)
        #expect(UIFont(name: "DejaVu Sans", size: 12) != nil)
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.weight == .bold)
        #expect(UIFont(name: "No Such Font Family 42", size: 12) == nil)
    }

    /// Fonts are measured on first use, possibly from several threads at once (fontconfig may still be loading on
    /// Pango's thread): every thread must get the same metrics, and equal fonts the same as each other.
    @Test func fontsMeasuredLazilyAgreeAcrossThreads() async {
        let font = UIFont.systemFont(ofSize: 31)
        let seen = await withTaskGroup(of: [CGFloat].self) { group in
            for _ in 0..<8 { group.addTask { [font.lineHeight, font.ascender, font.descender, font.capHeight] } }
            return await group.reduce(into: Set<[CGFloat]>()) { $0.insert($1) }
        }
        #expect(seen.count == 1)
        let again = UIFont.systemFont(ofSize: 31)
        #expect(seen.first == [again.lineHeight, again.ascender, again.descender, again.capHeight])
        #expect(font.capHeight > 15 && font.capHeight < font.ascender)
    }

    @Test func measurementFollowsTextAndAttributes() {
        let font = UIFont.systemFont(ofSize: 14)
        let short = "Button".size(withAttributes: [.font: font])
        let long = "Button 199".size(withAttributes: [.font: font])
        #expect(long.width > short.width)
        #expect(abs(short.height - font.lineHeight) < 1.5)
        let kerned = "Button".size(withAttributes: [.font: font, .kern: 4.0])
        #expect(kerned.width >= short.width + 19)  // 4 points between each pair of the 6 letters
        let bigger = "Button".size(withAttributes: [.font: UIFont.systemFont(ofSize: 28)])
        #expect(bigger.width > short.width * 1.8)
    }

    @Test func boundingRectWrapsAtTheGivenWidth() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let oneLine = text.boundingRect(with: CGSize(width: 10000, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > oneLine.height * 3)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let withSpacing = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attrs.merging([.paragraphStyle: spaced]) { $1 }, context: nil)
        #expect(withSpacing.height > wrapped.height + 20)
        let baseline = text.boundingRect(with: CGSize(width: 120, height: 1000), options: [], attributes: attrs, context: nil)
        #expect(baseline.minY < 0)  // without usesLineFragmentOrigin the origin is the baseline
    }

    @Test func layoutsAreCachedAcrossDraws() {
        let buffer = PixelBuffer(width: 200, height: 40)
        let context = CGContext(buffer: buffer)
        let text = "cached \(UUID().uuidString)"
        let runs = TextRuns(text, font: .systemFont(ofSize: 12), color: .black)
        #expect(TextLayout.cached(runs, width: nil, maximumLines: 0) === TextLayout.cached(runs, width: nil, maximumLines: 0))
        #expect(TextLayout.cached(runs, width: 50, maximumLines: 0) !== TextLayout.cached(runs, width: nil, maximumLines: 0))
        UIGraphicsWithContext(context) {
            text.draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        var dark = 0
        for y in 0..<40 { for x in 0..<200 where buffer[x, y] >> 24 > 128 { dark += 1 } }
        #expect(dark > 20)  // glyphs were drawn
    }

    /// A layout drops its shaped lines after it is measured and after its first draw, and keeps them from its second
    /// draw on; every draw must put the same pixels down whichever of those it follows.
    @Test func redrawingALayoutWhoseShapingWasDroppedDrawsTheSamePixels() {
        let text = NSMutableAttributedString(
            string: "Wrapped, kerned \(UUID().uuidString) ",
            attributes: [.font: UIFont.systemFont(ofSize: 13), .kern: 1.5, .underlineStyle: NSUnderlineStyle.single.rawValue])
        text.append(NSAttributedString(string: "struck", attributes: [.foregroundColor: UIColor.red, .strikethroughStyle: 1]))
        let layout = TextLayout.cached(TextRuns(text, defaultFont: .systemFont(ofSize: 13), defaultColor: .black), width: 150, maximumLines: 0)
        #expect(layout.metrics.lineCount > 1)
        let draws = (0..<3).map { _ in
            let buffer = PixelBuffer(width: 160, height: 120)
            layout.draw(in: CGContext(buffer: buffer), at: CGPoint(x: 3, y: 2))
            return (0..<120).flatMap { y in (0..<160).map { x in buffer[x, y] } }
        }
        #expect(draws[0].filter { $0 >> 24 > 128 }.count > 100)
        #expect(draws[1] == draws[0])
        #expect(draws[2] == draws[0])
    }

    @Test func attributedRunsKeepTheirColours() {
        let buffer = PixelBuffer(width: 120, height: 30)
        let text = NSMutableAttributedString(string: "RED", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: "BLUE", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 20)]))
        UIGraphicsWithContext(CGContext(buffer: buffer)) { text.draw(at: .zero) }
        var red = 0, blue = 0
        for y in 0..<30 {
            for x in 0..<120 {
                let p = buffer[x, y]
                if p >> 24 == 0xFF && (p >> 16) & 0xFF == 0xFF && p & 0xFF == 0 { red += 1 }
                if p >> 24 == 0xFF && p & 0xFF == 0xFF && (p >> 16) & 0xFF == 0 { blue += 1 }
            }
        }
        #expect(red > 10 && blue > 10)
    }
}
