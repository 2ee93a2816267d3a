import Foundation

/// The effect of a `UIVisualEffectView` nested in a blurred one, for its labels and symbols. UIKit blends their
/// colours with the blur beneath; FrameKit draws the content view's content as it is, over the blur of the view
/// around it (the vibrancy view itself draws no backdrop).
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// How strongly content stands out, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur this vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The style the effect was made with.
    public let style: Style

    /// Vibrancy for content over `blurEffect`, of `style`.
    public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
