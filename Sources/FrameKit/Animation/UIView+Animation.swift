import Foundation

extension UIView {
    /// Options of `animate(withDuration:delay:options:animations:completion:)`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// The animation block being run, innermost last.
    static var animationStack: [AnimationTransaction?] = []

    /// Whether property changes animate inside animation blocks at all.
    public private(set) static var areAnimationsEnabled = true

    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Animates changes to `frame`, `bounds`, `center`, `alpha`, `transform` and `backgroundColor` made in
    /// `animations`: model values change at once, presentation values follow on the frame clock. New animations add
    /// to running ones (as since iOS 8) unless `.beginFromCurrentState` replaces them, which ends the replaced ones
    /// with `finished == false`. `completion` runs when every animation of the block has ended.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let transaction = AnimationTransaction(duration: duration, delay: delay, options: options, completion: completion)
        animationStack.append(areAnimationsEnabled && (duration > 0 || delay > 0) ? transaction : nil)
        animations()
        animationStack.removeLast()
        transaction.close()
    }

    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

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

    var presentationTransform: CGAffineTransform {
        if case .transform(let t)? = animations.presented[.transform] { return t }
        return modelTransform
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
        UIView.toSuperview(center: presentationCenter, bounds: presentationBounds, transform: presentationTransform)
    }

    /// The frame as currently shown on screen (mid-animation), in the superview's coordinates.
    public var presentationFrame: CGRect {
        UIView.frame(center: presentationCenter, bounds: presentationBounds, transform: presentationTransform)
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

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.options = options
        self.completion = completion
    }

    var curve: TimingCurve {
        switch (options.rawValue >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        case UInt(KeyboardPresenter.animationCurve): .keyboard
        default: .easeInOut
        }
    }

    /// An animation of the block started on `loop`: the completion of a block that ends with nothing running goes
    /// there.
    func animationStarted(on loop: MainLoop) {
        running += 1
        self.loop = loop
    }

    @MainActor
    func animationEnded(finished: Bool) {
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
