import Foundation

/// One line of editable text, as UIKit's UITextField: a border, a placeholder, a clear button, views at either end,
/// secure entry, the delegate's say over every change, and the editing control events and notifications, which
/// (as in UIKit) follow the user's edits only, never `text` set from code.
@MainActor
open class UITextField: UIControl, UITextInputTraits, UITextInput, TextEditingHost, TextDocumentContext,
    KeyRepeatTarget, TextTouchHost
{
    /// Its placeholder as the label and its text as the value; a secure field's value is one bullet per character.
    override var automaticAccessibility: AutomaticAccessibility {
        var accessibility = super.automaticAccessibility
        let text = self.text ?? ""
        accessibility.label = placeholder
        accessibility.value = text.isEmpty ? nil : isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        return accessibility
    }

    /// The field's border.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle, the standard look.
        case roundedRect
    }
    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        /// Never shown.
        case never = 0
        /// Shown while the field is being edited.
        case whileEditing
        /// Shown while the field is not being edited.
        case unlessEditing
        /// Always shown.
        case always
    }
    /// Why editing ended: committed, or cancelled.
    public enum DidEndEditingReason: Int, Sendable {
        /// Editing ended normally (return, or another responder took over).
        case committed = 0
        /// Editing was cancelled.
        case cancelled
    }

    /// Posted when a text field starts editing; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a text field stops editing; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when editing changes a text field's text; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// The bullet a secure field shows for each character.
    static let bullet = "\u{2022}"

    /// Asked whether to begin and end editing, change characters, clear and return; told when editing begins and ends.
    open weak var delegate: UITextFieldDelegate?
    lazy var editor: TextEditor = {
        let container = NSTextContainer(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        container.maximumNumberOfLines = 1
        let editor = TextEditor(host: self, container: container)
        editor.typingAttributes = defaultAttributes
        return editor
    }()
    let selectionView = TextSelectionView()
    private lazy var textTouches = TextTouches(host: self)
    /// How far the text is scrolled left to keep the caret in sight.
    private var scrollX: CGFloat = 0
    /// A secure field's characters; its storage holds one bullet for each.
    private var secureCharacters: [Character] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// A text field from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
        selectionView.place(over: bounds)
        addSubview(selectionView)
    }

    // MARK: Text

    /// The text; setting it from code sends no events or notifications and puts the caret at the end.
    open var text: String? {
        get { isSecureTextEntry ? String(secureCharacters) : editor.storage.string }
        set { setText(newValue ?? "", runs: []) }
    }

    /// The text with its attributes (a copy); attributes it lacks come from `font`, `textColor` and `textAlignment`.
    /// Setting it gives those properties the values of its first character, where it has them, as in UIKit.
    open var attributedText: NSAttributedString? {
        get { isSecureTextEntry ? RunReleasingAttributedString(string: text ?? "", attributes: defaultAttributes) : editor.copyOfText() }
        set {
            if let newValue, newValue.length > 0 { adoptStyle(of: newValue.attributes(at: 0, effectiveRange: nil)) }
            setText(newValue?.string ?? "", runs: newValue?.attributeRuns ?? [])
        }
    }

    /// Takes the style `attributes` (an attributed text's first character's) give.
    private func adoptStyle(of attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
    }

    /// Sets the text from code, `runs` giving it attributes (none: plain); what they lack comes from `font`,
    /// `textColor` and `textAlignment`. A secure field stores the characters and shows bullets.
    private func setText(_ string: String, runs: [AttributeRun]) {
        let defaults = defaultAttributes
        editor.changeFromCode(text: true) {
            if isSecureTextEntry {
                secureCharacters = Array(string)
                let bullets = String(repeating: Self.bullet, count: secureCharacters.count)
                editor.setText(bullets, runs: [AttributeRun(all: bullets, attributes: defaults)])
            } else {
                let given = runs.isEmpty ? [AttributeRun(all: string, attributes: [:])] : runs
                editor.setText(string, runs: given.map { AttributeRun(range: $0.range, attributes: defaults.merging($0.attributes) { $1 }) })
            }
        }
    }

    /// The placeholder as it was given: plain text is kept as a string, so setting it (a reused cell's field) makes
    /// no attributed string, which Linux's Foundation would never free.
    private enum Placeholder {
        case plain(String)
        case attributed(NSAttributedString)
    }

    private var placeholderContent: Placeholder? { didSet { setNeedsDisplay() } }

    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        get {
            switch placeholderContent {
            case .plain(let string): string
            case .attributed(let attributed): attributed.string
            case nil: nil
            }
        }
        set { placeholderContent = newValue.map { .plain($0) } }
    }
    /// The placeholder with attributes; wins over `placeholder`.
    open var attributedPlaceholder: NSAttributedString? {
        get {
            switch placeholderContent {
            case .plain(let string): RunReleasingAttributedString(string: string)
            case .attributed(let attributed): attributed
            case nil: nil
            }
        }
        set { placeholderContent = newValue.map { .attributed($0) } }
    }

    /// The text's font; 17-point system by default.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { styleDidChange() } }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows text size changes.
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour.
    open var textColor: UIColor? = .label { didSet { styleDidChange() } }
    /// Where the text sits; `.natural` is the leading side (the right in a right-to-left field).
    open var textAlignment: NSTextAlignment = .natural { didSet { styleDidChange() } }
    /// The standard border; `.roundedRect` ignores `background`, the other styles give way to it.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }
    /// Drawn over the border rectangle (stretched: make it resizable) instead of the border, unless it is `.roundedRect`.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// Drawn instead of `background` while the field is disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// A disabled field takes no touches and cannot become first responder; disabling it while it edits ends editing.
    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFirstResponder { endEditing(true) }
            setNeedsDisplay()
        }
    }
    /// When the ⓧ button that clears the text shows.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the left end (an icon), shown as `leftViewMode` says.
    open var leftView: UIView? { didSet { replaceEndView(oldValue, with: leftView) } }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the right end, shown as `rightViewMode` says.
    open var rightView: UIView? { didSet { replaceEndView(oldValue, with: rightView) } }
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether starting to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks (not below `minimumFontSize`) so the text fits the field's width.
    open var adjustsFontSizeToFitWidth = false { didSet { styleDidChange() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to.
    open var minimumFontSize: CGFloat = 0 { didSet { styleDidChange() } }
    /// A view shown instead of the on-screen keyboard while editing.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// A view shown above the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }
    private var customInputView: UIView?
    private var customAccessoryView: UIView?
    /// Attributes given to newly typed text.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { editor.typingAttributes }
        set { editor.typingAttributes = newValue ?? defaultAttributes }
    }
    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false

    // MARK: Traits

    /// Which on-screen keyboard layout editing shows (digits for `.numberPad`).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title on the on-screen keyboard.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard starts words or sentences with a capital.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is corrected (FrameKit keeps the setting; it corrects nothing).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the return key is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// Shows a bullet for each character, and refuses copy and cut.
    open var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            let current = oldValue ? String(secureCharacters) : editor.storage.string
            setText(current, runs: [])
        }
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = resolvedAlignment(textAlignment)
        paragraph.lineBreakMode = .byClipping
        return [.font: resolvedFont, .foregroundColor: textColor ?? .label, .paragraphStyle: paragraph]
    }

    private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// How much the text shrinks to fit `rect` when `adjustsFontSizeToFitWidth` (not below `minimumFontSize`), while
    /// the field is not editing; 1 otherwise. The text keeps its font: only its drawing is scaled.
    private func fittingScale(in rect: CGRect) -> CGFloat {
        guard adjustsFontSizeToFitWidth, !isEditing else { return 1 }
        let used = editor.layoutManager.usedRect(for: editor.container).width
        guard used > rect.width, used > 0 else { return 1 }
        return max(rect.width / used, min(1, minimumFontSize / resolvedFont.pointSize))
    }

    override func effectiveLayoutDirectionDidChange() { styleDidChange() }

    private func styleDidChange() {
        let attributes = defaultAttributes
        editor.typingAttributes = attributes
        if editor.length > 0 { editor.storage.addAttributes(attributes, range: NSRange(location: 0, length: editor.length)) }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: TextEditingHost

    func editor(shouldReplace range: NSRange, with text: String) -> Bool {
        guard let delegate else { return true }
        return delegate.textField(self, shouldChangeCharactersIn: userRange(range), replacementString: text)
    }

    func editor(storedTextFor text: String, replacing range: NSRange) -> String {
        // One line: line breaks pasted in become spaces.
        let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
        guard isSecureTextEntry else { return line }
        let characters = Array(line)
        secureCharacters.replaceSubrange(range.location..<NSMaxRange(range), with: characters)
        return String(repeating: Self.bullet, count: characters.count)
    }

    func editorDidChangeText(byUser: Bool) {
        textTouches.selectionDidChange()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        updateSelectionView()
        guard byUser else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorDidChangeSelection() {
        textTouches.selectionDidChange()
        updateSelectionView()
        delegate?.textFieldDidChangeSelection(self)
    }

    var editorAllowsCopy: Bool { !isSecureTextEntry }

    /// A storage range as the delegate sees it: UTF-16 of `text` (a secure field's storage has one bullet per
    /// character).
    private func userRange(_ range: NSRange) -> NSRange {
        guard isSecureTextEntry else { return range }
        let prefix = String(secureCharacters[..<range.location]).utf16.count
        let length = String(secureCharacters[range.location..<NSMaxRange(range)]).utf16.count
        return NSRange(location: prefix, length: length)
    }

    // MARK: UIKeyInput

    /// Whether the field has any text.
    public var hasText: Bool { editor.length > 0 }

    var documentContextBeforeInput: String? { isEditing ? editor.contextBeforeSelection() : nil }

    /// Typed text; a line break is the return key.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" { return returnKeyPressed() }
        editor.insert(text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditing else { return }
        editor.deleteBackward()
    }

    /// Return: the delegate may refuse it; otherwise `.editingDidEndOnExit` and `.primaryActionTriggered` go out, and
    /// a field with a target for `.editingDidEndOnExit` stops editing, as in UIKit.
    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsEditing { resignFirstResponder() }
    }

    func repeatPress(_ key: UIKey) -> Bool { isEditing && editor.handleRepeat(key) }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, editor.handle(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Selection (UITextInput)

    /// The selection, or the caret as an empty range; nil while the field is not editing.
    open var selectedTextRange: UITextRange? {
        get { isEditing ? UITextRange(editor.selectedRange) : nil }
        set { if let range = newValue { editor.changeFromCode(text: false) { editor.select(range.nsRange) } } }
    }

    /// Undoes and redoes the field's edits.
    public var undoManager: UndoManager? { editor.undoManager }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing, hasText { text = "" }
        setNeedsDisplay()
        editor.select(NSRange(location: editor.length, length: 0))
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        updateSelectionView()
        setNeedsLayout()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIResponder.isForcingResignation || delegate?.textFieldShouldEndEditing(self) ?? true,
            super.resignFirstResponder()
        else { return false }
        isEditing = false
        scrollX = 0
        selectionView.hide()
        textTouches.menu.dismissMenu()
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        setNeedsLayout()
        return true
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { textTouches.began(touch) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { textTouches.moved(touch) }
    }

    /// A tap begins editing with the caret where it lands, or on the clear button clears; while editing, see
    /// `TextTouches`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return textTouches.reset() }
        if clearButtonShown, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            textTouches.reset()
            return clearPressed()
        }
        guard isEditing else {
            if becomeFirstResponder() { editor.select(NSRange(location: characterOffset(at: point), length: 0)) }
            return textTouches.reset()
        }
        textTouches.ended(touch)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        textTouches.reset()
    }

    private func clearPressed() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        clearContent()
    }

    /// The clear button's work: the text goes (a search field's tokens too).
    func clearContent() {
        if editor.length > 0 {
            if isSecureTextEntry { secureCharacters.removeAll() }
            editor.storage.deleteCharacters(in: NSRange(location: 0, length: editor.length))
            editor.select(NSRange(location: 0, length: 0))
            editorDidChangeText(byUser: true)
        }
    }

    /// The caret offset nearest to `point` (the field's coordinates).
    func characterOffset(at point: CGPoint) -> Int {
        let origin = textOrigin
        return editor.layoutManager.characterOffset(at: CGPoint(x: point.x - origin.x, y: 1))
    }

    var isTextEditable: Bool { isEnabled }
    var isSelectionActive: Bool { isEditing }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: userRange(range), suggestedActions: suggestedActions)
    }

    // MARK: UITextInput

    // The logic is `TextInputDocument`'s, shared with the other text class; these members stay here, one line each,
    // because UIKit declares them on each class and apps override them there (a protocol extension's members could not
    // be overridden, and a common superclass is not UIKit's hierarchy).

    private var document: TextInputDocument { TextInputDocument(editor: editor, origin: textOrigin) }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { document.beginning }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { document.end }
    /// The text an input method is composing (underlined), or nil.
    open var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }
    /// How marked text looks (nil: a light wash of the tint and a line under it); see `MarkedTextView`.
    open var markedTextStyle: [NSAttributedString.Key: Any]? { didSet { updateSelectionView() } }

    /// Replaces the marked text (or the selection) with `markedText` being composed, selecting `selectedRange` within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText ?? "", selectedWithin: selectedRange)
        updateSelectionView()
    }

    /// Commits the marked text as typed.
    open func unmarkText() {
        editor.unmarkText()
        updateSelectionView()
    }
    /// The text in `range`.
    open func text(in range: UITextRange) -> String? { document.text(in: range) }
    /// Replaces the text in `range`, as typing would (delegate asked, events sent, undoable).
    open func replace(_ range: UITextRange, withText text: String) {
        editor.changeFromCode(text: true) { document.replace(range, with: text) }
    }

    /// The range between two positions, in either order.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        document.textRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` characters from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        document.position(from: position, offset: offset)
    }

    /// How `position` orders against `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }
    /// Characters from `from` to `toPosition`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The caret's rectangle at `position`, in the view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { document.caretRect(for: position) }
    /// The rectangle of the first line of `range`.
    open func firstRect(for range: UITextRange) -> CGRect { document.firstRect(for: range) }
    /// The position nearest `point`.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { document.closestPosition(to: point) }

    /// The position in `range` nearest `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        document.closestPosition(to: point, within: range)
    }

    /// The character under `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? { document.characterRange(at: point) }
    /// The rectangles covering `range`, a line each, with the start and end marked.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { document.selectionRects(for: range) }

    /// The position `offset` steps from `position` left, right, up or down (lines keep the caret's x).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        document.position(from: position, in: direction, offset: offset)
    }

    /// The end of `range` farthest in `direction`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        document.position(within: range, farthestIn: direction)
    }

    /// The range from `position` to the next character in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        document.characterRange(byExtending: position, in: direction)
    }

    /// The writing direction of the paragraph at `position`.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        document.baseWritingDirection(for: position, in: direction)
    }

    /// Sets the writing direction of the paragraphs in `range`.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        document.setBaseWritingDirection(writingDirection, for: range)
    }

    /// Finds words, sentences and lines in the text for the caret's movements.
    public private(set) lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// Told of changes to the text and the selection made from code (see `UITextInputDelegate`).
    open weak var inputDelegate: UITextInputDelegate?

    // MARK: Edit actions

    /// Cuts the selection to the pasteboard.
    open func cut(_ sender: Any?) { textTouches.cut() }
    /// Copies the selection to the pasteboard.
    open func copy(_ sender: Any?) { textTouches.copy() }
    /// Replaces the selection with the pasteboard's text.
    open func paste(_ sender: Any?) { textTouches.paste() }
    /// Selects the word at the caret.
    open func select(_ sender: Any?) { textTouches.select() }
    /// Selects all the text.
    open func selectAll(_ sender: Any?) { textTouches.selectAll() }
    /// Deletes the selection.
    open func delete(_ sender: Any?) { textTouches.delete() }

    // MARK: Geometry

    /// Space between the border and the text, for each border style.
    private var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: .zero
        case .line, .bezel: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7)
        }
    }

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var clearButtonShown: Bool { shows(clearButtonMode) && hasContent }
    /// Whether the field shows anything but its placeholder: text (or a search field's tokens).
    var hasContent: Bool { hasText }

    /// Where the border is drawn; the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where `leftView` goes.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, shows(leftViewMode) else { return .zero }
        let size = leftView.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `rightView` goes.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, shows(rightViewMode) else { return .zero }
        let size = rightView.frame.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button: a 19-point circle at the trailing end, left of any right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = rightViewRect(forBounds: bounds)
        let maxX = right.width > 0 ? right.minX : bounds.maxX - max(borderInsets.right, 5)
        return CGRect(x: maxX - 19, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// Where the text is drawn: inside the border, between the left and right views and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: borderInsets)
        let left = leftViewRect(forBounds: bounds)
        if left.width > 0 { rect.size.width -= left.maxX - rect.minX; rect.origin.x = left.maxX }
        let right = clearButtonShown ? clearButtonRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
        if right.width > 0 { rect.size.width = max(0, right.minX - rect.minX) }
        return rect
    }

    /// Where the text is while editing; `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn; `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the layout's origin sits in the field: the line centred vertically, aligned within the text rectangle,
    /// scrolled to keep the caret in sight.
    var textOrigin: CGPoint {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let manager = editor.layoutManager
        let used = manager.usedRect(for: editor.container).width
        var x = rect.minX - scrollX
        if used <= rect.width {
            switch effectiveAlignment {
            case .center: x = rect.minX + (rect.width - used) / 2
            case .right: x = rect.maxX - used
            default: break
            }
        }
        return CGPoint(x: x, y: round(rect.midY - lineHeight / 2))
    }

    /// The height of the text's line.
    private var lineHeight: CGFloat {
        editor.layoutManager.line(at: 0, effectiveRange: nil)?.rect.height ?? resolvedFont.lineHeight
    }

    private var effectiveAlignment: NSTextAlignment {
        if resolvedAlignment(textAlignment) != .natural { return resolvedAlignment(textAlignment) }
        // Natural alignment follows the direction of the text's first strong character.
        return NSWritingDirection.base(of: editor.storage.string) == .rightToLeft ? .right : .left
    }

    private func replaceEndView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        selectionView.place(over: bounds)
        for (view, rect) in [(leftView, leftViewRect(forBounds: bounds)), (rightView, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            view.isHidden = rect.width == 0
            if rect.width > 0 { view.frame = rect }
        }
        updateSelectionView()
    }

    /// Scrolls the text so the caret is in sight, then shows the caret or selection.
    func updateSelectionView() {
        guard isEditing else { return selectionView.hide() }
        let rect = editingRect(forBounds: bounds)
        let manager = editor.layoutManager
        let selection = editor.selectedRange
        let caretX = manager.caretRect(at: selection.location + selection.length).minX
        let before = scrollX
        if caretX - scrollX > rect.width - 1 { scrollX = caretX - rect.width + 1 }
        if caretX - scrollX < 0 { scrollX = caretX }
        scrollX = max(0, min(scrollX, max(0, manager.usedRect(for: editor.container).width - rect.width + 1)))
        if scrollX != before { setNeedsDisplay() }
        let origin = textOrigin
        let marked = editor.markedRange.map { manager.selectionRects(for: $0) } ?? []
        selectionView.showMarkedText(
            marked.map { $0.offsetBy(dx: origin.x, dy: origin.y).intersection(rect) }.filter { !$0.isNull }, style: markedTextStyle)
        if selection.length > 0 {
            let rects = manager.selectionRects(for: selection).map { $0.offsetBy(dx: origin.x, dy: origin.y).intersection(rect) }
            selectionView.show(caretRect: nil, selection: rects.filter { !$0.isNull })
        } else {
            selectionView.show(caretRect: manager.caretRect(at: selection.location).offsetBy(dx: origin.x, dy: origin.y), selection: [])
        }
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if borderStyle != .roundedRect, let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: borderRect(forBounds: bounds))
        } else {
            drawBorder(in: context)
        }
        if hasText {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if !hasContent, placeholderContent != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if clearButtonShown { drawClearButton(in: context, clearButtonRect(forBounds: bounds)) }
    }

    /// Draws the text clipped to `rect`; override to change how the field draws it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        var origin = textOrigin
        let scale = fittingScale(in: rect)
        if scale < 1 {
            context.translateBy(x: rect.minX, y: rect.midY - lineHeight * scale / 2)
            context.scaleBy(x: scale, y: scale)
            origin = .zero
        }
        let range = NSRange(location: 0, length: editor.length)
        editor.layoutManager.drawBackground(forGlyphRange: range, at: origin)
        editor.layoutManager.drawGlyphs(forGlyphRange: range, at: origin)
        context.restoreGState()
    }

    /// Draws the placeholder in the placeholder colour, unless it has a colour of its own.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let height = placeholderLayout(width: nil)?.size.height,
            let layout = placeholderLayout(width: rect.width)
        else { return }
        let origin = CGPoint(x: rect.minX, y: round(rect.midY - height / 2))
        context.saveGState()
        context.clip(to: CGRect(origin: origin, size: CGSize(width: rect.width, height: height)))
        layout.draw(in: context, at: origin)
        context.restoreGState()
    }

    /// The placeholder laid out in the field's font and the placeholder colour where its attributes say nothing else.
    private func placeholderLayout(width: CGFloat?) -> TextLayout? {
        let (string, runs): (String, [AttributeRun])
        switch placeholderContent {
        case .plain(let plain): (string, runs) = (plain, [AttributeRun(all: plain, attributes: [:])])
        case .attributed(let attributed): (string, runs) = (attributed.string, attributed.attributeRuns)
        case nil: return nil
        }
        return TextLayout.shared(string, attributeRuns: runs, defaultFont: resolvedFont, defaultColor: .placeholderText, width: width)
    }

    /// A rounded-rect field's edge: faint black on light, faint white on dark.
    private static let roundedRectEdge = UIColor.system(light: UIColor(white: 0, alpha: 0.2), dark: UIColor(white: 1, alpha: 0.2))

    private func drawBorder(in context: CGContext) {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none: break
        case .line:
            context.setStrokeColor(.label)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            context.setStrokeColor(.systemGray)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
            context.setStrokeColor(.darkGray)
            context.stroke(CGRect(x: rect.minX + 1, y: rect.minY + 1.5, width: rect.width - 2, height: 0), width: 1)
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            UIColor.systemBackground.setFill()
            path.fill()
            Self.roundedRectEdge.setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }

    private func drawClearButton(in context: CGContext, _ rect: CGRect) {
        UIColor.systemGray.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let inset = rect.insetBy(dx: 6, dy: 6)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }

    open override var intrinsicContentSize: CGSize {
        let insets = borderInsets
        let font = resolvedFont
        let width = max(editor.layoutManager.usedRect(for: editor.container).width,
                        placeholderLayout(width: nil).map { ceil($0.size.width) } ?? 0)
        let ends = leftViewRect(forBounds: bounds).width + (clearButtonShown ? 19 : rightViewRect(forBounds: bounds).width)
        return CGSize(width: ceil(width + insets.left + insets.right + ends),
                      height: ceil(font.lineHeight) + insets.top + insets.bottom)
    }
}

extension UITextField: UIContentSizeCategoryAdjusting, FontCarrying {
    var carriedFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
