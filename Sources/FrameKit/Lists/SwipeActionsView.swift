import Foundation

/// The buttons a swiped row reveals, laid out behind the row against the edge it uncovered: each action's colour
/// and title, widths shared out as the row opens, the first action nearest the edge (and taking all the room in a
/// full swipe).
@MainActor
final class SwipeActionsView: UIView {
    let actions: [UIContextualAction]
    /// Whether the actions sit at the trailing (right) edge.
    let isTrailing: Bool
    private(set) var buttons: [UIControl] = []
    var tapped: ((UIContextualAction, UIView) -> Void)?

    /// The width the buttons want when the row is open: each at least 74 points, or its title plus 30.
    let openWidth: CGFloat

    init(actions: [UIContextualAction], trailing: Bool) {
        self.actions = actions
        isTrailing = trailing
        var total: CGFloat = 0
        for action in actions {
            let label = UILabel()
            label.text = action.title
            label.font = .systemFont(ofSize: 15, weight: .medium)
            total += max(74, label.intrinsicContentSize.width + 30)
        }
        openWidth = total
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions { buttons.append(makeButton(for: action)) }
    }

    required init?(coder: NSCoder) { nil }

    private func makeButton(for action: UIContextualAction) -> UIControl {
        let button = UIButton(type: .custom)
        button.backgroundColor = action.backgroundColor
        button.setTitle(action.title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        if let image = action.image { button.setImage(image, for: .normal) }
        button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
        button.addTarget(self, action: SwipeActionsView.buttonTapped, for: .touchUpInside)
        addSubview(button)
        return button
    }

    private func buttonTapped(_ sender: UIControl) {
        guard let index = buttons.firstIndex(where: { $0 === sender }) else { return }
        tapped?(actions[index], sender)
    }

    /// Lays the buttons out for a row opened `width` points: shares in proportion to their open widths, or past a
    /// full-swipe point the first action alone.
    func layOut(revealed width: CGFloat, fullSwipe: Bool) {
        let count = CGFloat(buttons.count)
        var x: CGFloat = 0
        // The last action is furthest from the edge: laid out from the inner side towards the edge.
        for (index, button) in buttons.enumerated().reversed() {
            let share = fullSwipe ? (index == 0 ? width : 0) : width / count
            let frame = CGRect(x: isTrailing ? x : width - x - share, y: 0, width: share, height: bounds.height)
            button.frame = frame
            x += share
        }
    }
}
