import Foundation

/// A cell that updates its configurations for its state (collection and table view cells).
@MainActor
protocol ConfigurationUpdatingCell: UIView {
    var configurationUpdates: CellConfigurationUpdates { get set }
    var configurationState: UICellConfigurationState { get }
    var contentConfiguration: UIContentConfiguration? { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var backgroundConfiguration: UIBackgroundConfiguration? { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var configured: ConfiguredContent { get set }
    var contentView: UIView { get }
    func updateConfiguration(using state: UICellConfigurationState)
    /// Runs the app's configuration update handler, if any.
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState)
}

extension ConfigurationUpdatingCell {
    /// The base `updateConfiguration(using:)`: the content and background configurations' automatic updates.
    func applyAutomaticUpdates(for state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            configured.show(content.updated(for: state), in: contentView)
        }
        updateBackgroundConfiguration()
    }

    /// Runs a pending update, then the handler, with the same state.
    func updateConfigurationIfNeeded() {
        guard configurationUpdates.takePendingUpdate() else { return }
        let state = configurationState
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
    }

    func updateBackgroundConfiguration() {
        let (configuration, automatic) = (backgroundConfiguration, automaticallyUpdatesBackgroundConfiguration)
        configurationUpdates.showBackground(configuration, automatic: automatic, state: configurationState, in: self)
    }
}

/// The iOS 14 configuration machinery collection and table cells share: whether an update of their configurations
/// is pending (they run it before their next layout), and the view showing their background configuration.
@MainActor
struct CellConfigurationUpdates {
    private var needsUpdate = true
    private var backgroundView: ConfiguredBackgroundView?

    /// Asks for an update before `cell` is next laid out.
    mutating func setNeedsUpdate(of cell: UIView) {
        needsUpdate = true
        cell.setNeedsLayout()
    }

    /// Whether an update is pending; taking it clears it.
    mutating func takePendingUpdate() -> Bool {
        defer { needsUpdate = false }
        return needsUpdate
    }

    /// Shows `configuration` behind `cell`'s other views (updated for `state` when `automatic`), or removes the view
    /// when there is none.
    mutating func showBackground(
        _ configuration: UIBackgroundConfiguration?, automatic: Bool, state: @autoclosure () -> UICellConfigurationState, in cell: UIView
    ) {
        guard let configuration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = backgroundView ?? ConfiguredBackgroundView()
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        backgroundView = view
        view.show(automatic ? configuration.updated(for: state()) : configuration, tint: cell.tintColor)
        cell.setNeedsLayout()
    }

    /// Lays the background view over the cell's bounds.
    func layOutBackground(in bounds: CGRect) { backgroundView?.frame = bounds }
}

extension UICollectionViewCell: ConfigurationUpdatingCell {}
extension UITableViewCell: ConfigurationUpdatingCell {}
