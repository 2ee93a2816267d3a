import Foundation

/// A finished part of a search shown as a pill before the text of a search field (iOS 13): an icon and a word, and
/// the app's own value it stands for.
@MainActor
open class UISearchToken {
    /// The icon before the word.
    public let icon: UIImage?
    /// The word shown.
    public let text: String
    /// The app's value the token stands for.
    open var representedObject: Any?

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}
