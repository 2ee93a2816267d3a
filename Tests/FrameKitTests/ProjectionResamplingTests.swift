import Foundation
import Testing
@testable import FrameKitGraphics

/// `PixelBuffer.projected(by:into:)`, the resampling under every view turned in depth: bilinear, premultiplied,
/// clear outside the picture and behind the eye.
@Suite struct ProjectionResamplingTests {
    /// A `width` × `height` picture whose pixel (x, y) is opaque with red x × 16 and green y × 16.
    private func ramp(width: Int, height: Int) -> PixelBuffer {
        let picture = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { picture[x, y] = 0xFF00_0000 | UInt32(x * 16) << 16 | UInt32(y * 16) << 8 }
        }
        return picture
    }

    @Test func aMoveByWholePixelsCopiesThePixels() throws {
        let picture = ramp(width: 8, height: 6)
        let moved = try #require(picture.projected(
            by: ProjectiveTransform(CGAffineTransform(translationX: 10, y: 20)), into: PixelRect(x: 9, y: 19, width: 10, height: 8)))
        #expect(moved[0, 0] == 0 && moved[9, 7] == 0, "outside the picture is clear")
        for y in 0..<6 {
            for x in 0..<8 { #expect(moved[x + 1, y + 1] == picture[x, y], "(\(x), \(y))") }
        }
    }

    @Test func halfwayBetweenPixelsIsTheirMean() throws {
        let picture = ramp(width: 4, height: 4)
        // Twice as large: target centres fall a quarter of the way between source pixels.
        let doubled = try #require(picture.projected(
            by: ProjectiveTransform(CGAffineTransform(scaleX: 2, y: 2)), into: PixelRect(x: 0, y: 0, width: 8, height: 8)))
        // Target (3, 3) samples the source at (1.25, 1.25): red and green 16 + 0.25 × 16 = 20.
        #expect(doubled[3, 3] == 0xFF14_1400)
        // Target (0, 0) samples (-0.25, -0.25), a quarter of a pixel outside on each axis: covered 0.75 × 0.75.
        #expect(doubled[0, 0] >> 24 == 143, "an edge pixel is partly covered: \(String(doubled[0, 0], radix: 16))")
    }

    @Test func aPerspectiveViewKeepsAFlatColourAndClearsWhatIsBehindTheEye() throws {
        let picture = PixelBuffer(width: 300, height: 100, format: .xrgb8888)
        picture.fill(0x0033_66CC)
        // (x, y) → (x, y) / w with w = 1 - x / 200: the picture recedes to the right, and what lies at x ≥ 200 is
        // behind the eye.
        let map = ProjectiveTransform(m11: 1, m12: 0, m13: -1.0 / 200, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let near = try #require(picture.projected(by: map, into: PixelRect(x: 0, y: 0, width: 400, height: 200)))
        #expect(near[100, 50] == 0xFF33_66CC, "inside the picture: its colour, made opaque")
        #expect(near[100, 190] == 0, "below the picture (its bottom edge is at y ≈ 150 there)")
        // Target (-1000.5, -200.5) maps back to about (250, 50), inside the picture, but from behind the eye.
        let behind = try #require(picture.projected(by: map, into: PixelRect(x: -1001, y: -201, width: 2, height: 2)))
        #expect(behind[0, 0] == 0)
    }

    @Test func aStrongTurnMatchesADivisionAtEveryPixel() throws {
        // A 64 × 48 gradient turned 60° about its vertical axis with the eye 100 pixels away, four times larger: w runs
        // from 0.72 to 1.28 across it, far steeper than a card's turn on a kiosk.
        let picture = PixelBuffer(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 { picture[x, y] = 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 5) << 8 | 0x40 }
        }
        let angle = Double.pi / 3
        let turn = ProjectiveTransform(m11: cos(angle), m12: 0, m13: sin(angle) / 100, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let map = ProjectiveTransform(CGAffineTransform(translationX: -32, y: -24)).concatenating(turn)
            .concatenating(CGAffineTransform(scaleX: 4, y: 4)).concatenating(CGAffineTransform(translationX: 160, y: 120))
        let area = PixelRect(x: 0, y: 0, width: 320, height: 240)
        let turned = try #require(picture.projected(by: map, into: area))
        let inverse = try #require(map.inverted())
        // Inside, colours follow exactly; along the edges, where coverage goes from clear to opaque within a pixel, a
        // difference of 16 in 255 is the edge placed 1/16 of a pixel off.
        var worstInside = 0, worstEdge = 0
        for y in 0..<area.height {
            for x in 0..<area.width {
                let source = inverse.apply(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let expected = bilinear(picture, Double(source.x) - 0.5, Double(source.y) - 0.5)
                let difference = [0, 8, 16, 24].map { (shift: UInt32) in
                    abs(Int(turned[x, y] >> shift & 0xFF) - Int(expected >> shift & 0xFF))
                }.max()!
                if expected >> 24 == 0xFF { worstInside = max(worstInside, difference) } else { worstEdge = max(worstEdge, difference) }
            }
        }
        #expect(worstInside <= 2, "largest channel difference from exact resampling inside: \(worstInside)")
        #expect(worstEdge <= 16, "largest difference at the edges: \(worstEdge)")
    }

    /// The bilinear sample at (u, v), pixel centres at whole numbers, pixels outside clear.
    private func bilinear(_ picture: PixelBuffer, _ u: Double, _ v: Double) -> UInt32 {
        let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
        let fx = u - Double(x0), fy = v - Double(y0)
        func texel(_ x: Int, _ y: Int) -> UInt32 { (0..<picture.width).contains(x) && (0..<picture.height).contains(y) ? picture[x, y] : 0 }
        var result: UInt32 = 0
        for shift in [0, 8, 16, 24] as [UInt32] {
            func channel(_ x: Int, _ y: Int) -> Double { Double(texel(x, y) >> shift & 0xFF) }
            let top = channel(x0, y0) * (1 - fx) + channel(x0 + 1, y0) * fx
            let bottom = channel(x0, y0 + 1) * (1 - fx) + channel(x0 + 1, y0 + 1) * fx
            result |= UInt32((top * (1 - fy) + bottom * fy).rounded(.down)) << shift
        }
        return result
    }
}
