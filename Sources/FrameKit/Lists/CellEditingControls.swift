import Foundation

/// The round control at a row's leading edge in editing mode: a red circle with a minus (delete) or a green one with
/// a plus (insert). Tapping it tells the table.
@MainActor
final class EditingControlView: UIControl {
    static let size: CGFloat = 22
    var style: UITableViewCell.EditingStyle = .delete {
        didSet { setNeedsDisplay() }
    }
    /// The circle's colour, when not UIKit's red or green.
    var circleColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// The minus's or plus's colour, when not white.
    var markColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        (circleColor ?? (style == .insert ? UIColor.systemGreen : UIColor.systemRed)).setFill()
        UIBezierPath(ovalIn: circle).fill()
        (markColor ?? UIColor.white).setFill()
        let bar = CGRect(x: circle.minX + 5, y: circle.midY - 1, width: circle.width - 10, height: 2)
        UIBezierPath(rect: bar).fill()
        if style == .insert {
            UIBezierPath(rect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: circle.height - 10)).fill()
        }
    }
}

/// The three grey lines at a row's trailing edge in editing mode that a finger drags to move the row.
@MainActor
final class ReorderControlView: UIView {
    static let width: CGFloat = 38
    /// The lines' colour, when not grey.
    var lineColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Whether a hairline at its leading edge separates it from the content (a list cell's reorder accessory).
    var showsSeparator = false {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        (lineColor ?? UIColor.systemGray).setFill()
        for line in -1...1 {
            UIBezierPath(rect: CGRect(x: bounds.midX - 9, y: bounds.midY + CGFloat(line) * 5 - 1, width: 18, height: 2)).fill()
        }
        if showsSeparator {
            UIColor.separator.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1 / (window?.screen.scale ?? 1), height: bounds.height)).fill()
        }
    }
}

/// The circle at a list row's leading edge while it edits with multiple selection: an empty grey ring, or a circle
/// of the tint colour with a white checkmark while the row is selected.
@MainActor
final class MultiselectControlView: UIView {
    var isChecked = false {
        didSet { if isChecked != oldValue { setNeedsDisplay() } }
    }
    /// The ring's fill while unchecked (none by default).
    var unselectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isChecked { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        guard isChecked else {
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            if let unselectedColor {
                unselectedColor.setFill()
                ring.fill()
            }
            ring.lineWidth = 1.5
            UIColor.systemGray3.setStroke()
            ring.stroke()
            return
        }
        tintColor.setFill()
        UIBezierPath(ovalIn: circle).fill()
        let check = UIBezierPath()
        check.move(to: CGPoint(x: circle.minX + circle.width * 0.28, y: circle.midY))
        check.addLine(to: CGPoint(x: circle.minX + circle.width * 0.44, y: circle.minY + circle.height * 0.66))
        check.addLine(to: CGPoint(x: circle.minX + circle.width * 0.72, y: circle.minY + circle.height * 0.34))
        check.lineWidth = 2
        check.lineCapStyle = .round
        check.lineJoinStyle = .round
        UIColor.white.setStroke()
        check.stroke()
    }
}
