import CCairo
import Foundation

/// Colours at locations along a gradient (Core Graphics'): drawn axially, radially or, for `CAGradientLayer`,
/// around a centre.
public final class CGGradient: Sendable {
    /// Colour stops, locations in 0...1, in order.
    let stops: [(location: CGFloat, color: UIColor)]

    /// `locations` nil spreads the colours evenly; a count that differs from the colours' is ignored the same way.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let spread = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        let places = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        stops = zip(places, colors).map { (min(max($0, 0), 1), $1) }
    }

    /// The colour at `location`, interpolated between the stops around it.
    func color(at location: CGFloat) -> UIColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= location }!
        let (a, b) = (stops[upper - 1], stops[upper])
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return UIColor(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    func addStops(to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
    }
}

/// Core Graphics' colour space: FrameKit draws in sRGB, so it only stands in for the argument iOS code passes.
public final class CGColorSpace: Sendable {
    /// The device RGB colour space (sRGB here).
    public init() {}
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// What a gradient draws beyond its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Fills the clip with `gradient` along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        paintGradient(gradient, pattern, options)
    }

    /// Fills the clip with `gradient` between the circles (`startCenter`, `startRadius`) and (`endCenter`, `endRadius`).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x), Double(endCenter.y),
            Double(endRadius))!
        paintGradient(gradient, pattern, options)
    }

    /// Fills `rect` with `gradient` turning clockwise around `center` from `angle` (radians, 0 pointing right), as
    /// `CAGradientLayer`'s conic type: a mesh of thin wedges, each shading between the colours at its two edges.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat, in rect: CGRect) {
        let radius = [rect.minX, rect.maxX].flatMap { x in [rect.minY, rect.maxY].map { hypot(x - center.x, $0 - center.y) } }.max()! + 1
        let wedges = 180
        let pattern = cairo_pattern_create_mesh()!
        for i in 0..<wedges {
            let (f0, f1) = (CGFloat(i) / CGFloat(wedges), CGFloat(i + 1) / CGFloat(wedges))
            let (a0, a1) = (angle + f0 * 2 * .pi, angle + f1 * 2 * .pi)
            let (c0, c1) = (gradient.color(at: f0), gradient.color(at: f1))
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(pattern, Double(center.x + radius * cos(a0)), Double(center.y + radius * sin(a0)))
            cairo_mesh_pattern_line_to(pattern, Double(center.x + radius * cos(a1)), Double(center.y + radius * sin(a1)))
            cairo_mesh_pattern_line_to(pattern, Double(center.x), Double(center.y))
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        saveGState()
        clip(to: rect)
        paint(pattern)
        restoreGState()
    }

    private func paintGradient(_ gradient: CGGradient, _ pattern: OpaquePointer, _ options: CGGradientDrawingOptions) {
        gradient.addStops(to: pattern)
        // Core Graphics draws nothing beyond the ends unless asked; extending both ways is the common case (and the
        // layer's), one way is approximated by extending both.
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paint(pattern)
    }

    /// Paints `pattern` through the clip at the context's alpha, and releases it.
    private func paint(_ pattern: OpaquePointer) {
        noteOperation()
        cairo_set_source(cairo, pattern)
        if alpha < 1 { cairo_paint_with_alpha(cairo, Double(alpha)) } else { cairo_paint(cairo) }
        cairo_pattern_destroy(pattern)
    }
}
