import Foundation

/// A white, rounded, shadowed panel in its own window above the app, placed next to the view that opened it: what a
/// button's menu and a compact date picker's popover show in. A tap outside the panel closes it (and does nothing
/// else: the window takes the touch, as UIKit's dimming view does).
@MainActor
final class FloatingPanel {
    static let windowLevel: CGFloat = 10_000_050
    static let gap: CGFloat = 8

    private let window: UIWindow
    /// Where the content goes; its size is set by `show(size:near:)`.
    let panel = UIView()
    /// Runs once when the panel closes, whichever way.
    var onDismiss: (() -> Void)?

    init(on screen: UIScreen) {
        window = UIWindow(screen: screen)
        window.windowLevel = Self.windowLevel
        window.backgroundColor = .clear
        window.frame = screen.bounds
        window.addGestureRecognizer(UITapGestureRecognizer(target: self, action: FloatingPanel.backdropTapped))
        panel.backgroundColor = .tertiarySystemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 12
        panel.layer.shadowOffset = CGSize(width: 0, height: 4)
        panel.clipsToBounds = false
        window.addSubview(panel)
    }

    var isVisible: Bool { !window.isHidden }

    /// Shows the panel at `size` under `anchor` (a rectangle in screen coordinates), its leading edges aligned and
    /// kept on screen; above the anchor when it would not fit below.
    func show(size: CGSize, near anchor: CGRect) {
        let screen = window.bounds
        var y = anchor.maxY + Self.gap
        if y + size.height > screen.maxY - Self.gap { y = max(screen.minY + Self.gap, anchor.minY - Self.gap - size.height) }
        let x = min(max(anchor.minX, screen.minX + Self.gap), screen.maxX - Self.gap - size.width)
        panel.frame = CGRect(origin: CGPoint(x: x, y: y), size: size)
        window.isHidden = false
        window.screen.attach(window)
    }

    func dismiss() {
        guard isVisible else { return }
        window.isHidden = true
        let finished = onDismiss
        onDismiss = nil
        finished?()
    }

    private func backdropTapped(_ tap: UITapGestureRecognizer) {
        guard !panel.frame.contains(tap.location(in: window)) else { return }
        dismiss()
    }
}
