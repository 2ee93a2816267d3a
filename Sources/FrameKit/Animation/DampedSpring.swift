import Foundation

/// A damped harmonic oscillator, x″ + 2ζω₀x′ + ω₀²x = 0, released from displacement `x(0)` with velocity `x′(0)`:
/// the curve of spring animations. Solved in closed form (under-, critically and over-damped), so a frame at any
/// time costs a few exponentials and no integration.
struct DampedSpring: Sendable {
    /// ζ: below 1 the spring overshoots and oscillates, 1 settles fastest without overshooting, above 1 creeps.
    let dampingRatio: Double
    /// ω₀ in radians a second: √(stiffness / mass).
    let naturalFrequency: Double
    let initialDisplacement: Double
    let initialVelocity: Double

    init(dampingRatio: Double, naturalFrequency: Double, initialDisplacement: Double = 1, initialVelocity: Double = 0) {
        self.dampingRatio = max(dampingRatio, 0.001)
        self.naturalFrequency = max(naturalFrequency, 0.001)
        self.initialDisplacement = initialDisplacement
        self.initialVelocity = initialVelocity
    }

    /// Core Animation's parameters: mass, stiffness, damping and the initial velocity of the value.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let mass = max(mass, 0.0001), stiffness = max(stiffness, 0.0001)
        let frequency = (stiffness / mass).squareRoot()
        self.init(
            dampingRatio: damping / (2 * (stiffness * mass).squareRoot()), naturalFrequency: frequency,
            initialDisplacement: 1, initialVelocity: -initialVelocity)
    }

    /// x(t).
    func displacement(at t: Double) -> Double {
        let (zeta, omega, x0, v0) = (dampingRatio, naturalFrequency, initialDisplacement, initialVelocity)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
        }
        if zeta == 1 { return exp(-omega * t) * (x0 + (v0 + omega * x0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        return (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// When |x| stays below `tolerance` of the initial displacement (Core Animation's `settlingDuration`).
    func settlingTime(tolerance: Double = 0.001) -> Double {
        let limit = tolerance * max(abs(initialDisplacement), 1e-9)
        // An upper bound from the slowest decaying exponential, then back from it to the last excursion.
        let decay = dampingRatio < 1 ? dampingRatio * naturalFrequency
            : naturalFrequency * (dampingRatio - (max(dampingRatio * dampingRatio - 1, 0)).squareRoot())
        let amplitude = abs(initialDisplacement) + abs(initialVelocity) / naturalFrequency + abs(initialDisplacement)
        var upper = max(log(max(amplitude, limit) / limit) / max(decay, 1e-6), 0) + 10 / naturalFrequency
        upper = min(upper, 1e6 / naturalFrequency)
        let step = min(0.01 / naturalFrequency, upper / 1000)
        var t = upper
        while t > 0, abs(displacement(at: t)) < limit { t -= step }
        return min(max(t + step, 0), upper)
    }
}
