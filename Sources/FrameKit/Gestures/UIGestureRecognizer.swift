import Foundation

/// Turns the raw touches of a view (and its subviews) into one gesture, with UIKit's state machine: discrete
/// recognizers go `possible → recognized | failed`, continuous ones `possible → began → changed* → ended |
/// cancelled` or `possible → failed`. Targets run on began, changed, ended (recognized) and cancelled. Subclasses
/// override the touch methods and set `state`; FrameKit applies `require(toFail:)`, the delegate and the view's
/// `gestureRecognizerShouldBegin(_:)` before a new state takes effect.
@MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in UIKit's state machine.
    public enum State: Int, Sendable {
        /// Not recognised yet: touches are arriving (the state at rest).
        case possible
        /// A continuous gesture was recognised; its action runs.
        case began
        /// A continuous gesture moved on; its action runs.
        case changed
        /// The gesture ended (a discrete one: was recognised); its action runs.
        case ended
        /// The gesture was cancelled (a touch taken away); its action runs.
        case cancelled
        /// The touches were not this gesture; no action runs.
        case failed
        /// A discrete gesture's state once it is recognised (`ended`).
        public static let recognized = State.ended

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    private struct Registration {
        let identifier: ObjectIdentifier?
        /// The selector of a selector registration.
        var selector: Selector? = nil
        let action: @MainActor (UIGestureRecognizer) -> Void
    }

    private var targets: [Registration] = []
    private var storedState: State = .possible
    /// A state the recognizer asked for while a recognizer it requires to fail was still undecided.
    private(set) var waitingState: State?
    private var required: [WeakRecognizer] = []
    private var timers: [Int: LoopTimer] = [:]
    private var nextTimer = 0

    /// The gesture environment of the screen whose touches or pointer the recognizer last followed.
    weak var environment: GestureEnvironment?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Decides whether the recognizer may begin and how it shares touches with others.
    public weak var delegate: UIGestureRecognizerDelegate?
    /// A disabled recognizer gets no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { abandon() } }
    }
    /// On recognition the view's touches are cancelled (`touchesCancelled`) and it gets no more of them.
    open var cancelsTouchesInView = true
    /// `touchesBegan` reaches the view only once this recognizer has failed.
    open var delaysTouchesBegan = false
    /// `touchesEnded` reaches the view only once this recognizer has recognized or failed.
    open var delaysTouchesEnded = true
    /// Touch types the recognizer accepts (raw values of `UITouch.TouchType`).
    open var allowedTouchTypes: [Int] = [
        UITouch.TouchType.direct.rawValue, UITouch.TouchType.indirect.rawValue,
        UITouch.TouchType.indirectPointer.rawValue,
    ]
    /// A name for debugging.
    public var name: String?

    /// Live touches, in the order they began.
    private(set) var trackedTouches: [UITouch] = []
    /// The touches of the gesture's last moment, kept after they end so a tap's action can read them.
    private var lastTouches: [UITouch] = []
    /// Every touch of the current gesture.
    private(set) var gestureTouches: [UITouch] = []
    /// True from the first touch until `reset`.
    private(set) var isTracking = false
    /// Driven by a pointer's scroll or a touchpad gesture rather than touches; where that pointer is (window
    /// coordinates).
    private(set) var indirectLocation: CGPoint?

    /// A recognizer with no target yet.
    public init() {}

    /// UIKit's target-action with the action as a method reference (`ViewController.handlePan`), taking the
    /// recognizer as its argument; the target is held weakly.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Target-action with an action that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls `action` on `target` with the recognizer at each state change (the method-reference form of target-action).
    public final func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        targets.append(
            Registration(identifier: ObjectIdentifier(target)) { [weak target] recognizer in
                guard let target, let recognizer = recognizer as? Recognizer else { return }
                action(target)(recognizer)
            })
    }

    /// Calls `action` on `target` at each state change.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        targets.append(
            Registration(identifier: ObjectIdentifier(target)) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// UIKit's target-action: `action` is sent to `target` (held weakly) with the recognizer at each state change.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Sends `action` to `target` with the recognizer at each state change.
    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        targets.append(
            Registration(identifier: ObjectIdentifier(object), selector: action) { [weak object] recognizer in
                guard let object else { return }
                ObjCMessage.deliver(action, to: object, with: [recognizer])
            })
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let identifier = (target as AnyObject?).map(ObjectIdentifier.init)
        targets.removeAll { (identifier == nil || $0.identifier == identifier) && (action == nil || $0.selector == action) }
    }

    /// Runs `handler` with the recognizer at each action point (FrameKit's closure form).
    public final func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(Registration(identifier: nil, action: handler))
    }

    /// Removes every action of `target` (nil: every action).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.identifier == ObjectIdentifier(target) }
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it; a change to `.began` or `.recognized` may instead fail or wait
    /// (a required recognizer undecided, the delegate or the view refusing, another recognizer owning the touches).
    open var state: State {
        get { storedState }
        set { (environment ?? .detached).recognizer(self, requests: newValue) }
    }

    /// Continuous recognizers (pan, pinch, rotation, long press) go through began/changed; discrete ones do not.
    open var isContinuous: Bool { false }

    func setStoredState(_ state: State) { storedState = state }

    func setWaitingState(_ state: State?) { waitingState = state }

    /// Sends the actions for the current state.
    func sendActions() {
        for target in targets { target.action(self) }
    }

    /// Makes this recognizer wait until `other` fails; it fails if `other` recognizes.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !required.contains(where: { $0.value === other }) else { return }
        required.append(WeakRecognizer(value: other))
    }

    /// The recognizers this one waits for: its own requirements and those its delegates add.
    func failureRequirements(among others: [UIGestureRecognizer]) -> [UIGestureRecognizer] {
        var result = required.compactMap(\.value)
        for other in others where other !== self && !result.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            {
                result.append(other)
            }
        }
        return result
    }

    // MARK: Touches

    /// The number of touches in the gesture (those of its last moment once they have all ended).
    public var numberOfTouches: Int { trackedTouches.isEmpty ? lastTouches.count : trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        if touches.isEmpty, let indirectLocation {
            return view.map { $0.convert(indirectLocation, from: nil) } ?? indirectLocation
        }
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The position of touch `index` (in the order they began).
    public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches : trackedTouches
        guard touches.indices.contains(index) else { return .zero }
        return touches[index].location(in: view)
    }

    /// The live touches, for subclasses.
    public var touches: [UITouch] { trackedTouches }

    func track(_ touch: UITouch) {
        trackedTouches.append(touch)
        gestureTouches.append(touch)
        lastTouches = trackedTouches
        isTracking = true
    }

    /// Starts or continues a gesture driven by a pointer at `location` (window coordinates).
    func trackIndirect(at location: CGPoint) {
        indirectLocation = location
        isTracking = true
    }

    func untrack(_ touch: UITouch) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether the recognizer still takes part in `touch`'s events.
    func isFollowing(_ touch: UITouch) -> Bool {
        !storedState.isTerminal && trackedTouches.contains { $0 === touch }
    }

    func isFollowingAny(_ touches: Set<UITouch>) -> Bool { touches.contains(where: isFollowing) }

    /// Still deciding about a gesture that includes `touch`.
    func isUndecided(about touch: UITouch) -> Bool {
        storedState == .possible && gestureTouches.contains { $0 === touch }
    }

    /// Undecided with no touch, timer or requirement left that could ever decide it.
    var isStranded: Bool { isTracking && trackedTouches.isEmpty && timers.isEmpty && waitingState == nil }

    /// Whether this recognizer may take a touch that is beginning.
    func accepts(_ touch: UITouch) -> Bool {
        isEnabled && !storedState.isTerminal && waitingState == nil && allowedTouchTypes.contains(touch.type.rawValue)
            && delegate?.gestureRecognizer(self, shouldReceive: touch) != false
    }

    /// Touches began in the view; subclasses move their state.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved; subclasses move their state.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted; subclasses move their state.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches cancelled; by default a gesture in progress is cancelled, one not begun fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isContinuous && (state == .began || state == .changed) ? .cancelled : .failed
    }

    /// Returns the recognizer to `.possible` after a gesture; subclasses clear their own state and call super.
    open func reset() {}

    /// Runs `work` after `delay` seconds on the screen's clock, unless the recognizer resets first.
    public final func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        let loop = UIScreen.loop(for: view)
        let id = nextTimer
        nextTimer += 1
        timers[id] = loop.schedule(at: loop.now.adding(seconds: delay)) { [weak self] in
            guard let self, timers.removeValue(forKey: id) != nil else { return }
            work()
            environment?.settle()
        }
    }

    /// Back to `.possible` with no touches, for the environment.
    func resetToPossible() {
        for timer in timers.values { timer.cancel() }
        timers.removeAll()
        trackedTouches.removeAll()
        lastTouches.removeAll()
        gestureTouches.removeAll()
        indirectLocation = nil
        isTracking = false
        waitingState = nil
        storedState = .possible
        reset()
    }

    /// Ends whatever the recognizer is doing because it was disabled or removed from its view.
    func abandon() {
        environment?.abandon(self)
    }

    /// The view's clock, for velocity and timeouts.
    var now: TimeInterval { UIScreen.loop(for: view).now.seconds }
}

/// A weak reference, for requirements that must not keep recognizers alive.
struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
}
