import Foundation

/// Remembers, per view class, whether `draw(_:)` is overridden. Swift cannot ask that directly, so the first draw
/// of a class tells: if only the base implementation ran and nothing was drawn, the class has no content and its
/// views get no backing store (UIKit calls `draw(_:)` only for classes that override it).
@MainActor
enum ViewClassTraits {
    private static var drawing = HashMap<ObjectIdentifier, Bool>()

    /// nil while unknown.
    static func drawsContent(_ view: UIView) -> Bool? {
        if let known = view.render.classDrawsContent { return known }
        let known = drawing[ObjectIdentifier(type(of: view))]
        view.render.classDrawsContent = known
        return known
    }

    /// Records the outcome of a class's first draw; returns whether the class draws.
    @discardableResult
    static func record(_ view: UIView, drewNothing: Bool) -> Bool {
        if let known = drawsContent(view) { return known }
        drawing[ObjectIdentifier(type(of: view))] = !drewNothing
        view.render.classDrawsContent = !drewNothing
        return !drewNothing
    }
}
