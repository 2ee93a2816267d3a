import Foundation

/// Line caps and joins by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the cap.
    public let rawValue: String
    /// A cap from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The line stops square at its end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The line ends in a half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The line ends square, half the width past its end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How the corners of a stroked path are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the join.
    public let rawValue: String
    /// A join from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Segments meet in a sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Segments meet in a rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Segments meet in a cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a self-intersecting path are filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the rule.
    public let rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that fills and strokes a path (Core Animation's), in its bounds' coordinates; `strokeStart` and
/// `strokeEnd` draw part of the stroke (a progress ring).
@MainActor
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; nil draws nothing.
    open var path: CGPath? { didSet { changed() } }
    /// Black by default, as Core Animation's; nil fills nothing.
    open var fillColor: CGColor? = .black { didSet { changed("fillColor", from: oldValue) } }
    /// Which parts of the path are inside for the fill.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// nil (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { changed("strokeColor", from: oldValue) } }
    /// The stroke's width in points.
    open var lineWidth: CGFloat = 1 { didSet { changed("lineWidth", from: oldValue) } }
    /// How open ends of the stroke look.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// How the stroke's corners look.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// Lengths of dashes and gaps in turn, in points; nil strokes solid.
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { changed("lineDashPhase", from: oldValue) } }
    /// The part of the path stroked, as fractions of its length.
    open var strokeStart: CGFloat = 0 { didSet { changed("strokeStart", from: oldValue) } }
    /// Where along the path (0…1 of its length) the stroke ends; animating it draws the line on.
    open var strokeEnd: CGFloat = 1 { didSet { changed("strokeEnd", from: oldValue) } }

    public override init() { super.init() }

    /// A copy of `layer` (Core Animation's presentation copies).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (other.path, other.fillColor, other.fillRule, other.strokeColor, other.lineWidth)
        (lineCap, lineJoin, lineDashPattern, lineDashPhase) = (other.lineCap, other.lineJoin, other.lineDashPattern, other.lineDashPhase)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

    override class var animatableKeys: Set<String> { super.animatableKeys.union(["strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "fillColor", "strokeColor"]) }

    open override func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        case "lineDashPhase": lineDashPhase
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        default: super.value(forKeyPath: keyPath)
        }
    }

    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let number = LayerValue.number(value).map { CGFloat($0) }
        switch keyPath {
        case "strokeStart" where number != nil: strokeStart = number!
        case "strokeEnd" where number != nil: strokeEnd = number!
        case "lineWidth" where number != nil: lineWidth = number!
        case "lineDashPhase" where number != nil: lineDashPhase = number!
        case "fillColor": fillColor = value as? UIColor
        case "strokeColor": strokeColor = value as? UIColor
        default: super.setValue(value, forKeyPath: keyPath)
        }
    }

    open override func draw(in ctx: CGContext) {
        guard let path else { return }
        if let fill = fillColor, fill.alpha > 0 {
            ctx.setFillColor(fill)
            ctx.beginPath()
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, strokeEnd > strokeStart else { return }
        let stroked = strokeStart <= 0 && strokeEnd >= 1 ? path : path.trimmed(from: strokeStart, to: strokeEnd)
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.beginPath()
        ctx.addPath(stroked)
        ctx.strokePath()
        ctx.restoreGState()
    }
}
