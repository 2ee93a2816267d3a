import Foundation

/// The magnified character over a held key: a balloon as wide as the key and a bit, joined to the key below it.
final class KeyPreviewView: UIView {
    private var text = ""
    private var font = UIFont.systemFont(ofSize: 24)
    /// The key's face in this view's coordinates: the stem the balloon stands on.
    private var stem = CGRect.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `text` over `face` (the superview's coordinates).
    func show(_ text: String, over face: CGRect, font: UIFont) {
        self.text = text
        self.font = font.withSize(font.pointSize * 1.5)
        let pad = min(face.width * 0.25, 12)
        frame = CGRect(x: face.minX - pad, y: face.minY - face.height * 1.25, width: face.width + 2 * pad,
                       height: face.height * 2.25)
        stem = CGRect(x: pad, y: face.height * 1.25 - 8, width: face.width, height: face.height + 8)
        isHidden = false
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let balloon = CGRect(x: 0, y: 0, width: bounds.width, height: stem.minY + 8)
        UIColor(white: 0.55, alpha: 1).setFill()
        UIBezierPath(roundedRect: balloon.offsetBy(dx: 0, dy: 1), cornerRadius: 8).fill()
        KeyboardView.letterKeyColour.setFill()
        UIBezierPath(roundedRect: balloon, cornerRadius: 8).fill()
        UIBezierPath(roundedRect: stem, cornerRadius: 6).fill()
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.label]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: balloon.midX - size.width / 2, y: balloon.midY - size.height / 2), withAttributes: attributes)
    }
}
