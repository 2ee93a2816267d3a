import Foundation

/// A menu on screen — a `UIButton`'s (`menu` with `showsMenuAsPrimaryAction`, or a long press) or a context menu's: a
/// white list of the menu's actions in a window above the app, beside what it belongs to (below it, or above it when
/// there is no room), with inline submenus separated by a gap. A tap on an enabled item runs it with the sender and
/// closes the list (a pop-up button or a single-selection menu first checks it and unchecks the others); a tap
/// anywhere else only closes it.
@MainActor
final class MenuPresenter {
    static let rowHeight: CGFloat = 44
    static let minimumWidth: CGFloat = 250

    private let floating: FloatingPanel
    private var panel: UIView { floating.panel }
    private(set) var rows: [UIButton] = []
    /// What the actions are performed with as their `sender`.
    private weak var sender: AnyObject?
    private let chose: (UIAction) -> Void
    private var size = CGSize.zero

    /// A presenter of `menu` on `screen`; `chose` hears the action chosen before it runs, `dismissed` that the menu
    /// closed, whichever way.
    init(
        menu: UIMenu, sender: AnyObject?, on screen: UIScreen, chose: @escaping (UIAction) -> Void,
        dismissed: @escaping () -> Void
    ) {
        self.sender = sender
        self.chose = chose
        floating = FloatingPanel(on: screen)
        floating.onDismiss = dismissed
        build(menu)
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
                if !rows.isEmpty { y += FloatingPanel.gap }
                submenu.flattenedActions.forEach(add)
                y += FloatingPanel.gap
            }
        }
        for row in rows { row.frame.size.width = width }
        size = CGSize(width: width, height: rows.last.map { $0.frame.maxY } ?? 0)
    }

    /// Shows the menu beside `anchor` (screen coordinates).
    func show(near anchor: CGRect) {
        floating.show(size: size, near: anchor)
    }

    func dismiss() { floating.dismiss() }

    private func choose(_ action: UIAction) {
        dismiss()
        chose(action)
        action.perform(sender: sender)
    }
}
