import Foundation

/// The region text is laid out in, as TextKit's NSTextContainer: a size (the height is the most lines may fill),
/// padding at each line's ends, a line limit, and exclusion paths the text flows around.
@MainActor
open class NSTextContainer: NSObject {
    /// The container's size; `.greatestFiniteMagnitude` in a dimension means no limit (no wrapping, for the width).
    open var size: CGSize { didSet { if size != oldValue { invalidate() } } }
    /// Space kept clear at both ends of every line fragment.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { invalidate() } } }
    /// Lines shown at most; 0 means no limit.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { invalidate() } } }
    /// How the last line breaks when the line limit cuts the text short.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { invalidate() } } }
    /// Areas text flows around, in the container's coordinates. On each line each closed path keeps clear the span
    /// between its leftmost and rightmost points at that line's height; text fills the room on both sides.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { invalidate() } }
    /// Whether the width follows the text view's (UITextView sets it).
    open var widthTracksTextView = false
    /// Whether the height follows the text view's.
    open var heightTracksTextView = false
    /// The layout manager that lays text out in this container.
    open weak var layoutManager: NSLayoutManager?

    /// A container of `size` points (`.greatestFiniteMagnitude` for no limit).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    /// Whether the container holds no room at all, so that nothing is laid out.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    private func invalidate() { layoutManager?.textContainerChangedGeometry(self) }

    /// The part of `proposedRect` (one line's band) text may fill first, and in `remainingRect` what is left of the
    /// band to its right: the exclusion paths cut the band into fragments.
    open func lineFragmentRect(
        forProposedRect proposedRect: CGRect, at characterIndex: Int, writingDirection baseWritingDirection: NSWritingDirection,
        remaining remainingRect: UnsafeMutablePointer<CGRect>?
    ) -> CGRect {
        let fragments = freeSpans(in: proposedRect)
        remainingRect?.pointee = fragments.count > 1
            ? CGRect(x: fragments[1].minX, y: proposedRect.minY, width: proposedRect.maxX - fragments[1].minX, height: proposedRect.height)
            : .zero
        return fragments.first ?? .zero
    }

    /// The band's spans left free by the exclusion paths, left to right.
    func freeSpans(in band: CGRect) -> [CGRect] {
        var free: [ClosedRange<CGFloat>] = [band.minX...band.maxX]
        for path in exclusionPaths {
            for excluded in path.horizontalExtents(between: band.minY, and: band.maxY) {
                free = free.flatMap { span -> [ClosedRange<CGFloat>] in
                    guard excluded.overlaps(span) else { return [span] }
                    var pieces: [ClosedRange<CGFloat>] = []
                    if excluded.lowerBound > span.lowerBound { pieces.append(span.lowerBound...excluded.lowerBound) }
                    if excluded.upperBound < span.upperBound { pieces.append(excluded.upperBound...span.upperBound) }
                    return pieces
                }
            }
        }
        return free.filter { $0.upperBound - $0.lowerBound > 0 }.map {
            CGRect(x: $0.lowerBound, y: band.minY, width: $0.upperBound - $0.lowerBound, height: band.height)
        }
    }
}
