import FrameKit

/// A plain list collection view filling `app`'s window whose rows show strings (a list cell's default content with
/// the string as its text, then `configure` given the cell), and the diffable data source feeding it: keep it. For
/// tests and benchmarks of lists.
@MainActor
public func makeStringList(
    in app: HeadlessApp, configure: @escaping @MainActor (UICollectionViewListCell, String) -> Void = { _, _ in }
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let view = UICollectionView(
        frame: app.window.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    app.window.addSubview(view)
    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        configure(cell, text)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, text in
        view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: text)
    }
    return (view, dataSource)
}
