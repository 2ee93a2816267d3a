import Foundation

/// Read-only text: one font, colour and alignment, or attributed text; laid out once per change and cached.
@MainActor
open class UILabel: UIView {
    /// Static text that reads as itself.
    override var automaticAccessibility: AutomaticAccessibility {
        AutomaticAccessibility(isElement: true, label: text, traits: .staticText)
    }

    private var layoutCache: (width: CGFloat, layout: TextLayout)?

    /// What the label shows: text set through `text`, without attributes (layouts skip resolving them, and no
    /// attributed string is made unless asked for), attributed text, or text in one set of attributes that controls
    /// give their labels (kept apart: Linux's Foundation never frees an attributed string's attribute runs).
    private enum Content {
        case plain(String)
        case attributed(NSAttributedString)
        case styled(String, [NSAttributedString.Key: Any])
    }
    private var content: Content?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    /// The text; setting it replaces any attributed text.
    open var text: String? {
        get {
            switch content {
            case .plain(let string): string
            case .attributed(let attributed): attributed.string
            case .styled(let string, _): string
            case nil: nil
            }
        }
        set {
            if case .plain(let current) = content, current == newValue { return }
            if content == nil && newValue == nil { return }
            content = newValue.map { .plain($0) }
            textDidChange()
        }
    }

    /// Attributed text; attributes a run lacks come from `font`, `textColor` and `textAlignment`. Setting it copies it
    /// (a mutable string changed afterwards does not change the label) and, as in UIKit, gives `font`, `textColor`,
    /// `textAlignment` and `lineBreakMode` the values its first character has. Plain text reads back with the label's
    /// font, colour and paragraph style.
    open var attributedText: NSAttributedString? {
        get {
            switch content {
            case .plain(let string): RunReleasingAttributedString(string: string, attributes: styleAttributes)
            case .attributed(let attributed): attributed
            case .styled(let string, let attributes):
                RunReleasingAttributedString(string: string, attributes: styleAttributes.merging(attributes) { $1 })
            case nil: nil
            }
        }
        set {
            if let newValue, newValue.length > 0 { adoptStyle(of: newValue.attributes(at: 0, effectiveRange: nil)) }
            content = newValue.map { .attributed($0 is NSMutableAttributedString ? RunReleasingAttributedString(attributedString: $0) : $0) }
            textDidChange()
        }
    }

