import Foundation

/// An on/off switch, 51×31 points as in UIKit. A tap flips it; dragging moves the thumb, and the side the thumb is
/// on when the finger lifts decides. `.valueChanged` (with `.primaryActionTriggered`) reaches targets only when the
/// user changed the value, never for `isOn`/`setOn(_:animated:)`. The track and the thumb are subviews, so flipping
/// animates their frames and colour and redraws nothing but the switch's own pixels.
@MainActor
open class UISwitch: UIControl {
    /// A switch is a button whose value is "1" when on and "0" when off, as UIKit reports it.
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.traits.insert(.button)
        accessibility.value = isOn ? "1" : "0"
        return accessibility
    }

    /// UIKit's fixed size.
    public static let size = CGSize(width: 51, height: 31)
    static let inset: CGFloat = 2
    /// How much wider the thumb grows while a finger is on the switch.
    static let pressedStretch: CGFloat = 7
    static let animationDuration: TimeInterval = 0.25

    private let track = UIView()
    private let thumb = UIView()
    /// The side the thumb shows while a finger drags it, before the value commits.
    private var shownOn = false
    private var dragged = false
    /// A finger is on the switch: the thumb is stretched.
    private var pressed = false
    private var touchStartX: CGFloat = 0

    /// Whether it is on; setting it moves the thumb at once (`setOn(_:animated:)` animates) and sends no event.
    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedOn = false

    /// The track's colour when on; nil is `.systemGreen`.
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = (Self.size.height - 2 * Self.inset) / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        placeParts()
        updateColors()
    }

    override var primaryActionIsTap: Bool { false }

    /// Sets the state, animating the thumb and track when `animated`; sends no control events.
    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
        show(on: on, animated: animated)
    }

    private func show(on: Bool, animated: Bool) {
        shownOn = on
        let change = {
            self.placeParts()
            self.updateColors()
        }
        if animated && window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction], animations: change)
        } else {
            UIView.performWithoutAnimation(change)
        }
    }

    override func effectiveLayoutDirectionDidChange() { placeParts() }

    /// The track stays UIKit's size at the top-left, whatever frame layout gives the switch.
    private func placeParts() {
        track.frame = CGRect(origin: .zero, size: Self.size)
        let diameter = Self.size.height - 2 * Self.inset
        let width = diameter + (pressed ? Self.pressedStretch : 0)
        // On is the trailing side: the right, or the left in a right-to-left interface.
        let x = shownOn != isRightToLeft ? Self.size.width - Self.inset - width : Self.inset
        thumb.frame = CGRect(x: x, y: Self.inset, width: width, height: diameter)
    }

    private func updateColors() {
        track.backgroundColor = shownOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { updateColors() }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragged = false
        touchStartX = touch.location(in: self).x
        pressed = true
        animateParts()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if abs(x - touchStartX) > 5 { dragged = true }
        if dragged {
            let on = (x > Self.size.width / 2) != isRightToLeft
            if on != shownOn { show(on: on, animated: true) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        commit(dragged ? shownOn : !storedOn)
    }

    open override func cancelTracking(with event: UIEvent?) {
        commit(storedOn)
    }

    private func commit(_ on: Bool) {
        let changed = on != storedOn
        storedOn = on
        pressed = false
        show(on: on, animated: true)
        if changed { sendValueChanged() }
    }

    private func animateParts() {
        UIView.animate(withDuration: Self.animationDuration / 2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.placeParts()
        }
    }
}
