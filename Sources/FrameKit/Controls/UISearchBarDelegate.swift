import Foundation

/// Hears a search bar's editing, its Search key, its Cancel button and its scope bar, as UIKit's. Every method has a
/// default, so implement only what you need.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether a tap may start editing; true by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end; true by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button); not for `text` set in code.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change of `range` to `text` may happen; true by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search (return) key was pressed; the keyboard stays up unless you resign the bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped; clearing the text and resigning is up to you, as in UIKit.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
