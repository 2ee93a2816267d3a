import Foundation

/// A view a collection view reuses: a cell, or a supplementary view such as a section header. Registered classes are
/// made through `init(registeredReuseIdentifier:)`, inherited by every subclass that overrides `init(frame:)` and
/// `init(coder:)` (or neither), which calls the subclass's `init(frame: .zero)`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The collection view's reuse queue the view belongs to (its kind and identifier).
    var poolKey: String?
    /// Whether its transform is its layout attributes' (so attributes back at identity put it back).
    var appliesLayoutTransform = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    }

    /// How a collection view makes a view of a registered class.
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// The layout's attributes for the view, applied before it shows.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would rather have when its layout only estimated its size: the size its content
    /// fits at the estimated width (a content configuration's, or its constraints'), else the estimate.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        if let size = fittingSize(width: layoutAttributes.size.width) { layoutAttributes.size = size }
        return layoutAttributes
    }

    /// The size the view's content fits at `width`, if it says.
    func fittingSize(width: CGFloat) -> CGSize? { fittingSize(of: self, width: width) }

    /// `view`'s fitting size at `width` when its subviews are placed by constraints.
    func fittingSize(of view: UIView, width: CGFloat) -> CGSize? {
        guard view.laysOutSubviewsByConstraints else { return nil }
        return view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}

/// One item of a collection view: a content view for your subviews, background views for the normal and selected
/// looks, and the selected and highlighted states the collection view sets.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to (it fills the cell).
    public let contentView = UIView()

    /// Whether the cell is in editing mode: its collection view's `isEditing` (list cells show their editing
    /// accessories).
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's background, described (iOS 14); setting one takes away `backgroundColor`, `backgroundView` and
    /// `selectedBackgroundView`, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
            }
            updateBackgroundConfiguration()
        }
    }

    /// Whether the background configuration follows the cell's state (`updated(for:)`) by itself.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { updateBackgroundConfiguration() }
    }

    /// The background a plain cell starts from: clear.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    /// Whether the user is moving the cell (interactive movement, a reorder control).
    var isReordering = false {
        didSet { if isReordering != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the row is swiped open over its actions.
    var isSwiped = false {
        didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The state the cell's configurations are updated for; subclasses add state of their own by overriding it
    /// (`state[.isArchived] = item.isArchived`).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isReordering = isReordering
        state.isSwiped = isSwiped
        state.traitCollection = traitCollection
        return state
    }

    /// What `updateConfiguration(using:)` runs after the automatic updates: set the cell's configurations for
    /// `state` here instead of subclassing.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Run with the cell's state whenever its configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the content configuration follows the cell's state (`updated(for:)`) by itself.
    open var automaticallyUpdatesContentConfiguration = true

    var configurationUpdates = CellConfigurationUpdates()

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out; the cell's own state changes
    /// (selection, highlight, editing, expansion, a swipe) ask for it too.
    public func setNeedsUpdateConfiguration() { configurationUpdates.setNeedsUpdate(of: self) }

    /// Updates the cell's configurations for `state`: the automatic updates of its content and background
    /// configurations. Subclasses override it to configure themselves, calling super; `configurationUpdateHandler`
    /// runs after it, as UIKit runs it.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticUpdates(for: state) }

    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }

    /// Drawn behind the content.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// Shown behind the content while the cell is selected or highlighted; none by default, as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    /// Whether the cell's item is selected; the selected background shows while it is.
    open var isSelected = false {
        didSet { updateSelectionLook() }
    }

    /// Whether the cell is being touched.
    open var isHighlighted = false {
        didSet { updateSelectionLook() }
    }

    /// The cell's content, shown by the view the configuration makes.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configured.show(contentConfiguration, in: contentView) }
    }
    var configured = ConfiguredContent()

    /// A list cell's content (`UIListContentConfiguration.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// A configured cell fits its content's height; one whose content view uses constraints fits them.
    override func fittingSize(width: CGFloat) -> CGSize? {
        if let height = configured.fittingHeight(width: width) { return CGSize(width: width, height: height) }
        return fittingSize(of: contentView, width: width)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        updateSelectionLook()
        setNeedsLayout()
    }

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        if backgroundConfiguration != nil { updateBackgroundConfiguration() }
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if backgroundConfiguration != nil { updateBackgroundConfiguration() }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        configured.view?.frame = contentView.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configurationUpdates.layOutBackground(in: bounds)
    }
}
