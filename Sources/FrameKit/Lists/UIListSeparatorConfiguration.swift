import Foundation

/// How a list row's separators look (iOS 14.5): whether the lines above and below it show, their insets and colour. A
/// list configuration's `separatorConfiguration` sets every row's; its `itemSeparatorHandler` changes single rows'.
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// As the list's look says: below every row but the last of a grouped section, never above.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets that leave each edge to the list: the separator starts where the row's text starts and runs to the
    /// trailing edge. An inset equal to this one's on an edge is automatic there.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The line above the row.
    public var topSeparatorVisibility = Visibility.automatic
    /// The line below the row.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the line above.
    public var topSeparatorInsets = automaticInsets
    /// The leading and trailing insets of the line below.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour.
    public var color = UIColor.separator
    /// The lines' colour between rows selected together while editing.
    public var multipleSelectionColor = UIColor.separator

    let listAppearance: UICollectionLayoutListConfiguration.Appearance

    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        self.listAppearance = listAppearance
    }

    /// The row's two lines as they show: `isLast` says whether the row ends its section, `textStart` where its text
    /// starts (the automatic leading inset).
    func resolved(isLast: Bool, textStart: CGFloat) -> RowSeparators {
        let groupedLast = isLast && listAppearance != .plain
        let bottomShows = switch bottomSeparatorVisibility {
        case .automatic: listAppearance != .sidebar && listAppearance != .sidebarPlain && !groupedLast
        case .visible: true
        case .hidden: false
        }
        return RowSeparators(
            top: topSeparatorVisibility == .visible ? Self.span(topSeparatorInsets, textStart: textStart) : nil,
            bottom: bottomShows ? Self.span(bottomSeparatorInsets, textStart: textStart) : nil, color: color)
    }

    private static func span(_ insets: NSDirectionalEdgeInsets, textStart: CGFloat) -> RowSeparators.Span {
        let automatic = CGFloat.greatestFiniteMagnitude
        return RowSeparators.Span(
            leading: insets.leading == automatic ? textStart : insets.leading, trailing: insets.trailing == automatic ? 0 : insets.trailing)
    }
}

/// A row's separators as drawn: each line's leading and trailing insets, or nil where none shows.
struct RowSeparators {
    struct Span: Equatable {
        let leading: CGFloat
        let trailing: CGFloat
    }

    let top: Span?
    let bottom: Span?
    let color: UIColor
}
