import Foundation

/// An outline disclosure accessory, drawn: a tinted chevron pointing to the trailing side while its row's item is
/// collapsed, turned to point down while expanded. A tap runs the app's handler or, without one, expands or collapses
/// the row's item through its collection view's diffable data source.
@MainActor
final class OutlineDisclosureView: UIControl {
    private static let size = CGSize(width: 20, height: 20)
    private let action: (@MainActor () -> Void)?

    /// Whether the row's item is shown expanded.
    var isExpanded = false {
        didSet {
            guard isExpanded != oldValue else { return }
            let turn = CGAffineTransform(rotationAngle: isExpanded ? .pi / 2 : 0)
            if window != nil { UIView.animate(withDuration: 0.25) { self.transform = turn } } else { transform = turn }
        }
    }

    init(action: (@MainActor () -> Void)?) {
        self.action = action
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        backgroundColor = .clear
        addTarget(self, action: OutlineDisclosureView.tapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    private func tapped(_ sender: UIControl) {
        if let action { return action() }
        var view: UIView? = superview
        while let current = view, !(current is UICollectionViewListCell) { view = current.superview }
        (view as? UICollectionViewListCell)?.toggleOutline()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        // Drawn pointing to the trailing side; the view's rotation turns it down.
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let (tip, back) = leftToRight ? (bounds.midX + 3, bounds.midX - 2) : (bounds.midX - 3, bounds.midX + 2)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: back, y: bounds.midY - 5.5))
        path.addLine(to: CGPoint(x: tip, y: bounds.midY))
        path.addLine(to: CGPoint(x: back, y: bounds.midY + 5.5))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
