import Foundation

/// A method an Interface Builder file may name by selector — a control's action (`login`, `toggleSecurity:`) or an
/// unwind action (`unwindToMenu:`). `@IBAction` needs the Objective-C runtime, so an app registers its actions once,
/// with the selector exactly as the file writes it:
///
///     UIStoryboard.registerActions(
///         StoryboardAction("login", LoginViewController.login),
///         StoryboardAction("toggleSecurity:", LoginViewController.toggleSecurity))
///
/// An action applies to instances of its class and subclasses. Loading a file whose action has no registration for
/// its target fails with the file, the line and the selector.
@MainActor
public struct StoryboardAction {
    /// The selector, as the file writes it.
    public let selector: String
    /// The class the method belongs to, for messages.
    let targetTypeName: String
    /// Whether `target` is of the method's class.
    let accepts: @MainActor (AnyObject) -> Bool
    /// Runs the method on `target` with `sender`; false when `sender` is not what the method takes.
    let perform: @MainActor (AnyObject, Any?) -> Bool

    init(
        selector: String, targetTypeName: String, accepts: @escaping @MainActor (AnyObject) -> Bool,
        perform: @escaping @MainActor (AnyObject, Any?) -> Bool
    ) {
        self.selector = selector
        self.targetTypeName = targetTypeName
        self.accepts = accepts
        self.perform = perform
    }

    /// A method taking no sender: `func login()`.
    public init<Target: AnyObject>(_ selector: String, _ method: @escaping @MainActor (Target) -> () -> Void) {
        self.selector = selector
        targetTypeName = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { target, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A method taking its sender: `func toggleSecurity(_ sender: UIButton)`, or an unwind action taking the
    /// `UIStoryboardSegue`.
    public init<Target: AnyObject, Sender>(_ selector: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
        self.selector = selector
        targetTypeName = String(describing: Target.self)
        accepts = { $0 is Target }
        perform = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }
}

@MainActor
enum StoryboardActions {
    /// Registered actions by selector; several classes may register the same selector.
    static var registered: [String: [StoryboardAction]] = [:]

    /// The registration of `selector` that applies to `target` (the most recently registered first).
    static func action(_ selector: String, for target: AnyObject) -> StoryboardAction? {
        registered[selector]?.last { $0.accepts(target) } ?? objcAction(selector, for: target)
    }

    /// An `@IBAction` (or `@objc`) method of the target's class, from its translated member table.
    private static func objcAction(_ name: String, for target: AnyObject) -> StoryboardAction? {
        let selector = Selector(name)
        guard ObjCMessage.responds(target, to: selector) else { return nil }
        return StoryboardAction(selector: name, targetTypeName: "\(type(of: target))", accepts: { _ in true }) { target, sender in
            do {
                try ObjCMessage.send(selector, to: target, with: [sender])
                return true
            } catch {
                return false
            }
        }
    }

    /// Runs `selector` on `target`; a sender of the wrong type is logged.
    static func send(_ selector: String, to target: AnyObject, sender: Any?) {
        guard let action = action(selector, for: target) else { return }
        if !action.perform(target, sender) {
            UIStoryboard.logger.error(
                "action '\(selector)' of \(action.targetTypeName) was sent by \(sender.map { "\(type(of: $0))" } ?? "nil"), which its method does not take")
        }
    }

    /// Sends `selector` along the responder chain from `responder` to the first object that registered it
    /// (Interface Builder's First Responder target); true when one did.
    @discardableResult
    static func sendToResponderChain(_ selector: String, from responder: UIResponder?, sender: Any?) -> Bool {
        var current = responder
        while let object = current {
            if action(selector, for: object) != nil {
                send(selector, to: object, sender: sender)
                return true
            }
            current = object.next
        }
        return false
    }
}

extension UIStoryboard {
    /// Makes `actions` known to Interface Builder files (storyboards and nibs), by selector.
    public static func registerActions(_ actions: StoryboardAction...) {
        for action in actions { StoryboardActions.registered[action.selector, default: []].append(action) }
    }
}
