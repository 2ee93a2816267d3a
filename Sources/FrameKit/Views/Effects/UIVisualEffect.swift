import Foundation

/// A visual effect a `UIVisualEffectView` applies to what is behind it: `UIBlurEffect` or `UIVibrancyEffect`.
@MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }

    /// The backdrop this effect draws in `traits`, if it draws one.
    func backdrop(in traits: UITraitCollection) -> Backdrop? { nil }
}

/// What a backdrop effect draws behind a view's content: what was drawn there before it, blurred `radius` points
/// (about a Gaussian of standard deviation `radius / 2`), then `tint` over that.
struct Backdrop: Equatable {
    var radius: CGFloat
    var tint: UIColor
}
