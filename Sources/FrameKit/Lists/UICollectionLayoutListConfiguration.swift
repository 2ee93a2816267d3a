import Foundation

/// A table-like section for a compositional layout: full-width rows that size themselves (estimated 44 points),
/// separated by hairlines drawn by `UICollectionViewListCell`s, with the look of a plain, grouped or inset-grouped
/// table, and headers or footers as supplementary views of the standard kinds.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The table look, with UIKit's raw values.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge, with section headers that stay on screen while their section shows.
        case plain
        /// Sections set apart on a grey background, rows edge to edge.
        case grouped
        /// Sections as rounded cards inset from the edges, on a grey background.
        case insetGrouped
        /// A sidebar's list: rounded selection, on a grey background.
        case sidebar
        /// A sidebar's list on the plain background.
        case sidebarPlain
    }
    /// Where a section's header comes from, with UIKit's raw values.
    public enum HeaderMode: Int, Sendable {
        /// No section headers.
        case none
        /// A header supplementary view (of kind `UICollectionView.elementKindSectionHeader`) for each section.
        case supplementary
        /// Each section's first item is drawn as its header.
        case firstItemInSection
    }
    /// Whether a list section shows a footer.
    public enum FooterMode: Int, Sendable {
        /// No section footers.
        case none
        /// A footer supplementary view (of kind `UICollectionView.elementKindSectionFooter`) for each section.
        case supplementary
    }

    /// The list's look: plain, grouped, inset grouped, sidebar.
    public var appearance: Appearance
    /// Whether rows have separator lines.
    public var showsSeparators = true
    /// How every row's separators look (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes one row's separators: given its index path and the list's configuration, returns the row's.
    public var itemSeparatorHandler: ((IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
    /// Whether sections have headers: none, or supplementary views.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers: none, or supplementary views.
    public var footerMode: FooterMode = .none
    /// The collection view's background; by default the appearance's (white, or grouped grey).
    public var backgroundColor: UIColor?
    /// Gives the actions a swipe on a row reveals, from its index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from a row's leading edge reveals (as a table delegate's
    /// `leadingSwipeActionsConfigurationForRowAt`); nil: none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from a row's trailing edge reveals (delete, typically); nil: none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The separators of the row at `indexPath` (`isLast`: it ends its section), starting at `textStart` by default.
    func separators(at indexPath: IndexPath, isLast: Bool, textStart: CGFloat) -> RowSeparators {
        guard showsSeparators else { return RowSeparators(top: nil, bottom: nil, color: separatorConfiguration.color) }
        let row = itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
        return row.resolved(isLast: isLast, textStart: textStart)
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var resolvedBackground: UIColor { backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground) }
}

extension NSCollectionLayoutSection {
    /// A section of list rows as `configuration` describes; `layoutEnvironment` gives the container's width.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.listConfiguration = configuration
        let margin: CGFloat = layoutEnvironment.container.contentSize.width >= 600 ? 20 : 16
        switch configuration.appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 18, trailing: margin)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 18, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        let grouped = configuration.isGrouped
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(grouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !grouped
            section.boundarySupplementaryItems.append(header)
        } else if grouped {
            section.contentInsets.top = 18
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(grouped ? 38 : 28)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list as `configuration` describes.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }
}
