import Foundation

/// An input method's marked (provisional) text, shown over the text as UIKit shows it: a light wash of the tint
/// behind it and a line under it, or what the view's `markedTextStyle` asks for — its `.backgroundColor` for the
/// wash, its `.underlineStyle` (0: none) and `.underlineColor` for the line; the style's other keys are not drawn.
@MainActor
final class MarkedTextView: UIView {
    private var rects: [CGRect] = []
    private var look: (wash: UIColor?, underline: UIColor?) = (nil, nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        isHidden = true
    }

    required init?(coder: NSCoder) { fatalError("MarkedTextView is made in code") }

    /// Shows the marked text's rectangles (the superview's coordinates; none: hidden) in `style`'s look.
    func show(_ rects: [CGRect], style: [NSAttributedString.Key: Any]?, tint: UIColor) {
        guard !rects.isEmpty else { return hide() }
        isHidden = false
        let look = Self.look(of: style, tint: tint)
        let area = rects.reduce(CGRect.null) { $0.union($1) }.integral
        let local = rects.map { $0.offsetBy(dx: -area.minX, dy: -area.minY) }
        guard area != frame || local != self.rects || look.wash != self.look.wash || look.underline != self.look.underline else { return }
        frame = area
        (self.rects, self.look) = (local, look)
        setNeedsDisplay()
    }

    /// Nothing is marked.
    func hide() { isHidden = true }

    static func look(of style: [NSAttributedString.Key: Any]?, tint: UIColor) -> (wash: UIColor?, underline: UIColor?) {
        guard let style else { return (tint.withAlphaComponent(0.15), tint) }
        let underlined = ((style[.underlineStyle] as? Int) ?? (style[.underlineStyle] as? NSNumber)?.intValue ?? 0) != 0
        return (style[.backgroundColor] as? UIColor, underlined ? style[.underlineColor] as? UIColor ?? tint : nil)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let wash = look.wash {
            context.setFillColor(wash)
            for r in rects { context.fill(r) }
        }
        if let underline = look.underline {
            context.setFillColor(underline)
            // On a whole pixel row, so the line is crisp.
            for r in rects { context.fill(CGRect(x: r.minX, y: r.maxY.rounded(.down) - 1, width: r.width, height: 1)) }
        }
    }
}
