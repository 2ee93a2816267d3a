import Foundation

/// The field of a search bar, as UIKit's (iOS 13): a grey rounded field with a magnifying glass before the text,
/// "Search" as placeholder, a clear button while editing and the Search return key. Tokens are not supported.
@MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        placeholder = NSLocalizedString("Search", comment: "A search field's placeholder; the app's strings may translate it")
        leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 30, height: 36))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        autocapitalizationType = .none
    }
}

/// The magnifying glass before a search field's text: a ring and its handle, drawn (FrameKit has no SF Symbols).
private final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let centre = CGPoint(x: bounds.midX - 1, y: bounds.midY - 1)
        let radius: CGFloat = 5.5
        let glass = UIBezierPath(arcCenter: centre, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let reach = radius * 0.7071
        glass.move(to: CGPoint(x: centre.x + reach, y: centre.y + reach))
        glass.addLine(to: CGPoint(x: centre.x + reach + 4, y: centre.y + reach + 4))
        glass.lineWidth = 1.8
        glass.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        glass.stroke()
    }
}
