import Foundation

/// The layout's scroll direction and the space between its sections.
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public init() {}
}

extension UICollectionView {
    /// Which way a layout scrolls, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// A layout built from sections of groups of items, as UIKit's: each section's group (sized by fractions of the
/// container or in points, nesting other groups) repeats along the scrolling direction until the section's items
/// run out; headers and footers sit on the sections' edges, top headers optionally pinned while their section
/// scrolls. One section for all, or a provider called per section with the container's size.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    public let configuration: UICollectionViewCompositionalLayoutConfiguration
    /// Set by `list(using:)`: the collection view takes the list's background.
    var listConfiguration: UICollectionLayoutListConfiguration?
    private var sections: [PlacedSection] = []
    private var contentSize: CGSize = .zero

    private struct PlacedSection {
        var items: [CGRect] = []
        var groups = ItemRuns()
        var supplementaries: [(kind: String, frame: CGRect, pinned: Bool)] = []
        /// Whether the section's groups are estimated along the scrolling axis (their cells size them).
        var estimatesLength = false
        var extent: ClosedRange<CGFloat> = 0...0
    }

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    private var isVertical: Bool { configuration.scrollDirection == .vertical }
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
        }
        contentSize = isVertical ? CGSize(width: container.width, height: position) : CGSize(width: position, height: container.height)
    }

    /// One section from `start` along the scrolling axis: leading boundary items, the groups, trailing ones.
    private func place(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, from start: CGFloat, in container: CGSize
    ) -> PlacedSection {
        var placed = PlacedSection()
        var position = start
        let insets = section.contentInsets
        let across = isVertical ? container.width : container.height
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let size = item.layoutSize.resolved(in: container)
            let length = isVertical ? size.height : size.width
            let frame = isVertical
                ? CGRect(x: 0, y: position, width: across, height: length)
                : CGRect(x: position, y: 0, width: length, height: across)
            placed.supplementaries.append((item.elementKind, frame, item.pinToVisibleBounds && item.leadsSection))
            position += length
        }
        section.boundarySupplementaryItems.filter(\.leadsSection).forEach(boundary)
        position += isVertical ? insets.top : insets.leading
        // The groups' container: the section's width (or height) less its insets.
        let groupContainer = isVertical
            ? CGSize(width: container.width - insets.leading - insets.trailing, height: container.height)
            : CGSize(width: container.width, height: container.height - insets.top - insets.bottom)
        let groupSize = section.group.layoutSize.resolved(in: groupContainer)
        let perGroup = max(1, section.group.cellCount(in: groupSize))
        let dimension = isVertical ? section.group.layoutSize.heightDimension : section.group.layoutSize.widthDimension
        placed.estimatesLength = dimension.isEstimated
        var frames: [CGRect] = []
        frames.reserveCapacity(count + perGroup)
        var first = true
        while frames.count < count {
            if !first { position += section.interGroupSpacing }
            first = false
            placed.groups.append(item: frames.count, position: position)
            var size = groupSize
            if placed.estimatesLength {
                // An estimated group is as long as the longest measured item in it, the estimate until measured.
                let length = (frames.count..<min(frames.count + perGroup, count)).map { item in
                    measuredSizes[IndexPath(item: item, section: index)].map { isVertical ? $0.height : $0.width }
                        ?? (isVertical ? groupSize.height : groupSize.width)
                }.max() ?? 0
                if isVertical { size.height = length } else { size.width = length }
            }
            let frame = isVertical
                ? CGRect(x: insets.leading, y: position, width: size.width, height: size.height)
                : CGRect(x: position, y: insets.top, width: size.width, height: size.height)
            let before = frames.count
            section.group.place(in: frame, into: &frames)
            position += isVertical ? size.height : size.width
            guard frames.count > before else {
                UICollectionView.logger.error("a compositional layout group placed no items; the section's remaining items are left out")
                break
            }
        }
        placed.items = Array(frames.prefix(count))
        if placed.items.count < count { placed.items += Array(repeating: .zero, count: count - placed.items.count) }
        position += isVertical ? insets.bottom : insets.trailing
        section.boundarySupplementaryItems.filter { !$0.leadsSection }.forEach(boundary)
        placed.extent = start...position
        return placed
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.extent.upperBound >= low && section.extent.lowerBound <= high {
            for item in section.groups.items(from: low, to: high, count: section.items.count) where section.items[item].intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = section.items[item]
                found.append(attributes)
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
        attributes.frame = sections[indexPath.section].items[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary(elementKind, section: indexPath.section)
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
