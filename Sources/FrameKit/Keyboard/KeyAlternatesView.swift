import Foundation

/// The row of alternates over a long-pressed key (é è ê ë…): the finger slides along it and lifts on the one it
/// wants; lifting off the row types nothing.
final class KeyAlternatesView: UIView {
    private var options: [String] = []
    private var font = UIFont.systemFont(ofSize: 24)
    private var cellWidth: CGFloat = 0
    private(set) var selectedIndex: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    var selected: String? { selectedIndex.map { options[$0] } }
    var alternates: [String] { options }

    /// Shows `options` in a row above `face`, starting over the key and moved left to stay inside `limits`; the
    /// first (the key's own character) is selected.
    func show(_ options: [String], over face: CGRect, within limits: CGRect, font: UIFont) {
        self.options = options
        self.font = font
        cellWidth = face.width
        let width = cellWidth * CGFloat(options.count) + 8
        let x = min(max(face.minX - 4, limits.minX), limits.maxX - width)
        frame = CGRect(x: x, y: face.minY - face.height - 10, width: width, height: face.height + 8)
        selectedIndex = 0
        isHidden = false
        setNeedsDisplay()
    }

    /// The finger is at `point` (this view's coordinates): the cell under it, none when it is well off the row.
    func select(at point: CGPoint) {
        let inRow = point.y > -bounds.height && point.y < bounds.height * 2
        let index = inRow ? min(max(Int((point.x - 4) / cellWidth), 0), options.count - 1) : nil
        guard index != selectedIndex else { return }
        selectedIndex = index
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        UIColor(white: 0.55, alpha: 1).setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 0, dy: 0.5).offsetBy(dx: 0, dy: 0.5), cornerRadius: 8).fill()
        KeyboardView.letterKeyColour.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 0, dy: 0.5).offsetBy(dx: 0, dy: -0.5), cornerRadius: 8).fill()
        for (i, option) in options.enumerated() {
            let cell = CGRect(x: 4 + CGFloat(i) * cellWidth, y: 4, width: cellWidth, height: bounds.height - 8)
            let isSelected = i == selectedIndex
            if isSelected {
                UIColor.systemBlue.setFill()
                UIBezierPath(roundedRect: cell, cornerRadius: 5).fill()
            }
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font, .foregroundColor: isSelected ? UIColor.white : UIColor.label,
            ]
            let size = option.size(withAttributes: attributes)
            option.draw(at: CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2), withAttributes: attributes)
        }
    }
}
