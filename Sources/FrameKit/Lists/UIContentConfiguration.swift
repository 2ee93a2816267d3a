import Foundation

/// A key for state of the app's own in a configuration state (`state[.isArchived] = true`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a cell's content is configured for: whether it is selected, highlighted, being edited, expanded,
/// swiped, and any state of the app's own (subscripted by `UIConfigurationStateCustomKey`).
public struct UICellConfigurationState: Hashable, @unchecked Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is touched.
    public var isHighlighted = false
    /// Whether the table is editing.
    public var isEditing = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus (never on a touch kiosk).
    public var isFocused = false
    /// Whether the cell's item is expanded in its section's outline.
    public var isExpanded = false
    /// Whether the cell's swipe actions show.
    public var isSwiped = false
    /// Whether the cell is being moved.
    public var isReordering = false
    /// The traits of the cell.
    public var traitCollection = UITraitCollection()
    // Values are the app's own hashable values (AnyHashable is not Sendable; states stay on the main actor).
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// The normal state.
    public init() {}

    /// A state of the app's own; nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A description of a cell's content that makes the view showing it: set one as a cell's `contentConfiguration`
/// and the cell shows its content view (reused while the configuration's type stays the same).
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted, …); by default itself.
    func updated(for state: UICellConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// The same configuration, by default.
    public func updated(for state: UICellConfigurationState) -> Self { self }
}

/// A view that shows a content configuration and takes a new one in place.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (of its own type) without being replaced.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

/// The content view a cell (or header) shows for its `contentConfiguration`: made by the configuration, kept and
/// given each new configuration of a type it supports, replaced otherwise.
@MainActor
struct ConfiguredContent {
    private(set) var view: (UIView & UIContentView)?

    mutating func show(_ configuration: UIContentConfiguration?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            container.addSubview(made)
            view = made
        }
        container.setNeedsLayout()
    }

    /// The height the content wants at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat? {
        view?.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
