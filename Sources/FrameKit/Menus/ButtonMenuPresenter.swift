import Foundation

/// The menu of a `UIButton` (`menu` with `showsMenuAsPrimaryAction`, or a long press): a white list of the menu's
/// actions in a window above the app, under the button (above it when there is no room), with inline submenus
/// separated by a gap. A tap on an enabled item runs it with the button as sender and closes the list; a tap
/// anywhere else only closes it.
@MainActor
final class ButtonMenuPresenter {
    static let windowLevel: CGFloat = 10_000_050
    static let rowHeight: CGFloat = 44
    static let minimumWidth: CGFloat = 250
    static let gap: CGFloat = 8

    private let window: UIWindow
    private let panel = UIView()
    private(set) var rows: [UIButton] = []
    private weak var button: UIButton?

    init(menu: UIMenu, for button: UIButton, on screen: UIScreen) {
        self.button = button
        window = UIWindow(screen: screen)
        window.windowLevel = Self.windowLevel
        window.backgroundColor = .clear
        window.frame = screen.bounds
        window.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ButtonMenuPresenter.backdropTapped))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 12
        panel.layer.shadowOffset = CGSize(width: 0, height: 4)
        panel.clipsToBounds = false
        window.addSubview(panel)
        build(menu)
        place(below: button.convert(button.bounds, to: nil), in: screen.bounds)
    }

    /// One row per action, a separator line between rows and a thicker gap before each inline submenu.
    private func build(_ menu: UIMenu) {
        var y: CGFloat = 0
        var width = Self.minimumWidth
        func add(_ action: UIAction) {
            let row = UIButton(type: .custom)
            let enabled = !action.attributes.contains(.disabled)
            let color: UIColor = !enabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
            row.setTitle((action.state == .on ? "✓  " : "") + action.title, for: .normal)
            row.setTitleColor(color, for: .normal)
            row.titleLabel?.font = .systemFont(ofSize: 17)
            row.isEnabled = enabled
            row.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
            row.frame = CGRect(x: 0, y: y, width: 0, height: Self.rowHeight)
            width = max(width, (row.titleLabel?.intrinsicContentSize.width ?? 0) + 32)
            panel.addSubview(row)
            rows.append(row)
            y += Self.rowHeight
        }
        for element in menu.children {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { add(action) }
            } else if let submenu = element as? UIMenu {
                if !rows.isEmpty { y += Self.gap }
                submenu.flattenedActions.forEach(add)
                y += Self.gap
            }
        }
        for row in rows { row.frame.size.width = width }
        panel.frame.size = CGSize(width: width, height: rows.last.map { $0.frame.maxY } ?? 0)
    }

    /// Under the button, its leading edges aligned, kept on screen; above it when it would not fit below.
    private func place(below anchor: CGRect, in screen: CGRect) {
        let size = panel.frame.size
        var y = anchor.maxY + Self.gap
        if y + size.height > screen.maxY - Self.gap { y = max(screen.minY + Self.gap, anchor.minY - Self.gap - size.height) }
        let x = min(max(anchor.minX, screen.minX + Self.gap), screen.maxX - Self.gap - size.width)
        panel.frame.origin = CGPoint(x: x, y: y)
    }

    func show() {
        window.isHidden = false
        window.screen.attach(window)
    }

    func dismiss() {
        window.isHidden = true
        button?.menuPresenter = nil
    }

    private func choose(_ action: UIAction) {
        dismiss()
        action.perform(sender: button)
    }

    private func backdropTapped(_ tap: UITapGestureRecognizer) {
        guard !panel.frame.contains(tap.location(in: window)) else { return }
        dismiss()
    }
}
