import Foundation

/// A button of a compact date picker (and of the inline style's time row): the date or the time as text on a grey
/// rounded rectangle, its text in the tint while the popover it opened is on screen. A tap opens that popover.
@MainActor
final class DatePickerField: UIControl {
    enum Part { case date, time }

    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    let part: Part
    let label = UILabel()
    /// Whether this field's popover is open.
    var isPresenting = false { didSet { updateColor() } }

    init(part: Part) {
        self.part = part
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        addSubview(label)
        updateColor()
    }

    required init?(coder: NSCoder) { fatalError("made by UIDatePicker") }

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: label.intrinsicContentSize.width.rounded(.up) + 2 * Self.padding, height: Self.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColor()
    }

    private func updateColor() { label.textColor = isPresenting ? tintColor : .label }
}
