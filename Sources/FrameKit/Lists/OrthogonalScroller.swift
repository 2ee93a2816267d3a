import Foundation

/// The scroll view a collection view puts over an orthogonally scrolling section's band (UIKit has a private one
/// too): the section's cells are its subviews, it scrolls along the band only, and when it moves the collection
/// view shows the cells that came into it.
@MainActor
final class OrthogonalScroller: UIScrollView {
    private unowned let owner: UICollectionView
    var section: OrthogonalSection? {
        didSet { if let section, section != oldValue { adopt(section) } }
    }

    init(owner: UICollectionView) {
        self.owner = owner
        super.init(frame: .zero)
        backgroundColor = .clear
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
    }

    required init?(coder: NSCoder) { fatalError("made by UICollectionView") }

    private func adopt(_ section: OrthogonalSection) {
        frame = section.band
        contentSize = section.scrollsHorizontally
            ? CGSize(width: section.contentLength, height: section.band.height)
            : CGSize(width: section.band.width, height: section.contentLength)
        isPagingEnabled = section.behavior == .paging
        contentOffset = clamped(contentOffset)
    }

    /// How far the band is scrolled.
    var offset: CGFloat { section?.scrollsHorizontally ?? true ? contentOffset.x : contentOffset.y }

    override func didScroll() { owner.showVisibleElements() }

    /// The offset that shows `rect` (in the band's content) where `position` says along the band, else with the
    /// least scrolling.
    func offsetShowing(_ rect: CGRect, at position: UICollectionView.ScrollPosition) -> CGPoint {
        let horizontal = section?.scrollsHorizontally ?? true
        let (low, high, length) = horizontal ? (rect.minX, rect.maxX, bounds.width) : (rect.minY, rect.maxY, bounds.height)
        let along: CGFloat
        if position.contains(horizontal ? .left : .top) {
            along = low
        } else if position.contains(horizontal ? .centeredHorizontally : .centeredVertically) {
            along = (low + high - length) / 2
        } else if position.contains(horizontal ? .right : .bottom) {
            along = high - length
        } else {
            along = low < offset ? low : high > offset + length ? high - length : offset
        }
        return clamped(horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along))
    }

    override func restingOffset(natural: CGPoint, velocity: CGPoint) -> CGPoint {
        guard let section else { return natural }
        let horizontal = section.scrollsHorizontally
        let along = section.restingOffset(
            natural: horizontal ? natural.x : natural.y, current: offset, velocity: horizontal ? velocity.x : velocity.y,
            flick: Self.pageFlickVelocity)
        return horizontal ? CGPoint(x: along, y: natural.y) : CGPoint(x: natural.x, y: along)
    }
}
