import Foundation

/// The edit menu's actions as a responder implements them, as UIKit's UIResponderStandardEditActions (which UIKit
/// calls through selectors; here the edit menu calls these methods of the text input it belongs to).
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}
