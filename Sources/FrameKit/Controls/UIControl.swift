import Foundation
import Logging

/// A view that turns touches into control events for targets and actions: tracking follows the touch in and out,
/// `isHighlighted` shows whether a release would count as inside.
@MainActor
open class UIControl: UIView {
    /// A control is an element; a disabled one says so, a selected one too.
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = AutomaticAccessibility(isElement: true)
        if !isEnabled { accessibility.traits.insert(.notEnabled) }
        if isSelected { accessibility.traits.insert(.selected) }
        return accessibility
    }

    /// Control events, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Where controls report misuse (a non-positive step, an index out of range).
    nonisolated static var logger: Logger { Logger(label: "framekit.controls") }

    /// How far outside its bounds a tracked touch still counts as inside, as in UIKit.
    public static let trackingSlop: CGFloat = 70

    private struct Registration {
        let events: Event
        let action: UIAction
    }

    private var registrations: [Registration] = []
    private var trackedTouch: UITouch?
    private var touchInside = false

    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    public private(set) var isTracking = false
    public var isTouchInside: Bool { touchInside }

    /// The combination of state flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when `state` changes; subclasses update their look.
    open func stateDidChange() { setNeedsDisplay() }

    /// Makes a control that runs `primaryAction` on its primary action: a tap for buttons, a value change for
    /// switches, sliders, steppers, segmented controls and page controls.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether a tap (`.touchUpInside`) is this control's primary action; value controls send
    /// `.primaryActionTriggered` with `.valueChanged` instead.
    var primaryActionIsTap: Bool { true }

    /// Tells targets the user changed the value.
    func sendValueChanged() { sendActions(for: [.valueChanged, .primaryActionTriggered]) }

    // MARK: Targets and actions

    /// Runs `action` for `events`.
    public func addAction(_ action: UIAction, for events: Event) {
        registrations.append(Registration(events: events, action: action))
    }

    public func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.action === action && $0.events.isSubset(of: events) }
    }

    /// UIKit's target-action, with the action as a method reference (`ViewController.tapped`) because Linux has no
    /// selectors; the target is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action method: @escaping @MainActor (Target) -> (UIControl) -> Void, for events: Event
    ) {
        let identifier = UIAction.Identifier("target:\(ObjectIdentifier(target).hashValue)")
        addAction(
            UIAction(identifier: identifier) { [weak target] action in
                guard let target, let control = action.sender as? UIControl else { return }
                method(target)(control)
            }, for: events)
    }

    /// Removes every action registered by `target` for `events`.
    public func removeTarget(_ target: AnyObject, for events: Event) {
        let identifier = UIAction.Identifier("target:\(ObjectIdentifier(target).hashValue)")
        registrations.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    /// Runs the actions registered for any of `events`.
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.action.perform(sender: self)
        }
    }

    /// A single one-finger tap on an enabled control is the control's, not a tap recognizer's on an ancestor
    /// (UIKit's rule since iOS 6, so a button inside a tappable view still works).
    func overridesAncestorGesture(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        touchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInside(touch)
        let wasInside = touchInside
        touchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInside(touch)
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        touchInside = inside
        endTracking(touch, with: event)
        let primary: Event = primaryActionIsTap ? .primaryActionTriggered : []
        sendActions(for: inside ? primary.union(.touchUpInside) : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
        touchInside = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}
