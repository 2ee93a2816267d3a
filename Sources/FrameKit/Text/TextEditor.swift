import Foundation

/// What a text field or text view decides while its text is edited.
@MainActor
protocol TextEditingHost: AnyObject {
    /// Whether the user's replacing `range` with `text` may happen (the delegate's `shouldChange…`).
    func editor(shouldReplace range: NSRange, with text: String) -> Bool
    /// What to keep in the storage for `text` the user typed over `range` (a secure field keeps bullets).
    func editor(storedTextFor text: String, replacing range: NSRange) -> String
    /// The text changed; `byUser` for typing, deleting, pasting and undo (notifications and control events follow).
    func editorDidChangeText(byUser: Bool)
    func editorDidChangeSelection()
    /// Whether copying and cutting are allowed (not in secure fields).
    var editorAllowsCopy: Bool { get }
}

/// The editing shared by UITextField and UITextView: the TextKit stack, the selection, typing with undo, caret
/// motion by grapheme, word and line through Pango's boundaries, and the keyboard's editing keys and shortcuts.
@MainActor
final class TextEditor {
    let storage: NSTextStorage
    let layoutManager: NSLayoutManager
    let container: NSTextContainer
    let undoManager = UndoManager()
    private unowned let host: TextEditingHost
    /// The attributes typed text gets.
    var typingAttributes: [NSAttributedString.Key: Any] = [:] { didSet { typed = nil } }
    /// The characters the last typing left with the typing attributes, and the storage's edit count after it: while
    /// neither changes, what is typed right after them takes their attributes, which are the typing attributes.
    private var typed: (range: NSRange, edits: Int)?
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while shift+arrows move the other.
    private var anchor: Int?
    /// The x a run of up/down moves keeps to.
    private var goalX: CGFloat?
    private var typingRun: TypingRun?
    /// An input method's provisional text: the next `setMarkedText` replaces it, `unmarkText` keeps it.
    private(set) var markedRange: NSRange?

    /// The characters one run of typing inserted and those it replaced or deleted, undone as one.
    private final class TypingRun {
        var location: Int
        var insertedLength: Int
        var replaced: CopiedText
        init(location: Int, insertedLength: Int, replaced: CopiedText) {
            (self.location, self.insertedLength, self.replaced) = (location, insertedLength, replaced)
        }
    }

    /// Characters copied out of the storage with their attribute runs, as Swift values: Linux's Foundation never
    /// frees an attributed string's runs, and undo copies text out at every new run of typing.
    private struct CopiedText {
        var string: String
        var runs: [AttributeRun]

        init(_ storage: NSTextStorage, _ range: NSRange) {
            (string, runs) = (storage.characters.substring(with: range), storage.attributeRuns(in: range))
        }

        var length: Int { string.utf16.count }

        /// `earlier` put before these characters.
        mutating func prepend(_ earlier: CopiedText) {
            let shift = earlier.length
            runs = earlier.runs + runs.map { AttributeRun(range: NSRange(location: $0.range.location + shift, length: $0.range.length), attributes: $0.attributes) }
            string = earlier.string + string
        }
    }

    enum Motion { case left, right, up, down, lineStart, lineEnd, wordLeft, wordRight, documentStart, documentEnd }

    /// Edits the text laid out in `container`: the storage of its layout manager when it has one (an app's own
    /// TextKit stack), otherwise a new manager and storage. The editor keeps the three alive.
    init(host: TextEditingHost, container: NSTextContainer) {
        self.host = host
        self.container = container
        if let manager = container.layoutManager {
            layoutManager = manager
        } else {
            layoutManager = NSLayoutManager()
            layoutManager.addTextContainer(container)
        }
        if let storage = layoutManager.textStorage {
            self.storage = storage
        } else {
            storage = NSTextStorage()
            storage.addLayoutManager(layoutManager)
        }
    }

    var length: Int { storage.length }

    /// Up to `limit` UTF-16 units before the selection (the keyboard's context for automatic capitals).
    func contextBeforeSelection(limit: Int = 32) -> String {
        let start = max(0, selectedRange.location - limit)
        return storage.characters.substring(with: NSRange(location: start, length: selectedRange.location - start))
    }

