import Foundation

/// Line caps and joins by Core Animation's names.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How the corners of a stroked path are drawn.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a self-intersecting path are filled.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that fills and strokes a path (Core Animation's), in its bounds' coordinates; `strokeStart` and
/// `strokeEnd` draw part of the stroke (a progress ring).
@MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { changed() } }
    /// Black by default, as Core Animation's; nil fills nothing.
    open var fillColor: CGColor? = .black { didSet { changed() } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// nil (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { changed() } }
    open var lineWidth: CGFloat = 1 { didSet { changed() } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    open var lineDashPhase: CGFloat = 0 { didSet { changed() } }
    /// The part of the path stroked, as fractions of its length.
    open var strokeStart: CGFloat = 0 { didSet { changed() } }
    open var strokeEnd: CGFloat = 1 { didSet { changed() } }

    public override init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (other.path, other.fillColor, other.fillRule, other.strokeColor, other.lineWidth)
        (lineCap, lineJoin, lineDashPattern, lineDashPhase) = (other.lineCap, other.lineJoin, other.lineDashPattern, other.lineDashPhase)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

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
