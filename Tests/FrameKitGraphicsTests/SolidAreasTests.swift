import Foundation
import Testing

@testable import FrameKitGraphics

/// `SolidAreas` against a pixel-by-pixel model of the same fills and drawings: it may know less than the model, never
/// something else, and a background filled where it reports unknown parts ends up filled everywhere.
@Suite struct SolidAreasTests {
    /// The model: each pixel's known colour (an index into `palette`) or nil.
    struct Model {
        /// Wide enough for rectangles side by side, tall enough for several of the bands it keeps them in.
        static let width = 96, height = 200
        var pixels = [Int?](repeating: nil, count: width * height)
        mutating func set(_ rect: PixelRect, _ value: Int?) {
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { pixels[y * Self.width + x] = value } }
        }
        subscript(x: Int, y: Int) -> Int? { pixels[y * Self.width + x] }
    }

    /// A small deterministic generator, so a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func rect() -> PixelRect {
            let x = next(Model.width), y = next(Model.height)
            return PixelRect(x: x, y: y, width: 1 + next(Model.width - x), height: 1 + next(min(Model.height - y, 100)))
        }
    }

    let palette = [
        SolidAreas.Color(red: 1, green: 1, blue: 1), SolidAreas.Color(red: 0, green: 0, blue: 0),
        SolidAreas.Color(red: 0.5, green: 0.25, blue: 1),
    ]
    /// More colours than it keeps at once.
    let rainbow = (0..<24).map { SolidAreas.Color(red: Double($0) / 23, green: 0.5, blue: 0) }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func itNeverKnowsWhatIsNotThereAndWhatItLeavesUnfilledIsThere(seed: UInt64) {
        check(seed: seed, colors: seed <= 4 ? palette : rainbow)
    }

    private func check(seed: UInt64, colors: [SolidAreas.Color]) {
        var generator = Generator(state: seed)
        var areas = SolidAreas()
        var model = Model()
        for step in 0..<300 {
            let rect = generator.rect()
            let color = generator.next(colors.count)
            switch generator.next(3) {
            case 0:
                areas.forget(rect)
                model.set(rect, nil)
            case 1:
                areas.record(rect, color: colors[color])
                model.set(rect, color)
            default:
                // A background fill: only the unknown parts are filled; afterwards all of it holds the colour.
                let parts = areas.unknownParts(of: rect, color: colors[color]) ?? [rect]
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX where !parts.contains(where: { $0.contains(x: x, y: y) }) && model[x, y] != color {
                        Issue.record("step \(step): (\(x), \(y)) left unfilled but not known as the colour")
                        return
                    }
                }
                areas.record(rect, color: colors[color])
                model.set(rect, color)
            }
            #expect(areas.rects.count <= SolidAreas.maximumRects)
            guard step % 5 == 0 || step == 299 else { continue }
            let rects = areas.rects, known = areas.colors
            for (i, rect) in rects.enumerated() {
                if let other = rects[(i + 1)...].first(where: { $0.intersects(rect) }) {
                    Issue.record("step \(step): \(rect) overlaps \(other)")
                    return
                }
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX where model[x, y] != colors.firstIndex(of: known[i]) {
                        Issue.record("step \(step): (\(x), \(y)) known as \(known[i]), really \(String(describing: model[x, y]))")
                        return
                    }
                }
            }
        }
    }

    @Test func rowsOfOneColourStayOneRectangleAndAreKnownExactly() {
        var areas = SolidAreas()
        let white = palette[0]
        for row in 0..<10 { areas.record(PixelRect(x: 0, y: row * 20, width: 100, height: 20), color: white) }
        // One rectangle for each band of 64 rows it keeps them in.
        #expect(areas.rects.count == 4)
        #expect(areas.rects.reduce(0) { $0 + $1.area } == 100 * 200)
        // A label drawn in the third row: a later fill of that row fills only where the label was.
        areas.forget(PixelRect(x: 10, y: 45, width: 30, height: 10))
        #expect(areas.unknownParts(of: PixelRect(x: 0, y: 40, width: 100, height: 20), color: white)
            == [PixelRect(x: 10, y: 45, width: 30, height: 10)])
        #expect(areas.unknownParts(of: PixelRect(x: 0, y: 40, width: 100, height: 20), color: palette[1])
            == [PixelRect(x: 0, y: 40, width: 100, height: 20)])
    }

    /// The compositor sets known fills' pixels itself: they must be the pixels Cairo fills the colour with.
    @Test(arguments: [PixelFormat.xrgb8888, .argb8888])
    func theColourIsThePixelCairoFills(format: PixelFormat) {
        var generator = Generator(state: 42)
        let buffer = PixelBuffer(width: 4, height: 4, format: format)
        let context = CGContext(buffer: buffer)
        var colors: [UIColor] = [.white, .black, .systemBlue, .systemGray6, UIColor(white: 0.95, alpha: 1)]
        for _ in 0..<200 {
            colors.append(UIColor(
                red: CGFloat(generator.next(100_001)) / 100_000, green: CGFloat(generator.next(100_001)) / 100_000,
                blue: CGFloat(generator.next(100_001)) / 100_000, alpha: 1))
        }
        for color in colors {
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            let drawn = buffer[2, 2], expected = SolidAreas.Color(color).pixel
            #expect(drawn & 0xFF_FFFF == expected & 0xFF_FFFF, "\(color): Cairo filled \(String(drawn, radix: 16))")
            if format == .argb8888 { #expect(drawn == expected) }
        }
    }
}
