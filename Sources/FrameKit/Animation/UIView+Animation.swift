import Foundation

extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touches reach the views while they animate (by default they do not).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is shown, replacing the running animations of the same properties.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs back after each run forward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// The animation block being run, innermost last.
    static var animationStack: [AnimationTransaction?] = []

    /// Whether property changes animate inside animation blocks at all.
    public private(set) static var areAnimationsEnabled = true

    /// Turns animation blocks' animations on or off everywhere (off: changes take effect at once).
    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Animates changes to `frame`, `bounds`, `center`, `alpha`, `transform` and `backgroundColor` made in
    /// `animations`: model values change at once, presentation values follow on the frame clock. New animations add
    /// to running ones (as since iOS 8) unless `.beginFromCurrentState` replaces them, which ends the replaced ones
    /// with `finished == false`. `completion` runs when every animation of the block has ended.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(AnimationTransaction(duration: duration, delay: delay, options: options, completion: completion), animations)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, less oscillates; `velocity` is the
    /// initial speed in animation distances per second (0.5: half the distance in the first second). The spring's
    /// motion is fitted to `duration`, as UIKit fits it, so the animation ends on time.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = FittedSpring(dampingRatio: dampingRatio, velocity: velocity, duration: duration)
        run(AnimationTransaction(duration: duration, delay: delay, options: options, spring: spring, completion: completion), animations)
    }

    /// Runs `animations` with `transaction` as the innermost animation block.
    static func run(_ transaction: AnimationTransaction, _ animations: () -> Void) {
        animationStack.append(areAnimationsEnabled && (transaction.duration > 0 || transaction.delay > 0) ? transaction : nil)
        animations()
        animationStack.removeLast()
        transaction.close()
    }

    /// Animates the changes in `animations` over `duration` seconds, easing in and out.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes in `animations` over `duration` seconds, easing in and out, then calls `completion` with
    /// whether the animations ran to their end.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Applies the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationStack.append(nil)
        actionsWithoutAnimation()
        animationStack.removeLast()
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        (animationStack.last ?? nil)?.duration ?? 0
    }

    /// Called by property setters: inside an animation block, starts an animation from the old value.
    func recordAnimation(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard let transaction = UIView.animationStack.last ?? nil, let screen = window?.screen else { return }
        screen.animator.add(view: self, property: property, from: old, to: new, transaction: transaction)
    }

    /// Ends every animation on this view at once; their completions get `finished == false`.
    public func removeAllAnimations() {
        window?.screen.animator.removeAll(from: self)
    }

    // MARK: Presentation values

    var presentationCenter: CGPoint {
        if case .point(let p)? = animations.presented[.center] { return p }
        return modelCenter
    }

    var presentationBounds: CGRect {
        if case .rect(let r)? = animations.presented[.bounds] { return r }
        return modelBounds
    }

    /// The affine transform shown now (a 3-D one's affine part).
    var presentationTransform: CGAffineTransform {
        if case .transform(let t)? = animations.presented[.transform] { return t }
        if case .transform3D(let t)? = animations.presented[.transform3D], t.isFinite { return CATransform3DGetAffineTransform(t) }
        return modelTransform
    }

    /// Whether a 3-D transform — the view's shown now, or `superview`'s sublayer transform — may turn the view in
    /// depth; cheap, for the compositor's every child (which passes the superview it holds).
    func isTurnedInDepth(in superview: UIView?) -> Bool {
        modelTransform3D != nil || superview?.layer.hasSublayerTransform == true
            || animations.presented[.transform3D] != nil
    }

    /// The 3-D transform shown now when it is not affine (or is animating); nil otherwise.
    var presentationTransform3D: CATransform3D? {
        // An animation to a value with an infinite or NaN entry shows the model value instead.
        if case .transform3D(let t)? = animations.presented[.transform3D], t.isFinite { return t }
        return modelTransform3D
    }

    /// What is on screen now when a 3-D transform is involved — the view's, or its superview's sublayer transform —
    /// as the map from its coordinates to `superview`'s (its superview, passed by the caller that holds it); the
    /// map may still be affine (no perspective, or none yet). Nil when no 3-D transform is involved:
    /// `presentationToSuperview` then says where the view is.
    func presentationMap(in superview: UIView?) -> ProjectiveTransform? {
        guard isTurnedInDepth(in: superview) else { return nil }
        return CALayer.projection(
            position: presentationCenter, bounds: presentationBounds, anchor: layer.anchorPoint,
            transform: presentationTransform3D ?? CATransform3DMakeAffineTransform(presentationTransform),
            superlayer: superview.map { ($0.presentationBounds, $0.layer.anchorPoint, $0.layer.sublayerTransform) })
    }

    var presentationAlpha: CGFloat {
        if case .scalar(let a)? = animations.presented[.alpha] { return min(max(a, 0), 1) }
        return modelAlpha
    }

    var presentationBackgroundColor: UIColor? {
        if case .color(let c)? = animations.presented[.backgroundColor] { return c }
        return modelBackgroundColor
    }

    /// What is on screen now: the presentation transform from this view's coordinates to its superview's.
    var presentationToSuperview: CGAffineTransform {
        UIView.toSuperview(
            center: presentationCenter, bounds: presentationBounds, anchor: layer.anchorPoint, transform: presentationTransform)
    }

    /// The frame as currently shown on screen (mid-animation), in the superview's coordinates.
    public var presentationFrame: CGRect {
        UIView.frame(center: presentationCenter, bounds: presentationBounds, anchor: layer.anchorPoint, transform: presentationTransform)
    }
}

