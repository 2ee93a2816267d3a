import Foundation

/// Scrolling, editable, attributed text on TextKit 1, as UIKit's UITextView: `textStorage`, `layoutManager` and
/// `textContainer` are the real stack, so exclusion paths, fonts per range and storage edits from code all show.
/// The text is drawn in horizontal tiles of the visible area: scrolling moves tiles and draws only those it uncovers,
/// and an edit redraws the tiles from its paragraph down.
@MainActor
open class UITextView: UIScrollView, UITextInputTraits, UITextInput, TextEditingHost, TextDocumentContext,
    KeyRepeatTarget, TextTouchHost
{
    /// An element whose value is its text.
    override var automaticAccessibility: AutomaticAccessibility {
        AutomaticAccessibility(isElement: true, value: text.isEmpty ? nil : text)
    }

    /// Posted when a text view starts editing; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when editing changes a text view's text; the object is the view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view stops editing; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    static let tileHeight: CGFloat = 256

    lazy var editor: TextEditor = {
        let editor = TextEditor(host: self, container: givenContainer ?? Self.defaultContainer())
        if givenContainer == nil { editor.layoutManager.allowsNonContiguousLayout = true }
        givenContainer = nil
        editor.layoutManager.linkAttributes = linkTextAttributes
        editor.typingAttributes = defaultAttributes
        editor.layoutManager.invalidationHandler = { [weak self] top, bottom, columns in
            self?.textInvalidated(top: top, bottom: bottom, columns: columns)
        }
        return editor
    }()
    private var tiles: [Int: TextTileView] = [:]
    private var spareTiles: [TextTileView] = []
    let selectionView = TextSelectionView()
    private lazy var textTouches = TextTouches(host: self)

    /// The container `init(frame:textContainer:)` was given, until the editor takes it.
    private var givenContainer: NSTextContainer?

    /// A text view showing the text of `textContainer`'s TextKit stack — its layout manager's text storage (an app's
    /// own subclass of NSTextStorage or NSLayoutManager) — or, given nil, of a stack of its own.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        givenContainer = textContainer
        super.init(frame: frame)
        commonInit()
    }

    /// A text view with a TextKit stack of its own.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    /// The container a text view makes for itself: as wide as the view, as tall as the text.
    private static func defaultContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addSubview(selectionView)
    }

    /// The tiles paint the background under the text when it is opaque.
    open override var backgroundColor: UIColor? {
        didSet { for tile in tiles.values { tile.setNeedsDisplay() } }
    }

    /// The delegate: a UITextViewDelegate hears editing as well as scrolling.
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: TextKit

    /// The text, with its attributes; edits made to it show at once.
    public var textStorage: NSTextStorage { editor.storage }
    /// Lays the text out into lines in `textContainer`.
    public var layoutManager: NSLayoutManager { editor.layoutManager }
    /// The area the text is laid out in: the view's width less `textContainerInset`, with its exclusion paths.
    public var textContainer: NSTextContainer { editor.container }
    /// Space around the text container inside the content (UIKit's default: 8 above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }

    // MARK: Text

    /// The text, plain; setting it gives all of it `font` and `textColor`.
    open var text: String! {
        get { editor.storage.string }
        set {
            let string = newValue ?? ""
            setText(string, runs: [AttributeRun(all: string, attributes: defaultAttributes)])
        }
    }

    /// The text with its attributes: a copy, made again only after the text changed.
    open var attributedText: NSAttributedString! {
        get { editor.copyOfText() }
        set { setText(newValue?.string ?? "", runs: newValue?.attributeRuns ?? []) }
    }

    private func setText(_ string: String, runs: [AttributeRun]) {
        editor.changeFromCode(text: true) { editor.setText(string, runs: runs) }
    }

    /// Setting the font (or colour, or alignment) applies it to all the text, keeping other attributes.
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { apply(.font, font) } }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows text size changes.
    open var adjustsFontForContentSizeCategory = false
    /// The colour of all the text (and of what is typed next).
    open var textColor: UIColor? = .label { didSet { apply(.foregroundColor, textColor) } }
    /// The alignment of all the text; `.natural` follows each paragraph's direction.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            apply(.paragraphStyle, style)
        }
    }
    /// Whether the user can change the text (tapping shows the keyboard); text that cannot change opens its links
    /// when they are tapped, and `dataDetectorTypes` finds links in it.
    open var isEditable = true { didSet { if isEditable != oldValue { detectData() } } }
    /// What links (`.link` runs) are drawn with over their own attributes; UIKit's default, the tint colour.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { customLinkAttributes ?? [.foregroundColor: tintColor as Any] }
        set {
            customLinkAttributes = newValue
            showLinkAttributes()
        }
    }
    private var customLinkAttributes: [NSAttributedString.Key: Any]?

    /// Links drawn in the tint colour follow it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if customLinkAttributes == nil { showLinkAttributes() }
    }
    /// The kinds of data made into links in text that cannot be edited (web addresses and phone numbers).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { detectData() } }
    /// Whether the user can select the text (and copy it).
    open var isSelectable = true
    /// The attributes the next typed characters get.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { editor.typingAttributes }
        set { editor.typingAttributes = newValue }
    }
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
    /// Whether the view is being edited (it is the first responder).
    public private(set) var isEditing = false

    /// The selection, or the caret as an empty range.
    open var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.changeFromCode(text: false) { editor.select(newValue) } }
    }

    /// The selection, or the caret as an empty range.
    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selectedRange) }
        set { if let range = newValue { editor.changeFromCode(text: false) { editor.select(range.nsRange) } } }
    }

    /// Undoes and redoes the view's edits.
    public var undoManager: UndoManager? { editor.undoManager }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label]
    }

    private func apply(_ key: NSAttributedString.Key, _ value: Any?) {
        editor.typingAttributes[key] = value
        guard editor.length > 0 else { return }
        let range = NSRange(location: 0, length: editor.length)
        if let value { textStorage.addAttribute(key, value: value, range: range) } else { textStorage.removeAttribute(key, range: range) }
    }

    // MARK: Traits

    /// Which on-screen keyboard layout editing shows.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title on the on-screen keyboard (return adds a line).
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard starts words or sentences with a capital.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is corrected (FrameKit keeps the setting; it corrects nothing).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the return key is disabled while the view is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as typed (kept for UITextInputTraits; text views show it).
    open var isSecureTextEntry = false

    // MARK: TextEditingHost

    /// Only the user edits an editable view; code changes the text through `text` and the storage.
    func editor(shouldReplace range: NSRange, with text: String) -> Bool {
        isEditable && textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editor(storedTextFor text: String, replacing range: NSRange) -> String { text }

    func editorDidChangeText(byUser: Bool) {
        if !byUser { detectData() }
        setNeedsLayout()
        textTouches.selectionDidChange()
        guard byUser else { return }
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func editorDidChangeSelection() {
        setNeedsLayout()
        textTouches.selectionDidChange()
        if isEditing { scrollCaretToVisible() }
        textDelegate?.textViewDidChangeSelection(self)
    }

    var editorAllowsCopy: Bool { true }

    // MARK: UIKeyInput

    /// Whether the view has any text.
    public var hasText: Bool { editor.length > 0 }

    var documentContextBeforeInput: String? { isEditing ? editor.contextBeforeSelection() : nil }

    /// Replaces the selection with `text`, as typing does.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        editor.insert(text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditing else { return }
        editor.deleteBackward()
    }

    func repeatPress(_ key: UIKey) -> Bool { isSelectionActive && editor.handleRepeat(key) }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isSelectionActive, let key = presses.first?.key, editor.handle(key) else {
            return super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Responder

    /// An editable view edits as first responder; a selectable-only one shows its selection and copies, with no
    /// keyboard and no editing callbacks.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    override var takesTypedText: Bool { isEditable }
    var isSelectionActive: Bool { isEditing || (isSelectable && isFirstResponder) }
    private var isSelectableOnly: Bool { !isEditable && isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard isEditable else {
            guard super.becomeFirstResponder() else { return false }
            setNeedsLayout()
            return true
        }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        setNeedsLayout()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard isEditing else {
            guard super.resignFirstResponder() else { return false }
            selectionView.hide()
            textTouches.menu.dismissMenu()
            return true
        }
        guard UIResponder.isForcingResignation || textDelegate?.textViewShouldEndEditing(self) ?? true,
            super.resignFirstResponder() else { return false }
        isEditing = false
        selectionView.hide()
        textTouches.menu.dismissMenu()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Touches

    /// A double tap on a selectable-only view makes it first responder, to select the word there.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if isSelectableOnly, touch.tapCount == 2, !isFirstResponder { becomeFirstResponder() }
        textTouches.began(touch)
    }

    /// A long press on a selectable-only view makes it first responder, to select the word under the finger.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if isSelectableOnly, !isFirstResponder, textTouches.isDraggingOrPressing(touch) { becomeFirstResponder() }
        textTouches.moved(touch)
    }

    override func didScroll() { textTouches.hostDidScroll() }
    override func scrollingDidEnd() { textTouches.hostScrollingDidEnd() }

    /// A tap begins editing there if the view is editable; a tap on a selectable-only view drops its selection;
    /// otherwise see `TextTouches`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if !isEditable, isSelectable, touch.tapCount == 1, !textTouches.isDraggingOrPressing(touch),
            let (url, range) = link(at: touch.location(in: self))
        {
            textTouches.reset()
            return open(url, in: range)
        }
        if isSelectableOnly, isFirstResponder, touch.tapCount == 1, !textTouches.isDraggingOrPressing(touch) {
            textTouches.reset()
            resignFirstResponder()
            return
        }
        guard isSelectionActive else {
            if touch.tapCount == 1, isEditable, becomeFirstResponder() {
                editor.select(NSRange(location: characterOffset(at: touch.location(in: self)), length: 0))
            }
            return textTouches.reset()
        }
        textTouches.ended(touch)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { textTouches.cancelled() }

    /// The caret offset nearest to `point` (content coordinates).
    func characterOffset(at point: CGPoint) -> Int {
        layoutManager.characterOffset(at: CGPoint(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top))
    }

    var isTextEditable: Bool { isEditable }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    // MARK: UITextInput

    // The logic is `TextInputDocument`'s, shared with the other text class; these members stay here, one line each,
    // because UIKit declares them on each class and apps override them there (a protocol extension's members could not
    // be overridden, and a common superclass is not UIKit's hierarchy).

    private var document: TextInputDocument { TextInputDocument(editor: editor, origin: CGPoint(x: textContainerInset.left, y: textContainerInset.top)) }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { document.beginning }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { document.end }
    /// The text an input method is composing (underlined), or nil.
    open var markedTextRange: UITextRange? { editor.markedRange.map(UITextRange.init) }
    /// How marked text looks (nil: a light wash of the tint and a line under it); see `MarkedTextView`.
    open var markedTextStyle: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }

    /// Replaces the marked text (or the selection) with `markedText` being composed, selecting `selectedRange` within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.setMarkedText(markedText ?? "", selectedWithin: selectedRange)
        setNeedsLayout()
    }

    /// Commits the marked text as typed.
    open func unmarkText() {
        editor.unmarkText()
        setNeedsLayout()
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

    /// Finds words, sentences, lines and paragraphs for the caret's movements.
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

    /// Scrolls so that the characters of `range` are in sight.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()  // the content size must count the text as it is now
        let rect = layoutManager.boundingRect(forGlyphRange: range, in: textContainer)
        guard !rect.isNull else { return }
        scrollRectToVisible(containerToContent(rect).insetBy(dx: 0, dy: -textContainerInset.bottom), animated: false)
    }

    private func scrollCaretToVisible() {
        layoutIfNeeded()
        let caret = layoutManager.caretRect(at: NSMaxRange(editor.selectedRange))
        scrollRectToVisible(containerToContent(caret).insetBy(dx: -1, dy: -2), animated: false)
    }

    private func containerToContent(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top)
    }

    // MARK: Layout and tiles

    open override func layoutSubviews() {
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.widthTracksTextView, textContainer.size.width != width {
            textContainer.size = CGSize(width: width, height: textContainer.size.height)
        }
        // All the tiles' bands are laid out before they draw, so that drawing never lays out (nor moves) text.
        isLayingOutText = true
        layoutManager.ensureLayout(forBoundingRect: tiledBand, in: textContainer)
        isLayingOutText = false
        let height = layoutManager.totalHeight + textContainerInset.top + textContainerInset.bottom
        contentSize = CGSize(width: bounds.width, height: height)
        super.layoutSubviews()
        placeTiles()
        placeSelection()
        scheduleLookahead()
    }

    /// The container's band the tiles cover (container coordinates).
    private var tiledBand: CGRect {
        let bands = visibleBands
        return CGRect(
            x: 0, y: CGFloat(bands.lowerBound) * Self.tileHeight - textContainerInset.top, width: bounds.width,
            height: CGFloat(bands.count) * Self.tileHeight)
    }

    /// The bands below the tiles that a screen scrolled down by the bounds' height would show (container
    /// coordinates): laid out in spare time, before they show.
    private var lookaheadBand: CGRect {
        let tiled = tiledBand
        let lastBand = Int(floor((bounds.maxY + bounds.height - 1) / Self.tileHeight))
        let bottom = CGFloat(lastBand + 1) * Self.tileHeight - textContainerInset.top
        return CGRect(x: 0, y: tiled.maxY, width: tiled.width, height: max(0, bottom - tiled.maxY))
    }

    /// Asks for the spare time after this frame when the screen below the one shown is not laid out yet.
    private func scheduleLookahead() {
        guard !awaitsLookahead, let pipeline = window?.screen.pipeline, bounds.height > 0,
            !layoutManager.isLaidOut(across: lookaheadBand)
        else { return }
        awaitsLookahead = true
        pipeline.requestSpareTime(for: self)
    }

    /// Whether the text view is laying its text out or drawing it: what that lays out is drawn by the tiles it
    /// places next, or sized in the next layout pass (layout may not change while views draw).
    private var isLayingOutText = false
    /// Whether the text view waits for spare time to lay out the screen below the one shown.
    private var awaitsLookahead = false

    /// The bands of tiles the bounds show.
    private var visibleBands: ClosedRange<Int> {
        let first = max(0, Int(floor(bounds.minY / Self.tileHeight)))
        return first...max(first, Int(floor((bounds.maxY - 1) / Self.tileHeight)))
    }

    /// Tiles for the bands the bounds show; bands scrolled away give their tiles up for reuse.
    private func placeTiles() {
        let bands = visibleBands
        for (band, tile) in tiles where !bands.contains(band) {
            tile.isHidden = true
            spareTiles.append(tile)
            tiles[band] = nil
        }
        for band in bands where tiles[band] == nil {
            let tile = spareTiles.popLast() ?? makeTile()
            tile.isHidden = false
            tile.frame = CGRect(x: 0, y: CGFloat(band) * Self.tileHeight, width: bounds.width, height: Self.tileHeight)
            tile.setNeedsDisplay()
            tiles[band] = tile
        }
        for tile in tiles.values where tile.frame.width != bounds.width {
            tile.frame.size.width = bounds.width
            tile.setNeedsDisplay()
        }
    }

    private func makeTile() -> TextTileView {
        let tile = TextTileView(textView: self)
        insertSubview(tile, belowSubview: selectionView)
        return tile
    }

    /// Redraws what the tiles show of the container's band from `top` to `bottom` (to the end: nil), across `columns`
    /// of it (all: nil); the view sizes itself again unless it is doing so already.
    private func textInvalidated(top: CGFloat, bottom: CGFloat?, columns: ClosedRange<CGFloat>?) {
        if !isLayingOutText { setNeedsLayout() }
        let minY = top + textContainerInset.top
        let maxY = bottom.map { $0 + textContainerInset.top } ?? .greatestFiniteMagnitude
        let minX = columns.map { max(0, $0.lowerBound + textContainerInset.left) } ?? 0
        for tile in tiles.values where tile.frame.maxY > minY && tile.frame.minY < maxY {
            let from = max(minY, tile.frame.minY), to = min(maxY, tile.frame.maxY)
            let maxX = columns.map { min(tile.frame.width, $0.upperBound + textContainerInset.left) } ?? tile.frame.width
            guard maxX > minX else { continue }
            tile.setNeedsDisplay(CGRect(x: minX, y: from - tile.frame.minY, width: maxX - minX, height: to - from))
        }
    }

    /// Draws the text that falls in `rect` (content coordinates) into the current context.
    func drawText(in rect: CGRect) {
        let inContainer = rect.offsetBy(dx: -textContainerInset.left, dy: -textContainerInset.top)
        let range = layoutManager.glyphRange(forBoundingRect: inContainer, in: textContainer)
        let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        isLayingOutText = true
        defer { isLayingOutText = false }
        layoutManager.drawBackground(forGlyphRange: range, at: origin)
        layoutManager.drawGlyphs(forGlyphRange: range, at: origin)
    }

    private func placeSelection() {
        selectionView.place(over: bounds)
        guard isSelectionActive, isEditing || editor.selectedRange.length > 0 else { return selectionView.hide() }
        let shift = CGPoint(x: textContainerInset.left - bounds.minX, y: textContainerInset.top - bounds.minY)
        let selection = editor.selectedRange
        let marked = editor.markedRange.map { layoutManager.selectionRects(for: $0) } ?? []
        selectionView.showMarkedText(marked.map { $0.offsetBy(dx: shift.x, dy: shift.y) }, style: markedTextStyle)
        if selection.length > 0 {
            let rects = layoutManager.selectionRects(for: selection).map { $0.offsetBy(dx: shift.x, dy: shift.y) }
            selectionView.show(caretRect: nil, selection: rects)
        } else {
            selectionView.show(caretRect: layoutManager.caretRect(at: selection.location).offsetBy(dx: shift.x, dy: shift.y), selection: [])
        }
    }
}

