import Foundation

/// An image that sits in attributed text in place of the attachment character (U+FFFC), as in UIKit. Not an
/// `NSObject` as UIKit's is: Linux's Foundation stops the app when it compares two `NSObject` values of neighbouring
/// runs (two attachments side by side); it compares the Swift values it boxes by their `==`, here identity.
public final class NSTextAttachment: Hashable, @unchecked Sendable {
    /// The character an attachment stands in for.
    public static let character: Character = "\u{FFFC}"

    /// The image shown inline in the text.
    public var image: UIImage?
    /// Where the image sits relative to the baseline (origin.y below zero lowers it); zero means the image's size,
    /// on the baseline.
    public var bounds: CGRect = .zero

    public init() {}

    /// The same attachment (attachments are equal only to themselves).
    public static func == (a: NSTextAttachment, b: NSTextAttachment) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// An attachment showing `image` at its size.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The rectangle the attachment takes: `bounds`, or the image's size on the baseline when `bounds` is empty.
    var effectiveBounds: CGRect {
        if bounds.size != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// An attachment character carrying `attachment`, as UIKit's `NSAttributedString(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }
}
