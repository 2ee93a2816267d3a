import Foundation

/// Horizontal text alignment, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// Writing directions, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1

    /// The direction of the first strong character of `text` (Unicode's bidi rules through Pango), or `.natural`
    /// when it has none.
    public static func base(of text: String) -> NSWritingDirection { Pango.baseDirection(of: text) }
}

/// How text that does not fit is wrapped or truncated, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Underline and strikethrough styles (the subset Pango can draw), with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, UIKit's values.
    public let rawValue: Int
    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// Paragraph attributes of attributed text, as in UIKit. Not an `NSObject` as UIKit's is: Linux's Foundation stops the
/// process when it compares two equal but distinct `NSObject` subclass instances as the attributes of neighbouring runs
/// (as appending two attributed strings with paragraph styles made apart does), while it compares plain Swift values
/// it boxes (as fonts and colours are) by their `==`.
public class NSParagraphStyle: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// How lines sit between the margins; `.natural` follows the writing direction.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines that do not fit wrap or truncate.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between the lines of a paragraph.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Space after the paragraph (text views and multi-paragraph layout; labels ignore it, as UIKit's do).
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Space before the paragraph.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Indent of the paragraph's lines after the first, from the leading edge.
    public internal(set) var headIndent: CGFloat = 0
    /// Indent of the paragraph's first line, from the leading edge.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// The paragraph's direction; `.natural` takes it from its first strong character (Unicode's rules).
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural

    /// The default style: natural alignment, word wrapping, no spacing.
    public static let `default` = NSParagraphStyle()

    public init() {}

    init(copying other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        headIndent = other.headIndent
        firstLineHeadIndent = other.firstLineHeadIndent
        baseWritingDirection = other.baseWritingDirection
    }

    /// Equal when every attribute is.
    public static func == (o: NSParagraphStyle, p: NSParagraphStyle) -> Bool {
        o.alignment == p.alignment && o.lineBreakMode == p.lineBreakMode && o.lineSpacing == p.lineSpacing
            && o.paragraphSpacing == p.paragraphSpacing && o.paragraphSpacingBefore == p.paragraphSpacingBefore
            && o.headIndent == p.headIndent && o.firstLineHeadIndent == p.firstLineHeadIndent
            && o.baseWritingDirection == p.baseWritingDirection
    }

    public func hash(into h: inout Hasher) {
        h.combine(alignment)
        h.combine(lineBreakMode)
        h.combine(baseWritingDirection)
        for v in [lineSpacing, paragraphSpacing, paragraphSpacingBefore, headIndent, firstLineHeadIndent] { h.combine(v) }
    }

    /// Whether `object` is a paragraph style with the same attributes (`NSObject`'s comparison, as UIKit code calls it).
    public func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle).map { $0 == self } ?? false }

    /// A copy that stays as it is (UIKit's `NSCopying`).
    public func copy() -> Any { NSParagraphStyle(copying: self) }

    public var description: String {
        "NSParagraphStyle(alignment: \(alignment), lineBreakMode: \(lineBreakMode), lineSpacing: \(lineSpacing), paragraphSpacing: \(paragraphSpacing))"
    }

    /// A mutable copy to change.
    public func mutableCopy() -> NSMutableParagraphStyle { NSMutableParagraphStyle(copying: self) }
}

/// A paragraph style whose attributes can be set.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    public override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }
}

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`; the first run's style applies to the whole text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (`CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value (`Int` or `NSNumber`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline (the glyphs' colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value (`Int` or `NSNumber`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How far the glyphs sit above the baseline, in points (`CGFloat` or `NSNumber`; negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String`: the text is a link, drawn in the link colour unless it has a foreground colour.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSTextAttachment` drawn in place of the attachment character (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// Options for `boundingRect(with:options:attributes:context:)`, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, UIKit's values.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Measures multi-line text from the top of its first line (as labels lay out).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the font's leading to line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Truncates the last line that fits when the text does not.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Accepted for source compatibility; FrameKit does not scale text to fit.
public final class NSStringDrawingContext: @unchecked Sendable {
    /// Ignored: FrameKit does not scale text to fit.
    public var minimumScaleFactor: CGFloat = 0
    /// A context with no scaling.
    public init() {}
}
