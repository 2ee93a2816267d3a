import Foundation

/// A cell's standard accessory, drawn: the grey chevron, the tinted checkmark, the tinted detail (ⓘ) button, or
/// both for `.detailDisclosureButton`. The detail button is a control: tapping it tells the table's delegate
/// (`accessoryButtonTappedForRowWith`) instead of selecting the row.
@MainActor
final class CellAccessoryView: UIControl {
    /// The space between the content view and the accessory.
    static let gap: CGFloat = 8
    private static let chevron = CGSize(width: 8, height: 13)
    private static let checkmark = CGSize(width: 14, height: 12)
    private static let detailDiameter: CGFloat = 22

    /// What a tap on the detail button does.
    private let onDetailTap: () -> Void

    var type: UITableViewCell.AccessoryType = .none {
        didSet {
            isUserInteractionEnabled = hasDetailButton
            frame.size = sizeThatFits(.zero)
            setNeedsDisplay()
        }
    }

    private var hasDetailButton: Bool { type == .detailButton || type == .detailDisclosureButton }

    init(onDetailTap: @escaping () -> Void) {
        self.onDetailTap = onDetailTap
        super.init(frame: .zero)
        backgroundColor = .clear
        addTarget(self, action: CellAccessoryView.detailTapped, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    private func detailTapped(_ sender: UIControl) { onDetailTap() }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return Self.chevron
        case .checkmark: return Self.checkmark
        case .detailButton: return CGSize(width: Self.detailDiameter, height: Self.detailDiameter)
        case .detailDisclosureButton:
            return CGSize(width: Self.detailDiameter + 12 + Self.chevron.width, height: Self.detailDiameter)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: bounds.minX)
        case .checkmark: drawCheckmark()
        case .detailButton: drawDetailButton()
        case .detailDisclosureButton:
            drawDetailButton()
            drawChevron(at: bounds.maxX - Self.chevron.width)
        }
    }

    private func drawChevron(at x: CGFloat) {
        let top = (bounds.height - Self.chevron.height) / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1.5, y: top + 1))
        path.addLine(to: CGPoint(x: x + Self.chevron.width - 1.5, y: top + Self.chevron.height / 2))
        path.addLine(to: CGPoint(x: x + 1.5, y: top + Self.chevron.height - 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.tertiaryLabel.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.5, y: bounds.midY))
        path.addLine(to: CGPoint(x: 5.5, y: bounds.maxY - 1.5))
        path.addLine(to: CGPoint(x: bounds.maxX - 1.5, y: bounds.minY + 1.5))
        path.lineWidth = 2.2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawDetailButton() {
        let d = Self.detailDiameter
        let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: (bounds.height - d) / 2 + 1, width: d - 2, height: d - 2))
        circle.lineWidth = 1.5
        tintColor.setStroke()
        circle.stroke()
        let centre = CGPoint(x: d / 2, y: bounds.midY)
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: centre.x, y: centre.y - 1))
        stem.addLine(to: CGPoint(x: centre.x, y: centre.y + 5))
        stem.lineWidth = 2
        stem.stroke()
        tintColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: centre.x - 1.25, y: centre.y - 5.5, width: 2.5, height: 2.5)).fill()
    }
}
