import Foundation

/// Animations run together on one layer (Core Animation's `CAAnimationGroup`): each child's times are within the
/// group's, and the group's duration cuts them off.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations that run together, each within the group's duration.
    open var animations: [CAAnimation]?

    override var keyPaths: [String] { (animations ?? []).flatMap(\.keyPaths) }

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard let linear = cycleProgress(at: local) else { return nil }
        let time = linear * effectiveDuration
        var value: Any?
        for child in animations ?? [] where child.keyPaths.contains(keyPath) {
            value = child.value(forKeyPath: keyPath, at: time - child.beginTime, model: model) ?? value
        }
        return value
    }
}
