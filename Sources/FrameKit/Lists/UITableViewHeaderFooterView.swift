import Foundation

/// A section's header or footer: a content view with a title label (and a detail label), reused like cells. The
/// table shows one for each section title, styled as its table style has it: bold on a light grey bar in a plain
/// table, small grey text above or below the group in grouped tables (uppercase in headers).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view to add custom content to.
    public let contentView = UIView()

    private var standardTextLabel: UILabel?
    private var standardDetailLabel: UILabel?

    /// The title label (created on first use).
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        standardTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A second, smaller grey label, made when first asked for.
    open var detailTextLabel: UILabel? {
        if let standardDetailLabel { return standardDetailLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        standardDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// Drawn behind the content.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// A header or footer view to be reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class (see `UITableViewCell.init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// A header's list content (bold text, as a plain table's header).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .header() }

    /// The view's content, shown by the view the configuration makes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configured.show(contentConfiguration, in: contentView) }
    }
    var configured = ConfiguredContent()

    /// The insets of the title within the view.
    var titleInsets = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16) {
        didSet { setNeedsLayout() }
    }

    /// Where the title sits vertically: centred (plain headers) or against the bottom (grouped headers) or top.
    enum TitlePlacement { case centre, bottom, top }
    var titlePlacement = TitlePlacement.centre

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configured.view?.frame = contentView.bounds
        guard let label = standardTextLabel else { return }
        let width = max(0, bounds.width - titleInsets.left - titleInsets.right)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y: CGFloat = switch titlePlacement {
        case .centre: (bounds.height - height) / 2
        case .bottom: bounds.height - titleInsets.bottom - height
        case .top: titleInsets.top
        }
        label.frame = CGRect(x: titleInsets.left, y: y, width: width, height: height)
    }

    // MARK: The table's standard look

    /// Styles the view for a title in a table of `style`.
    func applyStandardLook(for style: UITableView.Style, isHeader: Bool, margin: CGFloat) {
        guard let label = textLabel else { return }
        switch style {
        case .plain:
            label.font = .preferredFont(forTextStyle: .headline)
            label.textColor = .label
            backgroundColor = .systemGray6
            titlePlacement = .centre
            titleInsets = UIEdgeInsets(top: 4, left: margin, bottom: 4, right: margin)
        case .grouped, .insetGrouped:
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            backgroundColor = .clear
            let inset = margin + (style == .insetGrouped ? margin : 0)
            titlePlacement = isHeader ? .bottom : .top
            titleInsets = UIEdgeInsets(top: 7, left: inset, bottom: 7, right: inset)
        }
    }

    /// The height of a standard header or footer showing `title` at `width`.
    static func standardHeight(title: String, style: UITableView.Style, isHeader: Bool, width: CGFloat, margin: CGFloat) -> CGFloat {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.applyStandardLook(for: style, isHeader: isHeader, margin: margin)
        view.textLabel?.text = isHeader && style != .plain ? title.uppercased() : title
        let insets = view.titleInsets
        let text = view.textLabel?.sizeThatFits(
            CGSize(width: max(0, width - insets.left - insets.right), height: .greatestFiniteMagnitude)).height ?? 0
        switch style {
        case .plain: return max(28, text + insets.top + insets.bottom)
        case .grouped, .insetGrouped: return text + insets.top + insets.bottom + 10
        }
    }
}
