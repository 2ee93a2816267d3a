import Foundation

extension UIView {
    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touches reach the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is shown.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs back after each run forward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Blends straight between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced (drawn linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Smooth curves (drawn linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and evenly paced (drawn linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }
    }

    /// The keyframe animation block being run.
    private static var keyframeStack: [(transaction: AnimationTransaction, options: KeyframeAnimationOptions)] = []

    /// Animates the changes `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` blocks make, each over
    /// its part of `duration` (changes made outside a keyframe take the whole duration). A property changed by
    /// several keyframes moves through each value in turn. Keyframes move linearly (the cubic and paced modes are
    /// drawn linear) or, with `.calculationModeDiscrete`, jump at their start. `completion` runs when every keyframe
    /// has ended.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let base = AnimationOptions(rawValue: options.rawValue & 0x1E).union(.curveLinear)
        let transaction = AnimationTransaction(duration: duration, delay: delay, options: base, completion: completion)
        keyframeStack.append((transaction, options))
        run(transaction, animations)
        keyframeStack.removeLast()
    }

    /// A keyframe of the enclosing `animateKeyframes` block: the changes `animations` makes run from
    /// `frameStartTime` for `frameDuration`, both fractions of the block's duration. Outside a keyframe block the
    /// changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        guard let (parent, options) = keyframeStack.last else { return performWithoutAnimation(animations) }
        let keyframe = AnimationTransaction(keyframeOf: parent, start: frameStartTime, length: frameDuration, calculation: options)
        animationStack.append((animationStack.last ?? nil) == nil ? nil : keyframe)
        animations()
        animationStack.removeLast()
    }
}
