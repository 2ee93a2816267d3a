import Foundation

/// What a text field or text view lets its touches do.
@MainActor
protocol TextTouchHost: UIView, UIResponderStandardEditActions {
    var editor: TextEditor { get }
    var selectionView: TextSelectionView { get }
    /// Whether the selection shows and touches change it: while editing, or while a selectable-only text view is
    /// first responder.
    var isSelectionActive: Bool { get }
    /// Whether the text can change (cut, paste); copying also needs `editorAllowsCopy`.
    var isTextEditable: Bool { get }
    var editorAllowsCopy: Bool { get }
    /// The caret offset nearest to `point` (the host's coordinates).
    func characterOffset(at point: CGPoint) -> Int
    /// The menu the delegate wants for `range` (nil: the suggested actions).
    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

/// Touches on a text field or text view, as UIKit handles them: a tap puts the caret down (a tap on the caret shows
/// the edit menu), a double tap selects a word, a long press lets the caret follow the finger, a selection's handles
/// drag its ends; the edit menu (Cut, Copy, Paste, Select, Select All) appears over what a touch selected and goes
/// when the text or the selection changes otherwise.
@MainActor
final class TextTouches: UIEditMenuInteractionDelegate {
    static let longPressDuration: TimeInterval = 0.5
    private unowned let host: TextTouchHost
    let menu: UIEditMenuInteraction
    /// When the finger now down touched.
    private var pressStart: TimeInterval?
    private var draggedHandle: TextSelectionView.Handle?
    /// Whether the menu was up when the finger came down (a tap on the caret then takes it away, not up again).
    private var menuWasShown = false
    /// Set while the touches or the menu change the selection themselves, which keeps the menu.
    private var isSelecting = false
    /// Whether scrolling took the menu away, to bring it back over the selection when the scrolling ends.
    private var menuHiddenByScrolling = false

    init(host: TextTouchHost) {
        self.host = host
        menu = UIEditMenuInteraction(delegate: nil)
        menu.suggestedActions = { [unowned self] in self.suggestedActions() }
        menu.delegate = self
        host.addInteraction(menu)
    }

    private var editor: TextEditor { host.editor }

    // MARK: Touches

    /// Whether the touch took one of the selection's handles.
    func began(_ touch: UITouch) {
        pressStart = touch.timestamp
        menuWasShown = menu.isMenuPresented || menuHiddenByScrolling
        menuHiddenByScrolling = false
        menu.dismissMenu()
        guard host.isSelectionActive else { return }
        if let handle = host.selectionView.handle(at: touch.location(in: host.selectionView)) {
            draggedHandle = handle
        } else if touch.tapCount == 2 {
            selecting { editor.selectWord(at: host.characterOffset(at: touch.location(in: host))) }
        }
    }

    /// A dragged handle moves its end of the selection (never past the other end); after a long press the caret
    /// follows the finger.
    func moved(_ touch: UITouch) {
        guard host.isSelectionActive else { return }
        let offset = host.characterOffset(at: touch.location(in: host))
        let selection = editor.selectedRange
        switch draggedHandle {
        case .start?:
            let start = min(offset, NSMaxRange(selection) - 1)
            selecting { editor.select(NSRange(location: start, length: NSMaxRange(selection) - start)) }
        case .end?:
            let end = max(offset, selection.location + 1)
            selecting { editor.select(NSRange(location: selection.location, length: end - selection.location)) }
        case nil:
            guard let start = pressStart, touch.timestamp - start >= Self.longPressDuration else { return }
            // Text that cannot change has no caret: the press selects the word under the finger instead.
            selecting {
                if host.isTextEditable { editor.select(NSRange(location: offset, length: 0)) } else { editor.selectWord(at: offset) }
            }
        }
    }

    /// The finger lifted while editing: a tap places the caret; the menu shows after a handle drag, a long press, a
    /// double tap, or a tap on the caret where it already was.
    func ended(_ touch: UITouch) {
        defer { reset() }
        guard host.isSelectionActive, let start = pressStart else { return }
        if draggedHandle != nil || touch.timestamp - start >= Self.longPressDuration || touch.tapCount == 2 {
            return showMenu()
        }
        guard touch.tapCount == 1 else { return }
        let offset = host.characterOffset(at: touch.location(in: host))
        let before = editor.selectedRange
        selecting { editor.select(NSRange(location: offset, length: 0)) }
        if before == NSRange(location: offset, length: 0), !menuWasShown { showMenu() }
    }

