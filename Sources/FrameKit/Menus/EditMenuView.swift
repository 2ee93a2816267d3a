import Foundation

/// The edit menu's row of actions: a dark rounded bar of titles with hairlines between them, above its target (below
/// when there is no room above), kept on screen. A finger on a title highlights it; lifting on it runs the action.
@MainActor
final class EditMenuView: UIView {
    static let height: CGFloat = 40
    static let padding: CGFloat = 14
    static let gap: CGFloat = 8
    static let margin: CGFloat = 8
    static let font = UIFont.systemFont(ofSize: 15)

    private(set) var actions: [UIAction] = []
    /// Each action's part of the bar, in the view's coordinates.
    private(set) var itemRects: [CGRect] = []
    private var highlighted: Int? { didSet { if highlighted != oldValue { setNeedsDisplay() } } }
    private weak var sender: UIEditMenuInteraction?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("EditMenuView is made in code") }

    /// Shows `actions` for `target` (screen coordinates) inside `screenBounds`.
    func show(
        _ actions: [UIAction], sender: UIEditMenuInteraction, target: CGRect, in screenBounds: CGRect, preferringBelow: Bool
    ) {
        (self.actions, self.sender, highlighted) = (actions, sender, nil)
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
        var widths = actions.map { ceil($0.title.size(withAttributes: attributes).width) + 2 * Self.padding }
        // Too wide for the screen: every item gives up the same share (their titles are cut).
        let room = screenBounds.width - 2 * Self.margin
        let total = widths.reduce(0, +)
        if total > room { widths = widths.map { $0 * room / total } }
        var x: CGFloat = 0
        itemRects = widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: Self.height)
        }
        let size = CGSize(width: x, height: Self.height)
        let above = target.minY - Self.gap - size.height
        let below = target.maxY + Self.gap
        let fitsAbove = above >= screenBounds.minY + Self.margin
        let y = preferringBelow || !fitsAbove ? min(below, screenBounds.maxY - Self.margin - size.height) : above
        let minX = screenBounds.minX + Self.margin, maxX = screenBounds.maxX - Self.margin - size.width
        frame = CGRect(origin: CGPoint(x: min(max(target.midX - size.width / 2, minX), max(minX, maxX)), y: y), size: size)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor(white: 0.13, alpha: 0.96))
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 10))
        context.fillPath()
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor.white]
        let dimmed: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: UIColor(white: 1, alpha: 0.35)]
        for (index, (action, item)) in zip(actions, itemRects).enumerated() {
            if index == highlighted {
                context.saveGState()
                context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 10))
                context.clip()
                context.setFillColor(UIColor(white: 1, alpha: 0.2))
                context.fill(item)
                context.restoreGState()
            }
            if index > 0 {
                context.setFillColor(UIColor(white: 1, alpha: 0.25))
                context.fill(CGRect(x: item.minX, y: 8, width: 1, height: item.height - 16))
            }
            let style = action.attributes.contains(.disabled) ? dimmed : attributes
            let size = action.title.size(withAttributes: style)
            action.title.draw(
                in: CGRect(
                    x: item.midX - min(size.width, item.width - 8) / 2, y: item.midY - size.height / 2,
                    width: min(size.width, item.width - 8), height: size.height),
                withAttributes: style)
        }
    }

    // MARK: Touches

    private func item(at point: CGPoint) -> Int? {
        itemRects.firstIndex { $0.contains(point) }.flatMap { actions[$0].attributes.contains(.disabled) ? nil : $0 }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { item(at: $0.location(in: self)) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { item(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { highlighted = nil }
        guard let index = touches.first.flatMap({ item(at: $0.location(in: self)) }) else { return }
        let action = actions[index]
        if !action.attributes.contains(.keepsMenuPresented) { sender?.dismissMenu() }
        action.perform(sender: sender)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { highlighted = nil }

    /// Where the action titled `title` is, in screen coordinates; for tests.
    func rectOfItem(titled title: String) -> CGRect? {
        actions.firstIndex { $0.title == title }.map { itemRects[$0].offsetBy(dx: frame.minX, dy: frame.minY) }
    }
}
