import Foundation

/// One row of a table: a content view with UIKit's standard labels and image (created on first use), an accessory
/// at the trailing edge, background views for the normal and selected looks, and the hairline separator under it.
/// Cells are reused: a table view hands a cell that scrolled away back out of `dequeueReusableCell`, after
/// `prepareForReuse()`.
@MainActor
open class UITableViewCell: UIView {
    /// One element reading its labels' texts in order, as UIKit's cells do; selected when selected.
    override var automaticAccessibility: AutomaticAccessibility {
        let texts = AccessibilityTree.labelTexts(in: contentView)
        return AutomaticAccessibility(
            isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "), traits: isSelected ? .selected : .none)
    }

    /// The standard layouts of the labels, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// An image and one label.
        case `default`
        /// A label and, at the trailing edge, a grey detail label.
        case value1
        /// A small tinted label in a fixed column, then the detail label.
        case value2
        /// An image, a label and a smaller grey label under it.
        case subtitle
    }

    /// How a selected cell looks; every style but `.none` shows `selectedBackgroundView`.
    public enum SelectionStyle: Int, Sendable {
        /// No look of its own: `selectedBackgroundView` is not shown.
        case none
        /// The selected background (blue on iOS 6; grey since iOS 7, as here).
        case blue
        /// The grey selected background.
        case gray
        /// The standard selected background.
        case `default`
    }

