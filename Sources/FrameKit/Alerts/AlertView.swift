import Foundation

/// An alert controller's view: the dimming over the screen and the alert's box (for an action sheet, the box of
/// actions and the cancel button's own box under it), laid out with UIKit's metrics: a 270-point alert with its
/// title, message, text fields and 44-point buttons (two side by side, more stacked); a sheet of 57-point buttons.
@MainActor
final class AlertView: UIView {
    private unowned let controller: UIAlertController
    let dimming = UIView()
    let box = UIView()
    private let cancelBox = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    /// How much of the bottom the keyboard covers; an alert centres itself in the rest.
    private var keyboardOverlap: CGFloat = 0
    private var keyboardObserver: NSObjectProtocol?

    private var isAlert: Bool { controller.preferredStyle == .alert }
    /// Whether an action sheet shows in a popover: its buttons fill the view, with no dimming and no cancel button.
    var inPopover = false { didSet { setNeedsLayout() } }

    /// An action sheet's size in a popover: 304 points wide, as tall as its title, message and buttons.
    var popoverSize: CGSize {
        let width: CGFloat = 304
        let rows = buttons.filter { $0.superview === box }.count
        return CGSize(width: width, height: layOutHeader(width: width) + CGFloat(rows) * 57)
    }

    /// iOS's alert and action sheet boxes in each appearance (elevated grey in the dark one).
    private static let containerColor = UIColor.system(light: UIColor(white: 247.0 / 255, alpha: 1), dark: UIColor(rgb: 0x2C2C2E))

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertView.dimmingTapped))
        addSubview(dimming)
        for container in [box, cancelBox] {
            container.backgroundColor = Self.containerColor
            container.layer.cornerRadius = isAlert ? 14 : 13
            container.clipsToBounds = true
            addSubview(container)
        }
        cancelBox.isHidden = isAlert
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        titleLabel.font = .systemFont(ofSize: isAlert ? 17 : 13, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        rebuildButtons()
        addTextFields()
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardMoved(to: frame) }
        }
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    private func dimmingTapped() { controller.dimmingTapped() }

    private func keyboardMoved(to frame: CGRect?) {
        keyboardOverlap = frame.map { max(0, bounds.maxY - $0.minY) } ?? 0
        UIView.animate(withDuration: 0.25) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
    }

    /// Moves an action sheet down by `offset` (its slide in and out).
    func setSheetOffset(_ offset: CGFloat) {
        let shift = CGAffineTransform(translationX: 0, y: offset)
        box.transform = shift
        cancelBox.transform = shift
    }

    /// Puts the controller's text fields in the box.
    func addTextFields() {
        for field in controller.textFields ?? [] where field.superview !== box { box.addSubview(field) }
        setNeedsLayout()
    }

    // MARK: Buttons

    /// The buttons in UIKit's order: beside one other button an alert's cancel action comes first, otherwise last;
    /// an action sheet's goes in its own box.
    private var orderedActions: [UIAlertAction] {
        let actions = controller.actions
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
        let others = actions.filter { $0 !== cancel }
        return isAlert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    func rebuildButtons() {
        buttons.forEach { $0.removeFromSuperview() }
        separators.forEach { $0.removeFromSuperview() }
        let preferred = controller.preferredAction
        buttons = orderedActions.map { action in
            let bold = action === preferred || (preferred == nil && action.style == .cancel)
            let button = AlertActionButton(action: action, bold: bold, fontSize: isAlert ? 17 : 20)
            button.addTarget(self, action: AlertView.buttonTapped, for: .touchUpInside)
            (action.style == .cancel && !isAlert ? cancelBox : box).addSubview(button)
            return button
        }
        separators = buttons.map { button in
            let line = UIView()
            line.backgroundColor = .separator
            button.superview?.addSubview(line)
            return line
        }
        setNeedsLayout()
    }

    private func buttonTapped(_ sender: UIControl) {
        guard let button = sender as? AlertActionButton else { return }
        controller.run(button.action)
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        dimming.isHidden = inPopover
        box.layer.cornerRadius = inPopover ? 0 : isAlert ? 14 : 13
        let width = inPopover ? bounds.width : isAlert ? 270 : min(bounds.width - 16, 420)
        var y = layOutHeader(width: width)
        let rowHeight: CGFloat = isAlert ? 44 : 57
        let hairline = 1 / (window?.screen.scale ?? 1)
        let inBox = buttons.filter { $0.superview === box }
        let sideBySide = isAlert && inBox.count == 2
        for (index, button) in inBox.enumerated() {
            let line = separators[buttons.firstIndex(of: button)!]
            if sideBySide {
                let half = width / 2
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: rowHeight)
                line.frame = index == 0
                    ? CGRect(x: 0, y: y, width: width, height: hairline)
                    : CGRect(x: half, y: y, width: hairline, height: rowHeight)
            } else {
                line.frame = CGRect(x: 0, y: y, width: width, height: hairline)
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        if sideBySide { y += rowHeight }
        let boxHeight = y
        let x = (bounds.width - width) / 2
        if isAlert {
            let room = bounds.height - keyboardOverlap
            box.bounds = CGRect(x: 0, y: 0, width: width, height: boxHeight)
            box.center = CGPoint(x: bounds.midX, y: max(boxHeight / 2 + 8, room / 2))
        } else if inPopover {
            cancelBox.isHidden = true
            box.bounds = CGRect(x: 0, y: 0, width: width, height: boxHeight)
            box.center = CGPoint(x: bounds.midX, y: boxHeight / 2)
        } else {
            let cancel = buttons.first { $0.superview === cancelBox }
            cancelBox.isHidden = cancel == nil
            var bottom = bounds.height - 8
            if let cancel {
                cancelBox.bounds = CGRect(x: 0, y: 0, width: width, height: rowHeight)
                cancelBox.center = CGPoint(x: bounds.midX, y: bottom - rowHeight / 2)
                cancel.frame = cancelBox.bounds
                separators[buttons.firstIndex(of: cancel)!].isHidden = true
                bottom -= rowHeight + 8
            }
            box.isHidden = boxHeight == 0
            box.bounds = CGRect(x: 0, y: 0, width: width, height: boxHeight)
            box.center = CGPoint(x: x + width / 2, y: bottom - boxHeight / 2)
        }
    }

    /// Places the title, message and text fields; returns where the buttons start.
    private func layOutHeader(width: CGFloat) -> CGFloat {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        let fields = controller.textFields ?? []
        let hasText = controller.title?.isEmpty == false || controller.message?.isEmpty == false
        guard hasText || !fields.isEmpty else { return 0 }
        let inset: CGFloat = 16, inner = width - 2 * inset
        var y: CGFloat = isAlert ? 19 : 14
        for label in [titleLabel, messageLabel] {
            guard label.text?.isEmpty == false else {
                label.frame = .zero
                continue
            }
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: inset, y: y, width: inner, height: height)
            y += height + 3
        }
        if !fields.isEmpty { y += 12 }
        for field in fields {
            field.frame = CGRect(x: inset, y: y, width: inner, height: 28)
            y += 28 + 6
        }
        return y + (isAlert ? 14 : 11)
    }
}
