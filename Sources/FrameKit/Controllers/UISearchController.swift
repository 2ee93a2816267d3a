import Foundation

/// Search over a screen, as UIKit's search controller: its `searchBar` sits under the navigation bar of the
/// controller whose `navigationItem.searchController` it is (or wherever the app puts it). Editing the bar makes it
/// active: the delegate hears `willPresent`/`didPresent`, the navigation bar goes (`hidesNavigationBarDuringPresentation`)
/// and the bar shows Cancel (`automaticallyShowsCancelButton`); the updater hears each change of text or scope. While
/// active, the results controller (if any) covers the screen below the bar once there is text, and until then a dim
/// (`obscuresBackgroundDuringPresentation`) whose tap ends the search. Cancel, or `isActive = false`, clears the
/// text, puts the keyboard away and brings everything back (`willDismiss`/`didDismiss`).
@MainActor
open class UISearchController: UIViewController {
    /// The bar the search is typed into.
    public let searchBar = UISearchBar()
    /// The controller showing results over the screen while there is text; nil to show them in the screen itself.
    public let searchResultsController: UIViewController?
    /// Told of the text and scope.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Hears the search come and go.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the screen below is dimmed while the search shows no results controller; true by default.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar goes while the search is active; true by default.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar shows Cancel while the search is active; true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows (set by the search as the text comes and goes; the app may set it).
    open var showsSearchResultsController = false {
        didSet { arrangeOverlay() }
    }

    /// Whether the search is under way. Setting false ends it as Cancel does; setting true starts it.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { _ = searchBar.becomeFirstResponder() } else { dismissSearch() }
        }
    }

    private var active = false
    private let dim = UIView()
    /// The navigation controller showing the bar, while active.
    weak var host: UINavigationController?

    /// A search controller showing results in `searchResultsController` (nil: in the screen itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.controllerHandler = { [weak self] event in self?.searchBarDid(event) }
    }

    /// Made by a storyboard: results in the screen itself.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.controllerHandler = { [weak self] event in self?.searchBarDid(event) }
    }

    open override func loadView() {
        let root = UIView(frame: defaultViewFrame)
        root.backgroundColor = nil
        dim.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dim.frame = root.bounds
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dim.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimTapped))
        root.addSubview(dim)
        view = root
    }

    private func dimTapped(_ recognizer: UITapGestureRecognizer) { isActive = false }

    // MARK: Coming and going

    private func searchBarDid(_ event: UISearchBar.Event) {
        switch event {
        case .didBeginEditing: if !active { presentSearch() }
        case .textChanged:
            showsSearchResultsController = !(searchBar.text ?? "").isEmpty
            searchResultsUpdater?.updateSearchResults(for: self)
        case .scopeChanged: searchResultsUpdater?.updateSearchResults(for: self)
        case .cancel: dismissSearch()
        }
    }

    private func presentSearch() {
        delegate?.willPresentSearchController(self)
        active = true
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        host?.searchDidChangeActivity()
        arrangeOverlay()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func dismissSearch() {
        guard active else { return }
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.text = ""
        _ = searchBar.resignFirstResponder()
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        showsSearchResultsController = false
        host?.searchDidChangeActivity()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The overlay over the host's content while active: the results controller when it shows, else the dim.
    private func arrangeOverlay() {
        guard let host, let content = host.searchOverlayContainer else { return }
        let showsResults = active && showsSearchResultsController && searchResultsController != nil
        let showsOverlay = active && (showsResults || obscuresBackgroundDuringPresentation)
        if showsOverlay, view.superview !== content {
            view.frame = content.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            content.addSubview(view)
        } else if !showsOverlay, view.superview != nil {
            view.removeFromSuperview()
        }
        dim.isHidden = showsResults
        guard let results = searchResultsController else { return }
        if showsResults, results.parent !== self {
            addChild(results)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(results.view)
            results.didMove(toParent: self)
        } else if !showsResults, results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
    }
}
