import Foundation

/// A continuous value picked by dragging a thumb along a track, as UIKit's slider: the value stays within
/// `minimumValue…maximumValue`; only a touch that starts on the thumb moves it (a tap on the track does nothing, as in
/// UIKit); `.valueChanged` goes out while dragging when `isContinuous`, else once when the finger lifts. The track,
/// its filled part and the thumb are subviews, so a drag or `setValue(_:animated:)` redraws only the slider.
@MainActor
open class UISlider: UIControl {
    /// Adjustable, its value the position as a percentage of the range ("50%"), as UIKit reports it.
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.traits.insert(.adjustable)
        let span = maximumValue - minimumValue
        accessibility.value = "\(Int(((span > 0 ? (value - minimumValue) / span : 0) * 100).rounded()))%"
        return accessibility
    }

    static let height: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// How far the thumb may overhang the track's ends.
    static let thumbOverhang: CGFloat = 2
    static let imageSpacing: CGFloat = 8

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIImageView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private var thumbImages: [State: UIImage] = [:]
    /// Where in the thumb the finger took it, so the thumb does not jump under the finger.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The value, kept between `minimumValue` and `maximumValue`.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// Raising the minimum above the maximum raises the maximum too; the value is clamped into the range.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The value at the right end (the leading end right to left).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether `.valueChanged` goes out during a drag (true) or only at its end.
    open var isContinuous = true

    /// The filled part's colour; nil follows `tintColor`.
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The rest of the track's colour; nil is `.systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// An image left of the track (the low end), such as a quiet speaker.
    open var minimumValueImage: UIImage? { didSet { imagesDidChange() } }
    /// An image right of the track (the high end).
    open var maximumValueImage: UIImage? { didSet { imagesDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Made by a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [maximumTrack, minimumTrack, minimumImageView, maximumImageView] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        for track in [maximumTrack, minimumTrack] { track.layer.cornerRadius = Self.trackHeight / 2 }
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        updateColors()
    }

    override var primaryActionIsTap: Bool { false }

    /// Sets the value clamped into the range; sends no control events.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
        if animated && window != nil {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: placeParts)
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Thumb images

    /// A custom thumb for `state` (the normal one stands in for others).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state] = image
        updateColors()
        setNeedsLayout()
    }

    /// The thumb image set for `state`, else for `.normal`, else nil (the standard thumb).
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state] ?? thumbImages[.normal] }
    /// The thumb image for the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    // MARK: Geometry, as UIKit's overridable queries

    // A right-to-left slider is mirrored: the minimum at the right, the value growing leftwards.

    /// Where `minimumValueImage` goes in `bounds`.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        mirrored(leftToRightMinimumImageRect(bounds), in: bounds)
    }

    /// Where `maximumValueImage` goes in `bounds`.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        mirrored(leftToRightMaximumImageRect(bounds), in: bounds)
    }

    /// The track: between the value images (if any), inset so the thumb's overhang stays inside the bounds.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : leftToRightMinimumImageRect(bounds).maxX + Self.imageSpacing
        let right = maximumValueImage == nil ? bounds.maxX : leftToRightMaximumImageRect(bounds).minX - Self.imageSpacing
        let track = CGRect(
            x: left + Self.thumbOverhang, y: bounds.midY - Self.trackHeight / 2,
            width: max(0, right - left - 2 * Self.thumbOverhang), height: Self.trackHeight)
        return mirrored(track, in: bounds)
    }

    /// The thumb for `value`: at the minimum it overhangs the track's start by 2 points, at the maximum its end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let travel = rect.width + 2 * Self.thumbOverhang - size.width
        let offset = travel * CGFloat(fraction(of: value))
        let x = isRightToLeft ? rect.maxX + Self.thumbOverhang - size.width - offset : rect.minX - Self.thumbOverhang + offset
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func leftToRightMinimumImageRect(_ bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func leftToRightMaximumImageRect(_ bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        isRightToLeft ? rect.mirrored(in: bounds) : rect
    }

    private func fraction(of value: Float) -> Float {
        maximumValue > minimumValue ? (value - minimumValue) / (maximumValue - minimumValue) : 0
    }

    private func value(atThumbMinX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let width = currentThumbImage?.size.width ?? Self.thumbDiameter
        let travel = track.width + 2 * Self.thumbOverhang - width
        guard travel > 0 else { return minimumValue }
        let offset = isRightToLeft ? track.maxX + Self.thumbOverhang - width - x : x - track.minX + Self.thumbOverhang
        let f = Float(min(max(offset / travel, 0), 1))
        return minimumValue + f * (maximumValue - minimumValue)
    }

    // MARK: Layout and look

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        maximumTrack.frame = track
        minimumTrack.frame = isRightToLeft
            ? CGRect(x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        thumb.frame = thumbFrame
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    private func imagesDidChange() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        setNeedsLayout()
    }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        let image = currentThumbImage
        thumb.image = image
        thumb.backgroundColor = image == nil ? (thumbTintColor ?? .white) : nil
        thumb.layer.shadowOpacity = image == nil ? 0.2 : 0
        alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { updateColors() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    open override var intrinsicContentSize: CGSize {
        let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size.height }
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.height, images.max() ?? 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: intrinsicContentSize.height) }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        // A finger is wider than the thumb: a few points around it still take it.
        guard thumbFrame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        grabOffset = point.x - thumbFrame.minX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = storedValue
        setValue(value(atThumbMinX: touch.location(in: self).x - grabOffset), animated: false)
        layoutIfNeeded()
        if isContinuous && storedValue != old { sendValueChanged() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }
}
