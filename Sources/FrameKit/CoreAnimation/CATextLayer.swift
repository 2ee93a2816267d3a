import Foundation

/// Where a text layer's lines sit across its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's own side (the left for left-to-right text).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// At the left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// At the right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Spread to both sides (wrapped lines).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts a line too long for its bounds.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: the line runs past the bounds (and is clipped with `masksToBounds`).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// "…" at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// "…" at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// "…" in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws text (Core Animation's `CATextLayer`) from the top of its bounds: a `String` in `font` at
/// `fontSize` and `foregroundColor`, or an `NSAttributedString` with its own attributes; one line per paragraph
/// unless `isWrapped`, then wrapped to the bounds' width; a one-line layer cuts what does not fit as
/// `truncationMode` says.
@MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? { didSet { changed("string", from: oldValue) } }
    /// The font: a `UIFont` (its size is ignored: `fontSize` is used) or a font name; the system font when nil.
    open var font: Any? { didSet { changed() } }
    /// The size a plain string is drawn at (36 points, as Core Animation's).
    open var fontSize: CGFloat = 36 { didSet { changed("fontSize", from: oldValue) } }
    /// A plain string's colour (white, as Core Animation's).
    open var foregroundColor: CGColor? = .white { didSet { changed("foregroundColor", from: oldValue) } }
    /// Whether lines wrap to the bounds' width.
    open var isWrapped = false { didSet { changed() } }
    /// Where a line too long is cut, when lines do not wrap.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { changed() } }
    /// Where the lines sit across the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { changed() } }
    /// Kept for iOS code; FrameKit's text is always placed on whole pixels.
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }

    /// A copy of `layer`'s properties (its presentation copy).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (other.isWrapped, other.truncationMode, other.alignmentMode)
    }

    override class var animatableKeys: Set<String> { super.animatableKeys.union(["fontSize", "foregroundColor"]) }

    open override func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "fontSize": fontSize
        case "foregroundColor": foregroundColor
        case "string": string
        default: super.value(forKeyPath: keyPath)
        }
    }

    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("fontSize", _): if let size = LayerValue.number(value as Any) { fontSize = size }
        case ("foregroundColor", _): foregroundColor = value as? CGColor
        case ("string", _): string = value
        default: super.setValue(value, forKeyPath: keyPath)
        }
    }

    /// The font a plain string is drawn in.
    private var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        switch font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    private var paragraph: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
        if !isWrapped {
            style.lineBreakMode = switch truncationMode {
            case .start: .byTruncatingHead
            case .end: .byTruncatingTail
            case .middle: .byTruncatingMiddle
            default: .byClipping
            }
        }
        return style
    }

    open override func draw(in ctx: CGContext) {
        guard bounds.width > 0 else { return }
        // Lines are laid out across the bounds' width so alignment has room; a one-line layer cuts at that width
        // only when it truncates.
        let cuts = !isWrapped && truncationMode != .none
        let width = isWrapped || cuts || alignmentMode == .center || alignmentMode == .right ? bounds.width : nil
        let (font, color, lines) = (resolvedFont, foregroundColor ?? .white, cuts ? 1 : 0)
        let layout: TextLayout
        switch string {
        case let attributed as NSAttributedString where attributed.length > 0:
            layout = TextLayout.shared(
                attributed, defaultFont: font, defaultColor: color, defaultParagraph: paragraph, width: width,
                maximumLines: lines)
        case let plain as String where !plain.isEmpty:
            layout = TextLayout.shared(plain, font: font, color: color, paragraph: paragraph, width: width, maximumLines: lines)
        default: return
        }
        layout.draw(in: ctx, at: bounds.origin)
    }
}
