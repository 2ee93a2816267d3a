import Foundation

/// A basic animation moved by a damped spring (Core Animation's): mass, stiffness, damping and initial velocity
/// give its motion, which runs for `duration` (set it to `settlingDuration` to see the whole of it).
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The damping.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances per second (positive towards the end value).
    open var initialVelocity: CGFloat = 0

    private var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest.
    open var settlingDuration: CFTimeInterval { spring.settlingTime() }

    override func value(forKeyPath keyPath: String, at local: CFTimeInterval, model: Any?) -> Any? {
        guard keyPath == self.keyPath, let linear = cycleProgress(at: local) else { return nil }
        // Spring time runs with the clock (not eased): the cycle's progress times the duration.
        let progress = 1 - spring.displacement(at: linear * effectiveDuration)
        let (from, to) = ends(model: model)
        return applied(LayerValue.interpolate(from, to, progress), over: model)
    }
}
