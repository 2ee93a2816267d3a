import Foundation

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
