import Foundation

/// A view controller's content-unavailable configuration (iOS 17): its content view covers the controller's view,
/// above its other subviews, while the configuration is set; `updateContentUnavailableConfiguration(using:)` runs
/// before the view is first laid out and before each layout after `setNeedsUpdateContentUnavailableConfiguration()`.
extension UIViewController {
    /// What shows while the controller has no content (a `UIContentUnavailableConfiguration`); nil shows nothing.
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.configuration = newValue
            showContentUnavailable()
        }
    }

    /// The state the configuration is updated for.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(
            traitCollection: traitCollection, searchText: navigationItemStorage?.searchController?.searchBar.text)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the next layout.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Before the view lays out: the update asked for, and the content view kept on top of the other subviews.
    func updateContentUnavailableBeforeLayout() {
        if contentUnavailable.needsUpdate {
            contentUnavailable.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        if let shown = contentUnavailable.view, let view = viewIfLoaded, view.subviews.last !== shown {
            view.bringSubviewToFront(shown)
        }
    }

    /// Puts the configuration's content view over the controller's view (the one shown, given the new
    /// configuration, when it supports it), or takes it away.
    private func showContentUnavailable() {
        guard let configuration = contentUnavailable.configuration else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = nil
            return
        }
        if let shown = contentUnavailable.view, shown.supports(configuration) {
            shown.configuration = configuration
            return
        }
        contentUnavailable.view?.removeFromSuperview()
        let made = configuration.makeContentView()
        contentUnavailable.view = made
        guard let view = viewIfLoaded else { return }
        made.frame = view.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(made)
    }
}

/// A view controller's content-unavailable configuration, its view, and whether an update is asked for.
struct ContentUnavailableRecord {
    var configuration: UIContentConfiguration?
    var view: (UIView & UIContentView)?
    var needsUpdate = true
}
