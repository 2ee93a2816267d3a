import Foundation

/// A standard accessory of a list cell (iOS 14's `UICellAccessory`): a view at the cell's trailing (or leading) edge,
/// shown always or only while the cell is, or is not, editing.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing

        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How wide the room kept for an accessory is.
    public enum LayoutDimension: Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width (44 points).
        case standard
        /// A given width.
        case custom(CGFloat)
    }

    /// Options of the disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Hidden (the room stays kept).
        public var isHidden: Bool?
        /// The room kept for it.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (the cell's tint by default: grey for a chevron).
        public var tintColor: UIColor?
        /// Options with the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// Options of the checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of the detail (info) button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Hidden (the room stays kept).
        public var isHidden: Bool?
        /// The room kept for it.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its text colour (secondary label by default).
        public var tintColor: UIColor?
        /// Its font (body by default).
        public var font: UIFont?
        /// Whether it follows the text size.
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options with the defaults.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            (self.font, self.adjustsFontForContentSizeCategory) = (font, adjustsFontForContentSizeCategory)
        }
    }

    /// Options of the delete and insert controls.
    public struct DeleteOptions {
        /// Hidden (the room stays kept).
        public var isHidden: Bool?
        /// The room kept for it.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of its minus or plus (white by default).
        public var tintColor: UIColor?
        /// The colour of its circle (red for delete, green for insert by default).
        public var backgroundColor: UIColor?
        /// Options with the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    /// Options of the insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of the multiselect circle: `tintColor` fills it when the cell is selected, `backgroundColor` when not.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of the reorder control.
    public struct ReorderOptions {
        /// Hidden (the room stays kept).
        public var isHidden: Bool?
        /// The room kept for it.
        public var reservedLayoutWidth: LayoutDimension?
        /// The colour of its lines (grey by default).
        public var tintColor: UIColor?
        /// Whether a line separates it from the content (true by default).
        public var showsVerticalSeparator: Bool
        /// Options with the defaults.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Where a custom view goes.
    public enum Placement {
        /// Before the content, shown `displayed`.
        case leading(displayed: DisplayedState = .always)
        /// After the content, shown `displayed`.
        case trailing(displayed: DisplayedState = .always)
    }

    /// An app's own view as an accessory.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Which edge it sits at, and when it shows.
        public var placement: Placement
        /// Hidden (the room stays kept).
        public var isHidden: Bool?
        /// The room kept for it.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint.
        public var tintColor: UIColor?
        /// Whether it keeps its own size (else it is sized to fit).
        public var maintainsFixedSize: Bool?
        /// A configuration of `customView` at `placement`.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden)
            (self.reservedLayoutWidth, self.tintColor, self.maintainsFixedSize) = (reservedLayoutWidth, tintColor, maintainsFixedSize)
        }
    }

    /// How an outline disclosure looks and what a tap on its row does.
    public struct OutlineDisclosureOptions {
        /// Where the disclosure sits and what toggles it.
        public enum Style: Int, Sendable {
            /// As `.cell` (FrameKit does not tell header rows apart by their content).
            case automatic
            /// At the trailing edge; a tap anywhere on the row toggles it.
            case header
            /// At the leading edge; only a tap on the disclosure toggles it.
            case cell
        }
        /// Where it sits and what toggles it.
        public var style: Style
        /// Whether it is hidden (its room is kept).
        public var isHidden: Bool?
        /// The room it takes.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour; the cell's tint otherwise.
        public var tintColor: UIColor?

        /// Options; nil leaves each as UIKit's default.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }

    enum Kind {
        case outline(OutlineDisclosureOptions.Style, action: (@MainActor () -> Void)?)
        case standard(UITableViewCell.AccessoryType, action: (@MainActor () -> Void)?)
        case label(String, font: UIFont?)
        case custom(UIView, maintainsFixedSize: Bool)
        case editing(UITableViewCell.EditingStyle, color: UIColor?, action: (@MainActor () -> Void)?)
        case reorder(separator: Bool)
        case multiselect(unselected: UIColor?)
    }

    let kind: Kind
    let displayed: DisplayedState
    let leading: Bool
    let isHidden: Bool
    let reservedWidth: LayoutDimension
    let tintColor: UIColor?

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        standard(.disclosureIndicator, displayed: displayed, options: options, action: nil)
    }

    /// A checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        standard(.checkmark, displayed: displayed, options: options, action: nil)
    }

    /// An info button that runs `actionHandler` when tapped.
    public static func detail(
        displayed: DisplayedState = .whenNotEditing, options: DetailOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        standard(.detailButton, displayed: displayed, options: options, action: actionHandler)
    }

    /// A chevron that expands and collapses the row's item in its section's outline (`NSDiffableDataSourceSectionSnapshot`),
    /// pointing down while expanded; `actionHandler`, when given, runs instead.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .outline(options.style, action: actionHandler), displayed: displayed, leading: options.style != .header,
            isHidden: options.isHidden ?? false, reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    /// Whether a tap anywhere on the row toggles its item (a header-style outline disclosure).
    var togglesOutlineFromRow: Bool {
        if case .outline(.header, nil) = kind { true } else { false }
    }

    /// A red circle with a minus before the content: a tap runs `actionHandler`, or without one shows the row's trailing
    /// swipe actions (where a delete action waits), as UIKit's.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        editing(.delete, displayed: displayed, options: options, action: actionHandler)
    }

    /// A green circle with a plus before the content; a tap runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (@MainActor () -> Void)? = nil
    ) -> UICellAccessory {
        editing(.insert, displayed: displayed, options: options, action: actionHandler)
    }

    /// Three lines after the content that a finger drags to move the row (the collection view's interactive movement;
    /// the data source says which items move — a diffable one through its `reorderingHandlers`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            kind: .reorder(separator: options.showsVerticalSeparator), displayed: displayed, leading: false,
            isHidden: options.isHidden ?? false, reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    /// A circle before the content, filled with a checkmark while the cell is selected (multiple selection while
    /// editing: `allowsMultipleSelectionDuringEditing`).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            kind: .multiselect(unselected: options.backgroundColor), displayed: displayed, leading: true,
            isHidden: options.isHidden ?? false, reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    private static func editing(
        _ style: UITableViewCell.EditingStyle, displayed: DisplayedState, options: DeleteOptions, action: (@MainActor () -> Void)?
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .editing(style, color: options.backgroundColor, action: action), displayed: displayed, leading: true,
            isHidden: options.isHidden ?? false, reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    /// Grey text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(
            kind: .label(text, font: options.font), displayed: displayed, leading: false, isHidden: options.isHidden ?? false,
            reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    /// The app's own view.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let (leading, displayed): (Bool, DisplayedState) = switch configuration.placement {
        case .leading(let displayed): (true, displayed)
        case .trailing(let displayed): (false, displayed)
        }
        return UICellAccessory(
            kind: .custom(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize ?? false),
            displayed: displayed, leading: leading, isHidden: configuration.isHidden ?? false,
            reservedWidth: configuration.reservedLayoutWidth ?? .actual, tintColor: configuration.tintColor)
    }

    private static func standard(
        _ type: UITableViewCell.AccessoryType, displayed: DisplayedState, options: DisclosureIndicatorOptions,
        action: (@MainActor () -> Void)?
    ) -> UICellAccessory {
        UICellAccessory(
            kind: .standard(type, action: action), displayed: displayed, leading: false, isHidden: options.isHidden ?? false,
            reservedWidth: options.reservedLayoutWidth ?? .actual, tintColor: options.tintColor)
    }

    /// The view that shows the accessory.
    @MainActor func makeView() -> UIView {
        let view: UIView
        switch kind {
        case .outline(_, let action):
            view = OutlineDisclosureView(action: action)
        case .standard(let type, let action):
            let control = CellAccessoryView(onDetailTap: { action?() })
            control.type = type
            view = control
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.textColor = tintColor ?? .secondaryLabel
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.frame.size = label.intrinsicContentSize
            view = label
        case .custom(let custom, let fixed):
            if !fixed { custom.frame.size = custom.sizeThatFits(.zero) }
            view = custom
        case .editing(let style, let color, _):
            let control = EditingControlView(frame: CGRect(x: 0, y: 0, width: EditingControlView.size, height: EditingControlView.size))
            control.style = style
            control.circleColor = color
            control.markColor = tintColor
            view = control
        case .reorder(let separator):
            let control = ReorderControlView(frame: CGRect(x: 0, y: 0, width: ReorderControlView.width, height: 44))
            control.showsSeparator = separator
            control.lineColor = tintColor
            view = control
        case .multiselect(let unselected):
            let circle = MultiselectControlView(frame: CGRect(x: 0, y: 0, width: EditingControlView.size, height: EditingControlView.size))
            circle.unselectedColor = unselected
            view = circle
        }
        if let tintColor { view.tintColor = tintColor }
        view.isHidden = isHidden
        return view
    }

    /// The room the accessory takes for a view of `size`.
    func reservedWidth(for size: CGSize) -> CGFloat {
        switch reservedWidth {
        case .actual: size.width
        case .standard: max(size.width, 44)
        case .custom(let width): max(width, 0)
        }
    }
}
