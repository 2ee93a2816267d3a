import Foundation

/// A reuse identifier a registration makes for itself: registrations register their class the first time they are
/// used with a collection view, under a name nothing else uses.
@MainActor
private enum RegistrationNames {
    static var next = 0
    static func make(_ kind: String) -> String {
        next += 1
        return "FrameKit.\(kind).\(next)"
    }
}

extension UICollectionView {
    /// A cell class and how to configure it for an item; dequeue with `dequeueConfiguredReusableCell(using:for:item:)`.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier = RegistrationNames.make("CellRegistration")
        let handler: Handler

        /// A registration that configures each dequeued cell with `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class of a kind and how to configure it.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view for an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary view (such as `UICollectionView.elementKindSectionHeader`).
        public let elementKind: String
        let identifier = RegistrationNames.make("SupplementaryRegistration")
        let handler: Handler

        /// A registration for supplementary views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class, reused or new, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if pool.registeredClass(for: Self.cellKey(registration.identifier)) == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if pool.registeredClass(for: Self.supplementaryKey(kind, registration.identifier)) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}