    // MARK: Selection

    /// Sets the selection (clamped to the text); a user's change ends the current typing run.
    func select(_ range: NSRange, keepsTypingRun: Bool = false) {
        let location = max(0, min(range.location, length))
        let clamped = NSRange(location: location, length: max(0, min(NSMaxRange(range), length) - location))
        if !keepsTypingRun { typingRun = nil }
        guard clamped != selectedRange else { return }
        selectedRange = clamped
        host.editorDidChangeSelection()
    }

    func selectAll() {
        anchor = 0
        select(NSRange(location: 0, length: length))
    }

    /// The word at `offset`, or the caret there when it is between words.
    func selectWord(at offset: Int) {
        guard let (fragment, local, start) = layoutManager.paragraphFragment(at: offset) else { return }
        let word = fragment.layout.wordRange(at: local)
        anchor = start + word.location
        select(NSRange(location: start + word.location, length: word.length))
    }

    func move(_ motion: Motion, extending: Bool) {
        let caret = extending ? movingEnd : (selectedRange.length > 0 ? collapsedEnd(for: motion) : selectedRange.location)
        // A run of up and down moves keeps to the x it started at; any other move ends the run.
        goalX = motion == .up || motion == .down ? goalX ?? layoutManager.caretRect(at: caret).minX : nil
        let target = selectedRange.length > 0 && !extending && (motion == .left || motion == .right)
            ? caret : offset(moving: motion, from: caret, x: goalX)
        if extending {
            let fixed = anchor ?? (selectedRange.location == caret ? NSMaxRange(selectedRange) : selectedRange.location)
            anchor = fixed
            select(NSRange(location: min(fixed, target), length: abs(target - fixed)))
        } else {
            anchor = nil
            select(NSRange(location: target, length: 0))
        }
    }

    /// The end of the selection shift+arrows move.
    private var movingEnd: Int {
        guard let anchor, selectedRange.length > 0 else { return selectedRange.location }
        return anchor == selectedRange.location ? NSMaxRange(selectedRange) : selectedRange.location
    }

    /// Where an arrow collapses a selection: left and up to its start, the rest to its end.
    private func collapsedEnd(for motion: Motion) -> Int {
        switch motion {
        case .left, .up, .wordLeft, .lineStart, .documentStart: selectedRange.location
        default: NSMaxRange(selectedRange)
        }
    }

    /// Where `motion` takes a caret at `offset`; up and down go to the character nearest `x` (the caret's own when
    /// nil, as UITextInput's moves).
    func offset(moving motion: Motion, from offset: Int, x: CGFloat? = nil) -> Int {
        switch motion {
        case .left, .right: return visualStep(from: offset, right: motion == .right)
        case .up, .down: return verticalStep(from: offset, down: motion == .down, x: x)
        case .lineStart, .lineEnd:
            guard let line = layoutManager.line(at: offset, effectiveRange: nil) else { return offset }
            if motion == .lineStart { return line.range.location }
            let end = NSMaxRange(line.range)
            // A wrapped line ends at the next one's start: stop before its trailing space instead.
            let wrapped = end < length && end > line.range.location && isSpace(at: end - 1) && !isLineBreak(at: end)
            return wrapped ? end - 1 : end
        case .wordLeft:
            guard let (fragment, local, start) = layoutManager.paragraphFragment(at: offset), local > 0 else {
                return visualStep(from: offset, right: false)
            }
            return start + fragment.layout.previousWordStart(before: local)
        case .wordRight:
            guard let (fragment, local, start) = layoutManager.paragraphFragment(at: offset),
                local < fragment.layout.text.utf16.count
            else { return visualStep(from: offset, right: true) }
            return start + fragment.layout.nextWordEnd(after: local)
        case .documentStart: return 0
        case .documentEnd: return length
        }
    }

