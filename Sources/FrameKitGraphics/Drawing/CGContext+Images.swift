import CCairo
import Foundation

extension CGContext {
    /// Draws `image` scaled into `rect`: turned by its orientation, its shape in `tint` when it is a template (or in
    /// its own `withTintColor` colour), its caps kept and middle tiled or stretched when resizable, and an SVG drawn
    /// from the document at this size.
    public func draw(_ image: UIImage, in rect: CGRect, tint: UIColor? = nil) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let color = image.templateColor(viewTint: tint)
        if image.capInsets != .zero { return drawResizable(image, in: rect, color: color) }
        if let document = image.source.vector { return drawVector(document, in: rect, color: color) }
        guard let pixels = image.source.pixels() else { return }
        let unscaled = rect.width == CGFloat(pixels.width) && rect.height == CGFloat(pixels.height)
        if image.imageOrientation == .up && color == nil && unscaled { return draw(pixels, in: rect) }
        // Scaled or turned: edge pixels repeat outward (PAD) so the picture's border is not blended with the
        // transparency beyond it, as Core Animation draws images.
        let toPixels = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(CGAffineTransform(scaleX: 1 / rect.width, y: 1 / rect.height))
            .concatenating(image.imageOrientation.unitTransform)
            .concatenating(CGAffineTransform(scaleX: CGFloat(pixels.width), y: CGFloat(pixels.height)))
        paint(pixels, region: nil, mapping: toPixels, extend: CAIRO_EXTEND_PAD, in: rect, color: color)
    }

    /// Draws `pixels` scaled into `rect`, their edge pixels repeated outward as a scaled image's are (so a stretched
    /// picture's border is not blended with the transparency beyond it).
    package func drawImagePixels(_ pixels: PixelBuffer, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, pixels.width > 0, pixels.height > 0
        else { return }
        // Pixel for pixel onto whole device pixels (a web page's frame): a plain copy.
        let m = ctm, device = rect.applying(m)
        if alpha >= 1, m.b == 0, m.c == 0, m.a > 0, m.d > 0, device.width == CGFloat(pixels.width),
            device.height == CGFloat(pixels.height), device.minX == device.minX.rounded(), device.minY == device.minY.rounded(),
            abs(device.minX) < 16_777_216, abs(device.minY) < 16_777_216,
            copiesDirectly(pixels, x: Int(device.minX), y: Int(device.minY))
        {
            return
        }
        let toPixels = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(CGAffineTransform(scaleX: CGFloat(pixels.width) / rect.width, y: CGFloat(pixels.height) / rect.height))
        paint(pixels, region: nil, mapping: toPixels, extend: CAIRO_EXTEND_PAD, in: rect, color: nil)
    }

    /// Paints `buffer` (or its pixel `region`) through `mapping` (user space → the buffer's pixels) clipped to
    /// `rect`: its colours, or its alpha as a mask in `color`.
    private func paint(
        _ buffer: PixelBuffer, region: PixelRect?, mapping: CGAffineTransform, extend: cairo_extend_t, in rect: CGRect,
        color: UIColor?
    ) {
        buffer.flush()
        let pattern: OpaquePointer = buffer.withSurface { surface in
            guard let region else { return cairo_pattern_create_for_surface(surface)! }
            let part = cairo_surface_create_for_rectangle(
                surface, Double(region.x), Double(region.y), Double(region.width), Double(region.height))!
            defer { cairo_surface_destroy(part) }
            return cairo_pattern_create_for_surface(part)!
        }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t(
            xx: Double(mapping.a), yx: Double(mapping.b), xy: Double(mapping.c), yy: Double(mapping.d),
            x0: Double(mapping.tx), y0: Double(mapping.ty))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, interpolationQuality == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, extend)
        noteOperation()
        cairo_save(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cairo)
        paint(pattern, color: color)
        cairo_restore(cairo)
    }

    /// Paints `pattern` at the context's alpha: its colours, or its alpha as a mask in `color`.
    private func paint(_ pattern: OpaquePointer, color: UIColor?) {
        if let color {
            cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, Double(alpha))
        }
    }

    private func drawVector(_ document: SVGDocument, in rect: CGRect, color: UIColor?) {
        noteOperation()
        let grouped = color != nil || alpha < 1
        cairo_save(cairo)
        if grouped { cairo_push_group(cairo) }
        do throws(ImageDecodingError) {
            try document.render(into: cairo, in: rect)
        } catch {
            ImageSource.logger.error("\(error)")
        }
        if grouped {
            let group = cairo_pop_group(cairo)!
            defer { cairo_pattern_destroy(group) }
            paint(group, color: color)
        }
        cairo_restore(cairo)
    }

    /// Nine parts: corners at their size, edges and middle tiled or stretched to fill; caps wider than `rect`
    /// shrink in proportion. A turned or vector image is made upright first (resizable images are small).
    private func drawResizable(_ image: UIImage, in rect: CGRect, color: UIColor?) {
        guard let pixels = image.uprightPixels(), pixels.width > 0 else { return }
        let size = image.size
        let k = CGFloat(pixels.width) / size.width
        let insets = image.capInsets
        let source = Self.stops(0, insets.left, size.width - insets.right, size.width)
        let sourceY = Self.stops(0, insets.top, size.height - insets.bottom, size.height)
        let target = Self.stops(rect.minX, insets.left, rect.maxX - insets.right, rect.maxX, squeezing: rect.width)
        let targetY = Self.stops(rect.minY, insets.top, rect.maxY - insets.bottom, rect.maxY, squeezing: rect.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(x: source[column], y: sourceY[row], width: source[column + 1] - source[column], height: sourceY[row + 1] - sourceY[row])
                let to = CGRect(x: target[column], y: targetY[row], width: target[column + 1] - target[column], height: targetY[row + 1] - targetY[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                let region = PixelRect(covering: from.applying(CGAffineTransform(scaleX: k, y: k))).intersection(pixels.bounds)
                guard !region.isEmpty else { continue }
                let tiles = image.resizingMode == .tile && (row == 1 || column == 1)
                let mapping = CGAffineTransform(translationX: -to.minX, y: -to.minY).concatenating(
                    tiles ? CGAffineTransform(scaleX: k, y: k)
                        : CGAffineTransform(scaleX: CGFloat(region.width) / to.width, y: CGFloat(region.height) / to.height))
                paint(pixels, region: region, mapping: mapping, extend: tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD, in: to, color: color)
            }
        }
    }

    /// Four stops along one axis; when the caps (the first and last gaps) exceed `squeezing`, they share it.
    private static func stops(_ a: CGFloat, _ lead: CGFloat, _ trailStart: CGFloat, _ end: CGFloat, squeezing length: CGFloat? = nil) -> [CGFloat] {
        guard let length else { return [a, lead, trailStart, end] }
        let trail = end - trailStart
        let caps = lead + trail
        guard caps > length, caps > 0 else { return [a, a + lead, end - trail, end] }
        let f = length / caps
        return [a, a + lead * f, end - trail * f, end]
    }
}

extension UIImage.Orientation {
    /// Takes the displayed image's unit square to the stored pixels' unit square.
    var unitTransform: CGAffineTransform {
        switch self {
        case .up: .identity
        case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        case .left: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
        case .right: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
        case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
        }
    }
}
