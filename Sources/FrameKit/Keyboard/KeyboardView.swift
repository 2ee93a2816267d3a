import Foundation

/// What the keyboard types into: the first responder of the key window, through the presenter.
@MainActor
protocol KeyboardViewClient: AnyObject {
    func keyboardInsert(_ text: String)
    func keyboardDeleteBackward()
    /// The text just before the caret (a few characters), for automatic capitals; nil when the input cannot say.
    var keyboardContextBeforeInput: String? { get }
    var keyboardInputHasText: Bool { get }
}

/// The on-screen keyboard: UIKit's key rows drawn in one view (a key press redraws that key's rectangle only), a
/// magnified preview over a held character key, alternates after a long press, shift (tap: one capital; double
/// tap: caps lock) and automatic capitals, pages of numbers and symbols, delete that repeats while held. A key
/// types when the finger lifts, the key under the finger then; a second finger landing types the first one's key
/// at once (fast typists overlap keys).
final class KeyboardView: UIView {
    enum Shift { case off, on, locked }

    weak var client: KeyboardViewClient?
    private(set) var layout: KeyboardLayout
    private(set) var page: KeyboardPage
    /// Every key is drawn again when shift changes: the letters change case.
    private(set) var shift = Shift.off {
        didSet { if shift != oldValue { setNeedsDisplay() } }
    }
    var returnKeyType = UIReturnKeyType.default { didSet { if returnKeyType != oldValue { setNeedsDisplay() } } }
    var enablesReturnKeyAutomatically = false { didSet { setNeedsDisplay() } }
    var autocapitalizationType = UITextAutocapitalizationType.sentences

    /// Seconds a character key is held before its alternates show, and delete before it repeats.
    static let alternatesDelay: TimeInterval = 0.45
    static let deleteRepeatDelay: TimeInterval = 0.5
    static let deleteRepeatInterval: TimeInterval = 0.1
    /// Two taps on shift this close together lock capitals.
    static let capsLockInterval: TimeInterval = 0.35

    private var keys: [(key: KeyboardKey, cell: CGRect, face: CGRect)] = []
    private var laidOutSize = CGSize.zero
    private var tracking: (touch: UITouch, key: Int)?
    private var timer: LoopTimer?
    private var lastShiftTap: TimeInterval?
    private let preview = KeyPreviewView()
    private let alternatesView = KeyAlternatesView()
    private let loop: MainLoop

