import Foundation

/// The visual properties Core Animation keeps on a view's layer. Each view has exactly one; geometry and opacity
/// are the view's own (`frame`, `bounds`, `position`, `opacity` forward to it).
@MainActor
public final class CALayer {
    public private(set) unowned var delegateView: UIView

    init(view: UIView) { delegateView = view }

    private func changed() { delegateView.setNeedsComposite(decorationChanged: true) }

    /// Radius of the rounded corners of the background and border; subviews are clipped to it when
    /// `masksToBounds` is set.
    public var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { changed() } } }
    /// Which corners `cornerRadius` rounds (all by default); the others stay square.
    public var maskedCorners: CACornerMask = .all { didSet { if maskedCorners != oldValue { changed() } } }
    /// A border drawn inside the bounds, above the content.
    public var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { changed() } } }
    public var borderColor: CGColor? = .black { didSet { if borderColor != oldValue { changed() } } }
    public var masksToBounds = false {
        didSet { if masksToBounds != oldValue { delegateView.setNeedsComposite(subtree: true) } }
    }
    public var shadowColor: CGColor? = .black { didSet { if shadowColor != oldValue { changed() } } }
    public var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { changed() } } }
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { changed() } } }
    public var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { changed() } } }

    public var backgroundColor: CGColor? {
        get { delegateView.backgroundColor }
        set { delegateView.backgroundColor = newValue }
    }
    public var opacity: Float {
        get { Float(delegateView.alpha) }
        set { delegateView.alpha = CGFloat(newValue) }
    }
    public var isHidden: Bool {
        get { delegateView.isHidden }
        set { delegateView.isHidden = newValue }
    }
    public var frame: CGRect {
        get { delegateView.frame }
        set { delegateView.frame = newValue }
    }
    public var bounds: CGRect {
        get { delegateView.bounds }
        set { delegateView.bounds = newValue }
    }
    public var position: CGPoint {
        get { delegateView.center }
        set { delegateView.center = newValue }
    }

    /// Marks the content for redrawing, as `UIView.setNeedsDisplay()`.
    public func setNeedsDisplay() { delegateView.setNeedsDisplay() }

    /// The layer's outline in `rect`: `radius` (the corner radius unless given) at the masked corners.
    func outline(_ rect: CGRect, radius: CGFloat? = nil) -> UIBezierPath {
        let r = radius ?? cornerRadius
        return UIBezierPath(roundedRect: rect, byRoundingCorners: maskedCorners.rectCorners, cornerRadii: CGSize(width: r, height: r))
    }

    /// True when the background and border are anything but a plain rectangle fill, so the compositor caches them.
    var hasDecoration: Bool { cornerRadius > 0 || (borderWidth > 0 && (borderColor?.alpha ?? 0) > 0) }
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }
}

/// The corners of a layer `maskedCorners` rounds, with Core Animation's raw values; a view's layer has its minimum
/// y at the top, so `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The same corners as a `UIRectCorner` (their raw values agree).
    var rectCorners: UIRectCorner { UIRectCorner(rawValue: rawValue) }
}
