import Foundation

/// A row of segments of which one is chosen, in iOS 13+'s look: a grey capsule with the chosen segment on a raised
/// white plate that slides to a new choice. A finger lifting on an enabled segment chooses it and sends
/// `.valueChanged` (with `.primaryActionTriggered`); setting `selectedSegmentIndex` sends nothing. A momentary
/// control shows a choice only while the finger is down. Segments are subviews, so sliding, inserting and removing
/// animate their frames and redraw only the control.
@MainActor
open class UISegmentedControl: UIControl {
    /// One element whose value is the selected segment's title (UIKit makes each segment a button of its own).
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        accessibility.value = selectedSegmentIndex >= 0 ? titleForSegment(at: selectedSegmentIndex) : nil
        return accessibility
    }

    /// `selectedSegmentIndex` when nothing is chosen.
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let platePadding: CGFloat = 2
    static let contentPadding: CGFloat = 12
    static let animationDuration: TimeInterval = 0.25

    @MainActor private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// 0: sized by the control.
        var width: CGFloat = 0
        var action: UIAction?
        let view = SegmentView()
    }

    private var segments: [Segment] = []
    private var dividers: [UIView] = []
    private let plate = UIView()
    private var titleAttributes: [State: [NSAttributedString.Key: Any]] = [:]
    private var highlightedIndex: Int?
    /// A touch that began on the chosen segment drags its plate to the segment under the finger, as since iOS 13.
    private var isDraggingPlate = false

    /// The chosen segment, or `noSegment`; an index out of range is logged and ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { select(newValue, animated: false) }
    }
    private var storedSelection = UISegmentedControl.noSegment

    /// Segments act as buttons: the choice shows only while the finger is down.
    open var isMomentary = false { didSet { updateLook() } }
    /// The chosen segment's plate; nil is white.
    open var selectedSegmentTintColor: UIColor? { didSet { updateLook() } }
    /// The selected segment's plate when `selectedSegmentTintColor` is nil: white, or grey in the dark appearance.
    private static let selectedPlate = UIColor.system(light: .white, dark: UIColor(rgb: 0x636366))
    /// Segments as wide as their content instead of equal widths.
    open var apportionsSegmentWidthsByContent = false { didSet { contentDidChange() } }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// Segments from `items`: each a `String` title or a `UIImage` (anything else is logged and left empty).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] { segments.append(Self.segment(for: item)) }
        contentDidChange()
        frame.size = intrinsicContentSize
    }

    /// Segments from actions (title and image); choosing one performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        for action in actions {
            segments.append(Segment(title: action.title, image: action.image, action: action))
        }
        contentDidChange()
        self.frame = frame == .zero ? CGRect(origin: .zero, size: intrinsicContentSize) : frame
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A segmented control from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private static func segment(for item: Any) -> Segment {
        switch item {
        case let title as String: return Segment(title: title)
        case let image as UIImage: return Segment(image: image)
        default:
            logger.error("UISegmentedControl item \(type(of: item)) is neither a String nor a UIImage; its segment is empty")
            return Segment()
        }
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isHidden = true
        addSubview(plate)
    }

    override var primaryActionIsTap: Bool { false }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to the end), sliding the others when `animated`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment titled and acting as `action` says.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes a segment (an index out of range is logged); the choice follows its segment or is cleared with it.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkIndex(segment, "removeSegment(at:animated:)") else { return }
        let removed = segments.remove(at: segment)
        if storedSelection == segment { storedSelection = Self.noSegment } else if storedSelection > segment { storedSelection -= 1 }
        animateChange(animated) { removed.view.alpha = 0 } completion: { removed.view.removeFromSuperview() }
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        for segment in segments { segment.view.removeFromSuperview() }
        segments.removeAll()
        storedSelection = Self.noSegment
        contentDidChange()
    }

    /// Gives segment `segment` a title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    /// The title of segment `segment`, if it has one.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// Gives segment `segment` an image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    /// The image of segment `segment`, if it has one.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        updateLook()
    }

    /// Whether segment `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }

    /// A fixed width for a segment; 0 lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        segments[segment].width = max(0, width)
        contentDidChange()
    }

    /// The width set for segment `segment`; 0 means automatic.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// Gives segment `segment` the title and handler of `action`.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
        contentDidChange()
    }

    /// The action of segment `segment`, if it has one.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// Title attributes (`.font`, `.foregroundColor`) for `.normal`, `.selected`, `.highlighted` or `.disabled`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state] = attributes
        contentDidChange()
    }

    /// The text attributes set for titles in `state`.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    private func checkIndex(_ index: Int, _ method: String) -> Bool {
        guard segments.indices.contains(index) else {
            Self.logger.error("UISegmentedControl.\(method): segment \(index) is out of range 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    private func insert(_ segment: Segment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if storedSelection >= index { storedSelection += 1 }
        // The new segment grows out of the place it is inserted at.
        let left = index > 0 ? segments[index - 1].view.frame.maxX : Self.platePadding
        segment.view.frame = CGRect(x: left, y: 0, width: 0, height: bounds.height)
        segment.view.alpha = animated ? 0 : 1
        animateChange(animated) { segment.view.alpha = 1 } completion: {}
    }

    private func animateChange(_ animated: Bool, _ extra: @escaping () -> Void, completion: @escaping () -> Void) {
        contentDidChange()
        guard animated && window != nil else {
            extra()
            completion()
            return
        }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            extra()
            self.layoutIfNeeded()
        }, completion: { _ in completion() })
    }

    // MARK: Choosing

    private func select(_ index: Int, animated: Bool) {
        guard index == Self.noSegment || checkIndex(index, "selectedSegmentIndex") else { return }
        storedSelection = index
        if animated && window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutPlate()
                self.updateLook()
            }
        } else {
            setNeedsLayout()
            updateLook()
        }
    }

    private func segmentIndex(at point: CGPoint) -> Int? {
        segments.firstIndex { $0.view.frame.minX <= point.x && point.x < $0.view.frame.maxX }
            ?? ((point.x < bounds.midX) != isRightToLeft ? segments.indices.first : segments.indices.last)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        highlightedIndex = index
        isDraggingPlate = index == storedSelection && !isMomentary
        updateLook()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let inside = isTouchInside
        let index = inside ? segmentIndex(at: touch.location(in: self)) : nil
        let enabledIndex = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        if enabledIndex != highlightedIndex {
            highlightedIndex = enabledIndex
            updateLook()
            if isDraggingPlate { movePlate() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let index = highlightedIndex, isTouchInside else { return clearHighlight() }
        highlightedIndex = nil
        isDraggingPlate = false
        let changed = index != storedSelection || isMomentary
        if changed { select(index, animated: true) }
        updateLook()
        if changed {
            segments[index].action?.perform(sender: self)
            sendValueChanged()
        }
    }

    open override func cancelTracking(with event: UIEvent?) { clearHighlight() }

    private func clearHighlight() {
        highlightedIndex = nil
        if isDraggingPlate {
            isDraggingPlate = false
            movePlate()  // back to the chosen segment
        }
        updateLook()
    }

    private func movePlate() {
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.layoutPlate()
        }
    }

    // MARK: Layout and look

    private func contentDidChange() {
        for (index, segment) in segments.enumerated() {
            segment.view.show(title: segment.title, image: segment.image, attributes: attributes(for: index))
            if segment.view.superview !== self { addSubview(segment.view) }
        }
        while dividers.count < max(0, segments.count - 1) {
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            divider.backgroundColor = .separator
            insertSubview(divider, belowSubview: plate)
            dividers.append(divider)
        }
        while dividers.count > max(0, segments.count - 1) { dividers.removeLast().removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateLook()
    }

    private func state(of index: Int) -> State {
        var state: State = []
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == storedSelection && !isMomentary { state.insert(.selected) }
        if index == highlightedIndex { state.insert(.highlighted) }
        return state
    }

    /// The title attributes for a segment: the app's for its state over UIKit's defaults (13-point, semibold when
    /// chosen, `.label`, `.tertiaryLabel` when disabled).
    private func attributes(for index: Int) -> [NSAttributedString.Key: Any] {
        let state = state(of: index)
        let selected = state.contains(.selected)
        var result: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        for part in [State.normal, .selected, .highlighted, .disabled] where part == .normal || state.contains(part) {
            result.merge(titleAttributes[part] ?? [:]) { $1 }
        }
        return result
    }

    private func updateLook() {
        for (index, segment) in segments.enumerated() {
            let state = state(of: index)
            segment.view.show(title: segment.title, image: segment.image, attributes: attributes(for: index))
            segment.view.alpha = state.contains(.highlighted) && !state.contains(.selected) ? 0.4 : 1
        }
        plate.backgroundColor = selectedSegmentTintColor ?? Self.selectedPlate
        let showsPlate = !isMomentary && segments.indices.contains(storedSelection)
        plate.isHidden = !showsPlate
        for (index, divider) in dividers.enumerated() {
            let touchesPlate = showsPlate && (index == storedSelection || index + 1 == storedSelection)
            divider.alpha = touchesPlate ? 0 : 1
        }
        alpha = isEnabled ? 1 : 0.5
    }

    open override func stateDidChange() { updateLook() }

    /// Each segment's width: fixed widths as set; the rest share what is left, equally or by content.
    private func segmentWidths(in width: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }
        let available = max(0, width - fixed)
        let contentWidths = segments.map { $0.view.contentWidth + 2 * Self.contentPadding }
        let contentTotal = zip(segments, contentWidths).reduce(0) { $0 + ($1.0.width == 0 ? $1.1 : 0) }
        return zip(segments, contentWidths).map { segment, content in
            if segment.width > 0 { return segment.width }
            if apportionsSegmentWidthsByContent && contentTotal > 0 { return available * content / contentTotal }
            return available / CGFloat(flexible.count)
        }
    }


    open override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.insetBy(dx: Self.platePadding, dy: 0)
        var x = inner.minX
        for (segment, width) in zip(segments, segmentWidths(in: inner.width)) {
            segment.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        for (index, divider) in dividers.enumerated() {
            let edge = segments[index].view.frame.maxX
            divider.frame = CGRect(x: edge - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
        }
        mirrorForLayoutDirection(segments.map(\.view) + dividers)  // the first segment is the rightmost right to left
        layoutPlate()
    }

    /// The plate sits under the chosen segment, or under the finger while it drags the plate.
    private func layoutPlate() {
        let index = isDraggingPlate ? (highlightedIndex ?? storedSelection) : storedSelection
        guard segments.indices.contains(index) else { return }
        plate.frame = segments[index].view.frame.insetBy(dx: 0, dy: Self.platePadding)
    }

    /// Equal widths fit the widest segment, as in UIKit; apportioned widths fit each segment's own content.
    open override var intrinsicContentSize: CGSize {
        let contents = segments.map { $0.width > 0 ? $0.width : $0.view.contentWidth + 2 * Self.contentPadding }
        let total = apportionsSegmentWidthsByContent
            ? contents.reduce(0, +)
            : CGFloat(segments.count) * (contents.max() ?? 0)
        return CGSize(width: total + 2 * Self.platePadding, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// One segment's title or image, centred.
@MainActor
private final class SegmentView: UIView {
    private let label = UILabel()
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        imageView.contentMode = .center
        addSubview(label)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { fatalError("segments are made by UISegmentedControl") }

    func show(title: String?, image: UIImage?, attributes: [NSAttributedString.Key: Any]) {
        label.setText(title, attributes: attributes)
        imageView.image = image
        imageView.tintColor = attributes[.foregroundColor] as? UIColor
        setNeedsLayout()
    }

    var contentWidth: CGFloat {
        max(label.text == nil ? 0 : label.intrinsicContentSize.width, imageView.image?.size.width ?? 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        imageView.frame = bounds
    }
}