    init(layout: KeyboardLayout, loop: MainLoop) {
        self.layout = layout
        self.loop = loop
        page = layout.firstPage
        super.init(frame: .zero)
        isMultipleTouchEnabled = true
        backgroundColor = Self.backgroundColour
        for view in [preview, alternatesView] {
            view.isHidden = true
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The keyboard's height for a screen: four rows of keys sized to the screen (40 to 64 points each, never more
    /// than half the screen in all), with a little room around them.
    static func height(for screen: CGRect) -> CGFloat { rowHeight(for: screen) * 4 + 2 * verticalPadding }

    private static func rowHeight(for screen: CGRect) -> CGFloat {
        let comfortable = min(max((screen.height * 0.1).rounded(), 40), 64)
        return max(min(comfortable, ((screen.height / 2 - 2 * verticalPadding) / 4).rounded(.down)), 1)
    }
    private static let verticalPadding: CGFloat = 4
    private static let keyGap = CGSize(width: 6, height: 10)

    /// Takes a new layout (another keyboard type): back to its first page.
    func configure(layout: KeyboardLayout) {
        guard layout != self.layout else { return }
        self.layout = layout
        show(page: layout.firstPage)
    }

    /// Back to the layout's first page with shift as the input's text asks (a new first responder).
    func reset() {
        shift = .off
        if page != layout.firstPage { show(page: layout.firstPage) }
        updateAutomaticShift()
        setNeedsDisplay()
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != laidOutSize { layOutKeys() }
    }

    private func show(page: KeyboardPage) {
        self.page = page
        layOutKeys()
    }

    /// Rows split the height evenly; in each row the fixed keys take their units (a unit is the width of a letter
    /// key in the fullest row) and flexible keys share the rest; a row with no flexible key is centred, its end keys
    /// reaching the edges so every point of the keyboard belongs to a key.
    private func layOutKeys() {
        laidOutSize = bounds.size
        let rows = layout.rows(for: page)
        let unitsPerRow = rows.map { $0.reduce(0) { $0 + (Self.units(of: $1) ?? 1) } }.max() ?? 10
        let unit = bounds.width / max(unitsPerRow, 10)
        let rowHeight = (bounds.height - 2 * Self.verticalPadding) / CGFloat(max(rows.count, 1))
        keys = []
        for (r, row) in rows.enumerated() {
            let fixed = row.reduce(0) { $0 + (Self.units(of: $1) ?? 0) } * unit
            let flexibleCount = row.filter { Self.units(of: $0) == nil }.count
            let share = flexibleCount > 0 ? max(bounds.width - fixed, 0) / CGFloat(flexibleCount) : 0
            var x = flexibleCount > 0 ? 0 : (bounds.width - fixed) / 2
            let y = Self.verticalPadding + CGFloat(r) * rowHeight
            for (i, key) in row.enumerated() {
                let width = Self.units(of: key).map { $0 * unit } ?? share
                var cell = CGRect(x: x, y: y, width: width, height: rowHeight)
                let face = cell.insetBy(dx: Self.keyGap.width / 2, dy: Self.keyGap.height / 2)
                if i == 0 { cell = CGRect(x: 0, y: y, width: cell.maxX, height: rowHeight) }
                if i == row.count - 1 { cell.size.width = bounds.width - cell.minX }
                if r == 0 { cell = CGRect(x: cell.minX, y: 0, width: cell.width, height: cell.maxY) }
                if r == rows.count - 1 { cell.size.height = bounds.height - cell.minY }
                keys.append((key, cell, face))
                x += width
            }
        }
        setNeedsDisplay()
    }

    private static func units(of key: KeyboardKey) -> CGFloat? {
        if case .units(let units) = key.width { return units }
        return nil
    }

    /// The key under `point` (the keyboard's coordinates): its index, by cell.
    private func keyIndex(at point: CGPoint) -> Int? {
        keys.firstIndex { $0.cell.contains(point) }
    }

    /// Where the key that types `text` (or shows it as its title) is, in the keyboard's coordinates; for tests.
    func faceOfKey(typing text: String) -> CGRect? {
        keys.first { entry in
            switch entry.key.action {
            case .character(let plain, let shifted): plain == text || shifted == text
            case .string(let string): string == text
            case .space: text == " "
            case .return: text == "\n" || text == title(of: entry.key)
            default: title(of: entry.key) == text
            }
        }?.face
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let (previous, index) = tracking, previous !== touch { commit(index) }
            guard let index = keyIndex(at: touch.location(in: self)) else { continue }
            tracking = (touch, index)
            pressed(index)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let (touch, index) = tracking, touches.contains(where: { $0 === touch }) else { return }
        let point = touch.location(in: self)
        if !alternatesView.isHidden { return alternatesView.select(at: convert(point, to: alternatesView)) }
        guard keys[index].key.action != .delete, let next = keyIndex(at: point), next != index else { return }
        released(index)
        tracking = (touch, next)
        pressed(next)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let (touch, index) = tracking, touches.contains(where: { $0 === touch }) else { return }
        commit(index)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let (touch, index) = tracking, touches.contains(where: { $0 === touch }) else { return }
        tracking = nil
        released(index)
    }

    /// A finger came down on (or slid onto) a key: it lights, a character key previews and waits for a long press;
    /// delete deletes at once and starts repeating.
    private func pressed(_ index: Int) {
        setNeedsDisplay(keys[index].cell)
        let key = keys[index].key
        switch key.action {
        case .delete:
            client?.keyboardDeleteBackward()
            afterEdit()
            schedule(after: Self.deleteRepeatDelay) { [weak self] in self?.repeatDelete() }
        case .character(let plain, let shifted):
            preview.show(title(of: key), over: keys[index].face, font: letterFont)
            let alternates = KeyboardAlternates.alternates(for: plain, shifted: isShifted && plain != shifted)
            guard !alternates.isEmpty else { return }
            schedule(after: Self.alternatesDelay) { [weak self] in self?.showAlternates(alternates, over: index) }
        default:
            break
        }
    }

    private func released(_ index: Int) {
        cancelTimer()
        preview.isHidden = true
        alternatesView.isHidden = true
        if index < keys.count { setNeedsDisplay(keys[index].cell) }
    }

    /// The finger lifted (or another came down): the key does what it does.
    private func commit(_ index: Int) {
        let choice = alternatesView.isHidden ? nil : alternatesView.selected
        let showingAlternates = !alternatesView.isHidden
        tracking = nil
        released(index)
        guard index < keys.count else { return }
        if showingAlternates {
            if let choice { type(choice) }
            return
        }
        switch keys[index].key.action {
        case .character(let plain, let shifted): type(isShifted ? shifted : plain)
        case .string(let text): type(text)
        case .space: type(" ")
        case .return:
            guard returnKeyEnabled else { return }
            client?.keyboardInsert("\n")
            afterEdit()
        case .shift: tapShift()
        case .page(let page):
            show(page: page)
            updateAutomaticShift()
        case .delete, .gap: break
        }
    }

    private func type(_ text: String) {
        client?.keyboardInsert(text)
        if shift == .on { shift = .off }
        if (page == .numbers || page == .symbols) && (text == " " || text == "'") { show(page: .letters) }
        afterEdit()
    }

    /// After every edit: shift follows the text (automatic capitals), the return key its emptiness (only it is
    /// redrawn: the key typed redraws itself when released).
    private func afterEdit() {
        updateAutomaticShift()
        for entry in keys where entry.key.action == .return { setNeedsDisplay(entry.cell) }
    }

    private func repeatDelete() {
        client?.keyboardDeleteBackward()
        afterEdit()
        schedule(after: Self.deleteRepeatInterval) { [weak self] in self?.repeatDelete() }
    }

    private func showAlternates(_ alternates: [String], over index: Int) {
        preview.isHidden = true
        alternatesView.show(alternates, over: keys[index].face, within: bounds, font: letterFont)
    }

    private func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        cancelTimer()
        timer = loop.schedule(at: loop.now.adding(seconds: delay), work)
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    // MARK: Shift

    private var isShifted: Bool { shift != .off }

    private func tapShift() {
        let now = loop.now.seconds
        defer { lastShiftTap = now }
        switch shift {
        case .off: shift = .on
        case .on: shift = lastShiftTap.map { now - $0 <= Self.capsLockInterval } == true ? .locked : .off
        case .locked: shift = .off
        }
    }

    /// Turns shift on where the input's autocapitalization asks for a capital (the start of the text, of a sentence
    /// or of a word), off elsewhere; caps lock stays.
    private func updateAutomaticShift() {
        guard shift != .locked, page == .letters else { return }
        let wanted: Bool
        switch autocapitalizationType {
        case .none: return
        case .allCharacters: wanted = true
        case .words, .sentences:
            // An input that cannot say what precedes the caret counts as mid-word once it has text.
            let hasText = client?.keyboardInputHasText ?? false
            let context = client?.keyboardContextBeforeInput ?? (hasText ? "-" : "")
            wanted = autocapitalizationType == .words
                ? context.last.map { $0.isWhitespace } ?? true : Self.startsSentence(after: context)
        }
        if wanted != (shift == .on) { shift = wanted ? .on : .off }
    }

    /// Whether a sentence starts after `context`: nothing before, a line break, or sentence-ending punctuation
    /// followed by a space.
    private static func startsSentence(after context: String) -> Bool {
        guard let last = context.last else { return true }
        if last.isNewline { return true }
        guard last.isWhitespace else { return false }
        let beforeSpaces = context.reversed().drop { $0.isWhitespace }.first
        return beforeSpaces.map { ".!?".contains($0) || $0.isNewline } ?? true
    }

    // MARK: Drawing

    // iOS's keyboard in the light and the dark appearance.
    private static let backgroundColour = UIColor.system(
        light: UIColor(red: 0.82, green: 0.83, blue: 0.855, alpha: 1), dark: UIColor(white: 0.17, alpha: 1))
    /// Character keys' faces, also used by the key preview and the alternates strip.
    static let letterKeyColour = UIColor.system(light: .white, dark: UIColor(white: 0.42, alpha: 1))
    private static let functionKeyColour = UIColor.system(
        light: UIColor(red: 0.67, green: 0.69, blue: 0.735, alpha: 1), dark: UIColor(white: 0.27, alpha: 1))
    private static let shadowColour = UIColor.system(
        light: UIColor(red: 0.54, green: 0.54, blue: 0.555, alpha: 1), dark: UIColor(white: 0.05, alpha: 1))

    private var letterFont: UIFont { .systemFont(ofSize: (keys.first?.face.height ?? 40) * 0.55) }
    private var functionFont: UIFont { .systemFont(ofSize: (keys.first?.face.height ?? 40) * 0.4) }

    private var returnKeyEnabled: Bool { !enablesReturnKeyAutomatically || (client?.keyboardInputHasText ?? false) }

    override func draw(_ rect: CGRect) {
        let pressed = tracking.map(\.key)
        for (index, entry) in keys.enumerated() where entry.cell.intersects(rect) {
            if case .gap = entry.key.action { continue }
            drawKey(entry.key, face: entry.face, pressed: index == pressed)
        }
    }

    private func drawKey(_ key: KeyboardKey, face: CGRect, pressed: Bool) {
        let radius = min(6, face.height / 7)
        Self.shadowColour.setFill()
        UIBezierPath(roundedRect: face.offsetBy(dx: 0, dy: 1), cornerRadius: radius).fill()
        faceColour(of: key, pressed: pressed).setFill()
        UIBezierPath(roundedRect: face, cornerRadius: radius).fill()
        switch key.action {
        case .shift: drawShift(in: face)
        case .delete: drawDelete(in: face, colour: .label)
        default: drawTitle(of: key, in: face, pressed: pressed)
        }
    }

    private func faceColour(of key: KeyboardKey, pressed: Bool) -> UIColor {
        if key.action == .return, returnKeyIsBlue {
            return returnKeyEnabled ? (pressed ? Self.letterKeyColour : .systemBlue) : Self.functionKeyColour
        }
        if key.action == .shift, shift != .off { return .white }
        if key.isFunctionKey { return pressed ? Self.letterKeyColour : Self.functionKeyColour }
        // Character keys preview instead of lighting; space lights as iOS does.
        return pressed && key.action == .space ? Self.functionKeyColour : Self.letterKeyColour
    }

    private var returnKeyIsBlue: Bool { returnKeyType != .default && returnKeyType != .next }

    private func drawTitle(of key: KeyboardKey, in face: CGRect, pressed: Bool) {
        let text = title(of: key)
        let isCharacter = if case .character = key.action { true } else { false }
        var colour = UIColor.label
        if key.action == .return {
            colour = !returnKeyEnabled ? .gray : returnKeyIsBlue && !pressed ? .white : .label
        }
        let attributes: [NSAttributedString.Key: Any] = [
            .font: isCharacter ? letterFont : functionFont, .foregroundColor: colour,
        ]
        let size = text.size(withAttributes: attributes)
        var origin = CGPoint(x: face.midX - size.width / 2, y: face.midY - size.height / 2)
        if let subtitle = key.subtitle, !subtitle.isEmpty {
            let small: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: face.height * 0.22), .foregroundColor: UIColor.label]
            let subSize = subtitle.size(withAttributes: small)
            origin.y = face.midY - (size.height + subSize.height) / 2
            subtitle.draw(at: CGPoint(x: face.midX - subSize.width / 2, y: origin.y + size.height), withAttributes: small)
        }
        text.draw(at: origin, withAttributes: attributes)
    }

