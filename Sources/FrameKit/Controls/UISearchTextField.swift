import Foundation

/// The field of a search bar, as UIKit's (iOS 13): a grey rounded field with a magnifying glass before the text,
/// "Search" as placeholder, a clear button while editing and the Search return key; tokens (`UISearchToken`) show as
/// pills between the glass and the text. `text` is the text after them. A backspace at the start of the text selects
/// the last token, a second one deletes it (`.editingChanged` goes out), unless `allowsDeletingTokens` is false.
@MainActor
open class UISearchTextField: UITextField {
    /// The tokens before the text, in order.
    open var tokens: [UISearchToken] = [] {
        didSet { tokensDidChange() }
    }
    /// The pills' colour; nil: a light shade of the tint colour.
    open var tokenBackgroundColor: UIColor? {
        didSet { tokenViews.forEach { $0.setNeedsDisplay() } }
    }
    /// Whether a backspace can delete tokens.
    open var allowsDeletingTokens = true
    /// Whether copying a selection copies its tokens (FrameKit copies the text only).
    open var allowsCopyingTokens = true

    private var tokenViews: [SearchTokenView] = []
    /// The token a first backspace selected, which the next deletes.
    private(set) var selectedTokenIndex: Int? {
        didSet { for (index, view) in tokenViews.enumerated() { view.isSelected = index == selectedTokenIndex } }
    }

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

    /// Puts `token` among the tokens at `tokenIndex`.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(tokenIndex, 0), tokens.count))
    }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    /// The text after the tokens: all of the field's text.
    public var textualRange: UITextRange {
        textRange(from: beginningOfDocument, to: endOfDocument) ?? UITextRange(NSRange(location: 0, length: 0))
    }

    /// Turns the text in `range` into `token` at `tokenIndex`: the text goes, the token comes.
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        replace(range, withText: "")
        insertToken(token, at: tokenIndex)
    }

    /// Where the token at `tokenIndex` is in the field's text: the start, as tokens come before it.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition { beginningOfDocument }

    /// The tokens a range of the text includes: none, as tokens are not in the text.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] { [] }

    override var hasContent: Bool { hasText || !tokens.isEmpty }

    /// The clear button takes the tokens away with the text.
    override func clearContent() {
        if !tokens.isEmpty {
            tokens = []
            if !hasText { sendActions(for: .editingChanged) }
        }
        super.clearContent()
    }

    open override func insertText(_ text: String) {
        selectedTokenIndex = nil
        super.insertText(text)
    }

    open override func deleteBackward() {
        if let selected = selectedTokenIndex {
            selectedTokenIndex = nil
            removeToken(at: selected)
            return sendActions(for: .editingChanged)
        }
        let selection = selectedTextRange
        guard allowsDeletingTokens, isEditing, !tokens.isEmpty, let selection, selection.isEmpty,
            offset(from: beginningOfDocument, to: selection.start) == 0
        else { return super.deleteBackward() }
        selectedTokenIndex = tokens.count - 1
    }

    /// Where the text starts: after the pills.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        guard let last = tokenFrames(in: bounds).last else { return rect }
        let start = last.maxX + 4
        rect.size.width = max(0, rect.maxX - start)
        rect.origin.x = start
        return rect
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in zip(tokenViews, tokenFrames(in: bounds)) { view.frame = frame }
    }

    /// The pills side by side after the left view, each as wide as its icon and word.
    private func tokenFrames(in bounds: CGRect) -> [CGRect] {
        var x = max(leftViewRect(forBounds: bounds).maxX, 8)
        return tokenViews.map { view in
            let size = view.sizeThatFits(bounds.size)
            defer { x += size.width + 4 }
            return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    private func tokensDidChange() {
        tokenViews.forEach { $0.removeFromSuperview() }
        tokenViews = tokens.map { token in
            let view = SearchTokenView(token: token)
            view.field = self
            addSubview(view)
            return view
        }
        if let selected = selectedTokenIndex, !tokens.indices.contains(selected) { selectedTokenIndex = nil }
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The pills' colour now.
    var resolvedTokenBackground: UIColor { tokenBackgroundColor ?? tintColor.withAlphaComponent(0.18) }
}

/// One token's pill: its icon and word on a rounded background, the tint with white content while selected.
@MainActor
private final class SearchTokenView: UIView {
    let token: UISearchToken
    weak var field: UISearchTextField?
    var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    private let font = UIFont.systemFont(ofSize: 15)

    init(token: UISearchToken) {
        self.token = token
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    private var iconSide: CGFloat { token.icon == nil ? 0 : 16 }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let word = (token.text as NSString).size(withAttributes: [.font: font])
        return CGSize(width: ceil(word.width) + 12 + (iconSide > 0 ? iconSide + 4 : 0), height: 24)
    }

    override func draw(_ rect: CGRect) {
        (isSelected ? tintColor : field?.resolvedTokenBackground ?? tintColor.withAlphaComponent(0.18)).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 6).fill()
        let ink: UIColor = isSelected ? .white : .label
        var x: CGFloat = 6
        if let icon = token.icon {
            let tinted = icon.renderingMode == .alwaysOriginal ? icon : icon.withTintColor(ink)
            tinted.draw(in: CGRect(x: x, y: (bounds.height - iconSide) / 2, width: iconSide, height: iconSide))
            x += iconSide + 4
        }
        let word = token.text as NSString
        let height = word.size(withAttributes: [.font: font]).height
        word.draw(at: CGPoint(x: x, y: (bounds.height - height) / 2), withAttributes: [.font: font, .foregroundColor: ink])
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
