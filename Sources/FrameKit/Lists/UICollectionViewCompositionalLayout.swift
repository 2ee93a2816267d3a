import Foundation

/// The layout's scroll direction and the space between its sections.
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow each other (and the collection scrolls).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The default configuration: vertical, no spacing.
    public init() {}
}

extension UICollectionView {
    /// Which way a layout scrolls, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Sections follow each other downwards.
        case vertical
        /// Sections follow each other towards the trailing edge.
        case horizontal
    }
}

/// A layout built from sections of groups of items, as UIKit's: each section's group (sized by fractions of the
/// container or in points, nesting other groups) repeats along the scrolling direction until the section's items
/// run out — or, for a section with an `orthogonalScrollingBehavior`, across it, in a band that scrolls on its own;
/// headers and footers sit on the sections' edges, top headers optionally pinned while their section scrolls. One
/// section for all, or a provider called per section with the container's size.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the layout of a section from its index and the layout environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout-wide settings.
    public let configuration: UICollectionViewCompositionalLayoutConfiguration
    /// Set by `list(using:)`: the collection view takes the list's background.
    var listConfiguration: UICollectionLayoutListConfiguration?
    private var sections: [PlacedSection] = []
    private var contentSize: CGSize = .zero
    /// The kinds of the views anchored to items in any section.
    private var anchoredKinds: Set<String> = []

    private struct PlacedSection {
        var items: [CGRect] = []
        var groups = ItemRuns()
        var supplementaries: [(kind: String, frame: CGRect, pinned: Bool)] = []
        /// Views anchored to items (badges), by item.
        var anchored: [Int: [AnchoredSupplementary]] = [:]
        /// Whether the section's groups are estimated along the scrolling axis (their cells size them).
        var estimatesLength = false
        var extent: ClosedRange<CGFloat> = 0...0
        /// Set for a section whose groups run across the layout's direction.
        var orthogonal: OrthogonalSection?
        /// Set for a list section.
        var list: UICollectionLayoutListConfiguration?
    }

    /// A layout giving every section `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout asking `sectionProvider` for each section's layout, with `configuration` for the whole.
    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }
    override var scrollsHorizontally: Bool { !isVertical }

    /// The list configuration section `index` was made from, if it is a list section.
    func listConfiguration(ofSection index: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(index) ? sections[index].list : nil
    }
    /// The sizes cells gave for items in sections with estimated groups.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    override func estimatesSize(of indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && sections[indexPath.section].estimatesLength && measuredSizes[indexPath] == nil
    }

    override func cellPrefers(_ size: CGSize, for indexPath: IndexPath) -> Bool {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return false }
        measuredSizes[indexPath] = size
        let current = sections[indexPath.section].items[indexPath.item].size
        return isVertical ? size.height != current.height : size.width != current.width
    }

    override func itemsDidChange() { measuredSizes = [:] }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        sections = []
        anchoredKinds = []
        guard let collectionView else { return contentSize = .zero }
        let container = collectionView.bounds.size
        var position: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            let environment = NSCollectionLayoutEnvironment(
                container: .init(contentSize: container, effectiveContentSize: container, contentInsets: .zero),
                traitCollection: UITraitCollection(size: container, scale: collectionView.window?.screen.scale ?? 1))
            guard let section = provider(index, environment) else {
                UICollectionView.logger.error("the compositional layout's section provider gave no section for \(index); it is left empty")
                sections.append(PlacedSection(extent: position...position))
                continue
            }
            if index > 0 { position += configuration.interSectionSpacing }
            let placed = place(section, index: index, count: collectionView.numberOfItems(inSection: index), from: position, in: container)
            sections.append(placed)
            position = placed.extent.upperBound
            for views in placed.anchored.values { anchoredKinds.formUnion(views.map(\.kind)) }
        }
        contentSize = isVertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    /// One section from `start` along the scrolling axis: leading boundary items, the groups, trailing ones.
    private func place(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, from start: CGFloat, in container: CGSize
    ) -> PlacedSection {
        var placed = PlacedSection(list: section.listConfiguration)
        var position = start
        let across = isVertical ? container.width : container.height
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let size = item.layoutSize.resolved(in: container)
            let (length, breadth) = isVertical ? (size.height, min(size.width, across)) : (size.width, min(size.height, across))
            let cross = item.crossPosition(length: breadth, across: across, vertical: isVertical)
            // A view that does not extend the boundary lies over the items it leads (or ends), taking no room.
            let along = item.extendsBoundary || item.leadsSection ? position : position - length
            let frame = (isVertical
                ? CGRect(x: cross, y: along, width: breadth, height: length)
                : CGRect(x: along, y: cross, width: length, height: breadth)).offsetBy(dx: item.offset.x, dy: item.offset.y)
            placed.supplementaries.append((item.elementKind, frame, item.pinToVisibleBounds && item.leadsSection))
            if item.extendsBoundary { position += length }
        }
        section.boundarySupplementaryItems.filter(\.leadsSection).forEach(boundary)
        let cells = section.orthogonalScrollingBehavior == .none
            ? placeAlong(section, index: index, count: count, position: &position, in: container, into: &placed)
            : placeAcross(section, count: count, position: &position, in: container, into: &placed)
        placed.items = Array(cells.frames.prefix(count))
        placed.anchored = cells.anchored.filter { $0.key < count }
        if placed.items.count < count { placed.items += Array(repeating: .zero, count: count - placed.items.count) }
        section.boundarySupplementaryItems.filter { !$0.leadsSection }.forEach(boundary)
        placed.extent = start...position
        return placed
    }

    /// The groups' container: the section's width (or height) less its insets.
    private func groupContainer(_ section: NSCollectionLayoutSection, in container: CGSize) -> CGSize {
        let insets = section.contentInsets
        return isVertical
            ? CGSize(width: container.width - insets.leading - insets.trailing, height: container.height)
            : CGSize(width: container.width, height: container.height - insets.top - insets.bottom)
    }

    /// The groups one after another along the scrolling axis from `position` (moved past them and the insets).
    private func placeAlong(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, position: inout CGFloat, in container: CGSize,
        into placed: inout PlacedSection
    ) -> PlacedCells {
        let insets = section.contentInsets
        position += isVertical ? insets.top : insets.leading
        let groupSize = section.group.layoutSize.resolved(in: groupContainer(section, in: container))
        let perGroup = max(1, section.group.cellCount(in: groupSize))
        let dimension = isVertical ? section.group.layoutSize.heightDimension : section.group.layoutSize.widthDimension
        placed.estimatesLength = dimension.isEstimated
        var cells = PlacedCells()
        cells.frames.reserveCapacity(count + perGroup)
        // Groups of one size place their items alike: placed once and moved, not placed again for each of a long
        // list's thousands of rows.
        var template: (size: CGSize, cells: PlacedCells)?
        var first = true
        while cells.frames.count < count {
            if !first { position += section.interGroupSpacing }
            first = false
            placed.groups.append(item: cells.frames.count, position: position)
            var size = groupSize
            if placed.estimatesLength {
                let length = estimatedLength(
                    ofItems: cells.frames.count..<min(cells.frames.count + perGroup, count), section: index,
                    estimate: isVertical ? groupSize.height : groupSize.width)
                if isVertical { size.height = length } else { size.width = length }
            }
            if template?.size != size {
                var alone = PlacedCells()
                guard placeGroup(section.group, in: CGRect(origin: .zero, size: size), into: &alone) else { break }
                template = (size, alone)
            }
            cells.append(template!.cells, offsetBy: isVertical ? CGPoint(x: insets.leading, y: position) : CGPoint(x: position, y: insets.top))
            position += isVertical ? size.height : size.width
        }
        position += isVertical ? insets.bottom : insets.trailing
        return cells
    }

    /// The groups side by side across the scrolling axis in a band from `position` (moved past the band), which
    /// scrolls on its own; an estimated group length stays its estimate there.
    private func placeAcross(
        _ section: NSCollectionLayoutSection, count: Int, position: inout CGFloat, in container: CGSize,
        into placed: inout PlacedSection
    ) -> PlacedCells {
        let insets = section.contentInsets
        let bandStart = position
        position += isVertical ? insets.top : insets.leading
        let groupSize = section.group.layoutSize.resolved(in: groupContainer(section, in: container))
        let (along, across) = isVertical ? (groupSize.height, groupSize.width) : (groupSize.width, groupSize.height)
        var offset = isVertical ? insets.leading : insets.top
        var cells = PlacedCells()
        var spans: [ClosedRange<CGFloat>] = []
        while cells.frames.count < count {
            if !spans.isEmpty { offset += section.interGroupSpacing }
            placed.groups.append(item: cells.frames.count, position: offset)
            let frame = isVertical
                ? CGRect(x: offset, y: position, width: across, height: along)
                : CGRect(x: position, y: offset, width: along, height: across)
            guard placeGroup(section.group, in: frame, into: &cells) else { break }
            spans.append(offset...offset + across)
            offset += across
        }
        position += along + (isVertical ? insets.bottom : insets.trailing)
        let band = isVertical
            ? CGRect(x: 0, y: bandStart, width: container.width, height: position - bandStart)
            : CGRect(x: bandStart, y: 0, width: position - bandStart, height: container.height)
        placed.orthogonal = OrthogonalSection(
            behavior: section.orthogonalScrollingBehavior, band: band, scrollsHorizontally: isVertical,
            contentLength: offset + (isVertical ? insets.trailing : insets.bottom), groups: spans,
            leadingInset: isVertical ? insets.leading : insets.top)
        return cells
    }

    /// An estimated group's length: that of the longest measured item in it, the estimate until one is measured.
    private func estimatedLength(ofItems items: Range<Int>, section: Int, estimate: CGFloat) -> CGFloat {
        guard !measuredSizes.isEmpty else { return estimate }
        var length: CGFloat?
        for item in items {
            let measured = measuredSizes[IndexPath(item: item, section: section)].map { isVertical ? $0.height : $0.width }
            length = max(length ?? -.infinity, measured ?? estimate)
        }
        return length ?? 0
    }

    /// Places one group's items; false (logged) when it placed none, which would never end the section.
    private func placeGroup(_ group: NSCollectionLayoutGroup, in frame: CGRect, into cells: inout PlacedCells) -> Bool {
        let before = cells.frames.count
        group.place(in: frame, into: &cells)
        guard cells.frames.count > before else {
            UICollectionView.logger.error("a compositional layout group placed no items; the section's remaining items are left out")
            return false
        }
        return true
    }

    override var itemAnchoredKinds: Set<String> { anchoredKinds }

    override var orthogonalSections: [Int: OrthogonalSection] {
        var found: [Int: OrthogonalSection] = [:]
        for (index, section) in sections.enumerated() { found[index] = section.orthogonal }
        return found
    }

    /// An item's frame where it shows now: moved by its band's scrolling when its section scrolls on its own.
    private func shownFrame(_ frame: CGRect, in section: PlacedSection, index: Int) -> CGRect {
        guard section.orthogonal != nil, let offset = collectionView?.orthogonalOffset(ofSection: index) else { return frame }
        return isVertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// The items of a section that meet `rect`: by their runs along the scrolling axis, or, in a band, across it.
    private func items(of section: PlacedSection, index: Int, meeting rect: CGRect) -> Range<Int> {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        guard let band = section.orthogonal else { return section.groups.items(from: low, to: high, count: section.items.count) }
        guard band.band.intersects(rect) else { return 0..<0 }
        let offset = collectionView?.orthogonalOffset(ofSection: index) ?? 0
        let (start, end) = isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        return section.groups.items(from: start + offset, to: end + offset, count: section.items.count)
    }

    // MARK: Queries

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.extent.upperBound >= low && section.extent.lowerBound <= high {
            for item in items(of: section, index: index, meeting: rect) {
                let frame = shownFrame(section.items[item], in: section, index: index)
                guard frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                found.append(attributes)
                for anchored in section.anchored[item] ?? [] {
                    found.append(self.attributes(of: anchored, at: IndexPath(item: item, section: index), in: section))
                }
            }
            for (kind, _, _) in section.supplementaries {
                if let attributes = supplementary(kind, section: index), attributes.frame.intersects(rect) { found.append(attributes) }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let section = sections[indexPath.section]
        attributes.frame = shownFrame(section.items[indexPath.item], in: section, index: indexPath.section)
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        if sections.indices.contains(indexPath.section),
            let anchored = sections[indexPath.section].anchored[indexPath.item]?.first(where: { $0.kind == elementKind })
        {
            return attributes(of: anchored, at: indexPath, in: sections[indexPath.section])
        }
        return supplementary(elementKind, section: indexPath.section)
    }

    /// A view anchored to the item at `indexPath`, moved with its band when the section scrolls on its own.
    private func attributes(of anchored: AnchoredSupplementary, at indexPath: IndexPath, in section: PlacedSection)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: anchored.kind, with: indexPath)
        attributes.frame = shownFrame(anchored.frame, in: section, index: indexPath.section)
        attributes.zIndex = anchored.zIndex
        return attributes
    }

    /// A section's supplementary view of `kind`; a pinned header stays at the top of the bounds until its section's
    /// end pushes it up.
    private func supplementary(_ kind: String, section index: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(index), let entry = sections[index].supplementaries.first(where: { $0.kind == kind })
        else { return nil }
        var frame = entry.frame
        if entry.pinned, isVertical, let bounds = collectionView?.bounds {
            frame.origin.y = min(max(frame.minY, bounds.minY), sections[index].extent.upperBound - frame.height)
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame
        attributes.zIndex = entry.pinned ? 20 : 10
        return attributes
    }
}
