import Foundation

/// What a view controller's content-unavailable configuration is updated for: its traits, and the text of its
/// navigation item's search controller (a search that found nothing says what was searched for).
@MainActor
public struct UIContentUnavailableConfigurationState {
    /// The controller's traits.
    public var traitCollection: UITraitCollection
    /// The search bar's text, when the controller's navigation item has a search controller.
    public var searchText: String?

    public init(traitCollection: UITraitCollection, searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
}