/// One band of a text view's visible text, drawn from its layout manager. Over an opaque text view the band paints
/// the text view's background itself, so that scrolling copies opaque bands onto the frame and nothing under them is
/// drawn.
@MainActor
final class TextTileView: UIView {
    private unowned let textView: UITextView

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        // The band is painted over whole, with the background or with transparency: clearing first would paint it twice.
        clearsContextBeforeDrawing = false
    }

    required init?(coder: NSCoder) { fatalError("TextTileView is made in code") }

    override var drawsOpaqueContent: Bool { textView.backgroundColor?.isOpaque ?? false }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if drawsOpaqueContent, let background = textView.backgroundColor {
            context.setFillColor(background)
            context.fill(rect)
        } else {
            context.clear(rect)
        }
        context.saveGState()
        context.translateBy(x: -frame.minX, y: -frame.minY)
        textView.drawText(in: rect.offsetBy(dx: frame.minX, dy: frame.minY))
        context.restoreGState()
    }
}

/// A text view lays the screen of text below the one it shows out in the spare time after a frame, as a table
/// prepares the rows about to scroll in: scrolling or paging down to it then draws lines already laid out (laying out
/// a screen of new paragraphs was half of a one-screen jump's frame). Paragraphs below the tiles change no pixel on
/// screen as they get their real heights, so this asks for no frame: the content size, estimated below what is laid
/// out as UIKit's is with non-contiguous layout, takes their heights at the next layout.
extension UITextView: SpareTimeWork {
    func doSpareTimeWork() {
        awaitsLookahead = false
        guard window != nil, bounds.height > 0 else { return }
        isLayingOutText = true
        layoutManager.ensureLayout(forBoundingRect: lookaheadBand, in: textContainer)
        isLayingOutText = false
    }
}

extension UITextView: UIContentSizeCategoryAdjusting, FontCarrying {
    var carriedFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
