import Foundation
import Testing

@testable import FrameKitGraphics

/// `PixelBuffer.blend` stands in for Cairo's fill of a rectangle on whole pixels: it must give the same pixels.
@Suite struct PixelBlendTests {
    @Test(arguments: [PixelFormat.xrgb8888, .argb8888])
    func blendingIsCairosFill(format: PixelFormat) {
        var generator = SolidAreasTests.Generator(state: 7)
        func unit() -> Double { Double(generator.next(100_001)) / 100_000 }
        let cairo = PixelBuffer(width: 8, height: 2, format: format), direct = PixelBuffer(width: 8, height: 2, format: format)
        let context = CGContext(buffer: cairo)
        for _ in 0..<300 {
            // Under it, an opaque colour or (in a buffer with alpha) a translucent one, premultiplied.
            let a = format == .argb8888 ? UInt32(generator.next(256)) : 255
            let under = a << 24 | UInt32(generator.next(Int(a) + 1)) << 16 | UInt32(generator.next(Int(a) + 1)) << 8
                | UInt32(generator.next(Int(a) + 1))
            cairo.fill(under)
            direct.fill(under)
            let (red, green, blue, alpha) = (unit(), unit(), unit(), unit())
            context.setFillColor(UIColor(red: red, green: green, blue: blue, alpha: alpha))
            context.fill(CGRect(x: 1, y: 0, width: 6, height: 2))
            direct.blend(red: red, green: green, blue: blue, alpha: alpha, in: [PixelRect(x: 1, y: 0, width: 6, height: 2)], within: direct.bounds)
            for x in 0..<8 where cairo[x, 1] != direct[x, 1] {
                Issue.record("\(red), \(green), \(blue), \(alpha) over \(String(under, radix: 16)): Cairo \(String(cairo[x, 1], radix: 16)), blend \(String(direct[x, 1], radix: 16))")
                return
            }
        }
    }

    /// A backing store composited at a whole pixel within a known clip, without Cairo, gives Cairo's pixels: a
    /// label's coverage in its colour (at any opacity), a translucent store.
    @Test(arguments: [PixelFormat.a8, .argb8888])
    func compositingAStoreIsCairosPainting(storeFormat: PixelFormat) {
        var generator = SolidAreasTests.Generator(state: 11)
        func unit() -> Double { Double(generator.next(100_001)) / 100_000 }
        let store = PixelBuffer(width: 5, height: 3, format: storeFormat)
        let cairo = PixelBuffer(width: 9, height: 6, format: .xrgb8888), direct = PixelBuffer(width: 9, height: 6, format: .xrgb8888)
        let viaCairo = CGContext(buffer: cairo), viaPixman = CGContext(buffer: direct)
        for _ in 0..<200 {
            for y in 0..<3 {
                for x in 0..<5 {
                    let a = UInt32(generator.next(256))
                    store[x, y] = storeFormat == .a8 ? a << 24
                        : a << 24 | UInt32(generator.next(Int(a) + 1)) << 16 | UInt32(generator.next(Int(a) + 1)) << 8 | UInt32(generator.next(Int(a) + 1))
                }
            }
            let under = 0xFF00_0000 | UInt32(generator.next(1 << 24))
            cairo.fill(under)
            direct.fill(under)
            let tint = UIColor(red: unit(), green: unit(), blue: unit(), alpha: unit())
            let alpha = storeFormat == .a8 ? CGFloat(unit()) : 1
            for context in [viaCairo, viaPixman] { context.setAlpha(alpha) }
            viaCairo.drawPixelAligned(store, at: CGPoint(x: 2, y: 1), scale: 1, tint: tint)
            viaPixman.drawPixelAligned(store, at: CGPoint(x: 2, y: 1), scale: 1, tint: tint, clip: [PixelRect(x: 0, y: 0, width: 9, height: 6)])
            for y in 0..<6 {
                for x in 0..<9 where cairo[x, y] & 0xFF_FFFF != direct[x, y] & 0xFF_FFFF {
                    Issue.record("\(tint) at \(alpha): Cairo \(String(cairo[x, y], radix: 16)), pixman \(String(direct[x, y], radix: 16)) at (\(x), \(y))")
                    return
                }
            }
        }
    }
}
