import Foundation

/// The buttons navigation bars and toolbars show for their items.
extension UIButton {
    /// A bar's button for items tapped through `tapped`.
    static func barButton(_ tapped: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in tapped() }, for: .touchUpInside)
        return button
    }

    /// Shows `item` (`title` in place of its own when given): its title or image, bold when it is a done item, dimmed
    /// when disabled; hidden when there is nothing to show.
    func show(_ item: UIBarButtonItem?, title: String? = nil) {
        let text = title ?? item?.title
        item?.shownIn = self
        setTitle(text, for: .normal)
        // A done item (Done, Save) is bold, as UIKit draws it.
        titleLabel?.font = item?.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        setImage(item?.image, for: .normal)
        isHidden = text == nil && item?.image == nil
        isEnabled = item?.isEnabled ?? true
        menu = item?.menu
        showsMenuAsPrimaryAction = item?.menu != nil && item?.primaryAction == nil
    }

    /// As wide as its title or image with 8 points each side, and at least 44 points, to be hit.
    var barWidth: CGFloat { max(sizeThatFits(.zero).width + 16, 44) }
}