    /// The label's style as attributes, as UIKit gives plain text read back as attributed text.
    private var styleAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        (style.alignment, style.lineBreakMode) = (textAlignment, lineBreakMode)
        return [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label, .paragraphStyle: style]
    }

    /// Takes the style `attributes` (an attributed text's first character's) give.
    private func adoptStyle(of attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            (textAlignment, lineBreakMode) = (style.alignment, style.lineBreakMode)
        }
    }

    /// Shows `string` with `attributes` (what they lack comes from `font`, `textColor` and `textAlignment`), as
    /// `attributedText` would, without making an attributed string: for controls that style their labels' titles.
    func setText(_ string: String?, attributes: [NSAttributedString.Key: Any]) {
        content = string.map { .styled($0, attributes) }
        textDidChange()
    }

    /// The font; 17-point system by default.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows text size changes.
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour; `.label` by default.
    open var textColor: UIColor! = .label { didSet { textDidChange(sizeMayChange: false) } }
    /// How lines sit; `.natural` follows the writing direction.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange(sizeMayChange: false) } }
    /// Lines to show at most; 0 means as many as needed.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text that does not fit wraps or is truncated; truncating the tail by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether it draws in its colour (dimmed when not).
    open var isEnabled = true { didSet { textDidChange(sizeMayChange: false) } }
    /// Whether text that does not fit is drawn smaller, down to `minimumScaleFactor` of the font's size, before it is
    /// truncated: a one-line text too wide for the label, or the lines of a label of several lines (`numberOfLines`
    /// 0 or more than 1) that do not all fit its bounds. The intrinsic size stays the full font's, as in UIKit.
    open var adjustsFontSizeToFitWidth = false { didSet { textDidChange(sizeMayChange: false) } }
    /// The smallest share of the font's size `adjustsFontSizeToFitWidth` may draw at; 0 (the default), as in UIKit,
    /// keeps the font's size.
    open var minimumScaleFactor: CGFloat = 0 { didSet { textDidChange(sizeMayChange: false) } }

    override func effectiveLayoutDirectionDidChange() { textDidChange(sizeMayChange: false) }
    /// Laid-out text holds its colours resolved: a new appearance lays it out again.
    override func appearanceDidChange() {
        super.appearanceDidChange()
        textDidChange(sizeMayChange: false)
    }

    /// Colour and alignment changes redraw but keep the size, so they do not send layout around again.
    private func textDidChange(sizeMayChange: Bool = true) {
        layoutCache = nil
        fittedCache = nil
        setNeedsDisplay()
        if sizeMayChange { invalidateIntrinsicContentSize() }
    }

    private var paragraph: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = resolvedAlignment(textAlignment)
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// The label's text laid out at `width`, kept until the text, a style or the width changes.
    func textLayout(width: CGFloat?, lines: Int) -> TextLayout? {
        let key = width ?? -1
        if lines == numberOfLines, let cached = layoutCache, cached.width == key { return cached.layout }
        guard var layout = layOut(font: font ?? .systemFont(ofSize: 17), width: width, lines: lines) else { return nil }
        if let width, lines == 1, adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 {
            layout = shrunk(layout, toFit: width)
        }
        if lines == numberOfLines { layoutCache = (key, layout) }
        return layout
    }

    /// The text laid out in `font` (attributed text's own fonts stay).
    private func layOut(font: UIFont, width: CGFloat?, lines: Int) -> TextLayout? {
        performWithAppearance { layOutNow(font: font, width: width, lines: lines) }
    }

    private func layOutNow(font: UIFont, width: CGFloat?, lines: Int) -> TextLayout? {
        let color: UIColor = isEnabled ? (textColor ?? .label) : .systemGray
        switch content {
        case .plain(let string) where !string.isEmpty:
            return TextLayout.shared(string, font: font, color: color, paragraph: paragraph, width: width, maximumLines: lines)
        case .attributed(let attributed) where attributed.length > 0:
            return TextLayout.shared(
                attributed, defaultFont: font, defaultColor: color, defaultParagraph: paragraph, width: width,
                maximumLines: lines)
        case .styled(let string, let attributes) where !string.isEmpty:
            return TextLayout.shared(
                string, attributeRuns: [AttributeRun(all: string, attributes: attributes)],
                defaultFont: font, defaultColor: color, defaultParagraph: paragraph, width: width, maximumLines: lines)
        default:
            return nil
        }
    }

    /// `layout` again in the largest font, in half points down to `minimumScaleFactor` of the font's size, whose
    /// line fits `width` (the smallest when none does: it truncates then).
    private func shrunk(_ layout: TextLayout, toFit width: CGFloat) -> TextLayout {
        let font = font ?? .systemFont(ofSize: 17)
        func natural(_ size: CGFloat) -> CGFloat { layOut(font: font.withSize(size), width: nil, lines: 1)?.size.width ?? 0 }
        guard natural(font.pointSize) > width else { return layout }
        let smallest = font.pointSize * minimumScaleFactor
        // Text widths scale with the size, nearly: start there and step down until it fits.
        var size = max(smallest, (font.pointSize * width / natural(font.pointSize) * 2).rounded(.down) / 2)
        while size > smallest, natural(size) > width { size = max(smallest, size - 0.5) }
        return layOut(font: font.withSize(size), width: width, lines: 1) ?? layout
    }

    /// The layout drawn in a rectangle of `size`: the text laid out at its width, or — a label of several lines that
    /// adjusts its font size to fit — in the largest half-point size, down to `minimumScaleFactor` of the font's, whose
    /// lines all fit within `numberOfLines` and the height (the smallest when none does: it truncates then).
    func drawnLayout(in size: CGSize) -> TextLayout? {
        guard numberOfLines != 1, adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1 else {
            return textLayout(width: size.width, lines: numberOfLines)
        }
        if let cached = fittedCache, cached.size == size { return cached.layout }
        let layout = fittedLayout(width: size.width, height: size.height)
        fittedCache = layout.map { (size, $0) }
        return layout
    }
    private var fittedCache: (size: CGSize, layout: TextLayout)?

    private func fittedLayout(width: CGFloat, height: CGFloat) -> TextLayout? {
        let font = font ?? .systemFont(ofSize: 17)
        func fits(_ pointSize: CGFloat) -> Bool {
            guard let all = layOut(font: font.withSize(pointSize), width: width, lines: 0) else { return true }
            return (numberOfLines == 0 || all.metrics.lineCount <= numberOfLines) && all.size.height <= height + 0.5
        }
        guard !fits(font.pointSize) else { return textLayout(width: width, lines: numberOfLines) }
        // Half-point steps down from the font's size; the text takes less room at every smaller size, so the largest
        // that fits is found by halving.
        let smallest = font.pointSize * minimumScaleFactor
        var tooBig = 0, small = Int(((font.pointSize - smallest) * 2).rounded(.down))
        func size(_ step: Int) -> CGFloat { max(smallest, font.pointSize - CGFloat(step) / 2) }
        guard fits(size(small)) else { return layOut(font: font.withSize(size(small)), width: width, lines: numberOfLines) }
        while small - tooBig > 1 {
            let middle = (tooBig + small) / 2
            if fits(size(middle)) { small = middle } else { tooBig = middle }
        }
        return layOut(font: font.withSize(size(small)), width: width, lines: numberOfLines)
    }

    /// Where the text goes in `bounds` with at most `numberOfLines`: centred vertically, as UIKit does.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let drawn = numberOfLines == self.numberOfLines
            ? drawnLayout(in: bounds.size) : textLayout(width: bounds.width, lines: numberOfLines)
        guard let layout = drawn else {
            return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        }
        let size = layout.size
        let height = min(ceil(size.height), bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + floor((bounds.height - height) / 2), width: bounds.width, height: height)
    }

    /// Draws the text into `rect`; override to change how the label draws.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = drawnLayout(in: rect.size) else { return }
        let textRect = self.textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context, at: textRect.origin)
        context.restoreGState()
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Where the text puts ink, when this class draws the text itself (a subclass may draw anywhere: insets in
    /// `drawText(in:)`, so it gets all of its bounds): plain text's glyphs, attributed text's glyphs and logical
    /// extent (backgrounds fill it). One point wider all round, for antialiasing.
    override var drawingExtent: CGRect? {
        guard type(of: self) == UILabel.self, let layout = drawnLayout(in: bounds.size) else { return nil }
        let text = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        let metrics = layout.metrics
        let ink = metrics.inkRect.offsetBy(dx: text.minX, dy: text.minY)
        let drawn = layout.plainColor != nil
            ? ink
            : ink.union(CGRect(x: text.minX + metrics.originX, y: text.minY, width: metrics.size.width, height: text.height))
        return drawn.insetBy(dx: -1, dy: -1)
    }

    /// Plain text's colour, when this class draws the text itself.
    override var maskColor: UIColor? {
        guard type(of: self) == UILabel.self else { return nil }
        return textLayout(width: bounds.width, lines: numberOfLines)?.plainColor
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width : nil
        guard let layout = textLayout(width: numberOfLines == 1 ? nil : width, lines: numberOfLines) else { return .zero }
        return CGSize(width: ceil(layout.size.width), height: ceil(layout.size.height))
    }

    /// The width the wrapped text was last measured at.
    private var measuredWidth: CGFloat = 0

    /// A label that wraps is as tall as its text at the width layout gave it, as UIKit's with no
    /// `preferredMaxLayoutWidth`: a new width measures again, and Auto Layout takes the new height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, bounds.width != measuredWidth else { return }
        measuredWidth = bounds.width
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? nil : (bounds.width > 0 ? bounds.width : nil)
        guard let layout = textLayout(width: width, lines: numberOfLines) else { return .zero }
        return CGSize(width: ceil(layout.size.width), height: ceil(layout.size.height))
    }

    /// Where the first or last baseline sits relative to the vertical centre, where the text is centred; Auto
    /// Layout's baseline attributes are `centerY` plus this.
    func baselineOffsetFromCenter(first: Bool) -> CGFloat {
        guard let layout = textLayout(width: numberOfLines == 1 ? nil : (bounds.width > 0 ? bounds.width : nil), lines: numberOfLines)
        else { return 0 }
        let height = ceil(layout.size.height)
        return (first ? layout.metrics.firstBaseline : layout.metrics.lastBaseline) - height / 2
    }

    /// The first baseline in the label's coordinates (for baseline alignment).
    public var firstBaselineOffset: CGFloat {
        guard let layout = textLayout(width: bounds.width, lines: numberOfLines) else { return 0 }
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).minY + layout.metrics.firstBaseline
    }
}

extension UILabel: UIContentSizeCategoryAdjusting, FontCarrying {
    var carriedFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