/// One `UIView.animate` call: its timing and the completion shared by the animations it started.
final class AnimationTransaction {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var closed = false
    private var finished = true
    /// The loop of the screen the block animated on; the main screen's when it animated nothing.
    private var loop: MainLoop?

    /// A spring animation's curve, fitted to the duration (`animate(withDuration:delay:usingSpringWithDamping:…)`).
    private let spring: FittedSpring?
    /// A keyframe's part of its keyframe animation: where in each cycle it starts and how long it lasts (fractions),
    /// and the block it belongs to, which counts its animations for the completion.
    let keyframe: (start: Double, length: Double)?
    private let parent: AnimationTransaction?
    private let calculation: UIView.KeyframeAnimationOptions

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: FittedSpring? = nil,
        completion: ((Bool) -> Void)?
    ) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.options = options
        self.spring = spring
        self.completion = completion
        keyframe = nil
        parent = nil
        calculation = []
    }

    /// A keyframe of `parent` (an `animateKeyframes` block).
    init(keyframeOf parent: AnimationTransaction, start: Double, length: Double, calculation: UIView.KeyframeAnimationOptions) {
        duration = parent.duration
        delay = parent.delay
        // Keyframes of one property follow each other: none may end the ones before it.
        options = parent.options.subtracting(.beginFromCurrentState)
        spring = nil
        completion = nil
        keyframe = (min(max(start, 0), 1), min(max(length, 0), 1 - min(max(start, 0), 1)))
        self.parent = parent
        self.calculation = calculation
    }

    /// How the animation's progress follows time: the options' curve, or a spring.
    var timing: AnimationTiming {
        if let spring { return .spring(spring) }
        if keyframe != nil { return .curve(calculation.isDiscrete ? .discrete : .linear) }
        return .curve(options.curve)
    }

    /// An animation of the block started on `loop`: the completion of a block that ends with nothing running goes
    /// there.
    func animationStarted(on loop: MainLoop, animator: Animator) {
        if let parent { return parent.animationStarted(on: loop, animator: animator) }
        running += 1
        self.loop = loop
        self.animator = animator
    }

    /// The screen's animator the block's animations run on (for a property animator's own frames).
    private(set) weak var animator: Animator?
    /// What sets the progress of a property animator's animations, instead of the clock.
    weak var driver: AnimationDriver?

    @MainActor
    func animationEnded(finished: Bool) {
        if let parent { return parent.animationEnded(finished: finished) }
        if !finished { self.finished = false }
        running -= 1
        completeIfDone()
    }

    /// The block returned; with nothing animating, the completion runs on the next turn, as in UIKit.
    @MainActor
    func close() {
        closed = true
        guard running == 0, let completion else { return }
        self.completion = nil
        let finished = self.finished
        (loop ?? UIScreen.main.loop).post { completion(finished) }
    }

    @MainActor
    private func completeIfDone() {
        guard closed, running == 0, let completion else { return }
        self.completion = nil
        completion(finished)
    }
}