    /// A touch taken away (for scrolling): a menu it hid comes back when the scrolling ends.
    func cancelled() {
        if pressStart != nil, menuWasShown { menuHiddenByScrolling = true }
        reset()
    }

    /// Forgets the touch (one the host handled itself).
    func reset() { (pressStart, draggedHandle) = (nil, nil) }

    /// Whether the touch is more than a tap: a handle's drag or a long press.
    func isDraggingOrPressing(_ touch: UITouch) -> Bool {
        draggedHandle != nil || pressStart.map { touch.timestamp - $0 >= Self.longPressDuration } ?? false
    }

    /// The selection changed: unless the touches or the menu did it, the menu goes.
    func selectionDidChange() {
        guard !isSelecting else { return }
        menu.dismissMenu()
        menuHiddenByScrolling = false
    }

    /// The text scrolled under the menu: it goes while the text moves, as UIKit's does.
    func hostDidScroll() {
        guard menu.isMenuPresented else { return }
        menu.dismissMenu()
        menuHiddenByScrolling = true
    }

    /// Scrolling came to rest: a menu it took away shows again over the selection, where it is now.
    func hostScrollingDidEnd() {
        guard menuHiddenByScrolling else { return }
        menuHiddenByScrolling = false
        if host.isSelectionActive { showMenu() }
    }

    private func selecting(_ change: () -> Void) {
        isSelecting = true
        change()
        isSelecting = false
    }

    // MARK: Menu

    /// Shows the edit menu over the caret or the selection.
    func showMenu() {
        host.layoutIfNeeded()  // the selection view is placed by layout: the menu goes over where it is now
        guard let target = markedRect() else { return }
        menu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: target.midX, y: target.minY)))
    }

    /// UIKit's choice: Cut, Copy and Paste over a selection; Select, Select All and Paste at the caret.
    private func suggestedActions() -> [UIMenuElement] {
        let selection = editor.selectedRange
        let canPaste = host.isTextEditable && UIPasteboard.general.hasStrings
        let copyable = host.editorAllowsCopy && selection.length > 0
        var actions: [UIAction] = []
        func add(_ title: String, _ perform: @escaping @MainActor (TextTouchHost) -> Void) {
            actions.append(UIAction(title: title) { [weak host] _ in if let host { perform(host) } })
        }
        if copyable && host.isTextEditable { add("Cut") { $0.cut(nil) } }
        if copyable { add("Copy") { $0.copy(nil) } }
        if canPaste { add("Paste") { $0.paste(nil) } }
        if selection.length == 0 && editor.length > 0 { add("Select") { $0.select(nil) } }
        if selection.length < editor.length { add("Select All") { $0.selectAll(nil) } }
        return actions
    }

    // MARK: Standard edit actions

    func cut() { if host.isTextEditable { editor.cut() } }
    func copy() { editor.copy() }
    func paste() { if host.isTextEditable { editor.paste() } }

    func delete() {
        if host.isTextEditable, editor.selectedRange.length > 0 { editor.replace(editor.selectedRange, with: "", typing: false) }
    }

    /// Selects the word at the caret; the menu shows again for it.
    func select() {
        selecting { editor.selectWord(at: editor.selectedRange.location) }
        if host.isSelectionActive { showMenu() }
    }

    func selectAll() {
        selecting { editor.selectAll() }
        if host.isSelectionActive { showMenu() }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        host.editMenu(for: editor.selectedRange, suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    {
        markedRect() ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    /// The caret or the selection in the host's coordinates.
    private func markedRect() -> CGRect? {
        guard let marked = host.selectionView.markedRect else { return nil }
        let outset = TextSelectionView.outset
        return host.selectionView.convert(marked.offsetBy(dx: outset, dy: outset), to: host)
    }
}
