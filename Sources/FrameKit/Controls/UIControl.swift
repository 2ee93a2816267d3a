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
        /// The events' bits, UIKit's values.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) finger-down of a multi-tap.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's bounds (and slack).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger dragged back into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a gesture took it, the window went away).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (a switch, slider, stepper, picker).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A text field started editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The control's main action: a button's tap, a text field's return.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The states' bits, UIKit's values.
        public let rawValue: UInt
        /// States from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted or selected.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches and looks dimmed.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled button, a chosen segment).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the keyboard's focus.
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

    /// A target and selector registered for events.
    @MainActor
    private struct SelectorTarget {
        weak var target: AnyObject?
        let selector: Selector
        let events: Event
        let action: UIAction

        init(target: AnyObject?, selector: Selector, events: Event, send: @escaping @MainActor () -> Void) {
            self.target = target
            self.selector = selector
            self.events = events
            action = UIAction { _ in send() }
        }
    }

    private var registrations: [Registration] = []
    /// The selector form's registrations, each also an action in `registrations`.
    private var selectorTargets: [SelectorTarget] = []
    private var trackedTouch: UITouch?
    private var touchInside = false

    /// Whether the control takes touches; a disabled one is drawn dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected; subclasses draw it so.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a finger is down on the control (set while tracking).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the control is following a touch now.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with UIKit's slack around it).
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
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
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

    /// Removes `action` from `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.action === action && $0.events.isSubset(of: events) }
    }

    /// UIKit's target-action, with the action as a method reference (`ViewController.tapped`) because Linux has no
    /// selectors; the target is held weakly.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action method: @escaping @MainActor (Target) -> (UIControl) -> Void, for events: Event
    ) {
        let identifier = UIAction.Identifier("target:\(ObjectIdentifier(target).hashValue)")
        addAction(
            UIAction(identifier: identifier) { [weak target] action in
                guard let target, let control = action.sender as? UIControl else { return }
                method(target)(control)
            }, for: events)
    }

    /// UIKit's target-action: `selector` is sent to `target` (held weakly) for `events`, with the control as its
    /// argument (and the event as a second, nil here). A nil target sends it along the responder chain, as
    /// `UIApplication.sendAction(_:to:from:for:)` does. Registering the same pair again does nothing.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let target = target as AnyObject?
        guard !selectorTargets.contains(where: { $0.target === target && $0.selector == action && $0.events == controlEvents })
        else { return }
        let usesResponderChain = target == nil
        let registration = SelectorTarget(target: target, selector: action, events: controlEvents) { [weak self, weak target] in
            guard let self, usesResponderChain || target != nil else { return }
            sendAction(action, to: target, for: nil)
        }
        selectorTargets.append(registration)
        addAction(registration.action, for: controlEvents)
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil) for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let target = target as AnyObject?
        selectorTargets.removeAll { registration in
            guard target == nil || registration.target === target, action == nil || registration.selector == action,
                !registration.events.isDisjoint(with: controlEvents)
            else { return false }
            registrations.removeAll { $0.action === registration.action }
            return true
        }
    }

    /// The selectors `target` (nil: the responder-chain registrations) is sent for `controlEvent`, as text; nil if none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let target = target as AnyObject?
        let names = selectorTargets.filter { $0.target === target && !$0.events.isDisjoint(with: controlEvent) }.map(\.selector.name)
        return names.isEmpty ? nil : names
    }

    /// The targets of the control's selector actions (`NSNull` stands for the responder chain's nil target).
    public var allTargets: Set<AnyHashable> {
        Set(selectorTargets.map { $0.target.map { AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(NSNull()) })
    }

    /// Sends `action` to `target` with this control as sender, as UIKit's controls do for each registered action.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
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

    /// A touch went down in the control; return false to ignore it. Subclasses track here.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (or tracking stopped).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
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
