import Foundation

/// A row of dots, one per page, the current one brighter. A tap left of the current dot goes back a page, right of
/// it forward, and sends `.valueChanged`; a drag along the dots scrubs, the page under the finger becoming current
/// with `.valueChanged` for each change (`allowsContinuousInteraction`); setting `currentPage` sends nothing and is
/// pinned to the pages there are.
@MainActor
open class UIPageControl: UIControl {
    /// Adjustable, its value "page 2 of 5", as UIKit reports it.
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.traits.insert(.adjustable)
        accessibility.value = numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
        return accessibility
    }

    /// Whether a rounded platter shows behind the dots.
    public enum BackgroundStyle: Int, Sendable {
        /// A platter only while a finger is on the control, as in UIKit.
        case automatic = 0
        /// A rounded, dimmed background behind the dots.
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    static let sidePadding: CGFloat = 10

    /// How many dots it shows; `currentPage` is kept below it.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            pinCurrentPage()
            invalidateIntrinsicContentSize()
            updateVisibility()
            setNeedsDisplay()
        }
    }

    /// Pinned to `0…numberOfPages − 1`.
    open var currentPage = 0 {
        didSet {
            pinCurrentPage()
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether it hides itself with one page or none.
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    /// The other pages' dots; nil is white at 30 % (UIKit's colours are made to sit over content).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The current page's dot; nil is white.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether a platter shows behind the dots: automatic (while interacting), prominent (always) or minimal (never).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Whether a drag along the dots scrubs through the pages (true, as in UIKit since iOS 14); false: taps only.
    open var allowsContinuousInteraction = true

    /// How far a finger moves along the row before a touch scrubs instead of tapping.
    static let scrubSlop: CGFloat = 10
    private var touchStartX: CGFloat = 0
    private var isScrubbing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    override var primaryActionIsTap: Bool { false }

    private func pinCurrentPage() {
        let pinned = min(max(currentPage, 0), max(numberOfPages - 1, 0))
        if pinned != currentPage { currentPage = pinned }
    }

    private func updateVisibility() {
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 2 * Self.sidePadding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The middle of dot `page`, the row centred in the bounds; the first page is the rightmost right to left.
    func dotCenter(_ page: Int) -> CGPoint {
        let rowWidth = CGFloat(numberOfPages) * Self.dotPitch
        let offset = (CGFloat(page) + 0.5) * Self.dotPitch
        return CGPoint(x: bounds.midX + (isRightToLeft ? rowWidth / 2 - offset : offset - rowWidth / 2), y: bounds.midY)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if backgroundStyle == .automatic { setNeedsDisplay() }
        touchStartX = touch.location(in: self).x
        isScrubbing = false
        return numberOfPages > 1
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if allowsContinuousInteraction && abs(x - touchStartX) > Self.scrubSlop { isScrubbing = true }
        if isScrubbing { scrub(to: page(nearest: x)) }
        return true
    }

    /// The page whose dot is nearest `x`, the ends taking everything past them.
    private func page(nearest x: CGFloat) -> Int {
        let fromFirst = (x - dotCenter(0).x) * (isRightToLeft ? -1 : 1)
        return min(max(Int((fromFirst / Self.dotPitch).rounded()), 0), numberOfPages - 1)
    }

    private func scrub(to page: Int) {
        guard page != currentPage else { return }
        currentPage = page
        sendValueChanged()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if backgroundStyle == .automatic { setNeedsDisplay() }
        guard let touch, isTouchInside, !isScrubbing else { return }
        let forward = (touch.location(in: self).x > dotCenter(currentPage).x) != isRightToLeft
        let page = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
        guard page != currentPage else { return }
        currentPage = page
        sendValueChanged()
    }

    open override func cancelTracking(with event: UIEvent?) {
        if backgroundStyle == .automatic { setNeedsDisplay() }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard numberOfPages > 0 else { return }
        let showsPlatter = backgroundStyle == .prominent || (backgroundStyle == .automatic && isTracking)
        if showsPlatter {
            let row = size(forNumberOfPages: numberOfPages)
            let platter = CGRect(x: bounds.midX - row.width / 2, y: bounds.midY - row.height / 2, width: row.width, height: row.height)
            UIColor(white: 0, alpha: 0.25).setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: row.height / 2).fill()
        }
        for page in 0..<numberOfPages {
            let center = dotCenter(page)
            let color = page == currentPage
                ? (currentPageIndicatorTintColor ?? .white) : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
            color.setFill()
            let r = Self.dotDiameter / 2
            UIBezierPath(ovalIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)).fill()
        }
    }
}
