import Foundation

/// A row of a list layout: a collection cell with the table's look — a white ground, a separator under its content
/// from the leading margin, and standard accessories at the trailing edge.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The standard accessories a list cell shows.
    public struct Accessory {
        enum Kind { case disclosureIndicator, checkmark, label(String) }
        let kind: Kind
        /// A chevron at the trailing edge: the row leads somewhere.
        public static func disclosureIndicator() -> Accessory { Accessory(kind: .disclosureIndicator) }
        /// A checkmark at the trailing edge.
        public static func checkmark() -> Accessory { Accessory(kind: .checkmark) }
        /// Grey text at the trailing edge.
        public static func label(text: String) -> Accessory { Accessory(kind: .label(text)) }
    }

    /// The accessories at the trailing edge, the first outermost.
    open var accessories: [Accessory] = [] {
        didSet { rebuildAccessories() }
    }

    private let separator = UIView()
    private var accessoryViews: [UIView] = []

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

    private func rebuildAccessories() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            switch accessory.kind {
            case .disclosureIndicator, .checkmark:
                let view = CellAccessoryView(onDetailTap: {})
                view.type = accessory.kind.isCheckmark ? .checkmark : .disclosureIndicator
                return view
            case .label(let text):
                let label = UILabel()
                label.text = text
                label.textColor = .secondaryLabel
                label.font = .preferredFont(forTextStyle: .body)
                label.frame.size = label.intrinsicContentSize
                return label
            }
        }
        accessoryViews.forEach(addSubview)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = bounds.width >= 600 ? 20 : 16
        var trailing = bounds.width - margin
        for view in accessoryViews {
            let size = view.accessorySize
            view.frame = CGRect(x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            trailing = view.frame.minX - CellAccessoryView.gap
        }
        if !accessoryViews.isEmpty {
            contentView.frame.size.width = trailing + CellAccessoryView.gap
            configured.view?.frame = contentView.bounds
        }
        let hairline = 1 / (window?.screen.scale ?? 1)
        separator.frame = CGRect(x: margin, y: bounds.height - hairline, width: bounds.width - margin, height: hairline)
    }
}

extension UICollectionViewListCell.Accessory.Kind {
    var isCheckmark: Bool { if case .checkmark = self { true } else { false } }
}
