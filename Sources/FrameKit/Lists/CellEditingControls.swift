import Foundation

/// The round control at a row's leading edge in editing mode: a red circle with a minus (delete) or a green one with
/// a plus (insert). Tapping it tells the table.
@MainActor
final class EditingControlView: UIControl {
    static let size: CGFloat = 22
    var style: UITableViewCell.EditingStyle = .delete {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
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

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray.setFill()
        for line in -1...1 {
            UIBezierPath(rect: CGRect(x: bounds.midX - 9, y: bounds.midY + CGFloat(line) * 5 - 1, width: 18, height: 2)).fill()
        }
    }
}
