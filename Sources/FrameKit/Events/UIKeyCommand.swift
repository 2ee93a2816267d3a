import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`: when its key and modifiers are pressed while the
/// responder is in the chain from the first responder, its action runs instead of the key's presses.
@MainActor
public final class UIKeyCommand {
    /// The up arrow key, as a key command's input.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"

    /// The key's text without modifiers ("s", "1") or one of the `input…` names.
    public let input: String?
    /// The modifiers that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// A title for menus and discoverability.
    public var title: String
    /// Whether holding the keys runs the action again at the key-repeat rate.
    public var repeats = true
    private let action: @MainActor (UIKeyCommand) -> Void

    /// UIKit's form with the action as a method reference taking the command; the target is held weakly.
    public init<Target: AnyObject>(
        title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], target: Target,
        action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = { [weak target] command in
            guard let target else { return }
            action(target)(command)
        }
    }

    /// UIKit's form: the keys send `action` along the responder chain (from the first responder) with the command.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", input: input, modifierFlags: modifierFlags) { command in
            UIApplication.shared.sendAction(action, to: nil, from: command, for: nil)
        }
    }

    /// UIKit's form with a title for menus.
    public convenience init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(title: title, input: input, modifierFlags: modifierFlags) { command in
            UIApplication.shared.sendAction(action, to: nil, from: command, for: nil)
        }
    }

    /// FrameKit's closure form.
    public init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], handler: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        action = handler
    }

    func perform() { action(self) }

    /// Whether `key` triggers the command. Caps Lock and the numeric pad do not count as modifiers here.
    func matches(_ key: UIKey) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let named = Self.namedInputs[key.keyCode] { return input == named }
        return input?.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    private static let namedInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow, .keyboardLeftArrow: inputLeftArrow,
        .keyboardRightArrow: inputRightArrow, .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp,
        .keyboardPageDown: inputPageDown, .keyboardHome: inputHome, .keyboardEnd: inputEnd,
    ]
}

/// A responder that takes typed text (UIKit's `UIKeyInput`): text views and fields, or any view of an app's own.
@MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the character before the caret, or the selection.
    func deleteBackward()
}
