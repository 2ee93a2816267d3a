import Foundation

/// Feedback for a physical impact: a view snapping into place, a collision.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .medium) }

    /// An impact at full intensity.
    open func impactOccurred() { occurred() }

    /// An impact at `intensity`, 0…1.
    open func impactOccurred(intensity: CGFloat) { occurred() }
}
