import Foundation

/// How a gradient layer's colours run.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to the ellipse `endPoint` spans.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Clockwise around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient (Core Animation's): `colors` at `locations`, between `startPoint` and `endPoint`
/// in unit coordinates of the bounds.
@MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`UIColor.red.cgColor`, …), as iOS code sets them.
    open var colors: [Any]? { didSet { changed("colors", from: oldValue) } }
    /// Where each colour sits, 0...1; nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { changed("locations", from: oldValue) } }
    /// Where the gradient starts, in unit coordinates of the bounds (the centre for radial and conic).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { changed("startPoint", from: oldValue) } }
    /// Where it ends (radial: the radius reaches it; conic: the angle starts towards it).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { changed("endPoint", from: oldValue) } }
    /// Axial, radial or conic.
    open var type: CAGradientLayerType = .axial { didSet { changed() } }

    public override init() { super.init() }

    /// A copy of `layer`'s properties (its presentation copy).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    override class var animatableKeys: Set<String> { super.animatableKeys.union(["colors", "locations", "startPoint", "endPoint"]) }

    open override func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "colors": colors
        case "locations": locations
        case "startPoint": startPoint
        case "endPoint": endPoint
        default: super.value(forKeyPath: keyPath)
        }
    }

    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("colors", _): colors = value as? [Any]
        case ("locations", let list as [Any]): locations = list.compactMap { LayerValue.number($0).map { NSNumber(value: $0) } }
        case ("startPoint", let p as CGPoint): startPoint = p
        case ("endPoint", let p as CGPoint): endPoint = p
        default: super.setValue(value, forKeyPath: keyPath)
        }
    }

    open override func draw(in ctx: CGContext) {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty,
            let gradient = CGGradient(
                colorsSpace: nil, colors: cgColors, locations: locations?.map { CGFloat($0.doubleValue) })
        else { return }
        let rect = bounds
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height) }
        let (start, end) = (point(startPoint), point(endPoint))
        ctx.saveGState()
        ctx.clip(to: rect)
        switch type {
        case .radial:
            // The end point gives the radii along each axis: an ellipse, drawn as a circle scaled.
            let (rx, ry) = (abs(end.x - start.x), abs(end.y - start.y))
            let radius = max(rx, ry, 0.0001)
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: max(rx, 0.0001) / radius, y: max(ry, 0.0001) / radius)
            ctx.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .conic:
            ctx.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x), in: rect)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        ctx.restoreGState()
    }
}
