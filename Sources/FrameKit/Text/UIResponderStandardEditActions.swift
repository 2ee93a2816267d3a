import Foundation

/// The edit menu's actions as a responder implements them, as UIKit's UIResponderStandardEditActions (which UIKit
/// calls through selectors; here the edit menu calls these methods of the text input it belongs to).
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Puts the pasteboard's text in place of the selection.
    func paste(_ sender: Any?)
    /// Selects the word at the caret.
    func select(_ sender: Any?)
    /// Selects all the text.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
}
