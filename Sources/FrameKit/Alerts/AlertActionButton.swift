import Foundation

/// One action's button in an alert: its title in the tint colour (red when destructive, bold when preferred), a grey
/// wash while touched, grey and inert when the action is disabled.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()
    private let wash = UIView()

    init(action: UIAlertAction, bold: Bool, fontSize: CGFloat) {
        self.action = action
        super.init(frame: .zero)
        wash.backgroundColor = UIColor(white: 0, alpha: 0.1)
        wash.isHidden = true
        wash.isUserInteractionEnabled = false
        addSubview(wash)
        label.text = action.title
        label.textAlignment = .center
        label.font = bold ? .systemFont(ofSize: fontSize, weight: .semibold) : .systemFont(ofSize: fontSize)
        label.isUserInteractionEnabled = false
        addSubview(label)
        action.enabledDidChange = { [weak self] in self?.updateLook() }
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { wash.isHidden = !isHighlighted }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    private func updateLook() {
        isEnabled = action.isEnabled
        label.textColor = !action.isEnabled ? .systemGray : action.style == .destructive ? .systemRed : tintColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        wash.frame = bounds
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
