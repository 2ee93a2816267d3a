import Foundation

/// Remembers, per view class, whether `draw(_:)` is overridden. Swift cannot ask that directly, so the first draw
/// of a class tells: if only the base implementation ran and nothing was drawn, the class has no content and its
/// views get no backing store (UIKit calls `draw(_:)` only for classes that override it).
@MainActor
enum ViewClassTraits {
    private static var drawing = HashMap<ObjectIdentifier, Bool>()

    /// nil while unknown.
    static func drawsContent(_ view: UIView) -> Bool? { drawing[ObjectIdentifier(type(of: view))] }

    /// Records the outcome of a class's first draw; returns whether the class draws.
    @discardableResult
    static func record(_ view: UIView, drewNothing: Bool) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        if let known = drawing[key] { return known }
        drawing[key] = !drewNothing
        return !drewNothing
    }
}
