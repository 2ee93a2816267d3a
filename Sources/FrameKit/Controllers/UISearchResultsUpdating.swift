import Foundation

/// Updates search results as a search controller's text or scope changes, as UIKit's protocol does.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search became active, or its text or scope changed: read `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller come and go, as UIKit's delegate does.
@MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing by default.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing by default.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