    /// What a key shows: its character in the current case, or UIKit's English titles.
    func title(of key: KeyboardKey) -> String {
        switch key.action {
        case .character(let plain, let shifted): isShifted ? shifted : plain
        case .string(let text): text
        case .space: "space"
        case .return: Self.returnTitle(returnKeyType)
        case .page(.letters): "ABC"
        case .page(.symbols): "#+="
        case .page: "123"
        case .shift: "shift"
        case .delete: "delete"
        case .gap: ""
        }
    }

    static func returnTitle(_ type: UIReturnKeyType) -> String {
        switch type {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }

    /// An upward arrow, outlined when off, filled for one capital, filled and underlined for caps lock.
    private func drawShift(in face: CGRect) {
        let s = min(face.width, face.height) * 0.45
        let c = CGPoint(x: face.midX, y: face.midY - (shift == .locked ? s * 0.12 : 0))
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: c.x, y: c.y - s / 2))
        arrow.addLine(to: CGPoint(x: c.x + s / 2, y: c.y))
        arrow.addLine(to: CGPoint(x: c.x + s / 4, y: c.y))
        arrow.addLine(to: CGPoint(x: c.x + s / 4, y: c.y + s / 2))
        arrow.addLine(to: CGPoint(x: c.x - s / 4, y: c.y + s / 2))
        arrow.addLine(to: CGPoint(x: c.x - s / 4, y: c.y))
        arrow.addLine(to: CGPoint(x: c.x - s / 2, y: c.y))
        arrow.close()
        (shift == .off ? UIColor.label : .black).set()
        if shift == .off {
            arrow.lineWidth = 1.5
            arrow.stroke()
        } else {
            arrow.fill()
        }
        if shift == .locked {
            UIBezierPath(rect: CGRect(x: c.x - s / 4, y: c.y + s / 2 + s * 0.12, width: s / 2, height: s * 0.1)).fill()
        }
    }

    /// A left-pointing tag with a cross in it.
    private func drawDelete(in face: CGRect, colour: UIColor) {
        let h = min(face.width, face.height) * 0.38, w = h * 1.4
        let r = CGRect(x: face.midX - w / 2, y: face.midY - h / 2, width: w, height: h)
        let tag = UIBezierPath()
        tag.move(to: CGPoint(x: r.minX, y: r.midY))
        tag.addLine(to: CGPoint(x: r.minX + h / 2, y: r.minY))
        tag.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        tag.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        tag.addLine(to: CGPoint(x: r.minX + h / 2, y: r.maxY))
        tag.close()
        let cross = UIBezierPath()
        let cx = r.minX + h / 2 + (w - h / 2) / 2, d = h * 0.2
        cross.move(to: CGPoint(x: cx - d, y: r.midY - d))
        cross.addLine(to: CGPoint(x: cx + d, y: r.midY + d))
        cross.move(to: CGPoint(x: cx + d, y: r.midY - d))
        cross.addLine(to: CGPoint(x: cx - d, y: r.midY + d))
        colour.setStroke()
        tag.lineWidth = 1.5
        cross.lineWidth = 1.5
        tag.stroke()
        cross.stroke()
    }
}
