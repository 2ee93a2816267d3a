import CCairo
import Foundation

/// Blending straight into a buffer with pixman, the arithmetic Cairo's own drawing ends in, for the compositor's
/// commonest operations on whole pixels within a clip it knows exactly: a translucent fill, a label's coverage in its
/// colour, a backing store (plain fills are `fill(_:in:within:)`). Cairo's path, pattern and clip work around them is most of a small operation's cost.
extension PixelBuffer {
    /// Blends a colour (components and alpha as Cairo is given them) over every pixel of `rects` within `area`: the
    /// pixels of Cairo's fill of those rectangles.
    package func blend(red: Double, green: Double, blue: Double, alpha: Double, in rects: [PixelRect], within area: PixelRect) {
        guard format != .a8 else { return }
        var color = Self.pixmanColor(red: red, green: green, blue: blue, alpha: alpha)
        let source = pixman_image_create_solid_fill(&color)
        defer { pixman_image_unref(source) }
        composite(source, mask: nil, at: (0, 0), in: rects, within: area)
    }

    /// Composites `source` with its top-left corner at pixel (x, y), within `rects`: an `a8` source as coverage of
    /// a colour (components and alpha as Cairo is given them), another over what is here — the pixels of Cairo's
    /// painting of it at that place, unscaled.
    package func composite(
        _ source: PixelBuffer, atX x: Int, y: Int, color: (red: Double, green: Double, blue: Double, alpha: Double),
        in rects: [PixelRect]
    ) {
        let place = PixelRect(x: x, y: y, width: source.width, height: source.height)
        guard format != .a8, rects.contains(where: { $0.intersects(place) }) else { return }
        source.flush()
        let image = pixman_image_create_bits(
            source.format.pixmanFormat, Int32(source.width), Int32(source.height),
            source.baseAddress.assumingMemoryBound(to: UInt32.self), Int32(source.stride))
        defer { pixman_image_unref(image) }
        guard source.format == .a8 else { return composite(image, mask: nil, at: (x, y), in: rects, within: place) }
        var tint = Self.pixmanColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        let solid = pixman_image_create_solid_fill(&tint)
        defer { pixman_image_unref(solid) }
        composite(solid, mask: image, at: (x, y), in: rects, within: place)
    }

    /// `source` OVER the pixels of `rects` within `area`, through `mask` if given; the image given a place (the mask
    /// if there is one, else the source) has its pixel (0, 0) at `origin`.
    private func composite(
        _ source: OpaquePointer?, mask: OpaquePointer?, at origin: (x: Int, y: Int), in rects: [PixelRect],
        within area: PixelRect
    ) {
        let limit = area.intersection(bounds)
        guard rects.contains(where: { $0.intersects(limit) }) else { return }
        flush()
        defer { markDirty() }
        let destination = pixman_image_create_bits(
            format.pixmanFormat, Int32(width), Int32(height), baseAddress.assumingMemoryBound(to: UInt32.self),
            Int32(stride))
        defer { pixman_image_unref(destination) }
        for rect in rects {
            let r = rect.intersection(limit)
            guard !r.isEmpty else { continue }
            let (px, py) = (Int32(r.x - origin.x), Int32(r.y - origin.y))
            pixman_image_composite32(
                PIXMAN_OP_OVER, source, mask, destination, mask == nil ? px : 0, mask == nil ? py : 0, px, py,
                Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        }
    }

    /// A colour as Cairo hands it to pixman: premultiplied, each component rounded to 16 bits.
    private static func pixmanColor(red: Double, green: Double, blue: Double, alpha: Double) -> pixman_color_t {
        func short(_ d: Double) -> UInt16 { UInt16(min(max(d, 0), 1) * 65535 + 0.5) }
        return pixman_color_t(red: short(red * alpha), green: short(green * alpha), blue: short(blue * alpha), alpha: short(alpha))
    }
}

extension PixelFormat {
    var pixmanFormat: pixman_format_code_t {
        switch self {
        case .xrgb8888: PIXMAN_x8r8g8b8
        case .argb8888: PIXMAN_a8r8g8b8
        case .a8: PIXMAN_a8
        }
    }
}