    /// What the control at a row's leading edge does in editing mode, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red minus that reveals the Delete button.
        case delete
        /// A green plus that inserts a row.
        case insert
    }

    /// The standard accessories, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The row's height UIKit gives a standard cell of one line: 44 points, separator included.
    static let standardHeight: CGFloat = 44
    /// The space above and below standard labels when a cell sizes itself.
    static let verticalPadding: CGFloat = 11

    /// Default, subtitle, value 1 or value 2: which labels it has and where.
    public let style: CellStyle
    /// The identifier the cell was registered or created with; a table reuses it only for that identifier.
    public let reuseIdentifier: String?

    /// The view to add custom content to; it leaves room for the accessory.
    public let contentView = UIView()

    private var standardTextLabel: UILabel?
    private var standardDetailLabel: UILabel?
    private var standardImageView: UIImageView?

    /// The main label (created on first use, as in UIKit).
    open var textLabel: UILabel? {
        if let standardTextLabel { return standardTextLabel }
        let label = makeLabel(font: style == .value2 ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body))
        if style == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        standardTextLabel = label
        return label
    }

    /// The secondary label; nil for `.default` cells, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let standardDetailLabel { return standardDetailLabel }
        let label = makeLabel(font: .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body))
        if style != .value2 { label.textColor = .secondaryLabel }
        if style == .value1 { label.textAlignment = .right }
        standardDetailLabel = label
        return label
    }

    /// The image at the leading edge (created on first use); `.value2` cells have none.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let standardImageView { return standardImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        standardImageView = view
        setNeedsLayout()
        return view
    }

    private func makeLabel(font: UIFont) -> UILabel {
        let label = UILabel()
        label.font = font
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Content configuration

    /// The list content for the cell's style: `valueCell()` for `.value1`, else `cell()` (its content keeps at least
    /// the cell's margins).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .value1 ? .valueCell() : .cell()
    }

    /// The cell's content, shown by the view the configuration makes (instead of the standard labels).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configured.show(contentConfiguration, in: contentView) }
    }
    var configured = ConfiguredContent()

    // MARK: Configuration updates (iOS 14)

    /// The cell's background, described; setting one takes away `backgroundColor`, `backgroundView` and
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

    /// The background the cell starts from: a plain list cell's, or a grouped one's in a grouped table.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableView.map { $0.style != .plain } == true ? .listGroupedCell() : .listPlainCell()
    }

    /// The state the cell's configurations are updated for; subclasses add state of their own by overriding it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelectedValue
        state.isHighlighted = isHighlightedValue
        state.isEditing = isEditingValue
        state.isSwiped = isSwiped
        state.traitCollection = traitCollection
        return state
    }

    /// What `updateConfiguration(using:)` runs after the automatic updates.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Run with the cell's state whenever its configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the content configuration follows the cell's state (`updated(for:)`) by itself.
    open var automaticallyUpdatesContentConfiguration = true

    var configurationUpdates = CellConfigurationUpdates()

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out; selection, highlight, editing and a
    /// swipe ask for it too.
    public func setNeedsUpdateConfiguration() { configurationUpdates.setNeedsUpdate(of: self) }

    /// Updates the cell's configurations for `state`: the automatic updates of its content and background
    /// configurations. Subclasses override it, calling super; `configurationUpdateHandler` runs after it.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticUpdates(for: state) }

    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }


    /// Whether the row is swiped open over its actions (the table sets it).
    var isSwiped = false {
        didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }

    // MARK: Accessory

    /// The standard accessory at the trailing edge: none, chevron, detail button, checkmark.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown instead of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateAccessory()
        }
    }

    private var standardAccessory: CellAccessoryView?

    private func updateAccessory() {
        if let accessoryView {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
            addSubview(accessoryView)
        } else if accessoryType == .none {
            standardAccessory?.removeFromSuperview()
            standardAccessory = nil
        } else {
            let accessory = standardAccessory ?? CellAccessoryView { [weak self] in
                guard let self, let table = self.tableView else { return }
                table.accessoryButtonTapped(in: self)
            }
            accessory.type = accessoryType
            if accessory.superview == nil { addSubview(accessory) }
            standardAccessory = accessory
        }
        setNeedsLayout()
    }

    private var shownAccessory: UIView? { accessoryView ?? standardAccessory }

    // MARK: Backgrounds and selection

    /// Drawn behind everything; nil by default (the cell's background colour shows).
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// Shown behind the content while the cell is highlighted or selected: UIKit's light grey by default.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        updateSelectionLook()
        setNeedsLayout()
    }

    /// Whether selection shows a grey background (`.default`, `.gray`, `.blue`, which is grey since iOS 7) or
    /// nothing (`.none`).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionLook() }
    }

    private var isSelectedValue = false
    private var isHighlightedValue = false

    /// Whether the cell shows as selected; the table sets it as rows are selected.
    open var isSelected: Bool {
        get { isSelectedValue }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as touched; the table sets it while a finger is on the row.
    open var isHighlighted: Bool {
        get { isHighlightedValue }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows or hides the selected look; override to change it, calling super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != isSelectedValue { setNeedsUpdateConfiguration() }
        isSelectedValue = selected
        updateSelectionLook(animated: animated)
    }

    /// Highlights or unhighlights the cell (its selected background shows while highlighted).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != isHighlightedValue { setNeedsUpdateConfiguration() }
        isHighlightedValue = highlighted
        updateSelectionLook(animated: animated)
    }


    /// Shows the selected background, or hides it (animated: fading it out over UIKit's quarter second).
    private func updateSelectionLook(animated: Bool = false) {
        guard let view = selectedBackgroundView else { return }
        let shows = selectionStyle != .none && (isSelectedValue || isHighlightedValue)
        if view.alpha != 1 {  // a fade is under way
            view.removeAllAnimations()
            view.alpha = 1
        }
        guard !shows, animated, window != nil, !view.isHidden else { return view.isHidden = !shows }
        UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }) { [weak self] finished in
            guard finished, let self, !(self.isSelectedValue || self.isHighlightedValue) else { return }
            view.isHidden = true
            view.alpha = 1
        }
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls; the table sets it from its own `isEditing`.
    open var isEditing: Bool {
        get { isEditingValue }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingValue = false

    /// Whether the row shows the reorder control in editing mode; the table sets it from `canMoveRowAt`.
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }

    /// The accessory shown in editing mode instead of `accessoryType`.
    open var editingAccessoryType: AccessoryType = .none

    /// The leading control's style and whether the content moves right for it, set by the table.
    var editingStyle: EditingStyle = .none
    var indentsWhileEditing = true
    private(set) var editingControl: EditingControlView?
    private(set) var reorderControl: ReorderControlView?

    /// Shows or hides the editing controls; animated, the content slides as they come and go.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing != isEditingValue { setNeedsUpdateConfiguration() }
        isEditingValue = editing
        updateEditingControls()
        guard animated, window != nil else { return setNeedsLayout() }
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }

    private func updateEditingControls() {
        let wantsControl = isEditingValue && editingStyle != .none
        if wantsControl, editingControl == nil {
            let control = EditingControlView(frame: CGRect(x: -EditingControlView.size, y: 0, width: EditingControlView.size, height: EditingControlView.size))
            control.addTarget(self, action: UITableViewCell.editingControlTapped, for: .touchUpInside)
            addSubview(control)
            editingControl = control
        }
        editingControl?.style = editingStyle
        editingControl?.isHidden = !wantsControl
        let wantsReorder = isEditingValue && showsReorderControl
        if wantsReorder, reorderControl == nil {
            let control = ReorderControlView()
            addSubview(control)
            reorderControl = control
        }
        reorderControl?.isHidden = !wantsReorder
        standardAccessory?.isHidden = isEditingValue
        accessoryView?.isHidden = isEditingValue
        setNeedsLayout()
    }

    private func editingControlTapped(_ sender: UIControl) {
        tableView?.editingControlTapped(in: self)
    }

    /// How far the content moves right in editing mode.
    private var editingIndent: CGFloat {
        isEditingValue && editingStyle != .none && indentsWhileEditing ? 38 : 0
    }

    // MARK: Separator

    /// Where the separator under the cell starts and ends: the table's `separatorInset` unless set here.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableSeparatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var customSeparatorInset: UIEdgeInsets?
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if tableSeparatorInset != oldValue { setNeedsLayout() } }
    }

    let separator = UIView()
    /// The table's separator height (a pixel) or 0 when separators are off; the content sits above it.
    var separatorHeight: CGFloat = 0 {
        didSet { if separatorHeight != oldValue { setNeedsLayout() } }
    }

    /// The table showing the cell, for the accessory's taps.
    weak var tableView: UITableView?

    // MARK: Initialisers

    /// A cell of `style`, to be reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
        setUpCell()
    }

    /// A `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`, through the
    /// class's own override of it. (UIKit reaches that initializer through the Objective-C runtime; in Swift a class
    /// is made from its type only through a required initializer, and this one is inherited by every subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init(coder:)`, or neither.)
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Cells from a storyboard's prototypes get its style and reuse identifier.
    public required init?(coder: NSCoder) {
        style = coder.decodeObject(forKey: "style") as? CellStyle ?? .default
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        separator.backgroundColor = .separator
        addSubview(separator)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
    }

    /// Called before the table hands the cell out again: reset what the last row configured. The base resets
    /// nothing (UIKit's resets its own state only), so override it for your content.
    open func prepareForReuse() {}

    // MARK: Layout

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        configurationUpdates.layOutBackground(in: bounds)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        let margins = layoutMargins
        var contentWidth = bounds.width
        let contentHeight = bounds.height - separatorHeight
        var placed: [UIView?] = [contentView, separator, editingControl]
        if let control = editingControl {
            let size = EditingControlView.size
            control.frame = CGRect(
                x: isEditingValue ? margins.left - 4 : -size, y: (contentHeight - size) / 2, width: size, height: size)
        }
        if let reorder = reorderControl, !reorder.isHidden {
            reorder.frame = CGRect(
                x: bounds.width - ReorderControlView.width, y: 0, width: ReorderControlView.width, height: contentHeight)
            contentWidth = reorder.frame.minX
            placed.append(reorder)
        } else if !isEditingValue, let accessory = shownAccessory {
            let size = accessory.accessorySize
            accessory.frame = CGRect(
                x: bounds.width - margins.right - size.width, y: ((bounds.height - separatorHeight) - size.height) / 2,
                width: size.width, height: size.height)
            contentWidth = accessory.frame.minX - CellAccessoryView.gap
            placed.append(accessory)
        }
        let indent = editingIndent
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, contentWidth - indent), height: contentHeight)
        configured.view?.frame = contentView.bounds
        preserveMargins(contentX: contentView.frame.minX)
        separator.isHidden = separatorHeight == 0
        separator.frame = CGRect(
            x: separatorInset.left, y: bounds.height - separatorHeight,
            width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: separatorHeight)
        layOutStandardViews(trailing: shownAccessory == nil || isEditingValue ? margins.right : 0)
        mirrorForLayoutDirection(placed)
    }

    /// The standard labels and image in the content view, as the cell's style places them.
    private func layOutStandardViews(trailing: CGFloat) {
        guard standardTextLabel != nil || standardDetailLabel != nil || standardImageView != nil else { return }
        let box = contentView.bounds
        var x = layoutMargins.left
        if let image = standardImageView, let size = image.image?.size {
            image.frame = CGRect(x: x, y: (box.height - size.height) / 2, width: size.width, height: size.height)
            x = image.frame.maxX + 16
        }
        let width = max(0, box.width - x - trailing)
        let text = standardTextLabel, detail = standardDetailLabel
        let textHeight = text?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: (box.height - textHeight) / 2, width: width, height: textHeight)
        case .subtitle:
            let detailHeight = detail?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height ?? 0
            let top = (box.height - textHeight - detailHeight) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(width, detail?.intrinsicContentSize.width ?? 0)
            let detailHeight = detail?.intrinsicContentSize.height ?? 0
            detail?.frame = CGRect(
                x: x + width - detailWidth, y: (box.height - detailHeight) / 2, width: detailWidth, height: detailHeight)
            let textWidth = max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0))
            text?.frame = CGRect(x: x, y: (box.height - textHeight) / 2, width: textWidth, height: textHeight)
        case .value2:
            let column = min(width, 91)
            text?.frame = CGRect(x: x, y: (box.height - textHeight) / 2, width: column, height: textHeight)
            let detailX = x + column + 6
            let detailHeight = detail?.sizeThatFits(CGSize(width: width - column - 6, height: .greatestFiniteMagnitude)).height ?? 0
            detail?.frame = CGRect(
                x: detailX, y: (box.height - detailHeight) / 2, width: max(0, x + width - detailX), height: detailHeight)
        }
        contentView.mirrorForLayoutDirection([standardImageView, text, detail])
    }

    /// The height a cell without constraints takes at `width` when rows size themselves: its standard labels with
    /// UIKit's padding, at least 44 points, separator included.
    func standardFittingHeight(width: CGFloat) -> CGFloat {
        let accessoryWidth = shownAccessory.map { $0.accessorySize.width + CellAccessoryView.gap }
        preserveMargins(contentX: editingIndent)
        if let configured = configured.fittingHeight(width: width - (accessoryWidth ?? 0)) {
            // A list row is at least 44 points, separator included; taller content adds the separator.
            return configured > Self.standardHeight ? configured + separatorHeight : Self.standardHeight
        }
        let available = max(0, width - layoutMargins.left - (accessoryWidth ?? 0) - layoutMargins.right)
        func height(_ label: UILabel?) -> CGFloat {
            label?.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height ?? 0
        }
        let labels = style == .subtitle
            ? height(standardTextLabel) + height(standardDetailLabel)
            : max(height(standardTextLabel), height(standardDetailLabel))
        let content = max(labels, standardImageView?.image?.size.height ?? 0)
        return max(Self.standardHeight, content + 2 * Self.verticalPadding + separatorHeight)
    }

    /// A list content view keeps at least the cell's margins (on the trailing side only without an accessory).
    private func preserveMargins(contentX: CGFloat) {
        (configured.view as? UIListContentView)?.preservedMargins = UIEdgeInsets(
            top: 0, left: max(0, layoutMargins.left - contentX), bottom: 0,
            right: shownAccessory == nil || isEditingValue ? layoutMargins.right : 0)
    }

    /// Whether the content view's layout comes from constraints (a self-sizing custom cell).
    var contentUsesConstraints: Bool { contentView.laysOutSubviewsByConstraints }
}