    /// One grapheme across, visually (through mixed-direction text); across a line break at a paragraph's edge.
    private func visualStep(from offset: Int, right: Bool) -> Int {
        if let (fragment, local, start) = layoutManager.paragraphFragment(at: offset),
            let moved = fragment.layout.caretOffset(movingVisuallyFrom: local, right: right)
        {
            return start + moved
        }
        return right ? nextCharacterBoundary(after: offset) : previousCharacterBoundary(before: offset)
    }

    private func verticalStep(from offset: Int, down: Bool, x: CGFloat?) -> Int {
        let caret = layoutManager.caretRect(at: offset)
        let x = x ?? caret.minX
        let y = down ? caret.maxY + 1 : caret.minY - 1
        if y < 0 { return 0 }
        if y >= layoutManager.totalHeight { return length }
        return layoutManager.characterOffset(at: CGPoint(x: x, y: y))
    }

    // MARK: Character boundaries

    /// The start of the grapheme before `offset` (a "\r\n" counts as one).
    func previousCharacterBoundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        if let (fragment, local, start) = layoutManager.paragraphFragment(at: offset), local > 0 {
            return start + fragment.layout.graphemeBoundary(from: local, forward: false)
        }
        return storage.characters.rangeOfComposedCharacterSequence(at: offset - 1).location
    }

    func nextCharacterBoundary(after offset: Int) -> Int {
        guard offset < length else { return length }
        if let (fragment, local, start) = layoutManager.paragraphFragment(at: offset),
            local < fragment.layout.text.utf16.count
        {
            return start + fragment.layout.graphemeBoundary(from: local, forward: true)
        }
        return NSMaxRange(storage.characters.rangeOfComposedCharacterSequence(at: offset))
    }

    private func isSpace(at offset: Int) -> Bool { storage.characters.character(at: offset) == 0x20 }

    private func isLineBreak(at offset: Int) -> Bool {
        offset < length && [0x0A, 0x0D, 0x2028, 0x2029].contains(storage.characters.character(at: offset))
    }

    // MARK: Editing

    /// Replaces the selection with what the user typed; false when the host refused it.
    @discardableResult
    func insert(_ text: String) -> Bool {
        replace(selectedRange, with: text, typing: true)
    }

    func deleteBackward() {
        var range = selectedRange
        if range.length == 0 {
            let start = previousCharacterBoundary(before: range.location)
            range = NSRange(location: start, length: range.location - start)
        }
        if range.length > 0 { replace(range, with: "", typing: true) }
    }

    func deleteForward() {
        let end = nextCharacterBoundary(after: selectedRange.location)
        let range = selectedRange.length > 0 ? selectedRange : NSRange(location: selectedRange.location, length: end - selectedRange.location)
        if range.length > 0 { replace(range, with: "", typing: false) }
    }

    /// Deletes the selection, or from the caret to where `motion` takes it (the word's or the line's start or end).
    func delete(to motion: Motion) {
        guard selectedRange.length == 0 else { return motion == .wordLeft || motion == .lineStart ? deleteBackward() : deleteForward() }
        let caret = selectedRange.location, target = offset(moving: motion, from: caret)
        // At a line's start, deleting to it joins the line with the one before, as one backspace does.
        if target == caret, motion == .lineStart { return deleteBackward() }
        if target == caret, motion == .lineEnd { return deleteForward() }
        let range = NSRange(location: min(caret, target), length: abs(target - caret))
        if range.length > 0 { replace(range, with: "", typing: false) }
    }

    /// Replaces the marked text (or the selection) with `text`, marked in turn, the selection `selectedWithin` it.
    func setMarkedText(_ text: String, selectedWithin: NSRange) {
        let range = markedRange ?? selectedRange
        guard replace(range, with: text, typing: true) else { return }
        let length = (text as NSString).length
        markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        let inner = min(max(selectedWithin.location, 0), length)
        select(NSRange(location: range.location + inner, length: min(max(selectedWithin.length, 0), length - inner)), keepsTypingRun: true)
    }

    /// The marked text stays as it is, no longer provisional.
    func unmarkText() { markedRange = nil }

    /// Replaces `range` as the user did; typing (`typing`) joins the current typing run, undone as one.
    @discardableResult
    func replace(_ range: NSRange, with text: String, typing: Bool) -> Bool {
        guard host.editor(shouldReplace: range, with: text) else { return false }
        markedRange = nil
        let stored = host.editor(storedTextFor: text, replacing: range)
        let length = stored.utf16.count
        recordUndo(replacing: range, insertedLength: length, typing: typing)
        let edits = storage.editCount
        let typedBefore = typed.flatMap { $0.edits == edits ? $0.range : nil }
        let follows = typedBefore.map { range.length == 0 && NSMaxRange($0) == range.location && $0.length > 0 } ?? false
        // Characters typed right after typed ones take the attributes of the one before, which are the typing
        // attributes: no attributed string to make, no attributes to compare with the neighbours' (a deletion has
        // no characters to give attributes to).
        if stored.isEmpty || follows {
            storage.replaceCharacters(in: range, with: stored)
        } else {
            storage.replaceCharacters(in: range, with: stored, runs: [AttributeRun(range: NSRange(location: 0, length: length), attributes: typingAttributes)])
        }
        typed = typedRange(after: range, replacedBy: length, typedBefore: typedBefore, follows: follows).map { ($0, storage.editCount) }
        // Nothing else may have edited the storage meanwhile (its delegate may change what was typed).
        if storage.editCount != edits + 1 { typed = nil }
        anchor = nil
        goalX = nil
        select(NSRange(location: range.location + length, length: 0), keepsTypingRun: typing)
        host.editorDidChangeText(byUser: true)
        return true
    }

    /// The characters with the typing attributes after `range` was replaced by `length` typed ones: those typed
    /// now, after those typed before when they follow them; what is left of those typed before when the end of them
    /// was deleted.
    private func typedRange(after range: NSRange, replacedBy length: Int, typedBefore: NSRange?, follows: Bool) -> NSRange? {
        if length > 0 {
            guard follows, let before = typedBefore else { return NSRange(location: range.location, length: length) }
            return NSRange(location: before.location, length: before.length + length)
        }
        guard let before = typedBefore, NSMaxRange(range) == NSMaxRange(before), range.location >= before.location else { return nil }
        return NSRange(location: before.location, length: range.location - before.location)
    }

    /// Runs a change of the text or the selection made from code, telling the host's input delegate before and after
    /// it (UITextInputDelegate: the input system did not make it).
    func changeFromCode(text: Bool, _ change: () -> Void) {
        let input = host as? any UITextInput
        let delegate = input?.inputDelegate
        if text { delegate?.textWillChange(input) } else { delegate?.selectionWillChange(input) }
        change()
        if text { delegate?.textDidChange(input) } else { delegate?.selectionDidChange(input) }
    }

    /// Replaces all the text from code with `string` and the attributes of `runs` (ranges within it, covering it):
    /// no delegate, notifications or undo, the caret at the end (as UIKit does).
    func setText(_ string: String, runs: [AttributeRun]) {
        markedRange = nil
        storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: string, runs: runs)
        undoManager.removeAllActions()
        typingRun = nil
        anchor = nil
        select(NSRange(location: storage.length, length: 0))
        host.editorDidChangeText(byUser: false)
    }

    /// A copy of the text, as a view's `attributedText` hands out, made again only after the text changed: apps
    /// read it at every change.
    func copyOfText() -> NSAttributedString {
        if let copy = textCopy, copy.edits == storage.editCount { return copy.text }
        let text = storage.immutableCopy()
        textCopy = (text, storage.editCount)
        return text
    }
    private var textCopy: (text: NSAttributedString, edits: Int)?

    // MARK: Undo

    private func recordUndo(replacing range: NSRange, insertedLength: Int, typing: Bool) {
        guard host.editorAllowsCopy else { return }
        if typing, let run = typingRun {
            if range.length == 0, range.location == run.location + run.insertedLength {
                run.insertedLength += insertedLength
                return
            }
            if insertedLength == 0, NSMaxRange(range) == run.location + run.insertedLength {
                // Deleting backwards: first what the run typed, then what stood before it.
                let fromRun = min(range.length, run.insertedLength)
                run.insertedLength -= fromRun
                let before = range.length - fromRun
                if before > 0 {
                    run.replaced.prepend(CopiedText(storage, NSRange(location: range.location, length: before)))
                    run.location = range.location
                }
                return
            }
        }
        // Copied out only for a new run: a run that goes on keeps what it replaced (a substring costs a copy).
        let run = TypingRun(location: range.location, insertedLength: insertedLength, replaced: CopiedText(storage, range))
        typingRun = typing ? run : nil
        undoManager.registerUndo(withTarget: self) { editor in editor.undo(run) }
    }

    private func undo(_ run: TypingRun) {
        let range = NSRange(location: run.location, length: run.insertedLength)
        let redo = TypingRun(location: run.location, insertedLength: run.replaced.length, replaced: CopiedText(storage, range))
        undoManager.registerUndo(withTarget: self) { editor in editor.undo(redo) }
        storage.replaceCharacters(in: range, with: run.replaced.string, runs: run.replaced.runs)
        typingRun = nil
        select(NSRange(location: run.location + run.replaced.length, length: 0))
        host.editorDidChangeText(byUser: true)
    }

    // MARK: Pasteboard

    func copy() {
        guard host.editorAllowsCopy, selectedRange.length > 0 else { return }
        UIPasteboard.general.string = storage.characters.substring(with: selectedRange)
    }

    /// Copies the selection once it is taken out (a view that refuses the change keeps it and the pasteboard).
    func cut() {
        guard host.editorAllowsCopy, selectedRange.length > 0 else { return }
        let text = storage.characters.substring(with: selectedRange)
        if replace(selectedRange, with: "", typing: false) { UIPasteboard.general.string = text }
    }

    func paste() {
        guard let text = UIPasteboard.general.string, !text.isEmpty else { return }
        replace(selectedRange, with: text, typing: false)
    }

    // MARK: Keys

    /// A held key's repeat: caret motions and deletions repeat, shortcuts (paste, undo) do not.
    func handleRepeat(_ key: UIKey) -> Bool {
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow, .keyboardDeleteForward:
            return handle(key)
        case .keyboardDeleteOrBackspace where !key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]):
            return handle(key)
        default:
            return false
        }
    }

    /// The editing keys and shortcuts of a hardware keyboard; false for keys that are not editing's (typed text
    /// reaches `insert(_:)` through UIKeyInput).
    func handle(_ key: UIKey) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        let control = !key.modifierFlags.isDisjoint(with: [.control, .command])
        switch key.keyCode {
        case .keyboardLeftArrow: move(control ? .wordLeft : .left, extending: shift)
        case .keyboardRightArrow: move(control ? .wordRight : .right, extending: shift)
        case .keyboardUpArrow: move(control ? .documentStart : .up, extending: shift)
        case .keyboardDownArrow: move(control ? .documentEnd : .down, extending: shift)
        case .keyboardHome: move(control ? .documentStart : .lineStart, extending: shift)
        case .keyboardEnd: move(control ? .documentEnd : .lineEnd, extending: shift)
        // Deleting: ⌘ (the Super key) to the line's edge, control or ⌥ (Alt) by word, as on a Mac keyboard and a PC's.
        case .keyboardDeleteOrBackspace where key.modifierFlags.contains(.command): delete(to: .lineStart)
        case .keyboardDeleteOrBackspace where !key.modifierFlags.isDisjoint(with: [.control, .alternate]): delete(to: .wordLeft)
        case .keyboardDeleteForward where key.modifierFlags.contains(.command): delete(to: .lineEnd)
        case .keyboardDeleteForward where !key.modifierFlags.isDisjoint(with: [.control, .alternate]): delete(to: .wordRight)
        case .keyboardDeleteForward: deleteForward()
        default:
            guard control else { return false }
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": selectAll()
            case "c": copy()
            case "x": cut()
            case "v": paste()
            case "z": shift ? undoManager.redo() : undoManager.undo()
            case "y": undoManager.redo()
            default: return false
            }
        }
        return true
    }
}
