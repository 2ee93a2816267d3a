import Foundation

/// Gravity's and a push's direction and strength as one vector, read and written as angle and magnitude as UIKit's
/// behaviours offer them.
extension CGVector {
    /// A vector of `magnitude` at `angle` radians (0 to the right, π/2 down).
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The direction in radians.
    var angle: CGFloat { atan2(dy, dx) }
    /// The length.
    var magnitude: CGFloat { hypot(dx, dy) }

    /// This vector when both parts are numbers; else `fallback`, with a line naming `owner`'s `property`.
    func finite(or fallback: CGVector, owner: String, property: String) -> CGVector {
        guard !(dx.isFinite && dy.isFinite) else { return self }
        DynamicsWorld.logger.error("\(owner): \(property) \(self) is not a number: keeping \(fallback)")
        return fallback
    }
}
