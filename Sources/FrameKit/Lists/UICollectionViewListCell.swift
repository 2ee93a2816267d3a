import Foundation

/// A row of a list layout: a collection cell with the table's look — a white ground, a separator under its content
/// from the leading margin, and standard accessories at the trailing edge.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, the first outermost: trailing ones from the trailing edge in, leading ones from the leading
    /// edge; each shows as its `displayed` state says for `isEditing`.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }

    open override var isEditing: Bool {
        didSet { if isEditing != oldValue { rebuildAccessories() } }
    }

    private let separator = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        separator.backgroundColor = .separator
        addSubview(separator)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
    }

    /// A cell decoded from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// A list cell's background starts from a plain list's.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

    private func rebuildAccessories() {
        accessoryViews.forEach { $0.view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.displayed.shows(editing: isEditing) }.map { ($0, $0.makeView()) }
        accessoryViews.forEach { addSubview($0.view) }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = bounds.width >= 600 ? 20 : 16
        var trailing = bounds.width - margin, leading = margin
        for (accessory, view) in accessoryViews {
            let size = view.accessorySize
            let room = accessory.reservedWidth(for: size)
            let x = accessory.leading ? leading + (room - size.width) / 2 : trailing - room + (room - size.width) / 2
            view.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            if accessory.leading { leading += room + CellAccessoryView.gap } else { trailing -= room + CellAccessoryView.gap }
        }
        if !accessoryViews.isEmpty {
            let start = accessoryViews.contains { $0.accessory.leading } ? leading : 0
            contentView.frame = CGRect(x: start, y: 0, width: max(0, trailing + CellAccessoryView.gap - start), height: bounds.height)
            configured.view?.frame = contentView.bounds
        }
        let hairline = 1 / (window?.screen.scale ?? 1)
        separator.frame = CGRect(x: margin, y: bounds.height - hairline, width: bounds.width - margin, height: hairline)
    }
}
