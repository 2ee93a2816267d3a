import Foundation

extension UIView {
    /// Whether the view's subviews are placed by constraints (so a list can fit the view to them), not by frames.
    var laysOutSubviewsByConstraints: Bool {
        !constraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }
}
