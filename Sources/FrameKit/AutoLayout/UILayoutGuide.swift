/// A rectangle that takes part in Auto Layout without being a view: spacing between views, margins, the safe area.
@MainActor
open class UILayoutGuide: LayoutItem {
    /// The view that owns the guide (set by `addLayoutGuide`).
    public internal(set) weak var owningView: UIView?
    /// A name for the guide, shown in layout error messages.
    open var identifier = ""
    let layoutVariables: LayoutVariables
    /// Which of the owning view's built-in guides this is, if any.
    let system: SystemGuide?

    enum SystemGuide { case margins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }

    /// The widest a readable content guide gets: UIKit's for body text at the default text size.
    public static let readableWidth: CGFloat = 672

    /// A guide with no frame until it is added to a view with `addLayoutGuide(_:)` and constrained.
    public init() {
        system = nil
        layoutVariables = LayoutVariables("guide")
    }

    init(system: SystemGuide, owner: UIView) {
        self.system = system
        owningView = owner
        identifier = switch system {
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        }
        layoutVariables = LayoutVariables(identifier)
    }

    /// The guide's rectangle in the owning view's coordinates, from the last layout.
    open var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.layoutEngine else { return .zero }
        return engine.frame(of: self, in: owner)
    }

    var layoutView: UIView? { owningView }
    var layoutDescription: String { "UILayoutGuide:\(layoutAddress(self)) '\(identifier)'" }

    /// The guide's leading edge (left in left-to-right layouts, right in right-to-left ones).
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
    /// The guide's trailing edge (right in left-to-right layouts, left in right-to-left ones).
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
    /// The guide's left edge, whatever the layout direction.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
    /// The guide's right edge, whatever the layout direction.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
    /// The guide's top edge.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
    /// The guide's bottom edge.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
    /// The guide's width.
    public private(set) lazy var widthAnchor = NSLayoutDimension(self, .width)
    /// The guide's height.
    public private(set) lazy var heightAnchor = NSLayoutDimension(self, .height)
    /// The guide's horizontal centre.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
    /// The guide's vertical centre.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
}
