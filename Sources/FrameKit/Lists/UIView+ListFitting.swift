import Foundation

extension UIView {
    /// Whether the view's subviews are placed by constraints (so a list can fit the view to them), not by frames.
    /// The size an accessory shows at: its frame's, or what it says fits when it has none yet.
    var accessorySize: CGSize { bounds.size == .zero ? sizeThatFits(.zero) : bounds.size }

    var laysOutSubviewsByConstraints: Bool {
        !constraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }
}
