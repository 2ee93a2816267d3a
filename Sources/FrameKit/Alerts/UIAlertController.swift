import Foundation

/// An alert or action sheet, presented as UIKit presents one: the screen dims behind it, the presenter stays (it
/// gets no appearance callbacks), an alert fades and shrinks into the middle, an action sheet slides up from the
/// bottom. Tapping a button dismisses the controller and then runs the action's handler. An alert may hold text
/// fields (the first one takes the keyboard, and the alert rises above it); Return runs the preferred action and
/// Escape the cancel action on a hardware keyboard. FrameKit's action sheet sits at the bottom middle, at most 420
/// points wide (UIKit shows one as a popover on wide screens, which a kiosk has no anchor for).
@MainActor
open class UIAlertController: UIViewController {
    /// The two looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert
    }

    /// An alert in the middle, or an action sheet at the bottom.
    public private(set) var preferredStyle: Style = .alert
    /// The text under the title.
    open var message: String? {
        didSet { alertView?.setNeedsLayout() }
    }
    /// Its actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action shown bold and run by Return; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                Self.logger.error("UIAlertController.preferredAction must be one of its actions; ignored")
                self.preferredAction = oldValue
            }
        }
    }
    /// Its text fields (alerts only), nil without any.
    public private(set) var textFields: [UITextField]?

    var alertView: AlertView? { viewIfLoaded as? AlertView }
    private var isDismissing = false

    /// UIKit's factory initializer.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        // As on an iPad: an action sheet is a popover beside its source in regular width (see `popoverAdaptation`).
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds a button. An alert takes one cancel action; a second is logged and ignored, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Self.logger.error(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel; \"\(action.title ?? "")\" ignored")
        }
        actions.append(action)
        alertView?.rebuildButtons()
    }

    /// Adds a text field under the message (alerts only; an action sheet logs the mistake and ignores it).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return Self.logger.error("Text fields can only be added to an alert controller of style .alert; ignored")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        alertView?.addTextFields()
    }

    open override func loadView() {
        let view = AlertView(controller: self)
        view.frame = defaultViewFrame
        self.view = view
    }

    /// The first text field takes the keyboard as the alert comes in; without one the alert itself becomes first
    /// responder, for its Return and Escape keys.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if textFields?.first?.becomeFirstResponder() != true { becomeFirstResponder() }
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        if let action = preferredAction ?? (actions.count == 1 ? actions.first : nil) {
            commands.append(UIKeyCommand(input: "\r") { [weak self] _ in self?.run(action) })
        }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            commands.append(UIKeyCommand(input: UIKeyCommand.inputEscape) { [weak self] _ in self?.run(cancel) })
        }
        return commands
    }

    /// A button was tapped (or its key pressed): dismiss, then run the handler.
    func run(_ action: UIAlertAction) {
        guard action.isEnabled, !isDismissing else { return }
        isDismissing = true
        view.endEditing(true)
        dismiss(animated: true)
        action.handler?(action)
    }

    /// An action sheet shows as a popover beside a source in regular width (without its cancel button, as on an
    /// iPad), else as the sheet at the bottom of the screen.
    override func popoverAdaptation(regularWidth: Bool, hasSource: Bool) -> UIModalPresentationStyle? {
        guard preferredStyle == .actionSheet, let alertView = view as? AlertView else { return nil }
        alertView.inPopover = regularWidth && hasSource
        guard alertView.inPopover else { return .overFullScreen }
        preferredContentSize = alertView.popoverSize
        return .popover
    }

    /// A tap outside the action sheet's popover: its cancel action runs, or it just goes.
    override func popoverTappedOutside() -> Bool {
        guard alertView?.inPopover == true else { return false }
        if let cancel = actions.first(where: { $0.style == .cancel }) { run(cancel) } else { dismiss(animated: true) }
        return true
    }

    /// A tap on the dimmed screen: an action sheet's cancel action runs; an alert stays.
    func dimmingTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        run(cancel)
    }

    // MARK: Transition

    override var transitionDuration: TimeInterval { preferredStyle == .alert ? 0.2 : 0.3 }

    override func presentationTransitionWillBegin(animated: Bool, in bounds: CGRect) {
        guard animated, let alertView else { return }
        alertView.layoutIfNeeded()
        alertView.dimming.alpha = 0
        switch preferredStyle {
        case .alert:
            alertView.box.alpha = 0
            alertView.box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        case .actionSheet:
            alertView.setSheetOffset(bounds.height)
        }
    }

    override func presentationTransitionAnimations(in bounds: CGRect) {
        guard let alertView else { return }
        alertView.dimming.alpha = 1
        alertView.box.alpha = 1
        alertView.box.transform = .identity
        alertView.setSheetOffset(0)
    }

    override func dismissalTransitionAnimations(in bounds: CGRect) {
        guard let alertView else { return }
        alertView.dimming.alpha = 0
        switch preferredStyle {
        case .alert: alertView.box.alpha = 0
        case .actionSheet: alertView.setSheetOffset(bounds.height)
        }
    }
}
