import Foundation

/// An object that takes part in event handling, with UIKit's responder chain through `next`.
@MainActor
open class UIResponder {
    /// A responder outside any chain.
    public init() {}

    /// Whether this responder performs `action` for `sender`: by default, whether its class has an `@objc` or
    /// `@IBAction` method of that selector. Override it to refuse actions, as UIKit apps do for edit actions.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ObjCMessage.responds(self, to: action)
    }

    /// The responder that performs `action`: this one if `canPerformAction(_:withSender:)` says so, else the first
    /// up the chain that does; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Hears the changes of a key this responder registered for with `addObserver(_:forKeyPath:options:context:)`;
    /// does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {}

    /// The next responder in the chain; a view's is its view controller or superview, a window's the application.
    open var next: UIResponder? { nil }

    /// Whether it can take the keyboard focus; false unless a subclass says so (text fields do).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether it lets go of the focus when asked; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether it is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The window whose first responder this responder can be: a view's window, a controller's view's window, the
    /// app's key window. As in UIKit, each window has its own first responder, and a responder in no window cannot
    /// become one.
    var responderWindow: UIWindow? { responderView?.window }

    /// The view this responder stands for: a view itself, a controller's view.
    var responderView: UIView? { nil }

    /// Makes this the first responder of its window, once the current one resigns; false when it cannot become one
    /// or is in no window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Lets go of the focus; false when `canResignFirstResponder` refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { responderWindow?.firstResponder = nil }
        return true
    }

    /// Unhandled touches travel up the responder chain, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; by default passed to the next responder.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches lifted; by default passed to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches cancelled (a gesture took them, the view left); by default passed to the next responder.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Unhandled presses travel up the responder chain, as in UIKit.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A press changed; by default passed to the next responder.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Keys released; by default passed to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// Presses cancelled; by default passed to the next responder.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A view shown in place of the on-screen keyboard while this responder is first responder.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard (or alone at the bottom with a hardware keyboard) while this responder is
    /// first responder.
    open var inputAccessoryView: UIView? { nil }
    /// Whether the on-screen keyboard types into this responder while it is first responder: inputs that take text,
    /// but not a text view that is only selectable.
    var takesTypedText: Bool { self is UIKeyInput }

    /// Asks the keyboard to take this responder's input views and traits again (a changed `keyboardType`,
    /// `inputView` or `inputAccessoryView` while it is first responder).
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.screen.keyboard.setNeedsUpdate(reloading: true)
    }

    /// Shortcuts this responder offers while it is in the chain from the first responder.
    open var keyCommands: [UIKeyCommand]? { nil }
}

/// Responders compare by identity, as NSObject's `isEqual(_:)` does in UIKit, so iOS code can `switch` over fields
/// (`case nameField:`) and keep views in sets.
extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
