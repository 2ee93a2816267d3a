import Foundation

/// Sizes, spacing and insets a flow layout asks its collection view's delegate for, per item and section; each
/// default returns the layout's matching property.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// By default the layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// By default the layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// By default the layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// By default the layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// By default the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// By default the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// UIKit's grid: items fill lines across the scrolling direction, lines stack along it. A full line spreads its
/// items so the first and last touch the section's insets; the last line keeps the spacing of the line before it (a
/// section of one item alone is centred); items of different sizes are centred across their line; origins fall on
/// whole pixels. Section headers
/// and footers take their reference size along the scrolling direction and the full width across it.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which way the lines stack, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Items fill rows across, and rows follow downwards.
        case vertical
        /// Items fill columns downwards, and columns follow towards the trailing edge.
        case horizontal
    }

    /// Whether sections run down (`.vertical`, items filling rows) or across (`.horizontal`, items filling columns).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Every item's size, unless the delegate gives one per item or `estimatedItemSize` lets cells size themselves.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between rows (columns when horizontal).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a row (column when horizontal); a row's spare space spreads between them.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The header's height (width when horizontal); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The footer's height (width when horizontal); zero: no footer.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// A size assumed for items until their cells say theirs (`preferredLayoutAttributesFitting`); zero (the
    /// default) turns self-sizing off.
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            measuredSizes = [:]
            invalidateLayout()
        }
    }
    /// UIKit's marker for `estimatedItemSize`: estimate at the default item size.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The sizes cells gave for their items while sizes are estimated.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var estimating: Bool { estimatedItemSize != .zero }

    /// Every element's frame, worked out by `prepare()`, section by section in scrolling order.
    private var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero

    private struct FlowSection {
        var header: CGRect?
        var footer: CGRect?
        var items: [CGRect] = []
        var lines = ItemRuns()
        var extent: ClosedRange<CGFloat> = 0...0
    }

    private var isVertical: Bool { scrollDirection == .vertical }
    override var scrollsHorizontally: Bool { !isVertical }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return isVertical ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }

    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else { return contentSize = .zero }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let across = isVertical ? collectionView.bounds.width : collectionView.bounds.height
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let built = layOutSection(section, in: collectionView, delegate: delegate, across: across, from: along)
            sections.append(built)
            along = built.extent.upperBound
        }
        contentSize = isVertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// One section: header, lines of items, footer, starting `from` along the scrolling axis.
    private func layOutSection(
        _ section: Int, in collectionView: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?,
        across: CGFloat, from start: CGFloat
    ) -> FlowSection {
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        // Insets in the layout's own terms: leading/trailing across the lines, before/after along them.
        let (before, after, leading, trailing) = isVertical
            ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
        var result = FlowSection()
        var position = start
        let headerLength = isVertical ? headerSize.height : headerSize.width
        if headerLength > 0 {
            result.header = rect(along: position, length: headerLength, across: 0, breadth: across)
            position += headerLength
        }
        position += before
        let count = collectionView.numberOfItems(inSection: section)
        let sizes = (0..<count).map { item in
            let indexPath = IndexPath(item: item, section: section)
            if estimating {
                return measuredSizes[indexPath] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
            }
            return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        }
        let room = across - leading - trailing
        var lines: [Range<Int>] = []
        var first = 0
        while first < count {
            var end = first + 1, used = breadth(sizes[first])
            while end < count, used + itemSpacing + breadth(sizes[end]) <= room {
                used += itemSpacing + breadth(sizes[end])
                end += 1
            }
            lines.append(first..<end)
            first = end
        }
        result.items = [CGRect](repeating: .zero, count: count)
        var previousGap = itemSpacing
        for (index, line) in lines.enumerated() {
            let lineLength = line.map { length(sizes[$0]) }.max() ?? 0
            let filled = line.reduce(0) { $0 + breadth(sizes[$1]) }
            let isLast = index == lines.count - 1
            var gap = itemSpacing, offset = leading
            if line.count == 1, lines.count == 1 || !isLast {
                offset = leading + (room - filled) / 2  // a line of one item is centred
            } else if !isLast {
                gap = (room - filled) / CGFloat(line.count - 1)  // a full line is spread
                previousGap = gap
            } else {
                gap = lines.count > 1 ? previousGap : itemSpacing
            }
            result.lines.append(item: line.lowerBound, position: position)
            for item in line {
                let size = sizes[item]
                result.items[item] = rect(
                    along: position + (lineLength - length(size)) / 2, length: length(size), across: offset, breadth: breadth(size))
                offset += breadth(size) + gap
            }
            position += lineLength + (isLast ? 0 : lineSpacing)
        }
        position += after
        let footerLength = isVertical ? footerSize.height : footerSize.width
        if footerLength > 0 {
            result.footer = rect(along: position, length: footerLength, across: 0, breadth: across)
            position += footerLength
        }
        result.extent = start...position
        return result
    }

    /// A size's extent across the lines and along them.
    private func breadth(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func length(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// A frame from the layout's terms, its origin on the screen's pixel grid (spread lines fall between pixels).
    private func rect(along: CGFloat, length: CGFloat, across: CGFloat, breadth: CGFloat) -> CGRect {
        let scale = collectionView?.window?.screen.scale ?? 1
        let along = (along * scale).rounded() / scale, across = (across * scale).rounded() / scale
        return isVertical
            ? CGRect(x: across, y: along, width: breadth, height: length)
            : CGRect(x: along, y: across, width: length, height: breadth)
    }

    override func estimatesSize(of indexPath: IndexPath) -> Bool { estimating && measuredSizes[indexPath] == nil }

    override func cellPrefers(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard estimating else { return false }
        let estimate = measuredSizes[indexPath] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        measuredSizes[indexPath] = size
        return size != estimate
    }

    /// Measured sizes belong to index paths: a reload or a batch makes them stale.
    override func itemsDidChange() { measuredSizes = [:] }

    // MARK: Queries

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.extent.upperBound >= low && section.extent.lowerBound <= high {
            if let header = section.header, header.intersects(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionHeader, section: index, frame: header))
            }
            for item in section.lines.items(from: low, to: high, count: section.items.count) where section.items[item].intersects(rect) {
                found.append(cell(IndexPath(item: item, section: index), frame: section.items[item]))
            }
            if let footer = section.footer, footer.intersects(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionFooter, section: index, frame: footer))
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return cell(indexPath, frame: sections[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let frame = elementKind == UICollectionView.elementKindSectionHeader ? section.header
            : elementKind == UICollectionView.elementKindSectionFooter ? section.footer : nil
        return frame.map { supplementary(elementKind, section: indexPath.section, frame: $0) }
    }

    private func cell(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = 10
        return attributes
    }
}
