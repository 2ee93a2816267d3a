import Foundation

/// Swipe actions on the rows of list sections (`RowSwiper`): the section's `UICollectionLayoutListConfiguration`
/// gives them through its leading and trailing providers.
extension UICollectionView: SwipeHost {
    var allowsSwipes: Bool { true }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: indexPath.section)
        else { return nil }
        return trailing
            ? list.trailingSwipeActionsConfigurationProvider?(indexPath) : list.leadingSwipeActionsConfigurationProvider?(indexPath)
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func swipeCell(at indexPath: IndexPath) -> UIView? { visibleCellsByItem[indexPath] }

    func swipeRect(at indexPath: IndexPath) -> CGRect { layoutAttributesForItem(at: indexPath)?.frame ?? .zero }

    func swipeWillBegin(at indexPath: IndexPath) { visibleCellsByItem[indexPath]?.isSwiped = true }

    func swipeDidEnd(at indexPath: IndexPath?) { for cell in visibleCellsByItem.values { cell.isSwiped = false } }

}
